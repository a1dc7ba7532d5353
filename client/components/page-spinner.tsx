import { Spinner } from './ui/spinner';

/** The whole-page loading state: a large spinner in the middle of the content area. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}

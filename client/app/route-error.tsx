import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';

/** Shown when a page fails to load or render (e.g. a chunk could not be fetched after a deploy). */
export function RouteError() {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="text-muted-foreground">This page could not be shown.</p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <Button variant="outline" asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}

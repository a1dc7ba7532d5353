import { Suspense, type ReactNode } from 'react';

/**
 * The place over a list where its "3 new posts — show" bar appears: a polite live region, sticky under the header
 * and of no height, drawn with the list from the first frame. The bar itself (client/components/new-items-bar) is
 * loaded lazily; holding its place here means its arrival moves nothing on the page, and the live region exists
 * before it has anything to announce (a region added with its text is often not read out).
 */
export function NewItemsSlot({ children }: { children: ReactNode }) {
  return (
    <div aria-live="polite" className="sticky top-20 z-20 flex h-0 justify-center overflow-visible">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

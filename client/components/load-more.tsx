import { useEffect, useRef } from 'react';
import { Button } from './ui/button';

interface LoadMoreProps {
  /** The paged list: an infinite query's result, or the same three fields. */
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** Load by scrolling too (an IntersectionObserver on a sentinel), not only by the button. */
  auto?: boolean;
  /** With `auto`: changes when more items arrive, so the observer looks again if the sentinel is still in view. */
  count?: number;
  label?: string;
}

/** Infinite scroll with a visible "Load more" button for keyboards and assistive technology. */
export function LoadMore({ list, auto = true, count = 0, label = 'Load more' }: LoadMoreProps) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const sentinel = useRef<HTMLDivElement>(null);
  const fetchRef = useRef(fetchNextPage);
  useEffect(() => {
    fetchRef.current = fetchNextPage;
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!auto || !el || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          fetchRef.current();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [auto, hasNextPage, isFetchingNextPage, count]);

  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <div ref={sentinel} aria-hidden className="h-px w-px" />
      {/* aria-disabled, not disabled: a focused button keeps the focus while the next page loads. */}
      <Button
        type="button"
        variant="outline"
        onClick={() => !isFetchingNextPage && fetchNextPage()}
        aria-disabled={isFetchingNextPage || undefined}
      >
        {isFetchingNextPage ? 'Loading…' : label}
      </Button>
    </div>
  );
}

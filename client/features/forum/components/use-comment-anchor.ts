import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How many further pages a link to one comment may load to reach it (50 comments each). */
const MAX_PAGES = 40;

/**
 * Follows a link to one comment (`/discussion/:id#comment-<id>`, as notifications and the moderation queue
 * link): loads further pages until the comment is there, then scrolls to it and moves focus to it, so a
 * keyboard or screen reader lands where the link said. Does nothing when the address names no comment.
 */
export function useCommentAnchor(
  ids: string[],
  { hasNextPage, isFetching, fetchNextPage }: { hasNextPage: boolean; isFetching: boolean; fetchNextPage: () => unknown },
) {
  const { hash } = useLocation();
  const target = /^#comment-([\w-]+)$/.exec(hash)?.[1];
  const state = useRef<{ target?: string; done: boolean; pages: number }>({ done: false, pages: 0 });
  if (state.current.target !== target) state.current = { target, done: false, pages: 0 };

  useEffect(() => {
    const s = state.current;
    if (!target || s.done || isFetching) return;
    if (ids.includes(target)) {
      const el = document.getElementById(`comment-${target}`);
      if (!el) return;
      s.done = true;
      el.scrollIntoView({ block: 'center' });
      el.focus({ preventScroll: true });
    } else if (hasNextPage && s.pages < MAX_PAGES) {
      s.pages++;
      fetchNextPage();
    } else s.done = true;
  }, [target, ids, hasNextPage, isFetching, fetchNextPage]);

  return target;
}

import type { Post } from '#common/schemas/posts';

/** A post's own address: the feed with the post's dialog open over it (shareable; the server sends its page tags). */
export const postPath = (id: string) => `/community/post/${encodeURIComponent(id)}`;

/** The history state of a post opened from the feed: closing it goes back to the feed's own entry. */
export const OPENED_FROM_FEED = { openedFromFeed: true } as const;

/** Whether the current history entry is a post opened from the feed (`location.state`). */
export const openedFromFeed = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { openedFromFeed?: unknown }).openedFromFeed === true;

/** A post's text on one line, cut at `max` characters (an ellipsis ends a cut). */
export function postSummary(post: Pick<Post, 'content'>, max: number) {
  const line = post.content?.replace(/\s+/g, ' ').trim() ?? '';
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

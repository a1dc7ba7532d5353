import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import type { PostPage } from './post-cache';
import { postKeys } from '#client/lib/query-keys';

/** A multiple of 1, 2 and 3, so every row of the grid is full. */
export const FEED_PAGE_SIZE = 12;

export const feedKey = postKeys.feed;

export const getFeed = (cursor?: string) =>
  api<PostPage>(`/posts?limit=${FEED_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);

/** The community feed, newest first, one keyset page at a time. */
/** `enabled` waits for the session, so `likedByMe` is the viewer's from the first answer. */
export function useFeed(enabled = true) {
  return useInfiniteQuery({
    queryKey: feedKey,
    queryFn: ({ pageParam }) => getFeed(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

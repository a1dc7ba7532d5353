import { useInfiniteQuery } from '@tanstack/react-query';
import type { Post } from '#common/schemas/posts';
import { pagedQueryOptions } from '#client/lib/paged';
import { postKeys } from '#client/lib/query-keys';

/** A multiple of 1, 2 and 3, so every row of the grid is full. */
export const FEED_PAGE_SIZE = 12;

/** The community feed, newest first, one keyset page at a time. */
export const getFeedQueryOptions = () => pagedQueryOptions<Post>(postKeys.feed, '/posts', FEED_PAGE_SIZE);

/** `enabled` waits for the session, so `likedByMe` is the viewer's from the first answer. */
export function useFeed(enabled = true) {
  return useInfiniteQuery({ ...getFeedQueryOptions(), enabled });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_PAGE_SIZES } from '#common/page-sizes';
import type { Post } from '#common/schemas/posts';
import { pagedQueryOptions } from '#client/lib/paged';
import { postKeys } from '#client/lib/query-keys';

/** The community feed, newest first, one keyset page at a time. */
export const getFeedQueryOptions = () => pagedQueryOptions<Post>(postKeys.feed, '/posts', CLIENT_PAGE_SIZES.feed);

/** `enabled` waits for the session, so `likedByMe` is the viewer's from the first answer. */
export function useFeed(enabled = true) {
  return useInfiniteQuery({ ...getFeedQueryOptions(), enabled });
}

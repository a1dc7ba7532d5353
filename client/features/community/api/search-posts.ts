import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_PAGE_SIZES } from '#common/page-sizes';
import { api } from '#client/lib/api';
import { keepingLastAnswer } from '#client/lib/paged';
import type { PostPage } from './post-cache';
import { postKeys } from '#client/lib/query-keys';

export const searchPosts = (term: string, cursor?: string, signal?: AbortSignal) =>
  api<PostPage>(
    `/posts/search?q=${encodeURIComponent(term)}&limit=${CLIENT_PAGE_SIZES.search}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    { signal },
  );

/** Posts matching `term`, newest first, keyed by the term (a search left behind is cancelled). */
export const getSearchPostsQueryOptions = (term: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.search(term),
    queryFn: ({ pageParam, signal }) => searchPosts(term, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/**
 * Posts matching `term`. Keyed by the term, so an answer for an older term never shows for a newer one; the
 * previous results stay on screen while the next ones load.
 */
export function useSearchPosts(term: string) {
  return useInfiniteQuery(keepingLastAnswer({ ...getSearchPostsQueryOptions(term), enabled: term.length > 0 }));
}

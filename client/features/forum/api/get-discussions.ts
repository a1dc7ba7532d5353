import { useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_PAGE_SIZES } from '#common/page-sizes';
import type { DiscussionSummary } from '#common/schemas/discussions';
import { keepingLastAnswer, pagedQueryOptions } from '#client/lib/paged';
import { discussionKeys, type DiscussionListFilters } from '#client/lib/query-keys';

/** The discussion list for a category, search and sort: keyset pages, the next one on demand. */
export function getDiscussionsQueryOptions(f: DiscussionListFilters) {
  const params = new URLSearchParams({ sort: f.sort });
  if (f.category) params.set('category', f.category);
  if (f.q) params.set('q', f.q);
  return pagedQueryOptions<DiscussionSummary>(discussionKeys.list(f), `/discussions?${params}`, CLIENT_PAGE_SIZES.discussions);
}

/** A live list: while a new search, category or sort loads, the previous discussions stay. */
export function useDiscussions(f: DiscussionListFilters, enabled = true) {
  return useInfiniteQuery(keepingLastAnswer({ ...getDiscussionsQueryOptions(f), enabled }));
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DiscussionPageSchema } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { discussionKeys, type DiscussionListFilters } from '#client/lib/query-keys';

export type DiscussionPage = z.infer<typeof DiscussionPageSchema>;
export const DISCUSSION_PAGE_SIZE = 10;

export function getDiscussions(f: DiscussionListFilters, cursor?: string) {
  const params = new URLSearchParams({ limit: String(DISCUSSION_PAGE_SIZE), sort: f.sort });
  if (f.category) params.set('category', f.category);
  if (f.q) params.set('q', f.q);
  if (cursor) params.set('cursor', cursor);
  return api<DiscussionPage>(`/discussions?${params}`);
}

/** The discussion list for a category, search and sort: keyset pages, the next one on demand. */
export function useDiscussions(f: DiscussionListFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: discussionKeys.list(f),
    queryFn: ({ pageParam }) => getDiscussions(f, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

import type { QueryClient } from '@tanstack/react-query';
import type { DiscussionCategory, DiscussionSort } from '#common/schemas/discussions';

/** Query keys of the forum: everything under 'discussions', so one invalidation refreshes lists and counts. */
export const discussionsKey = ['discussions'] as const;
export interface ListFilters {
  category?: DiscussionCategory;
  q?: string;
  sort: DiscussionSort;
}
export const discussionListKey = (f: ListFilters) => [...discussionsKey, 'list', f] as const;
export const categoryCountsKey = [...discussionsKey, 'categories'] as const;
export const discussionKey = (id: string) => [...discussionsKey, 'detail', id] as const;
export const discussionCommentsKey = (id: string) => [...discussionsKey, 'comments', id] as const;

/** Lists and counts change after any write: refetch them (the detail being viewed is patched by its hooks). */
export const invalidateLists = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: [...discussionsKey, 'list'] }), qc.invalidateQueries({ queryKey: categoryCountsKey })]);

import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DiscussionCommentPageSchema } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { discussionKeys } from '#client/lib/query-keys';

export type DiscussionCommentPage = z.infer<typeof DiscussionCommentPageSchema>;
export const COMMENT_PAGE_SIZE = 50;

export const getDiscussionComments = (id: string, cursor?: string) =>
  api<DiscussionCommentPage>(
    `/discussions/${id}/comments?limit=${COMMENT_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

/** Comments oldest first, a keyset page at a time. */
export function useDiscussionComments(id: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: discussionKeys.comments(id),
    queryFn: ({ pageParam }) => getDiscussionComments(id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

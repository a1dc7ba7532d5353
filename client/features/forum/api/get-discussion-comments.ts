import { useInfiniteQuery } from '@tanstack/react-query';
import type { DiscussionComment } from '#common/schemas/discussions';
import { pagedQueryOptions } from '#client/lib/paged';
import { discussionKeys } from '#client/lib/query-keys';

export const COMMENT_PAGE_SIZE = 50;

/** Comments oldest first, a keyset page at a time. */
export const getDiscussionCommentsQueryOptions = (id: string) =>
  pagedQueryOptions<DiscussionComment>(discussionKeys.comments(id), `/discussions/${id}/comments`, COMMENT_PAGE_SIZE);

export function useDiscussionComments(id: string, enabled = true) {
  return useInfiniteQuery({ ...getDiscussionCommentsQueryOptions(id), enabled });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_PAGE_SIZES } from '#common/page-sizes';
import type { DiscussionComment } from '#common/schemas/discussions';
import { pagedQueryOptions } from '#client/lib/paged';
import { discussionKeys } from '#client/lib/query-keys';

/** Comments oldest first, a keyset page at a time. */
export const getDiscussionCommentsQueryOptions = (id: string) =>
  pagedQueryOptions<DiscussionComment>(discussionKeys.comments(id), `/discussions/${id}/comments`, CLIENT_PAGE_SIZES.discussionComments);

export function useDiscussionComments(id: string, enabled = true) {
  return useInfiniteQuery({ ...getDiscussionCommentsQueryOptions(id), enabled });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_PAGE_SIZES } from '#common/page-sizes';
import type { Comment } from '#common/schemas/posts';
import { pagedQueryOptions } from '#client/lib/paged';
import { postKeys } from '#client/lib/query-keys';

/** A post's comments, oldest first, a page at a time. */
export const getCommentsQueryOptions = (postId: string) => ({
  ...pagedQueryOptions<Comment>(postKeys.comments(postId), `/posts/${postId}/comments`, CLIENT_PAGE_SIZES.postComments),
  retry: false,
});

/** A post's comments, loaded while its dialog is open. */
export function useComments(postId: string, enabled: boolean) {
  return useInfiniteQuery({ ...getCommentsQueryOptions(postId), enabled });
}

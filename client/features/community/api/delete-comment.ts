import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { getCommentsQueryOptions } from './get-comments';
import { patchPost } from './post-cache';

/** Deletes a comment (its author only). */
export const deleteComment = (postId: string, commentId: string) =>
  api<{ ok: true }>(`/posts/${postId}/comments/${commentId}`, { method: 'DELETE' });

export function useDeleteComment(postId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(postId, commentId),
    onSuccess: (_ok, commentId) => {
      qc.setQueryData(
        getCommentsQueryOptions(postId).queryKey,
        (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== commentId) })) },
      );
      patchPost(qc, postId, (p) => ({ ...p, commentsCount: Math.max(0, p.commentsCount - 1) }));
    },
  });
}

import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { removePost } from './post-cache';
import { postKeys, profileKeys } from '#client/lib/query-keys';

/** Deletes a post (its author only). */
export const deletePost = (id: string) => api<{ ok: true }>(`/posts/${id}`, { method: 'DELETE' });

/** The ids of the posts deleted from this tab. */
export function useDeletedPosts() {
  return useMutationState({ filters: { mutationKey: postKeys.delete, status: 'success' }, select: (m) => m.state.variables as string });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: postKeys.delete,
    mutationFn: deletePost,
    onSuccess: (_ok, id) => {
      removePost(qc, id);
      void qc.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

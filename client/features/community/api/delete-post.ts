import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { removePost } from './post-cache';
import { profileKeys } from '#client/lib/query-keys';

/** Deletes a post (its author only). */
export const deletePost = (id: string) => api<{ ok: true }>(`/posts/${id}`, { method: 'DELETE' });

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_ok, id) => {
      removePost(qc, id);
      void qc.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

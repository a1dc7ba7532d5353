import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { discussionKey, invalidateLists } from './discussion-keys';

export const deleteDiscussion = (id: string) => api<{ ok: true }>(`/discussions/${id}`, { method: 'DELETE' });

export function useDeleteDiscussion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscussion,
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: discussionKey(id) });
      return invalidateLists(qc);
    },
  });
}

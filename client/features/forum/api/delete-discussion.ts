import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { discussionKeys } from '#client/lib/query-keys';
import { invalidateLists } from './discussion-cache';

/** A moderator deleting someone else's discussion gives a reason, kept in the moderation log. */
export const deleteDiscussion = ({ id, reason }: { id: string; reason?: string }) =>
  api<{ ok: true }>(`/discussions/${id}${reason ? `?reason=${encodeURIComponent(reason)}` : ''}`, { method: 'DELETE' });

export function useDeleteDiscussion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteDiscussion,
    onSuccess: (_r, { id }) => {
      qc.removeQueries({ queryKey: discussionKeys.detail(id) });
      return invalidateLists(qc);
    },
  });
}

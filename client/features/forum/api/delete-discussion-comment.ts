import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { discussionKeys } from '#client/lib/query-keys';
import { getDiscussionQueryOptions } from './get-discussion';
import { invalidateLists } from './discussion-cache';

export const deleteDiscussionComment = (id: string, commentId: string, reason?: string) =>
  api<{ ok: true }>(`/discussions/${id}/comments/${commentId}${reason ? `?reason=${encodeURIComponent(reason)}` : ''}`, {
    method: 'DELETE',
  });

export function useDeleteDiscussionComment(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, reason }: { commentId: string; reason?: string }) => deleteDiscussionComment(id, commentId, reason),
    onSuccess: () => {
      qc.setQueryData(getDiscussionQueryOptions(id).queryKey, (d) => (d ? { ...d, commentsCount: Math.max(0, d.commentsCount - 1) } : d));
      return Promise.all([qc.invalidateQueries({ queryKey: discussionKeys.comments(id) }), invalidateLists(qc)]);
    },
  });
}

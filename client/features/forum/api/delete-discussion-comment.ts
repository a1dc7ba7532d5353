import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discussion } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { discussionCommentsKey, discussionKey, invalidateLists } from './discussion-keys';

export const deleteDiscussionComment = (id: string, commentId: string) =>
  api<{ ok: true }>(`/discussions/${id}/comments/${commentId}`, { method: 'DELETE' });

export function useDeleteDiscussionComment(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteDiscussionComment(id, commentId),
    onSuccess: () => {
      qc.setQueryData<Discussion>(discussionKey(id), (d) => (d ? { ...d, commentsCount: Math.max(0, d.commentsCount - 1) } : d));
      return Promise.all([qc.invalidateQueries({ queryKey: discussionCommentsKey(id) }), invalidateLists(qc)]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscussionComment } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { discussionCommentsKey, discussionKey, invalidateLists } from './discussion-keys';

export const setCommentHidden = (id: string, commentId: string, hidden: boolean) =>
  api<DiscussionComment>(`/discussions/${id}/comments/${commentId}/moderation`, { method: 'PUT', body: { hidden } });

/** Moderators hide a comment from everyone but its author and moderators, or show it again (logged). */
export function useSetCommentHidden(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: string; hidden: boolean }) => setCommentHidden(id, commentId, hidden),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: discussionCommentsKey(id) }),
        qc.invalidateQueries({ queryKey: discussionKey(id) }),
        invalidateLists(qc),
      ]),
  });
}

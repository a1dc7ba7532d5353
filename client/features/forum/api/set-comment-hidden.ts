import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscussionComment } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { discussionKeys } from '#client/lib/query-keys';
import { invalidateLists } from './discussion-cache';

export const setCommentHidden = (id: string, commentId: string, hidden: boolean, reason?: string) =>
  api<DiscussionComment>(`/discussions/${id}/comments/${commentId}/moderation`, {
    method: 'PUT',
    body: { hidden, reason: reason || undefined },
  });

/** Moderators hide a comment from everyone but its author and moderators, or show it again (logged). */
export function useSetCommentHidden(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, hidden, reason }: { commentId: string; hidden: boolean; reason?: string }) =>
      setCommentHidden(id, commentId, hidden, reason),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: discussionKeys.comments(id) }),
        qc.invalidateQueries({ queryKey: discussionKeys.detail(id) }),
        invalidateLists(qc),
      ]),
  });
}

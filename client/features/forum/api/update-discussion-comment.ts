import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscussionComment } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { discussionKeys } from '#client/lib/query-keys';

export const updateDiscussionComment = (id: string, commentId: string, content: string) =>
  api<DiscussionComment>(`/discussions/${id}/comments/${commentId}`, { method: 'PATCH', body: { content } });

export function useUpdateDiscussionComment(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) => updateDiscussionComment(id, commentId, content),
    onSuccess: () => qc.invalidateQueries({ queryKey: discussionKeys.comments(id) }),
  });
}

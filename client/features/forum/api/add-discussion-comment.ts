import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscussionComment } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { discussionKeys } from '#client/lib/query-keys';
import { getDiscussionQueryOptions } from './get-discussion';
import { invalidateLists } from './discussion-cache';

export const addDiscussionComment = (id: string, content: string) =>
  api<DiscussionComment>(`/discussions/${id}/comments`, { method: 'POST', body: { content } });

export function useAddDiscussionComment(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => addDiscussionComment(id, content),
    onSuccess: () => {
      qc.setQueryData(getDiscussionQueryOptions(id).queryKey, (d) => (d ? { ...d, commentsCount: d.commentsCount + 1 } : d));
      return Promise.all([qc.invalidateQueries({ queryKey: discussionKeys.comments(id) }), invalidateLists(qc)]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discussion, DiscussionEditInput } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { getDiscussionQueryOptions } from './get-discussion';
import { invalidateLists } from './discussion-cache';

export const updateDiscussion = (id: string, input: DiscussionEditInput) =>
  api<Discussion>(`/discussions/${id}`, { method: 'PATCH', body: input });

/** The author's edit of title, content or category. */
export function useUpdateDiscussion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DiscussionEditInput }) => updateDiscussion(id, input),
    onSuccess: (d) => {
      qc.setQueryData(getDiscussionQueryOptions(d.id).queryKey, d);
      return invalidateLists(qc);
    },
  });
}

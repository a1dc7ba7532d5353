import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discussion } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { getDiscussionQueryOptions } from './get-discussion';
import { invalidateLists } from './discussion-cache';

export const setDiscussionHidden = (id: string, hidden: boolean, reason?: string) =>
  api<Discussion>(`/discussions/${id}/moderation`, { method: 'PUT', body: { hidden, reason: reason || undefined } });

/** Moderators hide a discussion from everyone but its author and moderators, or show it again (logged). */
export function useSetDiscussionHidden() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden, reason }: { id: string; hidden: boolean; reason?: string }) => setDiscussionHidden(id, hidden, reason),
    onSuccess: (d) => {
      qc.setQueryData(getDiscussionQueryOptions(d.id).queryKey, d);
      return invalidateLists(qc);
    },
  });
}

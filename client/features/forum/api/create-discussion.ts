import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Discussion, DiscussionCreateInput } from '#common/schemas/discussions';
import { api } from '#client/lib/api';
import { invalidateLists } from './discussion-cache';

export const createDiscussion = (input: DiscussionCreateInput) => api<Discussion>('/discussions', { method: 'POST', body: input });

export function useCreateDiscussion() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createDiscussion, onSuccess: () => invalidateLists(qc) });
}

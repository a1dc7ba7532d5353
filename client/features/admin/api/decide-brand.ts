import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

/** Approve as Brand, or Reject with a reason (mailed to the applicant). */
export const decideBrand = ({ userId, decision, reason }: { userId: string; decision: 'approve' | 'reject'; reason?: string }) =>
  api<{ ok: true }>(`/admin/brand-applications/${userId}/${decision}`, {
    method: 'POST',
    body: decision === 'reject' ? { reason } : undefined,
  });

export function useDecideBrand() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideBrand, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

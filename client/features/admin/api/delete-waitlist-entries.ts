import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

export const deleteWaitlistEntries = (ids: string[]) =>
  api<{ deleted: number }>('/admin/waitlist/delete', { method: 'POST', body: { ids } });

export function useDeleteWaitlistEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWaitlistEntries,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.waitlistAll }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WaitlistEntry } from '#common/schemas/waitlist';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

export const saveWaitlistNotes = ({ id, notes }: { id: string; notes: string | null }) =>
  api<WaitlistEntry>(`/admin/waitlist/${id}`, { method: 'PATCH', body: { notes } });

export function useSaveWaitlistNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWaitlistNotes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.waitlistAll }),
  });
}

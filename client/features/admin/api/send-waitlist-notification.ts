import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WaitlistNotificationInput } from '#common/schemas/waitlist';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

/** send-waitlist-notification (spec 000 §7): returns at once; the mail worker sends. */
export const sendWaitlistNotification = (body: WaitlistNotificationInput) =>
  api<{ queued: number; skipped: number; campaign: string; sendId: string }>('/functions/send-waitlist-notification', {
    method: 'POST',
    body,
  });

export function useSendWaitlistNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWaitlistNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.waitlistAll }),
  });
}

/** How many mails of one send are sent; polled every second until all are. */
export function useSendProgress(sendId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: adminKeys.send(sendId),
    queryFn: async () => {
      const p = await api<{ sendId: string; total: number; sent: number }>(`/admin/waitlist/sends/${encodeURIComponent(sendId!)}`);
      if (p.sent >= p.total) void queryClient.invalidateQueries({ queryKey: adminKeys.waitlistAll });
      return p;
    },
    enabled: !!sendId,
    refetchInterval: (q) => (q.state.data && q.state.data.sent >= q.state.data.total ? false : 1000),
  });
}

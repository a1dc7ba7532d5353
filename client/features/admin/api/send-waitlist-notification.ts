import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** How many mails of one send are sent; polled every second until all are, then the waitlist refreshes. */
export const getSendProgressQueryOptions = (sendId: string) =>
  queryOptions({
    queryKey: adminKeys.send(sendId),
    queryFn: async ({ client }) => {
      const p = await api<{ sendId: string; total: number; sent: number }>(`/admin/waitlist/sends/${encodeURIComponent(sendId)}`);
      if (p.sent >= p.total) void client.invalidateQueries({ queryKey: adminKeys.waitlistAll });
      return p;
    },
    refetchInterval: (q) => (q.state.data && q.state.data.sent >= q.state.data.total ? false : 1000),
  });

export function useSendProgress(sendId: string | null) {
  return useQuery({ ...getSendProgressQueryOptions(sendId ?? ''), enabled: !!sendId });
}

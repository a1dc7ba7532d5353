import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { inboxKeys } from '#client/lib/query-keys';

/** send-inbox-reply (spec 000 §7): an admin answers a member's message. */
export const sendInboxReply = (body: { notification_id: string; message: string }) =>
  api<{ ok: true }>('/functions/send-inbox-reply', { method: 'POST', body });

export function useSendInboxReply() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendInboxReply, onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }) });
}

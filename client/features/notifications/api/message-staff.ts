import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

/** A member writes to the team; every admin's inbox gets it. */
export const messageStaff = (body: { title: string; message: string }) =>
  api<{ sent: number }>('/inbox/messages', { method: 'POST', body });

export function useMessageStaff() {
  return useMutation({ mutationFn: messageStaff });
}

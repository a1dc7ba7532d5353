import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

export const joinWaitlist = (email: string) => api<{ ok: true }>('/waitlist', { method: 'POST', body: { email }, anonymous: true });

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}

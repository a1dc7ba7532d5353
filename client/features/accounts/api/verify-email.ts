import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

export const verifyEmail = (token: string) => api<{ ok: true }>('/auth/verify', { method: 'POST', body: { token }, anonymous: true });

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

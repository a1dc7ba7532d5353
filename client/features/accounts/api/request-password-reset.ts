import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

export const requestPasswordReset = (email: string) =>
  api<{ ok: true }>('/auth/recover', { method: 'POST', body: { email }, anonymous: true });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

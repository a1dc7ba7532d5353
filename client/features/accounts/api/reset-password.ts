import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

export const resetPassword = (input: { token: string; password: string }) =>
  api<{ ok: true }>('/auth/reset', { method: 'POST', body: input, anonymous: true });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

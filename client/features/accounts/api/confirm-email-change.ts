import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

export const confirmEmailChange = (token: string) =>
  api<{ ok: true }>('/account/email/confirm', { method: 'POST', body: { token }, anonymous: true });

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api';

export const resendVerification = () => api<{ ok: true }>('/auth/verify/resend', { method: 'POST' });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

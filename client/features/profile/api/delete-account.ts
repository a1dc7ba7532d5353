import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '#common/schemas/account';
import { api } from '#client/lib/api';

export const deleteAccount = (input: DeleteAccountInput) => api<{ eraseAfter: string }>('/account/delete', { method: 'POST', body: input });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

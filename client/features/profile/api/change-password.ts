import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#common/schemas/account';
import { api } from '#client/lib/api';
import { accountKeys } from '#client/lib/query-keys';

export const changePassword = (input: ChangePasswordInput) => api<{ ok: true }>('/account/password', { method: 'POST', body: input });

/** Every other session ends with it: the sessions list is read again. */
export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: changePassword, onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.sessions }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput } from '#common/schemas/account';
import { api } from '#client/lib/api';
import { accountKeys } from '#client/lib/query-keys';

export const changeEmail = (input: ChangeEmailInput) => api<{ ok: true }>('/account/email', { method: 'POST', body: input });

export function useChangeEmail() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: changeEmail, onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.overview }) });
}

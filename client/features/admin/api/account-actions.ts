import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '#common/schemas/admin';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

export type AccountAction = 'suspend' | 'reactivate' | 'resend-verification';

/** Suspend, reactivate, or resend the verification email of an account. */
export const accountAction = ({ userId, action }: { userId: string; action: AccountAction }) =>
  api<AdminUser | { ok: true }>(`/admin/users/${userId}/${action}`, { method: 'POST' });

export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: accountAction, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableRole, Role } from '#common/roles';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

/** update-user-role (spec 000 §7): Make X adds the role; Remove X deletes it and inserts customer. */
export const updateUserRole = (body: { target_user_id: string; new_role: AssignableRole; action: 'add' | 'remove' }) =>
  api<{ ok: true; roles: Role[] }>('/functions/update-user-role', { method: 'POST', body });

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUserRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}

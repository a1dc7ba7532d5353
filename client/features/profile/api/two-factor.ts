import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSetup } from '#common/schemas/account';
import { api } from '#client/lib/api';
import { accountKeys } from '#client/lib/query-keys';

export const setupTwoFactor = (password: string) =>
  api<TwoFactorSetup>('/account/two-factor/setup', { method: 'POST', body: { password } });

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}

export const enableTwoFactor = (code: string) =>
  api<{ recoveryCodes: string[] }>('/account/two-factor/enable', { method: 'POST', body: { code } });

export function useEnableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.overview }) });
}

export const disableTwoFactor = (input: { password: string; code: string }) =>
  api<{ ok: true }>('/account/two-factor/disable', { method: 'POST', body: input });

export function useDisableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.overview }) });
}

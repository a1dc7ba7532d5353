import { useQuery } from '@tanstack/react-query';
import type { Quota } from '#common/schemas/formula';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/** Under ['formulas'], so saving or generating (which invalidate that key) refreshes it too. */
export const quotaKey = formulaKeys.quota;

/** Generations used of the caller's limit, as counted by the server (visitors by cookie and IP). */
export const getQuota = () => api<Quota>('/formulas/quota');

/** The usage indicator's data; wait for the session (`enabled`) so a member is not counted as a visitor. */
export function useQuota(enabled = true) {
  return useQuery({ queryKey: quotaKey, queryFn: getQuota, enabled });
}

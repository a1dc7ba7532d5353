import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quota } from '#common/schemas/formula';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/** Generations used of the caller's limit, as counted by the server (visitors by cookie and IP). */
export const getQuota = () => api<Quota>('/formulas/quota');

/** Keyed under ['formulas'], so saving or generating (which invalidate that key) refreshes it too. */
export const getQuotaQueryOptions = () => queryOptions({ queryKey: formulaKeys.quota, queryFn: getQuota });

/** The usage indicator's data; wait for the session (`enabled`) so a member is not counted as a visitor. */
export function useQuota(enabled = true) {
  return useQuery({ ...getQuotaQueryOptions(), enabled });
}

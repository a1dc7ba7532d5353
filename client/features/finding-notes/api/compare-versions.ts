import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaDiffAnswer } from '#common/schemas/formula-versions';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/** Two versions side by side, computed by the server. */
export const compareVersions = (id: string, from: number, to: number) =>
  api<FormulaDiffAnswer>(`/formulas/${encodeURIComponent(id)}/compare?from=${from}&to=${to}`);

export const getCompareVersionsQueryOptions = (id: string, from: number, to: number) =>
  queryOptions({ queryKey: formulaKeys.compare(id, from, to), queryFn: () => compareVersions(id, from, to), retry: false });

export function useCompareVersions(id: string, pair: [number, number] | null) {
  return useQuery({ ...getCompareVersionsQueryOptions(id, pair?.[0] ?? 0, pair?.[1] ?? 0), enabled: pair !== null });
}

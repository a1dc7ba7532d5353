import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FormulaView } from '#common/schemas/formula-versions';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/** A formula as the viewer may see it: their own, or one its author shared (its current version). */
export const getFormulaView = (id: string) => api<FormulaView>(`/formulas/${encodeURIComponent(id)}/view`);

export const getFormulaViewQueryOptions = (id: string) =>
  queryOptions({ queryKey: formulaKeys.view(id), queryFn: () => getFormulaView(id), retry: false });

export function useFormulaView(id: string, enabled = true) {
  return useQuery({ ...getFormulaViewQueryOptions(id), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedFormula } from '#common/schemas/formula';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/** One of the signed-in user's saved formulas (opened with `/create?formula={id}`). */
export const getSavedFormula = (id: string) => api<SavedFormula>(`/formulas/${encodeURIComponent(id)}`);

export const getSavedFormulaQueryOptions = (id: string) =>
  queryOptions({ queryKey: formulaKeys.saved(id), queryFn: () => getSavedFormula(id), retry: false });

export function useSavedFormula(id: string | null, enabled: boolean) {
  return useQuery({ ...getSavedFormulaQueryOptions(id ?? ''), enabled: enabled && !!id });
}

import { useQuery } from '@tanstack/react-query';
import type { SavedFormula } from '#common/schemas/formula';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

export const savedFormulaKey = formulaKeys.saved;

/** One of the signed-in user's saved formulas (opened with `/create?formula={id}`). */
export const getSavedFormula = (id: string) => api<SavedFormula>(`/formulas/${encodeURIComponent(id)}`);

export function useSavedFormula(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: savedFormulaKey(id ?? ''),
    queryFn: () => getSavedFormula(id!),
    enabled: enabled && !!id,
    retry: false,
  });
}

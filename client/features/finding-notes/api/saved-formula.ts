import { useQuery } from '@tanstack/react-query';
import type { SavedFormula } from '../../../../common/schemas/formula';
import { api } from '../../../lib/api';

export const savedFormulaKey = (id: string) => ['formulas', 'saved', id] as const;

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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedFormula, SaveFormulaInput } from '#common/schemas/formula';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/**
 * Saves a formula as the generation's signed reference plus the step-2 changes: the server rebuilds the
 * brief it counted and replays them (docs/decisions/0003), so neither a formula nor a brief travels from the browser.
 */
export const saveFormula = (input: SaveFormulaInput) => api<SavedFormula>('/formulas', { method: 'POST', body: input });

export function useSaveFormula() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveFormula,
    onSuccess: () => qc.invalidateQueries({ queryKey: formulaKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedFormula, SaveFormulaInput } from '#common/schemas/formula';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/**
 * Saves a formula as its brief plus the step-2 changes: the server regenerates and replays them
 * (docs/decisions/0003), so no formula travels from the browser.
 */
export const saveFormula = (input: SaveFormulaInput) => api<SavedFormula>('/formulas', { method: 'POST', body: input });

export function useSaveFormula() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveFormula,
    onSuccess: () => qc.invalidateQueries({ queryKey: formulaKeys.all }),
  });
}

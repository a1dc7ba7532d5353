import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedFormula } from '#common/schemas/formula';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

/** Copies a formula another member shared into one's own formulas; its author is told. */
export const remixFormula = (id: string) => api<SavedFormula>(`/formulas/${encodeURIComponent(id)}/remix`, { method: 'POST', body: {} });

export function useRemixFormula() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: remixFormula, onSuccess: () => qc.invalidateQueries({ queryKey: formulaKeys.all }) });
}

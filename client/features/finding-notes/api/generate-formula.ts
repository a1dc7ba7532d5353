import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Formula } from '#common/formula';
import type { BriefInput, Quota } from '#common/schemas/formula';
import { api } from '#client/lib/api';
import { getQuotaQueryOptions } from './quota';

export interface GenerateResult {
  formula: Formula;
  quota: Quota;
  /** The server's signed reference to the brief it counted: saving sends it back. */
  ref: string;
}

/** Asks the server for a formula; it counts the generation against the quota (403 `quota_exceeded` when used up). */
export const requestFormula = (brief: BriefInput) => api<GenerateResult>('/formulas/generate', { method: 'POST', body: brief });

export function useGenerateFormula() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestFormula,
    onSuccess: (result) => qc.setQueryData(getQuotaQueryOptions().queryKey, result.quota),
    // A refusal (quota used up elsewhere, e.g. in another tab) means our count is stale.
    onError: () => qc.invalidateQueries({ queryKey: getQuotaQueryOptions().queryKey }),
  });
}

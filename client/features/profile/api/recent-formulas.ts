import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import type { Page } from '#client/lib/paged';
import { formulaKeys, homeGridKeys } from '#client/lib/query-keys';

export interface FormulaSummary {
  id: string;
  name: string;
  createdAt: string;
  description: string;
  materials: number;
  totalGrams: number;
  shared: boolean;
}

/** The user's newest saved formulas, for the Recent Formulas card. */
export const getRecentFormulasQueryOptions = (limit: number) =>
  queryOptions({ queryKey: formulaKeys.recent(limit), queryFn: () => api<Page<FormulaSummary>>(`/formulas?limit=${limit}`) });

export const useRecentFormulas = (limit = 5) => useQuery(getRecentFormulasQueryOptions(limit));

/** Shares a formula (or stops): shared bottles show under AI Generated in the home grid. */
export function useShareFormula() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; shared: boolean }) =>
      api<{ id: string; shared: boolean }>(`/formulas/${v.id}/sharing`, { method: 'PUT', body: { shared: v.shared } }),
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: formulaKeys.all }), qc.invalidateQueries({ queryKey: homeGridKeys.all })]),
  });
}

import { useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { formulaKeys } from '#client/lib/query-keys';

export interface FormulaSummary {
  id: string;
  name: string;
  createdAt: string;
  description: string;
  materials: number;
  totalGrams: number;
}

/** The user's newest saved formulas, for the Recent Formulas card. */
export function useRecentFormulas(limit = 5) {
  return useQuery({
    queryKey: formulaKeys.recent(limit),
    queryFn: () => api<{ items: FormulaSummary[]; nextCursor: string | null }>(`/formulas?limit=${limit}`),
  });
}

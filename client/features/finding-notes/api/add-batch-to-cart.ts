import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LabBatchUnit } from '#common/formula/lab-sheet-format';
import type { BatchCartAnswer } from '#common/schemas/formula-versions';
import { api } from '#client/lib/api';
import { cartKeys } from '#client/lib/query-keys';

/** Puts the packs a batch needs in the cart (the server works them out); the cart's badge takes the answer's cart. */
export function useAddBatchToCart(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batch: { amount: number; unit: LabBatchUnit }) =>
      api<BatchCartAnswer>(`/formulas/${encodeURIComponent(id)}/lab-sheet/cart`, { method: 'POST', body: batch }),
    onSuccess: (answer) => queryClient.setQueryData(cartKeys.cart, answer.cart),
  });
}

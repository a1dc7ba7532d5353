import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutResult } from '#common/schemas/orders';
import { api } from '#client/lib/api';

export const placeOrder = (input: CheckoutInput, idempotencyKey: string) =>
  api<CheckoutResult>('/checkout', { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } });

/** Places the order; a retry with the same key returns the same order instead of charging twice. */
export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { input: CheckoutInput; key: string }) => placeOrder(v.input, v.key),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['cart'] }),
        qc.invalidateQueries({ queryKey: ['orders'] }),
        qc.invalidateQueries({ queryKey: ['courses'] }),
        qc.invalidateQueries({ queryKey: ['course'] }),
      ]),
  });
}

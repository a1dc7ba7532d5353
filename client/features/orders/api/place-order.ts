import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutInput, CheckoutResult } from '#common/schemas/orders';
import { api } from '#client/lib/api';
import { cartKeys, courseKeys, orderKeys } from '#client/lib/query-keys';

export const placeOrder = (input: CheckoutInput, idempotencyKey: string) =>
  api<CheckoutResult>('/checkout', { method: 'POST', body: input, headers: { 'idempotency-key': idempotencyKey } });

/** Places the order; a retry with the same key returns the same order instead of charging twice. */
export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { input: CheckoutInput; key: string }) => placeOrder(v.input, v.key),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: cartKeys.cart }),
        qc.invalidateQueries({ queryKey: orderKeys.all }),
        qc.invalidateQueries({ queryKey: courseKeys.lists }),
        qc.invalidateQueries({ queryKey: courseKeys.details }),
      ]),
  });
}

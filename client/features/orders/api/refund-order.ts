import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '#common/schemas/orders';
import { api } from '#client/lib/api';
import { getOrderQueryOptions } from './get-order';

export const refundOrder = (id: string, reason?: string) =>
  api<OrderDetail>(`/orders/${encodeURIComponent(id)}/refund`, { method: 'POST', body: { reason } });

/** Admins: refund within the 30-day guarantee. */
export function useRefundOrder(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason?: string) => refundOrder(id, reason),
    onSuccess: (order) => qc.setQueryData(getOrderQueryOptions(id).queryKey, order),
  });
}

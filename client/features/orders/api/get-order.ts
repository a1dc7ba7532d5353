import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '#common/schemas/orders';
import { api } from '#client/lib/api';
import { orderKeys } from '#client/lib/query-keys';

export const getOrder = (id: string) => api<OrderDetail>(`/orders/${encodeURIComponent(id)}`);

export const getOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id), retry: false });

export function useOrder(id: string, enabled: boolean) {
  return useQuery({ ...getOrderQueryOptions(id), enabled });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders';
import { pagedQueryOptions } from '#client/lib/paged';
import { orderKeys } from '#client/lib/query-keys';

/** The member's orders, newest first, ten at a time. */
export const getOrdersQueryOptions = () => pagedQueryOptions<Order>(orderKeys.list, '/orders', 10);

export function useOrders(enabled: boolean) {
  return useInfiniteQuery({ ...getOrdersQueryOptions(), enabled });
}

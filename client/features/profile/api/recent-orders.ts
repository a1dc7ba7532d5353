import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders';
import type { Page } from '#client/lib/paged';
import { api } from '#client/lib/api';
import { orderKeys } from '#client/lib/query-keys';

/** The member's last orders, for the Recent Orders card. */
export const getRecentOrdersQueryOptions = (limit: number) =>
  queryOptions({ queryKey: orderKeys.recent(limit), queryFn: () => api<Page<Order>>(`/orders?limit=${limit}`) });

export const useRecentOrders = (limit = 3) => useQuery(getRecentOrdersQueryOptions(limit));

import { useQuery } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders';
import { api } from '#client/lib/api';
import { orderKeys } from '#client/lib/query-keys';

/** The member's last orders, for the Recent Orders card. */
export function useRecentOrders(limit = 3) {
  return useQuery({
    queryKey: orderKeys.recent(limit),
    queryFn: () => api<{ items: Order[]; nextCursor: string | null }>(`/orders?limit=${limit}`),
  });
}

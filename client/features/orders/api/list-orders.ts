import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders';
import { api } from '#client/lib/api';
import { orderKeys } from '#client/lib/query-keys';

export const listOrders = (cursor?: string) =>
  api<{ items: Order[]; nextCursor: string | null }>(`/orders?limit=10${cursor ? `&cursor=${cursor}` : ''}`);

export function useOrders(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: orderKeys.list,
    queryFn: ({ pageParam }) => listOrders(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

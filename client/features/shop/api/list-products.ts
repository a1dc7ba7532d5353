import { useInfiniteQuery } from '@tanstack/react-query';
import type { ProductListQuery } from '#common/schemas/shop';
import type { Product } from '#common/schemas/shop';
import { api } from '#client/lib/api';
import { productKeys } from '#client/lib/query-keys';

type Filters = Omit<ProductListQuery, 'cursor' | 'limit'>;

export function listProducts(filters: Filters, cursor?: string) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, cursor, limit: 12 })) if (v !== undefined && v !== '') params.set(k, String(v));
  return api<{ items: Product[]; nextCursor: string | null }>(`/products?${params}`, { anonymous: true });
}

/** Product pages by keyset cursor, for the grid's "Load more". */
export function useProducts(filters: Filters) {
  return useInfiniteQuery({
    queryKey: productKeys.list(filters),
    queryFn: ({ pageParam }) => listProducts(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#common/schemas/shop';
import { api } from '#client/lib/api';
import { productKeys } from '#client/lib/query-keys';

/** One product of the shop (read as a visitor: the shop is the same for everyone). */
export const getProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.one(id),
    queryFn: () => api<Product>(`/products/${encodeURIComponent(id)}`, { anonymous: true }),
    retry: false,
  });

/** The product the shop's address names (`?product=`), or nothing while there is none. */
export const useProduct = (id: string | null) => useQuery({ ...getProductQueryOptions(id ?? ''), enabled: !!id });

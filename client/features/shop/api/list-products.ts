import { useInfiniteQuery } from '@tanstack/react-query';
import { CLIENT_PAGE_SIZES } from '#common/page-sizes';
import type { Product, ProductListQuery } from '#common/schemas/shop';
import { keepingLastAnswer, pagedQueryOptions } from '#client/lib/paged';
import { productKeys } from '#client/lib/query-keys';

type Filters = Omit<ProductListQuery, 'cursor' | 'limit'>;

/** Product pages by keyset cursor (read as a visitor: the shop is the same for everyone). */
export function getProductsQueryOptions(filters: Filters) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, String(v));
  const query = params.toString();
  return pagedQueryOptions<Product>(productKeys.list(filters), query ? `/products?${query}` : '/products', CLIENT_PAGE_SIZES.products, {
    anonymous: true,
  });
}

/** For the grid's "Load more"; a live list: while a new category, search or filter loads, the previous products stay. */
export const useProducts = (filters: Filters) => useInfiniteQuery(keepingLastAnswer(getProductsQueryOptions(filters)));

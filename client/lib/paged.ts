import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api';

/** A page of a keyset-paged list, as every list endpoint answers. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** `path` with the page size and, after the first page, the server's cursor. */
export const pageUrl = (path: string, limit: number, cursor?: string) =>
  `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/** A list read a keyset page at a time (`fetchNextPage` follows the server's cursor until it has none). */
export function usePaged<T>(key: readonly unknown[], path: string, limit = 25) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => api<Page<T>>(pageUrl(path, limit, pageParam)),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** What a component showing one paged list is handed. */
export type PagedList<T> = ReturnType<typeof usePaged<T>>;

import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { api, type RequestOptions } from './api';

/** A page of a keyset-paged list, as every list endpoint answers. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** `path` with the page size and, after the first page, the server's cursor. */
export const pageUrl = (path: string, limit: number, cursor?: string) =>
  `${path}${path.includes('?') ? '&' : '?'}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/**
 * The query options of a list read a keyset page at a time (`fetchNextPage` follows the server's cursor until it has
 * none): what every paged resource's options function builds on.
 */
export function pagedQueryOptions<T, K extends QueryKey = QueryKey>(queryKey: K, path: string, limit = 25, request?: RequestOptions) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => api<Page<T>>(pageUrl(path, limit, pageParam), request),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
  });
}

/** A paged list as a hook, from its query options. */
export const usePaged = <T>(options: ReturnType<typeof pagedQueryOptions<T>>) => useInfiniteQuery(options);

/** What a component showing one paged list is handed. */
export type PagedList<T> = ReturnType<typeof usePaged<T>>;

/**
 * A live list's options (a search typed, a filter, a tab): while the new answer loads, the last one stays on screen,
 * the list marked busy, instead of placeholders at every pause in typing. Placeholders would make the list jump, and a
 * click on an item as the search lands would fall on one.
 */
export const keepingLastAnswer = <O extends object>(options: O) => ({ ...options, placeholderData: keepPreviousData });

/**
 * Whether a live list shows its loading placeholders: on its first load, and while a new answer loads after an empty
 * one (its empty state would otherwise say "nothing found" before the search has answered).
 */
export const showsPlaceholders = (list: { isLoading: boolean; isPlaceholderData: boolean }, shown: number) =>
  list.isLoading || (list.isPlaceholderData && shown === 0);

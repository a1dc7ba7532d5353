import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A page's `prefetch` export: the data its first view is drawn with, fetched into `client` on the server
 * before the page is pre-rendered for a visitor (client/entry-server.tsx), with the same query options the
 * page's hooks use, so the browser hydrates the page with the same answers and does not ask again.
 */
export type PagePrefetch = (
  client: QueryClient,
  at: { params: Readonly<Record<string, string | undefined>>; pathname: string; search: URLSearchParams },
) => Promise<unknown>;

/** The query cache of one server render (client/app/layout/data-layer.tsx uses it instead of the app's). */
export const PrerenderQueryClient = createContext<QueryClient | null>(null);

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '#common/schemas/admin';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

export function listUsers(q: string, cursor?: string) {
  const params = new URLSearchParams({ limit: '25' });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return api<{ items: AdminUser[]; nextCursor: string | null }>(`/admin/users?${params}`);
}

/**
 * The Users table: server-paged and searched by email or username. While a new search loads, the previous
 * rows stay (no skeleton flash that would pull a row from under the pointer).
 */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(q),
    queryFn: ({ pageParam }) => listUsers(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

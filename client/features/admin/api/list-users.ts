import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '#common/schemas/admin';
import { pagedQueryOptions } from '#client/lib/paged';
import { adminKeys } from '#client/lib/query-keys';

/** The Users table: server-paged and searched by email or username. */
export const getAdminUsersQueryOptions = (q: string) =>
  pagedQueryOptions<AdminUser>(adminKeys.users(q), q ? `/admin/users?${new URLSearchParams({ q })}` : '/admin/users', 25);

/**
 * The Users table: server-paged and searched by email or username. While a new search loads, the previous
 * rows stay (no skeleton flash that would pull a row from under the pointer).
 */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({ ...getAdminUsersQueryOptions(q), placeholderData: keepPreviousData });
}

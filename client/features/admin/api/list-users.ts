import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUser } from '#common/schemas/admin';
import { keepingLastAnswer, pagedQueryOptions } from '#client/lib/paged';
import { adminKeys } from '#client/lib/query-keys';

/** The Users table: server-paged and searched by email or username. */
export const getAdminUsersQueryOptions = (q: string) =>
  pagedQueryOptions<AdminUser>(adminKeys.users(q), q ? `/admin/users?${new URLSearchParams({ q })}` : '/admin/users', 25);

/** The Users table, a live list: while a new search loads, the previous rows stay. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery(keepingLastAnswer(getAdminUsersQueryOptions(q)));
}

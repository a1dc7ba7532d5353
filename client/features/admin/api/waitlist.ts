import { useInfiniteQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '#common/schemas/waitlist';
import { pagedQueryOptions } from '#client/lib/paged';
import { adminKeys } from '#client/lib/query-keys';

export type WaitlistStatusFilter = 'all' | 'pending' | 'notified';

/** The waitlist table, newest first, searched and filtered on the server. */
export function getWaitlistQueryOptions(q: string, status: WaitlistStatusFilter) {
  const params = new URLSearchParams({ status });
  if (q) params.set('q', q);
  return pagedQueryOptions<WaitlistEntry>(adminKeys.waitlist(q, status), `/admin/waitlist?${params}`, 50);
}

export function useWaitlist(q: string, status: WaitlistStatusFilter) {
  return useInfiniteQuery(getWaitlistQueryOptions(q, status));
}

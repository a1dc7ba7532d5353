import { useInfiniteQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '#common/schemas/waitlist';
import { keepingLastAnswer, pagedQueryOptions } from '#client/lib/paged';
import { adminKeys } from '#client/lib/query-keys';

export type WaitlistStatusFilter = 'all' | 'pending' | 'notified';

/** The waitlist table, newest first, searched and filtered on the server. */
export function getWaitlistQueryOptions(q: string, status: WaitlistStatusFilter) {
  const params = new URLSearchParams({ status });
  if (q) params.set('q', q);
  return pagedQueryOptions<WaitlistEntry>(adminKeys.waitlist(q, status), `/admin/waitlist?${params}`, 50);
}

/** The waitlist table, a live list: while a new search or status filter loads, the previous rows stay. */
export function useWaitlist(q: string, status: WaitlistStatusFilter) {
  return useInfiniteQuery(keepingLastAnswer(getWaitlistQueryOptions(q, status)));
}

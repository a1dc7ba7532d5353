import { useInfiniteQuery } from '@tanstack/react-query';
import type { WaitlistEntry } from '#common/schemas/waitlist';
import { api } from '#client/lib/api';
import { adminKeys } from '#client/lib/query-keys';

export type WaitlistStatusFilter = 'all' | 'pending' | 'notified';

export function listWaitlist(q: string, status: WaitlistStatusFilter, cursor?: string) {
  const params = new URLSearchParams({ limit: '50', status });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return api<{ items: WaitlistEntry[]; nextCursor: string | null }>(`/admin/waitlist?${params}`);
}

/** The waitlist table, newest first, searched and filtered on the server. */
export function useWaitlist(q: string, status: WaitlistStatusFilter) {
  return useInfiniteQuery({
    queryKey: adminKeys.waitlist(q, status),
    queryFn: ({ pageParam }) => listWaitlist(q, status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

import { useInfiniteQuery } from '@tanstack/react-query';
import type { Notification, NotificationFilter } from '#common/schemas/notifications';
import { api } from '#client/lib/api';
import { inboxKeys } from '#client/lib/query-keys';

export function listNotifications(filter: NotificationFilter, q: string, cursor?: string) {
  const params = new URLSearchParams({ filter, limit: '20' });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return api<{ items: Notification[]; nextCursor: string | null }>(`/inbox?${params}`);
}

/** The signed-in member's notifications, newest first, by keyset pages. */
export function useNotifications(filter: NotificationFilter, q: string) {
  return useInfiniteQuery({
    queryKey: inboxKeys.list(filter, q),
    queryFn: ({ pageParam }) => listNotifications(filter, q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

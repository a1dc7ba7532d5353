import { useInfiniteQuery } from '@tanstack/react-query';
import type { Notification, NotificationFilter } from '#common/schemas/notifications';
import { pagedQueryOptions } from '#client/lib/paged';
import { inboxKeys } from '#client/lib/query-keys';

/** The signed-in member's notifications, newest first, by keyset pages. */
export function getNotificationsQueryOptions(filter: NotificationFilter, q: string) {
  const params = new URLSearchParams({ filter });
  if (q) params.set('q', q);
  return pagedQueryOptions<Notification>(inboxKeys.list(filter, q), `/inbox?${params}`, 20);
}

export const useNotifications = (filter: NotificationFilter, q: string) => useInfiniteQuery(getNotificationsQueryOptions(filter, q));

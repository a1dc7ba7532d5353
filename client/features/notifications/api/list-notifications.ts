import { useInfiniteQuery } from '@tanstack/react-query';
import type { Notification, NotificationFilter } from '#common/schemas/notifications';
import { keepingLastAnswer, pagedQueryOptions } from '#client/lib/paged';
import { inboxKeys } from '#client/lib/query-keys';

/** The signed-in member's notifications, newest first, by keyset pages. */
export function getNotificationsQueryOptions(filter: NotificationFilter, q: string) {
  const params = new URLSearchParams({ filter });
  if (q) params.set('q', q);
  return pagedQueryOptions<Notification>(inboxKeys.list(filter, q), `/inbox?${params}`, 20);
}

/** The inbox, searched and filtered by tab: a live list (the last answer stays while the next loads). */
export const useNotifications = (filter: NotificationFilter, q: string) =>
  useInfiniteQuery(keepingLastAnswer(getNotificationsQueryOptions(filter, q)));

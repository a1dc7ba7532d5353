import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Notification, NotificationFilter } from '#common/schemas/notifications';
import { pagedQueryOptions } from '#client/lib/paged';
import { inboxKeys } from '#client/lib/query-keys';

/** The signed-in member's notifications, newest first, by keyset pages. */
export function getNotificationsQueryOptions(filter: NotificationFilter, q: string) {
  const params = new URLSearchParams({ filter });
  if (q) params.set('q', q);
  return pagedQueryOptions<Notification>(inboxKeys.list(filter, q), `/inbox?${params}`, 20);
}

/**
 * The list keeps showing the last answer while a new search or tab loads (marked busy), as the other live searches
 * do: replacing it with placeholders at every pause in typing made the notifications jump, and a click on one as
 * the search landed fell on a placeholder.
 */
export const useNotifications = (filter: NotificationFilter, q: string) =>
  useInfiniteQuery({ ...getNotificationsQueryOptions(filter, q), placeholderData: keepPreviousData });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#client/lib/api';
import { inboxKeys } from '#client/lib/query-keys';

export const unreadCount = () => api<{ unread: number }>('/inbox/unread-count');

/** The unread count; fresh until the live stream (live-unread.ts) or a mark-as-read writes a new one. */
export const getUnreadCountQueryOptions = () => queryOptions({ queryKey: inboxKeys.unread, queryFn: unreadCount, staleTime: Infinity });

/** The unread count for the navigation badge and the inbox, kept live by the app shell's LiveUnread. */
export function useUnreadCount(enabled: boolean) {
  const query = useQuery({ ...getUnreadCountQueryOptions(), enabled });
  return query.data?.unread ?? 0;
}

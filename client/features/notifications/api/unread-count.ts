import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, openStream } from '#client/lib/api';
import { inboxKeys } from '#client/lib/query-keys';

export const unreadCount = () => api<{ unread: number }>('/inbox/unread-count');

/** The unread count; fresh until the event stream (or a mark-as-read) writes a new one. */
export const getUnreadCountQueryOptions = () => queryOptions({ queryKey: inboxKeys.unread, queryFn: unreadCount, staleTime: Infinity });

/**
 * The unread count for the navigation badge, kept live by the server's event stream: every change to the
 * inbox (from any app process) pushes the new count, and the open list refetches. Reconnects with backoff.
 * Only one caller (the app shell) passes `live`; the others read the same cached count.
 */
export function useUnreadCount(enabled: boolean, live = false) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...getUnreadCountQueryOptions(), enabled });

  useEffect(() => {
    if (!enabled || !live) return;
    const controller = new AbortController();
    let wait = 1000;
    const run = async () => {
      while (!controller.signal.aborted) {
        try {
          const reader = await openStream('/inbox/stream', controller.signal);
          wait = 1000;
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const event = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const data = /^event: unread\ndata: (.*)$/m.exec(event);
              if (data) {
                queryClient.setQueryData(getUnreadCountQueryOptions().queryKey, JSON.parse(data[1]) as { unread: number });
                void queryClient.invalidateQueries({ queryKey: inboxKeys.lists });
              }
            }
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        await new Promise((r) => setTimeout(r, wait));
        wait = Math.min(wait * 2, 30_000);
      }
    };
    void run();
    return () => controller.abort();
  }, [enabled, live, queryClient]);

  return query.data?.unread ?? 0;
}

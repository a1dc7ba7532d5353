import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_TOPICS } from '#common/live-constants';
import { restartLive, useLiveTopic } from '#client/lib/live';
import { inboxKeys } from '#client/lib/query-keys';
import { getUnreadCountQueryOptions } from './unread-count';

/**
 * Keeps the unread count live on the tab's one stream (client/lib/live.ts, topic `inbox`): every change to the
 * inbox (from any app process) pushes the new count, and the open list refetches. It also opens the stream again
 * when the member signs in or out (`userId`), so that the stream is the member's own. Draws nothing; the app
 * shell loads it lazily, once rendered (vite.config.ts LIVE_PARTS).
 */
export default function LiveUnread({ userId }: { userId: string | undefined }) {
  const queryClient = useQueryClient();
  useEffect(() => restartLive(), [userId]);
  useLiveTopic(userId ? LIVE_TOPICS.inbox : null, (signal) => {
    if (signal.type !== 'unread') return;
    queryClient.setQueryData(getUnreadCountQueryOptions().queryKey, { unread: signal.unread });
    void queryClient.invalidateQueries({ queryKey: inboxKeys.lists });
  });
  return null;
}

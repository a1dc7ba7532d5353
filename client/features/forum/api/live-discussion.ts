import { useQueryClient } from '@tanstack/react-query';
import { discussionTopic } from '#common/live-constants';
import { useLiveTopic } from '#client/lib/live';
import { getDiscussionQueryOptions } from './get-discussion';
import { getDiscussionCommentsQueryOptions } from './get-discussion-comments';

/**
 * Keeps an open discussion live (the tab's stream, topic `discussion:<id>`): its comments refetch when one is
 * written, edited, hidden or deleted, and the discussion (text, likes and comment counts) when it changes. What is
 * read goes through the API, so the visibility rule decides it as for any read.
 */
export function useLiveDiscussion(id: string | undefined) {
  const qc = useQueryClient();
  useLiveTopic(id ? discussionTopic(id) : null, (signal) => {
    if (!id || signal.type === 'unread') return;
    if (signal.type === 'reset' || signal.kind === 'comments')
      void qc.invalidateQueries({ queryKey: getDiscussionCommentsQueryOptions(id).queryKey });
    if (signal.type === 'reset' || signal.kind === 'changed' || signal.kind === 'deleted')
      void qc.invalidateQueries({ queryKey: getDiscussionQueryOptions(id).queryKey });
  });
}

/** useLiveDiscussion as a part that draws nothing, loaded lazily by the page (vite.config.ts LIVE_PARTS). */
export default function LiveDiscussion({ id }: { id: string | undefined }) {
  useLiveDiscussion(id);
  return null;
}

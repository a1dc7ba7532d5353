import { useQueryClient } from '@tanstack/react-query';
import { postTopic } from '#common/live-constants';
import { useLiveTopic } from '#client/lib/live';
import { getCommentsQueryOptions } from './get-comments';
import type { Post } from '#common/schemas/posts';
import { postKeys } from '#client/lib/query-keys';
import { patchPost, removePost } from './post-cache';

/**
 * Keeps an open post live (the tab's stream, topic `post:<id>`): its comments refetch when one is written,
 * edited, hidden or deleted; the post itself (text, spritz and comment counts) is read again when it changes,
 * into every list that shows it; a deleted post leaves them. What is read goes through the API, so the
 * visibility rule decides it as for any read.
 */
export function useLivePost(postId: string | undefined, read: (id: string) => Promise<Post>) {
  const qc = useQueryClient();
  useLiveTopic(postId ? postTopic(postId) : null, (signal) => {
    if (!postId) return;
    if (signal.type === 'reset' || (signal.type === 'live' && signal.kind === 'comments'))
      void qc.invalidateQueries({ queryKey: getCommentsQueryOptions(postId).queryKey });
    if (signal.type === 'live' && signal.kind === 'deleted') {
      removePost(qc, postId);
      qc.removeQueries({ queryKey: postKeys.one(postId) });
    } else if (signal.type === 'reset' || (signal.type === 'live' && signal.kind === 'changed')) {
      read(postId).then(
        (fresh) => {
          patchPost(qc, postId, () => fresh);
          if (qc.getQueryData(postKeys.one(postId))) qc.setQueryData(postKeys.one(postId), fresh);
        },
        () => removePost(qc, postId), // no longer visible to this viewer (hidden, made private)
      );
    }
  });
}

/**
 * useLivePost as a part that draws nothing, loaded lazily by the feed (vite.config.ts LIVE_PARTS); `read` is
 * getPost, passed in so that it stays in the feed's own chunk.
 */
export default function LivePost({ postId, read }: { postId: string | undefined; read: (id: string) => Promise<Post> }) {
  useLivePost(postId, read);
  return null;
}

/**
 * The live stream's topics (GET /api/live?topics=…), as plain values the client uses without loading zod:
 * `inbox` (the unread count, members only), `feed` (new posts), `forum` (new discussions), and one post's or
 * discussion's changes and comments.
 */
export const LIVE_TOPICS = { inbox: 'inbox', feed: 'feed', forum: 'forum' } as const;
/** A list's topic: pages name it as a literal (type-checked here), so that no constant joins their first load. */
export type ListTopic = typeof LIVE_TOPICS.feed | typeof LIVE_TOPICS.forum;
export const postTopic = (id: string) => `post:${id}`;
export const discussionTopic = (id: string) => `discussion:${id}`;

/** At most this many topics per stream (a tab follows its inbox, one list and one open item). */
export const MAX_LIVE_TOPICS = 8;

/** What one `live` event says: which topic, what happened, to what (an id the viewer may see). */
export interface LiveMessage {
  topic: string;
  /** `post` or `discussion` (new in the feed, the forum), `changed`, `deleted`, `comments`. */
  kind: string;
  subject: string;
  /** A new discussion's category. */
  extra: string | null;
}

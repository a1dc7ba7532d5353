import { isoTime } from '#server/lib/iso-time';
import type { Discussion, DiscussionComment, DiscussionSummary } from '#common/schemas/discussions';
import type { CommentRow, DetailRow, SummaryRow } from './discussions.repository';

/** The author as every forum answer shows it; username null when the profile is gone ('Unknown User'). */
export const presentAuthor = (id: string, username: string | null, avatarUrl: string | null) => ({ id, username, avatarUrl });

/**
 * The last space, tab or line break of a cut text, within a word's length of its end: the preview ends on a whole
 * word. Not a no-break space, which holds "10 ml" together.
 */
const LAST_SPACE = /[ \t\n][^ \t\n]{0,40}$/;

/**
 * The list's preview: the text's start as the database cut it (`longer` when there is more), ended at a space
 * when cut. Cut there, no character is split (with no space near the end, the start is kept as the
 * database cut it: whole code points, though a sequence of them, such as a flag, may lose its second half).
 */
export function excerptOf(start: string, longer: boolean): string {
  if (!longer) return start;
  const space = start.search(LAST_SPACE);
  return (space > 0 ? start.slice(0, space) : start).trimEnd();
}

/**
 * A list item, written as one object literal, all its fields at once: spreading shared fields into an object and
 * adding the rest made V8 move each item through several shapes (0.3 M instructions a list page of ten,
 * bench:instructions), and the serializer then read the items through its slow path.
 */
export function presentSummary(
  r: Pick<SummaryRow, 'd' | 'excerpt' | 'longer' | 'username' | 'avatarUrl' | 'likedByMe'>,
): DiscussionSummary {
  const d = r.d;
  return {
    id: d.id,
    author: presentAuthor(d.authorId, r.username, r.avatarUrl),
    title: d.title,
    category: d.category,
    likesCount: d.likesCount,
    commentsCount: d.commentsCount,
    views: d.views,
    likedByMe: r.likedByMe,
    hidden: d.hiddenAt !== null,
    lastActivityAt: isoTime(d.lastActivityAt),
    createdAt: isoTime(d.createdAt),
    updatedAt: isoTime(d.updatedAt),
    excerpt: excerptOf(r.excerpt, r.longer),
    truncated: r.longer,
  };
}

/** The whole discussion: the list item's fields but the preview, and the text with its HTML (one object a page). */
export function presentDiscussion(r: DetailRow): Discussion {
  const { excerpt: _excerpt, truncated: _truncated, ...fields } = presentSummary({ ...r, excerpt: '', longer: false });
  return { ...fields, content: r.d.content, contentHtml: r.d.contentHtml };
}

export function presentComment(r: Pick<CommentRow, 'c' | 'username' | 'avatarUrl'>): DiscussionComment {
  const c = r.c;
  return {
    id: c.id,
    discussionId: c.discussionId,
    author: presentAuthor(c.authorId, r.username, r.avatarUrl),
    content: c.content,
    contentHtml: c.contentHtml,
    hidden: c.hiddenAt !== null,
    createdAt: isoTime(c.createdAt),
    updatedAt: isoTime(c.updatedAt),
  };
}

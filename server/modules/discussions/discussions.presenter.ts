import { isoTime } from '#server/lib/iso-time';
import type { Discussion, DiscussionComment, DiscussionSummary } from '#common/schemas/discussions';
import type { CommentRow, DetailRow, SummaryRow } from './discussions.repository';

/** The author as every forum answer shows it; username null when the profile is gone ('Unknown User'). */
export const presentAuthor = (id: string, username: string | null, avatarUrl: string | null) => ({ id, username, avatarUrl });

/** What every answer about a discussion says of it, list item or whole. */
function presentCommon(r: Pick<DetailRow, 'username' | 'avatarUrl' | 'likedByMe'> & { d: SummaryRow['d'] }) {
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
  };
}

/**
 * The last space, tab or line break of a cut text, within a word's length of its end: the preview ends on a whole
 * word. Not a no-break space, which holds "10 ml" together.
 */
const LAST_SPACE = /[ \t\n][^ \t\n]{0,40}$/;

/**
 * The list's preview: the text's start as the database cut it (`longer` when there is more), ended at a space
 * and with '…' when cut. Cut there, no character is split (with no space near the end, the start is kept as the
 * database cut it: whole code points, though a sequence of them, such as a flag, may lose its second half).
 */
export function excerptOf(start: string, longer: boolean): string {
  if (!longer) return start;
  const space = start.search(LAST_SPACE);
  return `${(space > 0 ? start.slice(0, space) : start).trimEnd()}…`;
}

export function presentSummary(
  r: Pick<SummaryRow, 'd' | 'excerpt' | 'longer' | 'username' | 'avatarUrl' | 'likedByMe'>,
): DiscussionSummary {
  return { ...presentCommon(r), excerpt: excerptOf(r.excerpt, r.longer) };
}

export function presentDiscussion(r: DetailRow): Discussion {
  return { ...presentCommon(r), content: r.d.content, contentHtml: r.d.contentHtml };
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

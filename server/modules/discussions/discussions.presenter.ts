import { isoTime } from '#server/lib/iso-time';
import type { Discussion, DiscussionComment, DiscussionSummary } from '#common/schemas/discussions';
import type { CommentRow, DetailRow, SummaryRow } from './discussions.repository';

/** The author as every forum answer shows it; username null when the profile is gone ('Unknown User'). */
export const presentAuthor = (id: string, username: string | null, avatarUrl: string | null) => ({ id, username, avatarUrl });

export function presentSummary(r: Pick<SummaryRow, 'd' | 'username' | 'avatarUrl' | 'likedByMe'>): DiscussionSummary {
  const d = r.d;
  return {
    id: d.id,
    author: presentAuthor(d.authorId, r.username, r.avatarUrl),
    title: d.title,
    content: d.content,
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

export function presentDiscussion(r: DetailRow): Discussion {
  return { ...presentSummary(r), contentHtml: r.d.contentHtml };
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

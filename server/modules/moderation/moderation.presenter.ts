import type { Report } from '#common/schemas/moderation';
import type { ReportRow } from './moderation.repository';

/** The reported text, where it lives and whether it is hidden, whatever kind of content it is. */
function subjectOf(r: ReportRow) {
  switch (r.report.subjectType) {
    case 'post':
      return {
        text: r.post ? [r.post.title, r.post.content].filter(Boolean).join(': ') : null,
        author: r.postAuthor,
        hidden: Boolean(r.post?.hiddenAt),
        postId: r.post?.id ?? null,
        discussionId: null,
      };
    case 'comment':
      return {
        text: r.comment?.content ?? null,
        author: r.commentAuthor,
        hidden: Boolean(r.comment?.hiddenAt),
        postId: r.comment?.postId ?? null,
        discussionId: null,
      };
    case 'discussion':
      return {
        text: r.discussion ? `${r.discussion.title}: ${r.discussion.content}` : null,
        author: r.discussionAuthor,
        hidden: Boolean(r.discussion?.hiddenAt),
        postId: null,
        discussionId: r.discussion?.id ?? null,
      };
    case 'discussion_comment':
      return {
        text: r.forumComment?.content ?? null,
        author: r.forumCommentAuthor,
        hidden: Boolean(r.forumComment?.hiddenAt),
        postId: null,
        discussionId: r.forumComment?.discussionId ?? null,
      };
  }
}

export function presentReport(r: ReportRow): Report {
  const s = subjectOf(r);
  return {
    id: r.report.id,
    subjectType: r.report.subjectType,
    subjectId: r.report.subjectId,
    postId: s.postId,
    discussionId: s.discussionId,
    excerpt: s.text === null ? null : s.text.slice(0, 280),
    author: s.author,
    hidden: s.hidden,
    reason: r.report.reason,
    reporter: r.reporter,
    status: r.report.status,
    createdAt: r.report.createdAt.toISOString(),
  };
}

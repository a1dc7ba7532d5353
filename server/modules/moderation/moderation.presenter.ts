import type { Report } from '#common/schemas/moderation';
import type { ReportRow } from './moderation.repository';

export function presentReport(r: ReportRow): Report {
  const isPost = r.report.subjectType === 'post';
  const text = isPost ? (r.post ? [r.post.title, r.post.content].filter(Boolean).join(': ') : null) : (r.comment?.content ?? null);
  return {
    id: r.report.id,
    subjectType: r.report.subjectType,
    subjectId: r.report.subjectId,
    postId: isPost ? (r.post?.id ?? null) : (r.comment?.postId ?? null),
    excerpt: text === null ? null : text.slice(0, 280),
    author: isPost ? r.postAuthor : r.commentAuthor,
    hidden: Boolean(isPost ? r.post?.hiddenAt : r.comment?.hiddenAt),
    reason: r.report.reason,
    reporter: r.reporter,
    status: r.report.status,
    createdAt: r.report.createdAt.toISOString(),
  };
}

import type { z } from 'zod';
import type { ModerationDecision, ReportCreateSchema, ReportListQuerySchema } from '#common/schemas/moderation';
import type { AppContext } from '#server/context';
import { badRequest, conflict, forbidden, notFound } from '#server/errors';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import type { AuthContext } from '#server/plugins/auth';
import { recordAudit } from '#server/modules/admin/admin.repository';
import { deleteComment, deletePost } from '#server/modules/posts/posts.repository';
import { presentReport } from './moderation.presenter';
import * as repo from './moderation.repository';

const STATUS_OF = { hide: 'hidden', restore: 'restored', delete: 'deleted', dismiss: 'dismissed' } as const;

/** Reports from members, and the moderators' decisions (hide, restore, delete, dismiss), each audited. */
export class ModerationService {
  constructor(private readonly ctx: AppContext) {}

  async report(reporterId: string, input: z.output<typeof ReportCreateSchema>) {
    const subject =
      input.subjectType === 'post'
        ? await repo.findPostForReport(this.ctx.db, input.subjectId)
        : await repo.findCommentForReport(this.ctx.db, input.subjectId);
    if (!subject || subject.hiddenAt) throw notFound(input.subjectType === 'post' ? 'Post not found' : 'Comment not found');
    if (subject.authorId === reporterId) throw badRequest('You cannot report your own content');
    const row = await repo.insertReport(this.ctx.db, {
      reporterId,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      reason: input.reason,
    });
    if (!row) throw conflict('You already reported this');
    return { id: row.id };
  }

  async queue(moderator: AuthContext, q: z.output<typeof ReportListQuerySchema>) {
    this.require(moderator);
    const rows = await repo.list(this.ctx.db, q.status, q.limit, decodeCursor(q.cursor, TimeCursorSchema));
    const page = toPage(rows, q.limit, (r) => ({ t: r.t, id: r.report.id }));
    return { items: page.items.map(presentReport), nextCursor: page.nextCursor };
  }

  /** A decision on a report's subject: it settles every report of that subject and is written to the audit log. */
  async decide(moderator: AuthContext, reportId: string, decision: ModerationDecision) {
    this.require(moderator);
    await this.ctx.db.transaction(async (tx) => {
      const report = await repo.findReport(tx, reportId);
      if (!report) throw notFound('Report not found');
      const type = report.subjectType;
      if (type !== 'post' && type !== 'comment') throw badRequest('This kind of content is not moderated here yet');
      const subject =
        type === 'post' ? await repo.findPostForReport(tx, report.subjectId) : await repo.findCommentForReport(tx, report.subjectId);
      if (!subject && decision !== 'dismiss') throw notFound('The reported content no longer exists');
      if (decision === 'hide') await repo.setHidden(tx, type, report.subjectId, true);
      if (decision === 'restore') await repo.setHidden(tx, type, report.subjectId, false);
      if (decision === 'delete') {
        if (type === 'post') await deletePost(tx, report.subjectId);
        else await deleteComment(tx, { id: report.subjectId, postId: (await repo.findCommentForReport(tx, report.subjectId))!.postId });
      }
      await repo.resolveAll(tx, type, report.subjectId, STATUS_OF[decision], moderator.userId);
      await recordAudit(tx, {
        actorId: moderator.userId,
        action: `report.${decision}`,
        targetType: type,
        targetId: report.subjectId,
        targetLabel: subject ? subject.content.slice(0, 80) : null,
        details: { reason: report.reason },
      });
    });
    return { ok: true as const };
  }

  private require(auth: AuthContext) {
    if (!auth.isModerator) throw forbidden("Access denied: You don't have permission to access this page");
  }
}

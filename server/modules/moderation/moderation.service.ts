import type { z } from 'zod';
import type { ModerationDecision, Reportable, ReportCreateSchema, ReportListQuerySchema } from '#common/schemas/moderation';
import type { AppContext } from '#server/context';
import type { Executor } from '#server/db/client';
import { badRequest, conflict, forbidden, notFound } from '#server/errors';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import type { AuthContext } from '#server/plugins/auth';
import { recordAudit } from '#server/modules/admin/admin.repository';
import { deleteComment, deletePost } from '#server/modules/posts/posts.repository';
import { lockComment as lockForumComment, lockDiscussion } from '#server/modules/discussions/discussions.repository';
import { moderateComment, moderateDiscussion } from '#server/modules/discussions/discussions.service';
import { presentReport } from './moderation.presenter';
import * as repo from './moderation.repository';

const STATUS_OF = { hide: 'hidden', restore: 'restored', delete: 'deleted', dismiss: 'dismissed' } as const;
const NOT_FOUND: Record<Reportable, string> = {
  post: 'Post not found',
  comment: 'Comment not found',
  discussion: 'Discussion not found',
  discussion_comment: 'Comment not found',
};

/** The reported content (author, text, hidden or not), whatever its kind. */
function findSubject(ex: Executor, type: Reportable, id: string) {
  switch (type) {
    case 'post':
      return repo.findPostForReport(ex, id);
    case 'comment':
      return repo.findCommentForReport(ex, id);
    case 'discussion':
      return repo.findDiscussionForReport(ex, id);
    case 'discussion_comment':
      return repo.findForumCommentForReport(ex, id);
  }
}

/** Reports from members, and the moderators' decisions (hide, restore, delete, dismiss), each audited. */
export class ModerationService {
  constructor(private readonly ctx: AppContext) {}

  async report(reporterId: string, input: z.output<typeof ReportCreateSchema>) {
    const subject = await findSubject(this.ctx.db, input.subjectType, input.subjectId);
    if (!subject || subject.hiddenAt) throw notFound(NOT_FOUND[input.subjectType]);
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

  /**
   * A decision on a report's subject: it settles every report of that subject and is written to the audit log;
   * a forum decision is also in the forum's moderation log, with the moderator's reason (else the report's).
   */
  async decide(moderator: AuthContext, reportId: string, decision: ModerationDecision, reason?: string) {
    this.require(moderator);
    await this.ctx.db.transaction(async (tx) => {
      const report = await repo.findReport(tx, reportId);
      if (!report) throw notFound('Report not found');
      const type = report.subjectType;
      const subject = await findSubject(tx, type, report.subjectId);
      if (!subject && decision !== 'dismiss') throw notFound('The reported content no longer exists');
      if (decision !== 'dismiss') await this.apply(tx, moderator.userId, type, report.subjectId, decision, reason || report.reason);
      await repo.resolveAll(tx, type, report.subjectId, STATUS_OF[decision], moderator.userId);
      await recordAudit(tx, {
        actorId: moderator.userId,
        action: `report.${decision}`,
        targetType: type,
        targetId: report.subjectId,
        targetLabel: subject ? subject.content.slice(0, 80) : null,
        details: reason ? { reason: report.reason, decisionReason: reason } : { reason: report.reason },
      });
    });
    return { ok: true as const };
  }

  private async apply(
    tx: Executor,
    moderatorId: string,
    type: Reportable,
    id: string,
    decision: 'hide' | 'restore' | 'delete',
    reason: string,
  ) {
    if (type === 'discussion') return moderateDiscussion(tx, moderatorId, (await lockDiscussion(tx, id))!, decision, reason);
    if (type === 'discussion_comment') return moderateComment(tx, moderatorId, (await lockForumComment(tx, id))!, decision, reason);
    if (decision === 'hide' || decision === 'restore') return repo.setHidden(tx, type, id, decision === 'hide');
    if (type === 'post') return deletePost(tx, id);
    await deleteComment(tx, { id, postId: (await repo.findCommentForReport(tx, id))!.postId });
  }

  private require(auth: AuthContext) {
    if (!auth.isModerator) throw forbidden("Access denied: You don't have permission to access this page");
  }
}

import { MSG } from '#common/messages';
import { roleActions, ROLE_LABELS, type AssignableRole } from '#common/roles';
import type { AppContext } from '#server/context';
import { conflict, forbidden, notFound } from '#server/errors';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import { enqueueMail } from '#server/mail/outbox';
import { brandApprovedMail, brandRejectedMail } from '#server/mail/templates';
import type { AuthContext } from '#server/plugins/auth';
import { AuthService } from '#server/modules/auth/auth.service';
import { revokeAllSessions } from '#server/modules/auth/auth.repository';
import { notify } from '#server/modules/notifications/notifications.service';
import { isListedAdmin } from './admin-emails';
import { presentAdminUser, presentAudit, presentBrandApplication } from './admin.presenter';
import * as repo from './admin.repository';

type Staff = Pick<AuthContext, 'userId' | 'isAdmin' | 'isSuperAdmin'>;

/** Users, roles, suspension, brand applications and the audit log. Callers are admins (checked by the routes). */
export class AdminService {
  constructor(private readonly ctx: AppContext) {}

  async users(q: { q?: string; limit: number; cursor?: string }) {
    const rows = await repo.listUsers(this.ctx.db, {
      q: q.q || undefined,
      limit: q.limit,
      after: decodeCursor(q.cursor, TimeCursorSchema),
    });
    const page = toPage(rows, q.limit, (r) => ({ t: r.t, id: r.id }));
    return { items: page.items.map(presentAdminUser), nextCursor: page.nextCursor };
  }

  /**
   * update-user-role (spec 000 §4, §6): only super admins; never on their own account; Make X adds the
   * role, Remove X deletes it and inserts customer. The actions offered are exactly `roleActions`.
   */
  async updateRole(actor: Staff, input: { target_user_id: string; new_role: AssignableRole; action: 'add' | 'remove' }) {
    if (!actor.isSuperAdmin) throw forbidden(MSG.onlySuperAdmins);
    const roles = await this.ctx.db.transaction(async (tx) => {
      const target = await repo.findUser(tx, input.target_user_id, true);
      if (!target) throw notFound('User not found');
      const offered = roleActions({ userId: actor.userId, isSuperAdmin: true }, { id: target.id, roles: target.roles });
      if (!offered.length) throw forbidden('You cannot change your own roles');
      if (!offered.some((a) => a.role === input.new_role && a.action === input.action)) {
        throw conflict(
          input.action === 'add'
            ? `The user already has the role ${ROLE_LABELS[input.new_role]}`
            : `The user does not have the role ${ROLE_LABELS[input.new_role]}`,
        );
      }
      if (input.action === 'add') await repo.addRole(tx, target.id, input.new_role);
      else {
        await repo.removeRole(tx, target.id, input.new_role);
        await repo.addRole(tx, target.id, 'customer');
      }
      await repo.recordAudit(tx, {
        actorId: actor.userId,
        action: `role.${input.action}`,
        targetType: 'user',
        targetId: target.id,
        targetLabel: target.email,
        details: { role: input.new_role },
      });
      return repo.rolesOfUser(tx, target.id);
    });
    this.ctx.sessions.forgetUser(input.target_user_id);
    return { ok: true as const, roles };
  }

  /** Suspends an account: its sessions end at once and it cannot sign in. Admins are suspended only by super admins. */
  async setSuspended(actor: Staff, userId: string, suspended: boolean) {
    const user = await this.ctx.db.transaction(async (tx) => {
      const target = await repo.findUser(tx, userId, true);
      if (!target) throw notFound('User not found');
      if (target.id === actor.userId) throw forbidden('You cannot suspend your own account');
      const targetIsAdmin = target.roles.includes('admin') || target.roles.includes('super_admin');
      if (target.roles.includes('super_admin') || isListedAdmin(this.ctx.config.ADMIN_EMAILS, target.email))
        throw forbidden('A super admin cannot be suspended');
      if (targetIsAdmin && !actor.isSuperAdmin) throw forbidden('Only super admins can suspend an admin');
      if (Boolean(target.suspendedAt) === suspended) return target;
      await repo.setSuspended(tx, target.id, suspended);
      if (suspended) await revokeAllSessions(tx, target.id);
      await repo.recordAudit(tx, {
        actorId: actor.userId,
        action: suspended ? 'user.suspend' : 'user.reactivate',
        targetType: 'user',
        targetId: target.id,
        targetLabel: target.email,
      });
      return repo.findUser(tx, target.id);
    });
    this.ctx.sessions.forgetUser(userId);
    return presentAdminUser(user!);
  }

  /** Mails a new verification link to an unverified account. */
  async resendVerification(actor: Staff, userId: string, ip: string) {
    const target = await repo.findUser(this.ctx.db, userId);
    if (!target) throw notFound('User not found');
    if (target.emailConfirmedAt) throw conflict('This email is already verified');
    await new AuthService(this.ctx).resendVerification(target.id, ip);
    await repo.recordAudit(this.ctx.db, {
      actorId: actor.userId,
      action: 'user.resend_verification',
      targetType: 'user',
      targetId: target.id,
      targetLabel: target.email,
    });
    return { ok: true as const };
  }

  async audit(q: { limit: number; cursor?: string }) {
    const rows = await repo.listAudit(this.ctx.db, { limit: q.limit, after: decodeCursor(q.cursor, TimeCursorSchema) });
    const page = toPage(rows, q.limit, (r) => ({ t: r.t, id: r.entry.id }));
    return { items: page.items.map(presentAudit), nextCursor: page.nextCursor };
  }

  async brandApplications(q: { limit: number; cursor?: string }) {
    const rows = await repo.listBrandApplications(this.ctx.db, { limit: q.limit, after: decodeCursor(q.cursor, TimeCursorSchema) });
    const page = toPage(rows, q.limit, (r) => ({ t: r.t, id: r.profile.id }));
    return { items: page.items.map(presentBrandApplication), nextCursor: page.nextCursor };
  }

  /** Approve as Brand: the brand role and approved in one transaction, with the applicant's email and inbox notification. */
  async approveBrand(actor: Staff, userId: string) {
    await this.ctx.db.transaction(async (tx) => {
      const app = await repo.lockPendingApplication(tx, userId);
      if (!app) throw notFound('No pending brand application for this user');
      const brandName = app.profile.brandName ?? app.profile.username;
      await repo.addRole(tx, userId, 'brand');
      await repo.approveBrand(tx, userId);
      await repo.recordAudit(tx, {
        actorId: actor.userId,
        action: 'brand.approve',
        targetType: 'user',
        targetId: userId,
        targetLabel: app.email,
        details: { brandName },
      });
      await enqueueMail(tx, brandApprovedMail(app.email, brandName, `${this.ctx.config.PUBLIC_URL}/dashboard`));
      await notify(tx, {
        userId,
        type: 'brand_approved',
        actorId: actor.userId,
        subjectType: 'user',
        subjectId: userId,
        title: 'Brand application approved',
        message: `${brandName} is approved as a brand. Welcome aboard!`,
        link: '/dashboard',
        priority: 'high',
      });
    });
    this.ctx.sessions.forgetUser(userId);
    this.ctx.mailQueued();
    return { ok: true as const };
  }

  /** Reject: the application leaves the queue and the reason is mailed to the applicant (and in their inbox). */
  async rejectBrand(actor: Staff, userId: string, reason: string) {
    await this.ctx.db.transaction(async (tx) => {
      const app = await repo.lockPendingApplication(tx, userId);
      if (!app) throw notFound('No pending brand application for this user');
      const brandName = app.profile.brandName ?? app.profile.username;
      await repo.rejectBrand(tx, userId, reason);
      await repo.recordAudit(tx, {
        actorId: actor.userId,
        action: 'brand.reject',
        targetType: 'user',
        targetId: userId,
        targetLabel: app.email,
        details: { brandName, reason },
      });
      await enqueueMail(tx, brandRejectedMail(app.email, brandName, reason));
      await notify(tx, {
        userId,
        type: 'brand_rejected',
        actorId: actor.userId,
        subjectType: 'user',
        subjectId: userId,
        title: 'Brand application not approved',
        message: `Reason: ${reason}`,
        link: '/inbox',
        priority: 'high',
      });
    });
    this.ctx.mailQueued();
    return { ok: true as const };
  }
}

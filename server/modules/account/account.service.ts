import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import type { z } from 'zod';
import {
  type AccountOverview,
  type ChangeEmailSchema,
  type ChangePasswordSchema,
  type DataExport,
  type SessionInfo,
} from '#common/schemas/account';
import type { AppContext } from '#server/context';
import { accountDeletions, dataExports, emailChanges, profiles, sessions, userTwoFactor, users } from '#server/db/schema';
import { AppError, badRequest, conflict, isUniqueViolation, notFound, unauthorized } from '#server/errors';
import { hashPassword, verifyPassword } from '#server/lib/passwords';
import { hashToken, randomToken } from '#server/lib/tokens';
import { isUuid } from '#server/lib/ids';
import { enqueueMail } from '#server/mail/outbox';
import {
  confirmNewEmailMail,
  deletionScheduledMail,
  emailChangedMail,
  emailInUseMail,
  passwordChangedMail,
  twoFactorChangedMail,
} from '#server/mail/account-templates';
import { recordAudit } from '#server/modules/admin/admin.repository';
import { findUserByEmail, revokeAllSessions, revokeSession } from '#server/modules/auth/auth.repository';
import type { AuthContext } from '#server/plugins/auth';
import {
  enabledAuthenticator,
  newAuthenticator,
  newRecoveryCodes,
  secondFactorOf,
  storeRecoveryCodes,
  totpStep,
  unusedRecoveryCodes,
  useSecondFactor,
} from './two-factor';
import { eraseDueAccounts } from './erasure';

const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;

/** Everything a member does to their own account: password, email, sessions, two-factor, export, deletion. */
export class AccountService {
  constructor(private readonly ctx: AppContext) {}

  private async user(userId: string) {
    const [row] = await this.ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw unauthorized();
    return row;
  }

  /**
   * The current password, checked with the limits of a sign-in: failures count per account, and past
   * AUTH_LIMIT_PER_ACCOUNT in the window the answer is 429 whatever the password.
   */
  private async checkPassword(userId: string, password: string, ip: string) {
    const { limiter, config } = this.ctx;
    const key = `account:password:${userId}`;
    await limiter.hit(`account:ip:${ip}`, config.AUTH_LIMIT_PER_IP);
    await limiter.check(key, config.AUTH_LIMIT_PER_ACCOUNT);
    const user = await this.user(userId);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await limiter.hit(key, config.AUTH_LIMIT_PER_ACCOUNT);
      throw new AppError(400, 'invalid_password', 'Your current password is not right.', 'currentPassword');
    }
    await limiter.reset(key);
    return user;
  }

  /** With two-factor on, a code (or a recovery code) too; used once. */
  private async checkSecondFactor(userId: string, code: string | undefined) {
    if (!(await enabledAuthenticator(this.ctx.db, userId))) return;
    const key = `account:second-factor:${userId}`;
    await this.ctx.limiter.check(key, this.ctx.config.AUTH_LIMIT_PER_ACCOUNT);
    if (!code || !(await useSecondFactor(this.ctx.db, userId, secondFactorOf(code)))) {
      await this.ctx.limiter.hit(key, this.ctx.config.AUTH_LIMIT_PER_ACCOUNT);
      throw new AppError(400, 'invalid_code', 'Enter a valid code from your authenticator app, or a recovery code.', 'code');
    }
  }

  async overview(auth: AuthContext): Promise<AccountOverview> {
    const user = await this.user(auth.userId);
    const [pending] = await this.ctx.db
      .select({ newEmail: emailChanges.newEmail })
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, auth.userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())))
      .orderBy(desc(emailChanges.createdAt))
      .limit(1);
    const twoFactor = Boolean(await enabledAuthenticator(this.ctx.db, auth.userId));
    return {
      email: user.email,
      pendingEmail: pending?.newEmail ?? null,
      twoFactorEnabled: twoFactor,
      recoveryCodesLeft: twoFactor ? await unusedRecoveryCodes(this.ctx.db, auth.userId) : 0,
      twoFactorRequired: Boolean(auth.mustEnrolTwoFactor),
    };
  }

  /** A new password: the current one first; every other session ends; the owner is told by mail. */
  async changePassword(auth: AuthContext, input: z.output<typeof ChangePasswordSchema>, ip: string): Promise<void> {
    const user = await this.checkPassword(auth.userId, input.currentPassword, ip);
    const passwordHash = await hashPassword(input.newPassword);
    await this.ctx.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await endSessionsExcept(tx, user.id, auth.sessionId);
      await enqueueMail(tx, passwordChangedMail(user.email, this.ctx.config.PUBLIC_URL));
      await recordAudit(tx, { actorId: user.id, action: 'account.password_changed', targetType: 'user', targetId: user.id });
    });
    this.ctx.sessions.forgetUser(user.id);
    this.ctx.mailQueued();
  }

  /**
   * Asks to move the account to a new address. The answer is the same whether the address is free or taken: a free
   * one gets a confirmation link, a taken one a notice that nothing changed (only its owner reads either).
   */
  async requestEmailChange(auth: AuthContext, input: z.output<typeof ChangeEmailSchema>, ip: string): Promise<void> {
    await this.ctx.limiter.hit(`account:email-change:${auth.userId}`, this.ctx.config.AUTH_LIMIT_PER_ACCOUNT);
    const user = await this.checkPassword(auth.userId, input.currentPassword, ip);
    if (user.email.toLowerCase() === input.newEmail) throw badRequest('That is already your email address.', 'newEmail');
    const taken = await findUserByEmail(this.ctx.db, input.newEmail);
    const token = randomToken();
    await this.ctx.db.transaction(async (tx) => {
      await tx
        .update(emailChanges)
        .set({ usedAt: new Date() })
        .where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)));
      if (taken) {
        await enqueueMail(tx, emailInUseMail(input.newEmail, this.ctx.config.PUBLIC_URL));
      } else {
        await tx.insert(emailChanges).values({
          userId: user.id,
          newEmail: input.newEmail,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
        });
        await enqueueMail(tx, confirmNewEmailMail(input.newEmail, `${this.ctx.config.PUBLIC_URL}/auth/verify?email-change=${token}`));
      }
      await recordAudit(tx, { actorId: user.id, action: 'account.email_change_requested', targetType: 'user', targetId: user.id });
    });
    this.ctx.mailQueued();
  }

  /** The link from the new address: it becomes the account's (confirmed), and the old address is told. */
  async confirmEmailChange(token: string): Promise<void> {
    const userId = await this.ctx.db
      .transaction(async (tx) => {
        const [change] = await tx
          .update(emailChanges)
          .set({ usedAt: new Date() })
          .where(and(eq(emailChanges.tokenHash, hashToken(token)), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, new Date())))
          .returning();
        if (!change) throw badRequest('This link is invalid or has expired. Please ask for a new one.', 'token');
        const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, change.userId));
        if (!before) throw badRequest('This link is invalid or has expired. Please ask for a new one.', 'token');
        await tx.update(users).set({ email: change.newEmail, emailConfirmedAt: new Date() }).where(eq(users.id, change.userId));
        await enqueueMail(tx, emailChangedMail(before.email, change.newEmail));
        await recordAudit(tx, { actorId: change.userId, action: 'account.email_changed', targetType: 'user', targetId: change.userId });
        return change.userId;
      })
      .catch((err) => {
        if (isUniqueViolation(err)) throw conflict('That address now belongs to another account.');
        throw err;
      });
    this.ctx.sessions.forgetUser(userId);
    this.ctx.mailQueued();
  }

  async listSessions(auth: AuthContext): Promise<SessionInfo[]> {
    const rows = await this.ctx.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, auth.userId),
          isNull(sessions.revokedAt),
          sql`${sessions.createdAt} > now() - make_interval(days => ${this.ctx.config.SESSION_MAX_DAYS})`,
        ),
      )
      .orderBy(desc(sql`coalesce(${sessions.lastUsedAt}, ${sessions.createdAt})`))
      .limit(100);
    return rows.map((s) => {
      const ua = new UAParser(s.userAgent ?? '').getResult();
      const device = [ua.device.vendor, ua.device.model].filter(Boolean).join(' ') || ua.os.name || 'Unknown device';
      const browser = ua.browser.name ? `${ua.browser.name}${ua.browser.major ? ` ${ua.browser.major}` : ''}` : 'Unknown browser';
      return {
        id: s.id,
        device: ua.os.name && device !== ua.os.name ? `${device} (${ua.os.name})` : device,
        browser,
        ip: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: (s.lastUsedAt ?? s.createdAt).toISOString(),
        current: s.id === auth.sessionId,
      };
    });
  }

  async endSession(auth: AuthContext, sessionId: string): Promise<void> {
    if (!isUuid(sessionId)) throw notFound('Session not found');
    const [row] = await this.ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, auth.userId), isNull(sessions.revokedAt)));
    if (!row) throw notFound('Session not found');
    await this.ctx.db.transaction(async (tx) => {
      await revokeSession(tx, sessionId);
      await recordAudit(tx, { actorId: auth.userId, action: 'account.session_ended', targetType: 'session', targetId: sessionId });
    });
    this.ctx.sessions.forgetUser(auth.userId);
  }

  async endOtherSessions(auth: AuthContext): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      await endSessionsExcept(tx, auth.userId, auth.sessionId);
      await recordAudit(tx, { actorId: auth.userId, action: 'account.other_sessions_ended', targetType: 'user', targetId: auth.userId });
    });
    this.ctx.sessions.forgetUser(auth.userId);
  }

  /** Starts an enrolment (the password first): a new secret, kept unconfirmed until a code from it is entered. */
  async setupTwoFactor(auth: AuthContext, password: string, ip: string) {
    const user = await this.checkPassword(auth.userId, password, ip);
    if (await enabledAuthenticator(this.ctx.db, user.id)) throw conflict('Two-factor sign-in is already on.');
    const created = await newAuthenticator(user.email);
    await this.ctx.db
      .insert(userTwoFactor)
      .values({ userId: user.id, secret: created.secret })
      .onConflictDoUpdate({ target: userTwoFactor.userId, set: { secret: created.secret, lastTimeStep: null, createdAt: new Date() } });
    return created;
  }

  /** Confirms an enrolment with a code from the app; returns the ten recovery codes, shown this once. */
  async enableTwoFactor(auth: AuthContext, code: string): Promise<string[]> {
    const [pending] = await this.ctx.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, auth.userId));
    if (!pending) throw badRequest('Start the set-up first.');
    if (pending.enabledAt) throw conflict('Two-factor sign-in is already on.');
    const step = await totpStep(pending.secret, code, null);
    if (step === null) {
      await this.ctx.limiter.hit(`account:second-factor:${auth.userId}`, this.ctx.config.AUTH_LIMIT_PER_ACCOUNT);
      throw new AppError(400, 'invalid_code', 'That code is not valid. Check the time on your phone and try the newest code.', 'code');
    }
    const codes = newRecoveryCodes();
    const user = await this.user(auth.userId);
    await this.ctx.db.transaction(async (tx) => {
      const done = await tx
        .update(userTwoFactor)
        .set({ enabledAt: new Date(), lastTimeStep: step })
        .where(and(eq(userTwoFactor.userId, auth.userId), isNull(userTwoFactor.enabledAt)))
        .returning({ userId: userTwoFactor.userId });
      if (!done.length) throw conflict('Two-factor sign-in is already on.');
      await storeRecoveryCodes(tx, auth.userId, codes);
      await enqueueMail(tx, twoFactorChangedMail(user.email, true));
      await recordAudit(tx, { actorId: auth.userId, action: 'account.two_factor_enabled', targetType: 'user', targetId: auth.userId });
    });
    this.ctx.sessions.forgetUser(auth.userId);
    this.ctx.mailQueued();
    return codes;
  }

  /** Turns two-factor off: the password and a code (or a recovery code). */
  async disableTwoFactor(auth: AuthContext, password: string, code: string | undefined, ip: string): Promise<void> {
    const user = await this.checkPassword(auth.userId, password, ip);
    if (!(await enabledAuthenticator(this.ctx.db, user.id))) throw badRequest('Two-factor sign-in is not on.');
    await this.checkSecondFactor(user.id, code);
    await this.ctx.db.transaction(async (tx) => {
      await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
      await tx.execute(sql`delete from two_factor_recovery_codes where user_id = ${user.id}`);
      await enqueueMail(tx, twoFactorChangedMail(user.email, false));
      await recordAudit(tx, { actorId: user.id, action: 'account.two_factor_disabled', targetType: 'user', targetId: user.id });
    });
    this.ctx.sessions.forgetUser(user.id);
    this.ctx.mailQueued();
  }

  /** Asks for an export; while one is being prepared, that one is returned. */
  async requestExport(auth: AuthContext): Promise<DataExport> {
    const [pending] = await this.ctx.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.userId, auth.userId), eq(dataExports.status, 'pending')))
      .limit(1);
    if (pending) return presentExport(pending);
    await this.ctx.limiter.hit(`account:export:${auth.userId}`, 5);
    const row = await this.ctx.db.transaction(async (tx) => {
      const [created] = await tx.insert(dataExports).values({ userId: auth.userId }).returning();
      await recordAudit(tx, { actorId: auth.userId, action: 'account.export_requested', targetType: 'data_export', targetId: created.id });
      return created;
    });
    return presentExport(row);
  }

  async listExports(auth: AuthContext): Promise<DataExport[]> {
    const rows = await this.ctx.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, auth.userId))
      .orderBy(desc(dataExports.createdAt))
      .limit(10);
    return rows.map(presentExport);
  }

  /** The zip of a ready, unexpired export of the member's own: anyone else's (an admin's too) is 404. */
  async download(auth: AuthContext, exportId: string) {
    if (!isUuid(exportId)) throw notFound('Export not found');
    const [row] = await this.ctx.db
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, auth.userId)));
    if (!row || row.status !== 'ready' || !row.storageKey || !row.expiresAt || row.expiresAt.getTime() <= Date.now())
      throw notFound('Export not found');
    const file = await this.ctx.storage.get(row.storageKey);
    if (!file) throw notFound('Export not found');
    return { file, name: `sillage-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
  }

  /**
   * Deactivates the account (the password, and a code with two-factor): hidden at once, every session ended, and
   * erased after ACCOUNT_ERASE_AFTER_DAYS (30) unless the owner signs in again.
   */
  async deleteAccount(auth: AuthContext, password: string, code: string | undefined, ip: string): Promise<Date> {
    const user = await this.checkPassword(auth.userId, password, ip);
    await this.checkSecondFactor(user.id, code);
    const eraseAfter = new Date(Date.now() + this.ctx.config.ACCOUNT_ERASE_AFTER_DAYS * 86_400_000);
    await this.ctx.db.transaction(async (tx) => {
      await tx
        .insert(accountDeletions)
        .values({ userId: user.id, eraseAfter })
        .onConflictDoUpdate({ target: accountDeletions.userId, set: { eraseAfter, requestedAt: new Date() } });
      await tx.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, user.id));
      await revokeAllSessions(tx, user.id);
      await enqueueMail(tx, deletionScheduledMail(user.email, this.ctx.config.PUBLIC_URL, eraseAfter));
      await recordAudit(tx, {
        actorId: user.id,
        action: 'account.deactivated',
        targetType: 'user',
        targetId: user.id,
        details: { eraseAfter: eraseAfter.toISOString() },
      });
    });
    this.ctx.sessions.forgetUser(user.id);
    this.ctx.mailQueued();
    // Without a waiting period (ACCOUNT_ERASE_AFTER_DAYS=0) the erasure runs now rather than at the job's next pass.
    if (this.ctx.config.ACCOUNT_ERASE_AFTER_DAYS === 0) await eraseDueAccounts(this.ctx.db, this.ctx.storage);
    return eraseAfter;
  }

  /** Deactivated accounts waiting for erasure, soonest first, for admins (an export's contents are never shown to them). */
  async pendingErasures() {
    const rows = await this.ctx.db
      .select({
        userId: accountDeletions.userId,
        username: profiles.username,
        email: users.email,
        requestedAt: accountDeletions.requestedAt,
        eraseAfter: accountDeletions.eraseAfter,
      })
      .from(accountDeletions)
      .innerJoin(users, eq(users.id, accountDeletions.userId))
      .leftJoin(profiles, eq(profiles.id, accountDeletions.userId))
      .orderBy(accountDeletions.eraseAfter)
      .limit(500);
    return rows.map((r) => ({ ...r, requestedAt: r.requestedAt.toISOString(), eraseAfter: r.eraseAfter.toISOString() }));
  }
}

/** Ends every session of a member but `keep` (the one asking). */
async function endSessionsExcept(tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0], userId: string, keep: string) {
  const others = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.id} <> ${keep}`));
  for (const s of others) await revokeSession(tx, s.id);
}

function presentExport(row: typeof dataExports.$inferSelect): DataExport {
  const expired = row.status === 'ready' && (!row.storageKey || (row.expiresAt !== null && row.expiresAt.getTime() <= Date.now()));
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
  };
}

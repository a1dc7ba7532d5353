import { MSG } from '#common/messages';
import type { SignupSchema, SignInSchema } from '#common/schemas/auth';
import type { SessionUser } from '#common/schemas/auth';
import { usernameBase } from '#common/usernames';
import type { z } from 'zod';
import type { AppContext } from '#server/context';
import { AppError, badRequest, conflict, isUniqueViolation, pgCodeOf, unauthorized } from '#server/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '#server/lib/passwords';
import { hashToken, randomToken } from '#server/lib/tokens';
import { enqueueMail } from '#server/mail/outbox';
import { passwordResetMail, verificationMail } from '#server/mail/templates';
import { grantListedSuperAdmins } from '#server/modules/admin/admin-emails';
import { cancelDeletionOnSignIn } from '#server/modules/account/deletion';
import { enabledAuthenticator, useSecondFactor } from '#server/modules/account/two-factor';
import { recordAudit } from '#server/modules/admin/admin.repository';
import { sendAdminNotification } from '#server/modules/notifications/notifications.service';
import { presentSessionUser } from './auth.presenter';
import * as repo from './auth.repository';

const VERIFY_TTL_MS = 7 * 24 * 3600 * 1000;
const RESET_TTL_MS = 3600 * 1000;
/** Two tabs refreshing at once: a rotated token used again this soon gets the same successor (as GoTrue's 10 s). */
export const REUSE_WINDOW_MS = 10_000;

/** Where a sign-in comes from, kept on its session for the member's list of sessions. */
export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export interface IssuedSession {
  session: { access_token: string; token_type: 'bearer'; expires_in: number; expires_at: number; user: SessionUser };
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Sign-up, sign-in, sessions, email verification and password reset. */
export class AuthService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Creates the account, its profile and role, queues the verification mail and, for a brand,
   * notifies every admin — all in one transaction: if any step fails, no account remains.
   */
  async signup(input: z.output<typeof SignupSchema>, ip: string, userAgent?: string): Promise<IssuedSession> {
    const { limiter, config } = this.ctx;
    await limiter.hit(`signup:ip:${ip}`, config.AUTH_LIMIT_PER_IP);
    await limiter.hit(`signup:account:${input.email}`, config.AUTH_LIMIT_PER_ACCOUNT);
    if (input.journey === 'brand' && !input.brand) throw badRequest('Brand details are required', 'brand');
    if (input.journey !== 'brand' && input.brand) throw badRequest('Brand details are only for brand applications', 'brand');

    const passwordHash = await hashPassword(input.password);
    const verifyToken = randomToken();
    let userId: string;
    try {
      userId = await this.ctx.db.transaction(async (tx) => {
        if (await repo.findUserByEmail(tx, input.email)) throw conflict(MSG.userAlreadyRegistered);
        const user = await repo.insertUser(tx, input.email, passwordHash);
        const brand = input.brand;
        const base = usernameBase(brand ? brand.brandName : input.email.split('@')[0]);
        const candidates = [base, ...Array.from({ length: 6 }, (_, i) => `${base}_${randomDigits(i < 3 ? 3 : 6)}`)];
        const profile = await repo.insertProfileWithUsername(
          tx,
          {
            id: user.id,
            approved: input.journey !== 'brand',
            canLaunchProducts: false,
            settings: repo.DEFAULT_SETTINGS,
            website: brand?.website ?? null,
            socialLinks: brand?.socialMediaLinks ? { links: brand.socialMediaLinks } : null,
            brandName: brand?.brandName ?? null,
            phoneNumber: brand?.phoneNumber ?? null,
            businessType: brand?.businessType ?? null,
          },
          candidates,
        );
        if (!profile) throw new AppError(500, 'signup_failed', MSG.signupFailed);
        // A brand applicant is a customer until an admin approves the brand (which adds the brand role).
        await repo.insertRole(tx, user.id, input.journey === 'perfumer' ? 'perfumer' : 'customer');
        await repo.insertEmailToken(tx, user.id, 'verify', hashToken(verifyToken), new Date(Date.now() + VERIFY_TTL_MS));
        await enqueueMail(tx, verificationMail(user.email, `${config.PUBLIC_URL}/auth/verify?token=${verifyToken}`));
        if (brand) {
          await sendAdminNotification(tx, { type: 'new_brand_signup', brandName: brand.brandName, userId: user.id }).catch((err) => {
            throw new AppError(500, 'signup_failed', MSG.failedToSendAdminNotification, undefined, err);
          });
        }
        return user.id;
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (isUniqueViolation(err)) throw conflict(MSG.userAlreadyRegistered);
      // A value the database refused (class 22: data exception; 23: integrity) is the request's fault: a 4xx, never the 500 below.
      const code = pgCodeOf(err);
      if (code?.startsWith('22')) throw badRequest('The request contains characters that are not allowed');
      if (code?.startsWith('23')) throw conflict(MSG.userAlreadyRegistered);
      // Nothing was kept (one transaction): the spec's message for a sign-up that could not be completed.
      throw new AppError(500, 'signup_failed', MSG.failedToCreateUser, undefined, err);
    }
    this.ctx.mailQueued();
    return this.issueSession(userId, undefined, { ip, userAgent });
  }

  /**
   * Password sign-in. The answer never tells whether the email exists. Failures are throttled per
   * (account, address) tightly and per account loosely, so wrong passwords sent from elsewhere cannot
   * lock the owner out of an address that has not failed (docs/security.md).
   */
  async signIn(
    input: z.output<typeof SignInSchema> & { code?: string; recoveryCode?: string },
    ip: string,
    userAgent?: string,
  ): Promise<IssuedSession> {
    const { limiter, config } = this.ctx;
    const pairKey = `signin:account-ip:${input.email}:${ip}`;
    const accountKey = `signin:account:${input.email}`;
    await limiter.hit(`signin:ip:${ip}`, config.AUTH_LIMIT_PER_IP);
    await limiter.check(pairKey, config.AUTH_LIMIT_PER_ACCOUNT);
    await limiter.check(accountKey, config.AUTH_LIMIT_PER_ACCOUNT_TOTAL);
    const user = await repo.findUserByEmail(this.ctx.db, input.email);
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    if (!user || !ok) {
      await limiter.hit(accountKey, config.AUTH_LIMIT_PER_ACCOUNT_TOTAL);
      await limiter.hit(pairKey, config.AUTH_LIMIT_PER_ACCOUNT);
      throw new AppError(400, 'invalid_credentials', MSG.invalidCredentials);
    }
    await limiter.reset(pairKey);
    // Told only to whoever knows the password: a suspended account cannot sign in.
    if (user.suspendedAt) throw new AppError(403, 'suspended', MSG.accountSuspended);
    if (await enabledAuthenticator(this.ctx.db, user.id)) {
      // Told only to whoever knows the password: the same request again, with a code, completes the sign-in.
      if (input.code === undefined && input.recoveryCode === undefined)
        throw new AppError(403, 'two_factor_required', 'Enter the code from your authenticator app.');
      await this.checkSecondFactor(user.id, input);
    }
    return this.completeSignIn(user.id, { ip, userAgent });
  }

  /**
   * A sign-in's second factor, after the right password: a code from the app or a recovery code, each usable once.
   * Wrong codes count per account against AUTH_LIMIT_PER_ACCOUNT, as wrong passwords do per (account, address).
   */
  private async checkSecondFactor(userId: string, input: { code?: string; recoveryCode?: string }): Promise<void> {
    const { limiter, config } = this.ctx;
    const accountKey = `signin:second-factor:${userId}`;
    await limiter.check(accountKey, config.AUTH_LIMIT_PER_ACCOUNT);
    const used = await this.ctx.db.transaction(async (tx) => {
      const kind = await useSecondFactor(tx, userId, input);
      if (kind === 'recovery')
        await recordAudit(tx, { actorId: userId, action: 'account.recovery_code_used', targetType: 'user', targetId: userId });
      return kind;
    });
    if (!used) {
      await limiter.hit(accountKey, config.AUTH_LIMIT_PER_ACCOUNT);
      throw new AppError(
        400,
        'invalid_code',
        input.recoveryCode !== undefined ? 'That recovery code is not valid.' : 'That code is not valid.',
      );
    }
    await limiter.reset(accountKey);
  }

  /** A sign-in that passed every check: a deletion the owner asked for is cancelled, then the session starts. */
  private async completeSignIn(userId: string, meta: ClientMeta): Promise<IssuedSession> {
    await cancelDeletionOnSignIn(this.ctx, userId);
    return this.issueSession(userId, undefined, meta);
  }

  /**
   * Rotates a refresh token. A token used twice means it was stolen: the whole family is revoked,
   * so both the thief and the user must sign in again — except within REUSE_WINDOW_MS of its rotation
   * (two tabs refreshing at once), when it answers with the same successor instead. A session never
   * outlives SESSION_MAX_DAYS after its password sign-in, whatever rotations happened.
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    const expired = () => unauthorized('Your session has expired. Please sign in again.');
    if (!refreshToken || refreshToken.length > 200) throw expired();
    const found = await repo.findRefreshToken(this.ctx.db, hashToken(refreshToken));
    if (!found) throw expired();
    const { token, sessionRevokedAt, sessionCreatedAt } = found;
    if (sessionRevokedAt || token.revokedAt) throw expired();
    if (this.sessionEndsAt(sessionCreatedAt).getTime() <= Date.now() || token.expiresAt.getTime() <= Date.now()) {
      await repo.revokeSession(this.ctx.db, token.family);
      this.ctx.sessions.forgetUser(token.userId);
      throw expired();
    }
    if (token.usedAt || !(await repo.claimRefreshToken(this.ctx.db, token.id))) {
      const again = await this.successorWithinWindow(refreshToken, token.id);
      if (again) return again;
      await repo.revokeSession(this.ctx.db, token.family);
      this.ctx.sessions.forgetUser(token.userId);
      throw unauthorized('This session was ended for your security. Please sign in again.');
    }
    return this.issueSession(token.userId, { family: token.family, sessionCreatedAt, refreshToken: this.successorOf(refreshToken) });
  }

  /** When the session began (its password sign-in) plus SESSION_MAX_DAYS. */
  private sessionEndsAt(sessionCreatedAt: Date): Date {
    return new Date(sessionCreatedAt.getTime() + this.ctx.config.SESSION_MAX_DAYS * 86_400_000);
  }

  /** The token a refresh token rotates into: derived with the server's secret, so a repeat within the window finds it again. */
  private successorOf(refreshToken: string): string {
    return this.ctx.tokens.mac('refresh-successor', refreshToken);
  }

  /**
   * A token used again within REUSE_WINDOW_MS of its rotation answers with its successor (the pair the
   * first use got, with a fresh access token), while that successor is itself unused and alive.
   * The first use may still be inserting the successor: it is looked for a few times.
   */
  private async successorWithinWindow(refreshToken: string, tokenId: string): Promise<IssuedSession | null> {
    const used = await repo.findRefreshTokenById(this.ctx.db, tokenId);
    if (!used?.usedAt || Date.now() - used.usedAt.getTime() > REUSE_WINDOW_MS) return null;
    const successor = this.successorOf(refreshToken);
    for (let attempt = 0; attempt < 10; attempt++) {
      const child = await repo.findRefreshToken(this.ctx.db, hashToken(successor));
      if (child) {
        if (child.token.usedAt || child.token.revokedAt || child.sessionRevokedAt || child.token.family !== used.family) return null;
        return this.sessionWith(child.token.userId, child.token.family, successor, child.token.expiresAt);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    return null;
  }

  /** Ends the current session, or with scope global every session of the user. */
  async logout(refreshToken: string | undefined, auth: { userId: string; sessionId: string } | null, scope: 'global' | 'local') {
    let userId = auth?.userId;
    let sessionId = auth?.sessionId;
    if (refreshToken && refreshToken.length <= 200) {
      const found = await repo.findRefreshToken(this.ctx.db, hashToken(refreshToken));
      if (found) {
        userId ??= found.token.userId;
        sessionId ??= found.token.family;
      }
    }
    if (!userId || !sessionId) return;
    if (scope === 'global') await repo.revokeAllSessions(this.ctx.db, userId);
    else await repo.revokeSession(this.ctx.db, sessionId);
    this.ctx.sessions.forgetUser(userId);
  }

  async currentUser(userId: string): Promise<SessionUser> {
    const account = await repo.findAccount(this.ctx.db, userId);
    if (!account) throw unauthorized();
    return presentSessionUser(account);
  }

  async verifyEmail(token: string): Promise<void> {
    const userId = await repo.consumeEmailToken(this.ctx.db, 'verify', hashToken(token));
    if (!userId) throw badRequest('This verification link is invalid or has expired.', 'token');
    await repo.confirmEmail(this.ctx.db, userId);
    await grantListedSuperAdmins(this.ctx.db, this.ctx.config.ADMIN_EMAILS, userId);
    this.ctx.sessions.forgetUser(userId);
  }

  /** Sends a fresh verification link to a signed-in user whose email is not confirmed yet. */
  async resendVerification(userId: string, ip: string): Promise<void> {
    await this.ctx.limiter.hit(`verify-resend:${userId}`, 5);
    await this.ctx.limiter.hit(`verify-resend:ip:${ip}`, this.ctx.config.AUTH_LIMIT_PER_IP);
    const account = await repo.findAccount(this.ctx.db, userId);
    if (!account) throw unauthorized();
    if (account.emailConfirmedAt) throw badRequest('Your email is already verified.');
    const token = randomToken();
    await this.ctx.db.transaction(async (tx) => {
      await repo.invalidateEmailTokens(tx, userId, 'verify');
      await repo.insertEmailToken(tx, userId, 'verify', hashToken(token), new Date(Date.now() + VERIFY_TTL_MS));
      await enqueueMail(tx, verificationMail(account.email, `${this.ctx.config.PUBLIC_URL}/auth/verify?token=${token}`));
    });
    this.ctx.mailQueued();
  }

  /**
   * The part of a reset request done before answering: the same for every email, known or not (the
   * limits). The lookup and the mail come after the answer (`sendPasswordReset`), so the time to answer
   * does not tell whether an account exists.
   */
  async throttlePasswordReset(email: string, ip: string): Promise<void> {
    await this.ctx.limiter.hit(`recover:ip:${ip}`, this.ctx.config.AUTH_LIMIT_PER_IP);
    await this.ctx.limiter.hit(`recover:account:${email}`, this.ctx.config.AUTH_LIMIT_PER_ACCOUNT);
  }

  /** Mails a reset link if the account exists (run after the answer was sent). */
  async sendPasswordReset(email: string): Promise<void> {
    const user = await repo.findUserByEmail(this.ctx.db, email);
    if (!user) return;
    const token = randomToken();
    await this.ctx.db.transaction(async (tx) => {
      await repo.invalidateEmailTokens(tx, user.id, 'reset');
      await repo.insertEmailToken(tx, user.id, 'reset', hashToken(token), new Date(Date.now() + RESET_TTL_MS));
      await enqueueMail(tx, passwordResetMail(user.email, `${this.ctx.config.PUBLIC_URL}/auth/reset?token=${token}`));
    });
    this.ctx.mailQueued();
  }

  /** Sets a new password with a mailed single-use token and ends every session of the account. */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = await this.ctx.db.transaction(async (tx) => {
      const userId = await repo.consumeEmailToken(tx, 'reset', hashToken(token));
      if (!userId) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.', 'token');
      await repo.updatePasswordHash(tx, userId, passwordHash);
      await repo.invalidateEmailTokens(tx, userId, 'reset');
      // Whoever could read the reset mail could read a verification mail too: the email is confirmed.
      await repo.confirmEmail(tx, userId);
      await grantListedSuperAdmins(tx, this.ctx.config.ADMIN_EMAILS, userId);
      await repo.revokeAllSessions(tx, userId);
      return userId;
    });
    this.ctx.sessions.forgetUser(userId);
  }

  /**
   * A new refresh token (random for a sign-in, the successor for a rotation) in the session's family, and
   * an access token. The refresh token never outlives the session's absolute end.
   */
  private async issueSession(
    userId: string,
    rotation?: { family: string; sessionCreatedAt: Date; refreshToken: string },
    meta?: ClientMeta,
  ): Promise<IssuedSession> {
    const { db, config } = this.ctx;
    const refreshToken = rotation?.refreshToken ?? randomToken();
    const sessionCreatedAt = rotation?.sessionCreatedAt ?? new Date();
    const refreshExpiresAt = new Date(
      Math.min(Date.now() + config.REFRESH_TOKEN_TTL_DAYS * 86_400_000, this.sessionEndsAt(sessionCreatedAt).getTime()),
    );
    const sessionId = rotation?.family ?? (await repo.insertSession(db, userId, meta)).id;
    if (rotation) await repo.touchSession(db, sessionId);
    await repo.insertRefreshToken(db, userId, sessionId, hashToken(refreshToken), refreshExpiresAt);
    return this.sessionWith(userId, sessionId, refreshToken, refreshExpiresAt);
  }

  private async sessionWith(userId: string, sessionId: string, refreshToken: string, refreshExpiresAt: Date): Promise<IssuedSession> {
    const { tokens } = this.ctx;
    const { token, expiresAt } = await tokens.sign({ sub: userId, sid: sessionId });
    const user = await this.currentUser(userId);
    return {
      session: { access_token: token, token_type: 'bearer', expires_in: tokens.ttlSeconds, expires_at: expiresAt, user },
      refreshToken,
      refreshExpiresAt,
    };
  }
}

function randomDigits(n: number): string {
  return String(Math.floor(Math.random() * 10 ** n)).padStart(n, '0');
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deriveFlags, type Role, type RoleFlags } from '#common/roles';
import { MSG } from '#common/messages';
import type { Db } from '#server/db/client';
import { pgBool } from '#server/db/pg-bool';
import { rolesOf } from '#server/db/roles-of';
import { AppError, unauthorized, forbidden } from '#server/errors';
import type { AccessTokens } from '#server/lib/tokens';
import { sessions, users } from '#server/db/schema';
import type { CachedSession, SessionCache } from './session-cache';

export interface AuthContext extends RoleFlags {
  userId: string;
  sessionId: string;
  roles: Role[];
  /** The account's email address is confirmed (needed to create content). */
  emailVerified: boolean;
  /** An admin without two-factor sign-in while REQUIRE_2FA_FOR_STAFF holds: admin routes answer 403 until they enrol. */
  mustEnrolTwoFactor?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * Reads `Authorization: Bearer`, checks the session is still alive (global sign-out and refresh-token
 * reuse revoke it at once, and it ends SESSION_MAX_DAYS after the password sign-in) and loads the roles
 * and whether the email is verified, in one query — prepared once, the request binding the session, the
 * user and the session lifetime — or from `cache`, which a change to any of these empties at once
 * (./session-cache.ts).
 */
export function registerAuth(
  app: FastifyInstance,
  db: Db,
  tokens: AccessTokens,
  cache: SessionCache,
  sessionMaxDays = 30,
  requireStaffTwoFactor = false,
) {
  app.decorateRequest('auth', null);
  // Drizzle leaves columns of a one-table select unqualified: the subqueries name the outer session explicitly.
  const sessionUser = sql.raw('"sessions"."user_id"');
  const sessionLookup = db
    .select({
      userId: sessions.userId,
      roles: rolesOf(sessionUser),
      emailVerified: sql<boolean | string | null>`(select u.email_confirmed_at is not null from ${users} u where u.id = ${sessionUser})`,
      twoFactor: sql<
        boolean | string | null
      >`exists (select 1 from user_two_factor tf where tf.user_id = ${sessionUser} and tf.enabled_at is not null)`,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('sub')),
        isNull(sessions.revokedAt),
        sql`${sessions.createdAt} > now() - make_interval(days => ${sql.placeholder('days')}::int)`,
      ),
    )
    .limit(1)
    .prepare('auth_session');
  // Before validation, so guards can answer 401/403 before a body is judged (a visitor gets 401, not 400).
  // A callback hook: a request without a token (every visitor's) passes without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return done();
    authenticate(request, header).then(() => done(), done);
  });
  async function authenticate(request: FastifyRequest, header: string) {
    const claims = tokens.verify(header.slice(7).trim());
    if (!claims) return;
    const session = cache.get(claims.sid, claims.sub) ?? (await lookUp(claims.sid, claims.sub));
    if (!session) return;
    const roles = session.roles as Role[];
    const flags = deriveFlags(roles);
    const mustEnrolTwoFactor = requireStaffTwoFactor && flags.isAdmin && !session.twoFactor;
    request.auth = {
      userId: session.userId,
      sessionId: claims.sid,
      roles,
      emailVerified: session.emailVerified,
      ...flags,
      mustEnrolTwoFactor,
    };
  }
  async function lookUp(sid: string, sub: string): Promise<CachedSession | undefined> {
    const begun = cache.begin();
    const [row] = await sessionLookup.execute({ sid, sub, days: sessionMaxDays });
    if (!row) return undefined;
    const session: CachedSession = {
      userId: row.userId,
      roles: Object.freeze(row.roles),
      emailVerified: pgBool(row.emailVerified),
      twoFactor: pgBool(row.twoFactor),
      endsAt: new Date(row.createdAt).getTime() + sessionMaxDays * 86_400_000,
    };
    cache.keep(sid, session, begun);
    return session;
  }
}

/** The auth context of a user's session while it is alive (not revoked, not past its maximum age), else null. */
export async function sessionAuth(db: Db, userId: string, sessionId: string, sessionMaxDays = 30): Promise<AuthContext | null> {
  const result = await db.execute(sql`
    select s.user_id, ${rolesOf(sql`s.user_id`)} as roles,
      (select u.email_confirmed_at is not null from users u where u.id = s.user_id) as email_verified
    from sessions s where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null
      and s.created_at > now() - make_interval(days => ${sessionMaxDays})`);
  const row = (result as unknown as { rows: { user_id: string; roles: Role[]; email_verified: boolean | string | null }[] }).rows[0];
  if (!row) return null;
  const emailVerified = pgBool(row.email_verified);
  return { userId: row.user_id, sessionId, roles: row.roles, emailVerified, ...deriveFlags(row.roles) };
}

/** The signed-in user, or 401 (with the spec's wording for the action when given). */
export function requireUser(request: FastifyRequest, message?: string): AuthContext {
  if (!request.auth) throw unauthorized(message);
  return request.auth;
}

/** Route hook: only admins get past validation (visitors 401, others 403). */
export async function adminOnly(request: FastifyRequest): Promise<void> {
  requireAdmin(request);
}

/** Route hook: only signed-in users get past validation (401). */
export async function signedInOnly(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** The signed-in admin (admin or super_admin), or 401/403. */
export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireUser(request);
  if (!auth.isAdmin) throw forbidden("Access denied: You don't have permission to access this page");
  if (auth.mustEnrolTwoFactor)
    throw new AppError(403, 'two_factor_enrolment_required', 'Turn on two-factor sign-in in Profile → Account to use the admin pages.');
  return auth;
}

/** The message of requireVerified (also used by modules that check `emailVerified` themselves). */
export const VERIFY_EMAIL_FIRST = MSG.verifyEmailFirst;

/** The signed-in user with a verified email (needed to create posts, comments, discussions, uploads), or 401/403. */
export function requireVerified(request: FastifyRequest, signedOutMessage?: string): AuthContext {
  if (!request.auth) throw unauthorized(signedOutMessage);
  if (!request.auth.emailVerified) throw new AppError(403, 'email_not_verified', MSG.verifyEmailFirst);
  return request.auth;
}

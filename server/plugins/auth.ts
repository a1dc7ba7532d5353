import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deriveFlags, type Role, type RoleFlags } from '#common/roles';
import { MSG } from '#common/messages';
import type { Db } from '#server/db/client';
import { AppError, unauthorized, forbidden } from '#server/errors';
import type { AccessTokens } from '#server/lib/tokens';

export interface AuthContext extends RoleFlags {
  userId: string;
  sessionId: string;
  roles: Role[];
  /** The account's email address is confirmed (needed to create content). */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * Reads `Authorization: Bearer`, checks the session is still alive (global sign-out and refresh-token
 * reuse revoke it at once, and it ends SESSION_MAX_DAYS after the password sign-in) and loads the roles
 * and whether the email is verified, in one query.
 */
export function registerAuth(app: FastifyInstance, db: Db, tokens: AccessTokens, sessionMaxDays = 30) {
  app.decorateRequest('auth', null);
  // Before validation, so guards can answer 401/403 before a body is judged (a visitor gets 401, not 400).
  app.addHook('preValidation', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await tokens.verify(header.slice(7).trim());
    if (!claims) return;
    const result = await db.execute(sql`
      select s.user_id, coalesce((select array_agg(role order by role) from user_roles r where r.user_id = s.user_id), '{}') as roles,
        (select u.email_confirmed_at is not null from users u where u.id = s.user_id) as email_verified
      from sessions s where s.id = ${claims.sid} and s.user_id = ${claims.sub} and s.revoked_at is null
        and s.created_at > now() - make_interval(days => ${sessionMaxDays})`);
    const row = (result as unknown as { rows: { user_id: string; roles: Role[] | string; email_verified: boolean | string | null }[] })
      .rows[0];
    if (!row) return;
    const roles = parsePgArray(row.roles) as Role[];
    const emailVerified = row.email_verified === true || row.email_verified === 't';
    request.auth = { userId: row.user_id, sessionId: claims.sid, roles, emailVerified, ...deriveFlags(roles) };
  });
}

/** node-postgres parses text[] into arrays; PGlite may too, but a raw '{a,b}' string is handled. */
function parsePgArray(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
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

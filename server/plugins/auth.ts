import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { deriveFlags, type Role, type RoleFlags } from '#common/roles';
import type { Db } from '#server/db/client';
import { unauthorized, forbidden } from '#server/errors';
import type { AccessTokens } from '#server/lib/tokens';

export interface AuthContext extends RoleFlags {
  userId: string;
  sessionId: string;
  roles: Role[];
  /** Whether the account's email address was confirmed (creating content needs it). */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * Reads `Authorization: Bearer`, checks the session is still alive (global sign-out and refresh-token
 * reuse revoke it at once) and loads the roles, in one query.
 */
export function registerAuth(app: FastifyInstance, db: Db, tokens: AccessTokens) {
  app.decorateRequest('auth', null);
  // Before validation, so guards can answer 401/403 before a body is judged (a visitor gets 401, not 400).
  app.addHook('preValidation', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const claims = await tokens.verify(header.slice(7).trim());
    if (!claims) return;
    const result = await db.execute(sql`
      select s.user_id, coalesce((select array_agg(role order by role) from user_roles r where r.user_id = s.user_id), '{}') as roles,
        (u.email_confirmed_at is not null) as email_verified
      from sessions s join users u on u.id = s.user_id where s.id = ${claims.sid} and s.user_id = ${claims.sub} and s.revoked_at is null`);
    const row = (result as unknown as { rows: { user_id: string; roles: Role[] | string; email_verified: boolean }[] }).rows[0];
    if (!row) return;
    const roles = parsePgArray(row.roles) as Role[];
    request.auth = { userId: row.user_id, sessionId: claims.sid, roles, emailVerified: row.email_verified === true, ...deriveFlags(roles) };
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

export const VERIFY_EMAIL_FIRST = 'Please verify your email address first.';

/** The signed-in user whose email is verified: 401 when signed out, 403 when the email is unconfirmed. */
export function requireVerified(request: FastifyRequest, signInMessage?: string): AuthContext {
  if (!request.auth) throw unauthorized(signInMessage);
  if (!request.auth.emailVerified) throw forbidden(VERIFY_EMAIL_FIRST);
  return request.auth;
}

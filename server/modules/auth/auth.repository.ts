import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { emailTokens, profiles, refreshTokens, sessions, userRoles, users } from '#server/db/schema';
import type { Role } from '#common/roles';

export { DEFAULT_SETTINGS } from '#common/schemas/profile';

export async function findUserByEmail(ex: Executor, email: string) {
  const [row] = await ex
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function insertUser(ex: Executor, email: string, passwordHash: string) {
  const [row] = await ex.insert(users).values({ email, passwordHash }).returning();
  return row;
}

/** Inserts a profile under the first free username of the candidates; returns it, or undefined if all were taken. */
export async function insertProfileWithUsername(
  ex: Executor,
  values: Omit<typeof profiles.$inferInsert, 'username'>,
  candidates: string[],
) {
  for (const username of candidates) {
    const [row] = await ex
      .insert(profiles)
      .values({ ...values, username })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  return undefined;
}

export async function insertRole(ex: Executor, userId: string, role: Role) {
  await ex.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function findAccount(ex: Executor, userId: string) {
  const [row] = await ex
    .select({
      id: users.id,
      email: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
      createdAt: users.createdAt,
      username: profiles.username,
      approved: profiles.approved,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const roles = await ex.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(userRoles.role);
  return { ...row, roles: roles.map((r) => r.role) };
}

export async function insertSession(ex: Executor, userId: string, meta?: { ip: string; userAgent?: string }) {
  const [row] = await ex
    .insert(sessions)
    .values({ userId, ip: meta?.ip.slice(0, 100) ?? null, userAgent: meta?.userAgent?.slice(0, 500) ?? null, lastUsedAt: new Date() })
    .returning();
  return row;
}

/** Marks a session used now (a refresh): the member's list of sessions shows it. */
export async function touchSession(ex: Executor, sessionId: string) {
  await ex.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function insertRefreshToken(ex: Executor, userId: string, family: string, tokenHash: string, expiresAt: Date) {
  await ex.insert(refreshTokens).values({ userId, family, tokenHash, expiresAt });
}

export async function findRefreshToken(ex: Executor, tokenHash: string) {
  const [row] = await ex
    .select({ token: refreshTokens, sessionRevokedAt: sessions.revokedAt, sessionCreatedAt: sessions.createdAt })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.family))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findRefreshTokenById(ex: Executor, id: string) {
  const [row] = await ex.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row;
}

/** Marks a refresh token used, only if nobody used it first; true when this caller won. */
export async function claimRefreshToken(ex: Executor, id: string): Promise<boolean> {
  const rows = await ex
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/** Revokes one session (a refresh-token family) and its tokens. */
export async function revokeSession(ex: Executor, sessionId: string) {
  const now = new Date();
  await ex
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await ex
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.family, sessionId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every session of a user (global sign-out, password reset). */
export async function revokeAllSessions(ex: Executor, userId: string) {
  const now = new Date();
  await ex
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await ex
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function insertEmailToken(ex: Executor, userId: string, purpose: 'verify' | 'reset', tokenHash: string, expiresAt: Date) {
  await ex.insert(emailTokens).values({ userId, purpose, tokenHash, expiresAt });
}

/** Uses a mailed token once: returns its user id if it was valid, unused and unexpired. */
export async function consumeEmailToken(ex: Executor, purpose: 'verify' | 'reset', tokenHash: string) {
  const [row] = await ex
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

export async function invalidateEmailTokens(ex: Executor, userId: string, purpose: 'verify' | 'reset') {
  await ex
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

export async function confirmEmail(ex: Executor, userId: string) {
  await ex
    .update(users)
    .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
    .where(eq(users.id, userId));
}

export async function updatePasswordHash(ex: Executor, userId: string, passwordHash: string) {
  await ex.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

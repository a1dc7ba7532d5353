import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client';
import { auditLog, profiles, userRoles, users } from '#server/db/schema';
import { exactTime, olderThan } from '#server/lib/cursor';
import type { AssignableRole, Role } from '#common/roles';
import { likePattern } from '#server/lib/like-pattern';
import { rolesOf } from '#server/db/roles-of';

/** Newest accounts first by keyset on (created_at, id); `q` matches email or username. */
export function listUsers(ex: Executor, opts: { q?: string; limit: number; after?: { t: string; id: string } }) {
  return ex
    .select({
      id: users.id,
      email: users.email,
      username: profiles.username,
      emailConfirmedAt: users.emailConfirmedAt,
      suspendedAt: users.suspendedAt,
      createdAt: users.createdAt,
      roles: rolesOf(users.id),
      t: exactTime(users.createdAt),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        opts.q
          ? sql`(lower(${users.email}) like lower(${likePattern(opts.q)}) or lower(${profiles.username}) like lower(${likePattern(opts.q)}))`
          : undefined,
        olderThan(users.createdAt, users.id, opts.after),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(opts.limit + 1);
}
export type UserRow = Awaited<ReturnType<typeof listUsers>>[number];

export async function findUser(ex: Executor, id: string, lock = false) {
  const q = ex
    .select({
      id: users.id,
      email: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
      suspendedAt: users.suspendedAt,
      createdAt: users.createdAt,
      username: profiles.username,
      roles: rolesOf(users.id),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id));
  const [row] = lock ? await q.for('update', { of: users }) : await q;
  return row;
}

export async function addRole(ex: Executor, userId: string, role: Role): Promise<boolean> {
  const rows = await ex.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning({ r: userRoles.role });
  return rows.length > 0;
}

export async function removeRole(ex: Executor, userId: string, role: AssignableRole): Promise<boolean> {
  const rows = await ex
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ r: userRoles.role });
  return rows.length > 0;
}

export async function rolesOfUser(ex: Executor, userId: string): Promise<Role[]> {
  const rows = await ex.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(userRoles.role);
  return rows.map((r) => r.role);
}

export async function setSuspended(ex: Executor, userId: string, suspended: boolean) {
  await ex
    .update(users)
    .set({ suspendedAt: suspended ? new Date() : null })
    .where(eq(users.id, userId));
}

export interface AuditInput {
  actorId: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  targetLabel?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * An edit's audit details: `{ field: { from, to } }` for each field that really changed (lists and dates by
 * value). Fields named in `summarised` are long texts: the log says 'edited' rather than copying them.
 */
export function changeDetails(before: object, changes: object, summarised: readonly string[] = []): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const [k, to] of Object.entries(changes)) {
    const from = (before as Record<string, unknown>)[k];
    if (JSON.stringify(from) !== JSON.stringify(to)) details[k] = summarised.includes(k) ? 'edited' : { from, to };
  }
  return details;
}

export async function recordAudit(ex: Executor, entry: AuditInput) {
  await ex
    .insert(auditLog)
    .values({ ...entry, targetId: entry.targetId ?? null, targetLabel: entry.targetLabel ?? null, details: entry.details ?? null });
}

const auditActor = alias(profiles, 'audit_actor');

export function listAudit(ex: Executor, opts: { limit: number; after?: { t: string; id: string } }) {
  return ex
    .select({ entry: auditLog, actorUsername: auditActor.username, t: exactTime(auditLog.createdAt) })
    .from(auditLog)
    .leftJoin(auditActor, eq(auditActor.id, auditLog.actorId))
    .where(olderThan(auditLog.createdAt, auditLog.id, opts.after))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(opts.limit + 1);
}
export type AuditRow = Awaited<ReturnType<typeof listAudit>>[number];

const pendingBrand = and(eq(profiles.approved, false), sql`${profiles.brandName} is not null`, isNull(profiles.brandRejectedAt));

/** Unapproved brand applications, oldest first (first come, first served), by keyset on (created_at, id). */
export function listBrandApplications(ex: Executor, opts: { limit: number; after?: { t: string; id: string } }) {
  return ex
    .select({ profile: profiles, email: users.email, t: exactTime(profiles.createdAt) })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        pendingBrand,
        opts.after ? sql`(${profiles.createdAt}, ${profiles.id}) > (${opts.after.t}::timestamptz, ${opts.after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(profiles.createdAt, profiles.id)
    .limit(opts.limit + 1);
}
export type BrandApplicationRow = Awaited<ReturnType<typeof listBrandApplications>>[number];

/** A pending application, locked for the decision (two admins deciding at once: the second finds none). */
export async function lockPendingApplication(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ profile: profiles, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(and(eq(profiles.id, userId), pendingBrand))
    .for('update', { of: profiles });
  return row;
}

export async function approveBrand(ex: Executor, userId: string) {
  await ex.update(profiles).set({ approved: true, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

export async function rejectBrand(ex: Executor, userId: string, reason: string) {
  await ex
    .update(profiles)
    .set({ brandRejectedAt: new Date(), brandRejectionReason: reason, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

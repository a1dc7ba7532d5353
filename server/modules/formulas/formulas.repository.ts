import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { formulaGenerations, profiles, savedFormulas } from '#server/db/schema';
import { exactTime, olderThan } from '#server/lib/cursor';
import { authorVisibleTo } from '#server/lib/visibility';

/** Serialises quota checks for one key until the transaction ends, so concurrent requests cannot overshoot. */
export async function lockQuota(tx: Executor, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function countForUser(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(formulaGenerations)
    .where(eq(formulaGenerations.userId, userId));
  return row?.n ?? 0;
}

/**
 * A visitor's counts: what their cookie made (ever), and what their IP made in the last day. The
 * cookie carries the quota; the IP count is only a ceiling against clearing cookies.
 */
export async function countForVisitor(ex: Executor, visitorId: string, ip: string): Promise<{ byCookie: number; byIp: number }> {
  const [row] = await ex
    .select({
      byCookie: sql<number>`count(*) filter (where ${formulaGenerations.visitorId} = ${visitorId})::int`,
      byIp: sql<number>`count(*) filter (where ${formulaGenerations.ip} = ${ip} and ${formulaGenerations.createdAt} > now() - interval '1 day')::int`,
    })
    .from(formulaGenerations)
    .where(
      and(
        isNull(formulaGenerations.userId),
        or(
          eq(formulaGenerations.visitorId, visitorId),
          and(eq(formulaGenerations.ip, ip), gt(formulaGenerations.createdAt, sql`now() - interval '1 day'`)),
        ),
      ),
    );
  return { byCookie: row?.byCookie ?? 0, byIp: row?.byIp ?? 0 };
}

export async function recordGeneration(ex: Executor, values: { userId: string | null; visitorId: string | null; ip: string }) {
  await ex.insert(formulaGenerations).values(values);
}

export type SavedFormulaRow = typeof savedFormulas.$inferSelect;

export async function insertSaved(ex: Executor, values: typeof savedFormulas.$inferInsert) {
  const [row] = await ex.insert(savedFormulas).values(values).returning();
  return row;
}

export async function findSaved(ex: Executor, userId: string, id: string) {
  const [row] = await ex
    .select()
    .from(savedFormulas)
    .where(and(eq(savedFormulas.id, id), eq(savedFormulas.userId, userId)))
    .limit(1);
  return row;
}

export function listSaved(ex: Executor, userId: string, limit: number, after?: { t: string; id: string }) {
  return ex
    .select({ row: savedFormulas, t: exactTime(savedFormulas.createdAt) })
    .from(savedFormulas)
    .where(and(eq(savedFormulas.userId, userId), olderThan(savedFormulas.createdAt, savedFormulas.id, after)))
    .orderBy(desc(savedFormulas.createdAt), desc(savedFormulas.id))
    .limit(limit + 1);
}

export async function setShared(ex: Executor, userId: string, id: string, shared: boolean) {
  const [row] = await ex
    .update(savedFormulas)
    .set({ shared })
    .where(and(eq(savedFormulas.id, id), eq(savedFormulas.userId, userId)))
    .returning({ id: savedFormulas.id, shared: savedFormulas.shared });
  return row;
}

/** A formula the member may order as a bottle: their own, or one its author shared and the member may see (the one visibility rule). */
export async function findOrderable(ex: Executor, viewer: { userId: string; isAdmin: boolean }, id: string) {
  const [row] = await ex
    .select()
    .from(savedFormulas)
    .where(
      and(
        eq(savedFormulas.id, id),
        or(eq(savedFormulas.userId, viewer.userId), and(eq(savedFormulas.shared, true), authorVisibleTo(viewer, savedFormulas.userId))),
      ),
    )
    .limit(1);
  return row;
}

/** The name a member makes under, for certificates: their brand, or else their username. */
export async function findMakerName(ex: Executor, userId: string): Promise<string | undefined> {
  const [row] = await ex
    .select({ brandName: profiles.brandName, username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row ? row.brandName?.trim() || row.username : undefined;
}

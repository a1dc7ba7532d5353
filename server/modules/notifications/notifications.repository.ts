import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { inbox, profiles, userRoles } from '#server/db/schema';
import { exactTime, olderThan } from '#server/lib/cursor';

export type InboxRow = typeof inbox.$inferSelect;
export type NewInboxRow = typeof inbox.$inferInsert;

/** One newest-first page of a user's inbox (`limit + 1` rows, each with its exact time for the cursor). */
export function listInbox(ex: Executor, userId: string, limit: number, after: { t: string; id: string } | undefined) {
  return ex
    .select({ row: inbox, t: exactTime(inbox.createdAt) })
    .from(inbox)
    .where(and(eq(inbox.userId, userId), olderThan(inbox.createdAt, inbox.id, after)))
    .orderBy(desc(inbox.createdAt), desc(inbox.id))
    .limit(limit + 1);
}

/** The brand application of this user (their brand name and whether it is approved), if they applied. */
export async function findBrandApplication(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ approved: profiles.approved, brandName: profiles.brandName })
    .from(profiles)
    .where(and(eq(profiles.id, userId), sql`${profiles.brandName} is not null`));
  return row;
}

/** True when a notification of this type about this user was already sent. */
export async function hasNoticeAbout(ex: Executor, type: string, userId: string): Promise<boolean> {
  const rows = await ex
    .select({ id: inbox.id })
    .from(inbox)
    .where(and(eq(inbox.type, type), sql`${inbox.data}->>'user_id' = ${userId}`))
    .limit(1);
  return rows.length > 0;
}

/** The ids of every admin and super admin. */
export async function listAdminIds(ex: Executor): Promise<string[]> {
  const rows = await ex
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.role, ['admin', 'super_admin']));
  return rows.map((r) => r.userId);
}

export async function insertInboxItems(ex: Executor, rows: NewInboxRow[]): Promise<void> {
  await ex.insert(inbox).values(rows);
}

/** Inserts notifications, skipping any whose user and event already have one (the inbox's unique event index). */
export async function insertInboxItemsOnce(ex: Executor, rows: NewInboxRow[]): Promise<number> {
  const added = await ex.insert(inbox).values(rows).onConflictDoNothing().returning({ id: inbox.id });
  return added.length;
}

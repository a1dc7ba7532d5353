import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client';
import { inbox, profiles, userRoles } from '#server/db/schema';
import { exactTime, olderThan } from '#server/lib/cursor';
import type { NotificationFilter } from '#common/schemas/notifications';
import { DEFAULT_SETTINGS } from '#common/schemas/profile';

export type InboxInsert = typeof inbox.$inferInsert;

const actor = alias(profiles, 'actor');

/** Inserts a notification; with a group key, an unread row of the same group absorbs it (distinct actors counted). */
export async function insertOrGroup(ex: Executor, row: InboxInsert & { groupKey: string | null }): Promise<boolean> {
  if (!row.groupKey) {
    // A row whose event was already notified (unique per user and event) is skipped.
    const added = await ex.insert(inbox).values(row).onConflictDoNothing().returning({ id: inbox.id });
    return added.length > 0;
  }
  const actorId = row.actorId ?? null;
  await ex.execute(sql`
    insert into ${inbox} (user_id, type, title, message, priority, data, actor_id, subject_type, subject_id, link, group_key)
    values (${row.userId}, ${row.type}, ${row.title}, ${row.message}, ${row.priority ?? 'medium'},
            ${JSON.stringify({ ...(row.data ?? {}), actors: actorId ? [actorId] : [] })}::jsonb,
            ${actorId}, ${row.subjectType ?? null}, ${row.subjectId ?? null}, ${row.link ?? null}, ${row.groupKey})
    on conflict (user_id, group_key) where read = false and group_key is not null do update set
      actor_count = case when ${inbox}.data->'actors' ? coalesce(excluded.actor_id::text, '') then ${inbox}.actor_count
                         else ${inbox}.actor_count + 1 end,
      data = case when ${inbox}.data->'actors' ? coalesce(excluded.actor_id::text, '') then ${inbox}.data
                  else jsonb_set(${inbox}.data, '{actors}', (${inbox}.data->'actors') || to_jsonb(excluded.actor_id::text)) end,
      actor_id = excluded.actor_id, title = excluded.title, message = excluded.message, link = excluded.link, created_at = now()`);
  return true;
}

/** Whether the member wants activity notifications (settings → activity updates; on by default). */
export async function wantsActivity(ex: Executor, userId: string): Promise<boolean> {
  const [row] = await ex
    .select({ on: sql<boolean>`coalesce((${profiles.settings}->'notifications'->>'activityUpdates')::boolean, true)` })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.on ?? false;
}

export async function adminIds(ex: Executor): Promise<string[]> {
  const rows = await ex
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.role, ['admin', 'super_admin']));
  return rows.map((r) => r.userId);
}

function filterOf(filter: NotificationFilter): SQL | undefined {
  if (filter === 'unread') return eq(inbox.read, false);
  if (filter === 'read') return eq(inbox.read, true);
  return undefined;
}

/** Newest first by keyset on (created_at, id), served by the (user_id, created_at, id) indexes. */
export function list(
  ex: Executor,
  userId: string,
  opts: { filter: NotificationFilter; q?: string; limit: number; after?: { t: string; id: string } },
) {
  const q = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return ex
    .select({
      row: inbox,
      actorUsername: actor.username,
      actorAvatar: sql<string | null>`coalesce(${actor.avatarThumbUrl}, ${actor.avatarUrl})`,
      t: exactTime(inbox.createdAt),
    })
    .from(inbox)
    .leftJoin(actor, eq(actor.id, inbox.actorId))
    .where(
      and(
        eq(inbox.userId, userId),
        filterOf(opts.filter),
        q ? sql`(${inbox.title} ilike ${q} or ${inbox.message} ilike ${q})` : undefined,
        olderThan(inbox.createdAt, inbox.id, opts.after),
      ),
    )
    .orderBy(desc(inbox.createdAt), desc(inbox.id))
    .limit(opts.limit + 1);
}
export type ListedRow = Awaited<ReturnType<typeof list>>[number];

export async function unreadCount(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(inbox)
    .where(and(eq(inbox.userId, userId), eq(inbox.read, false)));
  return row.n;
}

export async function markRead(ex: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await ex
    .update(inbox)
    .set({ read: true })
    .where(and(eq(inbox.id, id), eq(inbox.userId, userId)))
    .returning({ id: inbox.id });
  return rows.length > 0;
}

export async function markAllRead(ex: Executor, userId: string): Promise<number> {
  const rows = await ex
    .update(inbox)
    .set({ read: true })
    .where(and(eq(inbox.userId, userId), eq(inbox.read, false)))
    .returning({ id: inbox.id });
  return rows.length;
}

export async function findOwn(ex: Executor, userId: string, id: string) {
  const [row] = await ex
    .select()
    .from(inbox)
    .where(and(eq(inbox.id, id), eq(inbox.userId, userId)))
    .for('update');
  return row;
}

export async function setReply(ex: Executor, id: string, message: string) {
  await ex.update(inbox).set({ replyMessage: message, read: true }).where(eq(inbox.id, id));
}

/** The brand application of this user (their brand name and whether it is approved), if they applied. */
export async function findBrandApplication(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ approved: profiles.approved, brandName: profiles.brandName })
    .from(profiles)
    .where(and(eq(profiles.id, userId), sql`${profiles.brandName} is not null`));
  return row;
}

/** Whether a brand applicant's application was already announced to the admins (idempotent retries). */
export async function brandSignupAnnounced(ex: Executor, applicantId: string): Promise<boolean> {
  const rows = await ex
    .select({ id: inbox.id })
    .from(inbox)
    .where(and(eq(inbox.type, 'new_brand_signup'), sql`${inbox.data}->>'user_id' = ${applicantId}`))
    .limit(1);
  return rows.length > 0;
}

export async function usernameOf(ex: Executor, userId: string): Promise<string | undefined> {
  const [row] = await ex.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
  return row?.username;
}

/** Turns one notification setting off (settings are created with defaults when missing). */
export async function turnOffSetting(ex: Executor, userId: string, key: 'email' | 'marketing' | 'activityUpdates'): Promise<boolean> {
  const rows = await ex
    .update(profiles)
    .set({
      settings: sql`jsonb_set(coalesce(${profiles.settings}, ${JSON.stringify(DEFAULT_SETTINGS)}::jsonb), ${`{notifications,${key}}`}::text[], 'false'::jsonb)`,
    })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

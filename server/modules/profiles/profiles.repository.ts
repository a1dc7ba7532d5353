import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { exactTime, olderThan } from '#server/lib/cursor';
import { postFields } from '#server/modules/posts/posts.repository';
import type { Executor } from '#server/db/client';
import { prepared } from '#server/db/prepared';
import { formulaGenerations, posts, profiles, userFollows, userRoles, users } from '#server/db/schema';
import type { Role } from '#common/roles';

export type ProfileRow = typeof profiles.$inferSelect;

/** Prepared (server/db/prepared.ts): every profile page and author check asks. */
export async function findProfileById(ex: Executor, id: string) {
  const statement = prepared(ex, 'profile_by_id', () =>
    ex
      .select()
      .from(profiles)
      .where(eq(profiles.id, sql.placeholder('id')))
      .limit(1),
  );
  const [row] = await statement.execute({ id });
  return row;
}

/** Case-insensitive, through the lower(username) index. Prepared. */
export async function findProfileByUsername(ex: Executor, username: string) {
  const statement = prepared(ex, 'profile_by_username', () =>
    ex
      .select()
      .from(profiles)
      .where(sql`lower(${profiles.username}) = ${sql.placeholder('username')}`)
      .limit(1),
  );
  const [row] = await statement.execute({ username: username.toLowerCase() });
  return row;
}

export async function findUser(ex: Executor, id: string) {
  const [row] = await ex
    .select({ id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function rolesOf(ex: Executor, userId: string): Promise<Role[]> {
  const rows = await ex.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(userRoles.role);
  return rows.map((r) => r.role);
}

/** Posts and Spritz (likes across the user's posts), from the author index. */
export async function postStats(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ posts: sql<number>`count(*)::int`, spritz: sql<number>`coalesce(sum(${posts.likesCount}), 0)::int` })
    .from(posts)
    .where(eq(posts.authorId, userId));
  return { postsCount: row?.posts ?? 0, spritzCount: row?.spritz ?? 0 };
}

export async function countGenerations(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(formulaGenerations)
    .where(eq(formulaGenerations.userId, userId));
  return row?.n ?? 0;
}

export async function insertProfile(ex: Executor, values: typeof profiles.$inferInsert) {
  const [row] = await ex.insert(profiles).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateProfile(ex: Executor, id: string, values: Partial<typeof profiles.$inferInsert>) {
  const [row] = await ex
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return row;
}

export async function isFollowing(ex: Executor, followerId: string, followingId: string): Promise<boolean> {
  const rows = await ex
    .select({ f: userFollows.followerId })
    .from(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)))
    .limit(1);
  return rows.length > 0;
}

/** Adds the follow row and both counters in the caller's transaction; false when it already existed. */
export async function insertFollow(tx: Executor, followerId: string, followingId: string): Promise<boolean> {
  const added = await tx
    .insert(userFollows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ f: userFollows.followerId });
  if (!added.length) return false;
  await tx
    .update(profiles)
    .set({ followersCount: sql`${profiles.followersCount} + 1` })
    .where(eq(profiles.id, followingId));
  await tx
    .update(profiles)
    .set({ followingCount: sql`${profiles.followingCount} + 1` })
    .where(eq(profiles.id, followerId));
  return true;
}

/** Removes the follow row and both counters in the caller's transaction; false when there was none. */
export async function deleteFollow(tx: Executor, followerId: string, followingId: string): Promise<boolean> {
  const removed = await tx
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followingId, followingId)))
    .returning({ f: userFollows.followerId });
  if (!removed.length) return false;
  await tx
    .update(profiles)
    .set({ followersCount: sql`greatest(${profiles.followersCount} - 1, 0)` })
    .where(eq(profiles.id, followingId));
  await tx
    .update(profiles)
    .set({ followingCount: sql`greatest(${profiles.followingCount} - 1, 0)` })
    .where(eq(profiles.id, followerId));
  return true;
}

/** A page of a user's posts, newest first, by keyset on (created_at, id). */
export function listPostsByAuthor(ex: Executor, authorId: string, limit: number, after?: { t: string; id: string }) {
  return ex
    .select({ post: postFields, t: exactTime(posts.createdAt) })
    .from(posts)
    .where(and(eq(posts.authorId, authorId), isNull(posts.hiddenAt), olderThan(posts.createdAt, posts.id, after)))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit + 1);
}

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { exactTime, olderThan } from '#server/lib/cursor';
import { postFields } from '#server/modules/posts/posts.repository';
import type { Executor } from '#server/db/client';
import { opaquePlaceholder, prepared } from '#server/db/prepared';
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

/** The account behind one's own profile. Prepared: the own profile page asks. */
export async function findUser(ex: Executor, id: string) {
  const statement = prepared(ex, 'profile_user', () =>
    ex
      .select({ id: users.id, email: users.email, emailConfirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1),
  );
  const [row] = await statement.execute({ id });
  return row;
}

/** A user's roles, in order. Prepared: every profile page asks. */
export async function rolesOf(ex: Executor, userId: string): Promise<Role[]> {
  const statement = prepared(ex, 'profile_roles', () =>
    ex
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, sql.placeholder('user')))
      .orderBy(userRoles.role),
  );
  const rows = await statement.execute({ user: userId });
  return rows.map((r) => r.role);
}

/**
 * Posts and Spritz (likes across the user's posts), from the author index: the posts the profile lists, so not
 * those a moderator hid (in no list; only their author and moderators can still open them). Prepared: every
 * profile page asks.
 */
export async function postStats(ex: Executor, userId: string) {
  const statement = prepared(ex, 'profile_post_stats', () =>
    ex
      .select({ posts: sql<number>`count(*)::int`, spritz: sql<number>`coalesce(sum(${posts.likesCount}), 0)::int` })
      .from(posts)
      .where(and(eq(posts.authorId, opaquePlaceholder('user', 'uuid')), isNull(posts.hiddenAt))),
  );
  const [row] = await statement.execute({ user: userId });
  return { postsCount: row?.posts ?? 0, spritzCount: row?.spritz ?? 0 };
}

/** Formulas generated so far (the own profile's usage). Prepared: the own profile page asks. */
export async function countGenerations(ex: Executor, userId: string): Promise<number> {
  const statement = prepared(ex, 'profile_generations', () =>
    ex
      .select({ n: sql<number>`count(*)::int` })
      .from(formulaGenerations)
      .where(eq(formulaGenerations.userId, sql.placeholder('user'))),
  );
  const [row] = await statement.execute({ user: userId });
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

/** Whether `followerId` follows `followingId`. Prepared: a member's every profile page asks. */
export async function isFollowing(ex: Executor, followerId: string, followingId: string): Promise<boolean> {
  const statement = prepared(ex, 'profile_is_following', () =>
    ex
      .select({ f: userFollows.followerId })
      .from(userFollows)
      .where(and(eq(userFollows.followerId, sql.placeholder('follower')), eq(userFollows.followingId, sql.placeholder('following'))))
      .limit(1),
  );
  const rows = await statement.execute({ follower: followerId, following: followingId });
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

/**
 * A page of a user's posts, newest first, by keyset on (created_at, id): a walk of the author index. Prepared, the
 * page size bound (`limit`), unlike the feed's: the plan PostgreSQL keeps then walks the index and stops whoever the
 * author; with the size in the text, or the author opaque, it kept the plan it costs for an author of the average
 * few posts, which reads all of a prolific author's posts and sorts them (server/db/prepared.pg.test.ts).
 */
export function listPostsByAuthor(ex: Executor, authorId: string, limit: number, after?: { t: string; id: string }) {
  const statement = prepared(ex, `profile_posts_${after ? 'after' : 'first'}`, () =>
    ex
      .select({ post: postFields, t: exactTime(posts.createdAt) })
      .from(posts)
      .where(
        and(
          eq(posts.authorId, sql.placeholder('author')),
          isNull(posts.hiddenAt),
          olderThan(posts.createdAt, posts.id, after ? { t: sql.placeholder('t'), id: sql.placeholder('id') } : undefined),
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(sql.placeholder('limit')),
  );
  return statement.execute({ author: authorId, limit: limit + 1, t: after?.t, id: after?.id });
}

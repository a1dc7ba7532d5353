import { and, desc, eq, getTableColumns, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { exactTime, olderThan } from '#server/lib/cursor';
import { postFields } from '#server/modules/posts/posts.repository';
import type { Executor } from '#server/db/client';
import { prepared } from '#server/db/prepared';
import { pgBool } from '#server/db/pg-bool';
import { rowExists } from '#server/db/row-exists';
import { isUuid } from '#server/lib/ids';
import { profileRowVisibleTo, VIEWER_ID } from '#server/lib/visibility';
import { authorStats, formulaGenerations, posts, profiles, userFollows, userRoles, users } from '#server/db/schema';
import type { Role } from '#common/roles';

export type ProfileRow = typeof profiles.$inferSelect;

/** Prepared (server/db/prepared.ts): the profile editor and the follow actions ask. */
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

/** A user's roles, in order, as a JSON array: a scalar subquery on the user's id. */
const rolesJson = (userId: SQL | AnyColumn) =>
  sql<Role[]>`(select coalesce(json_agg(${userRoles.role} order by ${userRoles.role}), '[]') from ${userRoles}
    where ${userRoles.userId} = ${userId})`;

/**
 * An author's Posts and Spritz (likes across the posts) as a JSON object: a scalar subquery summing the shards the
 * posts' trigger keeps (authorStats, at most eight rows), no row being none.
 */
const postStatsJson = (authorId: SQL | AnyColumn) =>
  sql<{ posts: number; spritz: number }>`(select json_build_object('posts', coalesce(sum(${authorStats.posts}), 0),
    'spritz', coalesce(sum(${authorStats.spritz}), 0)) from ${authorStats} where ${authorStats.authorId} = ${authorId})`;

/** The viewer of a profile read: nobody signed in, a member (bound as VIEWER_ID), or an admin (sees every profile). */
export type ProfileViewer = { userId: string; isAdmin: boolean } | null;

/**
 * A profile by id (a uuid) or username, with what its pages need to know about the viewer, in one prepared
 * statement: whether the viewer may see its owner's content (the one visibility rule, `profileRowVisibleTo`; the
 * owner and admins always) and whether the viewer follows its owner; with `details`, and only when visible, its
 * roles in order and its Posts and Spritz counts. The counts are of the posts the profile lists, so not those a
 * moderator hid (in no list; only their author and moderators can still open them), kept by a trigger on posts
 * (authorStats, docs/decisions/0016-profile-counts-kept-by-a-trigger.md).
 *
 * One statement instead of five (the profile, the visibility check, the follow, the roles, the counts): each
 * statement is a round trip, a bind and a result for the app, and an execution for the database
 * (docs/benchmarks/api.md, thirteenth session). The profile row is read first in a subquery (its LIMIT keeps
 * PostgreSQL from merging it into the outer query, so the visibility rule is evaluated once), and the roles and
 * counts are scalar subqueries on its id that a CASE runs only when the viewer may see them.
 */
export async function profileView(ex: Executor, key: string, viewer: ProfileViewer, details: boolean) {
  const by = isUuid(key) ? 'id' : 'username';
  const kind = viewer?.isAdmin ? 'admin' : viewer ? 'member' : 'visitor';
  const statement = prepared(ex, `profile_view_${by}_${kind}${details ? '_details' : ''}`, () => {
    const member = viewer && { userId: VIEWER_ID, isAdmin: viewer.isAdmin };
    const own = member ? sql`${profiles.id} = ${member.userId} or ` : sql``;
    const p = ex
      .select({
        ...getTableColumns(profiles),
        visible: sql<boolean>`(${own}${profileRowVisibleTo(member, sql`${profiles}`)})`.as('visible'),
      })
      .from(profiles)
      .where(by === 'id' ? eq(profiles.id, sql.placeholder('key')) : sql`lower(${profiles.username}) = ${sql.placeholder('key')}`)
      .limit(1)
      .as('p');
    const onlyVisible = <T>(value: SQL<T>) => (details ? sql<T | null>`case when ${p.visible} then ${value} end` : sql<null>`null`);
    return ex
      .select({
        profile: Object.fromEntries(Object.keys(getTableColumns(profiles)).map((k) => [k, p[k as keyof ProfileRow]])) as {
          [K in keyof ProfileRow]: (typeof p)[K];
        },
        visible: p.visible,
        following: member
          ? rowExists(userFollows, sql`${userFollows.followerId} = ${member.userId} and ${userFollows.followingId} = ${p.id}`)
          : sql<boolean>`false`,
        roles: onlyVisible(rolesJson(p.id)),
        stats: onlyVisible(postStatsJson(p.id)),
      })
      .from(p);
  });
  const [row] = await statement.execute({ key: by === 'id' ? key : key.toLowerCase(), viewer: viewer?.userId });
  if (!row) return undefined;
  const visible = pgBool(row.visible);
  const { roles, stats } = row;
  return {
    profile: row.profile as ProfileRow,
    visible,
    following: pgBool(row.following),
    details: visible && roles && stats ? { roles, stats: { postsCount: stats.posts, spritzCount: stats.spritz } } : null,
  };
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

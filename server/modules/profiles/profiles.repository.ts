import { and, desc, eq, getTableColumns, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { exactTime, olderThan } from '#server/lib/cursor';
import type { PostSummaryRow } from '#server/modules/posts/posts.presenter';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '#common/roles';
import type { ProfileStats } from './profiles.presenter';
import type { Executor } from '#server/db/client';
import { opaquePlaceholder, prepared } from '#server/db/prepared';
import { pgBool } from '#server/db/pg-bool';
import { rolesOf } from '#server/db/roles-of';
import { rowExists } from '#server/db/row-exists';
import { isUuid } from '#server/lib/ids';
import { authorVisibleTo, profileRowVisibleTo, VIEWER_ID } from '#server/lib/visibility';
import { membersParam, memberStateQuery, readForMember, readMemberState } from '#server/shared-reads';
import { authorStats, formulaGenerations, posts, profiles, userFollows, users } from '#server/db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

/** Prepared (server/db/prepared.ts): the own profile page and its editor ask. */
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

/**
 * An author's Posts and Spritz (likes across the posts) as a JSON object: a scalar subquery summing the shards the
 * posts' trigger keeps (authorStats, at most eight rows), no row being none.
 */
const postStatsJson = (authorId: SQL | AnyColumn) =>
  sql<{ posts: number; spritz: number }>`(select json_build_object('posts', coalesce(sum(${authorStats.posts}), 0),
    'spritz', coalesce(sum(${authorStats.spritz}), 0)) from ${authorStats} where ${authorStats.authorId} = ${authorId})`;

/** The viewer of a profile read: nobody signed in, a member (bound as VIEWER_ID), or an admin (sees every profile). */
export type ProfileViewer = { userId: string; isAdmin: boolean } | null;

type KeyKind = 'id' | 'username';
/** A profile is named by its id (a uuid) or its username, which is matched lower-cased. */
const keyKind = (key: string): KeyKind => (isUuid(key) ? 'id' : 'username');
const keyValue = (by: KeyKind, key: string) => (by === 'id' ? key : key.toLowerCase());
const viewerKind = (viewer: ProfileViewer) => (viewer?.isAdmin ? 'admin' : viewer ? 'member' : 'visitor');

/**
 * The profile the placeholder `key` names (keyKind, keyValue), its `columns` and `visible`: whether the viewer
 * (bound as VIEWER_ID) may see its owner's content, by the one visibility rule (`profileRowVisibleTo`), the owner
 * and admins always. A subquery whose LIMIT keeps PostgreSQL from merging it into the outer query, so that the
 * rule is evaluated once.
 */
function keyedProfile<C extends Record<string, PgColumn>>(ex: Executor, by: KeyKind, viewer: ProfileViewer, columns: C) {
  const member = viewer && { userId: VIEWER_ID, isAdmin: viewer.isAdmin };
  const own = member ? sql`${profiles.id} = ${member.userId} or ` : sql``;
  return ex
    .select({ ...columns, visible: sql<boolean>`(${own}${profileRowVisibleTo(member, sql`${profiles}`)})`.as('visible') })
    .from(profiles)
    .where(by === 'id' ? eq(profiles.id, sql.placeholder('key')) : sql`lower(${profiles.username}) = ${sql.placeholder('key')}`)
    .limit(1)
    .as('p');
}

/** The columns `fields` names as the subquery `sq` answers them, to select them again from it. */
function columnsOf<F extends object, S extends { [K in keyof F]: unknown }>(sq: S, fields: F): { [K in keyof F]: S[K] } {
  return Object.fromEntries(Object.keys(fields).map((k) => [k, sq[k as keyof F]])) as { [K in keyof F]: S[K] };
}

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
 * (docs/benchmarks/api.md). The profile row is read first in a subquery (its LIMIT keeps
 * PostgreSQL from merging it into the outer query, so the visibility rule is evaluated once), and the roles and
 * counts are scalar subqueries on its id that a CASE runs only when the viewer may see them. Visitors and admins
 * are read here; members with the other members asking for the same profile at once (memberProfileView), always
 * with the details (a follow's answer, which needs none, reads two small subqueries it does not use).
 */
export async function profileView(ex: Executor, key: string, viewer: ProfileViewer, details: boolean) {
  const by = keyKind(key);
  if (viewer && !viewer.isAdmin) return memberProfileView(ex, by, key, viewer.userId);
  const statement = prepared(ex, `profile_view_${by}_${viewerKind(viewer)}${details ? '_details' : ''}`, () => {
    const p = keyedProfile(ex, by, viewer, getTableColumns(profiles));
    const onlyVisible = <T>(value: SQL<T>) => (details ? sql<T | null>`case when ${p.visible} then ${value} end` : sql<null>`null`);
    return ex
      .select({
        profile: columnsOf(p, getTableColumns(profiles)),
        visible: p.visible,
        following: viewer
          ? rowExists(userFollows, sql`${userFollows.followerId} = ${VIEWER_ID} and ${userFollows.followingId} = ${p.id}`)
          : sql<boolean>`false`,
        roles: onlyVisible(rolesOf(p.id)),
        stats: onlyVisible(postStatsJson(p.id)),
      })
      .from(p);
  });
  const [row] = await statement.execute({ key: keyValue(by, key), viewer: viewer?.userId });
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

/**
 * The profile `key` names as the member `viewerId` sees it (profileView's answer, with its details), read in one
 * prepared statement with every other member asking for the same profile at the same time (readForMember): the
 * profile row, its roles and counts once, and for each member whether they may see it (the one visibility rule,
 * `profileRowVisibleTo`, or their own) and whether they follow its owner. A profile is one of the pages most
 * members open at once (a popular perfumer's), and a statement costs the database much more than a member more in
 * it (docs/benchmarks/api.md).
 */
async function memberProfileView(ex: Executor, by: KeyKind, key: string, viewerId: string) {
  const statement = prepared(ex, `profile_view_${by}_members`, () => {
    const p = ex
      .select({ ...getTableColumns(profiles), roles: rolesOf(profiles.id).as('roles'), stats: postStatsJson(profiles.id).as('stats') })
      .from(profiles)
      .where(by === 'id' ? eq(profiles.id, sql.placeholder('key')) : sql`lower(${profiles.username}) = ${sql.placeholder('key')}`)
      .limit(1)
      .as('p');
    const member = sql`m.viewer`;
    return (
      ex
        .select({
          viewer: sql<string>`${member}`,
          profile: columnsOf(p, getTableColumns(profiles)),
          visible: sql<boolean>`(${p.id} = ${member} or ${profileRowVisibleTo({ userId: member, isAdmin: false }, sql`p`)})`,
          following: rowExists(userFollows, sql`${userFollows.followerId} = ${member} and ${userFollows.followingId} = ${p.id}`),
          roles: p.roles,
          stats: p.stats,
        })
        // A row for each member, the profile's columns null when no profile has that key.
        .from(sql`unnest(${membersParam()}) m(viewer)`)
        .leftJoin(p, sql`true`)
    );
  });
  const view = await readForMember(statement, { key: keyValue(by, key) }, viewerId, (rows) => {
    const views = new Map<string, MemberProfileView | null>();
    for (const row of rows) {
      if (!row.profile?.id) {
        views.set(row.viewer, null);
        continue;
      }
      const visible = pgBool(row.visible);
      const { roles, stats } = row;
      views.set(row.viewer, {
        profile: row.profile as ProfileRow,
        visible,
        following: pgBool(row.following),
        details: visible && roles && stats ? { roles, stats: { postsCount: stats.posts, spritzCount: stats.spritz } } : null,
      });
    }
    return views;
  });
  return view ?? undefined;
}

/** A profile as profileView answers it. */
interface MemberProfileView {
  profile: ProfileRow;
  visible: boolean;
  following: boolean;
  details: { roles: Role[]; stats: ProfileStats } | null;
}

/** The columns a profile's list of posts shows (presentPostSummary): not the author, who is the profile's owner. */
const postSummaryFields = {
  id: posts.id,
  title: posts.title,
  content: posts.content,
  imageUrl: posts.imageUrl,
  imageThumbUrl: posts.imageThumbUrl,
  videoUrl: posts.videoUrl,
  videoThumbnail: posts.videoThumbnail,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  createdAt: posts.createdAt,
} satisfies Record<keyof PostSummaryRow, PgColumn>;

/**
 * A page of the posts of the profile `key` names, newest first, as `viewer` may see them, in one prepared
 * statement: the profile and its visibility (keyedProfile), and beside it, in a lateral subquery that PostgreSQL
 * runs only when the viewer may see them (a one-time filter on `visible`), a page of its owner's posts that a
 * moderator has not hidden, by keyset on (created_at, id): a walk of the author index that stops after a page.
 * Undefined when no profile has that key; `visible` false and no posts when the viewer may not see them.
 *
 * One statement instead of two (the profile, then its posts): one round trip, bind and result for the app and one
 * execution for the database (docs/benchmarks/api.md).
 *
 * The page size is opaque to the planner (`opaquePlaceholder`), unlike the feed's. The author is the lateral row's,
 * unknown when PostgreSQL plans, so it costs the page for an author of the average few posts: with the size known
 * (in the text, or bound and planned for), a page larger than those few looks cheapest as a read of all the
 * author's posts and a sort, which for a prolific author reads them all. Not knowing the size, it plans to stop
 * early and walks the author index backwards, whoever the author (server/db/prepared.pg.test.ts).
 */
export async function profilePosts(ex: Executor, key: string, viewer: ProfileViewer, limit: number, after?: { t: string; id: string }) {
  const by = keyKind(key);
  const statement = prepared(ex, `profile_posts_${by}_${viewerKind(viewer)}_${after ? 'after' : 'first'}`, () => {
    const p = keyedProfile(ex, by, viewer, { id: profiles.id });
    const page = ex
      .select({ ...postSummaryFields, t: exactTime(posts.createdAt).as('t') })
      .from(posts)
      .where(
        and(
          eq(posts.authorId, p.id),
          sql`${p.visible}`,
          isNull(posts.hiddenAt),
          olderThan(posts.createdAt, posts.id, after ? { t: sql.placeholder('t'), id: sql.placeholder('id') } : undefined),
        ),
      )
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(opaquePlaceholder('limit', 'int') as unknown as number)
      .as('x');
    return (
      ex
        .select({
          profileId: p.id,
          visible: p.visible,
          ...columnsOf(page, postSummaryFields),
          t: page.t,
        })
        .from(p)
        .leftJoinLateral(page, sql`true`)
        // The lateral page comes in its order for the one profile row; said, not assumed.
        .orderBy(desc(page.createdAt), desc(page.id))
    );
  });
  const rows = await statement.execute({ key: keyValue(by, key), viewer: viewer?.userId, limit: limit + 1, t: after?.t, id: after?.id });
  if (!rows.length) return undefined;
  // No post (or none visible): the profile's row alone, its post columns null.
  const page = rows[0].id === null ? [] : (rows as ProfilePostRow[]);
  return { profileId: rows[0].profileId, visible: pgBool(rows[0].visible), posts: page };
}

/** A post of a profile's list, as profilePosts reads it: its summary and its cursor's exact time. */
export type ProfilePostRow = PostSummaryRow & { t: string };

/**
 * The fields of a post in a profile's list that differ between viewers: its counts, read fresh for a member answered
 * from the visitors' page (the list shows no spritz of the viewer's). The one list of them (shared-reads PerViewer).
 */
export const PROFILE_POST_PER_VIEWER = { likesCount: posts.likesCount, commentsCount: posts.commentsCount };

/**
 * Beside a page of a profile's posts read for visitors (ProfilesService.posts), in one prepared statement
 * (memberStateQuery): whether it is the member's too, who is then not its owner (whose new posts reach them at once)
 * while the owner is still seen by visitors (so by every member: the page is what the rule gives them); and each of
 * `ids` still shown to visitors with its counts.
 */
export async function profilePostsMemberState(ex: Executor, viewerId: string, ownerId: string, ids: readonly string[]) {
  const statement = prepared(ex, 'profile_posts_member_state', () => {
    const owner = sql`${sql.placeholder('owner')}::uuid`;
    return memberStateQuery(
      ex,
      { table: posts, id: posts.id, hiddenAt: posts.hiddenAt, authorId: posts.authorId },
      (viewer) => sql<boolean>`(${viewer} <> ${owner} and ${authorVisibleTo(null, owner)})`,
      PROFILE_POST_PER_VIEWER,
    );
  });
  return readMemberState(statement, PROFILE_POST_PER_VIEWER, { owner: ownerId }, ids, viewerId);
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

/**
 * Adds the follow row and both counters in the caller's transaction, when the followed user has a profile; false
 * when it already existed or there is no such profile (the caller's next read of the profile tells which).
 */
export async function insertFollow(tx: Executor, followerId: string, followingId: string): Promise<boolean> {
  const added = await tx.execute(sql`insert into ${userFollows} (follower_id, following_id)
    select ${followerId}, p.id from ${profiles} p where p.id = ${followingId}
    on conflict do nothing returning 1`);
  if (!(added as unknown as { rows: unknown[] }).rows.length) return false;
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

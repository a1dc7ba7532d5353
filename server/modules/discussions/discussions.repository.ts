import { and, asc, desc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { DISCUSSION_EXCERPT_CHARS } from '#common/forum-constants';
import type { DiscussionCategory, DiscussionSort } from '#common/schemas/discussions';
import type { Executor } from '#server/db/client';
import { prepared, preparedPage } from '#server/db/prepared';
import { rowExists } from '#server/db/row-exists';
import { likedBy, memberStateQuery, readMemberState, visitorsPageIsTheirs } from '#server/shared-reads';
import {
  discussionCategoryCounts,
  discussionComments,
  discussionLikes,
  discussions,
  discussionViews,
  moderationLog,
  profiles,
} from '#server/db/schema';
import { exactTime } from '#server/lib/cursor';
import { authorVisibleTo, profileRowVisibleTo, VIEWER_ID } from '#server/lib/visibility';
import type { AuthContext } from '#server/plugins/auth';
import { likePattern, partialMatch, prefixQuery } from '#server/lib/like-pattern';
import { askedPageSizes } from '#common/page-sizes';

const NO_USER = '00000000-0000-0000-0000-000000000000';

/** The discussion's columns, less the search documents (never answered). */
const { search: _search, searchText: _searchText, ...discussionFields } = getTableColumns(discussions);
/**
 * A list item's columns: not the whole text nor its HTML, but the text's first DISCUSSION_EXCERPT_CHARS characters
 * (PostgreSQL counts code points, so none is split) and whether there is more. A text of no more bytes than that
 * is whole, which its stored length says without reading it: `substr` and `length` scan the characters, about 3
 * and 4 µs a row of 350 (EXPLAIN ANALYZE over the bench's discussions), 70 µs a page, where the whole column costs
 * under 1. A longer one is cut by `substr`, which decompresses no more of a stored text than it needs (`length` of
 * the whole text would read all of it).
 */
const { contentHtml: _html, content: _content, ...summaryFields } = discussionFields;
const EXCERPT = sql.raw(String(DISCUSSION_EXCERPT_CHARS));
const EXCERPT_AND_ONE = sql.raw(String(DISCUSSION_EXCERPT_CHARS + 1));
const excerptFields = {
  excerpt: sql<string>`(case when octet_length(${discussions.content}) <= ${EXCERPT} then ${discussions.content}
    else substr(${discussions.content}, 1, ${EXCERPT}) end)`,
  longer: sql<boolean>`(octet_length(${discussions.content}) > ${EXCERPT}
    and length(substr(${discussions.content}, 1, ${EXCERPT_AND_ONE})) > ${EXCERPT})`,
};

const avatar = sql<string | null>`coalesce(${profiles.avatarThumbUrl}, ${profiles.avatarUrl})`;

/** Who is looking, as a statement sees it: the user id may be VIEWER_ID, bound per request. */
type ViewerRule = { userId: string | SQL; isAdmin: boolean; isModerator: boolean } | null;

/** Hidden items are gone for everyone but their author and moderators. */
export function notHiddenFor(
  viewer: ViewerRule,
  hiddenAt: typeof discussions.hiddenAt | typeof discussionComments.hiddenAt,
  authorId: typeof discussions.authorId | typeof discussionComments.authorId,
): SQL | undefined {
  if (viewer?.isModerator) return undefined;
  return viewer ? or(isNull(hiddenAt), eq(authorId, viewer.userId)) : isNull(hiddenAt);
}

/** What a viewer may see of discussions: the author's visibility and the hidden flag. */
export const discussionVisibleTo = (viewer: ViewerRule) =>
  and(authorVisibleTo(viewer, discussions.authorId), notHiddenFor(viewer, discussions.hiddenAt, discussions.authorId));

const likedByMe = (viewer: ViewerRule) =>
  rowExists(
    discussionLikes,
    sql`${discussionLikes.discussionId} = ${discussions.id} and ${discussionLikes.userId} = ${viewer?.userId ?? NO_USER}`,
  );

export type Cursor = { t: string; id: string } | { p: number; id: string };

/**
 * The shape of a prepared statement for this viewer (server/db/prepared.ts): the visibility rules differ for a
 * visitor, a member, a moderator and an admin; the member's id is bound as `viewer` (VIEWER_ID).
 */
function boundViewer(viewer: AuthContext | null): { kind: string; rule: ViewerRule; id: string } {
  if (!viewer) return { kind: 'visitor', rule: null, id: NO_USER };
  const kind = viewer.isAdmin ? 'admin' : viewer.isModerator ? 'moderator' : 'member';
  return { kind, rule: { userId: VIEWER_ID, isAdmin: viewer.isAdmin, isModerator: viewer.isModerator }, id: viewer.userId };
}

const SORT = {
  latest: { key: discussions.createdAt, time: true },
  active: { key: discussions.lastActivityAt, time: true },
  popular: { key: discussions.popularity, time: false },
} as const;

/**
 * Keyset condition and order for a sort: strictly after the cursor's (key, id), newest or most popular first.
 * `bind`: the cursor's values as placeholders `after` and `afterId` (prepared statements), else inline.
 */
function keyset(sort: DiscussionSort, after: Cursor | undefined, bind: boolean): { where?: SQL; order: SQL[]; cursorKey: SQL } {
  const s = SORT[sort];
  const order = [desc(s.key), desc(discussions.id)];
  const applies = after !== undefined && (s.time ? 't' in after : 'p' in after);
  const value = (v: unknown) => (bind ? sql.placeholder('after') : sql`${v}`);
  const id = bind ? sql.placeholder('afterId') : sql`${after?.id}`;
  if (s.time) {
    return {
      order,
      cursorKey: exactTime(s.key),
      where: applies ? sql`(${s.key}, ${discussions.id}) < (${value((after as { t: string }).t)}::timestamptz, ${id}::uuid)` : undefined,
    };
  }
  return {
    order,
    cursorKey: sql`${s.key}`,
    where: applies ? sql`(${s.key}, ${discussions.id}) < (${value((after as { p: number }).p)}::int, ${id}::uuid)` : undefined,
  };
}

/**
 * Case-insensitive search: words through the tsvector; part of a word (title, content, the author's name) as
 * partialMatch says: anywhere through the trigram indexes for three letters in a row, at the start for two, not at
 * all otherwise (a pattern without a trigram would read a whole trigram index); the category label. Every branch can
 * use an index (`= any(array(…))`, not `in (select …)`), so for a rare term the planner ORs four bitmap scans
 * instead of walking the whole date index.
 */
export function searchCondition(q: string, categories: DiscussionCategory[]): SQL {
  const partial = partialMatch(q);
  const name = sql`lower(sp.username)`;
  const [partWord, nameMatch] =
    partial === 'trigrams'
      ? [sql`or ${discussions.searchText} like lower(${likePattern(q)})`, sql`${name} like lower(${likePattern(q)})`]
      : partial === 'prefix'
        ? [sql`or ${discussions.search} @@ to_tsquery('simple', ${prefixQuery(q)})`, sql`${name} like lower(${`${q.trim()}%`})`]
        : [sql``, sql`${name} = lower(${q})`];
  return sql`(${discussions.search} @@ websearch_to_tsquery('simple', ${q})
    ${partWord}
    or ${discussions.authorId} = any(array(select sp.id from ${profiles} sp where ${nameMatch}))
    ${
      categories.length
        ? sql`or ${discussions.category} = any(array[${sql.join(
            categories.map((c) => sql`${c}`),
            sql`, `,
          )}]::text[])`
        : sql``
    })`;
}

/** The forum list's page sizes kept planned (`preparedPage`): the client's and the schema's default. */
export const DISCUSSION_PAGE_SIZES = askedPageSizes('discussions');

/**
 * One page of discussions with their authors and the viewer's likes: one statement whatever the filters.
 * Without a search (the forum's pages as they open) it is prepared per shape: viewer's kind, sort, category
 * or not, first page or after a cursor.
 */
export function listDiscussions(
  ex: Executor,
  viewer: AuthContext | null,
  opts: { limit: number; sort: DiscussionSort; after?: Cursor; category?: DiscussionCategory; search?: SQL },
) {
  const build = (rule: ViewerRule, bind: boolean) => {
    const k = keyset(opts.sort, opts.after, bind);
    const fields = { d: summaryFields, ...excerptFields, likedByMe: likedByMe(rule), key: k.cursorKey.mapWith(String) };
    // A search's row estimate is a guess (a rare word is estimated at 500 rows when it has 10), and at a few
    // hundred rows the planner hashes the whole profiles table to join the authors: 3 of a 4 ms query at 10,000
    // members. Read per row instead, the author is two index look-ups for each of the page's rows only.
    const query = opts.search
      ? ex
          .select({
            ...fields,
            username: sql<string | null>`(select ap.username from ${profiles} ap where ap.id = ${discussions.authorId})`,
            avatarUrl: sql<
              string | null
            >`(select coalesce(ap.avatar_thumb_url, ap.avatar_url) from ${profiles} ap where ap.id = ${discussions.authorId})`,
          })
          .from(discussions)
      : ex
          .select({ ...fields, username: profiles.username, avatarUrl: avatar })
          .from(discussions)
          .leftJoin(profiles, eq(profiles.id, discussions.authorId));
    return query
      .where(
        and(
          discussionVisibleTo(rule),
          opts.category ? eq(discussions.category, bind ? sql.placeholder('category') : opts.category) : undefined,
          opts.search,
          k.where,
        ),
      )
      .orderBy(...k.order);
  };
  if (opts.search) return build(viewer, false).limit(opts.limit + 1);
  const v = boundViewer(viewer);
  const cursor = opts.after ? ('t' in opts.after ? 't' : 'p') : 'first';
  const statement = preparedPage(
    ex,
    `discussions_${v.kind}_${opts.sort}_${opts.category ? 'c' : 'all'}_${cursor}`,
    opts.limit,
    DISCUSSION_PAGE_SIZES,
    (pageLimit) => build(v.rule, true).limit(pageLimit),
  );
  const after = opts.after && ('t' in opts.after ? opts.after.t : opts.after.p);
  return statement.execute({ viewer: v.id, category: opts.category, after, afterId: opts.after?.id, limit: opts.limit + 1 });
}
export type SummaryRow = Awaited<ReturnType<typeof listDiscussions>>[number];

/**
 * The fields of a discussion in the forum list that differ between viewers: its counts (read fresh for a member
 * answered from the visitors' page) and whether the viewer liked it. The one list of them (shared-reads PerViewer).
 */
export const DISCUSSION_PER_VIEWER = {
  likesCount: discussions.likesCount,
  commentsCount: discussions.commentsCount,
  views: discussions.views,
  likedByMe: likedBy(discussionLikes, discussionLikes.discussionId, discussionLikes.userId),
};

/**
 * Beside a list page read for visitors (DiscussionsService.list), in one prepared statement (memberStateQuery):
 * whether it is the member's too, who then has no discussion of their own (any list may show one, hidden ones to
 * them), and each of `ids` still shown to visitors with its counts and whether the member liked it.
 */
export async function memberStateOf(ex: Executor, viewerId: string, ids: readonly string[]) {
  const statement = prepared(ex, 'discussion_member_state', () =>
    memberStateQuery(
      ex,
      { table: discussions, id: discussions.id, hiddenAt: discussions.hiddenAt, authorId: discussions.authorId },
      (viewer) => visitorsPageIsTheirs(viewer, sql`select 1 from ${discussions} o where o.author_id = ${viewer}`),
      DISCUSSION_PER_VIEWER,
    ),
  );
  return readMemberState(statement, DISCUSSION_PER_VIEWER, {}, ids, viewerId);
}

/** One discussion as the viewer may see it (undefined when unknown, hidden from them or not visible). Prepared. */
export async function findVisible(ex: Executor, viewer: AuthContext | null, id: string) {
  const v = boundViewer(viewer);
  const statement = prepared(ex, `discussion_by_id_${v.kind}`, () =>
    ex
      .select({ d: discussionFields, username: profiles.username, avatarUrl: avatar, likedByMe: likedByMe(v.rule) })
      .from(discussions)
      .leftJoin(profiles, eq(profiles.id, discussions.authorId))
      .where(and(eq(discussions.id, sql.placeholder('id')), discussionVisibleTo(v.rule)))
      .limit(1),
  );
  const [row] = await statement.execute({ id, viewer: v.id });
  return row;
}
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findVisible>>>;

/** The row, locked for the rest of the transaction (counts and category moves stay exact under races). */
export async function lockDiscussion(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: discussions.id,
      authorId: discussions.authorId,
      category: discussions.category,
      hiddenAt: discussions.hiddenAt,
      title: discussions.title,
    })
    .from(discussions)
    .where(eq(discussions.id, id))
    .for('update');
  return row;
}

export async function insertDiscussion(
  tx: Executor,
  values: { authorId: string; title: string; content: string; contentHtml: string; category: DiscussionCategory },
) {
  const [row] = await tx.insert(discussions).values(values).returning({ id: discussions.id });
  await bumpCategory(tx, values.category, 1);
  return row.id;
}

export async function updateDiscussion(
  tx: Executor,
  id: string,
  values: Partial<{ title: string; content: string; contentHtml: string; category: DiscussionCategory }>,
) {
  await tx
    .update(discussions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(discussions.id, id));
}

export async function setDiscussionHidden(tx: Executor, id: string, hidden: boolean) {
  await tx
    .update(discussions)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(discussions.id, id));
}

export async function deleteDiscussion(tx: Executor, id: string) {
  await tx.delete(discussions).where(eq(discussions.id, id));
}

/** Visible discussions per category, changed in the caller's transaction. */
export async function bumpCategory(tx: Executor, category: DiscussionCategory, by: 1 | -1) {
  if (by > 0) {
    await tx
      .insert(discussionCategoryCounts)
      .values({ category, count: 1 })
      .onConflictDoUpdate({ target: discussionCategoryCounts.category, set: { count: sql`${discussionCategoryCounts.count} + 1` } });
  } else {
    await tx
      .update(discussionCategoryCounts)
      .set({ count: sql`greatest(${discussionCategoryCounts.count} - 1, 0)` })
      .where(eq(discussionCategoryCounts.category, category));
  }
}

/**
 * The discussions per category that `viewer` can find: the shared counters, less the visible discussions of
 * the authors this viewer may not see. Those are found from the members who are not public (a few hundred,
 * by `profiles_not_public_idx`), then their discussions by category from `discussions_author_category_idx`
 * alone; the CTE is materialised so the planner never starts from the discussions. Admins read the counters.
 */
export async function categoryCountsFor(
  ex: Executor,
  viewer: AuthContext | null,
): Promise<{ category: DiscussionCategory; count: number }[]> {
  if (viewer?.isAdmin) return ex.select().from(discussionCategoryCounts);
  const result = await ex.execute(sql`
    with unseen as materialized (
      select np.id from ${profiles} np
      where coalesce(np.settings -> 'privacy' ->> 'profileVisibility', 'public') <> 'public'
        ${viewer ? sql`and np.id <> ${viewer.userId}` : sql``}
        and not ${profileRowVisibleTo(viewer, sql`np`)}
    ), unseen_by_category as (
      select d.category, count(*)::int as n
      from unseen join ${discussions} d on d.author_id = unseen.id
      where d.hidden_at is null
      group by d.category
    )
    select c.category, c.count - coalesce(u.n, 0) as count
    from ${discussionCategoryCounts} c left join unseen_by_category u on u.category = c.category`);
  return (result as unknown as { rows: { category: DiscussionCategory; count: number }[] }).rows;
}

/**
 * Counts a view once per viewer, discussion and `day` (the app's UTC date, so that the service's memo of views
 * counted and the table agree on the day), in one statement; returns whether it was new. Prepared
 * (every detail request runs it): PostgreSQL planned the statement on each request, about as long as it ran.
 */
export async function recordView(ex: Executor, id: string, viewer: string, day: string): Promise<boolean> {
  const statement = prepared(ex, 'discussion_record_view', () => {
    const seen = ex.$with('seen', { one: sql<number>`1` }).as(sql`
      insert into ${discussionViews} (discussion_id, viewer, day)
      values (${sql.placeholder('id')}, ${sql.placeholder('viewer')}, ${sql.placeholder('day')}::date)
      on conflict do nothing returning 1`);
    return ex
      .with(seen)
      .update(discussions)
      .set({ views: sql`${discussions.views} + 1` })
      .where(and(eq(discussions.id, sql.placeholder('id')), sql`exists (select 1 from seen)`))
      .returning({ views: discussions.views });
  });
  return (await statement.execute({ id, viewer, day })).length > 0;
}

export async function like(tx: Executor, id: string, userId: string): Promise<number> {
  const added = await tx
    .insert(discussionLikes)
    .values({ discussionId: id, userId })
    .onConflictDoNothing()
    .returning({ d: discussionLikes.discussionId });
  const [row] = added.length
    ? await tx
        .update(discussions)
        .set({ likesCount: sql`${discussions.likesCount} + 1` })
        .where(eq(discussions.id, id))
        .returning({ n: discussions.likesCount })
    : await tx.select({ n: discussions.likesCount }).from(discussions).where(eq(discussions.id, id));
  return row.n;
}

export async function unlike(tx: Executor, id: string, userId: string): Promise<number> {
  const removed = await tx
    .delete(discussionLikes)
    .where(and(eq(discussionLikes.discussionId, id), eq(discussionLikes.userId, userId)))
    .returning({ d: discussionLikes.discussionId });
  const [row] = removed.length
    ? await tx
        .update(discussions)
        .set({ likesCount: sql`greatest(${discussions.likesCount} - 1, 0)` })
        .where(eq(discussions.id, id))
        .returning({ n: discussions.likesCount })
    : await tx.select({ n: discussions.likesCount }).from(discussions).where(eq(discussions.id, id));
  return row.n;
}

const commentColumns = {
  c: getTableColumns(discussionComments),
  username: profiles.username,
  avatarUrl: avatar,
  t: exactTime(discussionComments.createdAt),
};

/**
 * Oldest first, by keyset on (created_at, id) within the discussion; the discussion's own visibility is
 * part of the same statement. Prepared per viewer's kind and cursor.
 */
export function listComments(
  ex: Executor,
  viewer: AuthContext | null,
  discussionId: string,
  limit: number,
  after?: { t: string; id: string },
) {
  const v = boundViewer(viewer);
  // The limit stays bound (`prepared`, not `preparedPage`): a plan kept for any discussion reads and sorts all of
  // a busy one's comments (1.3 ms instead of 0.5 ms at 373 comments), since the counts are far from even.
  const statement = prepared(ex, `discussion_comments_${v.kind}_${after ? 'after' : 'first'}`, () => {
    const discussion = sql.placeholder('discussionId');
    return ex
      .select(commentColumns)
      .from(discussionComments)
      .leftJoin(profiles, eq(profiles.id, discussionComments.authorId))
      .where(
        and(
          eq(discussionComments.discussionId, discussion),
          notHiddenFor(v.rule, discussionComments.hiddenAt, discussionComments.authorId),
          authorVisibleTo(v.rule, discussionComments.authorId),
          sql`exists (select 1 from ${discussions} where ${discussions.id} = ${discussion} and ${discussionVisibleTo(v.rule)})`,
          after
            ? sql`(${discussionComments.createdAt}, ${discussionComments.id}) > (${sql.placeholder('t')}::timestamptz, ${sql.placeholder('id')}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(discussionComments.createdAt), asc(discussionComments.id))
      .limit(sql.placeholder('limit'));
  });
  return statement.execute({ discussionId, viewer: v.id, limit: limit + 1, t: after?.t, id: after?.id });
}
export type CommentRow = Awaited<ReturnType<typeof listComments>>[number];

export async function findComment(ex: Executor, id: string) {
  const [row] = await ex
    .select(commentColumns)
    .from(discussionComments)
    .leftJoin(profiles, eq(profiles.id, discussionComments.authorId))
    .where(eq(discussionComments.id, id))
    .limit(1);
  return row;
}

export async function lockComment(tx: Executor, id: string) {
  const [row] = await tx.select().from(discussionComments).where(eq(discussionComments.id, id)).for('update');
  return row;
}

/** Adds a comment; the discussion's count and last activity move in the same transaction. */
export async function insertComment(
  tx: Executor,
  values: { discussionId: string; authorId: string; content: string; contentHtml: string },
) {
  const [row] = await tx
    .insert(discussionComments)
    .values(values)
    .returning({ id: discussionComments.id, createdAt: discussionComments.createdAt });
  await tx
    .update(discussions)
    .set({
      commentsCount: sql`${discussions.commentsCount} + 1`,
      lastActivityAt: sql`greatest(${discussions.lastActivityAt}, ${row.createdAt.toISOString()}::timestamptz)`,
    })
    .where(eq(discussions.id, values.discussionId));
  return row.id;
}

export async function updateComment(tx: Executor, id: string, values: { content: string; contentHtml: string }) {
  await tx
    .update(discussionComments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(discussionComments.id, id));
}

/** Changes the visible-comment count of a discussion (hidden comments are not counted). */
export async function bumpComments(tx: Executor, discussionId: string, by: 1 | -1) {
  await tx
    .update(discussions)
    .set({ commentsCount: by > 0 ? sql`${discussions.commentsCount} + 1` : sql`greatest(${discussions.commentsCount} - 1, 0)` })
    .where(eq(discussions.id, discussionId));
}

export async function setCommentHidden(tx: Executor, id: string, hidden: boolean) {
  await tx
    .update(discussionComments)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(discussionComments.id, id));
}

export async function deleteComment(tx: Executor, id: string) {
  await tx.delete(discussionComments).where(eq(discussionComments.id, id));
}

/** Existing users among lower-cased names: lower name → name as written in the profile. */
export async function usersNamed(ex: Executor, names: string[]) {
  if (!names.length) return [];
  return ex
    .select({ id: profiles.id, username: profiles.username })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.username})`, names));
}

/** Which of these users wrote a comment in the discussion (quote notifications go to comment authors). */
export async function commentAuthorsAmong(ex: Executor, discussionId: string, userIds: string[]) {
  if (!userIds.length) return [];
  const rows = await ex
    .selectDistinct({ id: discussionComments.authorId })
    .from(discussionComments)
    .where(and(eq(discussionComments.discussionId, discussionId), inArray(discussionComments.authorId, userIds)));
  return rows.map((r) => r.id);
}

export async function usernameOf(ex: Executor, userId: string) {
  const [row] = await ex.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
  return row?.username ?? null;
}

export async function logModeration(
  tx: Executor,
  entry: {
    moderatorId: string;
    action: 'hide' | 'unhide' | 'delete' | 'category';
    targetType: 'discussion' | 'comment';
    targetId: string;
    reason?: string | null;
    details?: Record<string, unknown>;
  },
) {
  await tx.insert(moderationLog).values({ ...entry, reason: entry.reason || null });
}

export function moderationEntries(ex: Executor, limit: number, after?: { t: string; id: string }) {
  return ex
    .select({ row: moderationLog, moderator: profiles.username, t: exactTime(moderationLog.createdAt) })
    .from(moderationLog)
    .leftJoin(profiles, eq(profiles.id, moderationLog.moderatorId))
    .where(after ? sql`(${moderationLog.createdAt}, ${moderationLog.id}) < (${after.t}::timestamptz, ${after.id}::uuid)` : undefined)
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(limit + 1);
}

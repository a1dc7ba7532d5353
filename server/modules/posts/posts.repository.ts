import { and, asc, desc, eq, getTableColumns, isNull, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Executor } from '#server/db/client';
import { pgBool } from '#server/db/pg-bool';
import { prepared, preparedPage } from '#server/db/prepared';
import { rowExists } from '#server/db/row-exists';
import { postComments, postLikes, posts, profiles } from '#server/db/schema';
import { exactTime, olderThan } from '#server/lib/cursor';
import { authorVisibleTo, VIEWER_ID } from '#server/lib/visibility';
import { likedBy, memberStateQuery, readMemberState, visitorsPageIsTheirs, type PerViewerState } from '#server/shared-reads';
import type { AuthContext } from '#server/plugins/auth';
import { likePattern, partialMatch, prefixQuery, type PartialMatch } from '#server/lib/like-pattern';
import { askedPageSizes } from '#common/page-sizes';

/** Who is looking: the signed-in user (visibility and likedByMe) or null for a visitor. */
export type Viewer = AuthContext | null;

const NO_USER = '00000000-0000-0000-0000-000000000000';
/** A keyset cursor as placeholders `t` and `id`, bound by a prepared statement's execute. */
const CURSOR_BOUND = { t: sql.placeholder('t'), id: sql.placeholder('id') };

/** The post's own columns, less the search documents (most of a row's bytes, never answered). */
export const { search: _search, searchText: _searchText, ...postFields } = getTableColumns(posts);

/** The columns every post answer needs: the post, its author and whether the viewer liked it — one query. */
function postColumns(viewerId: string | null | SQL) {
  return {
    post: postFields,
    username: profiles.username,
    avatarUrl: sql<string | null>`coalesce(${profiles.avatarThumbUrl}, ${profiles.avatarUrl})`,
    likedByMe: rowExists(postLikes, sql`${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId ?? NO_USER}`),
    t: exactTime(posts.createdAt),
  };
}

/**
 * The list as one built query, the viewer's id written in as a value (the prepared statements bind it as VIEWER_ID
 * and are otherwise the same; its SQL is what benchmarks explain). Only authors the viewer may see.
 */
export function listPostsQuery(ex: Executor, viewer: Viewer, limit: number, after?: { t: string; id: string }, where?: SQL) {
  return ex
    .select(postColumns(viewer?.userId ?? null))
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(and(olderThan(posts.createdAt, posts.id, after), isNull(posts.hiddenAt), authorVisibleTo(viewer, posts.authorId), where))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit + 1);
}
export type PostRow = Awaited<ReturnType<typeof listPostsQuery>>[number];
export type CommentRow = typeof postComments.$inferSelect;

/** The visibility rule a statement carries: none (admins, the author's own checks), a visitor's, or a member's (bound). */
type VisibilityKind = 'all' | 'visitor' | 'member';
const visibilityKind = (viewer: Viewer | 'any'): VisibilityKind =>
  viewer === 'any' || viewer?.isAdmin ? 'all' : viewer ? 'member' : 'visitor';
const visibleFor = (kind: VisibilityKind, authorId: AnyColumn | SQL) =>
  kind === 'all' ? undefined : authorVisibleTo(kind === 'visitor' ? null : { userId: VIEWER_ID, isAdmin: false }, authorId);

/** The feed's page sizes kept planned (`preparedPage`): the client's and the schema's default. */
export const FEED_PAGE_SIZES = askedPageSizes('feed');

/**
 * The feed's statements (first page, page after a cursor), built once per database, kind of viewer and page
 * size, and prepared: a request binds viewer and cursor instead of having Drizzle build the same SQL again (a
 * quarter of the process's time under load before, see docs/benchmarks/api.md). The visibility rule is part
 * of each: a visitor's sees public authors, a member's binds the viewer, an admin's has none.
 */
function feedStatement(ex: Executor, kind: VisibilityKind, limit: number, after: boolean) {
  return preparedPage(ex, `feed_${after ? 'after' : 'first'}_${kind}`, limit, FEED_PAGE_SIZES, (pageLimit) => {
    const visible = visibleFor(kind, posts.authorId);
    const cursor = olderThan(posts.createdAt, posts.id, after ? CURSOR_BOUND : undefined);
    return ex
      .select(postColumns(VIEWER_ID))
      .from(posts)
      .innerJoin(profiles, eq(profiles.id, posts.authorId))
      .where(and(cursor, isNull(posts.hiddenAt), visible))
      .orderBy(desc(posts.createdAt), desc(posts.id))
      .limit(pageLimit);
  });
}

/** Newest first, by keyset on (created_at, id): the same cost on page 1 and page 25,000. Only authors the viewer may see. */
export function listPosts(ex: Executor, viewer: Viewer, limit: number, after?: { t: string; id: string }, where?: SQL): Promise<PostRow[]> {
  if (where) return listPostsQuery(ex, viewer, limit, after, where);
  return feedStatement(ex, visibilityKind(viewer), limit, !!after).execute({
    viewer: viewer?.userId ?? NO_USER,
    limit: limit + 1,
    t: after?.t,
    id: after?.id,
  });
}

/** One post, if its author is visible to the viewer (`'any'`: whoever wrote it, for checks of the author's own rights). Prepared. */
export async function findPost(ex: Executor, id: string, viewer: Viewer | 'any') {
  const kind = visibilityKind(viewer);
  const statement = prepared(ex, `post_by_id_${kind}`, () =>
    ex
      .select(postColumns(VIEWER_ID))
      .from(posts)
      .innerJoin(profiles, eq(profiles.id, posts.authorId))
      .where(and(eq(posts.id, sql.placeholder('id')), visibleFor(kind, posts.authorId)))
      .limit(1),
  );
  const [row] = await statement.execute({ id, viewer: (viewer === 'any' ? null : viewer)?.userId ?? NO_USER });
  return row;
}

/** How many of the newest posts the first search step reads before asking the text indexes. */
const RECENT_WINDOW = 2000;
/** Search's page sizes kept planned (`preparedPage`): the client's and the schema's default. */
export const SEARCH_PAGE_SIZES = askedPageSizes('search');

type Cursor = { t: string; id: string } | undefined;
/** Posts of the alias `p` after a cursor, newest first (`true` without one). */
const pOlderThan = (after: { t: string | Placeholder; id: string | Placeholder } | undefined) =>
  olderThan(sql`p.created_at`, sql`p.id`, after) ?? sql`true`;

/** A search's values in SQL: the words' tsquery, the words lower-cased (`needle`) and as a LIKE pattern, the tsquery of a word's start. */
interface SearchWords {
  tsquery: SQL;
  needle: SQL;
  pattern: SQL;
  prefix: SQL;
}

/**
 * The search words of the prepared statements, as scalar subqueries: computed once per execution (a bare parameter
 * made PostgreSQL parse the query for every row read), and opaque to the planner, so that its estimate does not
 * depend on the words and it keeps one generic plan after five executions instead of planning each search again
 * (0.3 ms). The words are lower-cased by PostgreSQL, as search_text is (likePattern).
 */
const SEARCH_WORDS: SearchWords = {
  tsquery: sql`(select websearch_to_tsquery('simple', ${sql.placeholder('q')}::text))`,
  needle: sql`(select lower(${sql.placeholder('q')}::text))`,
  pattern: sql`(select lower(${sql.placeholder('pattern')}::text))`,
  prefix: sql`(select to_tsquery('simple', ${sql.placeholder('prefix')}::text))`,
};

/**
 * How post search matches its words: as partialMatch says, or, for one word of three or more ASCII letters (the
 * usual search) on a database that lower-cases as its text parser does (`libcCase`), by its lower-cased text alone
 * (`'word'`). There every post whose tsvector holds that word holds it in its lower-cased text too: the lexeme is a
 * token of the same text lower-cased by the same function (the 'simple' configuration has no stop words or
 * stemming). So the tsquery can find nothing more, and testing it cost step 1 0.2 ms over 2,000 posts
 * (docs/benchmarks/api.md).
 */
type PostMatch = PartialMatch | 'word';
const postMatch = (q: string, libcCase: boolean): PostMatch => (libcCase && /^[a-z]{3,}$/i.test(q) ? 'word' : partialMatch(q));

const libcCaseOf = new WeakMap<Executor, Promise<boolean>>();
/**
 * Whether the database's default collation is libc's, under which lower() and the text parser lower-case every
 * character alike. Under ICU they do not: lower('İRİS') is 'i̇ri̇s' (with combining dots) while the tsvector holds
 * 'iris', so a search for "iris" must keep the tsquery (a test creates such a database). Asked once per executor.
 */
function libcCase(ex: Executor): Promise<boolean> {
  let known = libcCaseOf.get(ex);
  if (!known) {
    known = ex
      .execute(sql`select datlocprovider = 'c' as libc from pg_database where datname = current_database()`)
      .then((result) => pgBool((result as unknown as { rows: { libc: unknown }[] }).rows[0]?.libc));
    // A failed question is asked again by the next search, not kept as the answer.
    known.catch(() => libcCaseOf.delete(ex));
    libcCaseOf.set(ex, known);
  }
  return known;
}

/**
 * Whether the post `p` (an alias or the table) matches a search: whole words through its tsvector, and part of a
 * word as `partial` says (postMatch) — anywhere, at the start of a word, or not at all. `rowByRow`: the
 * statement tests rows one by one (step 1), where strpos finds the words for a third of what LIKE costs (over
 * 2,000 posts, 0.35 ms against 0.9 ms: docs/benchmarks/api.md); otherwise LIKE, which the trigram
 * index serves. Both look for the same text.
 */
function matchesSearch(p: SQL, partial: PostMatch, rowByRow: boolean, words: SearchWords = SEARCH_WORDS): SQL {
  if (partial === 'prefix') return sql`${p}.search @@ ${words.prefix}`;
  const part = rowByRow ? sql`strpos(${p}.search_text, ${words.needle}) > 0` : sql`${p}.search_text like ${words.pattern}`;
  if (partial === 'word') return part;
  const whole = sql`${p}.search @@ ${words.tsquery}`;
  return partial === 'none' ? whole : sql`(${whole} or ${part})`;
}

/** The match condition on the posts table, with the words as values (the benchmark's what-if plans, on libc databases). */
export function searchCondition(q: string): SQL {
  const partial = postMatch(q, true);
  return matchesSearch(sql`${posts}`, partial, false, {
    tsquery: sql`websearch_to_tsquery('simple', ${q})`,
    needle: sql`lower(${q})`,
    pattern: sql`lower(${likePattern(q)})`,
    prefix: partial === 'prefix' ? sql`to_tsquery('simple', ${prefixQuery(q)})` : sql`null`,
  });
}

/**
 * Search's first step and the page's rows in one prepared statement: the matches among the newest
 * RECENT_WINDOW visible posts after the cursor (read newest first through the date index, so a common word
 * stops after a few dozen rows), joined to their authors and the viewer's likes. One round trip and no SQL
 * built per request for the usual search: building, planning and sending two queries per search cost the
 * database 860-910 µs of CPU and the app 1,150-1,270 µs for a page of 20, against 540-560 and 940-980 µs as
 * one kept plan (docs/benchmarks/api.md).
 */
function recentMatchesStatement(ex: Executor, kind: VisibilityKind, limit: number, after: boolean, partial: PostMatch) {
  const name = `search_recent_${partial}_${kind}_${after ? 'after' : 'first'}`;
  return preparedPage(ex, name, limit, SEARCH_PAGE_SIZES, (pageLimit) => {
    const recent = sql`select p.id, p.author_id, p.created_at, p.search, p.search_text from ${posts} p
      where ${pOlderThan(after ? CURSOR_BOUND : undefined)} and p.hidden_at is null
      order by p.created_at desc, p.id desc limit ${sql.raw(String(RECENT_WINDOW))}`;
    const ids = sql`select r.id from (${recent}) r where ${matchesSearch(sql`r`, partial, true)}
      and ${visibleFor(kind, sql`r.author_id`) ?? sql`true`} order by r.created_at desc, r.id desc limit ${pageLimit}`;
    return pageOf(ex, ids);
  });
}

/**
 * Search's second step and its rows in one prepared statement: the visible matches through the text indexes (few,
 * as step 1 found too few among the newest posts), those older than the bound (`t`, `id`) when `bounded`, newest
 * first, matched as step 1 matches them but through the indexes (the trigram index for part of a word). The
 * matches are collected first (a materialized CTE of narrow rows) and the bound applied to them, not to the index
 * scans: in a generic plan PostgreSQL otherwise ANDs a range scan of the date index into the text indexes'
 * bitmaps, which reads every newer post. The author's profile row is required as the page's join requires it: a
 * post without one is never answered, so it must not take one of the page's slots.
 */
function olderMatchesStatement(ex: Executor, kind: VisibilityKind, limit: number, bounded: boolean, partial: PostMatch) {
  const name = `search_older_${partial}_${kind}_${bounded ? 'after' : 'first'}`;
  return preparedPage(ex, name, limit, SEARCH_PAGE_SIZES, (pageLimit) => {
    const m = sql`select p.id, p.created_at, p.author_id from ${posts} p
      where ${matchesSearch(sql`p`, partial, false)} and p.hidden_at is null`;
    const bound = olderThan(sql`m.created_at`, sql`m.id`, bounded ? CURSOR_BOUND : undefined) ?? sql`true`;
    const ids = sql`with m as materialized (${m})
      select m.id from m where ${bound} and ${visibleFor(kind, sql`m.author_id`) ?? sql`true`}
        and exists (select 1 from ${profiles} ap where ap.id = m.author_id)
      order by m.created_at desc, m.id desc limit ${pageLimit}`;
    return pageOf(ex, ids);
  });
}

/** The posts whose ids `ids` (a subquery) selects, with their authors and the viewer's likes, newest first. */
const pageOf = (ex: Executor, ids: SQL) =>
  ex
    .select(postColumns(VIEWER_ID))
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(sql`${posts.id} in (${ids})`)
    .orderBy(desc(posts.createdAt), desc(posts.id));

/** How long a search's words are taken for rare (rareWords), and how many such words are kept per database. */
const RARE_FOR_MS = 60_000;
const RARE_WORDS_KEPT = 1000;
const rareWordsOf = new WeakMap<Executor, LRUCache<string, true>>();

/**
 * The searches (kind of viewer, match mode and words) that found fewer matches in all than a page, per database,
 * with until when: their next searches, any page, skip step 1 and ask step 2 alone, which answers every page by
 * itself (it reads all the matches through the text indexes and applies the cursor to them, whatever step 1 found),
 * so step 1's walk of the newest posts would be spent for nothing: among fewer matches than a page, step 1
 * cannot fill one, and the same kind of viewer sees the same posts (a member, much the same), so would need step 2
 * again. Only such words are kept, of at most 50 matches: a word merely missing from the newest posts fills its
 * page from step 2 and is not, since keeping it would make the next searches of any page size read all of a common
 * word's older matches without trying the newest posts first.
 * A hint, never an answer: the rows are read afresh each time, and a word that grew common meanwhile is answered
 * the same. Live search asks the same words again as a member types, pages or comes back to the results.
 */
function rareWords(ex: Executor): LRUCache<string, true> {
  let words = rareWordsOf.get(ex);
  if (!words) rareWordsOf.set(ex, (words = new LRUCache({ max: RARE_WORDS_KEPT, ttl: RARE_FOR_MS })));
  return words;
}

/** How a search's words match on this database (postMatch) and the values its statements bind for them (SEARCH_WORDS). */
async function searchWordsOf(ex: Executor, q: string) {
  const partial = postMatch(q, await libcCase(ex));
  return { partial, values: { q, pattern: likePattern(q), prefix: partial === 'prefix' ? prefixQuery(q) : undefined } };
}

/**
 * Search, newest first, in at most two prepared statements whatever the word:
 * 1. the matches among the newest RECENT_WINDOW posts after the cursor, with their rows — enough for common words;
 * 2. only when that finds too few, the older matches through the text indexes (a short list for rare words),
 *    with their rows; straight away, without step 1, for words that had fewer matches than a page a moment ago
 *    (rareWords).
 * Both find whole words, and part of a word as partialMatch says: anywhere for three letters in a row, at the
 * start of a word for two (the trigram index cannot look them up), not at all otherwise.
 * See docs/benchmarks/community.md for why both steps are needed. Hidden posts and authors the viewer may not
 * see are left out in both steps.
 */
export async function searchPosts(ex: Executor, viewer: Viewer, q: string, limit: number, after: Cursor): Promise<PostRow[]> {
  const want = limit + 1;
  const kind = visibilityKind(viewer);
  const { partial, values } = await searchWordsOf(ex, q);
  const words = { ...values, viewer: viewer?.userId ?? NO_USER, limit: want };
  const rare = rareWords(ex);
  const key = `${kind} ${partial} ${q}`;
  if (rare.has(key)) return olderMatchesStatement(ex, kind, limit, !!after, partial).execute({ ...words, t: after?.t, id: after?.id });
  const recent: PostRow[] = await recentMatchesStatement(ex, kind, limit, !!after, partial).execute({
    ...words,
    t: after?.t,
    id: after?.id,
  });
  if (recent.length >= want) return recent;
  // Step 1 found every match among the newest RECENT_WINDOW posts after the cursor, so the older matches are those
  // older than the last it found (than the cursor when it found none). Where its window ended need not be read
  // (a query of its own, 1.3 ms of PostgreSQL's time at 10,000 posts).
  const last = recent.at(-1);
  const bound = last ? { t: last.t, id: last.post.id } : after;
  const older: PostRow[] = await olderMatchesStatement(ex, kind, limit, !!bound, partial).execute({ ...words, t: bound?.t, id: bound?.id });
  // Its limit is the page's, kept in the SQL text so that its plan is kept too; the page needs only the rest.
  const page = [...recent, ...older.slice(0, want - recent.length)];
  if (!after && page.length < want) {
    rare.set(key, true);
  }
  return page;
}

/**
 * The fields of a post in the feed and search that differ between viewers: its counts (read fresh for a member
 * answered from the visitors' page) and whether the viewer spritzed it. The one list of them (shared-reads PerViewer).
 */
export const POST_PER_VIEWER = {
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  likedByMe: likedBy(postLikes, postLikes.postId, postLikes.userId),
};
/** A member's state of a post in a page shared with visitors (memberStateOf), as it stands now. */
export type MemberPostState = PerViewerState<typeof POST_PER_VIEWER>;

/** Bounds open on one side: the newest and the oldest a keyset (created_at, id) can be. */
const NEWEST = { t: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
const OLDEST = { t: '-infinity', id: '00000000-0000-0000-0000-000000000000' };

/**
 * What a member's answer needs beside a page of public posts read for visitors (PostsService), in one prepared
 * statement (memberStateQuery): whether that page is theirs too, with no post of their own between `newer` (the
 * page's cursor) and `older` (its last post, when more follow) matching `search` (a search's words), which their page
 * would show (so a new, edited or deleted post of theirs reaches them at once, whatever the kept page's age); and for
 * each of `ids` still shown to visitors, its counts and whether the member spritzed it.
 */
export async function memberStateOf(
  ex: Executor,
  viewerId: string,
  ids: readonly string[],
  newer: { t: string; id: string } | undefined,
  older: { t: string; id: string } | undefined,
  search?: string,
) {
  const words = search === undefined ? undefined : await searchWordsOf(ex, search);
  const statement = prepared(ex, `post_member_state_${words?.partial ?? 'feed'}`, () =>
    memberStateQuery(
      ex,
      { table: posts, id: posts.id, hiddenAt: posts.hiddenAt, authorId: posts.authorId },
      // Only the member's posts the page would show: in its range and, for a search, matching it (as step 1 matches).
      (viewer) =>
        visitorsPageIsTheirs(
          viewer,
          sql`select 1 from ${posts} o where o.author_id = ${viewer} and o.hidden_at is null
            and (o.created_at, o.id) < (${sql.placeholder('newT')}::timestamptz, ${sql.placeholder('newId')}::uuid)
            and (o.created_at, o.id) >= (${sql.placeholder('oldT')}::timestamptz, ${sql.placeholder('oldId')}::uuid)
            ${words ? sql`and ${matchesSearch(sql`o`, words.partial, true)}` : sql``}`,
        ),
      POST_PER_VIEWER,
    ),
  );
  const values = {
    ...words?.values,
    newT: (newer ?? NEWEST).t,
    newId: (newer ?? NEWEST).id,
    oldT: (older ?? OLDEST).t,
    oldId: (older ?? OLDEST).id,
  };
  return readMemberState(statement, POST_PER_VIEWER, values, ids, viewerId);
}

export async function insertPost(ex: Executor, values: typeof posts.$inferInsert) {
  const [row] = await ex.insert(posts).values(values).returning({ id: posts.id });
  return row.id;
}

export async function updatePostContent(ex: Executor, id: string, values: { content: string; title?: string | null }) {
  await ex
    .update(posts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(posts.id, id));
}

export async function deletePost(ex: Executor, id: string) {
  await ex.delete(posts).where(eq(posts.id, id));
}

/** The post's likes counter as it stands (after a like or unlike that changed nothing); undefined when the post is gone. Prepared. */
async function likesCountOf(ex: Executor, postId: string): Promise<number | undefined> {
  const statement = prepared(ex, 'post_likes_count', () =>
    ex
      .select({ n: posts.likesCount })
      .from(posts)
      .where(eq(posts.id, sql.placeholder('post'))),
  );
  const [row] = await statement.execute({ post: postId });
  return row?.n;
}

/** Adds a like and the count in the caller's transaction; a repeated like changes nothing. Returns the count. */
export async function like(tx: Executor, postId: string, userId: string): Promise<{ count: number; added: boolean }> {
  // Two statements, unlike `unlike`: the hostile-input suite deletes the post from a trigger as the like goes in
  // (standing for a concurrent delete), and an update of that post in the same statement would fail on the row the
  // trigger deleted (27000) instead of on the foreign key (23503, answered 404 Post not found).
  const added = await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning({ p: postLikes.postId });
  if (!added.length) return { count: (await likesCountOf(tx, postId)) ?? 0, added: false };
  const [row] = await tx
    .update(posts)
    .set({ likesCount: sql`${posts.likesCount} + 1` })
    .where(eq(posts.id, postId))
    .returning({ n: posts.likesCount });
  return { count: row.n, added: true };
}

/**
 * Removes a like and lowers the counter (never below 0) in one statement; unliking an unliked post changes nothing.
 * The count after, or undefined when the post is gone (deleted since the caller found it). Prepared.
 */
export async function unlike(ex: Executor, postId: string, userId: string): Promise<number | undefined> {
  const statement = prepared(ex, 'post_unlike', () => {
    const removed = ex.$with('removed').as(
      ex
        .delete(postLikes)
        .where(and(eq(postLikes.postId, sql.placeholder('post')), eq(postLikes.userId, sql.placeholder('user'))))
        .returning({ postId: postLikes.postId }),
    );
    return ex
      .with(removed)
      .update(posts)
      .set({ likesCount: sql`greatest(${posts.likesCount} - 1, 0)` })
      .where(and(eq(posts.id, sql.placeholder('post')), sql`exists (select 1 from ${removed})`))
      .returning({ n: posts.likesCount });
  });
  const [row] = await statement.execute({ post: postId, user: userId });
  return row ? row.n : likesCountOf(ex, postId);
}

/** Oldest first, by keyset on (created_at, id) within the post; only comments by authors the viewer may see. Prepared. */
export function listComments(ex: Executor, viewer: Viewer, postId: string, limit: number, after?: { t: string; id: string }) {
  const kind = visibilityKind(viewer);
  // The limit stays bound (`prepared`, not `preparedPage`): how many comments a post has varies from none to
  // thousands, and a plan kept for any post would read and sort all of a busy post's comments.
  const statement = prepared(ex, `post_comments_${kind}_${after ? 'after' : 'first'}`, () =>
    ex
      .select({
        comment: postComments,
        username: profiles.username,
        avatarUrl: sql<string | null>`coalesce(${profiles.avatarThumbUrl}, ${profiles.avatarUrl})`,
        t: exactTime(postComments.createdAt),
      })
      .from(postComments)
      .innerJoin(profiles, eq(profiles.id, postComments.authorId))
      .where(
        and(
          eq(postComments.postId, sql.placeholder('postId')),
          visibleFor(kind, postComments.authorId),
          isNull(postComments.hiddenAt),
          after
            ? sql`(${postComments.createdAt}, ${postComments.id}) > (${sql.placeholder('t')}::timestamptz, ${sql.placeholder('id')}::uuid)`
            : undefined,
        ),
      )
      .orderBy(asc(postComments.createdAt), asc(postComments.id))
      .limit(sql.placeholder('limit')),
  );
  return statement.execute({ postId, viewer: viewer?.userId ?? NO_USER, limit: limit + 1, t: after?.t, id: after?.id });
}

export async function insertComment(tx: Executor, postId: string, authorId: string, content: string) {
  const [row] = await tx.insert(postComments).values({ postId, authorId, content }).returning();
  await tx
    .update(posts)
    .set({ commentsCount: sql`${posts.commentsCount} + 1` })
    .where(eq(posts.id, postId));
  return row;
}

export async function findComment(ex: Executor, id: string) {
  const [row] = await ex.select().from(postComments).where(eq(postComments.id, id)).limit(1);
  return row;
}

export async function deleteComment(tx: Executor, comment: { id: string; postId: string }) {
  const removed = await tx.delete(postComments).where(eq(postComments.id, comment.id)).returning({ id: postComments.id });
  if (removed.length) {
    await tx
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
      .where(eq(posts.id, comment.postId));
  }
}

export async function authorOf(ex: Executor, userId: string) {
  const [row] = await ex
    .select({ username: profiles.username, avatarUrl: sql<string | null>`coalesce(${profiles.avatarThumbUrl}, ${profiles.avatarUrl})` })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? { username: 'Unknown User', avatarUrl: null };
}

import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postComments, postLikes, posts, profiles } from '../../db/schema';
import { exactTime, olderThan } from '../../lib/cursor';

const NO_USER = '00000000-0000-0000-0000-000000000000';

/** The columns every post answer needs: the post, its author and whether the viewer liked it — one query. */
function postColumns(viewerId: string | null) {
  return {
    post: posts,
    username: profiles.username,
    avatarUrl: sql<string | null>`coalesce(${profiles.avatarThumbUrl}, ${profiles.avatarUrl})`,
    likedByMe: sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId ?? NO_USER})`,
    t: exactTime(posts.createdAt),
  };
}
export type PostRow = Awaited<ReturnType<typeof listPosts>>[number];

/** Newest first, by keyset on (created_at, id): the same cost on page 1 and page 25,000. */
export function listPosts(ex: Executor, viewerId: string | null, limit: number, after?: { t: string; id: string }, where?: SQL) {
  return ex
    .select(postColumns(viewerId))
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(and(olderThan(posts.createdAt, posts.id, after), where))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit + 1);
}

export async function findPost(ex: Executor, id: string, viewerId: string | null) {
  const [row] = await ex.select(postColumns(viewerId)).from(posts).innerJoin(profiles, eq(profiles.id, posts.authorId)).where(eq(posts.id, id)).limit(1);
  return row;
}

/** Case-insensitive match on title and content: whole words through the tsvector, partial words through trigrams. */
export function searchCondition(q: string): SQL {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${posts.search} @@ websearch_to_tsquery('simple', ${q}) or lower(coalesce(${posts.title}, '') || ' ' || ${posts.content}) like ${pattern})`;
}

export async function insertPost(ex: Executor, values: typeof posts.$inferInsert) {
  const [row] = await ex.insert(posts).values(values).returning({ id: posts.id });
  return row.id;
}

export async function updatePostContent(ex: Executor, id: string, values: { content: string; title?: string | null }) {
  await ex.update(posts).set({ ...values, updatedAt: new Date() }).where(eq(posts.id, id));
}

export async function deletePost(ex: Executor, id: string) {
  await ex.delete(posts).where(eq(posts.id, id));
}

/** Adds a like and the count in one transaction; a repeated like changes nothing. Returns the count. */
export async function like(tx: Executor, postId: string, userId: string): Promise<number> {
  const added = await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning({ p: postLikes.postId });
  if (added.length) {
    const [row] = await tx.update(posts).set({ likesCount: sql`${posts.likesCount} + 1` }).where(eq(posts.id, postId)).returning({ n: posts.likesCount });
    return row.n;
  }
  const [row] = await tx.select({ n: posts.likesCount }).from(posts).where(eq(posts.id, postId));
  return row.n;
}

/** Removes a like and lowers the count (never below 0); unliking an unliked post changes nothing. */
export async function unlike(tx: Executor, postId: string, userId: string): Promise<number> {
  const removed = await tx.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId))).returning({ p: postLikes.postId });
  if (removed.length) {
    const [row] = await tx
      .update(posts)
      .set({ likesCount: sql`greatest(${posts.likesCount} - 1, 0)` })
      .where(eq(posts.id, postId))
      .returning({ n: posts.likesCount });
    return row.n;
  }
  const [row] = await tx.select({ n: posts.likesCount }).from(posts).where(eq(posts.id, postId));
  return row.n;
}

/** Oldest first, by keyset on (created_at, id) within the post. */
export function listComments(ex: Executor, postId: string, limit: number, after?: { t: string; id: string }) {
  return ex
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
        eq(postComments.postId, postId),
        after ? sql`(${postComments.createdAt}, ${postComments.id}) > (${after.t}::timestamptz, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(limit + 1);
}

export async function insertComment(tx: Executor, postId: string, authorId: string, content: string) {
  const [row] = await tx.insert(postComments).values({ postId, authorId, content }).returning();
  await tx.update(posts).set({ commentsCount: sql`${posts.commentsCount} + 1` }).where(eq(posts.id, postId));
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

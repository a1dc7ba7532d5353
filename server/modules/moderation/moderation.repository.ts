import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client';
import { discussionComments, discussions, postComments, posts, profiles, reports } from '#server/db/schema';
import { exactTime, olderThan } from '#server/lib/cursor';

const reporter = alias(profiles, 'reporter');
const postAuthor = alias(profiles, 'post_author');
const commentAuthor = alias(profiles, 'comment_author');
const discussionAuthor = alias(profiles, 'discussion_author');
const forumCommentAuthor = alias(profiles, 'forum_comment_author');

export async function insertReport(ex: Executor, values: typeof reports.$inferInsert) {
  const [row] = await ex.insert(reports).values(values).onConflictDoNothing().returning();
  return row;
}

/** The queue, newest first by keyset on (created_at, id) within a status (reports_status_created_idx). */
export function list(ex: Executor, status: (typeof reports.$inferSelect)['status'], limit: number, after?: { t: string; id: string }) {
  return ex
    .select({
      report: reports,
      reporter: reporter.username,
      post: { id: posts.id, content: posts.content, title: posts.title, hiddenAt: posts.hiddenAt },
      postAuthor: postAuthor.username,
      comment: { id: postComments.id, postId: postComments.postId, content: postComments.content, hiddenAt: postComments.hiddenAt },
      commentAuthor: commentAuthor.username,
      discussion: { id: discussions.id, title: discussions.title, content: discussions.content, hiddenAt: discussions.hiddenAt },
      discussionAuthor: discussionAuthor.username,
      forumComment: {
        id: discussionComments.id,
        discussionId: discussionComments.discussionId,
        content: discussionComments.content,
        hiddenAt: discussionComments.hiddenAt,
      },
      forumCommentAuthor: forumCommentAuthor.username,
      t: exactTime(reports.createdAt),
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(posts, and(eq(reports.subjectType, 'post'), eq(posts.id, reports.subjectId)))
    .leftJoin(postAuthor, eq(postAuthor.id, posts.authorId))
    .leftJoin(postComments, and(eq(reports.subjectType, 'comment'), eq(postComments.id, reports.subjectId)))
    .leftJoin(commentAuthor, eq(commentAuthor.id, postComments.authorId))
    .leftJoin(discussions, and(eq(reports.subjectType, 'discussion'), eq(discussions.id, reports.subjectId)))
    .leftJoin(discussionAuthor, eq(discussionAuthor.id, discussions.authorId))
    .leftJoin(discussionComments, and(eq(reports.subjectType, 'discussion_comment'), eq(discussionComments.id, reports.subjectId)))
    .leftJoin(forumCommentAuthor, eq(forumCommentAuthor.id, discussionComments.authorId))
    .where(and(eq(reports.status, status), olderThan(reports.createdAt, reports.id, after)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit + 1);
}
export type ReportRow = Awaited<ReturnType<typeof list>>[number];

export async function findReport(ex: Executor, id: string) {
  const [row] = await ex.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

export async function findPostForReport(ex: Executor, id: string) {
  const [row] = await ex
    .select({ id: posts.id, authorId: posts.authorId, content: posts.content, hiddenAt: posts.hiddenAt })
    .from(posts)
    .where(eq(posts.id, id));
  return row;
}

export async function findCommentForReport(ex: Executor, id: string) {
  const [row] = await ex.select().from(postComments).where(eq(postComments.id, id));
  return row;
}

/** A discussion or forum comment as a report sees it (who wrote it, what it says, whether it is hidden). */
export async function findDiscussionForReport(ex: Executor, id: string) {
  const [row] = await ex
    .select({ id: discussions.id, authorId: discussions.authorId, content: discussions.title, hiddenAt: discussions.hiddenAt })
    .from(discussions)
    .where(eq(discussions.id, id));
  return row;
}

export async function findForumCommentForReport(ex: Executor, id: string) {
  const [row] = await ex
    .select({
      id: discussionComments.id,
      authorId: discussionComments.authorId,
      content: discussionComments.content,
      hiddenAt: sql<Date | null>`coalesce(${discussionComments.hiddenAt}, ${discussions.hiddenAt})`,
    })
    .from(discussionComments)
    .innerJoin(discussions, eq(discussions.id, discussionComments.discussionId))
    .where(eq(discussionComments.id, id));
  return row;
}

export async function setHidden(ex: Executor, type: 'post' | 'comment', id: string, hidden: boolean) {
  const value = hidden ? sql`now()` : sql`null`;
  if (type === 'post') await ex.update(posts).set({ hiddenAt: value }).where(eq(posts.id, id));
  else await ex.update(postComments).set({ hiddenAt: value }).where(eq(postComments.id, id));
}

/** Every report of the subject gets the decision (one decision settles all its reports). */
export async function resolveAll(
  ex: Executor,
  type: string,
  subjectId: string,
  status: (typeof reports.$inferSelect)['status'],
  by: string,
) {
  await ex
    .update(reports)
    .set({ status, resolvedBy: by, resolvedAt: new Date() })
    .where(and(sql`${reports.subjectType} = ${type}`, eq(reports.subjectId, subjectId)));
}

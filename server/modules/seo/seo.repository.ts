import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { courses, discussions, posts, profiles, tutorials } from '#server/db/schema';
import { authorVisibleTo } from '#server/lib/visibility';

/** Profiles anyone may see (visibility `public`, the default when never set), by username, at most `limit`. */
export function listPublicProfiles(ex: Executor, limit: number) {
  return ex
    .select({ username: profiles.username, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(sql`coalesce(${profiles.settings} -> 'privacy' ->> 'profileVisibility', 'public') = 'public'`)
    .orderBy(asc(profiles.username))
    .limit(limit);
}

/** Discussions a visitor may read (not hidden by a moderator, author visible to anyone), newest first, at most `limit`. */
export function listPublicDiscussions(ex: Executor, limit: number) {
  return ex
    .select({ id: discussions.id, updatedAt: discussions.updatedAt })
    .from(discussions)
    .where(and(isNull(discussions.hiddenAt), authorVisibleTo(null, discussions.authorId)))
    .orderBy(desc(discussions.createdAt), desc(discussions.id))
    .limit(limit);
}

/** A discussion a visitor may read (not hidden, author visible to anyone): what its page's tags show. */
export async function findPublicDiscussion(ex: Executor, id: string) {
  const [row] = await ex
    .select({ title: discussions.title, content: discussions.content })
    .from(discussions)
    .where(and(eq(discussions.id, id), isNull(discussions.hiddenAt), authorVisibleTo(null, discussions.authorId)))
    .limit(1);
  return row;
}

/** A post a visitor may see (not hidden, author public), with its author's name: what a shared link shows. */
export async function findPublicPost(ex: Executor, id: string) {
  const [row] = await ex
    .select({
      title: posts.title,
      content: posts.content,
      imageUrl: posts.imageUrl,
      videoThumbnail: posts.videoThumbnail,
      username: profiles.username,
    })
    .from(posts)
    .innerJoin(profiles, eq(profiles.id, posts.authorId))
    .where(and(eq(posts.id, id), isNull(posts.hiddenAt), authorVisibleTo(null, posts.authorId)))
    .limit(1);
  return row;
}

/** A profile a visitor may see (visibility `public`), by id or by username (case-insensitive, as the profile page). */
export async function findPublicProfile(ex: Executor, by: { id: string } | { username: string }) {
  const [row] = await ex
    .select({ username: profiles.username, bio: profiles.bio, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(
      and(
        'id' in by ? eq(profiles.id, by.id) : sql`lower(${profiles.username}) = ${by.username.toLowerCase()}`,
        authorVisibleTo(null, profiles.id),
      ),
    )
    .limit(1);
  return row;
}

/** A course (every course has a public purchase page). */
export async function findCourse(ex: Executor, id: string) {
  const [row] = await ex
    .select({ title: courses.title, description: courses.description, imageUrl: courses.imageUrl })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row;
}

/** A tutorial (all are free and public, unless an admin archived it). */
export async function findTutorial(ex: Executor, id: string) {
  const [row] = await ex
    .select({ title: tutorials.title, description: tutorials.description })
    .from(tutorials)
    .where(and(eq(tutorials.id, id), isNull(tutorials.archivedAt)))
    .limit(1);
  return row;
}

import { and, asc, desc, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { discussions, profiles } from '#server/db/schema';
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

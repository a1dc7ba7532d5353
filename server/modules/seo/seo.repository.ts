import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema';

/** Profiles anyone may see (visibility `public`, the default when never set), by username, at most `limit`. */
export function listPublicProfiles(ex: Executor, limit: number) {
  return ex
    .select({ username: profiles.username, updatedAt: profiles.updatedAt })
    .from(profiles)
    .where(sql`coalesce(${profiles.settings} -> 'privacy' ->> 'profileVisibility', 'public') = 'public'`)
    .orderBy(asc(profiles.username))
    .limit(limit);
}

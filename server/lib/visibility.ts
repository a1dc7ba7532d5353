import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import type { AuthContext } from '#server/plugins/auth';

/**
 * Whether a viewer may see a user's content, from the author's profile visibility:
 * `public` → anyone; `contacts` → the author, the people the author follows, admins; `private` → the author
 * and admins. A SQL condition for a where clause (one primary-key lookup per row, no extra statement).
 */
export function authorVisibleTo(viewer: AuthContext | null, authorId: AnyColumn | SQL): SQL {
  const visibility = sql`coalesce((select vp.settings->'privacy'->>'profileVisibility' from profiles vp where vp.id = ${authorId}), 'public')`;
  if (!viewer) return sql`(${visibility} = 'public')`;
  if (viewer.isAdmin) return sql`true`;
  return sql`(${authorId} = ${viewer.userId} or ${visibility} = 'public' or (${visibility} = 'contacts' and exists (
    select 1 from user_follows vf where vf.follower_id = ${authorId} and vf.following_id = ${viewer.userId})))`;
}

/** The same rule for one author, answered in one query. */
export async function canSeeAuthor(db: Executor, viewer: AuthContext | null, authorId: string): Promise<boolean> {
  const result = await db.execute(sql`select ${authorVisibleTo(viewer, sql`${authorId}::uuid`)} as ok`);
  return (result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
}

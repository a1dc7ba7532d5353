import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { opaquePlaceholder } from '#server/db/prepared';
import { rowExists } from '#server/db/row-exists';

/**
 * The viewer's id in a member's prepared statement, bound by execute as `viewer`: opaque to the planner, so that
 * one plan serves every member (opaquePlaceholder).
 */
export const VIEWER_ID = opaquePlaceholder('viewer', 'uuid');

/**
 * The one visibility rule (docs/security.md): may `viewer` see content whose author is `authorId`?
 *
 * The author's profile visibility decides:
 * - `public` (also when never set): anyone, signed in or not;
 * - `contacts`: the author, the people the AUTHOR follows (the author chose them), admins;
 * - `private`: the author and admins;
 * - an account deactivated by its owner (deletion pending): admins only.
 *
 * Every query that returns another user's content (feed, search, comments, profile posts, counts,
 * follow answers) puts this condition in its where clause, so no list can disagree with the profile page.
 */
export function authorVisibleTo(viewer: { userId: string | SQL; isAdmin: boolean } | null, authorId: AnyColumn | SQL): SQL {
  if (viewer?.isAdmin) return sql`true`;
  // A scalar subquery on the author's primary key, evaluated for each row a list actually reads. Written as
  // `exists (…)`, PostgreSQL may plan it as a hashed subplan that reads every profile first (its estimate
  // of how many profiles are public is a guess), which made each first page of a list cost a scan of the
  // whole profiles table: 3.2 ms instead of 0.2 ms at 10,000 authors, growing with the members.
  return sql`(${viewer ? sql`${authorId} = ${viewer.userId} or ` : sql``}coalesce((
    select ${profileRowVisibleTo(viewer, sql`vis_p`)} from profiles vis_p where vis_p.id = ${authorId}), false))`;
}

/** A profile row's visibility setting, `public` when never set (as profiles_not_public_idx reads it). */
const visibilityOf = (profile: SQL) => sql`coalesce(${profile}.settings -> 'privacy' ->> 'profileVisibility', 'public')`;

/**
 * The same rule, for a profile row the query already reads (`profile` is its alias): whether its owner's
 * content is visible to `viewer`, the owner's own content aside (callers compare the ids themselves).
 */
export function profileRowVisibleTo(viewer: { userId: string | SQL; isAdmin: boolean } | null, profile: SQL): SQL {
  if (viewer?.isAdmin) return sql`true`;
  const visibility = visibilityOf(profile);
  // An account its owner deactivated (deletion pending) shows nothing to anyone but admins, whatever its visibility.
  const active = sql`${profile}.deactivated_at is null`;
  if (!viewer) return sql`(${visibility} = 'public' and ${active})`;
  return sql`(${active} and case ${visibility}
      when 'public' then true
      when 'contacts' then ${rowExists(sql`user_follows vis_f`, sql`vis_f.follower_id = ${profile}.id and vis_f.following_id = ${viewer.userId}`)}
      else false end)`;
}

/**
 * Whether the member `viewerId` sees exactly what a visitor sees of everyone else's content, so that a page of
 * public content read for visitors is also that member's page (their own content aside: callers check it). Under
 * the rule above a member sees more than a visitor only of an author whose row gives a member more than a visitor,
 * and that takes the author following the viewer (`contacts`); so the candidates are the viewer's followers that
 * are not public (the partial index profiles_not_public_idx, or the follow index, whichever PostgreSQL finds
 * fewer), each tested by the rule's own two expressions. One read of the viewer's non-public followers, never of
 * the content. If the rule ever gives members more in another way, this must widen with it:
 * visibility.test.ts compares it with the rule applied to every profile.
 */
export function seesWhatVisitorsSee(viewerId: string | SQL): SQL<boolean> {
  const p = sql`vv_p`;
  return sql<boolean>`not exists (select 1 from user_follows vv_f join profiles vv_p on vv_p.id = vv_f.follower_id
    where vv_f.following_id = ${viewerId} and ${visibilityOf(p)} <> 'public'
      and ${profileRowVisibleTo({ userId: viewerId, isAdmin: false }, p)} and not ${profileRowVisibleTo(null, p)})`;
}

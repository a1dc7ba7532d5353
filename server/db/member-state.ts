import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client';
import { pgBool } from '#server/db/pg-bool';
import { rowExists } from '#server/db/row-exists';
import { ReadBatches } from '#server/lib/read-batches';
import { authorVisibleTo, seesWhatVisitorsSee } from '#server/lib/visibility';

/** A member's page read from a page kept for visitors (server/lib/shared-pages.ts): whether it is theirs, and their state of each item still shown. */
export interface MemberState<S> {
  shared: boolean;
  items: Map<string, S>;
}

/**
 * Whether a page of content read for visitors is also the page of the member `viewer`: they see what visitors see of
 * everyone else (seesWhatVisitorsSee) and `own` (a subquery: their content the page would show) is empty.
 */
export const visitorsPageIsTheirs = (viewer: SQL, own: SQL) => sql<boolean>`(${seesWhatVisitorsSee(viewer)} and not exists (${own}))`;

/** The members a statement is executed for, as it binds them (`viewers`: an array's text, opaque to the planner). */
export const membersParam = () => sql`(select ${sql.placeholder('viewers')}::uuid[])`;

/**
 * The one statement members' pages shared with visitors need beside them, for a table of authored content (posts,
 * discussions), for every member in `viewers` (an array's text: the members asking at once, ReadBatches) and the
 * page's ids as `ids` (an array's text), a row per member and item:
 * - `viewer`, the member the row is for, and `shared`: whether the visitors' page is theirs too (`shared` of the
 *   member's id: visitorsPageIsTheirs, or a rule of the list's own), worked out once a member;
 * - for each of the ids still shown to visitors (not deleted or hidden, its author still public): `fields` as they
 *   stand (counts) and, for content that can be liked, whether the member liked it (`liked`: the likes table, its
 *   content and member columns); `id` null on the member's one row when none is.
 */
export function memberStateQuery<F extends Record<string, PgColumn>>(
  ex: Executor,
  content: { table: PgTable; id: AnyColumn; hiddenAt: AnyColumn; authorId: AnyColumn },
  shared: (viewer: SQL) => SQL<boolean>,
  fields: F,
  liked?: { table: PgTable; contentId: AnyColumn; userId: AnyColumn },
) {
  const member = sql`members.viewer`;
  return (
    ex
      .select({
        viewer: sql<string>`${member}`,
        shared: sql<boolean>`members.shared`,
        id: sql<string | null>`${content.id}`,
        likedByMe: liked
          ? rowExists(liked.table, sql`${liked.contentId} = ${content.id} and ${liked.userId} = ${member}`)
          : sql<boolean>`false`,
        ...fields,
      })
      // OFFSET 0 keeps the members a subquery of their own: each member's `shared` is worked out once, not once an
      // item. The members' array is opaque to the planner (a scalar subquery), as VIEWER_ID is: a plan made for one
      // member would look cheaper than the plan for any number, and PostgreSQL would plan every execution again.
      .from(
        sql`(select m.viewer, ${shared(sql`m.viewer`)} as shared
          from unnest(${membersParam()}) m(viewer) offset 0) members`,
      )
      .leftJoin(
        content.table,
        sql`${content.id} = any(${sql.placeholder('ids')}::uuid[]) and ${content.hiddenAt} is null and ${authorVisibleTo(null, content.authorId)}`,
      )
  );
}

/** A row of a memberStateQuery. */
interface MemberStateRow {
  viewer: string;
  shared: unknown;
  id: string | null;
  likedByMe: unknown;
}

/** Reads per statement for many members at once (ReadBatches). */
const batchesOf = new WeakMap<object, ReadBatches<unknown>>();

/**
 * `viewerId`'s answer of `statement` (prepared, for every member in `viewers`, each row naming its member as
 * `viewer`) with `values` (all it binds but the members), made of the rows by `answersOf` for each member asked.
 * Members asking the same statement with the same values at the same time are read together, in one execution
 * (ReadBatches: no read starts before the asks it answers, so each member's own writes are in their answer).
 */
export function readForMember<R extends { viewer: string }, S>(
  statement: { execute(values: Record<string, unknown>): Promise<R[]> },
  values: Record<string, unknown>,
  viewerId: string,
  answersOf: (rows: R[]) => Map<string, S>,
): Promise<S> {
  let batches = batchesOf.get(statement) as ReadBatches<S> | undefined;
  if (!batches) batchesOf.set(statement, (batches = new ReadBatches<S>()));
  return batches.read(JSON.stringify(values), viewerId, async (viewers) =>
    answersOf(await statement.execute({ ...values, viewers: idsParam(viewers) })),
  );
}

/**
 * `viewerId`'s state of a page, read by `statement` (a memberStateQuery, prepared) with `values` (all it binds but
 * the members) with other members' (readForMember), each item's state made by `state` from its row.
 */
export function readMemberState<R extends MemberStateRow, S>(
  statement: { execute(values: Record<string, unknown>): Promise<R[]> },
  values: Record<string, unknown>,
  viewerId: string,
  state: (row: R, likedByMe: boolean) => S,
): Promise<MemberState<S>> {
  return readForMember(statement, values, viewerId, (rows) => memberStatesOfRows(rows, state));
}

/** The statement's rows as each member's MemberState, each item's state made by `state` from its row. */
function memberStatesOfRows<R extends MemberStateRow, S>(rows: R[], state: (row: R, likedByMe: boolean) => S): Map<string, MemberState<S>> {
  const members = new Map<string, MemberState<S>>();
  for (const r of rows) {
    let mine = members.get(r.viewer);
    if (!mine) members.set(r.viewer, (mine = { shared: pgBool(r.shared), items: new Map() }));
    if (r.id) mine.items.set(r.id, state(r, pgBool(r.likedByMe)));
  }
  return members;
}

/** Ids read from the database (or signed into a token) as a statement binds them: an array's text. */
export const idsParam = (ids: readonly string[]) => `{${ids.join(',')}}`;

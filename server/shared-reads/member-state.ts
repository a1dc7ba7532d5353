import { sql, type AnyColumn, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client';
import { pgBool } from '#server/db/pg-bool';
import { rowExists } from '#server/db/row-exists';
import { authorVisibleTo, seesWhatVisitorsSee } from '#server/lib/visibility';
import { idsParam, readForMember } from './batches';

/** A per-viewer field saying whether the viewer liked the item: the likes table, its content and member columns. */
export interface LikedBy {
  likedBy: { table: PgTable; contentId: AnyColumn; userId: AnyColumn };
}

/** A per-viewer field read as whether the member liked the item (`likes`: its content and member columns). */
export const likedBy = (table: PgTable, contentId: AnyColumn, userId: AnyColumn): LikedBy => ({ likedBy: { table, contentId, userId } });

/**
 * The fields of a shared list's items that are not the visitors' page's: each member's own (a like) or read fresh
 * for them (a count), by name as the presenter writes them, each with the column it is read from or `likedBy`. The
 * one list of them: the member-state statement selects these, a member's answer overlays these on the visitors'
 * item, and members in the same state of them are sent the same bytes.
 */
export type PerViewer = Record<string, AnyColumn | LikedBy>;

/** A member's values of the per-viewer fields `P` of one item. */
export type PerViewerState<P extends PerViewer> = {
  -readonly [K in keyof P]: P[K] extends LikedBy ? boolean : P[K] extends Column ? P[K]['_']['data'] : never;
};

/** A member's page read from a page kept for visitors: whether it is theirs, and their state of each item still shown. */
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

const isLikedBy = (field: AnyColumn | LikedBy): field is LikedBy => 'likedBy' in field;

/**
 * The one statement members' pages shared with visitors need beside them, for a table of authored content (posts,
 * discussions), for every member in `viewers` (an array's text: the members asking at once, readForMember) and the
 * page's ids as `ids` (an array's text), a row per member and item:
 * - `viewer`, the member the row is for, and `shared`: whether the visitors' page is theirs too (`shared` of the
 *   member's id: visitorsPageIsTheirs, or a rule of the list's own), worked out once a member;
 * - for each of the ids still shown to visitors (not deleted or hidden, its author still public): the `perViewer`
 *   fields as they stand; `id` null on the member's one row when none is.
 */
export function memberStateQuery(
  ex: Executor,
  content: { table: PgTable; id: AnyColumn; hiddenAt: AnyColumn; authorId: AnyColumn },
  shared: (viewer: SQL) => SQL<boolean>,
  perViewer: PerViewer,
) {
  const member = sql`members.viewer`;
  const fields: Record<string, AnyColumn | SQL> = {};
  for (const [name, field] of Object.entries(perViewer))
    fields[name] = isLikedBy(field)
      ? rowExists(field.likedBy.table, sql`${field.likedBy.contentId} = ${content.id} and ${field.likedBy.userId} = ${member}`)
      : field;
  return (
    ex
      .select({
        viewer: sql<string>`${member}`,
        shared: sql<boolean>`members.shared`,
        id: sql<string | null>`${content.id}`,
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

/**
 * `viewerId`'s state of a page, read by `statement` (a memberStateQuery of `perViewer`, prepared) with `values` (all
 * it binds but the members and the ids) for the page's `ids`, with other members' (readForMember).
 */
export function readMemberState<P extends PerViewer>(
  statement: { execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]> },
  perViewer: P,
  values: Record<string, unknown>,
  ids: readonly string[],
  viewerId: string,
): Promise<MemberState<PerViewerState<P>>> {
  const names = Object.keys(perViewer);
  const liked = new Set(names.filter((name) => isLikedBy(perViewer[name])));
  return readForMember(
    statement as { execute(values: Record<string, unknown>): Promise<(Record<string, unknown> & { viewer: string })[]> },
    { ...values, ids: idsParam(ids) },
    viewerId,
    (rows) => {
      const members = new Map<string, MemberState<PerViewerState<P>>>();
      for (const r of rows) {
        let mine = members.get(r.viewer);
        if (!mine) members.set(r.viewer, (mine = { shared: pgBool(r.shared), items: new Map() }));
        if (!r.id) continue;
        const item: Record<string, unknown> = {};
        for (const name of names) item[name] = liked.has(name) ? pgBool(r[name]) : r[name];
        mine.items.set(r.id as string, item as PerViewerState<P>);
      }
      return members;
    },
  );
}

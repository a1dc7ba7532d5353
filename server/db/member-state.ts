import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client';
import { pgBool } from '#server/db/pg-bool';
import { rowExists } from '#server/db/row-exists';
import { authorVisibleTo, seesWhatVisitorsSee, VIEWER_ID } from '#server/lib/visibility';

/** A member's page read from a page kept for visitors (server/lib/shared-pages.ts): whether it is theirs, and their state of each item still shown. */
export interface MemberState<S> {
  shared: boolean;
  items: Map<string, S>;
}

/**
 * Whether a page of content read for visitors is the member's (bound as VIEWER_ID) too: they see what visitors see
 * of everyone else (seesWhatVisitorsSee) and `own` (a subquery: their content the page would show) is empty.
 */
export const visitorsPageIsTheirs = (own: SQL) => sql<boolean>`(${seesWhatVisitorsSee(VIEWER_ID)} and not exists (${own}))`;

/**
 * The one statement a member's page shared with visitors needs beside it, for a table of authored content (posts,
 * discussions), the member bound as `viewer` (VIEWER_ID) and the page's ids as `ids` (an array's text):
 * - `shared`: whether the visitors' page is theirs too (visitorsPageIsTheirs, or a rule of the list's own);
 * - for each of the ids still shown to visitors (not deleted or hidden, its author still public): `fields` as they
 *   stand (counts) and, for content that can be liked, whether the member liked it (`liked`: the likes table, its
 *   content and member columns).
 */
export function memberStateQuery<F extends Record<string, PgColumn>>(
  ex: Executor,
  content: { table: PgTable; id: AnyColumn; hiddenAt: AnyColumn; authorId: AnyColumn },
  shared: SQL<boolean>,
  fields: F,
  liked?: { table: PgTable; contentId: AnyColumn; userId: AnyColumn },
) {
  return ex
    .select({
      shared,
      id: sql<string | null>`${content.id}`,
      likedByMe: liked
        ? rowExists(liked.table, sql`${liked.contentId} = ${content.id} and ${liked.userId} = ${VIEWER_ID}`)
        : sql<boolean>`false`,
      ...fields,
    })
    .from(sql`(select 1) one`)
    .leftJoin(
      content.table,
      sql`${content.id} = any(${sql.placeholder('ids')}::uuid[]) and ${content.hiddenAt} is null and ${authorVisibleTo(null, content.authorId)}`,
    );
}

/** The statement's rows as a MemberState, each item's state made by `state` from its row. */
export function memberStateOfRows<R extends { shared: unknown; id: string | null; likedByMe: unknown }, S>(
  rows: R[],
  state: (row: R, likedByMe: boolean) => S,
): MemberState<S> {
  const items = new Map<string, S>();
  for (const r of rows) if (r.id) items.set(r.id, state(r, pgBool(r.likedByMe)));
  return { shared: pgBool(rows[0]?.shared), items };
}

/** The page's ids as the statement binds them (`ids`): ids read from the database, as an array's text. */
export const idsParam = (ids: readonly string[]) => `{${ids.join(',')}}`;

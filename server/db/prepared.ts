import { sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from './client';

interface Statement<R> {
  execute(params?: Record<string, unknown>): Promise<R>;
}
interface Preparable<R> {
  prepare(name: string): Statement<R>;
}

const statements = new WeakMap<Executor, Map<string, Statement<unknown>>>();

/**
 * A query built once per database and shape, then prepared (Drizzle `.prepare()` with `sql.placeholder`s): a
 * request binds its values instead of having Drizzle build the same SQL again, and PostgreSQL keeps the plan
 * per connection. `name` names the shape: every variant of a query whose SQL text differs (visibility rule of
 * the viewer's kind, optional filters, sort, cursor) needs its own name, since one name is one SQL text.
 *
 * Cached per executor: the database lives as long as the process; a transaction's executor (rarely used for
 * these reads) is a short-lived key that the WeakMap lets go with it.
 */
export function prepared<R>(ex: Executor, name: string, build: () => Preparable<R>): Statement<R> {
  let byName = statements.get(ex);
  if (!byName) statements.set(ex, (byName = new Map()));
  let statement = byName.get(name) as Statement<R> | undefined;
  if (!statement) byName.set(name, (statement = build().prepare(name)));
  return statement;
}

/** The page sizes the client asks for (`?limit=`): the ones a page's statement is prepared with, written in. */
export const PLANNED_PAGE_SIZES: ReadonlySet<number> = new Set([10, 12, 20, 24, 25, 50]);

/**
 * A keyset page's statement (`prepared`), its LIMIT written into the SQL text for the page sizes the client
 * uses, bound (`limit` in `execute`'s values, the page size + 1) for any other.
 *
 * Why: PostgreSQL plans a prepared statement afresh on every execution until a generic plan (one for any
 * values) looks no dearer than the custom ones. With `limit $n` it costs the generic plan for a tenth of the
 * table, so it never switches: the signed-in feed spent 0.2-0.6 ms of the database's CPU planning each request,
 * more than running it (docs/benchmarks/api.md). With the limit in the text the costs agree and it switches
 * after five executions. Only the sizes in PLANNED_PAGE_SIZES get their own statement, so no caller can make
 * the server keep a plan per number from 1 to 100 (a kept plan of the feed is about 130 KB per connection).
 */
export function preparedPage<R>(
  ex: Executor,
  name: string,
  pageSize: number,
  build: (limit: number | Placeholder) => Preparable<R>,
): Statement<R> {
  if (!PLANNED_PAGE_SIZES.has(pageSize)) return prepared(ex, name, () => build(sql.placeholder('limit')));
  // Drizzle writes an SQL chunk given as the limit into the text (`limit 13`); its type says number or placeholder.
  return prepared(ex, `${name}_${pageSize}`, () => build(sql.raw(String(pageSize + 1)) as unknown as number));
}

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

/**
 * A keyset page's statement (`prepared`), its LIMIT written into the SQL text when `pageSize` is one of
 * `plannedSizes` (the page size the client asks for, and the schema's default), bound (`limit` in `execute`'s
 * values, the page size + 1) for any other.
 *
 * Why: PostgreSQL plans a prepared statement afresh on every execution until a generic plan (one for any
 * values) looks no dearer than the custom ones. With `limit $n` it costs the generic plan for a tenth of the
 * table, so it never switches: the signed-in feed spent 0.2-0.6 ms of the database's CPU planning each request,
 * more than running it (docs/benchmarks/api.md). With the limit in the text the costs agree and it switches
 * after five executions. Only the planned sizes get their own statement: a kept plan of the feed is about 68 KB
 * per connection beside its 64 KB statement, so no caller may make the server keep one per number from 1 to 100.
 */
export function preparedPage<R>(
  ex: Executor,
  name: string,
  pageSize: number,
  plannedSizes: readonly number[],
  build: (limit: number | Placeholder) => Preparable<R>,
): Statement<R> {
  if (!plannedSizes.includes(pageSize)) return prepared(ex, name, () => build(sql.placeholder('limit')));
  // Drizzle writes an SQL chunk given as the limit into the text (`limit 13`); its type says number or placeholder.
  return prepared(ex, `${name}_${pageSize}`, () => build(sql.raw(String(pageSize + 1)) as unknown as number));
}

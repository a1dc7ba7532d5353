import type { Executor } from './client';

interface Statement<R> {
  execute(params?: Record<string, unknown>): Promise<R>;
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
export function prepared<R>(ex: Executor, name: string, build: () => { prepare(name: string): Statement<R> }): Statement<R> {
  let byName = statements.get(ex);
  if (!byName) statements.set(ex, (byName = new Map()));
  let statement = byName.get(name) as Statement<R> | undefined;
  if (!statement) byName.set(name, (statement = build().prepare(name)));
  return statement;
}

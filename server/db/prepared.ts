import { Column, getTableName, is, SQL, sql, Subquery, type Placeholder } from 'drizzle-orm';
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
  if (!statement) byName.set(name, (statement = withCompiledRows(build().prepare(name))));
  return statement;
}

/** What Drizzle's prepared query (node-postgres and PGlite alike) keeps of its selection, as its execute reads it. */
interface DrizzlePrepared {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}
interface DriverDecoder {
  mapFromDriverValue(value: unknown): unknown;
}
type Shape = Map<string, Shape | number>;

/**
 * The statement's rows made into objects by a function written for its selection, instead of Drizzle's general
 * mapResultRow, which for every field of every row tells columns from SQL by walking prototype chains and
 * builds the objects key by key (the objects' shapes changing as they grow): that was 14 % of the instructions
 * of a signed-in feed request (docs/benchmarks/api.md). The function builds each row as one object literal,
 * nested as the selection is, each value decoded as Drizzle decodes it (the same decoder, chosen the same way).
 * A selection with an object of a left-joined table's columns keeps Drizzle's mapper, which makes such an object
 * null when the join matched nothing (a left-joined table's columns selected one by one are simply null).
 */
function withCompiledRows<S>(statement: S): S {
  const query = statement as DrizzlePrepared;
  const { fields, joinsNotNullableMap } = query;
  if (!fields?.length || query.customResultMapper) return statement;
  // Drizzle makes a nested object null when its columns come from a left-joined table that matched nothing.
  const nullableTables = Object.keys(joinsNotNullableMap ?? {}).filter((table) => !joinsNotNullableMap![table]);
  const nullableObject = ({ path, field }: { path: string[]; field: unknown }) =>
    path.length === 2 && is(field, Column) && nullableTables.includes(getTableName(field.table));
  if (fields.some(nullableObject)) return statement;
  const shape: Shape = new Map();
  fields.forEach(({ path }, column) => {
    let node = shape;
    for (const key of path.slice(0, -1)) {
      let next = node.get(key);
      if (!(next instanceof Map)) node.set(key, (next = new Map()));
      node = next;
    }
    node.set(path[path.length - 1], column);
  });
  const literal = (node: Shape): string =>
    `{${[...node]
      .map(
        ([key, v]) =>
          `${JSON.stringify(key)}: ${typeof v === 'number' ? `r[${v}] === null ? null : d[${v}].mapFromDriverValue(r[${v}])` : literal(v)}`,
      )
      .join(', ')}}`;
  // Written from the selection's own keys (quoted by JSON.stringify) and column numbers: no value reaches the code.
  const mapRow = new Function('d', `return (r) => (${literal(shape)});`)(fields.map(({ field }) => decoderOf(field))) as (
    row: unknown[],
  ) => unknown;
  query.customResultMapper = (rows) => rows.map(mapRow);
  return statement;
}

/** The decoder Drizzle's mapResultRow picks for a selected field. */
function decoderOf(field: unknown): DriverDecoder {
  // SQL's decoder is internal to Drizzle (mapResultRow reads it the same way).
  type Decoded = { decoder: DriverDecoder };
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

/**
 * A statement's value the planner does not look at: its placeholder behind a scalar subquery, computed once per
 * execution. Bare, PostgreSQL plans a statement's first five executions for their values and keeps its generic
 * plan only if that looks no dearer than their average; the viewer's id made the difference (for a member with
 * many posts, `author_id = viewer` looks likelier to fill a page early), so a member's search was planned on every
 * execution, 0.3-0.5 ms each, depending on who had searched first on that connection (docs/benchmarks/api.md).
 * Opaque, every execution costs the same as the generic plan. For values that only pick rows
 * by an index (an id), never for a cursor or a limit whose estimate the plan needs; and for a limit the plan must
 * not cost for an average key's rows (profilePosts: a page of whichever author), which it then plans to stop early.
 */
export const opaquePlaceholder = (name: string, type: 'uuid' | 'int') => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/**
 * A keyset page's statement (`prepared`), its LIMIT written into the SQL text when `pageSize` is one of
 * `plannedSizes` (the page size the client asks for, and the schema's default: common/page-sizes.ts askedPageSizes), bound (`limit` in `execute`'s
 * values, the page size + 1) for any other.
 *
 * Why: PostgreSQL plans a prepared statement afresh on every execution until a generic plan (one for any
 * values) looks no dearer than the custom ones. With `limit $n` it costs the generic plan for a tenth of the
 * table, so it never switches: the signed-in feed spent 0.2-0.6 ms of the database's CPU planning each request,
 * more than running it (docs/benchmarks/api.md). With the limit in the text the costs agree and it switches
 * after five executions. Only the planned sizes get their own statement: a kept plan of the feed is about 68 KB
 * per connection beside its 64 KB statement, so no caller may make the server keep one per number from 1 to 100.
 * Not for a walk of one key's index whose rows per key vary (a profile's posts): there the size in the text made
 * PostgreSQL keep a plan costed for the average key's few rows, reading all of a large key's rows and sorting them,
 * while with the limit opaque the plan it keeps walks the index and stops (profiles.repository.ts, profilePosts).
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

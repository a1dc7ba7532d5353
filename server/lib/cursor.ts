import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '#server/errors';

/** Keyset cursors are opaque to clients: base64url JSON of the last row's sort key. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Decodes and validates a cursor; a tampered one is a 400, never a 500. */
export function decodeCursor<T extends z.ZodType>(cursor: string | undefined, schema: T): z.output<T> | undefined {
  if (!cursor) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest('Invalid cursor', 'cursor');
  }
}

/** Takes `limit + 1` rows and returns the page and the cursor of its last row. */
export function toPage<R, C>(rows: R[], limit: number, cursorOf: (row: R) => C) {
  const items = rows.slice(0, limit);
  const nextCursor = rows.length > limit ? encodeCursor(cursorOf(items[items.length - 1])) : null;
  return { items, nextCursor };
}

/** A timestamp as exact text (microseconds, UTC), so a keyset cursor never loses precision to a JS Date. */
export const exactTime = (column: AnyColumn | SQL) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * Newest-first keyset: rows strictly after (created_at, id) of the cursor, served by a (created_at desc, id desc)
 * index. The columns may be an alias's (`sql\`p.created_at\``), the cursor's values placeholders (prepared statements).
 */
export function olderThan(
  createdAt: AnyColumn | SQL,
  id: AnyColumn | SQL,
  after: { t: string | Placeholder; id: string | Placeholder } | undefined,
): SQL | undefined {
  return after ? sql`(${createdAt}, ${id}) < (${after.t}::timestamptz, ${after.id}::uuid)` : undefined;
}

/** True when `t` (YYYY-MM-DDTHH:MM:SS[.ffffff]Z) names a real instant: no 30 February, no 25th hour. */
export function isRealInstant(t: string): boolean {
  const whole = t.slice(0, 19);
  const parsed = new Date(`${whole}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === whole && parsed.getUTCFullYear() >= 1;
}

/** The cursor schema for newest-first lists: the timestamp is checked as a real instant before it reaches SQL. */
export const TimeCursorSchema = z.object({
  t: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/)
    .refine(isRealInstant),
  id: z.uuid(),
});

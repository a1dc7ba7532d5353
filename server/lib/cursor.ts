import type { z } from 'zod';
import { badRequest } from '../errors';

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

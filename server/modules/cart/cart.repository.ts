import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { cartItems } from '#server/db/schema';
import type { CartItemType } from '#common/schemas/cart';

export function listLines(ex: Executor, userId: string) {
  return ex.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

/**
 * Serialises changes to one user's cart until the transaction ends, so simultaneous adds of
 * different items cannot all pass the line-limit check (READ COMMITTED on PostgreSQL).
 */
export async function lockCart(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cart:${userId}`}, 0))`);
}

export async function countLines(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return row?.n ?? 0;
}

/** Adds a line unless the same item is already there; true when it was added. */
export async function insertLine(ex: Executor, line: typeof cartItems.$inferInsert): Promise<boolean> {
  const rows = await ex.insert(cartItems).values(line).onConflictDoNothing().returning({ id: cartItems.id });
  return rows.length === 1;
}

/** Adds units of a product to its line, making the line if there is none (the check keeps a line at 1 to 99 units). */
export async function addUnits(ex: Executor, line: typeof cartItems.$inferInsert & { quantity: number }) {
  await ex
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.itemType, cartItems.itemId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    });
}

export async function deleteLine(ex: Executor, userId: string, itemType: CartItemType, itemId: string): Promise<boolean> {
  const rows = await ex
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.itemType, itemType), eq(cartItems.itemId, itemId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function deleteAll(ex: Executor, userId: string) {
  await ex.delete(cartItems).where(eq(cartItems.userId, userId));
}

import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { cartItems, courseEnrollments, courses, orderEvents, orderItems, orders, paymentEvents, products } from '#server/db/schema';
import type { OrderStatus } from '#common/schemas/orders';
import { olderThan, exactTime } from '#server/lib/cursor';

export type OrderRow = typeof orders.$inferSelect;
export type Actor = 'member' | 'admin' | 'provider' | 'system';

/** Serialises one member's checkouts until the transaction ends: a retried key waits, then finds its order. */
export async function lockCheckout(tx: Executor, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`checkout:${userId}`}, 0))`);
}

export async function findByKey(ex: Executor, userId: string, key: string) {
  const [row] = await ex
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findById(ex: Executor, id: string, forUpdate = false) {
  const q = ex.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function findByProviderRef(ex: Executor, provider: string, ref: string) {
  const [row] = await ex
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerRef, ref)))
    .limit(1)
    .for('update');
  return row;
}

export function cartLines(ex: Executor, userId: string) {
  return ex.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export async function insertOrder(ex: Executor, values: typeof orders.$inferInsert) {
  const [row] = await ex.insert(orders).values(values).returning();
  return row;
}

export async function insertItems(ex: Executor, values: (typeof orderItems.$inferInsert)[]) {
  if (values.length) await ex.insert(orderItems).values(values);
}

export function itemsOf(ex: Executor, orderIds: string[]) {
  if (!orderIds.length) return Promise.resolve([] as (typeof orderItems.$inferSelect)[]);
  return ex.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

export function eventsOf(ex: Executor, orderId: string) {
  return ex.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/** Moves an order to a new status and records who did it, in the caller's transaction. */
export async function transition(
  ex: Executor,
  order: OrderRow,
  to: OrderStatus,
  actor: Actor,
  actorId: string | null,
  note: string | null,
  set: Partial<typeof orders.$inferInsert> = {},
) {
  const [row] = await ex
    .update(orders)
    .set({ ...set, status: to })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!row) throw new Error(`order ${order.id} changed while moving to ${to}`);
  await ex.insert(orderEvents).values({ orderId: order.id, fromStatus: order.status, toStatus: to, actor, actorId, note });
  return row;
}

export async function recordCreated(ex: Executor, orderId: string, actorId: string) {
  await ex.insert(orderEvents).values({ orderId, fromStatus: null, toStatus: 'pending_payment', actor: 'member', actorId });
}

/** Takes units from stock; false (and nothing changed) when fewer are left. Never below zero. */
export async function takeStock(ex: Executor, productId: string, quantity: number): Promise<boolean> {
  const rows = await ex
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function stockOf(ex: Executor, productId: string): Promise<number> {
  const [row] = await ex.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock ?? 0;
}

/** Grants (or restores) course access for a paid order; the enrolled counter moves in the same transaction. */
export async function grantCourse(ex: Executor, userId: string, courseId: string, orderId: string) {
  const rows = await ex
    .insert(courseEnrollments)
    .values({ userId, courseId, orderId })
    .onConflictDoUpdate({
      target: [courseEnrollments.userId, courseEnrollments.courseId],
      set: { orderId, revokedAt: null, grantedAt: sql`now()` },
      setWhere: sql`${courseEnrollments.revokedAt} is not null`,
    })
    .returning({ userId: courseEnrollments.userId });
  if (rows.length)
    await ex
      .update(courses)
      .set({ enrolledCount: sql`${courses.enrolledCount} + 1` })
      .where(eq(courses.id, courseId));
}

export async function revokeCourses(ex: Executor, orderId: string) {
  const rows = await ex
    .update(courseEnrollments)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(courseEnrollments.orderId, orderId), sql`${courseEnrollments.revokedAt} is null`))
    .returning({ courseId: courseEnrollments.courseId });
  for (const r of rows)
    await ex
      .update(courses)
      .set({ enrolledCount: sql`greatest(${courses.enrolledCount} - 1, 0)` })
      .where(eq(courses.id, r.courseId));
  return rows.length;
}

export async function removeCartLines(
  ex: Executor,
  userId: string,
  lines: { itemType: 'product' | 'course' | 'formula'; itemId: string }[],
) {
  for (const l of lines) {
    await ex.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.itemType, l.itemType), eq(cartItems.itemId, l.itemId)));
  }
}

export function listForUser(ex: Executor, userId: string, after: { t: string; id: string } | undefined, limit: number) {
  return ex
    .select({ order: orders, t: exactTime(orders.createdAt) })
    .from(orders)
    .where(and(eq(orders.userId, userId), olderThan(orders.createdAt, orders.id, after)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
}

/** A webhook event id seen before is a replay; true the first time. */
export async function firstDelivery(ex: Executor, provider: string, eventId: string, type: string): Promise<boolean> {
  const rows = await ex
    .insert(paymentEvents)
    .values({ provider, eventId, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length === 1;
}

export async function setProviderRef(ex: Executor, orderId: string, ref: string) {
  await ex.update(orders).set({ providerRef: ref }).where(eq(orders.id, orderId));
}

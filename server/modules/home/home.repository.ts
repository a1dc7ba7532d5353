import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { courses, orderItems, orders, products, savedFormulas, profiles } from '#server/db/schema';
import { authorVisibleTo } from '#server/lib/visibility';

/** Products and courses bought most in the window, by units in paid or fulfilled orders. */
export function mostBought(ex: Executor, since: Date, limit: number) {
  return ex
    .select({ type: orderItems.itemType, id: orderItems.itemId, sold: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        gte(orderItems.createdAt, since),
        inArray(orders.status, ['paid', 'fulfilled']),
        inArray(orderItems.itemType, ['product', 'course']),
      ),
    )
    .groupBy(orderItems.itemType, orderItems.itemId)
    .orderBy(desc(sql`sum(${orderItems.quantity})`), asc(orderItems.itemId))
    .limit(limit);
}

export function productsByIds(ex: Executor, ids: string[]) {
  return ids.length ? ex.select().from(products).where(inArray(products.id, ids)) : Promise.resolve([]);
}

export function coursesByIds(ex: Executor, ids: string[]) {
  return ids.length ? ex.select().from(courses).where(inArray(courses.id, ids)) : Promise.resolve([]);
}

/** Formulas their authors shared, newest first (served by the partial index on shared rows). */
/** Formulas their authors shared, of authors the viewer may see (the one visibility rule, as every list). */
export function sharedFormulas(ex: Executor, viewer: { userId: string; isAdmin: boolean }, limit: number) {
  return ex
    .select({ id: savedFormulas.id, name: savedFormulas.name, brief: savedFormulas.brief, author: profiles.username })
    .from(savedFormulas)
    .leftJoin(profiles, eq(profiles.id, savedFormulas.userId))
    .where(and(eq(savedFormulas.shared, true), authorVisibleTo(viewer, savedFormulas.userId)))
    .orderBy(desc(savedFormulas.createdAt), desc(savedFormulas.id))
    .limit(limit);
}

export function ownFormulas(ex: Executor, userId: string, limit: number) {
  return ex
    .select({ id: savedFormulas.id, name: savedFormulas.name, brief: savedFormulas.brief })
    .from(savedFormulas)
    .where(eq(savedFormulas.userId, userId))
    .orderBy(desc(savedFormulas.createdAt), desc(savedFormulas.id))
    .limit(limit);
}

export function featuredCourses(ex: Executor, limit: number) {
  return ex.select().from(courses).orderBy(asc(courses.position), asc(courses.id)).limit(limit);
}

import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { products } from '#server/db/schema';
import { exactTime, olderThan } from '#server/lib/cursor';
import { isUuid } from '#server/lib/ids';
import { likePattern } from '#server/lib/like-pattern';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;

/** Every product (archived ones by filter), newest first by keyset on (created_at, id); `q` matches the name. */
export function listProducts(
  ex: Executor,
  opts: { q?: string; archived: 'active' | 'archived' | 'all'; limit: number; after?: { t: string; id: string } },
) {
  return ex
    .select({ product: products, t: exactTime(products.createdAt) })
    .from(products)
    .where(
      and(
        opts.q ? sql`lower(${products.name}) like lower(${likePattern(opts.q)})` : undefined,
        opts.archived === 'active'
          ? isNull(products.archivedAt)
          : opts.archived === 'archived'
            ? isNotNull(products.archivedAt)
            : undefined,
        olderThan(products.createdAt, products.id, opts.after),
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(opts.limit + 1);
}

export async function findProduct(ex: Executor, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const q = ex.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function slugTaken(ex: Executor, slug: string) {
  const [row] = await ex.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
  return Boolean(row);
}

export async function insertProduct(ex: Executor, values: ProductInsert) {
  const [row] = await ex.insert(products).values(values).returning();
  return row;
}

export async function updateProduct(ex: Executor, id: string, values: Partial<ProductInsert>) {
  const [row] = await ex.update(products).set(values).where(eq(products.id, id)).returning();
  return row;
}

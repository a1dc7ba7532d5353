import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { products } from '#server/db/schema';
import type { ProductCategory } from '#common/schemas/shop';
import { isUuid } from '#server/lib/ids';

export type ProductRow = typeof products.$inferSelect;

export async function findProductById(ex: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await ex.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

export interface ProductFilter {
  category?: ProductCategory;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  sort: 'name' | 'price-asc' | 'price-desc';
  /** keyset: the last row's sort value and id */
  after?: { v: string | number; id: string };
  limit: number;
}

/** One page of products, ordered by a unique key (sort value, id) so the cursor is exact. */
export function listProducts(ex: Executor, f: ProductFilter) {
  const where: (SQL | undefined)[] = [];
  if (f.category) where.push(eq(products.category, f.category));
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(sql`lower(${products.name}) like ${like}`, sql`lower(${products.description}) like ${like}`));
  }
  if (f.minPrice !== undefined) where.push(gte(products.priceCents, f.minPrice));
  if (f.maxPrice !== undefined) where.push(lte(products.priceCents, f.maxPrice));
  const key = f.sort === 'name' ? products.name : products.priceCents;
  const descending = f.sort === 'price-desc';
  if (f.after) {
    where.push(
      descending
        ? sql`(${key}, ${products.id}) < (${f.after.v}, ${f.after.id})`
        : sql`(${key}, ${products.id}) > (${f.after.v}, ${f.after.id})`,
    );
  }
  const order = descending ? [desc(key), desc(products.id)] : [asc(key), asc(products.id)];
  return ex
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(...order)
    .limit(f.limit + 1);
}

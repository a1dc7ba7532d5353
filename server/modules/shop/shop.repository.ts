import { and, asc, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { preparedPage } from '#server/db/prepared';
import { products } from '#server/db/schema';
import type { ProductCategory } from '#common/schemas/shop';
import { isUuid } from '#server/lib/ids';
import { likePattern } from '#server/lib/like-pattern';
import { askedPageSizes } from '#common/page-sizes';

export type ProductRow = typeof products.$inferSelect;

/** A product the shop still sells: archived ones are not found (past orders keep their own copy of the line). */
export async function findProductById(ex: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await ex
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
    .limit(1);
  return row;
}

/**
 * The product the shop sells each of these materials as (materials it does not sell are absent): of several, the
 * one with the largest pack, then the first by id.
 */
export async function findProductsSelling(ex: Executor, materialIds: readonly string[]): Promise<Map<string, ProductRow>> {
  if (materialIds.length === 0) return new Map();
  const rows = await ex
    .select()
    .from(products)
    .where(and(inArray(products.materialId, [...materialIds]), isNull(products.archivedAt)))
    .orderBy(asc(products.materialId), desc(products.packSize), asc(products.id));
  const found = new Map<string, ProductRow>();
  for (const row of rows) if (row.materialId && !found.has(row.materialId)) found.set(row.materialId, row);
  return found;
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

/** The shop's page sizes kept planned (`preparedPage`): the client's and the schema's default. */
export const PRODUCT_PAGE_SIZES = askedPageSizes('products');

/**
 * One page of products, ordered by a unique key (sort value, id) so the cursor is exact. Prepared per shape
 * (which filters are given, the sort, first page or after a cursor; at most 96 shapes, built when first
 * used) and page size (`preparedPage`): the values are bound.
 */
export function listProducts(ex: Executor, f: ProductFilter) {
  const shape = [
    f.sort,
    f.category ? 'c' : '',
    f.q ? 'q' : '',
    f.minPrice !== undefined ? 'min' : '',
    f.maxPrice !== undefined ? 'max' : '',
    f.after ? 'after' : 'first',
  ].join('_');
  const statement = preparedPage(ex, `products_${shape}`, f.limit, PRODUCT_PAGE_SIZES, (pageLimit) => {
    const where: (SQL | undefined)[] = [isNull(products.archivedAt)];
    if (f.category) where.push(eq(products.category, sql.placeholder('category')));
    if (f.q) {
      const like = sql`lower(${sql.placeholder('like')}::text)`;
      where.push(or(sql`lower(${products.name}) like ${like}`, sql`lower(${products.description}) like ${like}`));
    }
    if (f.minPrice !== undefined) where.push(gte(products.priceCents, sql.placeholder('minPrice')));
    if (f.maxPrice !== undefined) where.push(lte(products.priceCents, sql.placeholder('maxPrice')));
    const key = f.sort === 'name' ? products.name : products.priceCents;
    const descending = f.sort === 'price-desc';
    if (f.after) {
      const [v, id] = [sql.placeholder('afterV'), sql.placeholder('afterId')];
      where.push(descending ? sql`(${key}, ${products.id}) < (${v}, ${id})` : sql`(${key}, ${products.id}) > (${v}, ${id})`);
    }
    const order = descending ? [desc(key), desc(products.id)] : [asc(key), asc(products.id)];
    return ex
      .select()
      .from(products)
      .where(and(...where))
      .orderBy(...order)
      .limit(pageLimit);
  });
  return statement.execute({
    category: f.category,
    like: f.q ? likePattern(f.q) : undefined,
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    afterV: f.after?.v,
    afterId: f.after?.id,
    limit: f.limit + 1,
  });
}

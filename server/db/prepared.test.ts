import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { prepared, preparedPage } from '#server/db/prepared';
import { products } from '#server/db/schema';
import { seedCatalogue } from '#server/db/seed/catalogue';
import { openTestDatabase } from '#server/test/test-app';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db);
});
afterAll(() => database.close());

const productPage = (size: number) =>
  preparedPage(database.db, 'test_product_ids', size, [10, 12], (limit) =>
    database.db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(limit),
  ).execute({ limit: size + 1 });

describe('preparedPage', () => {
  it('reads the page size + 1 rows, whether the size is written into the statement or bound', async () => {
    const all = await database.db.select({ id: products.id }).from(products).orderBy(asc(products.id));
    expect(all.length).toBeGreaterThan(13);
    for (const size of [12, 7, 10, 7, 12]) expect(await productPage(size)).toEqual(all.slice(0, size + 1));
  });
});

describe('prepared statements’ rows', () => {
  const other = alias(products, 'other');
  const selection = {
    product: getTableColumns(products),
    shout: sql<string>`upper(${products.name})`,
    one: sql<number>`1`.mapWith(Number),
    other: { id: other.id, createdAt: other.createdAt, archivedAt: other.archivedAt },
  };
  const query = (join: 'inner' | 'left') =>
    (join === 'inner'
      ? database.db.select(selection).from(products).innerJoin(other, eq(other.id, products.id))
      : database.db
          .select(selection)
          .from(products)
          .leftJoin(other, sql`false`)
    )
      .orderBy(asc(products.id))
      .limit(5);

  it('are the objects Drizzle makes, nested and decoded alike, built by a function written for the selection', async () => {
    const statement = prepared(database.db, 'test_rows_inner', () => query('inner'));
    expect((statement as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const rows = await statement.execute();
    expect(rows).toEqual(await query('inner'));
    expect(rows[0].product.createdAt).toBeInstanceOf(Date);
    expect(rows[0].other?.archivedAt).toBeNull();
    expect(rows[0].one).toBe(1);
  });

  it('are written for a left join whose columns are selected one by one: they are null where it matched nothing', async () => {
    const flat = () =>
      database.db
        .select({ id: products.id, otherId: other.id, otherCreatedAt: other.createdAt })
        .from(products)
        .leftJoin(other, sql`false`)
        .orderBy(asc(products.id))
        .limit(5);
    const statement = prepared(database.db, 'test_rows_left_flat', flat);
    expect((statement as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const rows = await statement.execute();
    expect(rows).toEqual(await flat());
    expect(rows[0]).toMatchObject({ otherId: null, otherCreatedAt: null });
  });

  it('decode each kind of field as Drizzle does: columns, SQL with mapWith, and fields of a subquery', async () => {
    // Each kind reaches its decoder through a different part of Drizzle (decoderOf): a column is its own decoder,
    // SQL keeps `decoder`, a subquery's field is aliased SQL. An upgrade that moves one fails here.
    const inner = database.db
      .select({ id: products.id, priceText: sql<string>`${products.priceCents}::text`.as('price_text'), createdAt: products.createdAt })
      .from(products)
      .as('inner_products');
    const viaSubquery = () =>
      database.db
        .select({
          id: inner.id,
          price: sql<number>`${inner.priceText}`.mapWith(Number),
          priceText: inner.priceText,
          createdAt: inner.createdAt,
          five: sql<number>`'5'::text`.mapWith(Number),
        })
        .from(inner)
        .orderBy(asc(inner.id))
        .limit(3);
    const statement = prepared(database.db, 'test_rows_subquery', viaSubquery);
    expect((statement as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf('function');
    const rows = await statement.execute();
    expect(rows).toEqual(await viaSubquery());
    expect(rows[0].five).toBe(5);
    expect(rows[0].price).toBeTypeOf('number');
    expect(rows[0].priceText).toBeTypeOf('string');
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it('rest on the parts of Drizzle’s prepared query that prepared.ts reads and writes', () => {
    // prepared.ts reads `fields` ({ path, field }) and `joinsNotNullableMap`, and sets `customResultMapper`, which
    // execute() must call. Drizzle is pinned to one version (package.json); this fails first if a new one moves them.
    const raw = query('inner').prepare('test_internals') as unknown as {
      fields?: { path: string[]; field: unknown }[];
      joinsNotNullableMap?: Record<string, boolean>;
      customResultMapper?: unknown;
    };
    expect(Array.isArray(raw.fields)).toBe(true);
    expect(raw.fields![0]).toEqual({ path: ['product', 'id'], field: products.id });
    expect(raw.joinsNotNullableMap).toEqual({ products: true, other: true });
    expect(raw).toHaveProperty('customResultMapper');
    expect(raw.customResultMapper).toBeUndefined();
  });

  it('keep Drizzle’s mapper for an object of a left-joined table’s columns, which Drizzle makes null where it matched nothing', async () => {
    const statement = prepared(database.db, 'test_rows_left', () => query('left'));
    expect((statement as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
    const rows = await statement.execute();
    expect(rows).toEqual(await query('left'));
    expect(rows[0].other).toBeNull();
  });
});

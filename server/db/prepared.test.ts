import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { preparedPage } from '#server/db/prepared';
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

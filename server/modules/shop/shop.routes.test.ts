import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { products } from '#server/db/schema';
import { SAMPLE_PRODUCTS } from '#server/db/seed/catalogue';
import { PRODUCT_CATEGORIES, type Product } from '#common/schemas/shop';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => {
  return t.close();
});

interface Page {
  items: Product[];
  nextCursor: string | null;
}

const list = (query: Record<string, string | number>) =>
  t.app.inject({ method: 'GET', url: '/api/products', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

/** Follows nextCursor to the end and returns every page. */
async function walk(query: Record<string, string | number>): Promise<Page[]> {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(cursor ? { ...query, cursor } : query);
    expect(res.statusCode).toBe(200);
    const page = res.json() as Page;
    pages.push(page);
    cursor = page.nextCursor;
    if (pages.length > 100) throw new Error('pagination does not end');
  } while (cursor);
  return pages;
}
const items = (pages: Page[]) => pages.flatMap((p) => p.items);
const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const includesText = (needle: string) => (p: { name: string; description: string }) =>
  p.name.toLowerCase().includes(needle.toLowerCase()) || p.description.toLowerCase().includes(needle.toLowerCase());

describe('GET /api/products', () => {
  it('walks the whole catalogue in name order, 5 at a time, each product exactly once', async () => {
    const pages = await walk({ limit: 5 });
    expect(pages).toHaveLength(Math.ceil(SAMPLE_PRODUCTS.length / 5));
    for (const page of pages.slice(0, -1)) expect(page.items).toHaveLength(5);
    expect(pages[pages.length - 1].nextCursor).toBeNull();
    const all = items(pages);
    expect(all.map((p) => p.name)).toEqual([...SAMPLE_PRODUCTS].sort(byName).map((p) => p.name));
    expect(new Set(all.map((p) => p.id)).size).toBe(SAMPLE_PRODUCTS.length);
  });

  it('presents a product with its public fields only', async () => {
    const res = await list({ limit: 1 });
    const [first] = (res.json() as Page).items;
    const seed = SAMPLE_PRODUCTS.find((p) => p.slug === first.slug)!;
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: seed.slug,
      name: seed.name,
      description: seed.description,
      category: seed.category,
      priceCents: seed.priceCents,
      imageUrl: seed.imageUrl,
    });
  });

  it('uses a default page size of 24', async () => {
    const page = (await list({})).json() as Page;
    expect(page.items).toHaveLength(Math.min(24, SAMPLE_PRODUCTS.length));
  });

  it.each(PRODUCT_CATEGORIES)('filters by category %s', async (category) => {
    const all = items(await walk({ category, limit: 2 }));
    const expected = SAMPLE_PRODUCTS.filter((p) => p.category === category);
    expect(expected.length).toBeGreaterThan(0);
    expect(all.every((p) => p.category === category)).toBe(true);
    expect(all.map((p) => p.name)).toEqual([...expected].sort(byName).map((p) => p.name));
  });

  it.each([
    ['a name word in another case', 'BERGAMOT'],
    ['a word only in descriptions', 'indolic'],
    ['a phrase in mixed case', 'Essential OIL'],
    ['a literal percent sign', '%'],
    ['a percent sign with a number', '96%'],
    ['a literal underscore', '_'],
    ['a literal backslash', '\\'],
    ['a dot', '0.001'],
    ['words that match nothing', 'patchouli'],
  ])('searches name and description for %s', async (_label, q) => {
    const all = items(await walk({ q, limit: 3 }));
    const expected = SAMPLE_PRODUCTS.filter(includesText(q));
    expect(all.map((p) => p.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
  });

  it('treats % and _ in a search literally', async () => {
    const percent = items(await walk({ q: '%' }));
    expect(percent.map((p) => p.slug)).toEqual(['perfumers-alcohol-100ml']);
    expect(items(await walk({ q: '_' }))).toEqual([]);
    expect(items(await walk({ q: 'Bergamot%Oil' }))).toEqual([]);
    expect(items(await walk({ q: 'Bergamot Essential Oi_' }))).toEqual([]);
  });

  it('trims the search and treats an empty one as no search', async () => {
    expect(items(await walk({ q: '   ' }))).toHaveLength(SAMPLE_PRODUCTS.length);
    const spaced = items(await walk({ q: '  vetiver  ' }));
    expect(spaced.map((p) => p.slug)).toEqual(['vetiver-haiti-10ml']);
  });

  it('filters by a price range, both ends included', async () => {
    const all = items(await walk({ minPrice: 2499, maxPrice: 5999, limit: 4 }));
    const expected = SAMPLE_PRODUCTS.filter((p) => p.priceCents >= 2499 && p.priceCents <= 5999);
    expect(all.map((p) => p.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    expect(all.some((p) => p.priceCents === 2499)).toBe(true);
    expect(all.some((p) => p.priceCents === 5999)).toBe(true);
    expect(items(await walk({ minPrice: 9000 })).every((p) => p.priceCents >= 9000)).toBe(true);
    expect(items(await walk({ maxPrice: 1999 })).map((p) => p.priceCents)).toEqual(
      SAMPLE_PRODUCTS.filter((p) => p.priceCents <= 1999).map(() => 1999),
    );
    expect(items(await walk({ minPrice: 6000, maxPrice: 5000 }))).toEqual([]);
  });

  it.each([
    ['price-asc', (a: number, b: number) => a <= b],
    ['price-desc', (a: number, b: number) => a >= b],
  ] as const)('sorts by %s across pages without gaps or duplicates', async (sort, inOrder) => {
    for (const limit of [1, 3, 5]) {
      const all = items(await walk({ sort, limit }));
      expect(all).toHaveLength(SAMPLE_PRODUCTS.length);
      expect(new Set(all.map((p) => p.id)).size).toBe(SAMPLE_PRODUCTS.length);
      for (let i = 1; i < all.length; i++) expect(inOrder(all[i - 1].priceCents, all[i].priceCents)).toBe(true);
    }
  });

  it('combines category, search, price range and sort while paging', async () => {
    const all = items(await walk({ category: 'essential-oils', q: 'oil', minPrice: 2000, sort: 'price-desc', limit: 2 }));
    const expected = SAMPLE_PRODUCTS.filter((p) => p.category === 'essential-oils' && includesText('oil')(p) && p.priceCents >= 2000);
    expect(all.map((p) => p.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    expect(all.map((p) => p.priceCents)).toEqual(expected.map((p) => p.priceCents).sort((a, b) => b - a));
  });

  it.each([
    ['not base64 JSON', '!!!not-a-cursor!!!'],
    ['base64 of text', Buffer.from('hello').toString('base64url')],
    ['a cursor without an id', cursorOf({ v: 'A' })],
    ['a cursor with a bad id', cursorOf({ v: 'A', id: "1' or '1'='1" })],
    ['a cursor with an object value', cursorOf({ v: { a: 1 }, id: randomUUID() })],
    ['a cursor that is an array', cursorOf(['A', randomUUID()])],
    ['an over-long cursor', 'a'.repeat(400)],
    ['a cursor with a NUL byte in its value', cursorOf({ v: 'a\u0000b', id: randomUUID() })],
  ])('refuses a tampered cursor (%s) with 400', async (_label, cursor) => {
    const res = await list({ cursor });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });

  it('refuses a cursor from another sort order with 400', async () => {
    const byNamePage = (await list({ limit: 2 })).json() as Page;
    const byPricePage = (await list({ limit: 2, sort: 'price-asc' })).json() as Page;
    for (const sort of ['price-asc', 'price-desc']) {
      const res = await list({ limit: 2, sort, cursor: byNamePage.nextCursor! });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation');
    }
    const res = await list({ limit: 2, cursor: byPricePage.nextCursor! });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });

  it.each([
    ['beyond the range of a price', 2 ** 40],
    ['a fraction', 19.99],
    ['a number given as text', '1999'],
  ])('refuses a price cursor with a value %s with 400', async (_label, v) => {
    const res = await list({ sort: 'price-asc', cursor: cursorOf({ v, id: randomUUID() }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });

  it.each([
    ['limit=0', { limit: 0 }],
    ['limit=1000', { limit: 1000 }],
    ['limit=101', { limit: 101 }],
    ['limit=abc', { limit: 'abc' }],
    ['limit=2.5', { limit: 2.5 }],
    ['minPrice=-1', { minPrice: -1 }],
    ['maxPrice=abc', { maxPrice: 'abc' }],
    ['an unknown sort', { sort: 'popularity' }],
    ['an unknown category', { category: 'perfumes' }],
    ['an over-long search', { q: 'x'.repeat(101) }],
    ['a search with a NUL byte', { q: 'oil\u0000' }],
  ])('refuses %s with 400', async (_label, query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });
});

describe('GET /api/products/:id', () => {
  it('answers a product', async () => {
    const [first] = ((await list({ limit: 1 })).json() as Page).items;
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${first.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(first);
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a non-uuid id', 'not-a-uuid'],
    ['a slug', 'lavender-fine-10ml'],
    ['an SQL-looking id', "1' or '1'='1"],
  ])('answers %s with 404', async (_label, id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${encodeURIComponent(id)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});

describe('paging with ties', () => {
  it('breaks ties on name and on price by id, so no product is skipped or repeated', async () => {
    // Products sharing a name and a price: only the id tells them apart.
    await t.database.db.insert(products).values(
      Array.from({ length: 7 }, (_, i) => ({
        slug: `twin-${i}`,
        name: 'Twin Sample Vial',
        description: 'A tie-breaking twin.',
        category: 'tools' as const,
        priceCents: 1999,
        imageUrl: '/catalogue/tools.svg',
      })),
    );
    // Visitors see the new products a second later, once the pages kept for them have expired.
    t.later();
    const total = SAMPLE_PRODUCTS.length + 7;
    for (const sort of ['name', 'price-asc', 'price-desc']) {
      for (const limit of [1, 2, 4]) {
        const all = items(await walk({ sort, limit }));
        expect(all).toHaveLength(total);
        expect(new Set(all.map((p) => p.id)).size).toBe(total);
      }
    }
    const twins = items(await walk({ q: 'twin sample', limit: 2 }));
    expect(twins).toHaveLength(7);
    expect(twins.map((p) => p.id)).toEqual([...twins.map((p) => p.id)].sort());
  });
});

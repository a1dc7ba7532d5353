import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { cartItems, products } from '#server/db/schema';
import { CART_MAX_LINES } from '#common/schemas/cart';

let t: TestApp;
let catalogue: (typeof products.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await t.database.db.select().from(products).orderBy(asc(products.name));
});
afterAll(() => {
  return t.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, user?: SignedUp, payload?: unknown) =>
  t.app.inject({ method, url, headers: user ? user.auth : {}, payload: payload as object });
const add = (user: SignedUp, itemId: string, type = 'product') => call('POST', '/api/cart/items', user, { itemId, type });
const linesOf = (userId: string) => t.database.db.select().from(cartItems).where(eq(cartItems.userId, userId));
const countAllLines = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(cartItems))[0].n;

describe('cart: sign-in', () => {
  it.each([
    ['GET', '/api/cart'],
    ['POST', '/api/cart/items'],
    ['DELETE', '/api/cart/items/product/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/cart'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const payload = method === 'POST' ? { itemId: catalogue[0].id, type: 'product' } : undefined;
    const before = await countAllLines();
    const res = await t.app.inject({ method, url, payload });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    const forged = await t.app.inject({ method, url, payload, headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.statusCode).toBe(401);
    expect(await countAllLines()).toBe(before);
  });
});

describe('cart', () => {
  it('starts empty', async () => {
    const user = await signUp(t.app);
    const res = await call('GET', '/api/cart', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], totalCents: 0, count: 0 });
  });

  it('adds a product with the title and price from the catalogue', async () => {
    const user = await signUp(t.app);
    const product = catalogue[0];
    const res = await add(user, product.id);
    expect(res.statusCode).toBe(201);
    const cart = res.json();
    expect(cart.count).toBe(1);
    expect(cart.totalCents).toBe(product.priceCents);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: product.id, type: 'product', title: product.name, priceCents: product.priceCents });
    expect(Number.isNaN(Date.parse(cart.items[0].addedAt))).toBe(false);
    const lines = await linesOf(user.userId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ itemId: product.id, itemType: 'product', title: product.name, priceCents: product.priceCents });
    expect((await call('GET', '/api/cart', user)).json()).toEqual(cart);
  });

  it('keeps a product quantity (1 to 99) and counts it in the total', async () => {
    const user = await signUp(t.app);
    const res = await call('POST', '/api/cart/items', user, { itemId: catalogue[1].id, type: 'product', quantity: 3 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ count: 1, totalCents: catalogue[1].priceCents * 3 });
    expect(res.json().items[0].quantity).toBe(3);
  });

  it.each([
    ['a price', { priceCents: 1 }],
    ['a title', { title: 'Free stuff' }],
    ['a price and a title', { priceCents: 0, title: 'Free stuff' }],
    ['a negative quantity', { quantity: -1 }],
    ['an absurd quantity', { quantity: 1_000_000 }],
    ['a fractional quantity', { quantity: 1.5 }],
  ])('refuses a client-sent %s with 400 and writes nothing', async (_label, extra) => {
    const user = await signUp(t.app);
    const res = await call('POST', '/api/cart/items', user, { itemId: catalogue[1].id, type: 'product', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    expect(await linesOf(user.userId)).toHaveLength(0);
  });

  it.each([
    ['no item id', { type: 'product' }],
    ['an empty item id', { itemId: '   ', type: 'product' }],
    ['an unknown type', { itemId: '00000000-0000-4000-8000-000000000000', type: 'gift' }],
    ['an item id of the wrong type', { itemId: 42, type: 'product' }],
    ['an over-long item id', { itemId: 'x'.repeat(101), type: 'product' }],
  ])('refuses %s with 400 and writes nothing', async (_label, payload) => {
    const user = await signUp(t.app);
    const res = await call('POST', '/api/cart/items', user, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    expect(await linesOf(user.userId)).toHaveLength(0);
  });

  it('answers adding the same item again with 409 "Already in cart" and keeps one line', async () => {
    const user = await signUp(t.app);
    expect((await add(user, catalogue[2].id)).statusCode).toBe(201);
    const again = await add(user, catalogue[2].id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'conflict', message: 'Already in cart' });
    // The same id with surrounding spaces is the same item.
    const spaced = await add(user, `  ${catalogue[2].id} `);
    expect(spaced.statusCode).toBe(409);
    expect(await linesOf(user.userId)).toHaveLength(1);
  });

  it.each([
    ['an unknown product id', () => randomUUID(), 'product'],
    ['a malformed id', () => 'not-a-uuid', 'product'],
    ['an SQL-looking id', () => "1' or '1'='1", 'product'],
    ['a course that does not exist', () => randomUUID(), 'course'],
  ])('answers %s with 404 and writes nothing', async (_label, id, type) => {
    const user = await signUp(t.app);
    const before = await countAllLines();
    const res = await add(user, id(), type);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
    expect(await countAllLines()).toBe(before);
  });

  it('totals the prices and counts the lines', async () => {
    const user = await signUp(t.app);
    const picked = [catalogue[3], catalogue[7], catalogue[11]];
    for (const p of picked) expect((await add(user, p.id)).statusCode).toBe(201);
    const cart = (await call('GET', '/api/cart', user)).json();
    expect(cart.count).toBe(3);
    expect(cart.totalCents).toBe(picked.reduce((s, p) => s + p.priceCents, 0));
    expect(cart.items.map((i: { id: string }) => i.id)).toEqual(picked.map((p) => p.id));
  });

  it('removes a line, and answers removing a missing line with 404', async () => {
    const user = await signUp(t.app);
    const [a, b] = [catalogue[4], catalogue[5]];
    await add(user, a.id);
    await add(user, b.id);
    const res = await call('DELETE', `/api/cart/items/product/${a.id}`, user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 1, totalCents: b.priceCents });
    expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    expect((await linesOf(user.userId)).map((l) => l.itemId)).toEqual([b.id]);

    const again = await call('DELETE', `/api/cart/items/product/${a.id}`, user);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('not_found');
    const wrongType = await call('DELETE', `/api/cart/items/course/${b.id}`, user);
    expect(wrongType.statusCode).toBe(404);
    const badType = await call('DELETE', `/api/cart/items/gift/${b.id}`, user);
    expect(badType.statusCode).toBe(400);
    const nul = await call('DELETE', '/api/cart/items/product/a%00b', user);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.code).toBe('validation');
    expect(await linesOf(user.userId)).toHaveLength(1);
  });

  it('clears the whole cart', async () => {
    const user = await signUp(t.app);
    await add(user, catalogue[6].id);
    await add(user, catalogue[8].id);
    const res = await call('DELETE', '/api/cart', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], totalCents: 0, count: 0 });
    expect(await linesOf(user.userId)).toHaveLength(0);
    // Clearing an empty cart is fine too.
    expect((await call('DELETE', '/api/cart', user)).statusCode).toBe(200);
  });

  it("keeps each user's cart to themselves", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    await add(alice, catalogue[9].id);
    expect((await call('GET', '/api/cart', bob)).json()).toEqual({ items: [], totalCents: 0, count: 0 });
    // Bob cannot remove or clear Alice's line.
    expect((await call('DELETE', `/api/cart/items/product/${catalogue[9].id}`, bob)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/cart', bob)).statusCode).toBe(200);
    expect(await linesOf(alice.userId)).toHaveLength(1);
    // Both may hold the same item.
    expect((await add(bob, catalogue[9].id)).statusCode).toBe(201);
    expect((await call('GET', '/api/cart', alice)).json().count).toBe(1);
    expect((await call('GET', '/api/cart', bob)).json().count).toBe(1);
  });

  it('settles five simultaneous adds of the same item into exactly one line', async () => {
    const user = await signUp(t.app);
    const results = await Promise.all(Array.from({ length: 5 }, () => add(user, catalogue[10].id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    expect(await linesOf(user.userId)).toHaveLength(1);
    expect((await call('GET', '/api/cart', user)).json().count).toBe(1);
  });
});

describe('cart: line limit', () => {
  let extra: string[];
  beforeAll(async () => {
    const rows = Array.from({ length: CART_MAX_LINES + 5 }, (_, i) => ({
      slug: `limit-test-${i}`,
      name: `Limit Test Item ${String(i).padStart(3, '0')}`,
      description: 'Seeded for the cart limit test.',
      category: 'tools' as const,
      priceCents: 100 + i,
      imageUrl: '/catalogue/tools.svg',
    }));
    extra = (await t.database.db.insert(products).values(rows).returning({ id: products.id })).map((r) => r.id);
  });

  it(`holds at most ${CART_MAX_LINES} lines`, async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < CART_MAX_LINES; i++) {
      const res = await add(user, extra[i]);
      expect(res.statusCode).toBe(201);
    }
    const full = (await call('GET', '/api/cart', user)).json();
    expect(full.count).toBe(CART_MAX_LINES);
    expect(full.totalCents).toBe(Array.from({ length: CART_MAX_LINES }, (_, i) => 100 + i).reduce((s, p) => s + p, 0));
    const over = await add(user, extra[CART_MAX_LINES]);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe(`Your cart can hold at most ${CART_MAX_LINES} items`);
    expect(await linesOf(user.userId)).toHaveLength(CART_MAX_LINES);
    // Removing a line makes room again.
    expect((await call('DELETE', `/api/cart/items/product/${extra[0]}`, user)).statusCode).toBe(200);
    expect((await add(user, extra[CART_MAX_LINES])).statusCode).toBe(201);
    expect(await linesOf(user.userId)).toHaveLength(CART_MAX_LINES);
  });

  it('does not go over the limit when different items are added at the same moment', async () => {
    const user = await signUp(t.app);
    // Fill to one below the limit directly, then race five different items for the last place.
    await t.database.db.insert(cartItems).values(
      extra.slice(0, CART_MAX_LINES - 1).map((id, i) => ({
        userId: user.userId,
        itemId: id,
        itemType: 'product' as const,
        title: `Limit Test Item ${i}`,
        priceCents: 100 + i,
      })),
    );
    const racers = extra.slice(CART_MAX_LINES - 1, CART_MAX_LINES + 4);
    const results = await Promise.all(racers.map((id) => add(user, id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 400, 400, 400, 400]);
    expect(await linesOf(user.userId)).toHaveLength(CART_MAX_LINES);
  });
});

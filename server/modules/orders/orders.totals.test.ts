import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, eq, inArray } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '#server/test/test-app';
import { TEST_CARD, TEST_SHIPPING } from '#server/test/checkout-fixtures';
import { courses, orders, products, savedFormulas } from '#server/db/schema';
import { BOTTLES, GIFT_WRAP_CENTS, SHIPPING_CENTS } from '#common/schemas/bottle';
import { MAX_ORDER_CENTS } from '#common/constants';
import { MSG } from '#common/messages';
import { totals, type PricedLine } from './orders.pricing';

let t: TestApp;
let catalogue: (typeof products.$inferSelect)[];
let courseList: (typeof courses.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await t.database.db.select().from(products).orderBy(asc(products.name));
  courseList = await t.database.db.select().from(courses).orderBy(asc(courses.id));
});
afterAll(() => t.close());

describe('order totals', () => {
  it('totals(): total = sum of lines + shipping when anything is physical (pure)', () => {
    const line = fc.record({ lineCents: fc.integer({ min: 0, max: 10_000_00 }), physical: fc.boolean() });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (ls) => {
        const t = totals(ls as unknown as PricedLine[]);
        const sum = ls.reduce((s, l) => s + l.lineCents, 0);
        expect(t.subtotalCents).toBe(sum);
        expect(t.shippingCents).toBe(ls.some((l) => l.physical) ? SHIPPING_CENTS : 0);
        expect(t.totalCents).toBe(t.subtotalCents + t.shippingCents);
        expect(Number.isInteger(t.totalCents)).toBe(true);
      }),
    );
  });

  it('a placed order always costs the sum of its lines re-priced from the catalogue, whatever the cart held', async () => {
    const cart = fc.record({
      products: fc.uniqueArray(fc.record({ i: fc.nat({ max: 16 }), q: fc.integer({ min: 1, max: 5 }) }), {
        selector: (x) => x.i,
        maxLength: 4,
      }),
      course: fc.option(fc.nat({ max: 7 }), { nil: undefined }),
      bottle: fc.option(fc.record({ size: fc.constantFrom('50ml' as const, '100ml' as const), giftWrap: fc.boolean() }), {
        nil: undefined,
      }),
    });
    await fc.assert(
      fc.asyncProperty(cart, async (c) => {
        if (!c.products.length && c.course === undefined && !c.bottle) return;
        const u = await signUp(t.app);
        let expected = 0;
        for (const p of c.products) {
          const product = catalogue[p.i];
          expect(
            (
              await t.app.inject({
                method: 'POST',
                url: '/api/cart/items',
                headers: u.auth,
                payload: { itemId: product.id, type: 'product', quantity: p.q },
              })
            ).statusCode,
          ).toBe(201);
          expected += product.priceCents * p.q;
        }
        if (c.course !== undefined) {
          const course = courseList[c.course];
          expect(
            (
              await t.app.inject({
                method: 'POST',
                url: '/api/cart/items',
                headers: u.auth,
                payload: { itemId: course.id, type: 'course' },
              })
            ).statusCode,
          ).toBe(201);
          expected += course.priceCents;
        }
        if (c.bottle) {
          const [f] = await t.database.db
            .insert(savedFormulas)
            .values({ userId: u.userId, name: 'Trial', brief: {}, changes: [], formula: {} })
            .returning();
          await t.app.inject({
            method: 'POST',
            url: '/api/cart/items',
            headers: u.auth,
            payload: { itemId: f.id, type: 'formula', options: { ...c.bottle, shipping: TEST_SHIPPING } },
          });
          expected += BOTTLES[c.bottle.size] + (c.bottle.giftWrap ? GIFT_WRAP_CENTS : 0);
        }
        const physical = c.products.length > 0 || !!c.bottle;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { ...u.auth, 'idempotency-key': randomUUID() },
          payload: { card: TEST_CARD, ...(physical ? { shipping: TEST_SHIPPING } : {}) },
        });
        expect(res.statusCode).toBe(201);
        const order = res.json().order;
        expect(order.subtotalCents).toBe(expected);
        expect(order.subtotalCents).toBe(order.items.reduce((s: number, i: { lineCents: number }) => s + i.lineCents, 0));
        for (const i of order.items) expect(i.lineCents).toBe(i.unitPriceCents * i.quantity);
        expect(order.shippingCents).toBe(physical ? SHIPPING_CENTS : 0);
        expect(order.totalCents).toBe(expected + order.shippingCents);
      }),
      { numRuns: 12 },
    );
  });

  it('an order past the most one charge may take is a 400 that changes nothing, and one at it is placed', async () => {
    // Three of the dearest products an admin may price ($100,000), 99 of each: $29.7 million, past 2^31 - 1 cents.
    const dear = catalogue.slice(0, 3);
    const before = dear.map((p) => ({ id: p.id, priceCents: p.priceCents, stock: p.stock }));
    await t.database.db
      .update(products)
      .set({ priceCents: 100_000_00, stock: 1000 })
      .where(
        inArray(
          products.id,
          dear.map((p) => p.id),
        ),
      );
    try {
      const u = await signUp(t.app);
      for (const p of dear) {
        const add = await t.app.inject({
          method: 'POST',
          url: '/api/cart/items',
          headers: u.auth,
          payload: { itemId: p.id, type: 'product', quantity: 99 },
        });
        expect(add.statusCode).toBe(201);
      }
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...u.auth, 'idempotency-key': randomUUID() },
        payload: { card: TEST_CARD, shipping: TEST_SHIPPING },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MSG.orderTooLarge);
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, u.userId))).toHaveLength(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: u.auth })).json().items).toHaveLength(3);

      // Exactly the ceiling: 16 of one product priced so that with shipping the total is MAX_ORDER_CENTS.
      const fits = await signUp(t.app);
      const unit = (MAX_ORDER_CENTS - SHIPPING_CENTS) / 16;
      expect(Number.isInteger(unit)).toBe(true);
      await t.database.db.update(products).set({ priceCents: unit }).where(eq(products.id, dear[0].id));
      await t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: fits.auth,
        payload: { itemId: dear[0].id, type: 'product', quantity: 16 },
      });
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: { ...fits.auth, 'idempotency-key': randomUUID() },
        payload: { card: TEST_CARD, shipping: TEST_SHIPPING },
      });
      expect(placed.statusCode).toBe(201);
      expect(placed.json().order.totalCents).toBe(MAX_ORDER_CENTS);
    } finally {
      for (const p of before)
        await t.database.db.update(products).set({ priceCents: p.priceCents, stock: p.stock }).where(eq(products.id, p.id));
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createTestAppWith, grantRoles, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { TEST_SHIPPING } from '#server/test/checkout-fixtures';
import { cartItems, courseEnrollments, courses, inbox, mailOutbox, orderEvents, orders, products, savedFormulas } from '#server/db/schema';
import { MSG } from '#common/messages';

let t: TestApp, catalogue: (typeof products.$inferSelect)[];
beforeAll(async () => ({ t, catalogue } = await createTestAppWith({})));
afterAll(() => t.close());

const GOOD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
const DECLINED = { ...GOOD, number: '4000 0000 0000 0002' };
const NO_FUNDS = { ...GOOD, number: '4000 0000 0000 9995' };

const addToCart = (u: SignedUp, body: object) => t.app.inject({ method: 'POST', url: '/api/cart/items', headers: u.auth, payload: body });
const checkout = (u: SignedUp | undefined, body: object, key: string | null = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...(u?.auth ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const ordersOf = (userId: string) => t.database.db.select().from(orders).where(eq(orders.userId, userId));
/** Order mails only (sign-up also sends a verification mail). */
const mailsTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => m.subject.includes('order'));
async function saveFormula(userId: string) {
  const [row] = await t.database.db
    .insert(savedFormulas)
    .values({ userId, name: 'Fig Garden', brief: {}, changes: [], formula: {} })
    .returning();
  return row;
}

describe('checkout: sign-in and bad input', () => {
  it('a visitor gets 401 with the spec text and nothing is created', async () => {
    const res = await checkout(undefined, { card: GOOD });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(MSG.signInToPurchaseCourses);
    const add = await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { itemId: 'pro-perfume-creation', type: 'course' } });
    expect(add.json().error.message).toBe(MSG.signInToAddToCart);
  });

  it('needs an Idempotency-Key, a card and a non-empty cart', async () => {
    const u = await signUp(t.app);
    expect((await checkout(u, { card: GOOD }, null)).statusCode).toBe(400);
    expect((await checkout(u, { card: GOOD }, 'bad key!')).statusCode).toBe(400);
    const empty = await checkout(u, { card: GOOD });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(MSG.cartEmpty);
    await addToCart(u, { itemId: 'pro-perfume-creation', type: 'course' });
    expect((await checkout(u, {})).statusCode).toBe(400);
    expect((await checkout(u, { card: { ...GOOD, number: 'abc' } })).statusCode).toBe(400);
    expect((await checkout(u, { card: GOOD, priceCents: 1 })).statusCode).toBe(400);
    expect((await checkout(u, { card: { ...GOOD, expMonth: 13 } })).statusCode).toBe(400);
    expect((await checkout(u, { card: { ...GOOD, number: '4242\u0000424242424242' } })).statusCode).toBe(400);
    expect(await ordersOf(u.userId)).toHaveLength(0);
  });

  it.each([0, -1, 100, 1.5, 1e9])('refuses quantity %s when adding to the cart', async (quantity) => {
    const u = await signUp(t.app);
    const res = await addToCart(u, { itemId: catalogue[0].id, type: 'product', quantity });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an unknown course and a foreign formula', async () => {
    const u = await signUp(t.app);
    expect((await addToCart(u, { itemId: 'no-such-course', type: 'course' })).statusCode).toBe(404);
    const other = await signUp(t.app);
    const f = await saveFormula(other.userId);
    const res = await addToCart(u, { itemId: f.id, type: 'formula', options: { size: '50ml', giftWrap: false, shipping: TEST_SHIPPING } });
    expect(res.statusCode).toBe(404);
  });
});

describe('checkout with the test provider', () => {
  it('buys a course with 4242: paid order, access granted in the same transaction, cart emptied, mail queued, transitions recorded', async () => {
    const u = await signUp(t.app);
    expect((await addToCart(u, { itemId: 'pro-perfume-creation', type: 'course' })).statusCode).toBe(201);
    expect((await addToCart(u, { itemId: 'pro-perfume-creation', type: 'course' })).json().error.message).toBe(MSG.alreadyInCart);
    // A tampered price in the stored cart is ignored: the catalogue decides.
    await t.database.db.update(cartItems).set({ priceCents: 1 }).where(eq(cartItems.userId, u.userId));
    const [before] = await t.database.db.select().from(courses).where(eq(courses.id, 'pro-perfume-creation'));
    const res = await checkout(u, { card: GOOD });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(MSG.orderPlaced);
    expect(body.order).toMatchObject({
      status: 'paid',
      subtotalCents: 12999,
      shippingCents: 0,
      totalCents: 12999,
      paymentSummary: 'Visa ending in 4242',
    });
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    const [row] = await ordersOf(u.userId);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    const [enrolment] = await t.database.db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, u.userId));
    expect(enrolment).toMatchObject({ courseId: 'pro-perfume-creation', orderId: row.id, revokedAt: null });
    const [after] = await t.database.db.select().from(courses).where(eq(courses.id, 'pro-perfume-creation'));
    expect(after.enrolledCount).toBe(before.enrolledCount + 1);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, u.userId))).toHaveLength(0);
    const mails = await mailsTo(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`#${body.order.number}`);
    expect(mails[0].text).toContain('$129.99');
    expect(mails[0].text).toContain(`/orders/${row.id}`);
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.createdAt));
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 'pending_payment', 'member'],
      ['pending_payment', 'paid', 'provider'],
    ]);
    // Owned now: 'View Course' (access) and it cannot be bought again.
    const card = (await t.app.inject({ method: 'GET', url: '/api/courses/pro-perfume-creation', headers: u.auth })).json();
    expect(card).toMatchObject({ hasAccess: true, owned: true });
    const again = await addToCart(u, { itemId: 'pro-perfume-creation', type: 'course' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MSG.alreadyOwned);
  });

  it.each([
    [DECLINED, 'card_declined', MSG.cardDeclined],
    [NO_FUNDS, 'insufficient_funds', MSG.insufficientFunds],
  ])('a declined card (%#) answers 402 and creates no order, keeps the cart and the stock', async (card, code, message) => {
    const u = await signUp(t.app);
    const p = catalogue[1];
    await addToCart(u, { itemId: p.id, type: 'product', quantity: 2 });
    const [stockBefore] = await t.database.db.select({ s: products.stock }).from(products).where(eq(products.id, p.id));
    const res = await checkout(u, { card, shipping: TEST_SHIPPING });
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({ code, message });
    expect(await ordersOf(u.userId)).toHaveLength(0);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, u.userId))).toHaveLength(1);
    const [stockAfter] = await t.database.db.select({ s: products.stock }).from(products).where(eq(products.id, p.id));
    expect(stockAfter.s).toBe(stockBefore.s);
  });

  it('orders a 100 ml bottle of their own formula with gift wrapping: $145.00 + $8.50 + $8.95', async () => {
    const u = await signUp(t.app);
    const f = await saveFormula(u.userId);
    expect(
      (await addToCart(u, { itemId: f.id, type: 'formula', options: { size: '100ml', giftWrap: true, shipping: TEST_SHIPPING } }))
        .statusCode,
    ).toBe(201);
    const quote = (await t.app.inject({ method: 'GET', url: '/api/checkout', headers: u.auth })).json();
    expect(quote).toMatchObject({
      subtotalCents: 15350,
      shippingCents: 895,
      totalCents: 16245,
      needsShipping: true,
      shippingDefaults: TEST_SHIPPING,
    });
    expect((await checkout(u, { card: GOOD })).statusCode).toBe(400); // physical: shipping needed
    const res = await checkout(u, { card: GOOD, shipping: TEST_SHIPPING });
    expect(res.statusCode).toBe(201);
    expect(res.json().order.totalCents).toBe(14500 + 850 + 895);
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: u.auth })).json();
    expect(list.items[0]).toMatchObject({ totalCents: 16245, status: 'paid' });
    expect(list.items[0].items[0].title).toContain('Fig Garden: 100 ml bottle, gift wrapped');
  });

  it('validates shipping fields', async () => {
    const u = await signUp(t.app);
    await addToCart(u, { itemId: catalogue[2].id, type: 'product' });
    for (const bad of [
      { ...TEST_SHIPPING, email: 'nope' },
      { ...TEST_SHIPPING, country: 'Mars' },
      { ...TEST_SHIPPING, postalCode: '' },
      { ...TEST_SHIPPING, firstName: '' },
    ]) {
      expect((await checkout(u, { card: GOOD, shipping: bad })).statusCode).toBe(400);
    }
    expect(await ordersOf(u.userId)).toHaveLength(0);
  });

  it('a premium member cannot buy a course they already have access to', async () => {
    const u0 = await signUp(t.app);
    await grantRoles(t.database, u0.userId, ['perfumer']);
    const u = await signIn(t.app, u0);
    expect((await addToCart(u, { itemId: 'advanced-blending', type: 'course' })).statusCode).toBe(409);
  });

  it('a course removed from the catalogue after it was added is a 410 and nothing is charged', async () => {
    const u = await signUp(t.app);
    await t.database.db
      .insert(cartItems)
      .values({ userId: u.userId, itemId: 'retired-course', itemType: 'course', title: 'Retired', priceCents: 100 });
    const res = await checkout(u, { card: GOOD });
    expect(res.statusCode).toBe(410);
    expect(await ordersOf(u.userId)).toHaveLength(0);
  });
});

describe('idempotency', () => {
  it('the same key 10 times at once makes one order and one charge', async () => {
    const u = await signUp(t.app);
    await addToCart(u, { itemId: 'natural-perfumery', type: 'course' });
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(u, { card: GOOD }, key)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().order.id)).size).toBe(1);
    expect(await ordersOf(u.userId)).toHaveLength(1);
    expect(await mailsTo(u.email)).toHaveLength(1);
  });

  it('a key reused with a different request is a 409', async () => {
    const u = await signUp(t.app);
    await addToCart(u, { itemId: catalogue[3].id, type: 'product' });
    const key = randomUUID();
    expect((await checkout(u, { card: GOOD, shipping: TEST_SHIPPING }, key)).statusCode).toBe(201);
    const other = await checkout(u, { card: GOOD, shipping: { ...TEST_SHIPPING, city: 'Paris' } }, key);
    expect(other.statusCode).toBe(409);
  });
});

describe('stock under concurrent buyers', () => {
  it('20 buyers, 5 in stock: exactly 5 paid orders, stock 0, the rest told it is sold out', async () => {
    const [p] = await t.database.db.update(products).set({ stock: 5 }).where(eq(products.id, catalogue[4].id)).returning();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signUp(t.app)));
    for (const b of buyers) expect((await addToCart(b, { itemId: p.id, type: 'product' })).statusCode).toBe(201);
    const results = await Promise.all(buyers.map((b) => checkout(b, { card: GOOD, shipping: TEST_SHIPPING })));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error.message).toBe(MSG.soldOut(p.name));
    const [after] = await t.database.db.select({ s: products.stock }).from(products).where(eq(products.id, p.id));
    expect(after.s).toBe(0);
    const paid = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'paid'),
          sql`${orders.userId} in (${sql.join(
            buyers.map((b) => sql`${b.userId}::uuid`),
            sql`, `,
          )})`,
        ),
      );
    expect(paid[0].n).toBe(5);
  });
});

describe('stock rows under crossed carts', () => {
  it('buyers of the same two products in opposite orders all get paid (no deadlock)', async () => {
    const [x, y] = [catalogue[9], catalogue[10]];
    const buyers = await Promise.all(Array.from({ length: 16 }, () => signUp(t.app)));
    for (const [i, b] of buyers.entries()) {
      for (const p of i % 2 ? [x, y] : [y, x]) expect((await addToCart(b, { itemId: p.id, type: 'product' })).statusCode).toBe(201);
    }
    const results = await Promise.all(buyers.map((b) => checkout(b, { card: GOOD, shipping: TEST_SHIPPING })));
    expect(results.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
  });
});

describe('orders: list, detail, roles, refund', () => {
  it('lists only the member’s own orders, newest first, paged; a foreign order is a 404', async () => {
    const u = await signUp(t.app);
    for (const p of catalogue.slice(5, 8)) {
      await addToCart(u, { itemId: p.id, type: 'product' });
      expect((await checkout(u, { card: GOOD, shipping: TEST_SHIPPING })).statusCode).toBe(201);
    }
    const page1 = (await t.app.inject({ method: 'GET', url: '/api/orders?limit=2', headers: u.auth })).json();
    expect(page1.items).toHaveLength(2);
    const page2 = (await t.app.inject({ method: 'GET', url: `/api/orders?limit=2&cursor=${page1.nextCursor}`, headers: u.auth })).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.nextCursor).toBeNull();
    expect(page1.items[0].number).toBeGreaterThan(page1.items[1].number);
    const stranger = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${page1.items[0].id}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/not-a-uuid', headers: u.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it('refund: admins only, within 30 days, revokes access, records and emails; twice is a 409', async () => {
    const u = await signUp(t.app);
    await addToCart(u, { itemId: 'fragrance-chemistry', type: 'course' });
    const order = (await checkout(u, { card: GOOD })).json().order;
    const member = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/refund`, headers: u.auth, payload: {} });
    expect(member.statusCode).toBe(403);
    const a0 = await signUp(t.app);
    await grantRoles(t.database, a0.userId, ['admin']);
    const admin = await signIn(t.app, a0);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/refund`,
      headers: admin.auth,
      payload: { reason: 'Changed my mind' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refundable: false });
    expect(res.json().events.at(-1)).toMatchObject({ from: 'paid', to: 'refunded', actor: 'admin', note: 'Changed my mind' });
    expect((await t.app.inject({ method: 'GET', url: '/api/courses/fragrance-chemistry/modules/1', headers: u.auth })).statusCode).toBe(
      403,
    );
    expect((await mailsTo(u.email)).some((m) => m.subject.includes('refunded'))).toBe(true);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/refund`, headers: admin.auth, payload: {} })).statusCode,
    ).toBe(409);
  });

  it('refund after 30 days is refused', async () => {
    const u = await signUp(t.app);
    await addToCart(u, { itemId: 'olfactory-evaluation', type: 'course' });
    const order = (await checkout(u, { card: GOOD })).json().order;
    await t.database.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orders.id, order.id));
    const a0 = await signUp(t.app);
    await grantRoles(t.database, a0.userId, ['super_admin']);
    const admin = await signIn(t.app, a0);
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/refund`, headers: admin.auth, payload: {} });
    expect(res.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/courses/olfactory-evaluation/modules/1', headers: u.auth })).statusCode).toBe(
      200,
    );
  });

  it('fulfil: admin only, paid → fulfilled; a member cannot cancel a paid order', async () => {
    const u = await signUp(t.app);
    await addToCart(u, { itemId: catalogue[8].id, type: 'product' });
    const order = (await checkout(u, { card: GOOD, shipping: TEST_SHIPPING })).json().order;
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/fulfil`, headers: u.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers: u.auth })).statusCode).toBe(409);
    const a0 = await signUp(t.app);
    await grantRoles(t.database, a0.userId, ['admin']);
    const admin = await signIn(t.app, a0);
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/fulfil`, headers: admin.auth });
    expect(res.json().status).toBe('fulfilled');
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/fulfil`, headers: admin.auth })).statusCode).toBe(409);
    // The member is told of each status change once, with a link to the order.
    const notes = await t.database.db
      .select()
      .from(inbox)
      .where(and(eq(inbox.userId, u.userId), eq(inbox.type, 'order_status')))
      .orderBy(asc(inbox.createdAt));
    expect(notes.map((n) => [n.title, n.link])).toEqual([
      ['Order paid', `/orders/${order.id}`],
      ['Order shipped', `/orders/${order.id}`],
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestAppWith, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { TEST_CARD, TEST_SHIPPING } from '#server/test/checkout-fixtures';
import { orderItems, products, profiles, savedFormulas } from '#server/db/schema';

let t: TestApp, catalogue: (typeof products.$inferSelect)[];
beforeAll(async () => ({ t, catalogue } = await createTestAppWith({})));
afterAll(() => t.close());

const grid = async (u: SignedUp) => (await t.app.inject({ method: 'GET', url: '/api/home/grid', headers: u.auth })).json();
/** Checks out `u`'s cart with the test card. */
const checkout = (u: SignedUp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...u.auth, 'idempotency-key': randomUUID() },
    payload: { card: TEST_CARD, shipping: TEST_SHIPPING },
  });
async function buy(u: SignedUp, itemId: string, quantity: number) {
  await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: u.auth, payload: { itemId, type: 'product', quantity } });
  expect((await checkout(u)).statusCode).toBe(201);
}

describe('home grid', () => {
  it('needs sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/home/grid' })).statusCode).toBe(401);
  });

  it('Popular is the most bought in the last 30 days; older sales do not count', async () => {
    const u = await signUp(t.app);
    expect((await grid(u)).popular).toEqual([]);
    await buy(u, catalogue[0].id, 1);
    await buy(u, catalogue[1].id, 3);
    await buy(u, catalogue[2].id, 5);
    await t.database.db
      .update(orderItems)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(orderItems.itemId, catalogue[2].id));
    const popular = (await grid(u)).popular;
    expect(popular.map((p: { id: string; sold: number }) => [p.id, p.sold])).toEqual([
      [catalogue[1].id, 3],
      [catalogue[0].id, 1],
    ]);
  });

  it('AI Generated shows only formulas their authors shared; others can order the bottle; only the author can share', async () => {
    const author = await signUp(t.app);
    const [f] = await t.database.db
      .insert(savedFormulas)
      .values({ userId: author.userId, name: 'Sea Fig', brief: { description: 'fig and sea salt' }, changes: [], formula: {} })
      .returning();
    const buyer = await signUp(t.app);
    expect((await grid(buyer))['ai-generated'].some((i: { id: string }) => i.id === f.id)).toBe(false);
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: buyer.auth,
        payload: { itemId: f.id, type: 'formula', options: { size: '50ml', giftWrap: false } },
      });
    expect((await add()).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/formulas/${f.id}/sharing`,
      headers: buyer.auth,
      payload: { shared: true },
    });
    expect(foreign.statusCode).toBe(404);
    const share = await t.app.inject({
      method: 'PUT',
      url: `/api/formulas/${f.id}/sharing`,
      headers: author.auth,
      payload: { shared: true },
    });
    expect(share.json()).toEqual({ id: f.id, shared: true });
    const card = (await grid(buyer))['ai-generated'].find((i: { id: string }) => i.id === f.id);
    expect(card).toMatchObject({ type: 'formula', name: 'Sea Fig', aiGenerated: true, priceCents: 8500 });
    expect((await grid(author)).custom.map((i: { id: string }) => i.id)).toContain(f.id);
    expect((await add()).statusCode).toBe(201);
    const res = await checkout(buyer);
    expect(res.json().order.totalCents).toBe(8500 + 895);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/formulas/${f.id}/sharing`, headers: author.auth, payload: { shared: 'yes' } }))
        .statusCode,
    ).toBe(400);
  });

  it('AI Generated leaves out formulas of authors the member may not see, and their bottles cannot be ordered', async () => {
    const author = await signUp(t.app);
    const [f] = await t.database.db
      .insert(savedFormulas)
      .values({ userId: author.userId, name: 'Quiet Iris', brief: { description: 'iris' }, changes: [], formula: {}, shared: true })
      .returning();
    const other = await signUp(t.app);
    const late = await signUp(t.app);
    const shown = async () => (await grid(other))['ai-generated'].some((i: { id: string }) => i.id === f.id);
    const addBottle = (who: SignedUp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/items',
        headers: who.auth,
        payload: { itemId: f.id, type: 'formula', options: { size: '50ml', giftWrap: false } },
      });
    expect(await shown()).toBe(true);
    expect((await addBottle(other)).statusCode).toBe(201);
    await t.database.db
      .update(profiles)
      .set({ settings: { privacy: { profileVisibility: 'private', shareActivity: false } } as never })
      .where(eq(profiles.id, author.userId));
    t.later();
    expect(await shown()).toBe(false);
    expect((await grid(author)).custom.map((i: { id: string }) => i.id)).toContain(f.id);
    // The one visibility rule decides ordering too: a new cart line is a 404 (as for a formula never shared), and a
    // line added before the author went private is refused at checkout, with nothing charged.
    const refused = await addBottle(late);
    expect(refused.statusCode).toBe(404);
    expect((await checkout(other)).statusCode).toBe(410);
    expect((await t.database.db.select().from(orderItems).where(eq(orderItems.itemId, f.id))).length).toBe(0);
  });

  it('Featured lists the leading courses', async () => {
    const u = await signUp(t.app);
    const featured = (await grid(u)).featured;
    expect(featured[0]).toMatchObject({ type: 'course', id: 'pro-perfume-creation', priceCents: 12999 });
  });
});

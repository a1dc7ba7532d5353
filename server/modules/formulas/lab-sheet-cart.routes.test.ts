import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { setVisibility } from '#server/test/content';
import { CITRUS_BRIEF, saveFormula } from '#server/test/formulas';
import { apiCall, createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { cartItems, products, savedFormulas } from '#server/db/schema';
import { SEED_MATERIALS } from '#server/db/seed/catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: HTTPMethods, url: string, who?: SignedUp, payload?: object) => apiCall(t.app, method, url, who, payload);

/**
 * The hand-worked formula: lavender oil 40 % (0.89 g/mL, sold in 10 mL), bergamot FCF 25 % (0.88 g/mL, 10 mL),
 * Hedione 30 % (not sold) and jasmine sambac 5 % (density unknown, 1.00 g/mL; weighed as a 10 % dilution; 5 mL).
 */
const LINES = [
  ['lavender-oil', 'Lavender oil', 4000],
  ['bergamot-oil-fcf', 'Bergamot oil FCF', 2500],
  ['hedione', 'Hedione', 3000],
  ['jasmine-sambac-absolute', 'Jasmine sambac absolute', 500],
] as const;

/** Saves a formula for `who` through the API, then gives its stored current version the hand-worked lines. */
async function handWorked(who: SignedUp) {
  const saved = await saveFormula(t.app, who, {
    name: 'Hand-worked',
    brief: { ...CITRUS_BRIEF, description: 'lavender and bergamot for a summer morning' },
  });
  const template = saved.formula.lines[0];
  const formula = {
    ...saved.formula,
    lines: LINES.map(([materialId, name, hundredths]) => ({
      ...template,
      materialId,
      name,
      hundredths,
      percent: hundredths / 100,
      gramHundredths: hundredths,
      grams: hundredths / 100,
    })),
  };
  await t.database.db
    .update(savedFormulas)
    .set({ formula: formula as unknown as Record<string, unknown> })
    .where(eq(savedFormulas.id, saved.id));
  return saved.id;
}

const productBySlug = async (slug: string) => (await t.database.db.select().from(products).where(eq(products.slug, slug)))[0];
const cartRows = (who: SignedUp) =>
  t.database.db.select().from(cartItems).where(eq(cartItems.userId, who.userId)).orderBy(cartItems.itemId);
const toCart = (who: SignedUp | undefined, id: string, payload: object) => call('POST', `/api/formulas/${id}/lab-sheet/cart`, who, payload);

// Every test starts from the seeded catalogue's stock and packs.
beforeEach(async () => {
  await t.database.db.update(products).set({ stock: 100, archivedAt: null });
  for (const [slug, m] of Object.entries(SEED_MATERIALS)) await t.database.db.update(products).set(m).where(eq(products.slug, slug));
});

describe('the lab sheet links sold materials', () => {
  it('names the product of each material the shop sells, and null for the others', async () => {
    const member = await signUp(t.app);
    const id = await handWorked(member);
    const res = await call('GET', `/api/formulas/${id}/lab-sheet?amount=100`, member);
    expect(res.statusCode, res.body).toBe(200);
    const lavender = await productBySlug('lavender-fine-10ml');
    const linked = Object.fromEntries(res.json().lines.map((l: { materialId: string; product: unknown }) => [l.materialId, l.product]));
    expect(linked).toEqual({
      'lavender-oil': { id: lavender.id, name: lavender.name },
      'bergamot-oil-fcf': { id: (await productBySlug('bergamot-calabria-10ml')).id, name: 'Bergamot Essential Oil (Calabria), 10 ml' },
      hedione: null,
      'jasmine-sambac-absolute': { id: (await productBySlug('jasmine-sambac-5ml')).id, name: 'Jasmine Sambac Absolute, 5 ml' },
    });
    // An archived product is no longer sold.
    await t.database.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, lavender.id));
    const after = await call('GET', `/api/formulas/${id}/lab-sheet?amount=100`, member);
    expect(after.json().lines[0].product).toBeNull();
  });
});

describe('POST /api/formulas/:id/lab-sheet/cart', () => {
  it('adds the packs each sold material needs, in millilitres at its density, and names what is not sold', async () => {
    const member = await signUp(t.app);
    const id = await handWorked(member);
    const res = await toCart(member, id, { amount: 100, unit: 'g' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    // 40 g of lavender / 0.89 = 44.94 mL → 5 packs of 10 mL; 25 g of bergamot / 0.88 = 28.41 mL → 3 packs;
    // 5 g of jasmine (inside its 50 g dilution) at 1.00 g/mL = 5.00 mL → exactly 1 pack of 5 mL.
    expect(body.added.map((a: Record<string, unknown>) => [a.materialId, a.needed, a.packSize, a.packUnit, a.packs])).toEqual([
      ['lavender-oil', 44.94, 10, 'mL', 5],
      ['bergamot-oil-fcf', 28.41, 10, 'mL', 3],
      ['jasmine-sambac-absolute', 5, 5, 'mL', 1],
    ]);
    expect(body.missing).toEqual([{ materialId: 'hedione', name: 'Hedione', reason: 'not sold', productId: null, productName: null }]);
    const lavender = await productBySlug('lavender-fine-10ml');
    expect(body.cart.count).toBe(3);
    expect(body.cart.items).toContainEqual(
      expect.objectContaining({ type: 'product', title: lavender.name, quantity: 5, priceCents: 1999 }),
    );
    expect((await cartRows(member)).map((r) => r.quantity).sort()).toEqual([1, 3, 5]);
    // The cart's own endpoint shows the same lines.
    expect((await call('GET', '/api/cart', member)).json().items).toEqual(body.cart.items);
  });

  it('scales a batch in millilitres as the lab sheet does, and packs sold by weight in grams', async () => {
    const member = await signUp(t.app);
    const id = await handWorked(member);
    // 100 mL of concentrate is 92.29 g (1 / Σ share ÷ density); lavender's share is 36.92 g = 41.48 mL → 5 packs.
    const ml = await toCart(member, id, { amount: 100, unit: 'mL' });
    expect(ml.statusCode, ml.body).toBe(201);
    expect(ml.json().added[0]).toMatchObject({ materialId: 'lavender-oil', needed: 41.48, packs: 5 });
    await call('DELETE', '/api/cart', member);
    // Lavender sold in 20 g packs: 40 g is exactly 2 packs; 200 g of batch, 80 g, is 4.
    await t.database.db.update(products).set({ packSize: 20, packUnit: 'g' }).where(eq(products.slug, 'lavender-fine-10ml'));
    const grams = await toCart(member, id, { amount: 100, unit: 'g' });
    expect(grams.json().added[0]).toMatchObject({ materialId: 'lavender-oil', needed: 40, packSize: 20, packUnit: 'g', packs: 2 });
    const twice = await toCart(member, id, { amount: 200, unit: 'g' });
    expect(twice.json().added[0]).toMatchObject({ needed: 80, packs: 4 });
    // Pressing again adds again: the line grows by the new batch's packs.
    const lavender = await productBySlug('lavender-fine-10ml');
    expect((await cartRows(member)).find((r) => r.itemId === lavender.id)?.quantity).toBe(6);
  });

  it('leaves out a material with fewer packs in stock than needed, and adds the rest', async () => {
    const member = await signUp(t.app);
    const id = await handWorked(member);
    await t.database.db.update(products).set({ stock: 4 }).where(eq(products.slug, 'lavender-fine-10ml'));
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.slug, 'jasmine-sambac-5ml'));
    const res = await toCart(member, id, { amount: 100, unit: 'g' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().added.map((a: { materialId: string }) => a.materialId)).toEqual(['bergamot-oil-fcf']);
    expect(res.json().missing.map((m: { materialId: string; reason: string }) => [m.materialId, m.reason])).toEqual([
      ['lavender-oil', 'out of stock'],
      ['hedione', 'not sold'],
      ['jasmine-sambac-absolute', 'out of stock'],
    ]);
    expect((await cartRows(member)).map((r) => r.quantity)).toEqual([3]);
  });

  it('answers 200 and changes nothing when the shop sells none of the materials', async () => {
    const member = await signUp(t.app);
    const id = await handWorked(member);
    await t.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(inArray(products.slug, Object.keys(SEED_MATERIALS)));
    const res = await toCart(member, id, { amount: 100, unit: 'g' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: [], cart: { count: 0 } });
    expect(res.json().missing).toHaveLength(4);
    expect(await cartRows(member)).toEqual([]);
  });

  it('lets a member buy the batch of a shared formula, and answers 404 for a private one or a private author’s', async () => {
    const author = await signUp(t.app);
    const other = await signUp(t.app);
    const id = await handWorked(author);
    expect((await toCart(other, id, { amount: 100, unit: 'g' })).statusCode).toBe(404);
    expect((await toCart(undefined, id, { amount: 100, unit: 'g' })).statusCode).toBe(401);
    await call('PUT', `/api/formulas/${id}/sharing`, author, { shared: true });
    expect((await toCart(other, id, { amount: 100, unit: 'g' })).statusCode).toBe(201);
    await call('DELETE', '/api/cart', other);
    expect((await setVisibility(t.app, author, 'private')).statusCode).toBe(200);
    const res = await toCart(other, id, { amount: 100, unit: 'g' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Formula not found');
    expect(await cartRows(other)).toEqual([]);
  });

  it('answers hostile input with a 4xx and changes nothing', async () => {
    const member = await signUp(t.app);
    const id = await handWorked(member);
    const cases: [string, unknown, number][] = [
      [id, { amount: 0, unit: 'g' }, 400],
      [id, { amount: -5, unit: 'g' }, 400],
      [id, { amount: 50_001, unit: 'g' }, 400],
      [id, { amount: 1e308, unit: 'g' }, 400],
      [id, { amount: 1.234, unit: 'g' }, 400],
      [id, { amount: '100', unit: 'g' }, 400],
      [id, { amount: true, unit: 'g' }, 400],
      [id, { amount: 100, unit: 'oz' }, 400],
      [id, { amount: 100 }, 400],
      [id, { amount: 100, unit: 'g', extra: 1 }, 400],
      [id, [], 400],
      ['not-a-uuid', { amount: 100, unit: 'g' }, 404],
      ['00000000-0000-4000-8000-000000000000', { amount: 100, unit: 'g' }, 404],
      ['x'.repeat(101), { amount: 100, unit: 'g' }, 400],
    ];
    for (const [target, payload, status] of cases) {
      const res = await toCart(member, target, payload as object);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBe(status);
    }
    expect(await cartRows(member)).toEqual([]);
  });

  it('keeps the cart’s limits: at most 99 of a product (all or nothing) and at most 100 lines', async () => {
    const member = await signUp(t.app);
    const id = await handWorked(member);
    // 50,000 g: lavender 20,000 g = 22,471.91 mL, 2,248 packs; far past 99: refused, nothing added.
    await t.database.db.update(products).set({ stock: 1_000_000 });
    const huge = await toCart(member, id, { amount: 50_000, unit: 'g' });
    expect(huge.statusCode, huge.body).toBe(400);
    expect(huge.json().error.message).toMatch(/at most 99/);
    expect(await cartRows(member)).toEqual([]);
    // 1,000 g: 45 + 29 + 10 packs; again: 90 + 58 + 20; a third time would pass 99 lavender: refused whole.
    expect((await toCart(member, id, { amount: 1_000, unit: 'g' })).statusCode).toBe(201);
    expect((await toCart(member, id, { amount: 1_000, unit: 'g' })).statusCode).toBe(201);
    const before = await cartRows(member);
    expect(before.map((r) => r.quantity).sort((a, b) => a - b)).toEqual([20, 58, 90]);
    expect((await toCart(member, id, { amount: 1_000, unit: 'g' })).statusCode).toBe(400);
    expect(await cartRows(member)).toEqual(before);

    // A cart of 99 other lines has room for one more, not the batch's three.
    const full = await signUp(t.app);
    const fullId = await handWorked(full);
    await t.database.db.insert(cartItems).values(
      Array.from({ length: 99 }, (_, i) => ({
        userId: full.userId,
        itemType: 'course' as const,
        itemId: `course-${i}`,
        title: 'C',
        priceCents: 1,
      })),
    );
    const res = await toCart(full, fullId, { amount: 100, unit: 'g' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Your cart can hold at most 100 items');
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, full.userId));
    expect(n).toBe(99);
  });
});

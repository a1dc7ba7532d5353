import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateFormula, ifraViolations, rebalance, type Formula, type FormulaBrief } from '#common/formula';
import { TEST_SHIPPING } from '#server/test/checkout-fixtures';
import { CITRUS_BRIEF as brief } from '#server/test/formulas';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { formulaGenerations, savedFormulas } from '#server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 1;
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

const generate = (payload: unknown, opts: { headers?: Record<string, string>; ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/formulas/generate',
    payload: payload as object,
    headers: { ...(opts.headers ?? {}), ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    remoteAddress: opts.ip ?? '10.8.0.1',
  });
const visitorCookie = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  const found = (Array.isArray(raw) ? raw : [raw]).find((c): c is string => typeof c === 'string' && c.startsWith('sillage_visitor='));
  return found?.split(';')[0];
};
const countRows = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(formulaGenerations))[0].n;

describe('generation and quota', () => {
  it('computes the formula on the server from the brief, the same brief giving the same formula', async () => {
    const u = await signUp(t.app);
    const a = await generate(brief, { headers: u.auth });
    expect(a.statusCode).toBe(200);
    const { formula, quota } = a.json();
    expect(formula).toEqual(JSON.parse(JSON.stringify(generateFormula(brief as FormulaBrief))));
    expect(formula.lines.reduce((s: number, l: { hundredths: number }) => s + l.hundredths, 0)).toBe(10_000);
    expect(quota).toEqual({ used: 1, total: 20, isPremium: false, signedIn: true });
    const quotaRes = await t.app.inject({ method: 'GET', url: '/api/formulas/quota', headers: u.auth });
    expect(quotaRes.json().used).toBe(1);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: u.auth });
    expect(profile.json().usage.formulaGenerations).toEqual({ used: 1, total: 20 });
  });

  it('gives a visitor 3, then refuses with the spec message; clearing the cookie does not reset it', async () => {
    const ip = nextIp();
    const first = await generate(brief, { ip });
    const cookie = visitorCookie(first)!;
    expect(cookie).toMatch(/^sillage_visitor=/);
    expect(first.json().quota).toMatchObject({ used: 1, total: 3, signedIn: false });
    expect((await generate(brief, { ip, cookie })).statusCode).toBe(200);
    expect((await generate(brief, { ip, cookie })).statusCode).toBe(200);
    const refused = await generate(brief, { ip, cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'quota_exceeded',
      message: "You've exceeded your free formula generations. Please sign up to continue.",
    });
    // The same cookie from another IP: still refused (the cookie's count).
    expect((await generate(brief, { ip: nextIp(), cookie })).statusCode).toBe(403);
  });

  it('gives each visitor behind one shared address their own 3, up to the address ceiling of the day (item 19)', async () => {
    const ip = nextIp();
    // Five colleagues behind one office address: each cookie gets 3.
    for (let person = 0; person < 5; person++) {
      const first = await generate(brief, { ip });
      expect(first.statusCode, `person ${person}`).toBe(200);
      const cookie = visitorCookie(first)!;
      expect((await generate(brief, { ip, cookie })).statusCode).toBe(200);
      expect((await generate(brief, { ip, cookie })).json().quota).toMatchObject({ used: 3, total: 3 });
      expect((await generate(brief, { ip, cookie })).statusCode).toBe(403);
    }
    // The address ceiling (VISITOR_GENERATIONS_PER_IP_PER_DAY, default 30) stops cookie clearing.
    await t.database.db.insert(formulaGenerations).values(Array.from({ length: 14 }, () => ({ visitorId: crypto.randomUUID(), ip })));
    const lastOne = await generate(brief, { ip });
    expect(lastOne.statusCode).toBe(200); // the 30th of the day
    expect((await generate(brief, { ip, cookie: visitorCookie(lastOne) })).statusCode).toBe(403);
    const fresh = await generate(brief, { ip });
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().error.code).toBe('quota_exceeded');
    expect((await t.app.inject({ method: 'GET', url: '/api/formulas/quota', remoteAddress: ip })).json()).toMatchObject({
      used: 3,
      total: 3,
    });
  });

  it('gives members 20 and perfumers, brands and admins 999', async () => {
    const member = await signUp(t.app);
    await t.database.db.insert(formulaGenerations).values(Array.from({ length: 20 }, () => ({ userId: member.userId, ip: '1.1.1.1' })));
    const refused = await generate(brief, { headers: member.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You've used all 20 of your formula generations.");
    for (const role of ['perfumer', 'brand', 'admin'] as const) {
      const pro = await signUp(t.app);
      await grantRoles(t.database, pro.userId, [role]);
      await t.database.db.insert(formulaGenerations).values(Array.from({ length: 20 }, () => ({ userId: pro.userId, ip: '1.1.1.1' })));
      const ok = await generate(brief, { headers: pro.auth });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().quota).toMatchObject({ used: 21, total: 999, isPremium: true });
    }
  });

  it('never exceeds the limit under concurrent requests', async () => {
    const member = await signUp(t.app);
    await t.database.db.insert(formulaGenerations).values(Array.from({ length: 17 }, () => ({ userId: member.userId, ip: '1.1.1.1' })));
    const results = await Promise.all(Array.from({ length: 10 }, () => generate(brief, { headers: member.auth })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403)).toHaveLength(7);
    const quota = await t.app.inject({ method: 'GET', url: '/api/formulas/quota', headers: member.auth });
    expect(quota.json().used).toBe(20);

    const ip = nextIp();
    const first = await generate(brief, { ip });
    const cookie = visitorCookie(first)!;
    const visitors = await Promise.all(Array.from({ length: 8 }, () => generate(brief, { ip, cookie })));
    expect(visitors.filter((r) => r.statusCode === 200)).toHaveLength(2);
  });

  it.each([
    [{ ...brief, description: '' }, 'Please describe your perfume'],
    [{ ...brief, description: '   \n\t ' }, 'Please describe your perfume'],
    [{ ...brief, description: 'x'.repeat(1001) }, 'The description must be at most 1000 characters'],
    [{ ...brief, totalGrams: 1e9 }, 'The amount must be between 10 g and 5000 g'],
    [{ ...brief, totalGrams: 5 }, 'The amount must be between 10 g and 5000 g'],
    [{ ...brief, totalGrams: 100.123 }, 'The amount may have at most two decimals'],
    [{ ...brief, totalGrams: '100' }, 'The amount must be a number of grams'],
    [{ ...brief, complexity: 'insane' }, undefined],
    [{ ...brief, materialsType: 'unicorn' }, undefined],
    [{ ...brief, notesToAvoid: 'x'.repeat(501) }, 'Notes to avoid must be at most 500 characters'],
    [{ ...brief, concentration: 0 }, 'The concentration must be between 1 % and 100 %'],
    [{ ...brief, concentration: 150 }, 'The concentration must be between 1 % and 100 %'],
    [{ ...brief, concentration: '20' }, 'The concentration must be between 1 % and 100 %'],
    [{ ...brief, extra: true }, undefined],
  ])('refuses %j with 400 without counting it', async (payload, message) => {
    const before = await countRows();
    const res = await generate(payload, { ip: nextIp() });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toBe(message);
    expect(await countRows()).toBe(before);
  });

  it('refuses a huge body with 413', async () => {
    const res = await generate({ ...brief, description: 'y'.repeat(2 * 1024 * 1024) }, { ip: nextIp() });
    expect(res.statusCode).toBe(413);
  });
});

describe('saved formulas', () => {
  let member: SignedUp;
  beforeAll(async () => {
    member = await signUp(t.app);
  });
  const save = (payload: unknown, who: SignedUp | null = member) =>
    t.app.inject({ method: 'POST', url: '/api/formulas', payload: payload as object, headers: who ? who.auth : {} });
  /** The signed reference of a real generation of `b` (as the client keeps it). */
  const refFor = async (b: object = brief) => {
    const res = await generate(b, { ip: nextIp() });
    expect(res.statusCode).toBe(200);
    return res.json().ref as string;
  };

  it('saves the customised formula as the server replays it, and lists it newest first', async () => {
    const base = generateFormula(brief as FormulaBrief);
    const removed = base.lines[1].materialId;
    const changes = [
      { kind: 'remove', materialId: removed },
      { kind: 'set-share', materialId: base.lines[0].materialId, percent: 12 },
    ] as const;
    let expected = base;
    for (const c of changes) expected = rebalance(expected, c);
    const res = await save({ name: 'Morning', ref: await refFor(), changes });
    expect(res.statusCode).toBe(201);
    expect(res.json().formula).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(res.json().formula.lines.map((l: { materialId: string }) => l.materialId)).not.toContain(removed);
    await save({ name: 'Second', ref: await refFor({ ...brief, description: 'cosy winter amber' }), changes: [] });
    const list = await t.app.inject({ method: 'GET', url: '/api/formulas?limit=1', headers: member.auth });
    expect(list.json().items.map((i: { name: string }) => i.name)).toEqual(['Second']);
    const next = await t.app.inject({ method: 'GET', url: `/api/formulas?limit=1&cursor=${list.json().nextCursor}`, headers: member.auth });
    expect(next.json().items.map((i: { name: string }) => i.name)).toEqual(['Morning']);
    const one = await t.app.inject({ method: 'GET', url: `/api/formulas/${res.json().id}`, headers: member.auth });
    expect(one.json().name).toBe('Morning');
    expect(one.json().changes).toEqual(changes);
  });

  it("keeps formulas private: another user's id is a 404", async () => {
    const res = await save({ name: 'Mine', ref: await refFor(), changes: [] });
    const other = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/formulas/${res.json().id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/formulas', headers: other.auth })).json().items).toEqual([]);
  });

  it('refuses bad input and never trusts a client formula', async () => {
    const ref = await refFor();
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(savedFormulas))[0].n;
    expect((await save({ name: 'x', ref, changes: [] }, null)).statusCode).toBe(401);
    expect((await save({ name: '', ref, changes: [] })).statusCode).toBe(400);
    expect((await save({ name: 'x', ref, changes: [], formula: { lines: [] } })).statusCode).toBe(400);
    expect((await save({ name: 'x', ref, changes: [{ kind: 'explode', materialId: 'a' }] })).statusCode).toBe(400);
    expect(
      (await save({ name: 'x', ref, changes: Array.from({ length: 201 }, () => ({ kind: 'remove', materialId: 'a' })) })).statusCode,
    ).toBe(400);
    // A change the engine refuses (unknown material) leaves the formula as it was: still valid, saved as the engine has it.
    const odd = await save({ name: 'odd', ref, changes: [{ kind: 'set-share', materialId: 'not-a-material', percent: 99 }] });
    expect(odd.statusCode).toBe(201);
    expect(odd.json().formula.lines.reduce((s: number, l: { hundredths: number }) => s + l.hundredths, 0)).toBe(10_000);
    const after = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(savedFormulas))[0].n;
    expect(after).toBe(before + 1);
  });

  it('puts a configured bottle in the cart at the server price', async () => {
    const saved = (await save({ name: 'Bottle me', ref: await refFor(), changes: [] })).json();
    const shipping = TEST_SHIPPING;
    const add = (payload: unknown, who: SignedUp = member) =>
      t.app.inject({ method: 'POST', url: '/api/cart/items', payload: payload as object, headers: who.auth });
    expect((await add({ itemId: saved.id, type: 'formula' })).statusCode).toBe(400);
    expect((await add({ itemId: saved.id, type: 'formula', options: { size: '75ml', giftWrap: false, shipping } })).statusCode).toBe(400);
    expect(
      (
        await add({
          itemId: saved.id,
          type: 'formula',
          options: { size: '50ml', giftWrap: false, shipping: { ...shipping, email: 'nope' } },
        })
      ).statusCode,
    ).toBe(400);
    const other = await signUp(t.app);
    expect((await add({ itemId: saved.id, type: 'formula', options: { size: '50ml', giftWrap: false, shipping } }, other)).statusCode).toBe(
      404,
    );
    const ok = await add({ itemId: saved.id, type: 'formula', options: { size: '100ml', giftWrap: true, shipping } });
    expect(ok.statusCode).toBe(201);
    const line = ok.json().items.find((i: { id: string }) => i.id === saved.id);
    // The line is the bottle and its wrapping; shipping ($8.95) is charged once per order at checkout.
    expect(line.priceCents).toBe(14500 + 850);
    expect(line.title).toBe('Bottle me: 100 ml bottle, gift wrapped');
    expect(
      (await add({ itemId: saved.id, type: 'formula', options: { size: '50ml', giftWrap: false, shipping } })).json().error.message,
    ).toBe('Already in cart');
  });
});

describe('saving never generates (item 1)', () => {
  const save = (payload: unknown, who: SignedUp) =>
    t.app.inject({ method: 'POST', url: '/api/formulas', payload: payload as object, headers: who.auth });
  const savedCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(savedFormulas))[0].n;

  it('refuses a brief sent to save: only a reference to a counted generation is accepted', async () => {
    const member = await signUp(t.app);
    const before = await countRows();
    const res = await save({ name: 'Free lunch', brief, changes: [] }, member);
    expect(res.statusCode).toBe(400);
    expect(await countRows()).toBe(before);
    const quota = await t.app.inject({ method: 'GET', url: '/api/formulas/quota', headers: member.auth });
    expect(quota.json().used).toBe(0);
  });

  it('saves from a generation without counting another, as often as wished', async () => {
    const member = await signUp(t.app);
    const gen = await generate(brief, { headers: member.auth });
    const before = await countRows();
    for (const name of ['One', 'Two']) expect((await save({ name, ref: gen.json().ref, changes: [] }, member)).statusCode).toBe(201);
    expect(await countRows()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/formulas/quota', headers: member.auth })).json().used).toBe(1);
  });

  it('refuses forged, altered and unknown references with 400, saving nothing', async () => {
    const member = await signUp(t.app);
    const ref = (await generate(brief, { headers: member.auth })).json().ref as string;
    const [data, mac] = [ref.slice(0, ref.lastIndexOf('.')), ref.slice(ref.lastIndexOf('.') + 1)];
    const otherBrief = Buffer.from(JSON.stringify({ ...brief, description: 'a brief nobody generated' })).toString('base64url');
    const before = await savedCount();
    for (const forged of [
      `${otherBrief}.${mac}`,
      `${data}.${mac.slice(0, -2)}AA`,
      `${data}.`,
      data,
      'x'.repeat(100),
      `${otherBrief}.${'A'.repeat(43)}`,
    ]) {
      const res = await save({ name: 'Forged', ref: forged, changes: [] }, member);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'invalid_reference',
        message: 'This formula could not be verified. Please generate it again.',
      });
    }
    // A reference signed by another server (another secret) is unknown here.
    expect(await savedCount()).toBe(before);
  });

  it("saves a visitor's generation made before signing up, after sign-up", async () => {
    const ip = nextIp();
    const visitorGen = await generate({ ...brief, description: 'bergamot and neroli, made while a visitor' }, { ip });
    expect(visitorGen.statusCode).toBe(200);
    const member = await signUp(t.app);
    const res = await save({ name: 'From my visit', ref: visitorGen.json().ref, changes: [] }, member);
    expect(res.statusCode).toBe(201);
    expect(res.json().formula).toEqual(visitorGen.json().formula);
    // Opening it again gives a reference that saves it again.
    const opened = await t.app.inject({ method: 'GET', url: `/api/formulas/${res.json().id}`, headers: member.auth });
    expect((await save({ name: 'Again', ref: opened.json().ref, changes: [] }, member)).statusCode).toBe(201);
  });
});

describe('IFRA sum rules on the server', () => {
  /**
   * A chypre as an engine without the oakmoss + treemoss sum rule could store it: each moss at its own limit
   * (0.1 % of the finished perfume at 20 %), 0.2 % together, twice IFRA_STD_067 + IFRA_STD_080.
   */
  const chypre = {
    description: 'oakmoss and treemoss chypre',
    materialsType: 'natural',
    complexity: 'medium',
    totalGrams: 100,
    concentration: 20,
  } as const;
  function storedWithBothMosses(): Formula {
    const f = generateFormula(chypre);
    const others = f.lines.filter((l) => l.materialId !== 'oakmoss-absolute' && l.materialId !== 'treemoss-absolute');
    const largest = others.reduce((a, b) => (b.hundredths > a.hundredths ? b : a));
    const mosses = ['oakmoss-absolute', 'treemoss-absolute'].map((materialId) => ({
      ...largest,
      materialId,
      hundredths: 50,
      percent: 0.5,
    }));
    const freed = mosses.length * 50 - (10_000 - others.reduce((s, l) => s + l.hundredths, 0));
    const lines = others.map((l) =>
      l === largest ? { ...l, hundredths: l.hundredths - freed, percent: (l.hundredths - freed) / 100 } : l,
    );
    return { ...f, lines: [...lines, ...mosses] };
  }
  const addBottle = (who: SignedUp, itemId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { itemId, type: 'formula', options: { size: '50ml', giftWrap: false, shipping: TEST_SHIPPING } },
      headers: who.auth,
    });
  const RULE =
    /Oakmoss and treemoss extracts together exceed their IFRA Category 4 limit of 0\.1 % of the finished perfume \(IFRA_STD_067 \+ IFRA_STD_080\) at 20 % concentration: 0\.2 %/;

  it('the formula used below breaks only the sum rule: each moss is within its own Standard', () => {
    const violations = ifraViolations(storedWithBothMosses().lines, 20);
    expect(violations.map((v) => v.rule)).toEqual(['oakmoss-treemoss']);
    expect(violations[0]).toMatchObject({ code: 'IFRA', standard: 'IFRA_STD_067 + IFRA_STD_080' });
    // The engine itself keeps the two together within 0.1 %.
    expect(ifraViolations(generateFormula(chypre).lines, 20)).toEqual([]);
  });

  it('refuses to put in the cart a formula stored before the sum rule, with a 409 naming the rule', async () => {
    const member = await signUp(t.app);
    const [row] = await t.database.db
      .insert(savedFormulas)
      .values({ userId: member.userId, name: 'Old chypre', brief: chypre, changes: [], formula: storedWithBothMosses() as never })
      .returning();
    const res = await addBottle(member, row.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ifra_limit');
    expect(res.json().error.message).toMatch(RULE);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: member.auth });
    expect(JSON.stringify(cart.json())).not.toContain(row.id);
  });

  it('re-checks a stored formula with the rules of the category it was made for', async () => {
    const member = await signUp(t.app);
    const f = generateFormula({ ...chypre, concentration: 5 });
    // At 5 %: bergamot 5 % gives 0.25 % (within 0.4 everywhere on skin); Helional 10 % gives 0.5 %, within
    // Category 4 (2.6 %) and over a body lotion's 0.39 % (Category 5A).
    const lines = [
      { ...f.lines[0], materialId: 'bergamot-oil', hundredths: 500 },
      { ...f.lines[0], materialId: 'helional', hundredths: 1000 },
      { ...f.lines[0], materialId: 'hedione', hundredths: 8500 },
    ];
    const store = async (productCategory: string) => {
      const formula = { ...f, concentration: 5, brief: { ...f.brief, concentration: 5, productCategory }, lines };
      const [row] = await t.database.db
        .insert(savedFormulas)
        .values({ userId: member.userId, name: `Stored ${productCategory}`, brief: formula.brief, changes: [], formula: formula as never })
        .returning();
      return row.id;
    };
    const lotion = await addBottle(member, await store('5A'));
    expect(lotion.statusCode).toBe(409);
    expect(lotion.json().error.message).toContain('IFRA Category 5A (Body lotion) limit of 0.39 % of the finished product (IFRA_STD_059)');
    expect((await addBottle(member, await store('4'))).statusCode).toBe(201);
  });

  it('refuses to check out a bottle whose stored formula breaks the sum rule, creating no order', async () => {
    const member = await signUp(t.app);
    const [row] = await t.database.db
      .insert(savedFormulas)
      .values({ userId: member.userId, name: 'Chypre', brief: chypre, changes: [], formula: generateFormula(chypre) as never })
      .returning();
    expect((await addBottle(member, row.id)).statusCode).toBe(201);
    // In the cart while the figures change: the stored formula now breaks the sum rule.
    await t.database.db
      .update(savedFormulas)
      .set({ formula: storedWithBothMosses() as never })
      .where(sql`${savedFormulas.id} = ${row.id}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...member.auth, 'idempotency-key': crypto.randomUUID() },
      payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' }, shipping: TEST_SHIPPING },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(RULE);
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: member.auth });
    expect(mine.json().items).toEqual([]);
  });
});

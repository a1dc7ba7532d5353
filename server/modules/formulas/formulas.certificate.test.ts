import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { maxUseLevels, productCategory, type Formula } from '#common/formula';
import { saveFormula } from '#server/test/formulas';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { formulaGenerations, profiles } from '#server/db/schema';

let t: TestApp;
let owner: SignedUp;
let other: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  other = await signUp(t.app);
});
afterAll(() => t.close());

const brief = (productCategory?: string) => ({
  description: 'fresh bergamot and lemon with jasmine, oakmoss and clove',
  materialsType: 'natural',
  complexity: 'medium',
  totalGrams: 100,
  ...(productCategory ? { productCategory } : {}),
});
const generate = (payload: unknown, who: SignedUp = owner) =>
  t.app.inject({ method: 'POST', url: '/api/formulas/generate', payload: payload as object, headers: who.auth });
const countGenerations = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(formulaGenerations))[0].n;

/** Generates and saves a formula for the owner; returns its id and the stored formula. */
const saved = (name: string, category?: string) => saveFormula(t.app, owner, { name, brief: brief(category) });

/** pdf.js's metrics of the standard fonts (Helvetica), which the certificate uses. */
const STANDARD_FONTS =
  path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

/** The text of every page of a PDF, parsed back with pdf.js. */
async function pdfText(body: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(body), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''));
  }
  await doc.destroy();
  return pages.join('\n').replace(/[ \t]+/g, ' ');
}

describe('product categories on the API', () => {
  it('generates for a candle, then for a body lotion, with each category’s limits', async () => {
    const candle = (await generate(brief('12'))).json().formula as Formula;
    const lotion = (await generate(brief('5A'))).json().formula as Formula;
    expect(candle.brief.productCategory).toBe('12');
    expect(candle.concentration).toBe(productCategory('12').typicalConcentration);
    expect(lotion.brief.productCategory).toBe('5A');
    const limits = (f: Formula) => Object.fromEntries(f.lines.map((l) => [l.materialId, l.ifraLimit]));
    expect(limits(candle)).not.toEqual(limits(lotion));
    expect(lotion.explanation.at(-1)).toContain('IFRA Category 5A');
  });

  it('a brief that does not say is fine fragrance', async () => {
    const f = (await generate(brief())).json().formula as Formula;
    expect(f.brief.productCategory).toBe('4');
    expect(f.concentration).toBe(20);
  });

  it('refuses an unknown or malformed category with 400, counting nothing', async () => {
    const before = await countGenerations();
    for (const bad of ['13', 'candle', '', 4, null, ['12'], { code: '12' }]) {
      const res = await generate({ ...brief(), productCategory: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.field ?? res.json().error.message).toBeTruthy();
    }
    expect(await countGenerations()).toBe(before);
  });
});

describe('maximum use levels of a saved formula', () => {
  it('gives every category’s level, computed from the stored formula', async () => {
    const { id, formula } = await saved('Levels', '5A');
    const res = await t.app.inject({ method: 'GET', url: `/api/formulas/${id}/max-use`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.amendment).toBe(51);
    expect(body.productCategory).toBe('5A');
    expect(body.levels).toEqual(JSON.parse(JSON.stringify(maxUseLevels(formula.lines))));
    expect(body.levels).toHaveLength(18);
    // Made for a body lotion at its concentration: Category 5A allows at least that.
    const own = body.levels.find((l: { category: string }) => l.category === '5A');
    expect(own.maxPercent === null || own.maxPercent >= formula.concentration * 0.99).toBe(true);
  });

  it('answers 404 for another member’s formula, an unknown id or a malformed one, and 401 signed out', async () => {
    const { id } = await saved('Private');
    for (const [url, who] of [
      [`/api/formulas/${id}/max-use`, other],
      [`/api/formulas/${crypto.randomUUID()}/max-use`, owner],
      ['/api/formulas/not-a-uuid/max-use', owner],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Formula not found');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/formulas/${id}/max-use` })).statusCode).toBe(401);
  });
});

describe('IFRA certificate of conformity', () => {
  it('is a PDF for the owner, with the product, the amendment, every category’s level, the limiting materials, date and maker', async () => {
    const { id, formula } = await saved('Rose Garden No 2', '4');
    await t.database.db.update(profiles).set({ brandName: 'Maison Essai' }).where(eq(profiles.id, owner.userId));
    const res = await t.app.inject({ method: 'GET', url: `/api/formulas/${id}/certificate.pdf`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ifra-certificate-rose-garden-no-2.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    expect(text).toContain('IFRA Certificate of Conformity');
    expect(text).toContain('51st Amendment');
    expect(text).toContain('Rose Garden No 2');
    expect(text).toContain('Maison Essai');
    expect(text).toContain(new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));
    expect(text).toContain('Fine fragrance (EdP, EdT, parfum) (IFRA Category 4), at 20 % in the finished product');
    const levels = maxUseLevels(formula.lines);
    for (const level of levels) {
      expect(text).toContain(productCategory(level.category).label);
      expect(text).toContain(level.maxPercent === null ? 'No restriction' : `${level.maxPercent} %`);
      if (level.limitedBy) expect(text).toContain(level.limitedBy.standard);
    }
    // Without the formula's composition: no share, and no material that sets no level.
    const limiters = new Set(levels.flatMap((l) => (l.limitedBy ? [l.limitedBy.name] : [])));
    for (const line of formula.lines) {
      if (!limiters.has(line.name)) expect(text).not.toContain(line.name);
    }
    expect(text).not.toContain(`${formula.lines[0].percent.toFixed(2)} %`);
    expect(text).toContain('generated by Sillage from the formula as entered');
  });

  it('names the member by username without a brand', async () => {
    const member = await signUp(t.app);
    const [{ username }] = await t.database.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, member.userId));
    const { ref } = (await generate(brief('9'), member)).json();
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/formulas', payload: { name: 'Soap', ref }, headers: member.auth })
    ).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/formulas/${id}/certificate.pdf`, headers: member.auth });
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(username);
    expect(text).toContain('Soap and shower gel (IFRA Category 9)');
  });

  it('only the owner may download it: 404 for others, unknown and malformed ids, 401 signed out', async () => {
    const { id } = await saved('Mine only');
    for (const [url, who] of [
      [`/api/formulas/${id}/certificate.pdf`, other],
      [`/api/formulas/${crypto.randomUUID()}/certificate.pdf`, owner],
      [`/api/formulas/${'x'.repeat(101)}/certificate.pdf`, owner],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/formulas/${id}/certificate.pdf`, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/formulas/${id}/certificate.pdf` })).statusCode).toBe(401);
  });
});

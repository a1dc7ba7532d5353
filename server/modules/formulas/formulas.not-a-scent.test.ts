/**
 * A brief that is not about scent (issue 14): the API answers 400 with the engine's message on the
 * description field, and the refusal costs no generation.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_SCENT_MESSAGE } from '#common/formula';
import { formulaGenerations } from '#server/db/schema';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countRows = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(formulaGenerations))[0].n;
const generate = (description: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/formulas/generate',
    payload: { description, materialsType: 'natural_synthetic', complexity: 'simple', totalGrams: 100 },
    remoteAddress: ip,
  });

describe('briefs that are not about scent', () => {
  it.each(['What is the weather tomorrow?', 'please fix my car', 'asdfgh qwerty'])(
    'refuses “%s” with 400 and a message asking for a scent, without counting it',
    async (description) => {
      const before = await countRows();
      const res = await generate(description, '10.14.0.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(NOT_A_SCENT_MESSAGE);
      expect(res.json().error.field).toBe('description');
      expect(await countRows()).toBe(before);
    },
  );

  it('still answers a scent brief in other languages and with typos', async () => {
    for (const description of ['rosa y pachulí', 'vanille et musc blanc', 'jasmin at midnite']) {
      const res = await generate(description, '10.14.0.2');
      expect(res.statusCode, description).toBe(200);
      expect(res.json().formula.lines.length).toBeGreaterThan(0);
    }
  });
});

import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Formula } from '#common/formula';
import { setVisibility } from '#server/test/content';
import { saveFormula } from '#server/test/formulas';
import { apiCall, createTestApp, grantRoles, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { formulaVersions, inbox, savedFormulas } from '#server/db/schema';
import { readMigrationFiles } from 'drizzle-orm/migrator';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: HTTPMethods, url: string, who?: SignedUp, payload?: object) => apiCall(t.app, method, url, who, payload);

/** A change that lowers the largest material by `points` percent. */
const lower = (f: Formula, points: number) => {
  const largest = f.lines.reduce((a, b) => (b.hundredths > a.hundredths ? b : a));
  return { kind: 'set-share', materialId: largest.materialId, percent: largest.percent - points } as const;
};

const versionRows = (formulaId: string) =>
  t.database.db.select().from(formulaVersions).where(eq(formulaVersions.formulaId, formulaId)).orderBy(formulaVersions.number);

describe('versions', () => {
  it('makes every save a version: history with who, when and note; the formula points at its newest', async () => {
    const author = await signUp(t.app);
    const f = await saveFormula(t.app, author);
    const v2 = await call('POST', `/api/formulas/${f.id}/versions`, author, {
      ref: f.ref,
      changes: [lower(f.formula, 2)],
      note: 'less of the lead',
    });
    expect(v2.statusCode, v2.body).toBe(201);
    expect(v2.json()).toMatchObject({ id: f.id, version: 2 });
    const v3 = await call('POST', `/api/formulas/${f.id}/versions`, author, { ref: v2.json().ref, changes: [lower(f.formula, 4)] });
    expect(v3.json().version).toBe(3);

    const history = await call('GET', `/api/formulas/${f.id}/versions`, author);
    expect(history.statusCode).toBe(200);
    const items = history.json().items;
    expect(items.map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
    expect(items[0]).toMatchObject({ current: true, note: null, author: { id: author.userId }, ifra: { compliant: true, violations: [] } });
    expect(items[1]).toMatchObject({ current: false, note: 'less of the lead' });
    expect(items[2].current).toBe(false);

    // The stored version is the whole formula the server replayed, and the formula row now holds version 3.
    const rows = await versionRows(f.id);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(rows[0].formula).toEqual(JSON.parse(JSON.stringify(f.formula)));
    const opened = await call('GET', `/api/formulas/${f.id}`, author);
    expect(opened.json().formula).toEqual(rows[2].formula);
    expect(opened.json().changes).toEqual([lower(f.formula, 4)]);
    const view = await call('GET', `/api/formulas/${f.id}/view`, author);
    expect(view.json()).toMatchObject({ currentVersion: 3, isOwn: true, remixedFrom: null });

    const one = await call('GET', `/api/formulas/${f.id}/versions/2`, author);
    expect(one.json()).toMatchObject({ number: 2, note: 'less of the lead' });
    expect(one.json().formula).toEqual(rows[1].formula);
  });

  it('compares two versions: added, removed and changed with percent and grams, and the IFRA status of each', async () => {
    const author = await signUp(t.app);
    const f = await saveFormula(t.app, author);
    const removed = f.formula.lines[f.formula.lines.length - 1];
    const v2 = await call('POST', `/api/formulas/${f.id}/versions`, author, {
      ref: f.ref,
      changes: [{ kind: 'remove', materialId: removed.materialId }],
    });
    expect(v2.statusCode, v2.body).toBe(201);
    const diff = await call('GET', `/api/formulas/${f.id}/compare?from=1&to=2`, author);
    expect(diff.statusCode, diff.body).toBe(200);
    const d = diff.json();
    expect(d.from).toMatchObject({ number: 1, ifra: { compliant: true } });
    expect(d.to).toMatchObject({ number: 2, current: true, ifra: { compliant: true } });
    expect(d.removed).toEqual([
      { materialId: removed.materialId, name: removed.name, before: { percent: removed.percent, grams: removed.grams }, after: null },
    ]);
    expect(d.added).toEqual([]);
    // What the removed line held went to others: each change names both amounts, and they differ.
    expect(d.changed.length).toBeGreaterThan(0);
    const after = new Map((v2.json().formula as Formula).lines.map((l) => [l.materialId, l]));
    for (const c of d.changed) {
      const before = f.formula.lines.find((l) => l.materialId === c.materialId)!;
      expect(c.before).toEqual({ percent: before.percent, grams: before.grams });
      expect(c.after).toEqual({ percent: after.get(c.materialId)!.percent, grams: after.get(c.materialId)!.grams });
      expect(c.before).not.toEqual(c.after);
    }
    expect(d.changed.length + d.unchanged.length).toBe(f.formula.lines.length - 1);
    // The other way round, it was added.
    const back = (await call('GET', `/api/formulas/${f.id}/compare?from=2&to=1`, author)).json();
    expect(back.added.map((l: { materialId: string }) => l.materialId)).toEqual([removed.materialId]);
  });

  it('shows a stored version that breaks an IFRA rule known today as not compliant, and will not restore it', async () => {
    const author = await signUp(t.app);
    const f = await saveFormula(t.app, author);
    const v2 = await call('POST', `/api/formulas/${f.id}/versions`, author, { ref: f.ref, changes: [lower(f.formula, 1)] });
    expect(v2.statusCode).toBe(201);
    // Version 1 as an earlier engine might have stored it: cumin far above its limit.
    const broken = {
      ...f.formula,
      lines: f.formula.lines.map((l, i) => (i === 0 ? { ...l, materialId: 'cumin-oil', name: 'Cumin seed oil' } : l)),
    };
    await t.database.db
      .update(formulaVersions)
      .set({ formula: broken as never })
      .where(and(eq(formulaVersions.formulaId, f.id), eq(formulaVersions.number, 1)));
    const d = (await call('GET', `/api/formulas/${f.id}/compare?from=1&to=2`, author)).json();
    expect(d.from.ifra.compliant).toBe(false);
    expect(d.from.ifra.violations[0].message).toMatch(/Cumin/);
    expect(d.to.ifra.compliant).toBe(true);
    const refused = await call('POST', `/api/formulas/${f.id}/versions/1/restore`, author, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ifra_limit');
    expect((await versionRows(f.id)).length).toBe(2);
  });

  it('restores an old version as a new one whose content is the old one', async () => {
    const author = await signUp(t.app);
    const f = await saveFormula(t.app, author);
    await call('POST', `/api/formulas/${f.id}/versions`, author, { ref: f.ref, changes: [lower(f.formula, 3)] });
    const restored = await call('POST', `/api/formulas/${f.id}/versions/1/restore`, author, {});
    expect(restored.statusCode, restored.body).toBe(201);
    expect(restored.json()).toMatchObject({ version: 3, changes: [] });
    const rows = await versionRows(f.id);
    expect(rows.map((r) => [r.number, r.note])).toEqual([
      [1, null],
      [2, null],
      [3, 'Restored version 1'],
    ]);
    expect(rows[2].formula).toEqual(rows[0].formula);
    expect(rows[2].brief).toEqual(rows[0].brief);
    expect((await call('GET', `/api/formulas/${f.id}`, author)).json().formula).toEqual(rows[0].formula);
    const withNote = await call('POST', `/api/formulas/${f.id}/versions/2/restore`, author, { note: 'back to the lighter one' });
    expect(withNote.json().version).toBe(4);
    expect((await versionRows(f.id))[3].note).toBe('back to the lighter one');
  });

  it('pages the history by keyset cursor, newest first, without gaps or repeats', async () => {
    const author = await signUp(t.app);
    const f = await saveFormula(t.app, author);
    for (let i = 1; i <= 6; i++) {
      const res = await call('POST', `/api/formulas/${f.id}/versions`, author, {
        ref: f.ref,
        changes: [lower(f.formula, i % 3)],
        note: `v${i + 1}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { number: number }[]; nextCursor: string | null } = (
        await call('GET', `/api/formulas/${f.id}/versions?limit=3${cursor ? `&cursor=${cursor}` : ''}`, author)
      ).json();
      seen.push(...page.items.map((v) => v.number));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect((await call('GET', `/api/formulas/${f.id}/versions?cursor=not-a-cursor`, author)).statusCode).toBe(400);
  });

  it('gives concurrent saves distinct numbers', async () => {
    const author = await signUp(t.app);
    const f = await saveFormula(t.app, author);
    const results = await Promise.all(
      [1, 2, 3, 4].map((i) => call('POST', `/api/formulas/${f.id}/versions`, author, { ref: f.ref, changes: [lower(f.formula, i)] })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(results.map((r) => r.json().version).sort()).toEqual([2, 3, 4, 5]);
    const [row] = await t.database.db.select().from(savedFormulas).where(eq(savedFormulas.id, f.id));
    expect(row.currentVersion).toBe(5);
  });

  it('makes formulas saved before versions existed their version 1 (the migration)', async () => {
    const migration = readMigrationFiles({ migrationsFolder: 'server/db/migrations' }).find((m) =>
      m.sql.some((s) => s.includes('INSERT INTO "formula_versions"')),
    )!;
    const author = await signUp(t.app);
    const f = await saveFormula(t.app, author, { name: 'Old one' });
    await t.database.db.delete(formulaVersions).where(eq(formulaVersions.formulaId, f.id));
    const backfill = migration.sql.find((s) => s.includes('INSERT INTO "formula_versions"'))!;
    await t.database.db.execute(
      sql.raw(
        `${backfill
          .replace(/^--.*$/gm, '')
          .trim()
          .replace(/;$/, '')} WHERE "id" = '${f.id}'`,
      ),
    );
    const rows = await versionRows(f.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: 1, authorId: author.userId, note: null });
    expect(rows[0].formula).toEqual(JSON.parse(JSON.stringify(f.formula)));
  });
});

describe('who may see versions, compare, lab sheets and remix', () => {
  it("answers 404 for another member's private formula: versions, one version, compare, restore, save, view, lab sheet, remix", async () => {
    const author = await signUp(t.app);
    const other = await signUp(t.app);
    const f = await saveFormula(t.app, author);
    const before = await versionRows(f.id);
    for (const [method, url, payload] of [
      ['GET', `/api/formulas/${f.id}/versions`],
      ['GET', `/api/formulas/${f.id}/versions/1`],
      ['GET', `/api/formulas/${f.id}/compare?from=1&to=1`],
      ['POST', `/api/formulas/${f.id}/versions/1/restore`, {}],
      ['POST', `/api/formulas/${f.id}/versions`, { ref: f.ref, changes: [] }],
      ['GET', `/api/formulas/${f.id}/view`],
      ['GET', `/api/formulas/${f.id}/lab-sheet`],
      ['GET', `/api/formulas/${f.id}/lab-sheet.csv`],
      ['POST', `/api/formulas/${f.id}/remix`, {}],
    ] as const) {
      const res = await call(method, url, other, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe('Formula not found');
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect(await versionRows(f.id)).toEqual(before);
  });

  it('lets members view, weigh from and remix a shared formula; the copy names its origin and the author is told', async () => {
    const author = await signUp(t.app);
    const remixer = await signUp(t.app);
    const f = await saveFormula(t.app, author, { name: 'Summer Citrus' });
    await call('POST', `/api/formulas/${f.id}/versions`, author, { ref: f.ref, changes: [lower(f.formula, 2)] });
    expect((await call('PUT', `/api/formulas/${f.id}/sharing`, author, { shared: true })).statusCode).toBe(200);

    const view = await call('GET', `/api/formulas/${f.id}/view`, remixer);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      name: 'Summer Citrus',
      isOwn: false,
      shared: true,
      currentVersion: 2,
      author: { id: author.userId },
    });
    // The history stays the author's.
    expect((await call('GET', `/api/formulas/${f.id}/versions`, remixer)).statusCode).toBe(404);
    expect((await call('GET', `/api/formulas/${f.id}/lab-sheet?amount=50`, remixer)).json()).toMatchObject({
      version: 2,
      concentrateGrams: 50,
    });

    const remix = await call('POST', `/api/formulas/${f.id}/remix`, remixer, { name: 'My summer' });
    expect(remix.statusCode, remix.body).toBe(201);
    const copy = remix.json();
    expect(copy.name).toBe('My summer');
    expect(copy.formula).toEqual(view.json().formula);
    const copyView = (await call('GET', `/api/formulas/${copy.id}/view`, remixer)).json();
    expect(copyView).toMatchObject({
      isOwn: true,
      currentVersion: 1,
      shared: false,
      remixedFrom: { formulaId: f.id, name: 'Summer Citrus' },
    });
    expect(copyView.remixedFrom.author).toBeTruthy();
    const history = (await call('GET', `/api/formulas/${copy.id}/versions`, remixer)).json();
    expect(history.items).toMatchObject([{ number: 1, note: 'Remix of Summer Citrus', author: { id: remixer.userId } }]);
    // The copy is the remixer's own: the author cannot see it.
    expect((await call('GET', `/api/formulas/${copy.id}/view`, author)).statusCode).toBe(404);

    const notices = await t.database.db
      .select()
      .from(inbox)
      .where(and(eq(inbox.userId, author.userId), eq(inbox.type, 'formula_remix')));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Your formula was remixed', link: `/formulas/${f.id}`, actorId: remixer.userId });
    expect(notices[0].message).toContain('“Summer Citrus”');

    // Once the author stops sharing, the copy no longer names or links the original.
    await call('PUT', `/api/formulas/${f.id}/sharing`, author, { shared: false });
    expect((await call('GET', `/api/formulas/${copy.id}/view`, remixer)).json().remixedFrom).toEqual({
      formulaId: null,
      name: null,
      author: null,
    });
    expect((await call('POST', `/api/formulas/${f.id}/remix`, remixer, {})).statusCode).toBe(404);
  });

  it('refuses remixing an unshared formula, a shared one of a private author (404), and one of one’s own (409)', async () => {
    const author = await signUp(t.app);
    const other = await signUp(t.app);
    const f = await saveFormula(t.app, author);
    const count = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(savedFormulas)
          .where(eq(savedFormulas.userId, other.userId))
      )[0].n;
    expect((await call('POST', `/api/formulas/${f.id}/remix`, other, {})).statusCode).toBe(404);
    await call('PUT', `/api/formulas/${f.id}/sharing`, author, { shared: true });
    expect((await setVisibility(t.app, author, 'private')).statusCode).toBe(200);
    expect((await call('POST', `/api/formulas/${f.id}/remix`, other, {})).statusCode).toBe(404);
    expect((await call('GET', `/api/formulas/${f.id}/view`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/formulas/${f.id}/lab-sheet`, other)).statusCode).toBe(404);
    expect(await count()).toBe(0);
    // Admins see every shared formula under the same rule.
    const admin = await signUp(t.app);
    await grantRoles(t.database, admin.userId, ['admin']);
    expect((await call('GET', `/api/formulas/${f.id}/view`, await signIn(t.app, admin))).statusCode).toBe(200);
    const own = await call('POST', `/api/formulas/${f.id}/remix`, author, {});
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('own_formula');
    const notices = await t.database.db
      .select()
      .from(inbox)
      .where(and(eq(inbox.userId, author.userId), eq(inbox.type, 'formula_remix')));
    expect(notices).toHaveLength(0);
  });
});

describe('hostile input', () => {
  it('answers bad ids, numbers, notes, batches and bodies with a 4xx and changes nothing', async () => {
    const author = await signUp(t.app);
    const f = await saveFormula(t.app, author);
    const before = await versionRows(f.id);
    const cases: [HTTPMethods, string, object | undefined, number][] = [
      ['GET', '/api/formulas/not-a-uuid/versions', undefined, 404],
      ['GET', `/api/formulas/${crypto.randomUUID()}/versions`, undefined, 404],
      ['GET', `/api/formulas/${f.id}/versions/abc`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/versions/0`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/versions/1.5`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/versions/99999999999`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/versions/42`, undefined, 404],
      ['POST', `/api/formulas/${f.id}/versions/42/restore`, {}, 404],
      ['GET', `/api/formulas/${f.id}/compare?from=1`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/compare?from=1&to=x`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/compare?from=1&to=9`, undefined, 404],
      ['POST', `/api/formulas/${f.id}/versions`, { ref: f.ref, changes: [], note: 'n'.repeat(501) }, 400],
      ['POST', `/api/formulas/${f.id}/versions`, { ref: f.ref, changes: [], note: 'bad\u0000note' }, 400],
      ['POST', `/api/formulas/${f.id}/versions`, { ref: 'forged.ref', changes: [] }, 400],
      ['POST', `/api/formulas/${f.id}/versions`, { ref: f.ref, changes: 'all' }, 400],
      ['POST', `/api/formulas/${f.id}/versions`, { ref: f.ref, changes: [], formula: f.formula }, 400],
      ['POST', `/api/formulas/${f.id}/versions/1/restore`, { note: 'x'.repeat(100_000) }, 400],
      ['GET', `/api/formulas/${f.id}/lab-sheet?amount=0`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/lab-sheet?amount=-5`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/lab-sheet?amount=50001`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/lab-sheet?amount=1.234`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/lab-sheet?amount=lots`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/lab-sheet?amount=100&unit=oz`, undefined, 400],
      ['GET', `/api/formulas/${f.id}/lab-sheet.csv?amount=Infinity`, undefined, 400],
      ['POST', `/api/formulas/${f.id}/remix`, { name: '' }, 400],
    ];
    for (const [method, url, payload, status] of cases) {
      const res = await call(method, url, author, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}`).toBe(status);
    }
    expect(await versionRows(f.id)).toEqual(before);
    const [row] = await t.database.db.select().from(savedFormulas).where(eq(savedFormulas.id, f.id));
    expect(row.currentVersion).toBe(1);
  });
});

describe('lab sheet', () => {
  it('scales to the batch in grams and millilitres, with CAS numbers, densities and dilutions, and exports CSV', async () => {
    const author = await signUp(t.app);
    const f = await saveFormula(t.app, author, { name: 'Lab =cmd' });
    const sheet = (await call('GET', `/api/formulas/${f.id}/lab-sheet?amount=250&unit=g`, author)).json();
    expect(sheet).toMatchObject({ name: 'Lab =cmd', version: 1, batch: { amount: 250, unit: 'g' }, concentrateGrams: 250 });
    expect(Math.round(sheet.lines.reduce((s: number, l: { grams: number }) => s + l.grams * 100, 0))).toBe(25_000);
    expect(sheet.lines.some((l: { cas: string | null }) => l.cas !== null)).toBe(true);
    const ml = (await call('GET', `/api/formulas/${f.id}/lab-sheet?amount=250&unit=mL`, author)).json();
    expect(ml.batch.unit).toBe('mL');
    // Citrus oils and most aroma chemicals are lighter than water: 250 mL weighs less than 250 g.
    expect(ml.concentrateGrams).toBeLessThan(250);

    const csv = await call('GET', `/api/formulas/${f.id}/lab-sheet.csv?amount=250&unit=g`, author);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="lab-cmd-v1-250g.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'material,cas,percent,grams,millilitres,density_g_per_ml,density_assumed,dilution,dilution_grams_to_weigh,solvent_grams',
    );
    expect(lines).toHaveLength(sheet.lines.length + 1);
    const first = sheet.lines[0];
    expect(
      lines[1].startsWith(
        `${first.name.includes(',') ? `"${first.name}"` : first.name},${first.cas ?? ''},${first.percent.toFixed(2)},${first.grams.toFixed(2)},`,
      ),
    ).toBe(true);
  });
});

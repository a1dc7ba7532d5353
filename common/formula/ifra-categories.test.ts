/**
 * The engine's IFRA figures against IFRA's own workbook: the workbook is parsed again (exceljs) and every figure
 * the engine uses is compared, in all 18 categories — the generated table, the rules built from it, and the
 * Category 4 figures written in ifra.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { IfraCategory } from './categories';
import { readIfraWorkbook, type WorkbookStandard } from './fixtures/ifra-workbook';
import { IFRA_CATEGORIES } from './categories';
import { IFRA_CATEGORY_LIMITS } from './ifra-categories';
import { CONSTITUENTS, engineStandards, GROUPS, type IfraStandard, ifraRules, MATERIAL_STANDARDS } from './ifra';

let workbook: Map<string, WorkbookStandard>;
/** A Standard's figures as the workbook gives them (every Standard the engine uses has figures). */
const figures = (standard: string): Record<IfraCategory, number | null> => {
  const row = workbook.get(standard);
  if (!row?.limits) throw new Error(`${standard}: no figures in the workbook`);
  return row.limits;
};
beforeAll(async () => {
  workbook = await readIfraWorkbook();
});

describe('IFRA 51st Amendment workbook', () => {
  it('holds the 263 Standards with their figures per category', () => {
    expect(workbook.size).toBe(263);
    expect(figures('IFRA_STD_021')).toMatchObject({ '1': 0.11, '4': 0.6, '5A': 0.15, '9': 1.2, '12': null });
    // A decimal comma in the workbook ("1,0") and a figure given in the notes (safrole, "See Notebox").
    expect(figures('IFRA_STD_035')['3']).toBe(1);
    expect(figures('IFRA_STD_179')['4']).toBe(0.01);
  });

  it('the generated table has every Standard the engine names, and each of its figures is the workbook’s, all categories', () => {
    expect(Object.keys(IFRA_CATEGORY_LIMITS).sort()).toEqual(engineStandards());
    for (const [standard, row] of Object.entries(IFRA_CATEGORY_LIMITS)) {
      const parsed = workbook.get(standard)!;
      expect(row.limits, standard).toEqual(parsed.limits);
      expect(row.amendment, standard).toBe(parsed.amendment);
    }
  });

  it('every rule of every category has the workbook’s figure; "No Restriction" leaves no rule', () => {
    for (const category of IFRA_CATEGORIES) {
      const rules = ifraRules(category);
      const figure = (standard: string) => figures(standard.split(' + ')[0])[category];
      for (const [id, f] of [...Object.entries(MATERIAL_STANDARDS), ...Object.entries(CONSTITUENTS)]) {
        const rule = rules.find((r) => r.id === id && (r.kind === 'material' || r.kind === 'constituent'));
        const expected = figure(f.standard);
        if (expected === null) expect(rule, `${id} in ${category}`).toBeUndefined();
        else expect(rule?.limit, `${id} in ${category}`).toBe(expected);
      }
      for (const [id, g] of Object.entries(GROUPS)) {
        const rule = rules.find((r) => r.id === id && r.kind === g.kind);
        const expected = figure(g.standard);
        if (expected === null) expect(rule, `${id} in ${category}`).toBeUndefined();
        else expect(rule?.limit, `${id} in ${category}`).toBe(g.kind === 'sum' ? expected : 1);
        if (g.kind === 'sum-of-ratios' && rule) {
          for (const m of g.members) expect(rule.weights.get(m)).toBeCloseTo(1 / figure(MATERIAL_STANDARDS[m].standard)!, 12);
        }
      }
    }
  });

  it('the Category 4 figures written in ifra.ts are the workbook’s', () => {
    for (const f of [...Object.values(MATERIAL_STANDARDS), ...Object.values(CONSTITUENTS)]) {
      expect(f.limit, f.standard).toBe(figures(f.standard)['4']);
    }
    for (const g of Object.values(GROUPS).filter((x) => x.kind === 'sum')) {
      for (const s of g.standard.split(' + ')) expect(g.limit, s).toBe(figures(s)['4']);
    }
  });

  it('oakmoss and treemoss, summed under one figure, have the same figure in every category', () => {
    for (const c of IFRA_CATEGORIES) expect(figures('IFRA_STD_067')[c]).toBe(figures('IFRA_STD_080')[c]);
  });

  it('phototoxic oils and their sum apply on leave-on skin and not in rinse-off or no-contact categories', () => {
    const rinseOff = ['7A', '9', '10A', '11A', '12'] as const;
    for (const c of IFRA_CATEGORIES) {
      const rules = ifraRules(c);
      const has = (id: string) => rules.some((r) => r.id === id);
      const expected = !(rinseOff as readonly string[]).includes(c);
      expect(has('bergamot-oil'), c).toBe(expected);
      expect(has('furocoumarin-oils'), c).toBe(expected);
    }
  });

  it('every Standard the engine names is a figure, not a prohibition', () => {
    for (const s of engineStandards()) expect(workbook.get(s as IfraStandard)?.limits, s).not.toBeNull();
  });
});

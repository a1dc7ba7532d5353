/**
 * The perfumer's evaluation: the example briefs of evaluation.ts must agree with their formulas (≥ 90 % over
 * every palette × complexity), no formula may lose an invariant, and no formula of many random briefs,
 * palettes, complexities and concentrations may exceed an IFRA Category 4 limit of ifra.ts.
 */
import { describe, expect, it } from 'vitest';
import { agreementReport, EVAL_CASES, ifraSweep } from './evaluation';
import { generateFormula } from './engine';
import { checkFormula } from './rebalance';
import { COMPLEXITIES, type Formula, type FormulaBrief, MATERIALS_TYPES } from './types';

describe('evaluation table', () => {
  it('has at least 60 example briefs, among them non-scent ones, references and notes to avoid', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(60);
    expect(EVAL_CASES.filter((c) => c.notScent).length).toBeGreaterThanOrEqual(3);
    expect(EVAL_CASES.filter((c) => c.reference).length).toBeGreaterThanOrEqual(2);
    expect(EVAL_CASES.filter((c) => c.avoid).length).toBeGreaterThanOrEqual(3);
  });

  it('at least 90 % of the briefs agree with their formulas, in every palette and complexity', () => {
    const seen: Formula[] = [];
    const report = agreementReport((b: FormulaBrief) => {
      const f = generateFormula(b);
      seen.push(f);
      return f;
    });
    expect(report.total).toBe(EVAL_CASES.length * MATERIALS_TYPES.length * COMPLEXITIES.length);
    expect(
      report.rate,
      report.failures.map((f) => `${f.description} [${f.materialsType}/${f.complexity}]: ${f.reasons.join('; ')}`).join('\n'),
    ).toBeGreaterThanOrEqual(0.9);
    for (const cell of [...Object.values(report.byPalette), ...Object.values(report.byComplexity)])
      expect(cell.rate).toBeGreaterThanOrEqual(0.85);
    // None of them loses an invariant.
    for (const f of seen) expect(checkFormula(f), f.brief.description).toEqual([]);
  });

  it('no formula exceeds an IFRA Category 4 limit, at any concentration', () => {
    const sweep = ifraSweep(150);
    expect(sweep.formulas).toBeGreaterThan(1000);
    expect(sweep.byId).toEqual({});
    expect(sweep.exceeding).toBe(0);
  });
});

/**
 * The brief leads the formula (evaluation-briefs.ts): over more than 100 example briefs in the three palettes,
 * the three largest materials carry the brief, named notes are perceivable, the accords a brief calls for
 * are built (or the explanation says why not), formulas are deterministic and compliant, only briefs with no
 * scent meaning are refused, and customising works on most simple formulas. The rates are floors: they may
 * only go up.
 */
import { describe, expect, it } from 'vitest';
import { customisationReport, LEAD_CASES, leadReport } from './evaluation-briefs';
import { checkFormula, rebalance } from './rebalance';
import { findReferencePerfume, referenceInDescription } from './brief';

describe('the brief leads the formula', () => {
  it('has over 100 briefs: references, vague briefs, typos, every complexity and concentrations of 10–30 %', () => {
    expect(LEAD_CASES.length).toBeGreaterThanOrEqual(100);
    expect(LEAD_CASES.filter((c) => c.reference).length).toBeGreaterThanOrEqual(5);
    expect(LEAD_CASES.filter((c) => c.accord).length).toBeGreaterThanOrEqual(30);
    expect(new Set(LEAD_CASES.map((c) => c.complexity)).size).toBe(3);
    for (const c of LEAD_CASES) expect(c.concentration).toBeGreaterThanOrEqual(10);
    for (const c of LEAD_CASES) expect(c.concentration).toBeLessThanOrEqual(30);
  });

  const report = leadReport();
  const failures = report.failures.map((f) => `${f.description} [${f.materialsType}]: ${f.reasons.join('; ')}`).join('\n');

  it('the three largest materials carry the brief in at least 80 % of the formulas', () => {
    expect(report.byProperty.lead.rate, failures).toBeGreaterThanOrEqual(0.8);
  });

  it('named notes are perceivable for their strength, or the explanation says why not', () => {
    expect(report.byProperty.perceivable.rate, failures).toBeGreaterThanOrEqual(0.98);
  });

  it('accords are built from their materials, or the explanation says the palette cannot', () => {
    expect(report.byProperty.accord.rate, failures).toBe(1);
  });

  it('every formula is deterministic and breaks no IFRA rule; only briefs with no scent meaning are refused', () => {
    expect(report.byProperty.deterministic.rate).toBe(1);
    expect(report.byProperty.compliant.rate).toBe(1);
    expect(report.byProperty.refusal.rate, failures).toBe(1);
  });

  it('recognises reference perfumes as people write them, in the reference field or the description', () => {
    expect(findReferencePerfume('Chanel No 5')?.perfume.id).toBe('chanel-no-5');
    expect(findReferencePerfume('No. 5')?.perfume.id).toBe('chanel-no-5');
    expect(findReferencePerfume('Sauvage')?.perfume.id).toBe('dior-sauvage');
    expect(findReferencePerfume('Baccarat Rouge')?.perfume.id).toBe('maison-francis-kurkdjian-baccarat-rouge-540');
    expect(referenceInDescription('something like Chanel No 5 but lighter')?.perfume.id).toBe('chanel-no-5');
    expect(referenceInDescription('a Sauvage for winter')?.perfume.id).toBe('dior-sauvage');
    expect(referenceInDescription('smells like an angel, a chance encounter')).toBeNull();
  });

  it('customising works on most of 24 simple formulas: lower, remove, set a share', () => {
    const r = customisationReport(rebalance, checkFormula);
    expect(r.formulas).toBe(24);
    for (const cell of [r.lower, r.remove, r.setShare]) expect(cell.exact + cell.answered).toBeGreaterThanOrEqual(20);
  });
});

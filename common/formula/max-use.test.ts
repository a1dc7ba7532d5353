import { describe, expect, it } from 'vitest';
import { IFRA_CATEGORIES } from './categories';
import { generateFormula } from './engine';
import { ifraBreaches } from './ifra';
import { floorSignificant, maxUseLevel, maxUseLevels } from './max-use';

/** Lines from percents of the concentrate (the rest is diluent, which no rule limits). */
const lines = (shares: Record<string, number>) => {
  const out = Object.entries(shares).map(([materialId, pct]) => ({ materialId, hundredths: Math.round(pct * 100) }));
  const rest = 10_000 - out.reduce((s, l) => s + l.hundredths, 0);
  return rest > 0 ? [...out, { materialId: 'triethyl-citrate', hundredths: rest }] : out;
};

describe('maximum use level per category (hand-worked)', () => {
  it('10 % of a material limited to 0.4 % (bergamot, IFRA_STD_087) gives 4 %', () => {
    const level = maxUseLevel(lines({ 'bergamot-oil': 10 }), '5A');
    expect(level).toEqual({
      category: '5A',
      maxPercent: 4,
      limitedBy: { name: 'Bergamot oil (expressed)', kind: 'material', standard: 'IFRA_STD_087' },
    });
  });

  it('10 % of Helional gives 26 % in fine fragrance (2.6 %) and 0.77 % in a face cream (0.077 %)', () => {
    expect(maxUseLevel(lines({ helional: 10 }), '4').maxPercent).toBe(26);
    expect(maxUseLevel(lines({ helional: 10 }), '5B').maxPercent).toBe(0.77);
  });

  it('a constituent summed over materials: 10 % litsea (80 % citral) and 5 % lemongrass (85 %) → 12.25 % citral neat; 0.6 / 12.25 × 100 = 4.89 %', () => {
    const level = maxUseLevel(lines({ 'litsea-cubeba-oil': 10, 'lemongrass-oil': 5 }), '4');
    expect(level.maxPercent).toBe(4.89);
    expect(level.limitedBy).toEqual({ name: 'Citral', kind: 'constituent', standard: 'IFRA_STD_021' });
  });

  it('a sum of ratios: 5 % bergamot (÷ 0.4) + 10 % lemon (÷ 2) → 0.175 per 1 %; 1 / 0.175 = 5.71 %', () => {
    const level = maxUseLevel(lines({ 'bergamot-oil': 5, 'lemon-oil': 10 }), '4');
    expect(level.maxPercent).toBe(5.71);
    expect(level.limitedBy?.standard).toBe('IFRA_STD_089');
  });

  it('a group sum: 2 % oakmoss + 3 % treemoss, 0.1 % together in Category 4 → 2 %', () => {
    const level = maxUseLevel(lines({ 'oakmoss-absolute': 2, 'treemoss-absolute': 3 }), '4');
    expect(level.maxPercent).toBe(2);
    expect(level.limitedBy?.kind).toBe('sum');
  });

  it('"No restriction" where no rule of the category applies (bergamot in a candle), 100 % where none binds below it', () => {
    expect(maxUseLevel(lines({ 'bergamot-oil': 10 }), '12')).toEqual({ category: '12', maxPercent: null, limitedBy: null });
    // In soap the phototoxic Standard does not apply; the citral in bergamot (1 %) does, far above 100 %.
    expect(maxUseLevel(lines({ 'bergamot-oil': 10 }), '9')).toEqual({ category: '9', maxPercent: 100, limitedBy: null });
    expect(maxUseLevel(lines({ hedione: 50 }), '4')).toEqual({ category: '4', maxPercent: null, limitedBy: null });
    expect(maxUseLevel(lines({ 'lemon-oil': 1 }), '4')).toEqual({ category: '4', maxPercent: 100, limitedBy: null });
  });

  it('a prohibited material allows none in any category', () => {
    expect(maxUseLevel(lines({ lilial: 1 }), '12').maxPercent).toBe(0);
  });

  it('rounds down to three significant digits', () => {
    expect(floorSignificant(5)).toBe(5);
    expect(floorSignificant(0.41379)).toBe(0.413);
    expect(floorSignificant(12.38)).toBe(12.3);
    expect(floorSignificant(0.7699999999)).toBe(0.769);
  });
});

describe('maximum use levels of generated formulas', () => {
  it('at its level a formula keeps every rule of the category; 2 % above it breaks one', () => {
    for (const productCategory of ['4', '5A', '12'] as const) {
      const f = generateFormula({
        description: 'bergamot jasmine oakmoss chypre with clove',
        materialsType: 'natural',
        complexity: 'medium',
        totalGrams: 100,
        productCategory,
      });
      for (const level of maxUseLevels(f.lines)) {
        if (level.maxPercent === null) {
          expect(ifraBreaches(f.lines, 100, undefined, level.category)).toEqual([]);
          continue;
        }
        expect(ifraBreaches(f.lines, level.maxPercent, undefined, level.category), level.category).toEqual([]);
        if (level.maxPercent < 98)
          expect(ifraBreaches(f.lines, level.maxPercent * 1.02, undefined, level.category).length).toBeGreaterThan(0);
      }
      // The category it was made for allows at least the concentration it was made at.
      const own = maxUseLevel(f.lines, productCategory).maxPercent;
      expect(own === null || own >= f.concentration * 0.99, `${productCategory}: ${own} vs ${f.concentration}`).toBe(true);
    }
  });

  it('gives all 18 categories in IFRA’s order', () => {
    const f = generateFormula({ description: 'rose', materialsType: 'natural_synthetic', complexity: 'simple', totalGrams: 100 });
    expect(maxUseLevels(f.lines).map((l) => l.category)).toEqual([...IFRA_CATEGORIES]);
  });
});

/**
 * Product categories: generation, customising and checks use the limits of the category the brief names.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRIEF_DESCRIPTION_WORDS } from './brief-words';
import { DEFAULT_CATEGORY, IFRA_CATEGORIES, PRODUCT_CATEGORIES, type IfraCategory } from './categories';
import { capHundredths, formulaCategory, generateFormula, ifraLimitOf, validateBrief } from './engine';
import { ifraBreaches } from './ifra';
import { materialById } from './materials';
import { checkFormula, ifraViolations, rebalance } from './rebalance';
import { COMPLEXITIES, type Formula, FormulaBriefError, MATERIALS_TYPES } from './types';

const brief = (productCategory?: IfraCategory, concentration?: number) => ({
  description: 'fresh bergamot lemon citrus with jasmine and oakmoss',
  materialsType: 'natural_synthetic' as const,
  complexity: 'medium' as const,
  totalGrams: 100,
  ...(productCategory ? { productCategory } : {}),
  ...(concentration ? { concentration } : {}),
});

describe('product categories in the brief', () => {
  it('every IFRA category has one product type named as a maker names it', () => {
    expect(PRODUCT_CATEGORIES.map((c) => c.code).sort()).toEqual([...IFRA_CATEGORIES].sort());
    expect(PRODUCT_CATEGORIES.find((c) => c.code === '12')!.label).toBe('Candle and reed diffuser');
  });

  it('a brief that does not say is fine fragrance at 20 %; another category gets its usual dosage', () => {
    expect(validateBrief(brief())).toMatchObject({ productCategory: '4', concentration: 20 });
    expect(validateBrief(brief('12'))).toMatchObject({ productCategory: '12', concentration: 10 });
    expect(validateBrief(brief('5A', 3))).toMatchObject({ productCategory: '5A', concentration: 3 });
  });

  it('refuses an unknown category, naming the field', () => {
    for (const bad of ['13', '5', 'candle', 4]) {
      try {
        validateBrief({ ...brief(), productCategory: bad as IfraCategory });
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(FormulaBriefError);
        expect((err as FormulaBriefError).field).toBe('productCategory');
      }
    }
  });

  it('a formula saved before categories (no productCategory in its brief) is read as Category 4', () => {
    const f = generateFormula(brief());
    const old = { ...f, brief: { ...f.brief, productCategory: undefined } } as unknown as Formula;
    expect(formulaCategory(old)).toBe(DEFAULT_CATEGORY);
    expect(checkFormula(old)).toEqual([]);
  });

  it('a candle and a body lotion get different limits, and the explanation says which apply', () => {
    const candle = generateFormula(brief('12', 10));
    const lotion = generateFormula(brief('5A', 10));
    const limit = (f: Formula, id: string) => f.lines.find((l) => l.materialId === id)?.ifraLimit;
    // Bergamot (phototoxic) is unrestricted in a candle and held to 0.4 % on the skin.
    expect(ifraLimitOf(materialById('bergamot-oil')!, '12')).toBeNull();
    expect(ifraLimitOf(materialById('bergamot-oil')!, '5A')).toBe(0.4);
    if (candle.lines.some((l) => l.materialId === 'bergamot-oil')) expect(limit(candle, 'bergamot-oil')).toBeNull();
    expect(candle.explanation.at(-1)).toBe(
      'Made for Candle and reed diffuser: the limits of IFRA Category 12 (51st Amendment) apply, at 10 % of concentrate in the finished product.',
    );
    expect(lotion.explanation.at(-1)).toContain('IFRA Category 5A');
    expect(lotion.explanation.join(' ')).toContain('IFRA Category 5A (Body lotion)');
    expect(ifraBreaches(lotion.lines, 10, undefined, '5A')).toEqual([]);
    expect(checkFormula(lotion)).toEqual([]);
    expect(checkFormula(candle)).toEqual([]);
  });

  it('customising uses the category: a share above the body lotion limit is answered with the nearest allowed value', () => {
    const lotion = generateFormula({ ...brief('5A', 10), materialsType: 'natural' });
    const line =
      lotion.lines.find((l) => l.materialId === 'bergamot-oil') ??
      lotion.lines.find((l) => ifraLimitOf(materialById(l.materialId)!, '5A') !== null)!;
    const mat = materialById(line.materialId)!;
    const cap = capHundredths(mat, 10, '5A');
    const pushed = rebalance(lotion, { kind: 'set-share', materialId: mat.id, percent: 60 });
    expect(pushed.lines.find((l) => l.materialId === mat.id)!.hundredths).toBeLessThanOrEqual(cap);
    expect(pushed.warnings[0]).toMatch(/IFRA Category 5A \(Body lotion\)|IFRA_STD_/);
    expect(checkFormula(pushed)).toEqual([]);
  });

  it('checks name the category: what passes for a candle breaks a body lotion rule', () => {
    const lines = [
      { materialId: 'bergamot-oil', hundredths: 2000 },
      { materialId: 'hedione', hundredths: 8000 },
    ];
    expect(ifraViolations(lines, 10, '12')).toEqual([]);
    const [v] = ifraViolations(lines, 10, '5A');
    expect(v.message).toContain('IFRA Category 5A (Body lotion) limit of 0.4 % of the finished product (IFRA_STD_087)');
    // Category 4 keeps its words.
    expect(ifraViolations(lines, 10)[0].message).toContain('IFRA Category 4 limit of 0.4 % of the finished perfume (IFRA_STD_087)');
  });
});

describe('no generated formula breaks its category’s rules', () => {
  it('any brief, palette, complexity, concentration and category', () => {
    const words = fc.array(fc.constantFrom(...BRIEF_DESCRIPTION_WORDS), { minLength: 1, maxLength: 8 }).map((ws) => ws.join(' '));
    fc.assert(
      fc.property(
        words,
        fc.constantFrom(...MATERIALS_TYPES),
        fc.constantFrom(...COMPLEXITIES),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom(...IFRA_CATEGORIES),
        (description, materialsType, complexity, concentration, productCategory) => {
          let f: Formula;
          try {
            f = generateFormula({ description, materialsType, complexity, totalGrams: 100, concentration, productCategory });
          } catch (err) {
            if (err instanceof FormulaBriefError) return;
            throw err;
          }
          const problems = [
            ...checkFormula(f).map((v) => `${v.code}: ${v.message}`),
            ...ifraBreaches(f.lines, concentration, undefined, productCategory).map((b) => `${b.rule.id} ${b.load} > ${b.limit}`),
            ...f.lines
              .filter((l) => l.hundredths > capHundredths(materialById(l.materialId)!, concentration, productCategory))
              .map((l) => `${l.materialId} above its cap`),
          ];
          expect(problems).toEqual([]);
          // Customising keeps the category's rules too.
          const top = f.lines[0];
          const changed = rebalance(f, { kind: 'set-share', materialId: top.materialId, percent: Math.min(100, top.percent * 3) });
          expect(checkFormula(changed)).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });
});

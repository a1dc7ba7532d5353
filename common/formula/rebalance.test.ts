import { describe, expect, it } from 'vitest';
import { capHundredths, generateFormula } from './engine';
import { materialById } from './materials';
import { alternativesFor, checkFormula, rebalance } from './rebalance';
import type { Formula, FormulaBrief, FormulaLine } from './types';

const brief: FormulaBrief = {
  description: 'bergamot, rose, vetiver and a sea breeze',
  materialsType: 'natural_synthetic',
  complexity: 'medium',
  totalGrams: 200,
};
const formula = generateFormula(brief);
const line = (f: Formula, id: string) => f.lines.find((l) => l.materialId === id);
const share = (f: Formula, id: string) => line(f, id)?.hundredths;

/** The largest line of a formula outside the phototoxic (furocoumarin) group of IFRA_STD_089. */
function largestOutsidePhototoxic(f: Formula): string {
  const members = new Set(['bergamot-oil', 'lemon-oil', 'bitter-orange-oil', 'grapefruit-oil', 'cumin-oil', 'angelica-root-oil']);
  return [...f.lines].filter((l) => !members.has(l.materialId) && l.role !== 'diluent').sort((a, b) => b.hundredths - a.hundredths)[0]
    .materialId;
}

describe('rebalance: set-share', () => {
  it('names the Standard when it clamps to a material’s own IFRA limit', () => {
    const g = rebalance(formula, { kind: 'set-share', materialId: 'bergamot-oil', percent: 30 });
    expect(g.warnings[0]).toMatch(/its limit at 20 % concentration is 2\.00 % \(IFRA Category 4, IFRA_STD_087\)/);
  });

  it('sets the share exactly and scales the others to keep 100.00 % and the total grams', () => {
    const id = 'vetiver-oil';
    expect(line(formula, id)).toBeDefined();
    const g = rebalance(formula, { kind: 'set-share', materialId: id, percent: 7.5 });
    expect(share(g, id)).toBe(750);
    expect(checkFormula(g)).toEqual([]);
    expect(g.lines.reduce((s, l) => s + l.gramHundredths, 0)).toBe(20_000);
    expect(g.warnings.filter((w) => w.includes('was set to'))).toEqual([]);
  });

  it('keeps the others in proportion', () => {
    const g = rebalance(formula, { kind: 'set-share', materialId: 'vetiver-oil', percent: 10 });
    const others = formula.lines.filter(
      (l) => l.materialId !== 'vetiver-oil' && l.hundredths < capHundredths(materialById(l.materialId)!, 20) / 1.25,
    );
    const [a, b] = others;
    const before = a.hundredths / b.hundredths;
    const after = share(g, a.materialId)! / share(g, b.materialId)!;
    expect(after).toBeCloseTo(before, 1);
  });

  it('clamps to the IFRA limit and says so', () => {
    expect(line(formula, 'bergamot-oil')).toBeDefined();
    const g = rebalance(formula, { kind: 'set-share', materialId: 'bergamot-oil', percent: 30 });
    expect(share(g, 'bergamot-oil')).toBe(200); // 0.4 % finished ÷ 20 % concentration = 2 % of the concentrate
    expect(g.warnings[0]).toMatch(/Bergamot oil \(expressed\) was set to 2\.00 % instead of 30\.00 %.*IFRA Category 4/);
    expect(checkFormula(g)).toEqual([]);
  });

  it('clamps to the maximum use and to the minimum share', () => {
    const big = rebalance(formula, { kind: 'set-share', materialId: 'vetiver-oil', percent: 95 });
    expect(share(big, 'vetiver-oil')).toBe(2000);
    expect(big.warnings[0]).toMatch(/maximum use/);
    const zero = rebalance(formula, { kind: 'set-share', materialId: 'vetiver-oil', percent: -3 });
    expect(share(zero, 'vetiver-oil')).toBe(1);
    expect(zero.warnings[0]).toMatch(/smallest share is 0\.01 %/);
    for (const f of [big, zero]) expect(checkFormula(f)).toEqual([]);
  });

  it('refuses a non-number', () => {
    const g = rebalance(formula, { kind: 'set-share', materialId: 'vetiver-oil', percent: Number.NaN });
    expect(g.lines).toEqual(formula.lines);
    expect(g.warnings).toEqual(['The new share must be a number.']);
  });
});

describe('rebalance: remove', () => {
  it('removes the line and gives its share to the same tier first', () => {
    const victim = formula.lines.find((l) => l.tier === 'heart' && formula.lines.filter((x) => x.tier === 'heart').length > 1)!;
    const g = rebalance(formula, { kind: 'remove', materialId: victim.materialId });
    expect(line(g, victim.materialId)).toBeUndefined();
    expect(g.lines.length).toBe(formula.lines.length - 1);
    expect(checkFormula(g)).toEqual([]);
    // The heart keeps its weight when its remaining materials have headroom.
    const heartCapacity = g.lines.filter((l) => l.tier === 'heart').reduce((s, l) => s + capHundredths(materialById(l.materialId)!, 20), 0);
    if (heartCapacity >= formula.tiers.heart.hundredths)
      expect(Math.abs(g.tiers.heart.hundredths - formula.tiers.heart.hundredths)).toBeLessThanOrEqual(2);
  });

  it('keeps a sum rule when the share of a removed material goes to its members, and says which rule', () => {
    const cologne = generateFormula({
      description: 'bergamot, lemon, bitter orange and grapefruit cologne',
      materialsType: 'natural',
      complexity: 'complex',
      totalGrams: 100,
    });
    const other = largestOutsidePhototoxic(cologne);
    const g = rebalance(cologne, { kind: 'remove', materialId: other });
    expect(line(g, other)).toBeUndefined();
    expect(checkFormula(g)).toEqual([]);
    expect(g.warnings.join(' ')).toMatch(
      /Phototoxic \(furocoumarin-containing\) oils together are limited by IFRA Category 4 .*\(IFRA_STD_089\); .* were reduced to stay within it\./,
    );
  });

  it('lowers a material as asked even when the others cannot take its share, filling with the diluent and giving the lowest share without one', () => {
    const full = generateFormula({ description: 'spicy', materialsType: 'synthetic', complexity: 'simple', totalGrams: 100 });
    const iso = share(full, 'iso-e-super')!;
    expect(iso).toBeGreaterThan(1000);
    const g = rebalance(full, { kind: 'set-share', materialId: 'iso-e-super', percent: 1 });
    expect(share(g, 'iso-e-super')).toBe(100);
    expect(checkFormula(g)).toEqual([]);
    const diluent = g.lines.find((l) => l.role === 'diluent')!;
    expect(g.warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Iso E Super \\(OTNE\\) is at 1\\.00 % as asked, but the other materials cannot take all of its share \\(.+ at its maximum use.*\\); the lowest it can go without a diluent is ${((diluent.hundredths + 100) / 100).toFixed(2).replace('.', '\\.')} %\\.$`,
        ),
      ),
      `Limits left ${diluent.percent.toFixed(2)} % unfilled; it is made up with Triethyl citrate (diluent), an odourless diluent.`,
    ]);
  });

  it('refuses to remove the last material, or one that is not there', () => {
    let f = formula;
    const materialsLeft = (x: Formula) => x.lines.filter((l) => l.role !== 'diluent');
    for (let guard = 0; guard < 50 && materialsLeft(f).length > 1; guard++) {
      f = rebalance(f, { kind: 'remove', materialId: materialsLeft(f)[0].materialId });
      expect(checkFormula(f)).toEqual([]);
    }
    expect(materialsLeft(f)).toHaveLength(1);
    const last = rebalance(f, { kind: 'remove', materialId: materialsLeft(f)[0].materialId });
    expect(last.lines).toEqual(f.lines);
    expect(last.warnings).toEqual(['A formula needs at least one material.']);
    const missing = rebalance(formula, { kind: 'remove', materialId: 'oud-oil' });
    expect(missing.lines).toEqual(formula.lines);
    expect(missing.warnings[0]).toMatch(/is not in this formula/);
  });

  it('fills with a diluent when the remaining materials cannot carry 100 %', () => {
    let f = generateFormula({ ...brief, complexity: 'simple' });
    const warnings: string[] = [];
    // Remove the high-capacity materials until only one is left.
    for (const l of [...f.lines].sort((a, b) => b.hundredths - a.hundredths).slice(0, f.lines.length - 1)) {
      f = rebalance(f, { kind: 'remove', materialId: l.materialId });
      warnings.push(...f.warnings);
      expect(checkFormula(f)).toEqual([]);
    }
    const survivor = f.lines.filter((l) => l.role !== 'diluent');
    expect(survivor).toHaveLength(1);
    expect(capHundredths(materialById(survivor[0].materialId)!, 20)).toBeLessThan(10_000);
    const diluent = f.lines.find((l) => l.role === 'diluent')!;
    expect(diluent.materialId).toBe('triethyl-citrate');
    expect(warnings.join(' ')).toMatch(/made up with Triethyl citrate \(diluent\), an odourless diluent/);
  });
});

describe('rebalance: swap', () => {
  it('swaps for an alternative, in the alternative’s tier, keeping the share when it fits', () => {
    const [alt] = alternativesFor('vetiver-oil', brief, formula);
    expect(alt).toBeDefined();
    const g = rebalance(formula, { kind: 'swap', materialId: 'vetiver-oil', withMaterialId: alt.materialId });
    expect(line(g, 'vetiver-oil')).toBeUndefined();
    const swapped = line(g, alt.materialId)!;
    expect(swapped.tier).toBe(materialById(alt.materialId)!.note);
    if (capHundredths(materialById(alt.materialId)!, 20) >= share(formula, 'vetiver-oil')!)
      expect(swapped.hundredths).toBe(share(formula, 'vetiver-oil'));
    expect(checkFormula(g)).toEqual([]);
  });

  it('caps a restricted replacement and redistributes the rest', () => {
    const g = rebalance(formula, { kind: 'swap', materialId: 'vetiver-oil', withMaterialId: 'oakmoss-absolute' });
    expect(share(g, 'oakmoss-absolute')).toBe(50); // 0.1 % ÷ 20 %
    expect(g.warnings[0]).toMatch(/Oakmoss absolute \(low atranol\) is limited to 0\.50 %/);
    expect(checkFormula(g)).toEqual([]);
  });

  it('holds a replacement to what a sum rule leaves, naming the rule (IFRA_STD_089)', () => {
    const cologne = generateFormula({
      description: 'bergamot, lemon, bitter orange and grapefruit cologne',
      materialsType: 'natural',
      complexity: 'complex',
      totalGrams: 100,
    });
    const withoutLemon = rebalance(cologne, { kind: 'remove', materialId: 'lemon-oil' });
    const other = largestOutsidePhototoxic(withoutLemon);
    const g = rebalance(withoutLemon, { kind: 'swap', materialId: other, withMaterialId: 'lemon-oil' });
    const lemon = share(g, 'lemon-oil')!;
    expect(lemon).toBeLessThan(capHundredths(materialById('lemon-oil')!, 20));
    expect(g.warnings[0]).toBe(
      `Lemon oil (cold pressed) is limited to ${(lemon / 100).toFixed(2)} %: with the other materials, Phototoxic (furocoumarin-containing) oils together are limited by IFRA Category 4 to a sum of each oil’s share of its own limit of at most 100 % (IFRA_STD_089) at 20 % concentration; the rest of ${materialById(other)!.name}'s share went to the other materials.`,
    );
    expect(checkFormula(g)).toEqual([]);
  });

  it.each([
    ['musk-ambrette', /cannot be used/],
    ['nope', /Unknown material/],
    ['bergamot-oil', /already in the formula/],
  ])('refuses %s', (withMaterialId, message) => {
    const g = rebalance(formula, { kind: 'swap', materialId: 'vetiver-oil', withMaterialId });
    expect(g.lines).toEqual(formula.lines);
    expect(g.warnings[0]).toMatch(message);
  });

  it('refuses a material the brief excludes (notes to avoid, materials type)', () => {
    const avoiding = generateFormula({ ...brief, notesToAvoid: 'patchouli' });
    const g = rebalance(avoiding, { kind: 'swap', materialId: 'vetiver-oil', withMaterialId: 'patchouli-oil' });
    expect(g.warnings[0]).toMatch(/matches the notes to avoid/);
    const natural = generateFormula({ ...brief, materialsType: 'natural' });
    const h = rebalance(natural, { kind: 'swap', materialId: natural.lines[0].materialId, withMaterialId: 'iso-e-super' });
    expect(h.warnings[0]).toMatch(/natural materials only/);
    expect(h.lines).toEqual(natural.lines);
  });
});

describe('rebalance: purity', () => {
  it('never mutates its input and is deterministic', () => {
    const copy = structuredClone(formula);
    const change = { kind: 'set-share' as const, materialId: 'vetiver-oil', percent: 12 };
    const a = rebalance(formula, change);
    expect(formula).toEqual(copy);
    expect(rebalance(formula, change)).toEqual(a);
  });

  it('keeps the brief, reading and explanation', () => {
    const g = rebalance(formula, { kind: 'remove', materialId: 'vetiver-oil' });
    expect(g.brief).toEqual(formula.brief);
    expect(g.reading).toEqual(formula.reading);
    expect(g.explanation).toEqual(formula.explanation);
  });
});

describe('alternativesFor', () => {
  it('suggests related materials allowed by the brief and not already in the formula, same family first', () => {
    const alts = alternativesFor('vetiver-oil', brief, formula);
    expect(alts.length).toBeGreaterThan(3);
    const inFormula = new Set(formula.lines.map((l) => l.materialId));
    for (const a of alts) {
      expect(inFormula.has(a.materialId)).toBe(false);
      expect(materialById(a.materialId)!.prohibited).toBeUndefined();
    }
    expect(alts[0].sameFamily).toBe(true);
    expect(alts[0].family).toBe('woody');
    const firstOther = alts.findIndex((a) => !a.sameFamily);
    if (firstOther >= 0) expect(alts.slice(firstOther).every((a) => !a.sameFamily)).toBe(true);
  });

  it('respects materials type and notes to avoid, and works without a formula', () => {
    const natural = { ...brief, materialsType: 'natural' as const, notesToAvoid: 'patchouli' };
    const alts = alternativesFor('vetiver-oil', natural);
    expect(alts.length).toBeGreaterThan(0);
    for (const a of alts) {
      expect(a.origin).toBe('natural');
      expect(a.facets).not.toContain('patchouli');
    }
    expect(alts.map((a) => a.materialId)).not.toContain('vetiver-oil');
  });

  it('returns nothing for an unknown material and honours the limit', () => {
    expect(alternativesFor('unobtainium', brief)).toEqual([]);
    expect(alternativesFor('vetiver-oil', brief, formula, 2)).toHaveLength(2);
  });
});

describe('checkFormula', () => {
  const tamper = (edit: (lines: FormulaLine[]) => void, over: Partial<Formula> = {}): Formula => {
    const lines = structuredClone(formula.lines) as FormulaLine[];
    edit(lines);
    return { ...formula, ...over, lines };
  };
  const codes = (f: Formula) => checkFormula(f).map((v) => v.code);

  it('is empty for engine formulas', () => {
    expect(checkFormula(formula)).toEqual([]);
  });

  it('catches sums, display, limits, IFRA, prohibited, unknown, duplicate, type and avoided materials', () => {
    expect(
      codes(
        tamper((ls) => {
          ls[0].hundredths += 1;
          ls[0].percent = ls[0].hundredths / 100;
        }),
      ),
    ).toContain('SUM_PERCENT');
    expect(
      codes(
        tamper((ls) => {
          ls[0].gramHundredths += 1;
          ls[0].grams = ls[0].gramHundredths / 100;
        }),
      ),
    ).toContain('SUM_GRAMS');
    expect(
      codes(
        tamper((ls) => {
          ls[0].percent += 0.001;
        }),
      ),
    ).toContain('DISPLAY_MISMATCH');
    expect(
      codes(
        tamper((ls) => {
          ls[0].hundredths = 0.5;
        }),
      ),
    ).toContain('NOT_INTEGER');
    const berg = (ls: FormulaLine[]) => ls.find((l) => l.materialId === 'bergamot-oil')!;
    expect(
      codes(
        tamper((ls) => {
          berg(ls).hundredths = 300;
          berg(ls).percent = 3;
        }),
      ),
    ).toContain('IFRA');
    expect(
      codes(
        tamper((ls) => {
          ls[0].hundredths = 9000;
          ls[0].percent = 90;
        }),
      ),
    ).toContain('MAX_USE');
    expect(
      codes(
        tamper((ls) => {
          ls[0].materialId = 'lilial';
        }),
      ),
    ).toContain('PROHIBITED');
    expect(
      codes(
        tamper((ls) => {
          ls[0].materialId = 'unobtainium';
        }),
      ),
    ).toContain('UNKNOWN_MATERIAL');
    expect(
      codes(
        tamper((ls) => {
          ls[1].materialId = ls[0].materialId;
        }),
      ),
    ).toContain('DUPLICATE');
    expect(codes(tamper(() => undefined, { brief: { ...formula.brief, materialsType: 'natural' } }))).toContain('MATERIALS_TYPE');
    expect(
      codes(
        tamper(() => undefined, {
          reading: { ...formula.reading, avoid: { ...formula.reading.avoid, excludedIds: [formula.lines[0].materialId] } },
        }),
      ),
    ).toContain('AVOIDED');
    expect(codes({ ...formula, lines: [] })).toContain('EMPTY');
  });

  it('catches an IFRA breach when the concentration goes up', () => {
    const stronger = { ...formula, concentration: 100, brief: { ...formula.brief, concentration: 100 } };
    expect(codes(stronger)).toContain('IFRA');
  });
});

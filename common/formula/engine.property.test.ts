/**
 * Property-based tests: thousands of random briefs, and the invariants every formula must keep.
 * ~7000 runs in total; each formula takes well under a millisecond, so the file stays within a few seconds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { materialsMatchingAvoidTerm, parseAvoidTerms } from './brief';
import { BRIEF_DESCRIPTION_WORDS } from './brief-words';
import { capHundredths, generateFormula, ifraCompliant } from './engine';
import { IFRA_RULES, ifraBreaches, ruleBudget, ruleLoads } from './ifra';
import { materialById, usableMaterials } from './materials';
import { alternativesFor, checkFormula, rebalance } from './rebalance';
import { referencePerfumes } from './reference-perfumes';
import { COMPLEXITY_RANGES, type Formula, type FormulaBrief, FormulaBriefError, type RebalanceChange } from './types';

const VOCABULARY = [
  ...BRIEF_DESCRIPTION_WORDS,
  'without vanilla',
  'not too sweet',
  'vanilla-free',
  'bergamott',
  'lavander',
  'and',
  'with',
  'a hint of',
];
const AVOID = [
  'patchouli',
  'vanilla',
  'musk',
  'citrus',
  'rose',
  'oud',
  'leather',
  'floral',
  'woody',
  'Vétiver',
  'jasmin',
  'coumarin',
  'smoke',
  'sweet',
  'aldehydes',
  'pachouli',
  'blorp',
  'lemons',
  'amber',
  'spices',
  'green',
  'iso e super',
];
const REFERENCES = [...referencePerfumes.map((p) => p.name), 'dior sauvag', 'CHANEL N°5', 'Mystery Scent', 'angle', 'Chanel', 'x'];

const description = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 12 }).map((ws) => ws.join(' ')) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 200 }).filter((s) => s.trim() !== '') },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...VOCABULARY), fc.string({ maxLength: 40 })).map(([a, b]) => `${b} ${a} ${b}`.slice(0, 1000)),
  },
);
const reference = fc.oneof(fc.constant(undefined), fc.constant(''), fc.constantFrom(...REFERENCES), fc.string({ maxLength: 30 }));
const avoid = fc.oneof(
  fc.constant(undefined),
  fc.subarray(AVOID, { minLength: 1, maxLength: 4 }).map((xs) => xs.join(', ')),
);
const grams = fc.oneof(
  fc.constantFrom(100, 200, 500, 1000, 10, 5000),
  fc.integer({ min: 1000, max: 500_000 }).map((c) => c / 100),
);
const concentration = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(4, 10, 15, 20, 30, 40, 100),
  fc.integer({ min: 10, max: 1000 }).map((x) => x / 10),
);

const briefArb: fc.Arbitrary<FormulaBrief> = fc.record(
  {
    description,
    referencePerfume: reference,
    notesToAvoid: avoid,
    materialsType: fc.constantFrom('natural', 'synthetic', 'natural_synthetic' as const),
    complexity: fc.constantFrom('simple', 'medium', 'complex' as const),
    totalGrams: grams,
    concentration,
  },
  { requiredKeys: ['description', 'materialsType', 'complexity', 'totalGrams'] },
);

/** Generates, skipping the (rare, legitimate) briefs whose filters leave no material. */
function tryGenerate(brief: FormulaBrief): Formula | null {
  try {
    return generateFormula(brief);
  } catch (e) {
    if (e instanceof FormulaBriefError && e.code === 'EMPTY_PALETTE') return null;
    // Random text that says nothing about scent is refused (vocabulary briefs never are: see below).
    if (e instanceof FormulaBriefError && e.code === 'NOT_A_SCENT') return null;
    throw e;
  }
}

/** Every invariant of a formula, checked independently of checkFormula; one expect so thousands of runs stay fast. */
function expectInvariants(f: Formula): void {
  const problems: string[] = checkFormula(f).map((v) => `checkFormula: ${v.code} ${v.message}`);
  const sumH = f.lines.reduce((s, l) => s + l.hundredths, 0);
  const sumG = f.lines.reduce((s, l) => s + l.gramHundredths, 0);
  if (sumH !== 10_000) problems.push(`percent hundredths sum to ${sumH}`);
  if (sumG !== Math.round(f.totalGrams * 100)) problems.push(`gram hundredths sum to ${sumG}, total ${f.totalGrams}`);
  const conc = f.concentration;
  const banned = new Map(f.reading.avoid.terms.map((t) => [t, new Set(materialsMatchingAvoidTerm(t))]));
  for (const l of f.lines) {
    const mat = materialById(l.materialId)!;
    if (!Number.isInteger(l.hundredths) || l.hundredths < 1) problems.push(`${l.materialId}: share ${l.hundredths}`);
    if (l.hundredths > Math.round(mat.maxPct * 100)) problems.push(`${l.materialId}: above max use`);
    if (l.hundredths > capHundredths(mat, conc)) problems.push(`${l.materialId}: above cap`);
    if (!ifraCompliant(mat, l.hundredths, conc)) problems.push(`${l.materialId}: IFRA`);
    // IFRA in plain percent terms too: share × concentration / 100 ≤ limit.
    if (mat.ifraCat4 !== null && (l.hundredths / 100) * (conc / 100) > mat.ifraCat4 + 1e-9)
      problems.push(`${l.materialId}: IFRA (percent)`);
    if (mat.prohibited) problems.push(`${l.materialId}: prohibited`);
    if (f.brief.materialsType !== 'natural_synthetic' && l.origin !== f.brief.materialsType) problems.push(`${l.materialId}: ${l.origin}`);
    for (const [term, ids] of banned) if (ids.has(l.materialId)) problems.push(`${l.materialId}: avoided by “${term}”`);
  }
  // IFRA from ifra.ts directly: own Standards, constituents summed over every material, group sums and sums of ratios.
  for (const x of ifraBreaches(f.lines, conc)) problems.push(`IFRA ${x.rule.kind} ${x.rule.id}: ${x.load} > ${x.limit}`);
  expect(problems).toEqual([]);
}

describe('generateFormula properties', () => {
  it('every formula keeps the invariants: exact sums, limits, IFRA, filters', () => {
    fc.assert(
      fc.property(briefArb, (brief) => {
        const f = tryGenerate(brief);
        fc.pre(f !== null);
        expectInvariants(f!);
        // Every avoid term of the brief is in the reading, so the loop above covered them.
        for (const t of parseAvoidTerms(brief.notesToAvoid)) expect(f!.reading.avoid.terms).toContain(t);
        const n = f!.lines.filter((l) => l.role !== 'diluent').length;
        expect(n).toBeLessThanOrEqual(COMPLEXITY_RANGES[brief.complexity].max);
        expect(n).toBeGreaterThan(0);
        expect(f!.explanation.length).toBeGreaterThan(2);
      }),
      { numRuns: 800 },
    );
  });

  it('a brief made of scent vocabulary is never refused as not being about scent', () => {
    const words = VOCABULARY.filter(
      (w) => !['and', 'with', 'a hint of', 'no musk', 'without vanilla', 'not too sweet', 'vanilla-free'].includes(w),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }),
        fc.constantFrom('natural', 'synthetic', 'natural_synthetic' as const),
        (ws, materialsType) => {
          const f = generateFormula({ description: ws.join(' and '), materialsType, complexity: 'medium', totalGrams: 100 });
          expect(f.lines.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a named note is in the formula whenever the palette has a material for it', () => {
    const NOTES = [
      'rose',
      'jasmine',
      'iris',
      'violet',
      'vanilla',
      'tonka',
      'coffee',
      'chocolate',
      'coconut',
      'cinnamon',
      'clove',
      'pepper',
      'saffron',
      'lavender',
      'vetiver',
      'patchouli',
      'sandalwood',
      'cedar',
      'oud',
      'incense',
      'tobacco',
      'honey',
      'peach',
      'apple',
      'bergamot',
      'lemon',
      'grapefruit',
      'mint',
      'tea',
      'fig',
      'pine',
      'leather',
      'musk',
    ];
    const FACET_OF: Record<string, string> = { leather: 'leathery', musk: 'musky' };
    fc.assert(
      fc.property(
        fc.constantFrom(...NOTES),
        fc.constantFrom(...NOTES),
        fc.constantFrom('natural', 'synthetic', 'natural_synthetic' as const),
        fc.constantFrom('simple', 'medium', 'complex' as const),
        fc.constantFrom(10, 20, 30),
        (a, b, materialsType, complexity, concentration) => {
          const f = generateFormula({ description: `${a} and ${b}`, materialsType, complexity, totalGrams: 100, concentration });
          for (const note of [a, b]) {
            const facet = FACET_OF[note] ?? note;
            const carries = (facets: readonly string[]) => facets.slice(0, 3).includes(facet);
            const inPalette = usableMaterials.some(
              (m) =>
                carries(m.facets) &&
                (materialsType === 'natural_synthetic' || m.origin === materialsType) &&
                capHundredths(m, concentration) >= 5 &&
                !m.onlyWhenNamed,
            );
            if (inPalette)
              expect(
                f.lines.some((l) => carries(l.facets)),
                `${note} in ${a} and ${b} (${materialsType}, ${complexity}, ${concentration} %)`,
              ).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('is deterministic: the same brief twice gives deep-equal formulas', () => {
    fc.assert(
      fc.property(briefArb, (brief) => {
        const a = tryGenerate(brief);
        fc.pre(a !== null);
        expect(generateFormula(structuredClone(brief))).toEqual(a);
      }),
      { numRuns: 200 },
    );
  });

  it('complex always has more materials than simple when the palette allows', () => {
    fc.assert(
      fc.property(briefArb, (brief) => {
        const simple = tryGenerate({ ...brief, complexity: 'simple' });
        const complex = tryGenerate({ ...brief, complexity: 'complex' });
        fc.pre(simple !== null && complex !== null);
        const count = (f: Formula) => f.lines.filter((l) => l.role !== 'diluent').length;
        // The explanation states how many materials the filters left eligible.
        const palette = Number(/(\d+) materials were eligible/.exec(complex!.explanation.join(' '))![1]);
        if (palette > count(simple!)) expect(count(complex!)).toBeGreaterThan(count(simple!));
        if (palette >= COMPLEXITY_RANGES.complex.min) expect(count(complex!)).toBeGreaterThanOrEqual(COMPLEXITY_RANGES.complex.min);
      }),
      { numRuns: 200 },
    );
  });
});

describe('rebalance and alternatives properties', () => {
  const SWAP_TARGETS = [...usableMaterials.map((m) => m.id), 'musk-ambrette', 'nope'];
  /** A change derived from a random number, so fast-check can shrink it. */
  const changeFrom = (f: Formula, n: number): RebalanceChange => {
    const materialId = f.lines[Math.floor(n / 3) % f.lines.length].materialId;
    if (n % 3 === 0) return { kind: 'set-share', materialId, percent: ((Math.floor(n / 7) % 13_000) - 1000) / 100 };
    if (n % 3 === 1) return { kind: 'remove', materialId };
    return { kind: 'swap', materialId, withMaterialId: SWAP_TARGETS[Math.floor(n / 11) % SWAP_TARGETS.length] };
  };

  it('any sequence of changes keeps the invariants', () => {
    fc.assert(
      fc.property(briefArb, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), (brief, ns) => {
        let f = tryGenerate(brief);
        fc.pre(f !== null);
        for (const n of ns) {
          f = rebalance(f!, changeFrom(f!, n));
          expectInvariants(f);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('set-share lands on the requested share when it is within limits', () => {
    fc.assert(
      fc.property(briefArb, fc.nat(), fc.integer({ min: 1, max: 3000 }), (brief, pick, h) => {
        const f = tryGenerate(brief);
        fc.pre(f !== null && f.lines.length > 2);
        const line = f!.lines[pick % f!.lines.length];
        const cap = capHundredths(materialById(line.materialId)!, f!.concentration);
        const g = rebalance(f!, { kind: 'set-share', materialId: line.materialId, percent: h / 100 });
        expectInvariants(g);
        const after = g.lines.find((l) => l.materialId === line.materialId)!;
        if (h <= cap && g.lines.length === f!.lines.length) expect(after.hundredths === h || g.warnings.length > 0).toBe(true);
        if (h > cap) expect(after.hundredths).toBeLessThanOrEqual(cap);
      }),
      { numRuns: 150 },
    );
  });

  it('alternatives are allowed by the brief, not in the formula, and related', () => {
    fc.assert(
      fc.property(briefArb, fc.nat(), (brief, pick) => {
        const f = tryGenerate(brief);
        fc.pre(f !== null);
        const line = f!.lines[pick % f!.lines.length];
        const alternatives = alternativesFor(line.materialId, brief, f!);
        const inFormula = new Set(f!.lines.map((l) => l.materialId));
        const excluded = new Set(f!.reading.avoid.excludedIds);
        for (const a of alternatives) {
          const mat = materialById(a.materialId)!;
          expect(inFormula.has(a.materialId)).toBe(false);
          expect(excluded.has(a.materialId)).toBe(false);
          expect(mat.prohibited).toBeUndefined();
          if (f!.brief.materialsType !== 'natural_synthetic') expect(mat.origin).toBe(f!.brief.materialsType);
          // Swapping in any suggested alternative is accepted and keeps the formula valid.
          const swapped = rebalance(f!, { kind: 'swap', materialId: line.materialId, withMaterialId: a.materialId });
          expect(swapped.lines.some((l) => l.materialId === a.materialId)).toBe(true);
          expectInvariants(swapped);
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('IFRA Category 4, every rule, sums included, at every concentration', () => {
  /** Any concentration the brief accepts: whole percents and decimals from 1 to 100. */
  const anyConcentration = fc.oneof(
    fc.integer({ min: 1, max: 100 }),
    fc.integer({ min: 100, max: 10_000 }).map((x) => x / 100),
  );
  /** Notes whose materials fall under a rule over several materials (constituents, group sums, sums of ratios) or a tight own Standard. */
  const RESTRICTED = [
    'bergamot',
    'lemon',
    'bitter orange',
    'grapefruit',
    'cumin',
    'angelica',
    'oakmoss',
    'treemoss',
    'moss',
    'chypre',
    'cedar',
    'pencil shavings',
    'texas cedar',
    'spearmint',
    'tuberose',
    'pimento',
    'clove',
    'cinnamon',
    'cassia',
    'nutmeg',
    'basil',
    'tarragon',
    'sage',
    'armoise',
    'mandarin',
    'neroli',
    'orange blossom',
    'australian sandalwood',
    'rose',
    'geranium',
    'palmarosa',
    'litsea',
    'lemongrass',
    'citral',
    'helional',
    'sandalore',
    'timberol',
    'vanitrope',
    'jasmine sambac',
    'hexyl cinnamal',
    'damascone',
    'methyl ionone',
    'irone',
    'lipstick',
    'marine',
    'white musk laundry',
    'saffron',
    'tonka',
    'peru balsam',
    'styrax',
  ];
  const restrictedBrief: fc.Arbitrary<FormulaBrief> = fc.record({
    description: fc.array(fc.constantFrom(...RESTRICTED), { minLength: 1, maxLength: 6 }).map((ws) => ws.join(' and ')),
    materialsType: fc.constantFrom('natural', 'synthetic', 'natural_synthetic' as const),
    complexity: fc.constantFrom('simple', 'medium', 'complex' as const),
    totalGrams: fc.constant(100),
    concentration: anyConcentration,
  });

  it('no formula of any brief, palette, complexity or concentration breaks a rule', () => {
    fc.assert(
      fc.property(briefArb, anyConcentration, (brief, concentration) => {
        const f = tryGenerate({ ...brief, concentration });
        fc.pre(f !== null);
        expect(ifraBreaches(f!.lines, f!.concentration).map((b) => `${b.rule.id} ${b.load} > ${b.limit}`)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('no formula made of restricted materials breaks a rule either', () => {
    fc.assert(
      fc.property(restrictedBrief, (brief) => {
        const f = tryGenerate(brief);
        fc.pre(f !== null);
        expect(ifraBreaches(f!.lines, f!.concentration).map((b) => `${b.rule.id} ${b.load} > ${b.limit}`)).toEqual([]);
        expect(checkFormula(f!)).toEqual([]);
      }),
      { numRuns: 1500 },
    );
  });

  it('a share the rules do not allow is answered with the rule and the nearest allowed value, and any other change keeps every rule', () => {
    fc.assert(
      fc.property(restrictedBrief, fc.nat(), fc.integer({ min: 1, max: 6000 }), fc.nat(), (brief, pick, h, n) => {
        const f = tryGenerate(brief);
        fc.pre(f !== null);
        const lines = f!.lines.filter((l) => l.role !== 'diluent');
        const line = lines[pick % lines.length];
        const g = rebalance(f!, { kind: 'set-share', materialId: line.materialId, percent: h / 100 });
        expectInvariants(g);
        const after = g.lines.find((l) => l.materialId === line.materialId)!;
        if (after.hundredths !== h) {
          // The answer says what it was set to instead, and why: maximum use, the 0.01 % floor, or an IFRA Standard.
          const shown = (x: number) => `${(x / 100).toFixed(2)} %`;
          const warning = g.warnings.find((w) =>
            w.startsWith(`${line.name} was set to ${shown(after.hundredths)} instead of ${shown(h)}: `),
          );
          expect(warning, g.warnings.join(' | ')).toBeDefined();
          expect(warning).toMatch(/maximum use|0\.01 %|IFRA_STD_\d{3}/);
          // A rule over several materials: the value given is the nearest allowed, so the rule is full.
          if (warning!.includes('with the other materials')) {
            const rule = IFRA_RULES.find((r) => r.weights.has(line.materialId) && warning!.includes(`(${r.standard})`))!;
            expect(rule, warning).toBeDefined();
            // One hundredth more of it would break the rule, give or take the rounding of each member to whole
            // hundredths (kept free when the value is computed, and again in the result).
            const load = ruleLoads(g.lines)[rule.index];
            const rounding = g.lines.reduce((sum, l) => sum + (rule.weights.get(l.materialId) ?? 0), 0);
            expect(load + 2 * rounding).toBeGreaterThan(ruleBudget(rule, g.concentration) * 0.999);
          }
        }
        // Any further change (lower, remove, swap) still keeps every rule.
        expectInvariants(rebalance(g, changeFromFormula(g, n)));
      }),
      { numRuns: 800 },
    );
  });
});

const SWAPS = [...usableMaterials.map((m) => m.id), 'nope'];
/** A change derived from a random number (set-share, remove or swap). */
function changeFromFormula(f: Formula, n: number): RebalanceChange {
  const materialId = f.lines[Math.floor(n / 3) % f.lines.length].materialId;
  if (n % 3 === 0) return { kind: 'set-share', materialId, percent: ((Math.floor(n / 7) % 13_000) - 1000) / 100 };
  if (n % 3 === 1) return { kind: 'remove', materialId };
  return { kind: 'swap', materialId, withMaterialId: SWAPS[Math.floor(n / 11) % SWAPS.length] };
}

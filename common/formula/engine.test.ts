import { describe, expect, it } from 'vitest';
import { materialsMatchingAvoidTerm } from './brief';
import { capHundredths, generateFormula, MINOR_NOTE_HUNDREDTHS, tierSplit } from './engine';
import { IFRA_RULES, ifraBreaches, ruleBudget, ruleLoads } from './ifra';
import { materialById } from './materials';
import { checkFormula, rebalance } from './rebalance';
import {
  COMPLEXITY_RANGES,
  type Formula,
  type FormulaBrief,
  FormulaBriefError,
  MAX_TOTAL_GRAMS,
  MIN_TOTAL_GRAMS,
  NOT_A_SCENT_MESSAGE,
} from './types';

const base: FormulaBrief = {
  description: 'fresh citrus summer morning',
  materialsType: 'natural_synthetic',
  complexity: 'medium',
  totalGrams: 100,
};
const make = (over: Partial<FormulaBrief> = {}) => generateFormula({ ...base, ...over });
const nonDiluent = (f: Formula) => f.lines.filter((l) => l.role !== 'diluent');
const mat = (id: string) => materialById(id)!;

describe('example briefs', () => {
  it('a fresh citrus brief is led by citrus materials in the top tier', () => {
    for (const materialsType of ['natural_synthetic', 'natural', 'synthetic'] as const) {
      for (const complexity of ['simple', 'medium', 'complex'] as const) {
        const f = make({ materialsType, complexity });
        const top = f.lines.filter((l) => l.tier === 'top');
        expect(top.length).toBeGreaterThan(0);
        const largest = top.reduce((a, b) => (b.hundredths > a.hundredths ? b : a));
        expect(largest.facets, `${materialsType}/${complexity}: ${largest.name}`).toContain('citrus');
        expect(largest.role).toBe('main accord');
        expect(f.tiers.top.percent).toBeGreaterThanOrEqual(f.tiers.base.percent);
      }
    }
  });

  it('notes to avoid “patchouli, vanilla” leave out every patchouli and vanilla material', () => {
    for (const description of [
      'oriental amber with patchouli and vanilla',
      'cosy winter gourmand, vanilla bean, tonka',
      'dark chypre, patchouli, oakmoss',
    ]) {
      const f = make({ description, notesToAvoid: 'patchouli, vanilla', complexity: 'complex' });
      for (const l of f.lines) {
        const words = [l.name, ...mat(l.materialId).synonyms].join(' ').toLowerCase();
        expect(words).not.toMatch(/patchoul|vanill/);
        expect(l.facets).not.toContain('patchouli');
        expect(l.facets).not.toContain('vanilla');
      }
      expect(f.explanation.join(' ')).toMatch(/Left out \d+ materials for “patchouli” and “vanilla”/);
    }
  });

  it('natural-only uses only naturals; synthetic-only only synthetics', () => {
    for (const description of ['fresh citrus summer morning', 'cosy winter', 'sea breeze', 'night out, leather and oud']) {
      expect(make({ description, materialsType: 'natural', complexity: 'complex' }).lines.every((l) => l.origin === 'natural')).toBe(true);
      expect(make({ description, materialsType: 'synthetic', complexity: 'complex' }).lines.every((l) => l.origin === 'synthetic')).toBe(
        true,
      );
    }
  });

  it('complex has more materials than simple, each within its range', () => {
    for (const description of ['fresh citrus summer morning', 'rainy forest', 'romantic rose garden', 'gourmand coffee and cardamom']) {
      const simple = nonDiluent(make({ description, complexity: 'simple' })).length;
      const medium = nonDiluent(make({ description, complexity: 'medium' })).length;
      const complex = nonDiluent(make({ description, complexity: 'complex' })).length;
      expect(simple).toBeGreaterThanOrEqual(COMPLEXITY_RANGES.simple.min);
      expect(simple).toBeLessThanOrEqual(COMPLEXITY_RANGES.simple.max);
      expect(medium).toBeGreaterThanOrEqual(COMPLEXITY_RANGES.medium.min);
      expect(medium).toBeLessThanOrEqual(COMPLEXITY_RANGES.medium.max);
      expect(complex).toBeGreaterThanOrEqual(COMPLEXITY_RANGES.complex.min);
      expect(complex).toBeLessThanOrEqual(COMPLEXITY_RANGES.complex.max);
      expect(complex).toBeGreaterThan(simple);
    }
  });

  it('a reference like “dior sauvag” matches Sauvage and shapes the formula', () => {
    const f = make({ description: 'something for him', referencePerfume: 'dior sauvag' });
    expect(f.reading.reference).toEqual({
      input: 'dior sauvag',
      matched: expect.objectContaining({ name: 'Sauvage', brand: 'Dior', year: 2015 }),
    });
    expect(f.explanation.join(' ')).toContain('Sauvage by Dior');
    expect(f.reading.families.slice(0, 3).map((x) => x.family)).toContain('aromatic');
  });

  it('an unknown reference is reported, not silently ignored', () => {
    const f = make({ referencePerfume: 'Mystery Scent 9000' });
    expect(f.reading.reference).toEqual({ input: 'Mystery Scent 9000', matched: null });
    expect(f.explanation.join(' ')).toMatch(/“Mystery Scent 9000” did not match any of the \d+ perfumes/);
    const brand = make({ referencePerfume: 'Chanel' });
    expect(brand.reading.reference?.matched).toBeNull();
    expect(brand.explanation.join(' ')).toMatch(/names a brand with several perfumes/);
  });

  it('no reference: no reference sentence', () => {
    const f = make();
    expect(f.reading.reference).toBeNull();
    expect(f.explanation.join(' ')).not.toMatch(/reference/i);
  });

  it('a cosy winter brief gives the base at least 35 % and says why', () => {
    for (const materialsType of ['natural_synthetic', 'natural', 'synthetic'] as const) {
      for (const description of ['cosy winter', 'cozy winter evening by the fireplace', 'Cosy Winters']) {
        const f = make({ description, materialsType });
        expect(f.tiers.base.percent, `${materialsType}: ${description}`).toBeGreaterThanOrEqual(35);
        expect(f.tiers.base.targetPercent).toBeGreaterThan(35);
        expect(f.explanation.join(' ')).toMatch(/warm and enveloping.*base notes/);
      }
    }
  });

  it('a fresh brief shifts weight to the top and says why; a neutral one keeps 25/40/35', () => {
    const fresh = make();
    expect(fresh.tiers.top.targetPercent).toBeGreaterThan(25);
    expect(fresh.explanation.join(' ')).toMatch(/fresh and light.*top notes/);
    expect(tierSplit(0)).toEqual({ top: 25, heart: 40, base: 35 });
    const neutral = make({ description: 'rose and jasmine' });
    expect(neutral.explanation.join(' ')).toContain('Kept the classic 25 / 40 / 35');
  });

  it('a top on the brief does not take the heart and base whose own materials are capped', () => {
    // Natural musks and salt are strong and held to small shares: the citrus of the brief's fruit and sea
    // once took 80–93 % of these formulas.
    for (const [description, complexity, concentration] of [
      ['skin musk, intimate and soft', 'medium', 20],
      ['salty skin after a swim', 'medium', 12],
      ['blackcurrant and rhubarb', 'complex', 15],
    ] as const) {
      const f = make({ description, materialsType: 'natural', complexity, concentration });
      expect(f.tiers.top.percent, description).toBeLessThan(62);
      expect(
        f.lines.some((l) => l.role === 'diluent'),
        description,
      ).toBe(false);
    }
  });

  it('a note asked for as a touch is present and small; the notes around it lead', () => {
    const brief = {
      description: 'a glowing amber: labdanum and cistus, benzoin and tolu balsam, a touch of rose and a little pink pepper',
      materialsType: 'natural' as const,
      complexity: 'complex' as const,
    };
    const f = make(brief);
    const pct = (id: string) => f.lines.find((l) => l.materialId === id)?.percent ?? 0;
    expect(pct('pink-pepper-oil')).toBeGreaterThan(0);
    expect(pct('pink-pepper-oil')).toBeLessThanOrEqual(MINOR_NOTE_HUNDREDTHS[mat('pink-pepper-oil').strength] / 100);
    expect(pct('rose-absolute')).toBeLessThanOrEqual(MINOR_NOTE_HUNDREDTHS[mat('rose-absolute').strength] / 100);
    expect(f.explanation).toContain('Asked for as a touch, and kept small: rose and pepper.');
    // Without the hedges the same notes take more.
    const plain = make({
      ...brief,
      description: brief.description.replace('a touch of rose and a little pink pepper', 'rose and pink pepper'),
    });
    expect(plain.lines.find((l) => l.materialId === 'pink-pepper-oil')!.percent).toBeGreaterThan(pct('pink-pepper-oil'));
  });

  it('a note asked for as "lots of" leads, up to its limit, and the explanation says so', () => {
    const nutmeg = make({
      description: 'lots of nutmeg over sandalwood',
      materialsType: 'natural',
      complexity: 'medium',
      concentration: 18,
    });
    const line = nutmeg.lines.find((l) => l.materialId === 'nutmeg-oil')!;
    // Nutmeg oil is held by IFRA (its methyl eugenol and safrole) to 1.85 % of this concentrate; a new formula keeps a margin.
    expect(line.percent).toBeGreaterThanOrEqual(0.8 * (capHundredths(mat('nutmeg-oil'), 18) / 100));
    expect(nutmeg.explanation).toContain(
      `Asked for lots of, and given a leading share: Nutmeg oil ${line.percent.toFixed(2)} % (the most its limits allow).`,
    );
    const plain = make({ description: 'nutmeg over sandalwood', materialsType: 'natural', complexity: 'medium', concentration: 18 });
    expect(plain.lines.find((l) => l.materialId === 'nutmeg-oil')!.percent).toBeLessThan(line.percent);
    expect(plain.explanation.join(' ')).not.toContain('Asked for lots of');
    // A material a formula is "built on" goes to 90 % of its limit.
    const built = make({
      description: 'a dark amber built on labdanum',
      materialsType: 'natural',
      complexity: 'medium',
      concentration: 20,
    });
    expect(built.lines.find((l) => l.materialId === 'labdanum-absolute')!.percent).toBeGreaterThanOrEqual(
      (0.9 * capHundredths(mat('labdanum-absolute'), 20)) / 100,
    );
  });

  it('a hedge holds a material even when an accord of the brief writes it', () => {
    const f = make({ description: 'honey and a little beeswax, over guaiac wood', materialsType: 'natural', complexity: 'medium' });
    const beeswax = f.lines.find((l) => l.materialId === 'beeswax-absolute');
    expect(beeswax).toBeDefined();
    expect(beeswax!.percent).toBeLessThanOrEqual(MINOR_NOTE_HUNDREDTHS[mat('beeswax-absolute').strength] / 100);
    const jasmine = make({ description: 'frangipani and ylang ylang with a touch of jasmine', materialsType: 'natural' });
    for (const l of jasmine.lines.filter((x) => mat(x.materialId).facets[1] === 'jasmine'))
      expect(l.percent).toBeLessThanOrEqual(MINOR_NOTE_HUNDREDTHS[mat(l.materialId).strength] / 100);
  });

  it('notes without a material of their own are built as accords', () => {
    for (const [description, accord] of [
      ['plum and smoky wood', 'plum accord'],
      ['carnation and clove', 'carnation accord'],
      ['sakura in spring', 'cherry blossom accord'],
      ['honeysuckle summer', 'honeysuckle accord'],
      ['salted caramel', 'salted caramel accord'],
      ['marshmallow campfire', 'marshmallow accord'],
      ['strawberry milkshake', 'milk accord'],
      ['hyacinth and green stems', 'hyacinth accord'],
      ['swimming pool chlorine', 'swimming pool accord'],
      ['apple cider and woodsmoke', 'campfire smoke accord'],
      ['sweet peas from the allotment', 'sweet pea accord'],
      ['wild blueberries and lingonberries', 'dark berry accord'],
    ]) {
      const f = make({ description, materialsType: 'synthetic' });
      expect(f.explanation.join(' '), description).toContain(accord);
    }
    // Sakura is a powdery floral, not a marzipan: benzaldehyde at most a breath.
    const sakura = make({ description: 'sakura in spring', materialsType: 'synthetic' });
    expect(sakura.lines.find((l) => l.materialId === 'benzaldehyde')?.percent ?? 0).toBeLessThanOrEqual(0.1);
  });

  it('musks stay a support: at most a tenth for a hint of musk, under half even in a musk brief', () => {
    const musks = (f: Formula) => f.lines.filter((l) => mat(l.materialId).family === 'musky').reduce((a, l) => a + l.percent, 0);
    const hint = make({
      description: 'lemon meringue pie with just a hint of white musk',
      materialsType: 'synthetic',
      complexity: 'complex',
    });
    expect(musks(hint)).toBeLessThanOrEqual(10.5);
    const laundry = make({ description: 'clean laundry musk, fresh sheets', materialsType: 'synthetic', complexity: 'complex' });
    expect(musks(laundry)).toBeGreaterThan(20);
    expect(musks(laundry)).toBeLessThanOrEqual(45.5);
  });

  it('a loud note the brief does not ask for stays out or at a breath; stock fillers stay small off their notes', () => {
    // Coffee and cocoa once sat at 4–9 % in natural caramels and vanillas, terpinyl acetate at 10–12 % atop gourmands.
    for (const description of ['salted caramel', 'vanilla ice cream', 'marshmallow and warm milk']) {
      for (const materialsType of ['natural', 'synthetic', 'natural_synthetic'] as const) {
        const f = make({ description, materialsType, complexity: 'medium' });
        for (const l of f.lines) {
          const sig = mat(l.materialId).facets[1];
          if (sig === 'coffee' || sig === 'chocolate')
            expect(l.percent, `${description} [${materialsType}]: ${l.name}`).toBeLessThanOrEqual(0.5);
        }
        expect(f.lines.find((l) => l.materialId === 'terpinyl-acetate')?.percent ?? 0, description).toBeLessThanOrEqual(2);
      }
    }
    // Asked for, they lead as before.
    const mocha = make({ description: 'mocha with salted caramel', materialsType: 'natural', complexity: 'medium' });
    expect(mocha.lines.filter((l) => mat(l.materialId).facets[1] === 'coffee').reduce((a, l) => a + l.percent, 0)).toBeGreaterThan(3);
  });

  it('a mood brief is answered, not refused', () => {
    expect(() => make({ description: 'something that makes me feel brave and ready for anything' })).not.toThrow();
    expect(() => make({ description: 'Smells like a secret.' })).not.toThrow();
    // A warm day is weather, not an amber: the formula leans fresh.
    expect(make({ description: 'the first warm day of the year, all the windows open' }).reading.lift).toBeGreaterThan(0);
  });

  it('reads the flowers, fruits and leaves of perfume pyramids that have no material of their own', () => {
    for (const [description, facet] of [
      ['mock orange', 'white floral'],
      ['linden blossom', 'honey'],
      ['elderflower', 'floral'],
      ['gooseberry', 'berry'],
      ['boxwood', 'green'],
      ['loomi', 'lime'],
      ['chili', 'spicy'],
      ['cola nut', 'cinnamon'],
      ['mezcal on ice', 'boozy'],
      ['birch leaves', 'green'],
    ] as const) {
      const f = make({ description });
      expect(
        f.reading.facets.some((x) => x.facet === facet),
        description,
      ).toBe(true);
    }
    // Descriptors are read as themselves, not corrected into a note one letter away ("bitter" is not "butter").
    expect(make({ description: 'bitter green leaves' }).reading.matchedTerms).toContain('bitter');
    expect(make({ description: 'bitter green leaves' }).reading.facets.some((x) => x.facet === 'creamy')).toBe(false);
    // A mock orange is a flower: it does not call for the orange accord.
    expect(make({ description: 'lots of mock orange' }).explanation.join(' ')).not.toContain('orange accord');
  });

  it('a mood beside named notes sets the scene; alone it is the brief', () => {
    const weight = (description: string, facet: string) => make({ description }).reading.facets.find((x) => x.facet === facet)?.weight ?? 0;
    // "Last summer" does not make wild blueberries a citrus.
    expect(weight('wild blueberries we picked last summer', 'berry')).toBeGreaterThan(
      weight('wild blueberries we picked last summer', 'citrus'),
    );
    expect(weight('last summer', 'citrus')).toBeGreaterThan(weight('wild blueberries we picked last summer', 'citrus'));
  });

  it('everyday scenes and things that have a smell are answered; the same words in other senses are not', () => {
    for (const description of [
      'gasoline',
      'wet dog',
      'a thunderstorm',
      'a sauna',
      'bubblegum',
      'a stable with horses',
      'my dad',
      'a witch',
      'the dentist',
      'swimming pool chlorine',
      'fireworks',
      'fog',
    ])
      expect(() => make({ description }), description).not.toThrow();
    for (const description of ['a stable job with good pay', 'the engine of my car is broken', 'my father is an accountant'])
      expect(() => make({ description }), description).toThrow(FormulaBriefError);
  });

  it('the words of a reference perfume’s name are not read as notes', () => {
    const f = make({
      description: 'Something like Baccarat Rouge but less sweet and more airy',
      referencePerfume: 'Baccarat Rouge 540',
      materialsType: 'synthetic',
    });
    // "Rouge" is not a lipstick: no lipstick accord, and the reading does not name it.
    expect(f.reading.matchedTerms).not.toContain('rouge');
    expect(f.explanation.join(' ')).not.toMatch(/lipstick/i);
    // Words of a name that are the perfume's own notes still count: Wood Sage & Sea Salt asks for sage.
    const sage = make({ description: 'jo malone wood sage and sea salt but more herbal', referencePerfume: 'jo malone wood sage' });
    expect(sage.reading.matchedTerms).toContain('sage');
  });

  it('materials named in the description are used when allowed', () => {
    const f = make({ description: 'rose, vetiver and a touch of saffron', complexity: 'simple' });
    const ids = f.lines.map((l) => l.materialId);
    expect(ids).toEqual(expect.arrayContaining(['rose-absolute', 'vetiver-oil']));
    expect(f.explanation.join(' ')).toContain('Named in the description and used');
  });

  it('a description that is not about scent is refused with a message asking for one, not a random formula', () => {
    for (const description of ['qqq zzz 123', 'What is the weather tomorrow?', 'please fix my car', 'asdfgh qwerty']) {
      try {
        make({ description });
        expect.unreachable(description);
      } catch (e) {
        expect(e).toBeInstanceOf(FormulaBriefError);
        expect((e as FormulaBriefError).code).toBe('NOT_A_SCENT');
        expect((e as FormulaBriefError).field).toBe('description');
        expect((e as FormulaBriefError).message).toBe(NOT_A_SCENT_MESSAGE);
      }
    }
    // A reference perfume alone is enough to go on.
    expect(checkFormula(make({ description: 'something like this', referencePerfume: 'Chanel No 5' }))).toEqual([]);
  });

  it('negations in the description are honoured and explained', () => {
    const f = make({ description: 'clean and soft, no musk', complexity: 'complex' });
    expect(f.lines.some((l) => l.facets.includes('musky'))).toBe(false);
    expect(f.explanation.join(' ')).toMatch(/asks for no “musk”/);
  });

  it('different briefs give different formulas', () => {
    const a = make({ description: 'sea breeze' }).lines.map((l) => l.materialId);
    const b = make({ description: 'cosy winter' }).lines.map((l) => l.materialId);
    expect(a).not.toEqual(b);
    expect(make({ description: 'sea breeze' }).lines.some((l) => l.facets.includes('aquatic'))).toBe(true);
  });

  it('scaling the batch keeps the same percentages', () => {
    const small = make({ totalGrams: 100 });
    const big = make({ totalGrams: 1000 });
    expect(big.lines.map((l) => [l.materialId, l.hundredths])).toEqual(small.lines.map((l) => [l.materialId, l.hundredths]));
    expect(big.lines.reduce((s, l) => s + l.gramHundredths, 0)).toBe(100_000);
  });

  it('respects IFRA at a high concentration and explains the caps', () => {
    const f = make({ description: 'bergamot, oakmoss and citral chypre', concentration: 40, complexity: 'complex' });
    for (const l of f.lines) expect(l.hundredths).toBeLessThanOrEqual(capHundredths(mat(l.materialId), 40));
    expect(checkFormula(f)).toEqual([]);
    const oakmoss = f.lines.find((l) => l.materialId === 'oakmoss-absolute');
    if (oakmoss) expect(oakmoss.finishedPercent).toBeLessThanOrEqual(0.1);
  });

  it('never uses prohibited materials, even when named', () => {
    const f = make({ description: 'lilial, lyral, musk ambrette and fig leaf absolute', complexity: 'complex' });
    for (const l of f.lines) expect(mat(l.materialId).prohibited).toBeUndefined();
    expect(f.explanation.join(' ')).toMatch(/Lilial \(butylphenyl methylpropional\) is never used/);
    expect(f.explanation.join(' ')).toMatch(/Musk ambrette is never used/);
  });

  it('fills the formula with a diluent only when limits leave no other way', () => {
    // Natural only, avoiding most high-capacity families: the palette is tiny and strong.
    const f = make({
      description: 'spicy',
      materialsType: 'natural',
      notesToAvoid: 'citrus, floral, woody, amber, aromatic, green, gourmand, musk, fruity',
      complexity: 'simple',
    });
    expect(checkFormula(f)).toEqual([]);
    const diluent = f.lines.find((l) => l.role === 'diluent');
    if (diluent) {
      expect(diluent.origin).toBe('natural');
      expect(f.explanation.join(' ')).toMatch(/odourless diluent/);
    }
  });

  it('throws a typed error when the filters leave nothing', () => {
    const avoidAll = 'citrus, floral, woody, amber, musk, green, aquatic, spicy, gourmand, fruity, aromatic, leather, aldehydes';
    expect(() => make({ notesToAvoid: avoidAll })).toThrow(FormulaBriefError);
    try {
      make({ notesToAvoid: avoidAll });
    } catch (e) {
      expect((e as FormulaBriefError).code).toBe('EMPTY_PALETTE');
      expect((e as FormulaBriefError).field).toBe('notesToAvoid');
    }
  });

  it('reports the avoid terms it did not understand', () => {
    const f = make({ notesToAvoid: 'blorptastic' });
    expect(f.reading.avoid.unmatched).toEqual(['blorptastic']);
    expect(f.explanation.join(' ')).toMatch(/“blorptastic” did not match any note/);
  });

  it('computes the dilution to the chosen concentration', () => {
    const f = make({ totalGrams: 100, concentration: 20 });
    expect(f.dilution).toEqual({ alcoholGrams: 400, finishedGrams: 500 });
    expect(make({ concentration: 100 }).dilution.alcoholGrams).toBe(0);
  });

  it('lists every excluded material id in the reading', () => {
    const f = make({ notesToAvoid: 'patchouli' });
    expect(f.reading.avoid.excludedIds).toEqual([...materialsMatchingAvoidTerm('patchouli')].sort());
  });
});

describe('brief validation', () => {
  const bad: [string, Partial<FormulaBrief> | Record<string, unknown>, string][] = [
    ['empty description', { description: '' }, 'DESCRIPTION_EMPTY'],
    ['whitespace description', { description: ' \n\t ' }, 'DESCRIPTION_EMPTY'],
    ['missing description', { description: undefined }, 'DESCRIPTION_EMPTY'],
    ['description over 1000 characters', { description: 'a'.repeat(1001) }, 'DESCRIPTION_TOO_LONG'],
    ['grams below minimum', { totalGrams: MIN_TOTAL_GRAMS - 0.01 }, 'GRAMS_OUT_OF_RANGE'],
    ['grams above maximum', { totalGrams: MAX_TOTAL_GRAMS + 1 }, 'GRAMS_OUT_OF_RANGE'],
    ['grams not a number', { totalGrams: Number.NaN }, 'GRAMS_OUT_OF_RANGE'],
    ['grams as text', { totalGrams: '100' }, 'GRAMS_OUT_OF_RANGE'],
    ['grams with three decimals', { totalGrams: 100.005 }, 'GRAMS_PRECISION'],
    ['unknown materials type', { materialsType: 'organic' }, 'INVALID_MATERIALS_TYPE'],
    ['unknown complexity', { complexity: 'extreme' }, 'INVALID_COMPLEXITY'],
    ['concentration zero', { concentration: 0 }, 'CONCENTRATION_OUT_OF_RANGE'],
    ['concentration above 100', { concentration: 101 }, 'CONCENTRATION_OUT_OF_RANGE'],
    ['reference too long', { referencePerfume: 'x'.repeat(201) }, 'REFERENCE_TOO_LONG'],
    ['notes to avoid too long', { notesToAvoid: 'x'.repeat(501) }, 'AVOID_TOO_LONG'],
    ['reference not text', { referencePerfume: 5 }, 'INVALID_BRIEF'],
  ];

  it.each(bad)('%s throws FormulaBriefError', (_label, over, code) => {
    let error: unknown;
    try {
      generateFormula({ ...base, ...over } as FormulaBrief);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(FormulaBriefError);
    expect((error as FormulaBriefError).code).toBe(code);
  });

  it('accepts the bounds and presets', () => {
    for (const totalGrams of [MIN_TOTAL_GRAMS, 100, 200, 500, 1000, 123.45, MAX_TOTAL_GRAMS])
      expect(checkFormula(make({ totalGrams }))).toEqual([]);
    expect(make({ description: `${'amber '.repeat(166)}rose` }).brief.description.length).toBe(1000);
    expect(make({ description: '  rose  ' }).brief.description).toBe('rose');
    expect(make({ concentration: undefined }).concentration).toBe(20);
  });

  it('rejects a missing brief', () => {
    expect(() => generateFormula(null as unknown as FormulaBrief)).toThrow(FormulaBriefError);
  });
});

describe('IFRA constituents summed across materials', () => {
  it('keeps eugenol and cinnamal from clove, cinnamon and the pure chemicals within their limits together', () => {
    for (const concentration of [10, 20, 30, 100]) {
      const f = generateFormula({
        description: 'clove, cinnamon bark, eugenol and cinnamaldehyde',
        materialsType: 'natural_synthetic',
        complexity: 'complex',
        totalGrams: 100,
        concentration,
      });
      expect(checkFormula(f)).toEqual([]);
      expect(ifraBreaches(f.lines, concentration)).toEqual([]);
    }
  });

  it('checkFormula reports a constituent over its limit even when every material is within its own', () => {
    const f = generateFormula({
      description: 'lemon and litsea, lemongrass, citral',
      materialsType: 'natural_synthetic',
      complexity: 'medium',
      totalGrams: 100,
      concentration: 20,
    });
    expect(checkFormula(f)).toEqual([]);
    // Push every citral carrier to its own cap: each is allowed alone, the sum is not.
    const carriers = f.lines.filter((l) => ['citral', 'litsea-cubeba-oil', 'lemongrass-oil'].includes(l.materialId));
    expect(carriers.length).toBeGreaterThanOrEqual(2);
    const lines = f.lines.map((l) => (carriers.includes(l) ? { ...l, hundredths: capHundredths(materialById(l.materialId)!, 20) } : l));
    const violations = checkFormula({ ...f, lines });
    expect(violations.some((v) => v.code === 'IFRA' && v.message.startsWith('Citral from all materials'))).toBe(true);
  });

  it('rebalance cannot push a constituent over its limit', () => {
    const f = generateFormula({
      description: 'lemon and litsea, lemongrass, citral',
      materialsType: 'natural_synthetic',
      complexity: 'medium',
      totalGrams: 100,
      concentration: 30,
    });
    for (const id of ['citral', 'litsea-cubeba-oil', 'lemongrass-oil']) {
      if (!f.lines.some((l) => l.materialId === id)) continue;
      const r = rebalance(f, { kind: 'set-share', materialId: id, percent: 50 });
      expect(checkFormula(r)).toEqual([]);
    }
  });
});

describe('IFRA 51st Amendment: corrected figures and rules over several materials', () => {
  const brief = (
    description: string,
    materialsType: FormulaBrief['materialsType'],
    concentration: number,
    complexity: FormulaBrief['complexity'] = 'medium',
  ) => generateFormula({ description, materialsType, complexity, totalGrams: 100, concentration });
  const rule = (id: string) => IFRA_RULES.find((r) => r.id === id && r.kind !== 'material')!;
  /** A rule's load as a share of its limit (1 = at the limit). */
  const used = (f: Formula, id: string) => ruleLoads(f.lines)[rule(id).index] / ruleBudget(rule(id), f.concentration);
  const finished = (f: Formula, id: string) => f.lines.find((l) => l.materialId === id)?.finishedPercent ?? 0;

  it('keeps each material with a corrected or new Standard within it, even at 100 % concentration', () => {
    for (const [description, id, limit] of [
      ['sandalore', 'sandalore', 1.2],
      ['helional', 'helional', 2.6],
      ['timberol', 'timberol', 1.3],
      ['vanitrope smoky vanilla', 'vanitrope', 0.99],
      ['jasmine sambac', 'jasmine-sambac-absolute', 3.8],
      ['hexyl cinnamal', 'hexyl-cinnamal', 9.9],
    ] as const) {
      for (const concentration of [40, 100]) {
        const f = brief(description, 'natural_synthetic', concentration, 'simple');
        expect(finished(f, id), `${id} at ${concentration} %`).toBeGreaterThan(0);
        expect(finished(f, id), `${id} at ${concentration} %`).toBeLessThanOrEqual(limit);
        expect(checkFormula(f)).toEqual([]);
      }
    }
  });

  it('sums the phototoxic oils as shares of their own limits (IFRA_STD_089)', () => {
    // A natural white musk puts bitter orange and angelica together: each alone within its limit was 150 % of the limits.
    for (const concentration of [20, 25, 40]) {
      const f = brief('clean white musk laundry', 'natural', concentration);
      expect(used(f, 'furocoumarin-oils')).toBeLessThanOrEqual(1 + 1e-9);
      expect(checkFormula(f)).toEqual([]);
    }
    const f = brief('bergamot, lemon, bitter orange and grapefruit cologne', 'natural', 20, 'complex');
    expect(f.lines.filter((l) => rule('furocoumarin-oils').weights.has(l.materialId)).length).toBeGreaterThanOrEqual(2);
    expect(used(f, 'furocoumarin-oils')).toBeLessThanOrEqual(1 + 1e-9);
    expect(f.explanation.join(' ')).toMatch(
      /Phototoxic \(furocoumarin-containing\) oils together are limited by IFRA Category 4 .*IFRA_STD_089/,
    );
  });

  it('keeps oakmoss and treemoss within 0.1 % together (IFRA_STD_067 + IFRA_STD_080)', () => {
    for (const concentration of [20, 40, 100]) {
      const f = brief('oakmoss and treemoss chypre', 'natural', concentration);
      expect(finished(f, 'oakmoss-absolute') + finished(f, 'treemoss-absolute')).toBeLessThanOrEqual(0.1 + 1e-9);
      expect(checkFormula(f)).toEqual([]);
    }
  });

  it('limits cedrene from all sources (IFRA_STD_197) and the methyl eugenol of tuberose (IFRA Annex)', () => {
    const cedar = brief('pencil shavings cedar wood', 'natural', 20);
    expect(finished(cedar, 'cedarwood-virginia-oil')).toBeGreaterThan(0);
    expect(used(cedar, 'cedrene')).toBeLessThanOrEqual(1);
    for (const materialsType of ['natural', 'natural_synthetic'] as const) {
      const tuberose = brief('tuberose at night', materialsType, 25);
      expect(finished(tuberose, 'tuberose-absolute')).toBeGreaterThan(0);
      expect(used(tuberose, 'methyl-eugenol')).toBeLessThanOrEqual(1);
    }
  });

  it('says so when the house margin below a constituent limit (stricter than IFRA) binds', () => {
    const f = brief('lemon and litsea, lemongrass, citral', 'natural_synthetic', 20);
    expect(used(f, 'citral')).toBeLessThanOrEqual(0.9 + 1e-9);
    expect(f.explanation.join(' ')).toMatch(
      /Citral from all materials together is limited by IFRA Category 4 to 0\.6 % of the finished perfume \(IFRA_STD_021\); a new formula keeps to 90 % of that \(a house margin, stricter than IFRA,/,
    );
    // Customising may use the whole limit.
    const litsea = f.lines.find((l) => l.materialId === 'litsea-cubeba-oil')!;
    const g = rebalance(f, { kind: 'set-share', materialId: litsea.materialId, percent: 5 });
    expect(used(g, 'citral')).toBeGreaterThan(0.9);
    expect(checkFormula(g)).toEqual([]);
  });

  it('checkFormula names a broken sum rule and its Standard', () => {
    const f = brief('oakmoss and treemoss chypre', 'natural', 20);
    // Each moss at its own limit (0.1 % of the finished perfume): allowed alone, not together.
    const others = f.lines.filter((l) => !['oakmoss-absolute', 'treemoss-absolute'].includes(l.materialId));
    const largest = others.reduce((a, b) => (b.hundredths > a.hundredths ? b : a));
    const rest = 10_000 - others.reduce((s, l) => s + l.hundredths, 0);
    const lines = [
      ...others.map((l) => (l === largest ? { ...l, hundredths: l.hundredths + rest - 100 } : l)),
      { ...largest, materialId: 'oakmoss-absolute', hundredths: 50 },
      { ...largest, materialId: 'treemoss-absolute', hundredths: 50 },
    ];
    const ifra = checkFormula({ ...f, lines }).filter((v) => v.code === 'IFRA');
    expect(ifra).toEqual([
      {
        code: 'IFRA',
        message:
          'Oakmoss and treemoss extracts together exceed their IFRA Category 4 limit of 0.1 % of the finished perfume (IFRA_STD_067 + IFRA_STD_080) at 20 % concentration: 0.2 %.',
        rule: 'oakmoss-treemoss',
        standard: 'IFRA_STD_067 + IFRA_STD_080',
      },
    ]);
  });

  it('rebalance offers the nearest share a sum rule allows, names the rule, and honours a lower share', () => {
    // Less bitter orange leaves room in the phototoxic sum; lemon may take some of it, not all it asks for.
    const f = rebalance(brief('bergamot, lemon, bitter orange and grapefruit cologne', 'natural', 20, 'complex'), {
      kind: 'set-share',
      materialId: 'bitter-orange-oil',
      percent: 0.5,
    });
    const member = f.lines.find((l) => l.materialId === 'lemon-oil')!;
    const own = capHundredths(mat('lemon-oil'), 20);
    const g = rebalance(f, { kind: 'set-share', materialId: 'lemon-oil', percent: own / 100 });
    const after = g.lines.find((l) => l.materialId === 'lemon-oil')!;
    expect(checkFormula(g)).toEqual([]);
    expect(after.hundredths).toBeGreaterThan(member.hundredths);
    expect(after.hundredths).toBeLessThan(own);
    expect(g.warnings).toEqual([
      `Lemon oil (cold pressed) was set to ${(after.hundredths / 100).toFixed(2)} % instead of ${(own / 100).toFixed(2)} %: with the other materials, Phototoxic (furocoumarin-containing) oils together are limited by IFRA Category 4 to a sum of each oil’s share of its own limit of at most 100 % (IFRA_STD_089) at 20 % concentration, and ${(after.hundredths / 100).toFixed(2)} % is the most that allows.`,
    ]);
    // The nearest allowed: the rule is full, and one hundredth more would break it.
    expect(used(g, 'furocoumarin-oils')).toBeGreaterThan(0.98);
    expect(used(g, 'furocoumarin-oils')).toBeLessThanOrEqual(1);
    // Asking for the share offered gives exactly it, with nothing to say.
    const again = rebalance(f, { kind: 'set-share', materialId: 'lemon-oil', percent: after.hundredths / 100 });
    expect(again.lines.find((l) => l.materialId === 'lemon-oil')!.hundredths).toBe(after.hundredths);
    expect(again.warnings).toEqual([]);
    // Lowering a material outside the rule makes room the phototoxic oils may not take: they are held, the change stands.
    const other = f.lines.find((l) => !rule('furocoumarin-oils').weights.has(l.materialId) && l.role !== 'diluent')!;
    const lower = rebalance(f, { kind: 'set-share', materialId: other.materialId, percent: 0.01 });
    expect(lower.lines.find((l) => l.materialId === other.materialId)!.hundredths).toBe(1);
    expect(checkFormula(lower)).toEqual([]);
  });
});

describe('theme first (issue 14 examples)', () => {
  const share = (f: Formula, facets: string[]) =>
    f.lines.filter((l) => l.role !== 'diluent' && l.facets.slice(0, 3).some((x) => facets.includes(x))).reduce((s, l) => s + l.percent, 0);
  const pct = (f: Formula, id: string) => f.lines.find((l) => l.materialId === id)?.percent ?? 0;

  it('gourmand coffee and cardamom in synthetics has coffee and cardamom characters, not a Hedione skeleton', () => {
    const f = generateFormula({
      description: 'Gourmand coffee and cardamom',
      materialsType: 'synthetic',
      complexity: 'simple',
      totalGrams: 100,
    });
    expect(f.lines.some((l) => l.facets.slice(0, 3).includes('coffee'))).toBe(true);
    expect(f.lines.some((l) => ['terpinyl-acetate', 'eucalyptol'].includes(l.materialId))).toBe(true);
    expect(pct(f, 'hedione')).toBeLessThanOrEqual(10);
    expect(f.explanation.join(' ')).toMatch(/“coffee” → the coffee accord/);
    expect(checkFormula(f)).toEqual([]);
  });

  it('powdery iris and violet, natural and complex, is led by iris, violet and powder, not by fillers', () => {
    const f = generateFormula({
      description: 'Powdery iris and violet, vintage lipstick',
      materialsType: 'natural',
      complexity: 'complex',
      totalGrams: 100,
    });
    // The natural palette's iris, violet and powder materials are few and strong: all of them are used.
    for (const id of ['orris-butter', 'mimosa-absolute', 'violet-leaf-absolute']) expect(pct(f, id), id).toBeGreaterThan(0);
    expect(share(f, ['iris', 'violet', 'powdery', 'floral'])).toBeGreaterThanOrEqual(40);
    for (const filler of ['lavender-oil', 'cedarwood-virginia-oil', 'rosewood-oil']) expect(pct(f, filler), filler).toBeLessThanOrEqual(10);
    expect(pct(f, 'rosewood-oil')).toBe(0);
  });

  it('never uses rosewood unless the brief names it', () => {
    for (const description of ['jasmine at midnight', 'clean white musk', 'a woody floral', 'rose and spice']) {
      for (const materialsType of ['natural', 'natural_synthetic'] as const) {
        expect(
          pct(generateFormula({ description, materialsType, complexity: 'complex', totalGrams: 100 }), 'rosewood-oil'),
          description,
        ).toBe(0);
      }
    }
    expect(
      pct(
        generateFormula({ description: 'rosewood and rose', materialsType: 'natural', complexity: 'medium', totalGrams: 100 }),
        'rosewood-oil',
      ),
    ).toBeGreaterThan(0);
  });

  it('says when a palette cannot express a note', () => {
    const f = generateFormula({ description: 'sea breeze', materialsType: 'natural', complexity: 'medium', totalGrams: 100 });
    expect(f.explanation.join(' ')).toMatch(/No natural material in the palette carries “ozonic”/);
  });

  it('reads other languages and typos, also in notes to avoid', () => {
    const f = generateFormula({ description: 'rosa y pachulí', materialsType: 'natural', complexity: 'medium', totalGrams: 100 });
    expect(f.lines.some((l) => l.facets.slice(0, 3).includes('rose'))).toBe(true);
    expect(f.lines.some((l) => l.facets.slice(0, 3).includes('patchouli'))).toBe(true);
    const g = generateFormula({
      description: 'warm woods',
      notesToAvoid: 'musc',
      materialsType: 'natural_synthetic',
      complexity: 'complex',
      totalGrams: 100,
    });
    expect(g.lines.some((l) => l.facets.includes('musky'))).toBe(false);
  });

  it('"less powdery" keeps powder in the background instead of removing it', () => {
    const more = generateFormula({ description: 'powdery rose', materialsType: 'synthetic', complexity: 'medium', totalGrams: 100 });
    const less = generateFormula({
      description: 'powdery rose but less powdery',
      materialsType: 'synthetic',
      complexity: 'medium',
      totalGrams: 100,
    });
    expect(share(less, ['powdery'])).toBeLessThan(share(more, ['powdery']));
    expect(less.reading.avoid.terms).not.toContain('powdery');
  });
});

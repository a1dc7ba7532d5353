import { describe, expect, it } from 'vitest';
import {
  findReferencePerfume,
  interpretBrief,
  materialsMatchingAvoidTerm,
  parseAvoidTerms,
  readText,
  referenceInDescription,
} from './brief';
import { validateBrief } from './engine';
import { FACET_PARENT, FACET_WORDS, MOODS, NOTE_FACETS } from './lexicon';
import { materialById } from './materials';
import { referencePerfumes } from './reference-perfumes';
import { damerauLevenshtein, hash32, key, normalise, prng, singular } from './text';
import { FACETS, FAMILIES, type Facet, type FormulaBrief } from './types';

describe('text helpers', () => {
  it('normalises case, accents, ligatures and punctuation', () => {
    expect(normalise('  Fougère N°5 — Crème brûlée & Œillet ')).toBe('fougere n 5 creme brulee oeillet');
    expect(normalise('YLANG-YLANG')).toBe('ylang ylang');
  });

  it('singularises perfume vocabulary', () => {
    expect(['roses', 'berries', 'spices', 'peaches', 'leaves', 'woods', 'notes', 'citrus', 'iris', 'moss', 'grass'].map(singular)).toEqual([
      'rose',
      'berry',
      'spice',
      'peach',
      'leaf',
      'wood',
      'note',
      'citrus',
      'iris',
      'moss',
      'grass',
    ]);
    expect(key('Orange Blossoms')).toBe('orange blossom');
  });

  it('computes Damerau–Levenshtein distances, with transpositions and an early exit', () => {
    expect(damerauLevenshtein('sauvage', 'sauvag')).toBe(1);
    expect(damerauLevenshtein('angel', 'angle')).toBe(1);
    expect(damerauLevenshtein('kitten', 'sitting')).toBe(3);
    expect(damerauLevenshtein('abc', 'abc')).toBe(0);
    expect(damerauLevenshtein('a', 'abcdef', 2)).toBe(3);
  });

  it('has a deterministic hash and PRNG', () => {
    expect(hash32('brief')).toBe(hash32('brief'));
    expect(hash32('brief')).not.toBe(hash32('brief '));
    const a = prng(42);
    const b = prng(42);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('lexicon', () => {
  it('gives every non-family facet a parent family', () => {
    for (const f of FACETS) {
      if ((FAMILIES as readonly string[]).includes(f)) continue;
      expect(FACET_PARENT[f as Facet], f).toBeDefined();
    }
  });

  it('only uses known facets, with weights in (0, 1]', () => {
    const tables = [...MOODS.map((m) => m.facets), ...Object.values(NOTE_FACETS)];
    for (const t of tables) {
      for (const [f, w] of Object.entries(t)) {
        expect(FACETS, f).toContain(f);
        expect(w).toBeGreaterThan(0);
        expect(w).toBeLessThanOrEqual(1);
      }
    }
    for (const f of Object.keys(FACET_WORDS)) expect(FACETS).toContain(f);
  });

  it('understands every mood phrase and facet word on its own', () => {
    for (const m of MOODS) for (const p of m.phrases) expect(readText(p).matched, p).toHaveLength(1);
    for (const words of Object.values(FACET_WORDS)) for (const w of words ?? []) expect(readText(w).facets.size, w).toBeGreaterThan(0);
  });
});

describe('reading the description', () => {
  const facetsOf = (text: string) => [...readText(text).facets].sort((a, b) => b[1] - a[1]).map(([f]) => f);

  it.each([
    ['fresh citrus summer morning', 'citrus'],
    ['Cosy Winters', 'amber'],
    ['a cozy winter night', 'amber'],
    ['SEA BREEZE', 'aquatic'],
    ['rainy forests', 'woody'],
    ['a night out', 'amber'],
    ['Fougère', 'aromatic'],
    ['roses and peonies', 'floral'],
    ['vanila and tonka', 'gourmand'],
  ])('“%s” leads with %s', (text, facet) => {
    expect(facetsOf(text).slice(0, 3)).toContain(facet);
  });

  it('gives fresh moods a positive lift and warm moods a negative one', () => {
    expect(readText('summer morning').lift).toBeGreaterThan(0);
    expect(readText('sea breeze').lift).toBeGreaterThan(0);
    expect(readText('cosy winter').lift).toBeLessThan(0);
    expect(readText('cozy winter').lift).toBe(readText('cosy winter').lift);
  });

  it('recognises materials by name, synonym and with small typos', () => {
    expect(readText('Rose and vetiver').mentioned).toEqual(new Set(['rose-absolute', 'vetiver-oil']));
    expect(readText('lots of bergamott and patchouly').mentioned).toEqual(new Set(['bergamot-oil', 'patchouli-oil']));
    expect(readText('Iso E Super').mentioned).toEqual(new Set(['iso-e-super']));
  });

  it('does not correct short everyday words into perfume words', () => {
    expect(readText('reach for the night').mentioned.size).toBe(0);
    expect(readText('light').facets.has('peach')).toBe(false);
  });

  it('turns negations into notes to avoid, but not softened ones', () => {
    expect(readText('fresh, no musk').negated).toEqual(['musk']);
    expect(readText('woody without any vanilla or patchouli').negated).toEqual(['vanilla', 'patchouli']);
    expect(readText('vanilla-free gourmand').negated).toEqual(['vanilla']);
    const soft = readText('amber but not too sweet');
    expect(soft.negated).toEqual([]);
    expect(soft.facets.has('sweet')).toBe(false);
  });

  it('reads complaints and comparisons as less of a facet, and comparatives as more of one', () => {
    expect([...readText('I love it but I find it too powdery').softened]).toEqual(['powdery']);
    expect(readText('I love it but I find it too powdery').named.has('powdery')).toBe(false);
    const comparison = readText('orange blossom and honey, but more floral than sweet');
    expect(comparison.softened.has('sweet')).toBe(true);
    expect(comparison.named.has('floral')).toBe(true);
    expect(readText('rose rather than jasmine').softened.has('jasmine')).toBe(true);
    expect(readText('more citrus at the top and smokier at the base').named).toEqual(new Set(['citrus', 'smoky']));
  });

  it('softens what a phrase names, leans away from a mood, and drops a negated accord', () => {
    const lessSporty = readText('warmer and less sporty, more sun-warmed skin');
    expect(lessSporty.softened.has('citrus')).toBe(false);
    expect(lessSporty.lift).toBeLessThan(readText('warmer, more sun-warmed skin').lift);
    expect([...readText('vetiver with less patchouli').softened]).toEqual(['patchouli']);
    const brief = { materialsType: 'natural_synthetic', complexity: 'medium', totalGrams: 100 } as const;
    const coconut = interpretBrief(validateBrief({ ...brief, description: 'coconut but NOT sunscreen, more like coconut water' }));
    expect(coconut.accords.map((a) => a.id)).not.toContain('suntan-lotion');
    expect(interpretBrief(validateBrief({ ...brief, description: 'coconut sunscreen' })).accords.map((a) => a.id)).toContain(
      'suntan-lotion',
    );
  });

  it('reads quantity words: hedged notes are minor, emphasised ones main', () => {
    const r = readText('labdanum and cistus, a touch of rose, a little pink pepper and bergamot, slightly peppery, lots of lemon');
    expect(r.minor).toEqual(new Set(['rose', 'pepper']));
    expect([...r.minorMaterials].sort()).toEqual(['pink-pepper-oil', 'rose-absolute']);
    expect(r.emphasised).toEqual(new Set(['lemon']));
    expect(r.facets.get('lemon')!).toBeGreaterThan(readText('lemon').facets.get('lemon')!);
    // A note also named plainly is not minor; a family never is.
    expect(readText('rose and oud, with a hint of rose').minor.size).toBe(0);
    expect(readText('amber with a thread of smoky incense').minor).toEqual(new Set(['smoky', 'incense']));
    // A family named only inside a hedge is not named: a bit of orange zest is not a citrus brief.
    const zest = readText('warm croissants and a bit of orange zest');
    expect(zest.minor).toEqual(new Set(['orange']));
    expect(zest.named.has('citrus')).toBe(false);
    // The quantity reaches only the phrases right after it.
    expect(readText('a touch of saffron over a big leather').minor).toEqual(new Set(['saffron']));
    // "Built on" a material asks for it as the main note; "no typical marine" still negates.
    expect(readText('a dark amber built on styrax').emphasisedMaterials.has('styrax-resinoid')).toBe(true);
    expect(readText('cold lake water, no typical marine notes').negated.length).toBeGreaterThan(0);
  });
});

describe('notes to avoid', () => {
  const names = (term: string) => materialsMatchingAvoidTerm(term).map((id) => materialById(id)!.name);

  it('splits on commas, semicolons, slashes and "and"', () => {
    expect(parseAvoidTerms('Patchouli, vanilla; oud / MUSKS and Roses')).toEqual(['patchouli', 'vanilla', 'oud', 'musk', 'rose']);
    expect(parseAvoidTerms('  ,, ')).toEqual([]);
    expect(parseAvoidTerms('no musk, without any vanilla, not too sweet')).toEqual(['musk', 'vanilla', 'sweet']);
    expect(parseAvoidTerms(undefined)).toEqual([]);
  });

  it('excludes every patchouli material, by name and by facet', () => {
    expect(materialsMatchingAvoidTerm('patchouli')).toEqual(expect.arrayContaining(['patchouli-oil', 'patchoulol']));
  });

  it('excludes every vanilla material', () => {
    expect(materialsMatchingAvoidTerm('vanilla')).toEqual(
      expect.arrayContaining(['vanilla-absolute', 'vanillin', 'ethyl-vanillin', 'benzoin-resinoid']),
    );
  });

  it('excludes all musks and all citrus-faceted materials', () => {
    const musks = materialsMatchingAvoidTerm('musks');
    for (const id of ['galaxolide', 'habanolide', 'ethylene-brassylate', 'exaltolide', 'ambrette-seed-oil', 'helvetolide'])
      expect(musks).toContain(id);
    const citrus = materialsMatchingAvoidTerm('Citrus');
    for (const id of ['lemon-oil', 'bergamot-oil-fcf', 'd-limonene', 'citral', 'dihydromyrcenol', 'neroli-oil'])
      expect(citrus).toContain(id);
  });

  it('falls back to the meaningful words of a longer term', () => {
    expect(materialsMatchingAvoidTerm('heavy vanilla')).toEqual(materialsMatchingAvoidTerm('vanilla'));
    expect(materialsMatchingAvoidTerm('strong musks')).toEqual(materialsMatchingAvoidTerm('musk'));
  });

  it('tolerates accents and typos, and ignores generic words', () => {
    expect(names('pachouli')).toEqual(names('patchouli'));
    expect(names('Vétiver')).toEqual(names('vetiver'));
    expect(materialsMatchingAvoidTerm('oil')).toEqual([]);
    expect(materialsMatchingAvoidTerm('qwertyuiop')).toEqual([]);
  });
});

describe('reference perfumes', () => {
  it.each([
    ['dior sauvag', 'Sauvage'],
    ['Dior Sauvage', 'Sauvage'],
    ['sauvag', 'Sauvage'],
    ['Eau Sauvage', 'Eau Sauvage'],
    ['Chanel No 5', 'No 5'],
    ['chanel n°5', 'No 5'],
    ['ACQUA DI GIO', 'Acqua di Giò'],
    ['aqua di gio', 'Acqua di Giò'],
    ['angle', 'Angel'],
    ['BR540', 'Baccarat Rouge 540'],
    ['shalimr', 'Shalimar'],
    ['Terre d’Hermes', "Terre d'Hermès"],
    ['something like Tom Ford Black Orchid but lighter', 'Black Orchid'],
    ['Sauvage by Dior', 'Sauvage'],
    ['Le Labo Another 13', 'Another 13'],
    ['another13', 'Another 13'],
    ['tom ford lost chery', 'Lost Cherry'],
    ['ag cloud', 'Cloud'],
    ['Parfums de Marly Dellina', 'Delina'],
    ['Chanel Coco', 'Coco'],
    ['coco madmoiselle', 'Coco Mademoiselle'],
    ['mugler allien', 'Alien'],
    ['Y', 'Y Eau de Parfum'],
    ['YSL Y EDP', 'Y Eau de Parfum'],
    ['glosier you', 'You'],
    ['wood sage and sea salt', 'Wood Sage & Sea Salt'],
    ['jazz club', 'Jazz Club'],
  ])('“%s” → %s', (text, name) => {
    expect(findReferencePerfume(text)?.perfume.name).toBe(name);
  });

  it('finds every perfume by its name and by brand + name', () => {
    for (const p of referencePerfumes) {
      expect(findReferencePerfume(p.name)?.perfume.id, p.name).toBe(p.id);
      expect(findReferencePerfume(`${p.brand} ${p.name}`)?.perfume.id, p.name).toBe(p.id);
    }
  });

  it('reads a perfume named in a description, but not an everyday word or phrase that is also a name', () => {
    expect(referenceInDescription('something like lost cherry but darker')?.perfume.id).toBe('tom-ford-lost-cherry');
    expect(referenceInDescription('like Ariana Grande Cloud but less sweet')?.perfume.id).toBe('ariana-grande-cloud');
    expect(referenceInDescription('ysl y but warmer')?.perfume.id).toBe('yves-saint-laurent-y-eau-de-parfum');
    for (const text of [
      'a cloud of powder',
      'an alien landscape',
      'coco and vanilla',
      'you know, fresh citrus',
      'a bitter peach and almond',
    ])
      expect(referenceInDescription(text), text).toBeNull();
    const brief = validateBrief({
      description: 'a cloud of powder',
      materialsType: 'natural_synthetic',
      complexity: 'medium',
      totalGrams: 100,
    });
    expect(interpretBrief(brief).reference).toBeNull();
  });

  it('returns null for unknown perfumes and bare brands', () => {
    for (const text of ['Mystery Scent 9000', 'zzzz', 'x', '', 'Chanel', 'the one']) expect(findReferencePerfume(text)).toBeNull();
  });
});

describe('interpretBrief', () => {
  const brief = (over: Partial<FormulaBrief>) =>
    validateBrief({ description: 'fresh', materialsType: 'natural_synthetic', complexity: 'medium', totalGrams: 100, ...over });

  it('adds the reference perfume’s families and notes', () => {
    const r = interpretBrief(brief({ description: 'something nice', referencePerfume: 'dior sauvag' }));
    expect(r.reference?.perfume.name).toBe('Sauvage');
    expect(r.weights.get('aromatic')).toBeGreaterThan(0.5);
    expect(r.referenceMaterialIds.has('ambroxan')).toBe(true);
  });

  it('reports an unknown reference instead of ignoring it', () => {
    const r = interpretBrief(brief({ referencePerfume: 'Mystery Scent 9000' }));
    expect(r.referenceInput).toBe('Mystery Scent 9000');
    expect(r.reference).toBeNull();
  });

  it('collects exclusions from the notes to avoid and from negations, and reports unknown terms', () => {
    const r = interpretBrief(brief({ description: 'woody, no musk', notesToAvoid: 'patchouli, blorp' }));
    expect(r.excluded.has('patchouli-oil')).toBe(true);
    expect(r.excluded.has('galaxolide')).toBe(true);
    expect(r.avoidUnmatched).toEqual(['blorp']);
    expect(r.avoidTerms).toEqual(['patchouli', 'blorp', 'musk']);
  });
});

/**
 * How a perfumer would judge the engine: a table of example briefs, each with the families or notes that
 * must dominate the formula, and the measures computed over it (agreement by palette and complexity, IFRA
 * exceedances over many random briefs). Used by evaluation.test.ts and bench/formula-agreement.ts; not part
 * of the engine's public API.
 *
 * A formula AGREES with its brief when
 *   - the materials that carry the expected facets (in their first three facets: family, signature facet,
 *     next facet) make up at least 40 % of the concentrate, diluent excluded — checked only when the palette
 *     can reach 40 % with such materials at all (otherwise the case is "not expressible" in that palette);
 *   - each named note is present (a material with that facet among its first three, or that material id);
 *   - nothing the brief excludes is present;
 *   - and, for briefs that are not about scent at all, the engine refuses with NOT_A_SCENT.
 */
import { capHundredths, allowedBy, generateFormula } from './engine';
import { ifraBreaches } from './ifra';
import { usableMaterials } from './materials';
import { prng } from './text';
import {
  COMPLEXITIES,
  COMPLEXITY_RANGES,
  type Complexity,
  type Facet,
  type Formula,
  type FormulaBrief,
  FormulaBriefError,
  MATERIALS_TYPES,
  type MaterialsType,
} from './types';

export interface EvalCase {
  description: string;
  reference?: string;
  avoid?: string;
  /** Facets (families or notes) that together must carry ≥ 40 % of the concentrate. */
  dominant?: readonly Facet[];
  /** Notes that must each be present: a facet, or a material id. */
  present?: readonly string[];
  /** Facets no material of the formula may have. */
  absent?: readonly Facet[];
  /** The brief is not about scent: the engine must refuse it. */
  notScent?: true;
}

export const EVAL_CASES: readonly EvalCase[] = [
  // Gourmand
  { description: 'Gourmand coffee and cardamom', dominant: ['gourmand', 'coffee', 'spicy'], present: ['coffee'] },
  { description: 'A spicy chai latte with cardamom and cinnamon', dominant: ['spicy', 'tea', 'gourmand'], present: ['cinnamon'] },
  { description: 'dark chocolate and orange', dominant: ['chocolate', 'gourmand', 'orange'], present: ['chocolate'] },
  { description: 'vanilla ice cream', dominant: ['vanilla', 'gourmand', 'creamy'], present: ['vanilla'] },
  { description: 'salted caramel popcorn', dominant: ['caramel', 'gourmand', 'salty'], present: ['caramel'] },
  { description: 'Coconut milk and tonka, a tropical dessert', dominant: ['coconut', 'gourmand', 'tonka'], present: ['coconut'] },
  { description: 'honey and beeswax candle', dominant: ['honey', 'waxy', 'gourmand'], present: ['honey'] },
  { description: 'almond pastry from a Paris bakery', dominant: ['gourmand', 'almond', 'vanilla'] },
  { description: 'espresso, tobacco and a little rum', dominant: ['coffee', 'tobacco', 'boozy', 'gourmand', 'amber'], present: ['coffee'] },
  // Floral
  { description: 'Powdery iris and violet, vintage lipstick', dominant: ['iris', 'violet', 'powdery'], present: ['iris', 'violet'] },
  { description: 'jasmin at midnite', dominant: ['jasmine', 'white floral', 'floral'], present: ['jasmine'] },
  { description: 'a garden of red roses after rain', dominant: ['rose', 'floral'], present: ['rose'] },
  { description: 'ROSES AND PEONIES', dominant: ['rose', 'floral'], present: ['rose'] },
  { description: 'tuberose and gardenia, creamy white flowers', dominant: ['white floral', 'tuberose', 'floral'], present: ['tuberose'] },
  { description: 'orange blossom and neroli in spring', dominant: ['orange blossom', 'floral', 'citrus'], present: ['orange blossom'] },
  { description: 'lily of the valley, fresh and green', dominant: ['lily', 'floral', 'green'], present: ['lily'] },
  { description: 'rosa y pachulí', dominant: ['rose', 'patchouli', 'floral', 'woody'], present: ['rose', 'patchouli'] },
  { description: 'fleur d oranger et miel', dominant: ['orange blossom', 'honey', 'floral'], present: ['orange blossom'] },
  { description: 'osmanthus tea', dominant: ['floral', 'tea', 'fruity'], present: ['tea'] },
  { description: 'mimosa and heliotrope, soft and powdery', dominant: ['powdery', 'floral'] },
  // Citrus / fresh
  { description: 'fresh citrus summer morning', dominant: ['citrus', 'fresh'] },
  { description: 'bergamot and neroli cologne', dominant: ['citrus', 'bergamot', 'orange blossom'], present: ['bergamot'] },
  { description: 'grapefruit and gingr, zesty', dominant: ['citrus', 'grapefruit', 'spicy'], present: ['grapefruit'] },
  { description: 'lemon verbena and basil', dominant: ['lemon', 'citrus', 'herbal', 'aromatic'] },
  { description: 'yuzu and green tea', dominant: ['citrus', 'tea', 'green'], present: ['tea'] },
  { description: 'limes, mint and sea salt', dominant: ['citrus', 'lime', 'mint', 'salty', 'aquatic'], present: ['mint'] },
  // Aquatic / clean
  { description: 'sea breeze', dominant: ['aquatic', 'marine', 'ozonic', 'salty', 'fresh'] },
  { description: 'clean white musk, fresh laundry', dominant: ['musky', 'clean'], present: ['musky'] },
  { description: 'rain on warm stone', dominant: ['ozonic', 'aquatic', 'earthy', 'fresh'] },
  { description: 'suntan lotion on a beach', dominant: ['coconut', 'creamy', 'marine', 'white floral', 'salty', 'aquatic'] },
  { description: 'cucumber and melon water', dominant: ['aquatic', 'melon', 'green', 'fresh'] },
  // Woody
  { description: 'sandalwood and cedar', dominant: ['woody', 'sandalwood', 'cedar'], present: ['sandalwood', 'cedar'] },
  { description: "grandmother's cedar chest", dominant: ['woody', 'cedar'], present: ['cedar'] },
  { description: 'vetiver, dry and earthy', dominant: ['vetiver', 'woody', 'earthy'], present: ['vetiver'] },
  { description: 'oud and rose, Arabian night', dominant: ['oud', 'rose', 'woody'], present: ['oud', 'rose'] },
  { description: 'a pine forest in winter', dominant: ['pine', 'woody', 'aromatic'], present: ['pine'] },
  { description: 'old books in a library', dominant: ['woody', 'dry', 'vanilla', 'leathery', 'powdery', 'earthy'] },
  { description: 'patchouli hippie', dominant: ['patchouli', 'woody', 'earthy'], present: ['patchouli'] },
  { description: 'mossy chypre with oakmoss and bergamot', dominant: ['mossy', 'woody', 'citrus'], present: ['mossy'] },
  // Amber / resins / smoke / leather
  { description: 'incense in a stone church', dominant: ['incense', 'resinous', 'amber', 'smoky'], present: ['incense'] },
  { description: 'warm amber and vanilla', dominant: ['amber', 'vanilla', 'balsamic'], present: ['vanilla'] },
  { description: 'leather jacket', dominant: ['leathery'], present: ['leathery'] },
  { description: 'pipe tobacco and honey', dominant: ['tobacco', 'honey', 'amber'], present: ['tobacco'] },
  { description: 'campfire smoke and birch', dominant: ['smoky', 'leathery', 'woody'], present: ['smoky'] },
  { description: 'benzoin, labdanum and myrrh', dominant: ['amber', 'balsamic', 'resinous'] },
  { description: 'suede and saffron', dominant: ['leathery', 'saffron', 'spicy'], present: ['saffron'] },
  // Spicy / aromatic
  { description: 'pink pepper and rose', dominant: ['pepper', 'rose', 'spicy', 'floral'], present: ['pepper', 'rose'] },
  { description: 'cinnamon and clove christmas', dominant: ['spicy', 'cinnamon', 'clove'], present: ['cinnamon', 'clove'] },
  { description: 'lavender fields in Provence', dominant: ['lavender', 'aromatic'], present: ['lavender'] },
  { description: 'a classic fougère with lavender and tonka', dominant: ['aromatic', 'lavender', 'tonka'], present: ['lavender'] },
  { description: 'rosemary, thyme and sage herb garden', dominant: ['aromatic', 'herbal'] },
  { description: 'fresh mint tea', dominant: ['mint', 'tea', 'aromatic', 'fresh'], present: ['mint'] },
  // Fruity / green
  { description: 'juicy peach and apricot', dominant: ['fruity', 'peach'], present: ['peach'] },
  { description: 'blackcurrant and fig leaves', dominant: ['fruity', 'berry', 'green', 'fig'] },
  { description: 'green apples and pears', dominant: ['fruity', 'apple', 'pear', 'green'], present: ['apple'] },
  { description: 'cut grass and galbanum', dominant: ['green'], present: ['green'] },
  // Other languages / typos / negations / avoid
  { description: 'vanille et musc blanc', dominant: ['vanilla', 'musky', 'gourmand'], present: ['vanilla'] },
  { description: 'lavander and vaniila', dominant: ['lavender', 'vanilla', 'aromatic', 'gourmand'], present: ['lavender', 'vanilla'] },
  { description: 'woody amber, no sweetness', dominant: ['woody', 'amber'], absent: ['sweet'] },
  { description: 'powdery rose but less powdery', dominant: ['rose', 'floral'], present: ['rose'] },
  { description: 'warm woods', avoid: 'musc', dominant: ['woody'], absent: ['musky'] },
  { description: 'a floral bouquet', avoid: 'rosa, jasmin', dominant: ['floral'], absent: ['rose', 'jasmine'] },
  { description: 'citrus cologne', avoid: 'bergamots', dominant: ['citrus'], absent: ['bergamot'] },
  // References
  {
    description: 'something like this but fresher',
    reference: 'dior sauvag',
    dominant: ['aromatic', 'citrus', 'spicy', 'amber', 'fresh', 'pepper'],
  },
  { description: 'like this', reference: 'Chanel N°5', dominant: ['floral', 'aldehydic', 'powdery'] },
  // Not about scent
  { description: 'What is the weather tomorrow?', notScent: true },
  { description: 'asdfgh qwerty', notScent: true },
  { description: 'please fix my car', notScent: true },
];

/** Does a material carry a facet (among its first three)? */
function carries(facets: readonly string[], wanted: ReadonlySet<string>): boolean {
  return facets.slice(0, 3).some((f) => wanted.has(f));
}

export interface CaseResult {
  agree: boolean;
  /** The dominant check was impossible in this palette (not counted against agreement). */
  expressible: boolean;
  share: number;
  reasons: string[];
}

/** The most the palette could give materials carrying the dominant facets (hundredths), within the complexity's max count. */
export function reachable(
  brief: Required<Pick<FormulaBrief, 'materialsType' | 'complexity'>> & { concentration: number },
  dominant: ReadonlySet<string>,
  excluded: ReadonlySet<string>,
): number {
  const caps = usableMaterials
    .filter((m) => carries(m.facets, dominant) && allowedBy(m, brief.materialsType, excluded, brief.concentration))
    .map((m) => capHundredths(m, brief.concentration))
    .sort((a, b) => b - a)
    .slice(0, COMPLEXITY_RANGES[brief.complexity].max);
  return caps.reduce((s, c) => s + c, 0);
}

/** Judges one formula (or the engine's refusal) against its case. */
export function judge(c: EvalCase, brief: FormulaBrief, run: () => Formula): CaseResult {
  const reasons: string[] = [];
  let formula: Formula;
  try {
    formula = run();
  } catch (e) {
    if (c.notScent && e instanceof FormulaBriefError && e.code === 'NOT_A_SCENT')
      return { agree: true, expressible: true, share: 0, reasons };
    if (e instanceof FormulaBriefError) return { agree: false, expressible: true, share: 0, reasons: [`refused: ${e.code}`] };
    throw e;
  }
  if (c.notScent) return { agree: false, expressible: true, share: 0, reasons: ['a formula for a brief that is not about scent'] };
  const lines = formula.lines.filter((l) => l.role !== 'diluent');
  const total = lines.reduce((s, l) => s + l.hundredths, 0) || 1;
  let share = 1;
  let expressible = true;
  if (c.dominant) {
    const want = new Set<string>(c.dominant);
    share = lines.filter((l) => carries(l.facets, want)).reduce((s, l) => s + l.hundredths, 0) / total;
    const excluded = new Set(formula.reading.avoid.excludedIds);
    expressible =
      reachable(
        { materialsType: brief.materialsType, complexity: brief.complexity, concentration: formula.concentration },
        want,
        excluded,
      ) >= 4000;
    if (expressible && share < 0.4) reasons.push(`theme share ${(share * 100).toFixed(1)} % < 40 %`);
  }
  for (const p of c.present ?? []) {
    const ok = lines.some((l) => l.materialId === p || l.facets.slice(0, 3).includes(p as Facet));
    const anyInPalette = usableMaterials.some(
      (m) =>
        (m.id === p || m.facets.slice(0, 3).includes(p as Facet)) &&
        allowedBy(m, brief.materialsType, new Set(formula.reading.avoid.excludedIds), formula.concentration),
    );
    if (!ok && anyInPalette) reasons.push(`named note “${p}” missing`);
  }
  for (const a of c.absent ?? []) {
    const bad = lines.filter((l) => l.facets.includes(a));
    if (bad.length > 0) reasons.push(`“${a}” present: ${bad.map((l) => l.materialId).join(', ')}`);
  }
  return { agree: reasons.length === 0, expressible, share, reasons };
}

export interface AgreementReport {
  total: number;
  agreed: number;
  rate: number;
  byPalette: Record<MaterialsType, { total: number; agreed: number; rate: number }>;
  byComplexity: Record<Complexity, { total: number; agreed: number; rate: number }>;
  failures: { description: string; materialsType: MaterialsType; complexity: Complexity; reasons: string[] }[];
}

/** Runs every case in every palette and complexity (concentration 20 %, 100 g). */
export function agreementReport(generate: (b: FormulaBrief) => Formula = generateFormula): AgreementReport {
  const cell = () => ({ total: 0, agreed: 0, rate: 0 });
  const byPalette = { natural: cell(), synthetic: cell(), natural_synthetic: cell() };
  const byComplexity = { simple: cell(), medium: cell(), complex: cell() };
  const failures: AgreementReport['failures'] = [];
  let total = 0;
  let agreed = 0;
  for (const c of EVAL_CASES) {
    for (const materialsType of MATERIALS_TYPES) {
      for (const complexity of COMPLEXITIES) {
        const brief: FormulaBrief = {
          description: c.description,
          referencePerfume: c.reference,
          notesToAvoid: c.avoid,
          materialsType,
          complexity,
          totalGrams: 100,
          concentration: 20,
        };
        const r = judge(c, brief, () => generate(brief));
        total++;
        byPalette[materialsType].total++;
        byComplexity[complexity].total++;
        if (r.agree) {
          agreed++;
          byPalette[materialsType].agreed++;
          byComplexity[complexity].agreed++;
        } else failures.push({ description: c.description, materialsType, complexity, reasons: r.reasons });
      }
    }
  }
  for (const x of [...Object.values(byPalette), ...Object.values(byComplexity)]) x.rate = x.total ? x.agreed / x.total : 0;
  return { total, agreed, rate: total ? agreed / total : 0, byPalette, byComplexity, failures };
}

export const RANDOM_WORDS = [
  'fresh',
  'citrus',
  'rose',
  'jasmine',
  'ylang',
  'tuberose',
  'clove',
  'cinnamon',
  'basil',
  'tarragon',
  'nutmeg',
  'lemongrass',
  'litsea',
  'tonka',
  'coumarin',
  'lavender',
  'geranium',
  'rose oil',
  'saffron',
  'black tea',
  'vanilla',
  'amber',
  'oud',
  'leather',
  'musk',
  'sandalwood',
  'iso e super',
  'cashmeran',
  'benzyl benzoate',
  'raspberry',
  'strawberry',
  'cyclamen',
  'exaltolide',
  'sandalore',
  'peru balsam',
  'opoponax',
  'carnation',
  'isoeugenol',
  'eugenol',
  'citral',
  'lemon',
  'chai',
  'coffee',
  'spicy',
  'powdery',
  'white flowers',
  'honey',
  'incense',
  'smoky',
  'green',
  'marine',
  'woody',
  'floral',
  'gourmand',
  'cherry',
  'fig',
];

/** IFRA rules broken (ifra.ts: own Standards, constituents, group sums) over `n` seeded random briefs × palettes × complexities × concentrations. */
export function ifraSweep(
  n: number,
  generate: (b: FormulaBrief) => Formula = generateFormula,
  seed = 14,
): { formulas: number; exceeding: number; byId: Record<string, number> } {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  const concentrations = [4, 10, 15, 20, 25, 30, 40, 100];
  let formulas = 0;
  let exceeding = 0;
  const byId: Record<string, number> = {};
  for (let i = 0; i < n; i++) {
    const description = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => pick(RANDOM_WORDS)).join(' and ');
    for (const materialsType of MATERIALS_TYPES) {
      for (const complexity of COMPLEXITIES) {
        const concentration = pick(concentrations);
        let f: Formula;
        try {
          f = generate({ description, materialsType, complexity, totalGrams: 100, concentration });
        } catch (e) {
          if (e instanceof FormulaBriefError) continue;
          throw e;
        }
        formulas++;
        const ex = ifraBreaches(f.lines, f.concentration);
        if (ex.length > 0) exceeding++;
        for (const x of ex) byId[x.rule.id] = (byId[x.rule.id] ?? 0) + 1;
      }
    }
  }
  return { formulas, exceeding, byId };
}

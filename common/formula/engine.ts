/**
 * The formula engine: validates a brief, builds the palette it allows, selects materials per tier, and
 * apportions exact shares under maximum-use and IFRA limits (of the brief's product category, Category 4 by default).
 */
import { gramsFor, largestRemainder, waterFill } from './apportion';
import { type Accord, AFFINITY, odourCarrierRank, triggerKeys } from './accords';
import { compose, type ComposeLine, NEUTRAL_FILLERS, STOCK_FILLERS } from './compose';
import { familyWeights, interpretBrief, type Interpretation, materialsMatchingAvoidTerm, perfumesOfBrand, termFacets } from './brief';
import {
  type ConstituentId,
  CONSTITUENTS,
  ifraBreaches,
  HOUSE_CONSTITUENT_MARGIN,
  type IfraMargin,
  type IfraRule,
  NEW_FORMULA_MARGIN,
  ruleLimitText,
  rulesOf,
  sharesARule,
} from './ifra';
import { categoryText, DEFAULT_CATEGORY, IFRA_CATEGORIES, type IfraCategory, productCategory } from './categories';
import { diluentFor, ifraLimitFor, materialById, usableMaterials } from './materials';
import { referencePerfumes } from './reference-perfumes';
import { hash32, key, normalise, prng } from './text';
import {
  COMPLEXITIES,
  COMPLEXITY_RANGES,
  FAMILIES,
  NOT_A_SCENT_MESSAGE,
  type Complexity,
  DEFAULT_CONCENTRATION,
  DEFAULT_TIER_SPLIT,
  type Facet,
  type Formula,
  type FormulaBrief,
  FormulaBriefError,
  type FormulaLine,
  type LineRole,
  MATERIALS_TYPES,
  MAX_AVOID_LENGTH,
  MAX_CONCENTRATION,
  MAX_DESCRIPTION_LENGTH,
  MAX_REFERENCE_LENGTH,
  MAX_TOTAL_GRAMS,
  MIN_CONCENTRATION,
  MIN_LINE_HUNDREDTHS,
  MIN_TOTAL_GRAMS,
  MIN_USABLE_HUNDREDTHS,
  type Material,
  type MaterialsType,
  type BriefReading,
  type Tier,
  TIERS,
  type TierSummary,
} from './types';

// ---------------------------------------------------------------------------------------------------------
// Validation.
// ---------------------------------------------------------------------------------------------------------

function optionalText(value: unknown, field: 'referencePerfume' | 'notesToAvoid', max: number): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new FormulaBriefError('INVALID_BRIEF', `${field} must be text.`, field);
  if (value.length > max) {
    throw new FormulaBriefError(
      field === 'referencePerfume' ? 'REFERENCE_TOO_LONG' : 'AVOID_TOO_LONG',
      `${field === 'referencePerfume' ? 'The reference perfume' : 'Notes to avoid'} must be at most ${max} characters.`,
      field,
    );
  }
  return value.trim();
}

/** Checks a brief and fills in defaults; throws FormulaBriefError naming the offending field. */
export function validateBrief(input: FormulaBrief): Required<FormulaBrief> {
  if (typeof input !== 'object' || input === null) throw new FormulaBriefError('INVALID_BRIEF', 'A brief is required.', null);
  const raw = input as unknown as Record<string, unknown>;
  if (typeof raw.description !== 'string') throw new FormulaBriefError('DESCRIPTION_EMPTY', 'Describe the scent you want.', 'description');
  const description = raw.description.trim();
  if (description === '') throw new FormulaBriefError('DESCRIPTION_EMPTY', 'Describe the scent you want.', 'description');
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    throw new FormulaBriefError(
      'DESCRIPTION_TOO_LONG',
      `The description must be at most ${MAX_DESCRIPTION_LENGTH} characters.`,
      'description',
    );
  }
  const referencePerfume = optionalText(raw.referencePerfume, 'referencePerfume', MAX_REFERENCE_LENGTH);
  const notesToAvoid = optionalText(raw.notesToAvoid, 'notesToAvoid', MAX_AVOID_LENGTH);
  if (!MATERIALS_TYPES.includes(raw.materialsType as MaterialsType)) {
    throw new FormulaBriefError(
      'INVALID_MATERIALS_TYPE',
      'Choose natural, synthetic, or natural and synthetic materials.',
      'materialsType',
    );
  }
  if (!COMPLEXITIES.includes(raw.complexity as Complexity)) {
    throw new FormulaBriefError('INVALID_COMPLEXITY', 'Choose simple, medium or complex.', 'complexity');
  }
  const grams = raw.totalGrams;
  if (typeof grams !== 'number' || !Number.isFinite(grams) || grams < MIN_TOTAL_GRAMS || grams > MAX_TOTAL_GRAMS) {
    throw new FormulaBriefError(
      'GRAMS_OUT_OF_RANGE',
      `The total must be between ${MIN_TOTAL_GRAMS} and ${MAX_TOTAL_GRAMS} g.`,
      'totalGrams',
    );
  }
  if (Math.abs(grams * 100 - Math.round(grams * 100)) > 1e-6) {
    throw new FormulaBriefError('GRAMS_PRECISION', 'The total can have at most two decimals (0.01 g).', 'totalGrams');
  }
  const productCategoryCode = raw.productCategory === undefined || raw.productCategory === null ? DEFAULT_CATEGORY : raw.productCategory;
  if (!IFRA_CATEGORIES.includes(productCategoryCode as IfraCategory)) {
    throw new FormulaBriefError('INVALID_CATEGORY', 'Choose what the formula is for from the list of product types.', 'productCategory');
  }
  // Without a concentration, the product's usual dosage (fine fragrance: 20 %, an eau de parfum).
  const concentration =
    raw.concentration === undefined || raw.concentration === null
      ? productCategoryCode === DEFAULT_CATEGORY
        ? DEFAULT_CONCENTRATION
        : productCategory(productCategoryCode as IfraCategory).typicalConcentration
      : raw.concentration;
  if (
    typeof concentration !== 'number' ||
    !Number.isFinite(concentration) ||
    concentration < MIN_CONCENTRATION ||
    concentration > MAX_CONCENTRATION
  ) {
    throw new FormulaBriefError(
      'CONCENTRATION_OUT_OF_RANGE',
      `The concentration must be between ${MIN_CONCENTRATION} and ${MAX_CONCENTRATION} %.`,
      'concentration',
    );
  }
  return {
    description,
    referencePerfume,
    notesToAvoid,
    materialsType: raw.materialsType as MaterialsType,
    complexity: raw.complexity as Complexity,
    totalGrams: Math.round(grams * 100) / 100,
    concentration,
    productCategory: productCategoryCode as IfraCategory,
  };
}

/** The product category a formula was made for: Category 4 for formulas made before categories existed. */
export function formulaCategory(formula: { brief?: { productCategory?: unknown } }): IfraCategory {
  const code = formula.brief?.productCategory;
  return IFRA_CATEGORIES.includes(code as IfraCategory) ? (code as IfraCategory) : DEFAULT_CATEGORY;
}

// ---------------------------------------------------------------------------------------------------------
// Limits.
// ---------------------------------------------------------------------------------------------------------

/** The IFRA limit on a material alone in a category, percent of the finished product (null = none). */
export function ifraLimitOf(mat: Material, category: IfraCategory = DEFAULT_CATEGORY): number | null {
  return category === DEFAULT_CATEGORY ? mat.ifraCat4 : (ifraLimitFor(mat, category)?.limit ?? null);
}

/** IFRA limit in parts per million of the finished product (integer, so comparisons are exact). */
function ifraPpm(mat: Material, category: IfraCategory): number | null {
  const limit = ifraLimitOf(mat, category);
  return limit === null ? null : Math.round(limit * 10_000);
}

/** The most a material may be in the concentrate, in hundredths of a percent: max use and IFRA at this concentration. */
export function capHundredths(mat: Material, concentration: number, category: IfraCategory = DEFAULT_CATEGORY): number {
  const maxUse = Math.round(mat.maxPct * 100);
  const ppm = ifraPpm(mat, category);
  // share% × concentration/100 ≤ limit%  ⇔  hundredths × concentration ≤ ppm
  const ifra = ppm === null ? Infinity : Math.floor(ppm / concentration + 1e-9);
  return Math.max(0, Math.min(maxUse, ifra, 10_000));
}

/** True when `hundredths` of the material alone complies with IFRA (the category's) at the concentration. */
export function ifraCompliant(
  mat: Material,
  hundredths: number,
  concentration: number,
  category: IfraCategory = DEFAULT_CATEGORY,
): boolean {
  const ppm = ifraPpm(mat, category);
  return ppm === null || hundredths * concentration <= ppm + 1e-9;
}

/** Whether the brief's filters (materials type, notes to avoid, IFRA at its concentration) allow a material. */
export function allowedBy(
  mat: Material,
  type: MaterialsType,
  excluded: ReadonlySet<string>,
  concentration: number,
  category: IfraCategory = DEFAULT_CATEGORY,
): boolean {
  if (mat.prohibited || mat.function === 'diluent') return false;
  if (type !== 'natural_synthetic' && mat.origin !== type) return false;
  if (excluded.has(mat.id)) return false;
  return capHundredths(mat, concentration, category) >= MIN_USABLE_HUNDREDTHS;
}

const NOTHING_FIXED: ReadonlySet<string> = new Set();

/** The lines of integer drafts, as ifra.ts reads them. */
function draftLines(drafts: readonly { mat: Material; hundredths: number }[]): { materialId: string; hundredths: number }[] {
  return drafts.map((d) => ({ materialId: d.mat.id, hundredths: d.hundredths }));
}

/**
 * Brings every IFRA rule within its limit (ifra.ts: own Standards, constituents summed over all materials,
 * group sums and sums of ratios): the members of the worst rule are scaled down together, and what they give
 * up goes to the materials outside it (within their caps), or else to the diluent. Works on integer shares
 * that sum to 10 000 and keeps that sum. `fixed` names materials a customisation has just set: they keep
 * their share (unless they alone break a rule) and receive nothing. Returns the rules that had to be enforced.
 */
export function enforceIfra(
  drafts: DraftLine[],
  concentration: number,
  materialsType: MaterialsType,
  options: { margin?: IfraMargin; fixed?: ReadonlySet<string>; category?: IfraCategory; ceilings?: ReadonlyMap<string, number> } = {},
): IfraRule[] {
  const fixed = options.fixed ?? NOTHING_FIXED;
  const category = options.category ?? DEFAULT_CATEGORY;
  const enforced: IfraRule[] = [];
  for (let guard = 0; guard < 40; guard++) {
    const breaches = ifraBreaches(draftLines(drafts), concentration, options.margin, category);
    if (breaches.length === 0) break;
    const { rule, loadHundredths: load, budgetHundredths: budget } = breaches[0];
    if (!enforced.includes(rule)) enforced.push(rule);
    let fixedLoad = 0;
    for (const d of drafts) if (fixed.has(d.mat.id)) fixedLoad += (rule.weights.get(d.mat.id) ?? 0) * d.hundredths;
    const keepFixed = fixedLoad < budget * 0.99;
    const factor = keepFixed ? ((budget - fixedLoad) / (load - fixedLoad)) * 0.999 : (budget / load) * 0.999;
    let freed = 0;
    for (const d of drafts) {
      if (!rule.weights.has(d.mat.id) || (keepFixed && fixed.has(d.mat.id))) continue;
      const next = Math.floor(d.hundredths * factor);
      freed += d.hundredths - next;
      d.hundredths = next;
    }
    for (let i = drafts.length - 1; i >= 0; i--) if (drafts[i].hundredths < MIN_LINE_HUNDREDTHS) drafts.splice(i, 1);
    // Receivers: materials outside this rule (another rule they are in is checked on the next round). After a
    // few rounds (two rules passing share back and forth), only materials outside every rule over several
    // materials receive, so the loop always ends within the limits.
    const receivers = drafts.filter(
      (d) =>
        d.mat.function !== 'diluent' &&
        !fixed.has(d.mat.id) &&
        (guard < 8 ? !rule.weights.has(d.mat.id) : !sharesARule(d.mat.id, category)),
    );
    const room = receivers.map((d) =>
      Math.max(0, Math.min(capHundredths(d.mat, concentration, category), options.ceilings?.get(d.mat.id) ?? Infinity) - d.hundredths),
    );
    const roomTotal = room.reduce((a, b) => a + b, 0);
    const give = Math.min(freed, Math.floor(roomTotal));
    if (give > 0) {
      const { alloc } = waterFill(
        give,
        receivers.map((d) => Math.max(1, d.hundredths)),
        room,
      );
      const ints = largestRemainder(alloc, give, room.map(Math.floor));
      receivers.forEach((d, i) => {
        d.hundredths += ints[i];
      });
    }
    if (freed - give > 0) {
      const dil = diluentFor(materialsType);
      const existing = drafts.find((d) => d.mat.id === dil.id);
      if (existing) existing.hundredths += freed - give;
      else drafts.push({ mat: dil, tier: 'base', hundredths: freed - give });
    }
  }
  return enforced;
}

/** What a rule limits, for sentences: the material's name for its own Standard, the rule's name otherwise. */
export function ruleName(rule: IfraRule): string {
  return rule.kind === 'material' ? (materialById(rule.id)?.name ?? rule.id) : rule.name;
}

/**
 * The Standard behind a material's own IFRA limit in a category, for sentences: "IFRA_STD_087", or for a limit
 * derived from a constituent "IFRA_STD_100, for the methyl eugenol it contains".
 */
export function ifraBasisText(mat: Material, category: IfraCategory = DEFAULT_CATEGORY): string {
  const found = ifraLimitFor(mat, category);
  if (!found) return categoryText(category);
  if (found.basis !== 'derived') return found.standard;
  const rule = rulesOf(mat.id, category).find((r) => r.rule.kind === 'constituent' && r.rule.standard === found.standard)?.rule;
  const name = rule ? CONSTITUENTS[rule.id as ConstituentId].name.toLowerCase() : 'a restricted constituent';
  return `${found.standard}, for the ${name} it contains`;
}

/** "is" for one material or constituent, "are" for a group. */
export function ruleVerb(rule: IfraRule): 'is' | 'are' {
  return rule.kind === 'sum' || rule.kind === 'sum-of-ratios' ? 'are' : 'is';
}

// ---------------------------------------------------------------------------------------------------------
// Selection.
// ---------------------------------------------------------------------------------------------------------

/** How much each position in a material's facet list counts: its family fully, later facets less. */
const POSITION_WEIGHT = [1, 0.75, 0.55, 0.4, 0.3, 0.25];

/** Structure every tier needs even when the brief is silent about it. */
const TIER_DEFAULTS: Record<Tier, Partial<Record<Facet, number>>> = {
  top: { citrus: 0.2, fresh: 0.15, aromatic: 0.1 },
  heart: { floral: 0.2, spicy: 0.05, aromatic: 0.05 },
  base: { woody: 0.2, musky: 0.2, amber: 0.15 },
};

interface Candidate {
  mat: Material;
  score: number;
  cap: number;
  mentioned: boolean;
  /** Named by the user (mentioned also covers accord materials and notes brought in for a named note). */
  named: boolean;
  fromReference: boolean;
  /** Carries one of the brief's theme facets among its first three. */
  theme: boolean;
  /** Parts in an accord the brief calls for (0 = not in one). */
  accordParts: number;
  /** One of the two main materials of a called-for accord: bringing a named note in never swaps it out. */
  accordCore: boolean;
  /** How well it supports the theme (affinity table), 0 = unrelated. */
  affinity: number;
  /**
   * The most a first draft gives it: the cap from maximum use and IFRA less some headroom (DRAFT_HEADROOM), so
   * the perfumer can still push it; lower for materials unrelated to the theme (`cap` may be lower still).
   */
  fullCap: number;
  /** The cap from maximum use and IFRA alone: a draft reaches it only when nothing else can fill the formula. */
  hardCap: number;
  /** A blender or fixative outside the theme, held below its usual cap so the theme leads. */
  heldSupport: boolean;
  /** Carries a note, family or accord of the brief (or its reference perfume): may lead the formula. */
  onBrief: boolean;
}

/** A material carries a facet when it is among its first three (family, signature, next). */
function carriesAny(mat: Material, facets: ReadonlySet<Facet>): boolean {
  for (let i = 0; i < 3 && i < mat.facets.length; i++) if (facets.has(mat.facets[i])) return true;
  return false;
}

/**
 * Support weights for a theme: the facets the affinity table says blend with the theme's families, each
 * scaled by how strongly the brief asks for that family.
 */
function affinityWeights(weights: Map<Facet, number>, theme: ReadonlySet<Facet>): Map<Facet, number> {
  const out = new Map<Facet, number>();
  for (const fam of FAMILIES) {
    const w = Math.max(weights.get(fam) ?? 0, theme.has(fam) ? 1 : 0);
    if (w < 0.3) continue;
    for (const [f, a] of Object.entries(AFFINITY[fam]) as [Facet, number][]) out.set(f, Math.max(out.get(f) ?? 0, a * w));
  }
  return out;
}

function scoreMaterial(
  mat: Material,
  weights: Map<Facet, number>,
  jitter: number,
  mentioned: boolean,
  fromReference: boolean,
  support: Map<Facet, number> | null,
  theme: boolean,
): number {
  const defaults = TIER_DEFAULTS[mat.note];
  // With a theme, structure comes from what suits it (affinity), not from all-purpose tier defaults.
  const defaultScale = support ? 0.25 : 1;
  let s = 0;
  mat.facets.forEach((f, i) => {
    s += ((weights.get(f) ?? 0) + (defaults[f] ?? 0) * defaultScale + 0.6 * (support?.get(f) ?? 0)) * (POSITION_WEIGHT[i] ?? 0.2);
  });
  if (mentioned) s += 2.5;
  if (fromReference) s += 0.8;
  if (theme) s += 0.5;
  if (mat.function === 'fixative' && mat.note === 'base') s += 0.1;
  if (mat.function === 'blender') s += 0.08;
  return s + jitter;
}

interface AccordNote {
  accord: Accord;
  /** Its materials the palette allows. */
  used: string[];
  /** False when the palette has no variant of it, or filters removed some of its materials. */
  complete: boolean;
}

/** What the explanation needs to say about the theme. */
interface ThemeReport {
  theme: ReadonlySet<Facet>;
  accordNotes: readonly AccordNote[];
  /** Named notes no material of the palette carries. */
  unexpressed: readonly Facet[];
  /** Named notes no material of the palette smells of on its own, and the material that approximates each. */
  approximated: readonly { note: Facet; by: string }[];
  /** Share of the theme's materials in the concentrate (0–1), null without a theme. */
  themeShare: number | null;
  /** Blenders, fixatives and other lines off the brief held below the theme so it leads (material ids). */
  heldBack: readonly string[];
  /** True when the diluent fills what the materials' use limits left; false when IFRA reductions left it. */
  diluentFromLimits: boolean;
  /** The core the formula was composed around (compose.ts): its materials and what it stands for; null when none. */
  core: { ids: ReadonlySet<string>; parts: readonly string[] } | null;
  /** Materials in the formula that neither carry nor support the theme. */
  unrelated: ReadonlySet<string>;
}

/**
 * A first draft keeps each material below its cap so customising has room: 20 % of the cap for materials
 * capped under 10 %, and 2 points (15 % of the cap for large caps) above that. Only when the formula cannot
 * be filled otherwise does a line go up to its cap.
 */
export function draftCap(capHundredthsOfMat: number): number {
  if (capHundredthsOfMat < 1000) return Math.floor(capHundredthsOfMat * 0.8);
  return capHundredthsOfMat - Math.max(200, Math.floor(capHundredthsOfMat * 0.15));
}

/**
 * What a blender or fixative outside the theme may take (hundredths): a soft blender (Iso E Super,
 * Galaxolide, Hedione) up to 12 %, 8 % in light or gourmand briefs where its woody or musky bulk would
 * show; a stronger base (Vertofix; Cashmeran, Ambroxan) 8 % or 4 %; twice that to fill the formula, more only when
 * nothing else can.
 */
function supportCap(mat: Material, lightOrGourmand: boolean): number {
  if (mat.strength === 1) return lightOrGourmand ? 800 : 1200;
  return mat.strength === 2 ? 800 : 400;
}

/** A facet weighing at least this much in the brief is one of its notes or families (may lead the formula). */
const BRIEF_FACET_WEIGHT = 0.45;

/** Characters too general to put a material on the brief unless they are its theme. */
const LOOSE_CHARACTERS: ReadonlySet<Facet> = new Set<Facet>([
  'fresh',
  'sweet',
  'dry',
  'clean',
  'creamy',
  'powdery',
  'balsamic',
  'herbal',
  'spicy',
  'floral',
  'woody',
]);

/** Share of the concentrate the theme's materials must carry when the palette allows. */
const THEME_SHARE = 0.5;

/**
 * Theme first: when the materials carrying the brief's theme hold less than THEME_SHARE of the planned
 * shares, the others give up share in proportion, and the theme's materials take it within their caps.
 * Returns the theme's final share.
 */
function raiseTheme(lines: { c: Candidate; desired: number; real: number }[]): number {
  const total = lines.reduce((s, l) => s + l.real, 0);
  if (total <= 0) return 0;
  const themed = lines.filter((l) => l.c.theme);
  const others = lines.filter((l) => !l.c.theme);
  const themeSum = themed.reduce((s, l) => s + l.real, 0);
  const otherSum = total - themeSum;
  const want = THEME_SHARE * total - themeSum;
  if (want <= 1e-9 || themed.length === 0 || otherSum <= 0) return themeSum / total;
  const { alloc, leftover } = waterFill(
    Math.min(want, otherSum * 0.9),
    themed.map((l) => l.desired),
    themed.map((l) => Math.max(0, l.c.cap - l.real)),
  );
  const moved = Math.min(want, otherSum * 0.9) - leftover;
  themed.forEach((l, i) => {
    l.real += alloc[i];
  });
  const keep = 1 - moved / otherSum;
  for (const l of others) l.real *= keep;
  return (themeSum + moved) / total;
}

/** The most a minor note's carrier takes (hundredths, by odour strength): "a touch of benzoin" is 4.5 %, not a fifth of the formula. */
export const MINOR_NOTE_HUNDREDTHS: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 700, 2: 450, 3: 250, 4: 50 };

/** Smallest share (hundredths of the concentrate) at which a material of each odour strength reads in a formula. */
export const PERCEIVABLE_HUNDREDTHS: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 500, 2: 250, 3: 100, 4: 20 };

/** The share a material needs to be perceived, within what it may have. */
export function perceivableFor(mat: Material, capHundredthsOfMat: number): number {
  return Math.min(PERCEIVABLE_HUNDREDTHS[mat.strength], capHundredthsOfMat);
}

/**
 * The share at which a named note's carrier reads against the rest of the formula rather than only being
 * detectable (hundredths, by odour strength): a named tea, basil or mimosa must show, not hide at threshold.
 */
export const NAMED_NOTE_HUNDREDTHS: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 800, 2: 500, 3: 300, 4: 60 };

/**
 * The most a family neighbour may take (hundredths, by odour strength) when the brief names specific notes:
 * lavender in a gin brief, bergamot beside grapefruit, Verdox in a forest floor are modifiers, not leads.
 */
/**
 * What the brief's own materials must be able to carry (hundredths) for its neighbours to be held at
 * NEIGHBOUR_HUNDREDTHS; with a thinner palette (a natural osmanthus, mint from strong oils alone) the
 * neighbours carry more of the theme, at THIN_NEIGHBOUR_SCALE times that.
 */
const SPECIFIC_CAPACITY = 4000;
/** How much a neighbour's selection score counts against the brief's own materials. */
const NEIGHBOUR_SCORE = 0.6;
/** A stock filler off the brief's notes (hinoki, ho wood, lavender in a coffee) is chosen last and held small. */
const STOCK_FILLER_SCORE = 0.3;
const STOCK_FILLER_HUNDREDTHS = 200;
/** Notes loud enough that a material smelling of them changes what the formula is: they come in only when asked. */
const LOUD_NOTES: ReadonlySet<Facet> = new Set(['coffee', 'chocolate', 'oud', 'anise', 'tobacco', 'mint', 'coconut']);
const LOUD_NOTE_SCORE = 0.1;
const LOUD_NOTE_HUNDREDTHS = 50;
const THIN_NEIGHBOUR_SCALE = 2;

const NEIGHBOUR_HUNDREDTHS: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 1400, 2: 1000, 3: 600, 4: 200 };

/** Every usable material that carries a note by its smell, with its odourCarrierRank (computed once per note). */
function carrierRanks(note: Facet): ReadonlyMap<string, number> {
  let ranks = CARRIER_RANKS.get(note);
  if (!ranks) {
    ranks = new Map();
    for (const m of usableMaterials) {
      const r = odourCarrierRank(m, note);
      if (r > 0) ranks.set(m.id, r);
    }
    CARRIER_RANKS.set(note, ranks);
  }
  return ranks;
}
const CARRIER_RANKS = new Map<Facet, Map<string, number>>();

/** The best carrier of a named note among candidates: the material that smells of it first, then score. */
function bestCarrier<T>(
  items: readonly T[],
  note: Facet,
  better: (a: T, b: T) => boolean,
  matOf: (x: T) => Material = (x) => (x as unknown as { mat: Material }).mat,
): T | undefined {
  let best: T | undefined;
  let bestRank = 0;
  const ranks = carrierRanks(note);
  for (const x of items) {
    const r = ranks.get(matOf(x).id) ?? 0;
    if (r === 0) continue;
    if (!best || r > bestRank || (r === bestRank && better(x, best))) {
      best = x;
      bestRank = r;
    }
  }
  return best;
}

interface PlannedLine {
  c: Candidate;
  tier: Tier;
  desired: number;
  real: number;
}

/** The least share the carrier of a note asked for with emphasis ("lots of nutmeg") gets, by odour strength. */
export const EMPHASIS_HUNDREDTHS: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 1500, 2: 1000, 3: 600, 4: 200 };
function emphasisFloor(mat: Material, cap: number): number {
  return Math.min(EMPHASIS_HUNDREDTHS[mat.strength], cap);
}
/** A material named with emphasis ("lots of champaca") goes near its limit, whatever its strength, up to a quarter. */
function emphasisedMaterialFloor(mat: Material, cap: number): number {
  return Math.min(cap, Math.max(EMPHASIS_HUNDREDTHS[mat.strength], Math.min(0.9 * cap, EMPHASISED_MATERIAL_MAX)));
}
const EMPHASISED_MATERIAL_MAX = 2500;
/** The ids of the materials chosen so far, over the three tiers. */
function chosenIds(chosen: Record<Tier, readonly Candidate[]>): Set<string> {
  return new Set(TIERS.flatMap((t) => chosen[t].map((c) => c.mat.id)));
}
/** A note rather than a family or a character ("nutmeg", "violet", not "spicy" or "fresh"). */
function isSpecificNote(f: Facet): boolean {
  return !LOOSE_CHARACTERS.has(f) && !(FAMILIES as readonly string[]).includes(f);
}
/** The share a named note's carrier gets: enough to read against the mass (NAMED_NOTE_HUNDREDTHS), within its cap. */
function namedNoteFloor(mat: Material, cap: number): number {
  return Math.min(Math.max(NAMED_NOTE_HUNDREDTHS[mat.strength], PERCEIVABLE_HUNDREDTHS[mat.strength]), cap);
}

/**
 * Every note the brief names, and every material it names, is perceivable: the line that carries it best
 * gets at least the share its odour strength needs (a trace for a powerful material, several percent for a
 * weak one), within its caps; the other lines give up that share in proportion. Returns the lines raised.
 */
function perceivableFloors(
  lines: PlannedLine[],
  namedFacets: readonly Facet[],
  emphasis: { facets: ReadonlySet<Facet>; materials: ReadonlySet<string> } = { facets: new Set(), materials: new Set() },
): Set<PlannedLine> {
  const floors = new Map<PlannedLine, number>();
  const want = (l: PlannedLine, h: number) => floors.set(l, Math.max(floors.get(l) ?? 0, h));
  for (const l of lines) if (l.c.named) want(l, namedNoteFloor(l.c.mat, l.c.fullCap));
  // "Lots of nutmeg": the material, or the carrier of a specific note, asked for with emphasis leads.
  // Up to its limit itself: the headroom kept for customising matters less than what was asked for.
  for (const l of lines) if (emphasis.materials.has(l.c.mat.id)) want(l, emphasisedMaterialFloor(l.c.mat, l.c.hardCap));
  // Each named note: the line that smells of it most (odourCarrierRank: its name says the note, then its
  // signature facet) gets the share at which it reads against the rest; a weak carrier (menthol for mint)
  // does not count.
  for (const f of namedFacets) {
    const best = bestCarrier(
      lines,
      f,
      (a, b) => a.real / perceivableFor(a.c.mat, a.c.fullCap) > b.real / perceivableFor(b.c.mat, b.c.fullCap),
      (l) => l.c.mat,
    );
    if (best)
      want(
        best,
        emphasis.facets.has(f) && isSpecificNote(f)
          ? emphasisFloor(best.c.mat, best.c.hardCap)
          : namedNoteFloor(best.c.mat, best.c.fullCap),
      );
  }
  let deficit = 0;
  for (const [l, h] of floors) deficit += Math.max(0, h - l.real);
  if (deficit <= 1e-9) return new Set(floors.keys());
  const donors = lines.filter((l) => !floors.has(l));
  const donorSum = donors.reduce((a, l) => a + l.real, 0);
  const scale = donorSum > 0 ? Math.max(0.5, 1 - deficit / donorSum) : 1;
  const given = donorSum * (1 - scale);
  for (const l of donors) l.real *= scale;
  const raise = given / deficit;
  for (const [l, h] of floors) if (h > l.real) l.real += (h - l.real) * Math.min(1, raise);
  return new Set(floors.keys());
}

/**
 * The brief leads: the three largest materials carry a note, family or accord of the brief, and blenders or
 * fixatives outside the theme stay below its largest material. A line off the brief above the third largest
 * line on it is cut to just below it (a supporting blender to the theme's largest), and the share goes to the
 * lines on the brief that have room; when they have none, the best material on the brief that is not yet in
 * the formula comes in (within the complexity's maximum). Floored lines (named notes) keep their share.
 */
function leadWithBrief(
  lines: PlannedLine[],
  palette: readonly Candidate[],
  maxCount: number,
  floored: ReadonlySet<PlannedLine>,
  namedFacets: ReadonlySet<Facet>,
  cutLines: Set<PlannedLine>,
): void {
  // A blender or fixative leads only when it carries a note the brief names (Galaxolide in a laundry musk).
  const supporting = (c: Candidate) =>
    !c.named && (c.mat.function === 'blender' || c.mat.function === 'fixative') && !carriesAny(c.mat, namedFacets);
  for (let guard = 0; guard < 12; guard++) {
    const on = lines.filter((l) => l.c.onBrief).sort((a, b) => b.real - a.real);
    if (on.length === 0) return;
    const third = on[Math.min(2, on.length - 1)].real;
    const themeMax = Math.max(0, ...lines.filter((l) => (l.c.theme || l.c.mentioned) && !supporting(l.c)).map((l) => l.real));
    const limit = (l: PlannedLine): number => {
      let x = l.c.onBrief ? Infinity : third * 0.97;
      if (supporting(l.c) && themeMax > 0) x = Math.min(x, themeMax * 0.97);
      return x;
    };
    let excess = 0;
    const cuts = lines.map((l) => {
      const e = floored.has(l) ? 0 : Math.max(0, l.real - limit(l));
      excess += e;
      return e;
    });
    if (excess <= 1) return;
    // Room below the draft caps first; when that is not enough, lines on the brief go up to their caps
    // (the theme needs them more than the headroom for customising).
    const ceiling = (l: PlannedLine, full: boolean) => Math.min(full && l.c.onBrief ? l.c.hardCap : l.c.fullCap, limit(l));
    let receivers = lines.filter((l, i) => cuts[i] === 0 && ceiling(l, false) > l.real);
    let room = receivers.map((l) => Math.max(0, ceiling(l, false) - l.real));
    let roomTotal = room.reduce((a, b) => a + b, 0);
    if (roomTotal < excess && lines.length >= maxCount) {
      receivers = lines.filter((l, i) => cuts[i] === 0 && ceiling(l, true) > l.real);
      room = receivers.map((l) => Math.max(0, ceiling(l, true) - l.real));
      roomTotal = room.reduce((a, b) => a + b, 0);
    }
    if (roomTotal < excess && lines.length < maxCount) {
      const inFormula = new Set(lines.map((l) => l.c.mat.id));
      let best: Candidate | null = null;
      for (const c of palette) {
        if (!c.onBrief || inFormula.has(c.mat.id)) continue;
        if (!best || c.score * Math.min(1, c.fullCap / excess) > best.score * Math.min(1, best.fullCap / excess)) best = c;
      }
      // None left on the brief: a material that blends with it spreads the rest thinner.
      if (!best) {
        for (const c of palette) {
          if (c.affinity <= 0 || inFormula.has(c.mat.id) || supporting(c)) continue;
          if (!best || c.score > best.score) best = c;
        }
      }
      if (best) {
        lines.push({ c: best, tier: best.mat.note, desired: best.mat.typicalPct, real: 0 });
        continue;
      }
    }
    if (roomTotal < excess) {
      // At the complexity's maximum: the smallest line off the brief makes way for the material on the brief
      // with the most room, if that adds room.
      const inFormula = new Set(lines.map((l) => l.c.mat.id));
      let best: Candidate | null = null;
      for (const c of palette) {
        if (!c.onBrief || inFormula.has(c.mat.id)) continue;
        if (!best || c.hardCap > best.hardCap || (c.hardCap === best.hardCap && c.score > best.score)) best = c;
      }
      // A tier keeps at least one line, unless the newcomer is of the same tier.
      const victim = lines
        .filter(
          (l) =>
            !l.c.onBrief &&
            !floored.has(l) &&
            !l.c.named &&
            (l.tier === best?.mat.note || lines.filter((o) => o.tier === l.tier).length > 1),
        )
        .sort((a, b) => a.real - b.real || a.c.mat.id.localeCompare(b.c.mat.id))[0];
      if (victim && best && best.hardCap > victim.real + 100) {
        lines.splice(lines.indexOf(victim), 1, { c: best, tier: best.mat.note, desired: best.mat.typicalPct, real: victim.real });
        continue;
      }
    }
    const give = Math.min(excess, roomTotal);
    if (give <= 1) return;
    const share = give / excess;
    lines.forEach((l, i) => {
      l.real -= cuts[i] * share;
      if (cuts[i] > 0) cutLines.add(l);
    });
    const { alloc } = waterFill(
      give,
      receivers.map((l) => Math.max(0.01, l.desired)),
      room,
    );
    receivers.forEach((l, i) => {
      l.real += alloc[i];
    });
  }
}

/** Facets whose briefs may carry sweeteners (vanillin, coumarin, maltols, balsams) above SWEETENER_MAX. */
const SWEET_THEMES: ReadonlySet<Facet> = new Set<Facet>([
  'gourmand',
  'vanilla',
  'tonka',
  'caramel',
  'amber',
  'balsamic',
  'chocolate',
  'coffee',
  'honey',
  'almond',
]);
/** Facets of fresh themes: they get a real top (FRESH_TOP_MIN) and a bounded base (FRESH_BASE_MAX). */
const FRESH_THEMES: ReadonlySet<Facet> = new Set<Facet>([
  'citrus',
  'lemon',
  'lime',
  'orange',
  'grapefruit',
  'bergamot',
  'mandarin',
  'aquatic',
  'marine',
  'ozonic',
  'mint',
]);
/** Facets of woody themes: their woods are not bounded. */
const WOODY_THEMES: ReadonlySet<Facet> = new Set<Facet>([
  'woody',
  'sandalwood',
  'cedar',
  'vetiver',
  'patchouli',
  'oud',
  'mossy',
  'earthy',
  'smoky',
  'leathery',
  'amber',
]);
/** Facets of warm themes: their base is not bounded. */
const WARM_THEMES: ReadonlySet<Facet> = new Set<Facet>([
  'woody',
  'amber',
  'gourmand',
  'musky',
  'leathery',
  'oud',
  'vanilla',
  'resinous',
  'balsamic',
  'tobacco',
  'incense',
  'smoky',
  'sandalwood',
  'patchouli',
  'vetiver',
  'cedar',
  'cinnamon',
  'clove',
  'anise',
  'saffron',
  'honey',
  'tonka',
  'caramel',
  'animalic',
]);
/** Bounds (hundredths) on what the base of a theme can carry. */
const MUSK_MAX = 2500;
/** Musks when the brief asks for a hint of musk only, and when it is about musk (a laundry musk is still more
 * than its musks). */
const MUSK_HINT_MAX = 1000;
const MUSK_BRIEF_MAX = 4500;
const SWEETENER_MAX = 1500;
const FRESH_BASE_MAX = 3000;
/** Woods in the base of a brief that is not about wood (sandalwoods under a frangipani, cedar under a pear). */
const WOOD_MAX = 2500;
const FRESH_TOP_MIN = 2000;
/** A warm theme's top (spices, musks, leather, gourmands) opens the formula but does not fill it. */
const WARM_TOP_MAX = 1500;

/** A sweetener: vanilla, caramel or tonka among its first three facets (vanillin, coumarin, maltols, balsams). */
function isSweetener(mat: Material): boolean {
  return carriesAny(mat, SWEETENER_FACETS);
}
const SWEETENER_FACETS: ReadonlySet<Facet> = new Set<Facet>(['vanilla', 'caramel', 'tonka']);

/**
 * Moves up to `amount` from the `from` lines (in proportion, floored lines kept at their floor) to the `to`
 * lines with room below their draft caps (lines on the brief first); returns what moved.
 */
function moveShare(
  lines: PlannedLine[],
  from: (l: PlannedLine) => boolean,
  to: (l: PlannedLine) => boolean,
  amount: number,
  floored: ReadonlySet<PlannedLine>,
  upToCaps = false,
): number {
  const donors = lines.filter((l) => from(l) && !floored.has(l) && l.real > 0);
  const available = donors.reduce((a, l) => a + l.real * 0.9, 0);
  let want = Math.min(amount, available);
  if (want <= 1) return 0;
  let moved = 0;
  // Lines on the brief within their draft caps, then the others within theirs; with `upToCaps`, lines on
  // the brief up to their full caps last.
  for (const pass of upToCaps ? [0, 1, 2] : [0, 1]) {
    const onBrief = pass !== 1;
    const receivers = lines.filter((l) => !from(l) && to(l) && l.c.onBrief === onBrief);
    const ceiling = (l: PlannedLine) => (pass === 2 ? l.c.hardCap : pass === 0 ? l.c.fullCap : Math.min(l.c.cap, l.c.fullCap));
    const room = receivers.map((l) => Math.max(0, ceiling(l) - l.real));
    const roomTotal = room.reduce((a, b) => a + b, 0);
    const give = Math.min(want, roomTotal);
    if (give <= 1) continue;
    const { alloc } = waterFill(
      give,
      receivers.map((l) => Math.max(0.01, l.desired)),
      room,
    );
    receivers.forEach((l, i) => {
      l.real += alloc[i];
    });
    moved += give;
    want -= give;
  }
  const donorSum = donors.reduce((a, l) => a + l.real, 0);
  for (const l of donors) l.real -= (moved * l.real) / donorSum;
  return moved;
}

/**
 * Structure by theme: musks at most MUSK_MAX unless the brief is about musk or clean skin and laundry (then
 * MUSK_BRIEF_MAX; MUSK_HINT_MAX when it asks for a hint of musk),
 * sweeteners at most SWEETENER_MAX unless it is gourmand, ambery or balsamic, and a fresh theme keeps a real
 * top (FRESH_TOP_MIN) over a bounded base (FRESH_BASE_MAX). What a bound frees goes to the other lines within
 * their draft caps; a bound that nothing can take stays as it was.
 */
function boundStructure(
  lines: PlannedLine[],
  floored: ReadonlySet<PlannedLine>,
  brief: {
    muskBrief: boolean;
    muskHint: boolean;
    sweetBrief: boolean;
    woodyBrief: boolean;
    fresh: boolean;
    warm: boolean;
    lessSweet: boolean;
  },
): void {
  const sum = (p: (l: PlannedLine) => boolean) => lines.reduce((a, l) => a + (p(l) ? l.real : 0), 0);
  const any = () => true;
  const musk = (l: PlannedLine) => l.c.mat.family === 'musky';
  const muskMax = brief.muskBrief ? MUSK_BRIEF_MAX : brief.muskHint ? MUSK_HINT_MAX : MUSK_MAX;
  if (sum(musk) > muskMax) moveShare(lines, musk, any, sum(musk) - muskMax, floored, true);
  const sweet = (l: PlannedLine) => isSweetener(l.c.mat);
  if ((!brief.sweetBrief || brief.lessSweet) && sum(sweet) > SWEETENER_MAX)
    moveShare(lines, sweet, any, sum(sweet) - SWEETENER_MAX, floored, true);
  const wood = (l: PlannedLine) => l.c.mat.family === 'woody' && l.tier === 'base' && !l.c.mentioned;
  if (!brief.woodyBrief && sum(wood) > WOOD_MAX) moveShare(lines, wood, any, sum(wood) - WOOD_MAX, floored);
  if (brief.warm && !brief.fresh) {
    const top = (l: PlannedLine) => l.tier === 'top' && !l.c.mentioned;
    const total = sum(any);
    const cap = (WARM_TOP_MAX * total) / 10_000;
    if (sum(top) > cap) moveShare(lines, top, (l) => l.tier !== 'top', sum(top) - cap, floored);
  }
  if (brief.fresh && !brief.warm) {
    const base = (l: PlannedLine) => l.tier === 'base';
    if (sum(base) > FRESH_BASE_MAX) moveShare(lines, base, any, sum(base) - FRESH_BASE_MAX, floored);
    const top = (l: PlannedLine) => l.tier === 'top';
    const total = sum(any);
    if (sum(top) > 0 && sum(top) < (FRESH_TOP_MIN * total) / 10_000) {
      moveShare(
        lines,
        (l) => !top(l),
        (l) => top(l) && l.c.onBrief,
        (FRESH_TOP_MIN * total) / 10_000 - sum(top),
        floored,
      );
    }
  }
}

/** A neutral filler the brief neither names nor writes into an accord leads no formula: at most this (hundredths). */
const FILLER_LEAD_MAX = 1000;
/** The least a top takes (hundredths of the concentrate) when it has materials: a fine fragrance opens. Fresh
 * briefs (colognes, citrus) want more, warm ones (orientals, gourmands) may take less. */
const TOP_MIN = { plain: 1000, fresh: 1800, warm: 800 } as const;

/**
 * The formula's last balance, moving share only to lines on the brief (never to musks or sweeteners, which
 * boundStructure has bounded) within their draft caps, so customising keeps its headroom: a neutral filler
 * (Hedione, linalool, dihydromyrcenol, Iso E Super, petitgrain…) above FILLER_LEAD_MAX (twice that when named
 * as a note or written by an accord) hands the excess on; a line off the brief stays below the brief's third
 * largest line; and a top below TOP_MIN takes share from the base, then the heart.
 */
function balanceTiers(lines: PlannedLine[], floored: ReadonlySet<PlannedLine>, brief: { fresh: boolean; warm: boolean }): void {
  const total = lines.reduce((a, l) => a + l.real, 0);
  if (total <= 0) return;
  const to = (p: (l: PlannedLine) => boolean) => (l: PlannedLine) =>
    p(l) && l.c.onBrief && l.c.mat.family !== 'musky' && !isSweetener(l.c.mat);
  const filler = (l: PlannedLine) => NEUTRAL_FILLERS.has(l.c.mat.id) && !l.c.named;
  const fillerMax = (l: PlannedLine) => ((l.c.mentioned || l.c.accordParts > 0 ? 2 : 1) * FILLER_LEAD_MAX * total) / 10_000;
  for (const line of lines)
    if (filler(line) && line.real > fillerMax(line))
      moveShare(
        lines,
        (l) => l === line,
        to((l) => !filler(l)),
        line.real - fillerMax(line),
        floored,
      );
  const onBrief = lines
    .filter((l) => l.c.onBrief)
    .map((l) => l.real)
    .sort((a, b) => b - a);
  if (onBrief.length >= 3)
    for (const line of lines)
      if (!line.c.onBrief && line.real > onBrief[2])
        moveShare(
          lines,
          (l) => l === line,
          to(() => true),
          line.real - onBrief[2],
          floored,
          true,
        );
  const kind = brief.fresh && !brief.warm ? 'fresh' : brief.warm && !brief.fresh ? 'warm' : 'plain';
  const tier = (t: Tier) => (l: PlannedLine) => l.tier === t;
  const share = (t: Tier) => lines.reduce((a, l) => a + (l.tier === t ? l.real : 0), 0);
  const topMin = (TOP_MIN[kind] * total) / 10_000;
  if (share('top') > 0 && share('top') < topMin) {
    moveShare(lines, tier('base'), to(tier('top')), topMin - share('top'), floored);
    if (share('top') < topMin) moveShare(lines, tier('heart'), to(tier('top')), topMin - share('top'), floored);
  }
}

/** The least share a tier with materials keeps when the brief's materials are elsewhere (a top still opens). */
const TIER_FLOOR = 1000;
/** The most the top grows by taking the others' share, times its split's share: a top opens, it does not carry. */
const TOP_GROWTH = 1.25;
/** A slot moves between tiers for capacity only when it holds this much more (hundredths). */
const SWAP_GAIN_MIN = 300;
/** ...and, when it holds less than what it replaces, when the whole formula keeps this much room in its caps
 * (hundredths), so no diluent is needed. */
const SWAP_ROOM_MIN = 13_000;

/**
 * The tiers follow the brief: a tier whose materials on the brief cannot hold its share of the split (a
 * cinnamon and clove brief's top, a musk brief's citrus) keeps only what they can hold, at least TIER_FLOOR,
 * and the rest goes to the tiers whose materials on the brief have room, the top up to TOP_GROWTH times its split.
 * What they cannot take stays where the split put it, for fitTierCapacity to give that tier materials: without
 * the bound, a citrus top on the brief took 80 % of an apricot-and-tea or a saffron leather whose own heart
 * materials are strong and capped.
 */
function shiftTiersToBrief(chosen: Record<Tier, Candidate[]>, targets: Record<Tier, number>): void {
  const onCap = (t: Tier) => chosen[t].filter((c) => c.onBrief).reduce((a, c) => a + c.fullCap, 0);
  const split = { ...targets };
  let freed = 0;
  for (const t of TIERS) {
    if (chosen[t].length === 0) continue;
    targets[t] = Math.min(targets[t], Math.max(onCap(t), TIER_FLOOR));
    freed += split[t] - targets[t];
  }
  if (freed <= 0) return;
  const spare = TIERS.map((t) => Math.max(0, Math.min(onCap(t), t === 'top' ? TOP_GROWTH * split[t] : Infinity) - targets[t]));
  const room = spare.reduce((a, b) => a + b, 0);
  const taken = Math.min(freed, room);
  const back = freed - taken;
  TIERS.forEach((t, i) => {
    const gave = split[t] - targets[t];
    targets[t] += (room > 0 ? (taken * spare[i]) / room : 0) + (back * gave) / freed;
  });
}

/**
 * Every tier can hold its target: a tier whose materials' caps fall short (a heart of a capped osmanthus and a
 * strong tea) takes the best-scoring material of its own that can carry more, within the complexity's maximum,
 * or in place of the least material of the tier with the most room to spare. Without it, what the tier cannot
 * hold spills into the others' largest lines.
 */
function fitTierCapacity(
  chosen: Record<Tier, Candidate[]>,
  byTier: Record<Tier, Candidate[]>,
  targets: Record<Tier, number>,
  maxCount: number,
): void {
  const inUse = chosenIds(chosen);
  const capOf = (t: Tier) => chosen[t].reduce((s, c) => s + c.fullCap, 0);
  for (const tier of TIERS) {
    for (let guard = 0; guard < 4 && chosen[tier].length > 0 && capOf(tier) < targets[tier]; guard++) {
      const short = targets[tier] - capOf(tier);
      let best: Candidate | null = null;
      let bestValue = -Infinity;
      for (const c of byTier[tier]) {
        if (inUse.has(c.mat.id) || STOCK_FILLERS.has(c.mat.id)) continue;
        const value = c.score * Math.min(1, c.fullCap / short);
        if (value > bestValue) {
          best = c;
          bestValue = value;
        }
      }
      if (!best) break;
      if (inUse.size >= maxCount) {
        // A slot from another tier, its least material (off the theme first), when the move holds more than
        // it loses: the donor tier may fall short by less than this tier gains.
        let swap: { t: Tier; victim: Candidate; gain: number } | null = null;
        for (const t of TIERS) {
          if (t === tier || chosen[t].length < 2) continue;
          const victim = chosen[t].filter((c) => !c.mentioned).sort((a, b) => Number(a.theme) - Number(b.theme) || a.score - b.score)[0];
          if (!victim) continue;
          const gain = Math.min(short, best.fullCap) - Math.max(0, victim.fullCap - (capOf(t) - targets[t]));
          if (gain > SWAP_GAIN_MIN && (!swap || gain > swap.gain)) swap = { t, victim, gain };
        }
        // Never at the cost of the whole formula's room: a diluent is worse than a tier out of balance.
        const whole = TIERS.reduce((a, t) => a + capOf(t), 0);
        if (!swap || (best.fullCap < swap.victim.fullCap && whole - swap.victim.fullCap + best.fullCap < SWAP_ROOM_MIN)) break;
        chosen[swap.t].splice(chosen[swap.t].indexOf(swap.victim), 1);
        inUse.delete(swap.victim.mat.id);
      }
      chosen[tier].push(best);
      inUse.add(best.mat.id);
    }
  }
}

/** Percent split between tiers: fresh briefs lean to the top, warm ones to the base. */
export function tierSplit(lift: number): Record<Tier, number> {
  let { top, base } = DEFAULT_TIER_SPLIT;
  if (lift >= 0.2) {
    top += Math.round(10 * lift);
    base -= Math.round(7 * lift);
  } else if (lift <= -0.2) {
    base += Math.round(10 * -lift);
    top -= Math.round(7 * -lift);
  }
  return { top, heart: 100 - top - base, base };
}

/** How well a material can carry the share it would get: small caps (strong or restricted materials) fit big shares badly. */
function capFit(c: Candidate, expectedShare: number): number {
  return c.mentioned ? 1 : Math.min(1, c.cap / Math.max(1, expectedShare)) ** 0.35;
}

/** Diversity penalties by how many already chosen share the family / the signature facet. */
const FAMILY_REPEAT = Array.from({ length: 40 }, (_, k) => 0.72 ** k);
const SIGNATURE_REPEAT = Array.from({ length: 40 }, (_, k) => 0.55 ** k);

function pickTier(candidates: Candidate[], count: number, expectedShare: number, usedSignatures: Map<string, number>): Candidate[] {
  const picked: Candidate[] = [];
  const familyCount = new Map<string, number>();
  const remaining = [...candidates];
  const take = (c: Candidate) => {
    picked.push(c);
    remaining.splice(remaining.indexOf(c), 1);
    familyCount.set(c.mat.family, (familyCount.get(c.mat.family) ?? 0) + 1);
    const sig = c.mat.facets[1];
    if (sig) usedSignatures.set(sig, (usedSignatures.get(sig) ?? 0) + 1);
  };
  // Materials the user named first, then those of a called-for accord: with fewer slots than brought-in
  // materials, the accord stays whole.
  for (const c of remaining
    .filter((x) => x.mentioned)
    .sort((a, b) => Number(b.named) - Number(a.named) || Number(b.accordParts > 0) - Number(a.accordParts > 0) || byScore(a, b))
    .slice(0, count))
    take(c);
  const fitted = new Map(remaining.map((c) => [c, c.score * capFit(c, expectedShare)]));
  while (picked.length < count && remaining.length > 0) {
    let best: Candidate | null = null;
    let bestScore = -Infinity;
    for (const c of remaining) {
      // Diversity: each material already of the same family, or with the same signature facet (two
      // bergamots, three sandalwoods), makes the next one less attractive.
      const sig = c.mat.facets[1];
      const adj =
        fitted.get(c)! * FAMILY_REPEAT[familyCount.get(c.mat.family) ?? 0] * SIGNATURE_REPEAT[sig ? (usedSignatures.get(sig) ?? 0) : 0];
      if (adj > bestScore || (adj === bestScore && best !== null && c.mat.id < best.mat.id)) {
        best = c;
        bestScore = adj;
      }
    }
    take(best!);
  }
  return picked;
}

/**
 * Makes sure the chosen materials can carry their shares: strong and restricted materials have small caps,
 * and five of them cannot make 100 %. Within each tier the least fitting materials (smallest caps, not
 * named by the user) are swapped for the best-scoring ones that can carry more, until the tier can hold
 * its target with some slack; then, if the whole formula still falls short, materials are added up to the
 * complexity's maximum. Anything left after that is filled with a diluent at apportioning.
 */
function ensureCapacity(
  chosen: Record<Tier, Candidate[]>,
  byTier: Record<Tier, Candidate[]>,
  targets: Record<Tier, number>,
  maxCount: number,
): void {
  const inUse = chosenIds(chosen);
  const capOf = (cs: readonly Candidate[]) => cs.reduce((s, c) => s + c.cap, 0);
  for (const tier of TIERS) {
    const need = targets[tier] * 1.15;
    for (let guard = 0; guard < 20 && chosen[tier].length > 0 && capOf(chosen[tier]) < need; guard++) {
      const victims = chosen[tier].filter((c) => !c.mentioned).sort((a, b) => a.cap - b.cap || a.score - b.score);
      let swapped = false;
      for (const v of victims) {
        const r = byTier[tier].find((c) => !inUse.has(c.mat.id) && c.cap >= Math.max(2 * v.cap, v.cap + 100) && c.score >= 0.4 * v.score);
        if (!r) continue;
        chosen[tier][chosen[tier].indexOf(v)] = r;
        inUse.delete(v.mat.id);
        inUse.add(r.mat.id);
        swapped = true;
        break;
      }
      if (!swapped) break;
    }
  }
  let count = inUse.size;
  let total = TIERS.reduce((s, t) => s + capOf(chosen[t]), 0);
  while (total < 11_000 && count < maxCount) {
    let best: Candidate | null = null;
    let bestValue = -Infinity;
    for (const tier of TIERS) {
      for (const c of byTier[tier]) {
        if (inUse.has(c.mat.id)) continue;
        const value = c.score * Math.min(1, c.cap / (11_000 - total)) ** 0.7;
        if (value > bestValue) {
          best = c;
          bestValue = value;
        }
      }
    }
    if (!best) break;
    chosen[best.mat.note].push(best);
    inUse.add(best.mat.id);
    total += best.cap;
    count++;
  }
  repairCapacity(chosen, byTier);
}

/** What the chosen materials' caps must add up to (hundredths) so no odourless diluent is needed. */
const CAPACITY_GOAL = 10_000;

/**
 * Last resort before a diluent: swap the smallest-cap materials for ones that can carry more, whatever
 * their score (same tier preferred). Capacity counts what the apportioning may finally use (fullCap).
 */
function repairCapacity(chosen: Record<Tier, Candidate[]>, byTier: Record<Tier, Candidate[]>): void {
  const inUse = chosenIds(chosen);
  let total = TIERS.reduce((s, t) => s + chosen[t].reduce((a, c) => a + c.fullCap, 0), 0);
  for (let guard = 0; guard < 40 && total < CAPACITY_GOAL; guard++) {
    // Unrelated materials go first, then theme ones, then those brought in for an accord or a named note;
    // never a material the user named.
    const rank = (c: Candidate) => (c.mentioned ? 2 : c.theme ? 1 : 0);
    const victims = TIERS.flatMap((t) => chosen[t])
      .filter((c) => !c.named)
      .sort((a, b) => rank(a) - rank(b) || a.cap - b.cap || a.score - b.score);
    let swapped = false;
    for (const v of victims) {
      const fits = (c: Candidate) => !inUse.has(c.mat.id) && c.fullCap >= Math.max(2 * v.fullCap, v.fullCap + 200);
      // Another tier's material only if this tier keeps at least one.
      const r =
        byTier[v.mat.note].find(fits) ??
        (chosen[v.mat.note].length > 1
          ? TIERS.map((t) => byTier[t].find(fits))
              .filter((c): c is Candidate => !!c)
              .sort(byScore)[0]
          : undefined);
      if (!r) continue;
      const list = chosen[v.mat.note];
      list.splice(list.indexOf(v), 1);
      chosen[r.mat.note].push(r);
      inUse.delete(v.mat.id);
      inUse.add(r.mat.id);
      total += r.fullCap - v.fullCap;
      swapped = true;
      break;
    }
    if (!swapped) break;
  }
}

/**
 * Theme first in the selection: while the chosen theme materials cannot together carry well over the
 * theme's share, the weakest unrelated choices (not named) make way for the best theme materials.
 */
function ensureTheme(
  chosen: Record<Tier, Candidate[]>,
  palette: readonly Candidate[],
  inTheme: (c: Candidate) => boolean = (c) => c.theme,
  need = 6000,
): void {
  const all = () => TIERS.flatMap((t) => chosen[t]);
  for (let guard = 0; guard < 12; guard++) {
    const current = all();
    const capacity = current.filter(inTheme).reduce((s, c) => s + c.cap, 0);
    if (capacity >= need) return;
    const inUse = new Set(current.map((c) => c.mat.id));
    // A tier keeps at least one material: the formula still needs a top, a heart and a base.
    const victim = current
      .filter((c) => !inTheme(c) && !c.mentioned && chosen[c.mat.note].length > 1)
      .sort((a, b) => a.score - b.score || a.cap - b.cap)[0];
    if (!victim) return;
    const gap = need - capacity;
    // The whole formula must still be able to reach 100 % without a diluent.
    const total = current.reduce((s, c) => s + c.fullCap, 0);
    let best: Candidate | null = null;
    let bestValue = -Infinity;
    for (const c of palette) {
      if (!inTheme(c) || inUse.has(c.mat.id)) continue;
      if (total - victim.fullCap + c.fullCap < 11_000 && c.fullCap < victim.fullCap) continue;
      const value = c.score * Math.min(1, c.cap / gap) ** 0.5;
      if (value > bestValue) {
        best = c;
        bestValue = value;
      }
    }
    if (!best) return;
    const list = chosen[victim.mat.note];
    list.splice(list.indexOf(victim), 1);
    chosen[best.mat.note].push(best);
  }
}

/**
 * A note named outright never drops out in the swaps above (two accords in a simple formula compete for
 * few slots): its best carrier comes back in place of the weakest material that carries no named note,
 * from its own tier, or from a tier that keeps another material.
 */
function keepNamedNotes(chosen: Record<Tier, Candidate[]>, palette: readonly Candidate[], namedFacets: Iterable<Facet>): void {
  const named = new Set<Facet>(namedFacets);
  for (const f of named) {
    const all = TIERS.flatMap((t) => chosen[t]);
    const inUse = new Set(all.map((c) => c.mat.id));
    // Kept when a chosen material smells of it as well as the palette's best carrier does.
    const best = bestCarrier(palette, f, (a, b) => byScore(a, b) < 0);
    if (!best || inUse.has(best.mat.id)) continue;
    const bestRank = carrierRanks(f).get(best.mat.id) ?? 0;
    if (all.some((c) => (carrierRanks(f).get(c.mat.id) ?? 0) >= Math.min(bestRank, 2))) continue;
    const tier = best.mat.note;
    const rank = (c: Candidate) => (c.mentioned ? 2 : c.theme ? 1 : 0) + (c.mat.note === tier ? 0 : 3);
    // A material that carries a named note makes way only when another chosen material carries it too.
    const spare = (c: Candidate) =>
      [...named].every((g) => !carriesAny(c.mat, new Set([g])) || all.some((o) => o !== c && carriesAny(o.mat, new Set([g]))));
    const victim = all
      .filter((c) => !c.named && !c.accordCore && spare(c) && (c.mat.note === tier || chosen[c.mat.note].length > 1))
      .sort(
        (a, b) =>
          rank(a) - rank(b) ||
          Number(carriesAny(a.mat, named)) - Number(carriesAny(b.mat, named)) ||
          a.score - b.score ||
          a.mat.id.localeCompare(b.mat.id),
      )[0];
    if (!victim) continue;
    const list = chosen[victim.mat.note];
    list.splice(list.indexOf(victim), 1);
    chosen[tier].push(best);
  }
}

function byScore(a: Candidate, b: Candidate): number {
  return b.score - a.score || a.mat.id.localeCompare(b.mat.id);
}

function tierCounts(total: number, split: Record<Tier, number>, available: Record<Tier, number>): Record<Tier, number> {
  const counts: Record<Tier, number> = {
    top: Math.max(1, Math.round((total * split.top) / 100)),
    base: Math.max(1, Math.round((total * split.base) / 100)),
    heart: 0,
  };
  counts.heart = Math.max(1, total - counts.top - counts.base);
  // Keep the total exact, trimming the largest tier that can spare one.
  while (counts.top + counts.heart + counts.base > total) {
    const t = (['heart', 'base', 'top'] as Tier[]).filter((x) => counts[x] > 1).sort((a, b) => counts[b] - counts[a])[0];
    if (!t) break;
    counts[t]--;
  }
  // A tier without enough candidates hands its slots to tiers that have spare ones.
  let spare = 0;
  for (const t of TIERS) {
    if (counts[t] > available[t]) {
      spare += counts[t] - available[t];
      counts[t] = available[t];
    }
  }
  for (const t of ['heart', 'base', 'top'] as Tier[]) {
    const give = Math.min(spare, available[t] - counts[t]);
    counts[t] += give;
    spare -= give;
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------------------
// Assembly (shared with rebalance).
// ---------------------------------------------------------------------------------------------------------

export interface DraftLine {
  mat: Material;
  tier: Tier;
  hundredths: number;
}

function roleOf(mat: Material, isLargestInTier: boolean): LineRole {
  if (mat.function === 'diluent') return 'diluent';
  if (isLargestInTier) return 'main accord';
  if (mat.function === 'fixative') return 'fixative';
  if (mat.function === 'blender') return 'blender';
  return 'modifier';
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Builds the lines, tier summaries and dilution of a formula from integer shares (already summing to 10000). */
export function assemble(
  drafts: readonly DraftLine[],
  brief: Required<FormulaBrief>,
  targetSplit: Record<Tier, number>,
): Pick<Formula, 'lines' | 'tiers' | 'dilution'> {
  const sorted = [...drafts].sort(
    (a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) || b.hundredths - a.hundredths || a.mat.name.localeCompare(b.mat.name),
  );
  const totalGramHundredths = Math.round(brief.totalGrams * 100);
  const grams = gramsFor(
    sorted.map((d) => d.hundredths),
    totalGramHundredths,
  );
  const seenTier = new Set<Tier>();
  const lines: FormulaLine[] = sorted.map((d, i) => {
    const first = !seenTier.has(d.tier) && d.mat.function !== 'diluent';
    if (first) seenTier.add(d.tier);
    return {
      materialId: d.mat.id,
      name: d.mat.name,
      origin: d.mat.origin,
      family: d.mat.family,
      facets: d.mat.facets,
      tier: d.tier,
      role: roleOf(d.mat, first),
      hundredths: d.hundredths,
      percent: d.hundredths / 100,
      gramHundredths: grams[i],
      grams: grams[i] / 100,
      maxPercent: d.mat.maxPct,
      ifraLimit: ifraLimitOf(d.mat, brief.productCategory),
      finishedPercent: Math.round(d.hundredths * brief.concentration) / 10_000,
    };
  });
  const tiers = {} as Record<Tier, TierSummary>;
  for (const t of TIERS) {
    const ls = lines.filter((l) => l.tier === t);
    const h = ls.reduce((s, l) => s + l.hundredths, 0);
    const g = ls.reduce((s, l) => s + l.gramHundredths, 0);
    tiers[t] = { targetPercent: targetSplit[t], percent: h / 100, hundredths: h, gramHundredths: g, grams: g / 100, count: ls.length };
  }
  const alcoholGrams = round2((brief.totalGrams * (100 - brief.concentration)) / brief.concentration);
  return { lines, tiers, dilution: { alcoholGrams, finishedGrams: round2(brief.totalGrams + alcoholGrams) } };
}

/** Practical warnings on a formula's lines (amounts too small to weigh neat). */
export function lineWarnings(lines: readonly FormulaLine[]): string[] {
  const out: string[] = [];
  for (const l of lines) {
    if (l.role !== 'diluent' && l.gramHundredths < 5) {
      out.push(
        `${l.name} is only ${l.grams.toFixed(2)} g in this batch: weigh it as a 10 % dilution (${(l.grams * 10).toFixed(2)} g of dilution).`,
      );
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Explanation.
// ---------------------------------------------------------------------------------------------------------

/** "a, b and c" (at most `max` items, then "and N more"). */
export function listing(items: readonly string[], max = 6): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  const head = shown.length <= 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return rest > 0 ? `${shown.join(', ')} and ${rest} more` : head;
}

const TYPE_LABEL: Record<MaterialsType, string> = {
  natural: 'Natural materials only',
  synthetic: 'Synthetic (aroma chemical) materials only',
  natural_synthetic: 'Natural and synthetic materials',
};

function buildReading(interp: Interpretation, weights: Map<Facet, number>): BriefReading {
  const facets = [...weights]
    .map(([facet, weight]) => ({ facet, weight }))
    .sort((a, b) => b.weight - a.weight || a.facet.localeCompare(b.facet));
  return {
    families: familyWeights(weights),
    facets,
    matchedTerms: interp.matchedTerms,
    mentionedIds: [...interp.mentioned].sort(),
    reference:
      interp.referenceInput === null
        ? null
        : {
            input: interp.referenceInput,
            matched: interp.reference
              ? {
                  id: interp.reference.perfume.id,
                  name: interp.reference.perfume.name,
                  brand: interp.reference.perfume.brand,
                  year: interp.reference.perfume.year,
                  similarity: interp.reference.similarity,
                }
              : null,
          },
    avoid: { terms: interp.avoidTerms, unmatched: interp.avoidUnmatched, excludedIds: [...interp.excluded].sort() },
    lift: interp.lift,
  };
}

// ---------------------------------------------------------------------------------------------------------
// The engine.
// ---------------------------------------------------------------------------------------------------------

/** The seed of a brief: what it says, not how much of it to make (scaling a batch keeps the formula). */
export function briefSeed(brief: Required<FormulaBrief>): number {
  return hash32(
    JSON.stringify([normalise(brief.description), normalise(brief.referencePerfume), normalise(brief.notesToAvoid), brief.materialsType]),
  );
}

/**
 * Turns a brief into a formula. Deterministic: the same brief always gives the same formula. Throws
 * FormulaBriefError for an invalid brief or one whose filters leave nothing to work with.
 */
export function generateFormula(input: FormulaBrief): Formula {
  const brief = validateBrief(input);
  const { concentration, complexity, materialsType, productCategory: category } = brief;
  const interp = interpretBrief(brief);
  const seed = briefSeed(brief);
  const rng = prng(seed);

  const weights = new Map(interp.weights);
  if (!interp.recognised && !interp.reference) throw new FormulaBriefError('NOT_A_SCENT', NOT_A_SCENT_MESSAGE, 'description');

  // The theme: facets named outright, the strongest facets of the brief, and those of the accords it calls for.
  // A loose character ("fresh espresso", "sweet vanilla") is not the theme when the brief names a note.
  const specific = interp.namedFacets.some(isSpecificNote);
  // A minor note ("a touch of benzoin") is present but never the theme.
  const theme = new Set<Facet>(interp.namedFacets.filter((f) => (!specific || !LOOSE_CHARACTERS.has(f)) && !interp.minor.has(f)));
  const allowed = (mat: Material) => allowedBy(mat, materialsType, interp.excluded, concentration, category);
  const accordParts = new Map<string, number>();
  const accordForced = new Set<string>();
  const accordCore = new Set<string>();
  const accordNotes: AccordNote[] = [];
  const accordOf = new Map<string, Accord>();
  for (const accord of interp.accords) {
    for (const f of accord.facets) theme.add(f);
    const variant =
      accord.variants[materialsType] ??
      (materialsType === 'natural_synthetic' ? (accord.variants.natural ?? accord.variants.synthetic) : undefined);
    const usable = (variant ?? []).filter(([id]) => {
      const m = materialById(id);
      return !!m && allowed(m);
    });
    accordNotes.push({ accord, used: usable.map(([id]) => id), complete: !!variant && usable.length === variant.length });
    // Its main materials are brought in (fewer in simpler formulas); the others stay theme candidates.
    const forced = new Set(
      [...usable]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Math.max(2, Math.min(5, Math.floor((COMPLEXITY_RANGES[complexity].max * 0.4) / interp.accords.length))))
        .map(([id]) => id),
    );
    for (const [id, parts] of usable) {
      accordParts.set(id, Math.max(accordParts.get(id) ?? 0, parts));
      if (forced.has(id)) accordForced.add(id);
    }
    // Its two main materials are its core: without them the accord is not there.
    for (const [id] of [...usable].sort((a, b) => b[1] - a[1]).slice(0, 2)) accordCore.add(id);
    for (const [id] of usable) if (!accordOf.has(id)) accordOf.set(id, accord);
  }
  // A reference perfume's signature materials (reference-perfumes.ts) are its theme: the first few the
  // palette allows are brought in, the others score as echoes of it.
  const signature = new Set<string>();
  const signatureForced = new Set<string>();
  if (interp.reference) {
    const usable = interp.referenceSignature.filter((id) => {
      const m = materialById(id);
      return !!m && allowed(m);
    });
    const n = { simple: 3, medium: 4, complex: 6 }[complexity];
    usable.forEach((id, i) => {
      signature.add(id);
      if (i < n) signatureForced.add(id);
    });
  }
  // Without named notes, the strongest facets are the theme; and when the palette cannot carry the theme
  // at the share it needs, the next strongest facets of the brief join it (e.g. "fresh" for cucumber).
  const ranked = [...weights].filter(([, w]) => w >= 0.3).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (theme.size === 0) for (const [f, w] of ranked) if (w >= 0.75) theme.add(f);
  // Facets added to widen the theme count only for materials whose family they are (lavender oil is
  // floral third: it does not carry a floral theme).
  const wide = new Set<Facet>();
  const inTheme = (m: Material) => carriesAny(m, theme) || wide.has(m.facets[0]) || accordParts.has(m.id) || signatureForced.has(m.id);
  const capOf = new Map<string, number>();
  for (const m of usableMaterials) if (allowed(m)) capOf.set(m.id, capHundredths(m, concentration, category));
  const eligible = usableMaterials
    .filter((m) => capOf.has(m.id) && (!m.onlyWhenNamed || interp.mentioned.has(m.id)))
    .map((m) => ({ m, cap: capOf.get(m.id)! }))
    .sort((a, b) => b.cap - a.cap);
  const maxCount = COMPLEXITY_RANGES[complexity].max;
  const themeCapacity = () => {
    let sum = 0;
    let n = 0;
    for (const e of eligible) {
      if (n >= maxCount) break;
      if (!inTheme(e.m)) continue;
      sum += e.cap;
      n++;
    }
    return sum;
  };
  for (const [f] of ranked.slice(0, 8)) {
    if (theme.size + wide.size > 0 && themeCapacity() >= 6000) break;
    if (theme.size === 0) theme.add(f);
    else if (!theme.has(f)) wide.add(f);
  }
  // Still short (cinnamon and clove: strong, IFRA-limited materials): the families that blend best with the
  // theme's own (affinity 0.5 or more: amber for spices, amber for gourmands) carry the rest, rather than
  // whatever fills the tiers.
  if (theme.size > 0 && themeCapacity() < 6000) {
    const themeFamilies = FAMILIES.filter(
      (fam) => theme.has(fam) || [...eligible].some((e) => carriesAny(e.m, theme) && e.m.facets[0] === fam),
    );
    for (const fam of themeFamilies) {
      for (const [f, a] of Object.entries(AFFINITY[fam]) as [Facet, number][]) {
        if (a >= 0.5 && (FAMILIES as readonly string[]).includes(f) && !theme.has(f)) wide.add(f);
      }
    }
  }
  const support = theme.size > 0 ? affinityWeights(weights, new Set([...theme, ...wide])) : null;
  // The brief's notes and families: the theme, and every facet the brief (or its reference) asks for clearly.
  // Facets that only widen the theme count for materials of that family (isTheme), not as a third facet.
  const briefFacets = new Set<Facet>(theme);
  // Characters ("fresh", "sweet", "dry") count only as the theme: "fresh espresso" does not call for linalool.
  for (const [f, w] of weights) if (w >= BRIEF_FACET_WEIGHT && !LOOSE_CHARACTERS.has(f)) briefFacets.add(f);

  // The brief's specific notes (not families or characters): when it names some, or calls for an accord or a
  // reference, a material that is on the brief only through a family or a character ("aromatic" for
  // lavender in a gin brief, "woody" for Verdox in a forest floor) is a neighbour: a modifier, held small.
  const specificFacets = new Set<Facet>([...theme].filter(isSpecificNote));
  // Only when the brief's own materials can carry a good part of the formula: with a thin palette (a natural
  // osmanthus, a natural laundry musk) the neighbours are what carries the theme.
  let specificCapacity = 0;
  let specificCount = 0;
  for (const e of eligible) {
    if (specificCount >= maxCount) break;
    if (!(interp.mentioned.has(e.m.id) || accordParts.has(e.m.id) || signature.has(e.m.id) || carriesAny(e.m, specificFacets))) continue;
    specificCapacity += draftCap(e.cap);
    specificCount++;
  }
  const specificBrief = specificFacets.size > 0 || accordParts.size > 0 || signature.size > 0;
  const neighbourScale = specificCapacity >= SPECIFIC_CAPACITY ? 1 : THIN_NEIGHBOUR_SCALE;
  // Light and gourmand briefs show a woody or musky blender's bulk: it is held lower there.
  const lightOrGourmand = interp.lift >= 0.2 || theme.has('gourmand') || (weights.get('gourmand') ?? 0) >= BRIEF_FACET_WEIGHT;
  // Jitter is drawn for every usable material in a fixed order, so it does not depend on the filters.
  const palette: Candidate[] = [];
  for (const mat of usableMaterials) {
    const jitter = rng() * 0.15;
    if (!capOf.has(mat.id)) continue;
    const parts = accordParts.get(mat.id) ?? 0;
    const named = interp.mentioned.has(mat.id);
    const mentioned = named || accordForced.has(mat.id) || signatureForced.has(mat.id);
    if (mat.onlyWhenNamed && !interp.mentioned.has(mat.id)) continue;
    const fromReference = interp.referenceMaterialIds.has(mat.id);
    const isTheme = theme.size > 0 && inTheme(mat);
    let affinity = support ? 0 : 1;
    if (support) for (let i = 0; i < 3 && i < mat.facets.length; i++) affinity = Math.max(affinity, support.get(mat.facets[i]) ?? 0);
    const hardCap = capOf.get(mat.id)!;
    let fullCap = draftCap(hardCap);
    let cap = fullCap;
    const onBrief = isTheme || mentioned || signature.has(mat.id) || carriesAny(mat, briefFacets);
    // Materials off the brief stay small: 5 % when nothing in the brief calls for them, 8 % when they
    // support its families (affinity table), and those may take more only when nothing else can fill the
    // formula. Blenders and fixatives outside the theme (Iso E Super, Ambroxan, musks, Hedione) support it
    // and stay at supportCap, at most twice that to fill the formula.
    let heldSupport = false;
    if (theme.size > 0 && !isTheme && !interp.mentioned.has(mat.id)) {
      cap = Math.min(cap, onBrief ? 1200 : affinity > 0 ? 800 : 500);
      if (affinity === 0 && !onBrief) fullCap = cap;
      // Off the brief, a material that blends with it fills at most twice its cap before the brief's
      // neighbours have filled theirs (a citrus top does not fill a cinnamon brief).
      else if (!onBrief) fullCap = Math.min(fullCap, 2 * cap);
      if ((mat.function === 'blender' || mat.function === 'fixative') && !mentioned) {
        const held = supportCap(mat, lightOrGourmand);
        heldSupport = held < hardCap;
        cap = Math.min(cap, held);
        fullCap = Math.min(fullCap, 2 * held);
      }
    }
    const specific = mentioned || parts > 0 || signature.has(mat.id) || carriesAny(mat, specificFacets);
    const neighbour = specificBrief && onBrief && !specific;
    if (neighbour) {
      const held = Math.min(Math.round(NEIGHBOUR_HUNDREDTHS[mat.strength] * neighbourScale), fullCap);
      heldSupport = heldSupport || held < hardCap;
      cap = Math.min(cap, held);
      // Up to twice that to fill the formula, before anything off the brief; its full cap only when nothing
      // else can.
      fullCap = Math.min(fullCap, 2 * held);
    }
    // The stock fillers (hinoki, ho wood, lavender, lavandin) are chosen last and held small unless the
    // brief's own notes are theirs: a coffee or a rose is not a lavender, a campfire not a hinoki.
    // Materials whose own smell is a loud note the brief does not ask for (coffee in a caramel, chocolate in a
    // vanilla ice cream, oud in a rose) would each add a note of their own: a breath at most, chosen last.
    const wanted = (f: Facet) => specificFacets.has(f) || (weights.get(f) ?? 0) >= BRIEF_FACET_WEIGHT;
    const sig = mat.facets[1];
    const unasked = !mentioned && parts === 0 && !signature.has(mat.id);
    let fillerScale = 1;
    if (unasked && STOCK_FILLERS.has(mat.id) && !mat.facets.slice(0, 2).some(wanted)) {
      fillerScale = STOCK_FILLER_SCORE;
      cap = Math.min(cap, STOCK_FILLER_HUNDREDTHS);
      fullCap = Math.min(fullCap, 2 * STOCK_FILLER_HUNDREDTHS);
      heldSupport = heldSupport || fullCap < hardCap;
    } else if (unasked && sig && LOUD_NOTES.has(sig) && !wanted(sig)) {
      fillerScale = LOUD_NOTE_SCORE;
      cap = Math.min(cap, LOUD_NOTE_HUNDREDTHS);
      fullCap = Math.min(fullCap, LOUD_NOTE_HUNDREDTHS);
      heldSupport = heldSupport || fullCap < hardCap;
    }
    palette.push({
      mat,
      mentioned,
      named,
      fromReference,
      cap,
      fullCap,
      hardCap,
      heldSupport,
      theme: isTheme,
      accordParts: parts,
      accordCore: accordCore.has(mat.id) && accordForced.has(mat.id),
      affinity,
      onBrief,
      // A neighbour is chosen after the brief's own materials; off the brief, after both.
      score:
        scoreMaterial(mat, weights, jitter, mentioned, fromReference || signature.has(mat.id), support, isTheme) *
        (onBrief ? (neighbour ? NEIGHBOUR_SCORE : 1) : 0.7) *
        fillerScale,
    });
  }
  if (palette.length === 0) {
    throw new FormulaBriefError(
      'EMPTY_PALETTE',
      'The notes to avoid and the materials type leave no material to work with.',
      'notesToAvoid',
    );
  }
  // A minor note's carrier is present and held small, even inside an accord ("a touch of jasmine" in a
  // frangipani), unless the reference writes it.
  const holdMinor = (c: Candidate) => {
    if (signature.has(c.mat.id)) return;
    const held = MINOR_NOTE_HUNDREDTHS[c.mat.strength];
    c.cap = Math.min(c.cap, held);
    c.fullCap = Math.min(c.fullCap, held);
    c.hardCap = Math.min(c.hardCap, held);
  };
  // Every note named outright is present: the best material carrying it is brought in as if named.
  const unexpressed: Facet[] = [];
  const approximated: { note: Facet; by: string }[] = [];
  // Its real carrier first: the material whose name is the note, then the one whose signature it is
  // (odourCarrierRank); a material that only carries it on paper (menthol for mint) does not count.
  for (const f of interp.namedFacets) {
    const best = bestCarrier(palette, f, (a, b) => byScore(a, b) < 0);
    if (!best) {
      // Only materials that carry it on paper: the best of them approximates it, and the explanation says so.
      const one = new Set<Facet>([f]);
      let weak: Candidate | undefined;
      for (const c of palette) if (carriesAny(c.mat, one) && (!weak || byScore(c, weak) < 0)) weak = c;
      if (weak) {
        weak.mentioned = true;
        if (interp.minor.has(f)) holdMinor(weak);
        approximated.push({ note: f, by: weak.mat.id });
      } else unexpressed.push(f);
      continue;
    }
    const rank = carrierRanks(f).get(best.mat.id) ?? 0;
    // A character or a family ("fresh", "floral") is carried by any material brought in that has it.
    const loose = LOOSE_CHARACTERS.has(f) || (FAMILIES as readonly string[]).includes(f);
    if (palette.some((c) => c.mentioned && (loose ? carriesAny(c.mat, new Set([f])) : (carrierRanks(f).get(c.mat.id) ?? 0) >= rank)))
      continue;
    best.mentioned = true;
    best.onBrief = true;
    if (interp.minor.has(f)) holdMinor(best);
  }

  // A material named as a minor note ("a little pink pepper", "a little beeswax") is held, and so is every
  // material whose signature note is a minor note: "a touch of jasmine" is a touch of every jasmine, also one an
  // accord brings in.
  for (const c of palette) if (interp.minorMaterials.has(c.mat.id) || (c.mat.facets[1] && interp.minor.has(c.mat.facets[1]))) holdMinor(c);

  // How many materials: richer briefs sit higher in the complexity range.
  const range = COMPLEXITY_RANGES[complexity];
  const richness = [...weights.values()].filter((w) => w >= 0.3).length + interp.mentioned.size;
  const t = Math.min(1, richness / 10);
  let count = range.min + Math.round((range.max - range.min) * (0.6 * t + 0.4 * rng()));
  count = Math.min(count, palette.length);

  const split = tierSplit(interp.lift);
  const byTier: Record<Tier, Candidate[]> = { top: [], heart: [], base: [] };
  for (const c of palette) byTier[c.mat.note].push(c);
  for (const tier of TIERS) byTier[tier].sort(byScore);
  const counts = tierCounts(count, split, { top: byTier.top.length, heart: byTier.heart.length, base: byTier.base.length });
  if (theme.size > 0) {
    // Slots go where the theme and what suits it are: a tier with few fitting materials (a coffee brief's
    // heart in a natural palette) keeps at least one and hands the rest to tiers that have more.
    const best = Math.max(...palette.map((c) => c.score));
    const fitting = (t: Tier) => byTier[t].filter((c) => c.theme || c.score >= 0.45 * best).length;
    let spare = 0;
    for (const t of TIERS) {
      const keep = Math.min(counts[t], Math.max(Math.ceil(counts[t] / 2), fitting(t)));
      spare += counts[t] - keep;
      counts[t] = keep;
    }
    for (const t of [...TIERS].sort((a, b) => fitting(b) - counts[b] - (fitting(a) - counts[a]))) {
      const give = Math.min(spare, Math.max(0, fitting(t) - counts[t]));
      counts[t] += give;
      spare -= give;
    }
    for (const t of TIERS) {
      const give = Math.min(spare, byTier[t].length - counts[t]);
      counts[t] += Math.max(0, give);
      spare -= Math.max(0, give);
    }
  }
  // Named materials always make it in, within the complexity's maximum.
  for (const tier of TIERS) counts[tier] = Math.max(counts[tier], Math.min(byTier[tier].filter((c) => c.mentioned).length, range.max));
  while (counts.top + counts.heart + counts.base > Math.max(count, range.min) && counts.top + counts.heart + counts.base > range.max) {
    const tier = TIERS.filter((x) => counts[x] > 1).sort((a, b) => counts[b] - counts[a])[0];
    counts[tier]--;
  }

  // Tier targets in hundredths (tiers without materials hand theirs over).
  const planned = TIERS.filter((tier) => counts[tier] > 0);
  const plannedSum = planned.reduce((s, tier) => s + split[tier], 0);
  const targets: Record<Tier, number> = { top: 0, heart: 0, base: 0 };
  for (const tier of planned) targets[tier] = (10_000 * split[tier]) / plannedSum;

  const usedSignatures = new Map<string, number>();
  const chosen: Record<Tier, Candidate[]> = { top: [], heart: [], base: [] };
  for (const tier of ['base', 'heart', 'top'] as Tier[]) {
    if (counts[tier] > 0) chosen[tier] = pickTier(byTier[tier], counts[tier], targets[tier] / counts[tier], usedSignatures);
  }

  ensureCapacity(chosen, byTier, targets, range.max);
  if (theme.size > 0) {
    ensureTheme(chosen, palette);
    // The rest of the capacity comes from materials on the brief too, so none off it needs to lead.
    ensureTheme(chosen, palette, (c) => c.onBrief, 10_000);
    repairCapacity(chosen, byTier);
  }
  keepNamedNotes(chosen, palette, interp.namedFacets);
  if (TIERS.some((tier) => chosen[tier].length > 0 !== targets[tier] > 0)) {
    const withMaterials = TIERS.filter((tier) => chosen[tier].length > 0);
    const sum = withMaterials.reduce((s, tier) => s + split[tier], 0);
    for (const tier of TIERS) targets[tier] = chosen[tier].length > 0 ? (10_000 * split[tier]) / sum : 0;
  }
  if (theme.size > 0) {
    shiftTiersToBrief(chosen, targets);
    fitTierCapacity(chosen, byTier, targets, range.max);
  }
  const present = TIERS.filter((tier) => chosen[tier].length > 0);

  // Apportion: within a tier in proportion to typical use, favouring the best match; caps push any excess
  // to the others.

  const lines: { c: Candidate; tier: Tier; desired: number; real: number }[] = [];
  let leftover = 0;
  for (const tier of present) {
    const cs = [...chosen[tier]].sort(byScore);
    const top = cs[0].score;
    const desired = cs.map(
      (c, i) =>
        (c.accordParts > 0 ? 2.5 * c.accordParts : c.mat.typicalPct) *
        (i === 0 ? 2 : 1) *
        (0.5 + (0.5 * c.score) / top) *
        (c.mentioned ? 1.3 : 1) *
        (c.theme ? 1.5 : 1),
    );
    const { alloc, leftover: rest } = waterFill(
      targets[tier],
      desired,
      cs.map((c) => c.cap),
    );
    leftover += rest;
    cs.forEach((c, i) => lines.push({ c, tier, desired: desired[i], real: alloc[i] }));
  }
  // What a tier could not hold goes first to the lines on the brief, then to the others.
  for (const first of [true, false]) {
    if (leftover <= 1e-9) break;
    const { alloc, leftover: rest } = waterFill(
      leftover,
      lines.map((l) => l.desired),
      lines.map((l) => (first && !l.c.onBrief ? 0 : Math.max(0, l.c.cap - l.real))),
    );
    lines.forEach((l, i) => {
      l.real += alloc[i];
    });
    leftover = rest;
  }
  // Short because unrelated materials are held to 10 %: better more of them than a diluent, lines on the
  // brief first.
  for (const onBriefOnly of [true, false]) {
    if (leftover <= 1e-9) break;
    const { alloc, leftover: rest } = waterFill(
      leftover,
      lines.map((l) => l.desired),
      lines.map((l) => (onBriefOnly && !l.c.onBrief ? 0 : Math.max(0, l.c.fullCap - l.real))),
    );
    lines.forEach((l, i) => {
      l.real += alloc[i];
    });
    leftover = rest;
  }
  // Still short (tight limits, few materials): bring in more of the palette, best first.
  const extras: string[] = [];
  if (leftover > 1e-9) {
    const inFormula = new Set(lines.map((l) => l.c.mat.id));
    while (leftover > 1e-9 && lines.length < range.max) {
      let best: Candidate | null = null;
      let bestValue = -Infinity;
      for (const c of palette) {
        if (inFormula.has(c.mat.id)) continue;
        const value = c.score * capFit(c, leftover);
        if (value > bestValue) {
          best = c;
          bestValue = value;
        }
      }
      if (!best) break;
      const amount = Math.min(best.cap, leftover);
      lines.push({ c: best, tier: best.mat.note, desired: best.mat.typicalPct, real: amount });
      inFormula.add(best.mat.id);
      leftover -= amount;
      extras.push(best.mat.name);
    }
  }
  // Still short at the complexity's maximum: lines go up to their caps (no headroom left), held blenders and
  // fixatives last, before a diluent.
  // Lines on the brief first (its neighbours after its own materials), then the others.
  const fillOrder = (l: PlannedLine) => (l.c.onBrief ? 0 : 2) + (l.c.heldSupport ? 1 : 0);
  for (const phase of [0, 1, 2, 3]) {
    if (leftover <= 1e-9) break;
    const { alloc, leftover: rest } = waterFill(
      leftover,
      lines.map((l) => l.desired),
      lines.map((l) => (fillOrder(l) > phase ? 0 : Math.max(0, l.c.hardCap - l.real))),
    );
    lines.forEach((l, i) => {
      l.real += alloc[i];
    });
    leftover = rest;
  }
  if (theme.size > 0) raiseTheme(lines);
  const floored = perceivableFloors(lines, interp.namedFacets, { facets: interp.emphasised, materials: interp.emphasisedMaterials });
  const cutLines = new Set<PlannedLine>();
  // The brief's core (its accords, named notes and materials, its reference's signature) is proportioned
  // first and leads; every other line supports it at a level that suits its odour strength (compose.ts).
  const groupOf = (c: Candidate): string | null => {
    const accord = accordOf.get(c.mat.id);
    if (accord) return `accord:${accord.id}`;
    let best: Facet | null = null;
    for (let i = 0; i < 3 && i < c.mat.facets.length; i++) {
      const f = c.mat.facets[i];
      if (specificFacets.has(f) && (!best || (weights.get(f) ?? 0) > (weights.get(best) ?? 0))) best = f;
    }
    if (best) return `note:${best}`;
    if (c.named) return `material:${c.mat.id}`;
    if (c.mentioned && interp.namedFacets.some((f) => carriesAny(c.mat, new Set([f])))) return 'named';
    if (signature.has(c.mat.id)) return 'reference';
    if (!specificBrief && c.theme && !(c.mat.function === 'blender' && !interp.mentioned.has(c.mat.id))) return 'theme';
    return null;
  };
  const groupWeight = new Map<string, number>([
    ['named', 0.8],
    ['reference', 1],
    ['theme', 1],
  ]);
  for (const accord of interp.accords) groupWeight.set(`accord:${accord.id}`, Math.max(...accord.facets.map((f) => weights.get(f) ?? 0.6)));
  for (const f of specificFacets) groupWeight.set(`note:${f}`, weights.get(f) ?? 0.6);
  for (const id of interp.mentioned) groupWeight.set(`material:${id}`, 1);
  // A floored line keeps its floor: a named note's share, or an emphasised one's up to its limit.
  const floorOf = (l: PlannedLine) => {
    if (!floored.has(l)) return 0;
    const sig = l.c.mat.facets[1];
    const emphasised = interp.emphasisedMaterials.has(l.c.mat.id) || (!!sig && interp.emphasised.has(sig) && isSpecificNote(sig));
    const floor = namedNoteFloor(l.c.mat, l.c.fullCap);
    const lifted = interp.emphasisedMaterials.has(l.c.mat.id)
      ? emphasisedMaterialFloor(l.c.mat, l.c.hardCap)
      : emphasised
        ? emphasisFloor(l.c.mat, l.c.hardCap)
        : 0;
    return Math.min(l.real, Math.max(floor, lifted));
  };
  const composed: ComposeLine[] = lines.map((l) => ({
    mat: l.c.mat,
    real: l.real,
    desired: l.c.accordParts > 0 ? l.c.accordParts : l.c.mat.typicalPct * (l.c.named ? 1.5 : 1),
    fullCap: Math.max(l.c.fullCap, floorOf(l)),
    hardCap: l.c.hardCap,
    group: groupOf(l.c),
    floor: floorOf(l),
    named: l.c.named,
    onBrief: l.c.onBrief,
  }));
  // Accord parts are relative within an accord: scaled to the typical use of its materials.
  for (const accord of interp.accords) {
    const members = composed.filter((x) => x.group === `accord:${accord.id}`);
    const parts = members.reduce((a, x) => a + x.desired, 0);
    const typical = members.reduce((a, x) => a + x.mat.typicalPct, 0);
    if (parts > 0) for (const x of members) x.desired *= typical / parts;
  }
  const composedAround = theme.size > 0 && compose(composed, groupWeight);
  const coreReport = composedAround
    ? {
        ids: new Set(composed.filter((x) => x.group !== null).map((x) => x.mat.id)),
        parts: [...new Set(composed.filter((x) => x.group !== null).map((x) => x.group!))].map((g) => {
          const [kind, id] = g.split(':');
          if (kind === 'accord') return interp.accords.find((a) => a.id === id)?.name ?? id;
          if (kind === 'material') return materialById(id)?.name ?? id;
          if (kind === 'note') return id;
          if (kind === 'reference') return 'the reference’s signature';
          return kind === 'named' ? 'the named notes' : `the theme, ${listing([...theme].slice(0, 3))}`;
        }),
      }
    : null;
  if (composedAround) {
    lines.forEach((l, i) => {
      l.real = composed[i].real;
    });
  }
  if (theme.size > 0) leadWithBrief(lines, palette, range.max, floored, new Set(interp.namedFacets), cutLines);
  // A facet asked for only as a touch ("a hint of white musk") does not make the brief about it.
  const about = (f: Facet) => (theme.has(f) || (weights.get(f) ?? 0) >= BRIEF_FACET_WEIGHT) && !interp.minor.has(f);
  const muskHint = interp.minor.has('musky') || interp.minor.has('clean');
  boundStructure(lines, floored, {
    muskBrief: !muskHint && (about('musky') || about('clean')),
    muskHint,
    sweetBrief: [...SWEET_THEMES].some(about),
    woodyBrief: [...WOODY_THEMES].some(about),
    // "less sugary", "not too sweet": the sweeteners stay within the bound even in a gourmand.
    lessSweet: interp.softened.has('sweet') || interp.softened.has('gourmand'),
    fresh: interp.lift >= 0.2 && interp.namedFacets.some((f) => FRESH_THEMES.has(f)),
    warm: interp.namedFacets.some((f) => WARM_THEMES.has(f)) || [...theme].some((f) => WARM_THEMES.has(f)) || interp.lift <= -0.2,
  });
  balanceTiers(lines, floored, {
    fresh: interp.lift >= 0.2 && interp.namedFacets.some((f) => FRESH_THEMES.has(f)),
    warm: interp.namedFacets.some((f) => WARM_THEMES.has(f)) || [...theme].some((f) => WARM_THEMES.has(f)) || interp.lift <= -0.2,
  });
  let diluent: Material | null = null;
  if (leftover > 1e-9) diluent = diluentFor(materialsType);
  const diluentFromLimits = diluent !== null;

  const caps = lines.map((l) => Math.min(l.c.hardCap, Math.max(l.c.fullCap, Math.ceil(l.real))));
  const real = lines.map((l) => l.real);
  if (diluent) {
    caps.push(10_000);
    real.push(leftover);
  }
  const hundredths = largestRemainder(real, 10_000, caps, MIN_LINE_HUNDREDTHS);
  const drafts: DraftLine[] = lines.map((l, i) => ({ mat: l.c.mat, tier: l.tier, hundredths: hundredths[i] }));
  if (diluent) drafts.push({ mat: diluent, tier: 'base', hundredths: hundredths[hundredths.length - 1] });
  // Lines held below their caps (minor notes) stay within their holds when IFRA reductions hand share on.
  const ceilings = new Map(lines.filter((l) => l.c.hardCap < capOf.get(l.c.mat.id)!).map((l) => [l.c.mat.id, l.c.hardCap]));
  const enforcedRules = enforceIfra(drafts, concentration, materialsType, { margin: NEW_FORMULA_MARGIN, category, ceilings });
  if (!diluent) diluent = drafts.find((d) => d.mat.function === 'diluent')?.mat ?? null;
  // Supporting materials held back so the theme leads: blenders and fixatives at their support cap, and
  // lines cut below the brief's materials.
  const heldBack = lines
    .filter((l) => cutLines.has(l) || (l.c.heldSupport && l.real >= l.c.cap - 1))
    .map((l) => l.c.mat.id)
    .filter((id) => drafts.some((d) => d.mat.id === id));

  const assembled = assemble(drafts, brief, split);
  const themeIds = new Set(lines.filter((l) => l.c.theme).map((l) => l.c.mat.id));
  const themeShare = theme.size > 0 ? drafts.filter((d) => themeIds.has(d.mat.id)).reduce((a, d) => a + d.hundredths, 0) / 10_000 : null;
  const explanation = explain(brief, interp, weights, palette.length, drafts, split, assembled.tiers, extras, diluent, enforcedRules, {
    theme: new Set([...theme, ...wide]),
    accordNotes,
    unexpressed,
    approximated,
    themeShare,
    unrelated: new Set(lines.filter((l) => !l.c.theme && !l.c.named && l.c.affinity === 0).map((l) => l.c.mat.id)),
    heldBack,
    diluentFromLimits,
    core: coreReport,
  });
  return {
    version: 1,
    brief,
    totalGrams: brief.totalGrams,
    concentration,
    complexity,
    ...assembled,
    reading: buildReading(interp, weights),
    explanation,
    warnings: lineWarnings(assembled.lines),
    seed,
  };
}

function explain(
  brief: Required<FormulaBrief>,
  interp: Interpretation,
  weights: Map<Facet, number>,
  paletteSize: number,
  drafts: readonly DraftLine[],
  split: Record<Tier, number>,
  tiers: Record<Tier, TierSummary>,
  extras: readonly string[],
  diluent: Material | null,
  enforcedRules: readonly IfraRule[],
  report: ThemeReport,
): string[] {
  const out: string[] = [];
  const inFormula = new Set(drafts.map((d) => d.mat.id));
  const families = familyWeights(weights)
    .filter((f) => f.weight >= 0.25)
    .slice(0, 4)
    .map((f) => f.family);

  if (interp.recognised) {
    out.push(
      `Read the description as ${listing(families)} (recognised: ${listing(
        interp.matchedTerms.map((t) => `“${t}”`),
        8,
      )}).`,
    );
  } else {
    out.push(`Nothing in the description matched the scent vocabulary, so the reference perfume sets the direction: ${listing(families)}.`);
  }

  // Which brief words matched what, and which materials carry them.
  const materialsOf = (facets: ReadonlySet<Facet>) =>
    drafts
      .filter((d) => d.mat.function !== 'diluent' && carriesAny(d.mat, facets))
      .sort((a, b) => b.hundredths - a.hundredths)
      .map((d) => `${d.mat.name} ${(d.hundredths / 100).toFixed(2)} %`);
  const matches: string[] = [];
  for (const term of interp.matchedTerms.slice(0, 8)) {
    const accord = report.accordNotes.find((n) => triggerKeys(key).some((k) => k.accord === n.accord && k.needle.trim() === term));
    if (accord && accord.used.some((id) => inFormula.has(id))) {
      const used = accord.used.filter((id) => inFormula.has(id)).map((id) => materialById(id)!.name);
      matches.push(`“${term}” → the ${accord.accord.name} (${listing(used, 5)})`);
      continue;
    }
    const facets = termFacets(term).slice(0, 2);
    if (facets.length === 0) continue;
    // The most specific reading first ("iris" → iris materials), the broader one only if none carries it.
    const first = materialsOf(new Set([facets[0]]));
    const carriers = first.length > 0 ? first : materialsOf(new Set(facets));
    matches.push(
      carriers.length > 0
        ? `“${term}” → ${facets.join(', ')}: ${listing(carriers.slice(0, 3))}`
        : `“${term}” → ${facets.join(', ')} (no material of the formula carries it)`,
    );
  }
  if (matches.length > 0) out.push(`How the brief shows in the formula: ${matches.join('; ')}.`);
  const noteCarriers = interp.namedFacets
    .filter((f) => !report.unexpressed.includes(f))
    .map((f) => {
      const carriers = materialsOf(new Set([f])).slice(0, 2);
      return carriers.length > 0 ? `“${f}” by ${listing(carriers)}` : `“${f}” by no material of this formula`;
    });
  if (noteCarriers.length > 0) out.push(`Each named note is carried: ${noteCarriers.join('; ')}.`);
  if (report.core) {
    const core = report.core.ids;
    const share = drafts.filter((d) => core.has(d.mat.id)).reduce((a, d) => a + d.hundredths, 0);
    const largest = (inCore: boolean) =>
      Math.max(0, ...drafts.filter((d) => d.mat.function !== 'diluent' && core.has(d.mat.id) === inCore).map((d) => d.hundredths));
    out.push(
      `The formula is built around the brief's core (${listing([...report.core.parts])}), ${(share / 100).toFixed(0)} % of the concentrate; the other materials support it at levels that suit their odour strength${largest(false) <= largest(true) ? ', none of them above its largest material' : ''}.`,
    );
  }
  const held = report.heldBack
    .map((id) => drafts.find((d) => d.mat.id === id)!)
    .sort((a, b) => b.hundredths - a.hundredths)
    .map((d) => `${d.mat.name} (${(d.hundredths / 100).toFixed(2)} %)`);
  if (held.length > 0) {
    out.push(
      `${listing(held)} ${held.length === 1 ? 'was' : 'were'} held below the theme's materials so the brief leads: ${held.length === 1 ? 'it supports' : 'they support'} the theme rather than carry it.`,
    );
  }
  if (report.themeShare !== null && report.theme.size > 0) {
    const unrelatedOver = drafts.some((d) => d.mat.function !== 'diluent' && d.hundredths > 1000 && report.unrelated.has(d.mat.id));
    out.push(
      `The theme (${listing([...report.theme].slice(0, 6))}) carries ${(report.themeShare * 100).toFixed(1)} % of the concentrate; the other materials were chosen because they blend with it (affinity table)${unrelatedOver ? '' : ', none unrelated above 10 %'}.`,
    );
  }
  const paletteWord = brief.materialsType === 'natural' ? 'natural ' : brief.materialsType === 'synthetic' ? 'synthetic ' : '';
  for (const n of report.accordNotes) {
    const inIt = n.used.filter((id) => inFormula.has(id));
    if (n.complete && inIt.length < Math.min(2, n.used.length)) {
      const reason =
        'its materials are strong and small, and this complexity needed materials that can carry larger shares (a medium or complex formula keeps it whole)';
      out.push(
        inIt.length > 0
          ? `The ${n.accord.name} is made with ${listing(inIt.map((id) => materialById(id)!.name))} only: ${reason}.`
          : `The ${n.accord.name} could not be built: ${reason}.`,
      );
      continue;
    }
    if (n.complete) continue;
    const approx = materialsOf(new Set(n.accord.facets)).slice(0, 3);
    if (n.used.length === 0) {
      out.push(
        `No ${paletteWord}material for the ${n.accord.name} is in the palette${approx.length > 0 ? `; approximated with ${listing(approx)}` : ''}.`,
      );
    } else {
      out.push(
        `The ${n.accord.name} is made with ${listing(n.used.filter((id) => inFormula.has(id)).map((id) => materialById(id)!.name))} only: the palette or the notes to avoid leave out its other materials.`,
      );
    }
  }
  for (const f of report.unexpressed) {
    out.push(`No ${paletteWord}material in the palette carries “${f}”; the rest of the theme stands in for it.`);
  }
  for (const { note, by } of report.approximated) {
    out.push(`No ${paletteWord}material in the palette smells of “${note}” on its own; ${materialById(by)?.name ?? by} approximates it.`);
  }

  const named = [...interp.mentioned].map((id) => materialById(id)!).filter(Boolean);
  const namedIn = named.filter((m) => inFormula.has(m.id)).map((m) => m.name);
  const namedOut = named.filter((m) => !inFormula.has(m.id) && !interp.excluded.has(m.id)).map((m) => m.name);
  if (namedIn.length > 0) out.push(`Named in the description and used: ${listing(namedIn)}.`);
  if (namedOut.length > 0)
    out.push(`Named but not used (not allowed by the materials type or limits, or no room at this complexity): ${listing(namedOut)}.`);

  // Each material or note asked for with emphasis, with its share; one held by its limit says so.
  const emphasisedLines = drafts.filter(
    (d) =>
      interp.emphasisedMaterials.has(d.mat.id) ||
      (!!d.mat.facets[1] && interp.emphasised.has(d.mat.facets[1]) && isSpecificNote(d.mat.facets[1])),
  );
  if (emphasisedLines.length > 0) {
    const parts = emphasisedLines.map((d) => {
      // Held by its own limit (maximum use, an IFRA Standard) or by an IFRA rule over several materials.
      const held =
        d.hundredths < EMPHASIS_HUNDREDTHS[d.mat.strength] - 1 &&
        (d.hundredths >= 0.95 * capHundredths(d.mat, brief.concentration, brief.productCategory) ||
          enforcedRules.some((rule) => rule.weights.has(d.mat.id)));
      return `${d.mat.name} ${(d.hundredths / 100).toFixed(2)} %${held ? ' (the most its limits allow)' : ''}`;
    });
    out.push(`Asked for lots of, and given a leading share: ${listing(parts)}.`);
  }
  if (interp.minor.size > 0) out.push(`Asked for as a touch, and kept small: ${listing([...interp.minor])}.`);
  if (interp.softened.size > 0) out.push(`Asked for less of, and kept well below the rest: ${listing([...interp.softened])}.`);

  for (const m of interp.prohibitedNamed) out.push(`${m.name} is never used: ${m.prohibited}`);

  if (interp.referenceInput !== null) {
    if (interp.reference) {
      const p = interp.reference.perfume;
      const echoed = drafts.filter((d) => interp.referenceMaterialIds.has(d.mat.id)).map((d) => d.mat.name);
      const fuzzy = interp.reference.similarity < 1 ? ` (closest match to “${interp.referenceInput}”)` : '';
      out.push(
        `Reference: ${p.name} by ${p.brand} (${p.year}, ${p.family})${fuzzy}; its ${listing(p.families)} character shaped the palette${echoed.length > 0 ? `, echoed by ${listing(echoed, 5)}` : ''}.`,
      );
    } else {
      const sameBrand = perfumesOfBrand(interp.referenceInput);
      out.push(
        sameBrand.length > 0
          ? `The reference “${interp.referenceInput}” names a brand with several perfumes in the library (${listing(sameBrand.map((p) => p.name))}); name one to use it. The formula follows the description alone.`
          : `The reference “${interp.referenceInput}” did not match any of the ${referencePerfumes.length} perfumes in the library, so the formula follows the description alone.`,
      );
    }
  }

  const asked = interp.avoidTerms.filter((t) => !interp.negatedTerms.includes(t) && !interp.avoidUnmatched.includes(t));
  const removedFor = (terms: readonly string[]) =>
    [...new Set(terms.flatMap((t) => materialsMatchingAvoidTerm(t)))].map((id) => materialById(id)!.name).sort();
  if (asked.length > 0) {
    const removed = removedFor(asked);
    out.push(
      `Left out ${removed.length} material${removed.length === 1 ? '' : 's'} for ${listing(
        asked.map((t) => `“${t}”`),
        8,
      )}: ${listing(removed, 8)}.`,
    );
  }
  if (interp.negatedTerms.length > 0) {
    const removed = removedFor(interp.negatedTerms);
    out.push(
      `The description asks for no ${listing(interp.negatedTerms.map((t) => `“${t}”`))}, so ${removed.length} material${removed.length === 1 ? ' was' : 's were'} left out: ${listing(removed, 8)}.`,
    );
  }
  if (interp.avoidUnmatched.length > 0) {
    out.push(
      `${listing(interp.avoidUnmatched.map((t) => `“${t}”`))} did not match any note, material or family, so nothing was removed for ${interp.avoidUnmatched.length === 1 ? 'it' : 'them'}.`,
    );
  }

  out.push(`${TYPE_LABEL[brief.materialsType]}: ${paletteSize} materials were eligible.`);
  const range = COMPLEXITY_RANGES[brief.complexity];
  const n = drafts.filter((d) => d.mat.function !== 'diluent').length;
  const short = n < range.min ? `; the filters left too few eligible materials for more` : '';
  out.push(
    `${brief.complexity[0].toUpperCase()}${brief.complexity.slice(1)} complexity: ${n} materials (range ${range.min}–${range.max})${short}.`,
  );

  const splitText = `${split.top} / ${split.heart} / ${split.base} % (top / heart / base)`;
  const pushers = interp.liftPhrases.filter((p) => Math.sign(p.lift) === Math.sign(interp.lift)).map((p) => `“${p.phrase}”`);
  if (split.top > DEFAULT_TIER_SPLIT.top) {
    out.push(
      `Shifted the classic 25 / 40 / 35 split to ${splitText}: the brief reads fresh and light${pushers.length ? ` (${listing(pushers, 4)})` : ''}, so more weight goes to the top notes.`,
    );
  } else if (split.base > DEFAULT_TIER_SPLIT.base) {
    out.push(
      `Shifted the classic 25 / 40 / 35 split to ${splitText}: the brief reads warm and enveloping${pushers.length ? ` (${listing(pushers, 4)})` : ''}, so more weight goes to the base notes.`,
    );
  } else {
    out.push('Kept the classic 25 / 40 / 35 % split between top, heart and base notes.');
  }
  const drift = TIERS.some((t) => Math.abs(tiers[t].percent - split[t]) > 0.5 && tiers[t].count > 0);
  if (drift)
    out.push(
      `The theme and the use limits moved the tiers to ${tiers.top.percent.toFixed(2)} / ${tiers.heart.percent.toFixed(2)} / ${tiers.base.percent.toFixed(2)} %.`,
    );

  const category = brief.productCategory;
  const ifraCapped = drafts.filter(
    (d) =>
      ifraLimitOf(d.mat, category) !== null &&
      d.hundredths === capHundredths(d.mat, brief.concentration, category) &&
      capHundredths(d.mat, brief.concentration, category) < Math.round(d.mat.maxPct * 100),
  );
  for (const d of ifraCapped) {
    out.push(
      `At ${brief.concentration} % concentration, ${categoryText(category)} caps ${d.mat.name} at ${(d.hundredths / 100).toFixed(2)} % of the concentrate (${ifraLimitOf(d.mat, category)} % in the finished ${category === DEFAULT_CATEGORY ? 'perfume' : 'product'}; ${ifraBasisText(d.mat, category)}).`,
    );
  }
  for (const rule of enforcedRules) {
    const carriers = drafts.filter((d) => rule.weights.has(d.mat.id)).map((d) => d.mat.name);
    out.push(
      `${ruleName(rule)} ${ruleVerb(rule)} limited by ${categoryText(category)} to ${ruleLimitText(rule)}${rule.kind === 'constituent' ? `; a new formula keeps to ${Math.round(HOUSE_CONSTITUENT_MARGIN * 100)} % of that (a house margin, stricter than IFRA, because naturals' contents vary from batch to batch; customising may use the rest)` : ''}, so ${carriers.length > 0 ? listing(carriers) : 'the materials concerned'} ${carriers.length === 1 ? 'was' : 'were'} reduced to stay within it.`,
    );
  }
  if (extras.length > 0)
    out.push(`To stay within use limits, ${listing(extras)} ${extras.length === 1 ? 'was' : 'were'} added to carry the remaining share.`);
  if (diluent) {
    const h = drafts.find((d) => d.mat.id === diluent.id)!.hundredths;
    const reduced = enforcedRules.map(ruleName);
    out.push(
      report.diluentFromLimits || reduced.length === 0
        ? `The chosen materials' use limits left ${(h / 100).toFixed(2)} % unfilled (every material at its maximum use or IFRA cap, at the complexity's most materials); it is made up with ${diluent.name}, an odourless diluent.`
        : `${diluent.name}, an odourless diluent, makes up ${(h / 100).toFixed(2)} %: reducing ${listing(reduced)} for IFRA left share that no other material could take within its limits.`,
    );
  }
  out.push(
    `Made for ${productCategory(category).label}: the limits of IFRA Category ${category} (51st Amendment) apply, at ${brief.concentration} % of concentrate in the finished ${category === DEFAULT_CATEGORY ? 'perfume' : 'product'}.`,
  );
  return out;
}

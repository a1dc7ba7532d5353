/**
 * Types and constants of the Finding Notes formula engine.
 *
 * The engine is pure and deterministic: it turns a described scent (a brief) into a perfume concentrate
 * formula. Amounts are kept in integer hundredths (of a percent, of a gram) so that sums are exact; the
 * decimal `percent`/`grams` fields are derived from them for display.
 */
import type { IfraCategory } from './categories';

/** Olfactive families. Every material has exactly one (its dominant character). */
export const FAMILIES = [
  'citrus',
  'floral',
  'woody',
  'amber',
  'musky',
  'green',
  'aquatic',
  'spicy',
  'gourmand',
  'fruity',
  'aromatic',
  'leathery',
  'aldehydic',
] as const;
export type Family = (typeof FAMILIES)[number];

/** Facets that describe a character of the scent (fresh, powdery, smoky…) rather than a family or a material. */
export const CHARACTER_DESCRIPTORS = [
  'fresh',
  'clean',
  'powdery',
  'smoky',
  'earthy',
  'balsamic',
  'resinous',
  'animalic',
  'mossy',
  'herbal',
  'mint',
  'camphor',
  'marine',
  'ozonic',
  'salty',
  'sweet',
  'creamy',
  'lactonic',
  'waxy',
  'metallic',
  'dry',
  'hay',
  'boozy',
  'tea',
  'tobacco',
  'honey',
] as const;

/**
 * Facets: the families plus finer descriptors. A material lists its facets in order of prominence, and its
 * first facet is its family. Facets are what briefs, notes to avoid and reference notes are matched on.
 */
export const FACETS = [
  ...FAMILIES,
  ...CHARACTER_DESCRIPTORS,
  // flowers
  'rose',
  'jasmine',
  'white floral',
  'orange blossom',
  'iris',
  'violet',
  'lavender',
  'lily',
  'tuberose',
  // woods and resins
  'oud',
  'sandalwood',
  'cedar',
  'vetiver',
  'patchouli',
  'pine',
  'incense',
  'ambergris',
  // spices
  'pepper',
  'cinnamon',
  'clove',
  'anise',
  'saffron',
  // gourmand
  'vanilla',
  'tonka',
  'caramel',
  'chocolate',
  'coffee',
  'almond',
  'coconut',
  // fruits
  'berry',
  'apple',
  'pear',
  'peach',
  'tropical',
  'melon',
  'fig',
  // citrus fruits
  'lemon',
  'orange',
  'grapefruit',
  'bergamot',
  'mandarin',
  'lime',
] as const;
export type Facet = (typeof FACETS)[number];

export type Tier = 'top' | 'heart' | 'base';
export const TIERS: readonly Tier[] = ['top', 'heart', 'base'];

export type Origin = 'natural' | 'synthetic';
export type MaterialsType = 'natural' | 'synthetic' | 'natural_synthetic';
export const MATERIALS_TYPES: readonly MaterialsType[] = ['natural', 'synthetic', 'natural_synthetic'];

export type Complexity = 'simple' | 'medium' | 'complex';
export const COMPLEXITIES: readonly Complexity[] = ['simple', 'medium', 'complex'];

/** Number of materials (diluent excluded) a formula has for each complexity, when the palette allows. */
export const COMPLEXITY_RANGES: Readonly<Record<Complexity, { readonly min: number; readonly max: number }>> = {
  simple: { min: 5, max: 7 },
  medium: { min: 8, max: 12 },
  complex: { min: 13, max: 18 },
};

export const MIN_TOTAL_GRAMS = 10;
export const MAX_TOTAL_GRAMS = 5000;
/** The batch sizes the UI offers; any amount within [MIN_TOTAL_GRAMS, MAX_TOTAL_GRAMS] with ≤ 2 decimals works. */
export const PRESET_TOTAL_GRAMS: readonly number[] = [100, 200, 500, 1000];

/** Percent of concentrate in the finished perfume. 20 % is a typical eau de parfum. */
export const DEFAULT_CONCENTRATION = 20;
export const MIN_CONCENTRATION = 1;
export const MAX_CONCENTRATION = 100;
/** Usual dilutions, for the UI (percent of concentrate in the finished product). */
export const CONCENTRATION_PRESETS: readonly { readonly label: string; readonly concentration: number }[] = [
  { label: 'Eau de cologne', concentration: 4 },
  { label: 'Eau de toilette', concentration: 10 },
  { label: 'Eau de parfum', concentration: 20 },
  { label: 'Parfum (extrait)', concentration: 30 },
];

export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_REFERENCE_LENGTH = 200;
export const MAX_AVOID_LENGTH = 500;

/** Classic top / heart / base split (percent of the concentrate); a brief can shift it. */
export const DEFAULT_TIER_SPLIT: Readonly<Record<Tier, number>> = { top: 25, heart: 40, base: 35 };

/** Smallest share a line can have: 0.01 % of the concentrate. */
export const MIN_LINE_HUNDREDTHS = 1;
/** A material whose cap (max use, IFRA) is below this many hundredths at the chosen concentration is not used. */
export const MIN_USABLE_HUNDREDTHS = 5;

/** What the user describes. Plain interface: the server's validation schema should mirror it. */
export interface FormulaBrief {
  /** The scent theme in the user's words (1–1000 characters). */
  description: string;
  /** A well-known perfume to lean on, matched tolerantly ("dior sauvag", "Chanel No 5"). */
  referencePerfume?: string;
  /** Comma-separated notes, materials or families to leave out ("patchouli, vanilla"). */
  notesToAvoid?: string;
  materialsType: MaterialsType;
  complexity: Complexity;
  /** Grams of concentrate to make: MIN_TOTAL_GRAMS–MAX_TOTAL_GRAMS, at most two decimals. */
  totalGrams: number;
  /**
   * Percent of concentrate in the finished product. Used for the IFRA check. Default: the product category's usual
   * dosage (20 = EDP for fine fragrance).
   */
  concentration?: number;
  /** What the formula is for: IFRA's product category, whose limits apply (default '4', fine fragrance). */
  productCategory?: IfraCategory;
}

export type MaterialFunction = 'fixative' | 'blender' | 'diluent';

/** How a material's IFRA figure was obtained. */
export type IfraBasis = 'standard' | 'derived';

export interface Material {
  /** Stable kebab-case id, used in formulas and URLs. */
  id: string;
  name: string;
  /** Common names, trade names and the notes it is sold as; matched by briefs and notes to avoid. */
  synonyms: readonly string[];
  /** CAS registry number; null where none applies (many naturals are sold under several) or none was verified. */
  cas: string | null;
  /** 'natural' = whole natural extracts; single aroma molecules count as 'synthetic', even when nature-identical. */
  origin: Origin;
  family: Family | 'odourless';
  /** In order of prominence; facets[0] is the family (empty for diluents). */
  facets: readonly Facet[];
  /** Where it sits in the evaporation curve. */
  note: Tier;
  /** Odour strength: 1 weak, 2 medium, 3 strong, 4 very strong / diffusive. */
  strength: 1 | 2 | 3 | 4;
  /** Typical use in a fine-fragrance concentrate, percent. */
  typicalPct: number;
  /** Maximum sensible use in the concentrate, percent (the engine never exceeds it). */
  maxPct: number;
  /** IFRA 51st Amendment, Category 4 (fine fragrance): max percent of the material alone in the finished product; null = no numeric limit. */
  ifraCat4: number | null;
  ifraBasis?: IfraBasis;
  /** The IFRA Standard that sets `ifraCat4` ('IFRA_STD_087'; a constituent's or a group's for those limits). */
  ifraStandard?: string;
  ifraNote?: string;
  /** Present when the material must never be used; the reason. */
  prohibited?: string;
  function?: MaterialFunction;
  /** Used only when the brief names it (CITES-listed and other materials a perfumer would not reach for by default). */
  onlyWhenNamed?: boolean;
  /** Keys of MATERIAL_SOURCES the figures come from. */
  sources: readonly string[];
}

export interface ReferencePerfume {
  id: string;
  name: string;
  brand: string;
  year: number;
  /** Family as commonly published (e.g. "Aromatic Fougère"). */
  family: string;
  /** The engine families it contributes, most important first. */
  families: readonly Family[];
  top: readonly string[];
  heart: readonly string[];
  base: readonly string[];
  /** Other ways people write it ("N°5", "ADG", "BR540"). */
  aliases?: readonly string[];
}

export interface ReferenceMatch {
  perfume: ReferencePerfume;
  /** 1 = exact, lower = fuzzier. */
  similarity: number;
  /** The normalised key that matched (name, "brand name", alias). */
  matchedOn: string;
}

export type LineRole = 'main accord' | 'modifier' | 'fixative' | 'blender' | 'diluent';

export interface FormulaLine {
  materialId: string;
  name: string;
  origin: Origin;
  family: Family | 'odourless';
  facets: readonly Facet[];
  tier: Tier;
  role: LineRole;
  /** Share of the concentrate in hundredths of a percent (integer; the lines sum to 10000). */
  hundredths: number;
  /** hundredths / 100, e.g. 12.5 for 12.50 %. */
  percent: number;
  /** Weight in hundredths of a gram (integer; the lines sum to totalGrams × 100). */
  gramHundredths: number;
  /** gramHundredths / 100. */
  grams: number;
  /** The material's maximum use in the concentrate, percent. */
  maxPercent: number;
  /** The IFRA limit on the material alone in the formula's product category, percent of the finished product (null = none). */
  ifraLimit: number | null;
  /** Percent of this material in the finished perfume at the formula's concentration. */
  finishedPercent: number;
}

export interface TierSummary {
  /** The split the brief asked for, percent. */
  targetPercent: number;
  /** What the formula actually has after limits, percent (two decimals). */
  percent: number;
  hundredths: number;
  gramHundredths: number;
  grams: number;
  count: number;
}

export interface AvoidReport {
  /** Normalised terms: from notesToAvoid and negations in the description ("no musk"). */
  terms: readonly string[];
  /** Terms that matched nothing in the knowledge base. */
  unmatched: readonly string[];
  /** Ids of every material left out because of the terms. */
  excludedIds: readonly string[];
}

export interface BriefReading {
  /** Families found in the brief, strongest first, with weights in (0, 1]. */
  families: readonly { family: Family; weight: number }[];
  /** Facet weights in (0, 1], strongest first. */
  facets: readonly { facet: Facet; weight: number }[];
  /** The words and phrases of the description that were recognised. */
  matchedTerms: readonly string[];
  /** Materials named in the description. */
  mentionedIds: readonly string[];
  reference: { input: string; matched: { id: string; name: string; brand: string; year: number; similarity: number } | null } | null;
  avoid: AvoidReport;
  /** Positive = fresh/light (weight to the top), negative = warm/heavy (weight to the base), in [-1, 1]. */
  lift: number;
}

export interface Formula {
  version: 1;
  /** The brief as understood, with defaults filled in. */
  brief: Required<FormulaBrief>;
  totalGrams: number;
  concentration: number;
  complexity: Complexity;
  lines: readonly FormulaLine[];
  tiers: Readonly<Record<Tier, TierSummary>>;
  /** Grams of alcohol to add to the whole concentrate to reach the concentration, and the resulting total. */
  dilution: { alcoholGrams: number; finishedGrams: number };
  reading: BriefReading;
  explanation: readonly string[];
  /** Things the user should know (limits applied, clamping, tiny amounts). Empty when nothing to say. */
  warnings: readonly string[];
  /** Seed of the brief (hash of its normalised text); same brief → same seed → same formula. */
  seed: number;
}

export type RebalanceChange =
  | { kind: 'set-share'; materialId: string; percent: number }
  | { kind: 'remove'; materialId: string }
  | { kind: 'swap'; materialId: string; withMaterialId: string };

export interface Alternative {
  materialId: string;
  name: string;
  origin: Origin;
  family: Family | 'odourless';
  facets: readonly Facet[];
  note: Tier;
  /** 0–1, higher = closer to the material it replaces. */
  similarity: number;
  sameFamily: boolean;
}

export type ViolationCode =
  | 'EMPTY'
  | 'SUM_PERCENT'
  | 'SUM_GRAMS'
  | 'NOT_INTEGER'
  | 'BELOW_MINIMUM'
  | 'DISPLAY_MISMATCH'
  | 'UNKNOWN_MATERIAL'
  | 'DUPLICATE'
  | 'PROHIBITED'
  | 'MAX_USE'
  | 'IFRA'
  | 'MATERIALS_TYPE'
  | 'AVOIDED';

export interface Violation {
  code: ViolationCode;
  message: string;
  materialId?: string;
  /** For IFRA violations: the rule broken (a material, constituent or group id of ifra.ts) and its Standard. */
  rule?: string;
  standard?: string;
}

export type FormulaBriefErrorCode =
  | 'INVALID_BRIEF'
  | 'DESCRIPTION_EMPTY'
  | 'DESCRIPTION_TOO_LONG'
  | 'REFERENCE_TOO_LONG'
  | 'AVOID_TOO_LONG'
  | 'INVALID_MATERIALS_TYPE'
  | 'INVALID_COMPLEXITY'
  | 'GRAMS_OUT_OF_RANGE'
  | 'GRAMS_PRECISION'
  | 'CONCENTRATION_OUT_OF_RANGE'
  | 'INVALID_CATEGORY'
  | 'EMPTY_PALETTE'
  | 'NOT_A_SCENT';

/** The answer to a description that says nothing about smell ("what is the weather tomorrow?"). */
export const NOT_A_SCENT_MESSAGE =
  'This does not describe a scent. Describe what it should smell like: notes, flowers, woods, spices, a mood or a place (for example “fresh citrus summer morning” or “warm vanilla and sandalwood”).';

/** Thrown for a brief the engine cannot work with; `field` names the input to highlight in the UI. */
export class FormulaBriefError extends Error {
  readonly code: FormulaBriefErrorCode;
  readonly field: keyof FormulaBrief | null;

  constructor(code: FormulaBriefErrorCode, message: string, field: keyof FormulaBrief | null) {
    super(message);
    this.name = 'FormulaBriefError';
    this.code = code;
    this.field = field;
  }
}

/**
 * IFRA data and the one evaluator of its rules, in each of IFRA's product categories (categories.ts). A formula
 * complies with a category when
 *   - every material with its own Standard stays within it (MATERIAL_STANDARDS),
 *   - for every restricted constituent, the sum over all materials of (content × finished %) stays within the
 *     constituent's limit (CONSTITUENTS, CONSTITUENT_CONTENT; IFRA: "from all sources in the formula"), and
 *   - every group rule holds (GROUPS): materials limited together ('sum': oakmoss and treemoss, the rose
 *     ketones, the methyl ionones) or as a sum of each member's share of its own limit ('sum-of-ratios': the
 *     furocoumarin-containing oils).
 *
 * Every figure names its Standard (`standard: 'IFRA_STD_nnn'`). The `limit` written here is the Category 4 (fine
 * fragrance) figure, checked against IFRA's own "IFRA 51st Amendment – IFRA Standards overview" workbook
 * (2023-06-30); the rules of every category, Category 4 included, take their figures from ifra-categories.ts,
 * generated from that workbook (a test parses it again and compares both). Constituent contents of naturals come from IFRA's
 * Annex on contributions from other sources where it gives them, otherwise from the literature (typical upper
 * values). A batch's certificate of analysis overrides a content. The engine enforces IFRA's figures as they
 * are: no figure here is stricter or looser than its Standard. The one house limit, stricter than IFRA and
 * said so in the explanation, is the margin new formulas keep below constituent limits
 * (HOUSE_CONSTITUENT_MARGIN).
 *
 * Where a category has "No Restriction" for a Standard, the rule does not exist in that category (the
 * phototoxic oils and their sum in rinse-off categories, for instance); constituent contents of naturals apply
 * in every category.
 *
 * All rules are linear in the finished-product percentages, so they share one form (IfraRule: a weight per
 * material and a limit) and one evaluator (`ifraBreaches`), used by the engine's budgets, `rebalance`,
 * `checkFormula`, the maximum use levels (max-use.ts) and the server's replay alike.
 */
import { DEFAULT_CATEGORY, type IfraCategory } from './categories';
import { IFRA_CATEGORY_LIMITS } from './ifra-categories';

export const IFRA_SOURCES: Readonly<Record<string, string>> = {
  'ifra-51':
    'IFRA, "IFRA 51st Amendment – IFRA Standards overview" (workbook, 2023-06-30): Category 4 limit in the finished product per Standard, with the amendment of its last revision.',
  'ifra-51-annex':
    'IFRA 51st Amendment, Annex on contributions from other sources ("Natural contributions"): constituent content of natural complex substances (maximum row).',
  'tisserand-2014':
    'R. Tisserand & R. Young, Essential Oil Safety, 2nd ed. (2014): constituent profiles of essential oils (typical upper values).',
  'arctander-1960': 'S. Arctander, Perfume and Flavor Materials of Natural Origin (1960): composition of naturals.',
  pure: 'The material is (essentially) the pure constituent.',
};

/** An IFRA Standard's number as IFRA writes it: 'IFRA_STD_212'; several joined with ' + '. */
export type IfraStandard = `IFRA_STD_${string}`;

export interface IfraFigure {
  /** Percent in the finished product, Category 4 (the other categories' figures are in ifra-categories.ts). */
  limit: number;
  /** The Standard that sets the figure. */
  standard: IfraStandard;
  sources: readonly string[];
  note?: string;
}

/** Restricted constituents: limits on the sum from all sources. */
export const CONSTITUENTS = {
  citral: {
    name: 'Citral',
    cas: '5392-40-5',
    limit: 0.6,
    standard: 'IFRA_STD_021',
    sources: ['ifra-51'],
    note: 'Sensitisation (QRA2); since the 49th Amendment.',
  },
  eugenol: {
    name: 'Eugenol',
    cas: '97-53-0',
    limit: 2.5,
    standard: 'IFRA_STD_035',
    sources: ['ifra-51'],
    note: 'Sensitisation (QRA2); revised in the 51st Amendment.',
  },
  isoeugenol: {
    name: 'Isoeugenol',
    cas: '97-54-1',
    limit: 0.11,
    standard: 'IFRA_STD_048',
    sources: ['ifra-51'],
    note: 'Sensitisation; 0.11 % since the 49th Amendment.',
  },
  'methyl-eugenol': {
    name: 'Methyl eugenol',
    cas: '93-15-2',
    limit: 0.011,
    standard: 'IFRA_STD_100',
    sources: ['ifra-51'],
    note: 'Genotoxic carcinogen; 0.016 % in the 49th Amendment, 0.011 % since the 51st.',
  },
  coumarin: {
    name: 'Coumarin',
    cas: '91-64-5',
    limit: 1.5,
    standard: 'IFRA_STD_023',
    sources: ['ifra-51'],
    note: 'Sensitisation; 1.5 % since the 49th Amendment.',
  },
  cinnamal: {
    name: 'Cinnamal (cinnamaldehyde)',
    cas: '104-55-2',
    limit: 0.25,
    standard: 'IFRA_STD_018',
    sources: ['ifra-51'],
    note: 'Sensitisation.',
  },
  estragole: {
    name: 'Estragole (methyl chavicol)',
    cas: '140-67-0',
    limit: 0.014,
    standard: 'IFRA_STD_099',
    sources: ['ifra-51'],
    note: 'Genotoxic carcinogen; revised in the 51st Amendment.',
  },
  safrole: {
    name: 'Safrole',
    cas: '94-59-7',
    limit: 0.01,
    standard: 'IFRA_STD_179',
    sources: ['ifra-51'],
    note: 'Safrole, isosafrole and dihydrosafrole together; not to be used as such, and safrole-rich oils not as substitutes.',
  },
  geraniol: {
    name: 'Geraniol',
    cas: '106-24-1',
    limit: 4.7,
    standard: 'IFRA_STD_037',
    sources: ['ifra-51'],
    note: 'Sensitisation; revised in the 51st Amendment.',
  },
  citronellol: {
    name: 'Citronellol',
    cas: '106-22-9',
    limit: 12,
    standard: 'IFRA_STD_022',
    sources: ['ifra-51'],
    note: 'Sensitisation; 12 % since the 49th Amendment.',
  },
  'benzyl-benzoate': {
    name: 'Benzyl benzoate',
    cas: '120-51-4',
    limit: 4.8,
    standard: 'IFRA_STD_009',
    sources: ['ifra-51'],
    note: 'Sensitisation (QRA2).',
  },
  safranal: { name: 'Safranal', cas: '116-26-7', limit: 0.012, standard: 'IFRA_STD_082', sources: ['ifra-51'], note: 'Sensitisation.' },
  benzaldehyde: {
    name: 'Benzaldehyde',
    cas: '100-52-7',
    limit: 0.25,
    standard: 'IFRA_STD_007',
    sources: ['ifra-51'],
    note: 'Sensitisation and systemic toxicity; contributions from other sources per the Annex (bitter almond, cherry laurel).',
  },
  cedrene: {
    name: 'Cedrene (alpha and beta)',
    cas: '469-61-4',
    limit: 1.5,
    standard: 'IFRA_STD_197',
    sources: ['ifra-51'],
    note: 'From all sources, chiefly Virginia and Texas cedarwood oils; since the 49th Amendment.',
  },
  carvone: {
    name: 'Carvone (d and l)',
    cas: '99-49-0',
    limit: 0.59,
    standard: 'IFRA_STD_016',
    sources: ['ifra-51'],
    note: 'Sensitisation; from all sources, chiefly spearmint.',
  },
  farnesol: {
    name: 'Farnesol',
    cas: '4602-84-0',
    limit: 1.2,
    standard: 'IFRA_STD_036',
    sources: ['ifra-51'],
    note: 'Sensitisation; from all sources (Australian sandalwood, neroli, orange flower).',
  },
  thujone: {
    name: 'Thujone (alpha and beta)',
    cas: '76231-76-0',
    limit: 1.4,
    standard: 'IFRA_STD_102',
    sources: ['ifra-51'],
    note: 'Neurotoxicity; from all sources (sage, armoise).',
  },
  'methyl-n-methylanthranilate': {
    name: 'Methyl N-methylanthranilate',
    cas: '85-91-6',
    limit: 0.1,
    standard: 'IFRA_STD_094',
    sources: ['ifra-51'],
    note: 'Phototoxicity; new in the 51st Amendment; from all sources (mandarin).',
  },
} as const satisfies Record<string, IfraFigure & { name: string; cas: string }>;

export type ConstituentId = keyof typeof CONSTITUENTS;

/**
 * Materials with a Standard of their own. The furocoumarin-containing oils (bergamot, lemon, bitter orange,
 * grapefruit, cumin, angelica) are also summed together (GROUPS), and so are oakmoss and treemoss.
 */
export const MATERIAL_STANDARDS: Readonly<Record<string, IfraFigure>> = {
  'bergamot-oil': {
    limit: 0.4,
    standard: 'IFRA_STD_087',
    sources: ['ifra-51'],
    note: 'Bergamot oil expressed: phototoxicity (furocoumarins).',
  },
  'lemon-oil': { limit: 2, standard: 'IFRA_STD_092', sources: ['ifra-51'], note: 'Lemon oil cold pressed: phototoxicity (furocoumarins).' },
  'bitter-orange-oil': {
    limit: 1.25,
    standard: 'IFRA_STD_088',
    sources: ['ifra-51'],
    note: 'Bitter orange peel oil expressed: phototoxicity.',
  },
  'grapefruit-oil': { limit: 4, standard: 'IFRA_STD_091', sources: ['ifra-51'], note: 'Grapefruit oil expressed: phototoxicity.' },
  'cumin-oil': { limit: 0.4, standard: 'IFRA_STD_090', sources: ['ifra-51'], note: 'Cumin oil: phototoxicity.' },
  'angelica-root-oil': { limit: 0.8, standard: 'IFRA_STD_086', sources: ['ifra-51'], note: 'Angelica root oil: phototoxicity.' },
  'oakmoss-absolute': {
    limit: 0.1,
    standard: 'IFRA_STD_067',
    sources: ['ifra-51'],
    note: 'Oakmoss extracts: sensitisation; atranol and chloroatranol each < 100 ppm in the extract; 0.1 % together with treemoss.',
  },
  'treemoss-absolute': {
    limit: 0.1,
    standard: 'IFRA_STD_080',
    sources: ['ifra-51'],
    note: 'Treemoss extracts: sensitisation; atranol and chloroatranol each < 100 ppm in the extract; 0.1 % together with oakmoss.',
  },
  'jasmine-absolute': { limit: 0.6, standard: 'IFRA_STD_049', sources: ['ifra-51'], note: 'Jasmine grandiflorum extracts: sensitisation.' },
  'jasmine-sambac-absolute': {
    limit: 3.8,
    standard: 'IFRA_STD_050',
    sources: ['ifra-51'],
    note: 'Jasmine sambac extracts: sensitisation.',
  },
  'ylang-ylang-oil': { limit: 0.73, standard: 'IFRA_STD_084', sources: ['ifra-51'], note: 'Ylang-ylang extracts: sensitisation.' },
  'tea-absolute': {
    limit: 0.21,
    standard: 'IFRA_STD_079',
    sources: ['ifra-51'],
    note: 'Black tea (Camellia sinensis) absolute: sensitisation.',
  },
  'peru-balsam-oil': {
    limit: 0.41,
    standard: 'IFRA_STD_071',
    sources: ['ifra-51'],
    note: 'Peru balsam extracts and distillates; crude Peru balsam is prohibited.',
  },
  'styrax-resinoid': {
    limit: 0.64,
    standard: 'IFRA_STD_078',
    sources: ['ifra-51'],
    note: 'Styrax resinoid, absolute and oil; crude gums are prohibited.',
  },
  'opoponax-oil': { limit: 0.43, standard: 'IFRA_STD_070', sources: ['ifra-51'], note: 'Opoponax extracts: sensitisation.' },
  'vetiveryl-acetate': { limit: 0.9, standard: 'IFRA_STD_002', sources: ['ifra-51'], note: 'Acetylated vetiver oil: sensitisation.' },
  'cyclamen-aldehyde': {
    limit: 0.95,
    standard: 'IFRA_STD_025',
    sources: ['ifra-51'],
    note: 'Sensitisation; with at most 1.5 % cyclamen alcohol in the material.',
  },
  exaltolide: { limit: 2.4, standard: 'IFRA_STD_026', sources: ['ifra-51'], note: 'Cyclopentadecanolide (pentadecanolide).' },
  sandalore: { limit: 1.2, standard: 'IFRA_STD_212', sources: ['ifra-51'], note: 'Sensitisation.' },
  timberol: { limit: 1.3, standard: 'IFRA_STD_221', sources: ['ifra-51'], note: 'Norlimbanol (Timberol): new in the 51st Amendment.' },
  furaneol: {
    limit: 0.25,
    standard: 'IFRA_STD_201',
    sources: ['ifra-51'],
    note: 'Furaneol; ethyl and methyl furaneol have the same figure (IFRA_STD_226).',
  },
  cashmeran: { limit: 3.8, standard: 'IFRA_STD_028', sources: ['ifra-51'], note: 'DPMI (Cashmeran).' },
  'raspberry-ketone': { limit: 1.0, standard: 'IFRA_STD_217', sources: ['ifra-51'] },
  'iso-e-super': { limit: 20, standard: 'IFRA_STD_068', sources: ['ifra-51'], note: 'OTNE: 20 % since the 49th Amendment.' },
  phenylacetaldehyde: { limit: 0.25, standard: 'IFRA_STD_073', sources: ['ifra-51'], note: 'Sensitisation.' },
  'methyl-heptine-carbonate': {
    limit: 0.047,
    standard: 'IFRA_STD_062',
    sources: ['ifra-51'],
    note: 'Methyl 2-octynoate; methyl octine carbonate has its own, lower figure (IFRA_STD_064).',
  },
  'benzyl-salicylate': { limit: 7.3, standard: 'IFRA_STD_011', sources: ['ifra-51'], note: 'Sensitisation.' },
  'hexyl-cinnamal': { limit: 9.9, standard: 'IFRA_STD_040', sources: ['ifra-51'], note: 'alpha-Hexyl cinnamic aldehyde: sensitisation.' },
  helional: {
    limit: 2.6,
    standard: 'IFRA_STD_059',
    sources: ['ifra-51'],
    note: 'alpha-Methyl-1,3-benzodioxole-5-propionaldehyde (MMDHCA).',
  },
  triplal: { limit: 2.5, standard: 'IFRA_STD_030', sources: ['ifra-51'], note: '2,4-Dimethyl-3-cyclohexene carbaldehyde.' },
  dynascone: { limit: 1.1, standard: 'IFRA_STD_031', sources: ['ifra-51'], note: 'Dimethylcyclohexenyl pentenone (Dynascone).' },
  vanitrope: { limit: 0.99, standard: 'IFRA_STD_190', sources: ['ifra-51'], note: 'Propenyl guaethol.' },
  hydroxycitronellal: { limit: 2.1, standard: 'IFRA_STD_043', sources: ['ifra-51'], note: 'Sensitisation; revised in the 51st Amendment.' },
};

export interface IfraGroup {
  name: string;
  /** 'sum': the members' finished % added up; 'sum-of-ratios': each member's finished % ÷ its own Standard, added up. */
  kind: 'sum' | 'sum-of-ratios';
  members: readonly string[];
  /** 'sum': percent in the finished product; 'sum-of-ratios': 1 (100 % of the limits). */
  limit: number;
  standard: IfraStandard;
  sources: readonly string[];
  note: string;
}

/** Rules over several materials at once. */
export const GROUPS: Readonly<Record<string, IfraGroup>> = {
  'oakmoss-treemoss': {
    name: 'Oakmoss and treemoss extracts together',
    kind: 'sum',
    members: ['oakmoss-absolute', 'treemoss-absolute'],
    limit: 0.1,
    standard: 'IFRA_STD_067 + IFRA_STD_080',
    sources: ['ifra-51'],
    note: 'When both are used, their sum must not exceed 0.1 % of the finished product.',
  },
  'furocoumarin-oils': {
    name: 'Phototoxic (furocoumarin-containing) oils together',
    kind: 'sum-of-ratios',
    members: ['bergamot-oil', 'lemon-oil', 'bitter-orange-oil', 'grapefruit-oil', 'cumin-oil', 'angelica-root-oil'],
    limit: 1,
    standard: 'IFRA_STD_089',
    sources: ['ifra-51'],
    note: 'The sum of each oil’s finished % divided by its own limit must not exceed 1 (100 %), unless the bergapten content is measured (then at most 15 ppm in the product). Lime oil expressed (IFRA_STD_093, 0.7 %) belongs here too; the knowledge base has distilled lime only, which is not phototoxic.',
  },
  'rose-ketones': {
    name: 'Rose ketones (damascones and damascenone) together',
    kind: 'sum',
    members: ['beta-damascone'],
    limit: 0.043,
    standard: 'IFRA_STD_077',
    sources: ['ifra-51'],
    note: 'The sum of the isomers (alpha-, beta-, delta-damascone, damascenone) in the finished product.',
  },
  'methyl-ionones': {
    name: 'Methyl ionones and irones together',
    kind: 'sum',
    members: ['methyl-ionone', 'alpha-irone'],
    limit: 30,
    standard: 'IFRA_STD_063',
    sources: ['ifra-51'],
    note: 'alpha-Iso-methyl ionone, methyl-alpha/beta-ionones and irones summed; pseudo-methylionones at most 2 % as impurity.',
  },
};

/**
 * Constituent content of materials, as a fraction (0–1), typical upper values. Pure aroma chemicals count
 * as 1 for themselves so the sums include them. Figures marked "annex" follow IFRA's Annex (maximum row).
 */
export const CONSTITUENT_CONTENT: Readonly<Record<string, Partial<Record<ConstituentId, number>>>> = {
  // Pure constituents.
  citral: { citral: 1 },
  eugenol: { eugenol: 1 },
  isoeugenol: { isoeugenol: 1 },
  coumarin: { coumarin: 1 },
  cinnamaldehyde: { cinnamal: 1 },
  geraniol: { geraniol: 1 },
  citronellol: { citronellol: 1 },
  'benzyl-benzoate': { 'benzyl-benzoate': 1 },
  safranal: { safranal: 1 },
  benzaldehyde: { benzaldehyde: 1 },
  // Citrus and lemony naturals (citral; MNMA in mandarin per the annex).
  'litsea-cubeba-oil': { citral: 0.8 },
  'lemongrass-oil': { citral: 0.85, geraniol: 0.05 },
  'lemon-oil': { citral: 0.035 },
  'lime-oil-distilled': { citral: 0.02 },
  'yuzu-oil': { citral: 0.01 },
  'petitgrain-oil': { citral: 0.01, geraniol: 0.04 },
  'bergamot-oil': { citral: 0.01 },
  'bergamot-oil-fcf': { citral: 0.01 },
  'mandarin-oil': { citral: 0.005, 'methyl-n-methylanthranilate': 0.004 },
  'bitter-orange-oil': { carvone: 0.0005 },
  'neroli-oil': { citral: 0.01, geraniol: 0.04, farnesol: 0.037 },
  'ginger-oil': { citral: 0.03 },
  // Florals. Tuberose: methyl eugenol and isoeugenol per the annex.
  'rose-oil': { 'methyl-eugenol': 0.03, eugenol: 0.03, citronellol: 0.45, geraniol: 0.25 },
  'rose-absolute': { 'methyl-eugenol': 0.01, eugenol: 0.02, citronellol: 0.15, geraniol: 0.1 },
  'geranium-oil': { citronellol: 0.4, geraniol: 0.2, citral: 0.02 },
  'jasmine-absolute': { 'benzyl-benzoate': 0.2, eugenol: 0.03, isoeugenol: 0.01 },
  'jasmine-sambac-absolute': { 'benzyl-benzoate': 0.05 },
  'ylang-ylang-oil': { 'benzyl-benzoate': 0.1, isoeugenol: 0.01, eugenol: 0.01, geraniol: 0.02 },
  'tuberose-absolute': { 'benzyl-benzoate': 0.15, eugenol: 0.01, 'methyl-eugenol': 0.018, isoeugenol: 0.015 },
  'orange-flower-absolute': { geraniol: 0.04, farnesol: 0.037 },
  'champaca-absolute': { 'benzyl-benzoate': 0.05 },
  'tiare-absolute': { 'benzyl-benzoate': 0.1 },
  'carnation-absolute': { eugenol: 0.3, 'benzyl-benzoate': 0.05 },
  'rosewood-oil': { geraniol: 0.02 },
  // Herbs and spices. Pimento: methyl eugenol up to 8.5 % per the annex; spearmint: carvone 66 %.
  'basil-oil': { estragole: 0.05, 'methyl-eugenol': 0.02, eugenol: 0.1 },
  'tarragon-oil': { estragole: 0.8, 'methyl-eugenol': 0.02 },
  'star-anise-oil': { estragole: 0.06, safrole: 0.001 },
  'clove-bud-oil': { eugenol: 0.9, isoeugenol: 0.002, 'methyl-eugenol': 0.001 },
  'cinnamon-bark-oil': { cinnamal: 0.75, eugenol: 0.1, coumarin: 0.005, safrole: 0.001 },
  'cinnamon-leaf-oil': { eugenol: 0.85, cinnamal: 0.03, safrole: 0.02 },
  'cassia-oil': { cinnamal: 0.8, coumarin: 0.05 },
  // Eugenyl acetate hydrolyses to eugenol and usually carries a few percent of it.
  'eugenyl-acetate': { eugenol: 0.05 },
  'nutmeg-oil': { safrole: 0.03, 'methyl-eugenol': 0.012, eugenol: 0.005, isoeugenol: 0.005 },
  'pimento-berry-oil': { eugenol: 0.8, 'methyl-eugenol': 0.085 },
  'saffron-absolute': { safranal: 0.3 },
  'spearmint-oil': { carvone: 0.66 },
  'l-carvone': { carvone: 1 },
  'sage-oil': { thujone: 0.1 },
  'armoise-oil': { thujone: 0.45 },
  'lavender-oil': { coumarin: 0.003, geraniol: 0.01 },
  'lavandin-oil': { coumarin: 0.002 },
  'clary-sage-oil': { coumarin: 0.001 },
  'helichrysum-absolute': { coumarin: 0.01 },
  'hay-absolute': { coumarin: 0.05 },
  // Woods: cedrene (annex), farnesol in Australian sandalwood (annex).
  'cedarwood-virginia-oil': { cedrene: 0.302 },
  'cedarwood-texas-oil': { cedrene: 0.15 },
  'cypress-oil': { cedrene: 0.0074 },
  'juniper-berry-oil': { cedrene: 0.004 },
  'vetiver-oil': { cedrene: 0.003 },
  'sandalwood-spicatum-oil': { farnesol: 0.084 },
  // Balsams, resins and gourmand.
  'labdanum-absolute': { carvone: 0.0085 },
  'tonka-absolute': { coumarin: 0.45 },
  'peru-balsam-oil': { 'benzyl-benzoate': 0.65, coumarin: 0.002 },
  'tolu-balsam': { 'benzyl-benzoate': 0.15 },
  'benzoin-resinoid': { 'benzyl-benzoate': 0.05 },
  'styrax-resinoid': { cinnamal: 0.005 },
  'palmarosa-oil': { geraniol: 0.85 },
};

// ---------------------------------------------------------------------------------------------------------
// Rules: every Standard above in one linear form, per category.
// ---------------------------------------------------------------------------------------------------------

/** Every Standard the data above names, sorted ('IFRA_STD_067 + IFRA_STD_080' counts as both). */
export function engineStandards(): IfraStandard[] {
  const all = [...Object.values(MATERIAL_STANDARDS), ...Object.values(CONSTITUENTS), ...Object.values(GROUPS)].flatMap(
    (f) => f.standard.split(' + ') as IfraStandard[],
  );
  return [...new Set(all)].sort();
}

/**
 * A Standard's figure in a category, percent in the finished product; null where IFRA says "No Restriction".
 * For two Standards joined ('IFRA_STD_067 + IFRA_STD_080', which have the same figures), the first one's.
 */
export function categoryFigure(standard: IfraStandard, category: IfraCategory): number | null {
  const first = standard.split(' + ')[0];
  const row = IFRA_CATEGORY_LIMITS[first];
  if (!row) throw new Error(`${first} is not in ifra-categories.ts: run scripts/ifra-categories.ts`);
  return row.limits[category];
}

export type IfraRuleKind = 'material' | 'constituent' | 'sum' | 'sum-of-ratios';

export interface IfraRule {
  /** Position in its category's rules (ifraRules). */
  index: number;
  /** The category whose figure `limit` is. */
  category: IfraCategory;
  /** The material, constituent or group id. */
  id: string;
  kind: IfraRuleKind;
  /** What is limited, for messages ("Citral from all materials together"). */
  name: string;
  standard: IfraStandard;
  /** Percent in the finished product; for 'sum-of-ratios' 1 (the members' shares of their own limits, added up). */
  limit: number;
  /** Per material id: how much of the limited quantity 1 % of the material in the finished product brings. */
  weights: ReadonlyMap<string, number>;
  note?: string;
}

function buildRules(category: IfraCategory): IfraRule[] {
  const rules: IfraRule[] = [];
  const add = (r: Omit<IfraRule, 'index' | 'category'>) => rules.push({ ...r, index: rules.length, category });
  for (const [id, f] of Object.entries(MATERIAL_STANDARDS)) {
    const limit = categoryFigure(f.standard, category);
    if (limit === null) continue;
    add({ id, kind: 'material', name: id, standard: f.standard, limit, weights: new Map([[id, 1]]), note: f.note });
  }
  for (const [id, c] of Object.entries(CONSTITUENTS) as [ConstituentId, (typeof CONSTITUENTS)[ConstituentId]][]) {
    const limit = categoryFigure(c.standard, category);
    if (limit === null) continue;
    const weights = new Map<string, number>();
    for (const [mat, content] of Object.entries(CONSTITUENT_CONTENT)) if (content[id]) weights.set(mat, content[id]);
    add({ id, kind: 'constituent', name: `${c.name} from all materials together`, standard: c.standard, limit, weights, note: c.note });
  }
  for (const [id, g] of Object.entries(GROUPS)) {
    const figure = categoryFigure(g.standard, category);
    if (figure === null) continue;
    const weights = new Map<string, number>();
    for (const m of g.members) {
      const own = MATERIAL_STANDARDS[m];
      if (g.kind === 'sum') weights.set(m, 1);
      else {
        const ownLimit = own ? categoryFigure(own.standard, category) : null;
        if (ownLimit === null) throw new Error(`IFRA group ${id}: ${m} has no Standard of its own in Category ${category}`);
        weights.set(m, 1 / ownLimit);
      }
    }
    add({ id, kind: g.kind, name: g.name, standard: g.standard, limit: g.kind === 'sum' ? figure : g.limit, weights, note: g.note });
  }
  return rules;
}

interface CategoryRules {
  rules: readonly IfraRule[];
  /** The rules a material takes part in, with its weight in each. */
  byMaterial: Map<string, { rule: IfraRule; weight: number }[]>;
}

const RULES = new Map<IfraCategory, CategoryRules>();

function categoryRules(category: IfraCategory): CategoryRules {
  let found = RULES.get(category);
  if (!found) {
    const rules = buildRules(category);
    const byMaterial = new Map<string, { rule: IfraRule; weight: number }[]>();
    for (const rule of rules) {
      for (const [mat, weight] of rule.weights) {
        const list = byMaterial.get(mat) ?? [];
        list.push({ rule, weight });
        byMaterial.set(mat, list);
      }
    }
    found = { rules, byMaterial };
    RULES.set(category, found);
  }
  return found;
}

/** Every IFRA rule of a category the engine knows: own Standards, constituents, groups. */
export function ifraRules(category: IfraCategory = DEFAULT_CATEGORY): readonly IfraRule[] {
  return categoryRules(category).rules;
}

/** Every IFRA Category 4 rule (fine fragrance). */
export const IFRA_RULES: readonly IfraRule[] = ifraRules(DEFAULT_CATEGORY);

const NO_RULES: readonly { rule: IfraRule; weight: number }[] = [];

/** The rules a material takes part in, in a category (empty for unrestricted materials). */
export function rulesOf(materialId: string, category: IfraCategory = DEFAULT_CATEGORY): readonly { rule: IfraRule; weight: number }[] {
  return categoryRules(category).byMaterial.get(materialId) ?? NO_RULES;
}

/** True when the material takes part in a rule over several materials (a constituent or a group). */
export function sharesARule(materialId: string, category: IfraCategory = DEFAULT_CATEGORY): boolean {
  return rulesOf(materialId, category).some((r) => r.rule.kind !== 'material');
}

/** Share of a rule's limit a caller may use (e.g. 0.9 for constituents in new formulas); 1 = the whole limit. */
export type IfraMargin = (rule: IfraRule) => number;
const FULL: IfraMargin = () => 1;

/**
 * House limit, stricter than IFRA on purpose, in every category: a newly generated formula uses at most 90 % of
 * each constituent limit, because the constituent contents here are typical upper values and a batch may carry
 * more, and because step 2's customisations need room. The explanation says so whenever it binds; customised
 * formulas may use the whole limit. Own Standards and group rules are used in full.
 */
export const HOUSE_CONSTITUENT_MARGIN = 0.9;
export const NEW_FORMULA_MARGIN: IfraMargin = (rule) => (rule.kind === 'constituent' ? HOUSE_CONSTITUENT_MARGIN : 1);

/**
 * A rule's budget in weighted hundredths of the concentrate: Σ weight × hundredths may reach it.
 * finished % = hundredths × concentration / 10 000, so the budget is limit × 10 000 / concentration.
 */
export function ruleBudget(rule: IfraRule, concentration: number, margin: IfraMargin = FULL): number {
  return (rule.limit * margin(rule) * 10_000) / concentration;
}

/** Each rule's load (Σ weight × hundredths of the concentrate), indexed like the category's rules. */
export function ruleLoads(
  lines: readonly { materialId: string; hundredths: number }[],
  category: IfraCategory = DEFAULT_CATEGORY,
): Float64Array {
  const { rules, byMaterial } = categoryRules(category);
  const loads = new Float64Array(rules.length);
  for (const l of lines)
    for (const { rule, weight } of byMaterial.get(l.materialId) ?? NO_RULES) loads[rule.index] += weight * l.hundredths;
  return loads;
}

/** True when a load is over a budget (a relative tolerance absorbs floating-point noise at the exact limit). */
export function overBudget(load: number, budget: number): boolean {
  return load > budget * (1 + 1e-9) + 1e-9;
}

export interface IfraBreach {
  rule: IfraRule;
  /** The limited quantity in the finished product: percent ('sum-of-ratios': the sum of ratios, 1 = 100 %). */
  load: number;
  /** The limit it is held to (the rule's limit × margin). */
  limit: number;
  /** Load in weighted hundredths of the concentrate and its budget (what the engine's apportioning works in). */
  loadHundredths: number;
  budgetHundredths: number;
}

/**
 * The one evaluator of IFRA: every rule of the category (own Standards, constituents summed over all
 * materials, group sums and sums of ratios) that `lines` (shares of the concentrate in hundredths of a percent)
 * break at `concentration` (% of concentrate in the finished product), worst first. Empty when the formula
 * complies.
 */
export function ifraBreaches(
  lines: readonly { materialId: string; hundredths: number }[],
  concentration: number,
  margin: IfraMargin = FULL,
  category: IfraCategory = DEFAULT_CATEGORY,
): IfraBreach[] {
  const loads = ruleLoads(lines, category);
  const out: IfraBreach[] = [];
  for (const rule of ifraRules(category)) {
    const load = loads[rule.index];
    if (load === 0) continue;
    const budget = ruleBudget(rule, concentration, margin);
    if (!overBudget(load, budget)) continue;
    out.push({
      rule,
      load: (load * concentration) / 10_000,
      limit: rule.limit * margin(rule),
      loadHundredths: load,
      budgetHundredths: budget,
    });
  }
  return out.sort((a, b) => b.loadHundredths / b.budgetHundredths - a.loadHundredths / a.budgetHundredths || a.rule.index - b.rule.index);
}

/** How a rule's limit reads in a sentence: "0.6 % of the finished perfume (IFRA_STD_021)" ("product" outside Category 4). */
export function ruleLimitText(rule: IfraRule): string {
  return rule.kind === 'sum-of-ratios'
    ? `a sum of each oil’s share of its own limit of at most 100 % (${rule.standard})`
    : `${rule.limit} % of the finished ${rule.category === DEFAULT_CATEGORY ? 'perfume' : 'product'} (${rule.standard})`;
}

/** How a load reads: "0.72 %" or, for a sum of ratios, "134 % of the limits". */
export function loadText(rule: IfraRule, load: number): string {
  return rule.kind === 'sum-of-ratios' ? `${Math.round(load * 1000) / 10} % of the limits` : `${Math.round(load * 10_000) / 10_000} %`;
}

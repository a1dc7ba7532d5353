/**
 * IFRA's product categories (51st Amendment), named as a maker names what they make. A formula is made for one
 * category; generation, customising and checks use that category's limits. Small on purpose: the brief form
 * loads it on its own, without the engine or the figures (ifra-categories.ts).
 */

/** IFRA's category codes, in the workbook's column order. */
export const IFRA_CATEGORIES = [
  '1',
  '2',
  '3',
  '4',
  '5A',
  '5B',
  '5C',
  '5D',
  '6',
  '7A',
  '7B',
  '8',
  '9',
  '10A',
  '10B',
  '11A',
  '11B',
  '12',
] as const;
export type IfraCategory = (typeof IFRA_CATEGORIES)[number];

/** Fine fragrance: the category of every formula that does not say otherwise (and of every formula saved before). */
export const DEFAULT_CATEGORY: IfraCategory = '4';

export interface ProductCategory {
  code: IfraCategory;
  /** What a maker calls the product. */
  label: string;
  /** The products IFRA puts in the category, shortened. */
  examples: string;
  /** A usual dosage: percent of fragrance concentrate in the finished product, used when the brief gives none. */
  typicalConcentration: number;
}

export const PRODUCT_CATEGORIES: readonly ProductCategory[] = [
  {
    code: '4',
    label: 'Fine fragrance (EdP, EdT, parfum)',
    examples: 'Eau de parfum, eau de toilette, parfum, cologne, solid perfume, aftershave',
    typicalConcentration: 20,
  },
  { code: '5A', label: 'Body lotion', examples: 'Body lotion, body cream, body oil, foot cream, body powder', typicalConcentration: 1 },
  { code: '5B', label: 'Face cream', examples: 'Face moisturiser, face cream, facial toner', typicalConcentration: 1 },
  { code: '5C', label: 'Hand cream', examples: 'Hand cream, nail care, hand sanitiser', typicalConcentration: 1 },
  { code: '5D', label: 'Baby cream and baby oil', examples: 'Baby cream, baby oil, baby powder', typicalConcentration: 1 },
  { code: '2', label: 'Deodorant and antiperspirant', examples: 'Deodorants and antiperspirants of all kinds', typicalConcentration: 1 },
  { code: '1', label: 'Lip balm and lipstick', examples: 'Lipstick, lip balm, lip gloss', typicalConcentration: 1 },
  { code: '3', label: 'Eye and face make-up', examples: 'Eye make-up, eye cream, face make-up, face masks', typicalConcentration: 1 },
  { code: '6', label: 'Toothpaste and mouthwash', examples: 'Toothpaste, mouthwash, breath spray', typicalConcentration: 1 },
  {
    code: '7A',
    label: 'Hair care, rinse-off (conditioner, hair colour)',
    examples: 'Rinse-off conditioner, hair colour, hair treatments',
    typicalConcentration: 1,
  },
  {
    code: '7B',
    label: 'Hair care, leave-on (styling, hair oil)',
    examples: 'Leave-on conditioner, styling cream, hair oil, hair mist',
    typicalConcentration: 1,
  },
  { code: '8', label: 'Intimate and baby wipes', examples: 'Intimate wipes, baby wipes, intimate washes', typicalConcentration: 1 },
  {
    code: '9',
    label: 'Soap and shower gel',
    examples: 'Bar soap, liquid soap, shower gel, shampoo, bath foam, shaving foam',
    typicalConcentration: 2,
  },
  {
    code: '10A',
    label: 'Household cleaner and laundry detergent',
    examples: 'Laundry detergent, fabric softener, washing-up liquid, surface cleaner',
    typicalConcentration: 1,
  },
  { code: '10B', label: 'Room and fabric spray', examples: 'Room spray, fabric spray, spray cleaners', typicalConcentration: 2 },
  {
    code: '11A',
    label: 'Scented pads and liners',
    examples: 'Sanitary pads, liners, nappies (no sun on the skin)',
    typicalConcentration: 1,
  },
  {
    code: '11B',
    label: 'Scented tissues, socks and gloves',
    examples: 'Tissues, wet-free wipes, socks, gloves (skin may see the sun)',
    typicalConcentration: 1,
  },
  {
    code: '12',
    label: 'Candle and reed diffuser',
    examples: 'Candles, reed diffusers, wax melts, incense, plug-in air fresheners',
    typicalConcentration: 10,
  },
];

const BY_CODE = new Map(PRODUCT_CATEGORIES.map((c) => [c.code, c]));

/** The category with this code (every IfraCategory has one). */
export function productCategory(code: IfraCategory): ProductCategory {
  return BY_CODE.get(code)!;
}

/** "IFRA Category 5A (Body lotion)"; fine fragrance keeps the engine's long-standing "IFRA Category 4". */
export function categoryText(code: IfraCategory): string {
  return code === DEFAULT_CATEGORY ? 'IFRA Category 4' : `IFRA Category ${code} (${productCategory(code).label})`;
}

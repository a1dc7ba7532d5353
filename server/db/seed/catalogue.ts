import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { products } from '#server/db/schema';
import { seedLearn } from './learn';

/**
 * The sample catalogue, written on first start only (when the shop is empty). Admins manage it
 * afterwards. Prices are in cents, within the spec's sample range of $19.99 to $129.99.
 */
type Seed = Omit<typeof products.$inferInsert, 'imageUrl'>;

const SEEDS: Seed[] = [
  {
    slug: 'bergamot-calabria-10ml',
    name: 'Bergamot Essential Oil (Calabria), 10 ml',
    category: 'essential-oils',
    priceCents: 2499,
    description:
      'Cold-pressed bergamot from Reggio Calabria: bright, green-citrus top note, bergapten-reduced (FCF) for safe use in skin products.',
  },
  {
    slug: 'lavender-fine-10ml',
    name: 'Lavender Fine Essential Oil, 10 ml',
    category: 'essential-oils',
    priceCents: 1999,
    description: 'Steam-distilled Lavandula angustifolia from Haute-Provence: floral, herbaceous, the heart of every fougère.',
  },
  {
    slug: 'rose-damascena-5ml',
    name: 'Rose Damascena Absolute, 5 ml',
    category: 'essential-oils',
    priceCents: 12999,
    description: 'Bulgarian rose absolute: deep, honeyed and spicy. A few drops carry a whole floral heart.',
  },
  {
    slug: 'vetiver-haiti-10ml',
    name: 'Vetiver Essential Oil (Haiti), 10 ml',
    category: 'essential-oils',
    priceCents: 3499,
    description: 'Smoky, earthy and rooty; a base note that anchors citrus and woods alike.',
  },
  {
    slug: 'sandalwood-austrocaledonica-5ml',
    name: 'Sandalwood Oil (New Caledonia), 5 ml',
    category: 'essential-oils',
    priceCents: 5999,
    description: 'Creamy, milky wood from sustainably managed Santalum austrocaledonicum.',
  },
  {
    slug: 'jasmine-sambac-5ml',
    name: 'Jasmine Sambac Absolute, 5 ml',
    category: 'essential-oils',
    priceCents: 8999,
    description: 'Indian jasmine sambac: green, fruity and indolic; a luminous floral heart.',
  },
  {
    slug: 'perfumers-alcohol-100ml',
    name: "Perfumer's Alcohol, 100 ml",
    category: 'bases',
    priceCents: 1999,
    description: 'Denatured ethanol 96% with a trace of bitrex: odourless, crystal clear, ready for dilution.',
  },
  {
    slug: 'fractionated-coconut-100ml',
    name: 'Fractionated Coconut Oil, 100 ml',
    category: 'bases',
    priceCents: 2299,
    description: 'A light, odourless carrier for roll-on and oil perfumes; never goes rancid.',
  },
  {
    slug: 'jojoba-golden-100ml',
    name: 'Golden Jojoba Oil, 100 ml',
    category: 'bases',
    priceCents: 2799,
    description: 'A liquid wax with a long shelf life, ideal for solid and oil-based perfumes.',
  },
  {
    slug: 'dpg-250ml',
    name: 'Dipropylene Glycol (DPG), 250 ml',
    category: 'bases',
    priceCents: 2499,
    description: 'The classic odourless solvent for diluting crystalline aroma chemicals and resins.',
  },
  {
    slug: 'glass-pipettes-50',
    name: 'Glass Pipettes, pack of 50',
    category: 'tools',
    priceCents: 1999,
    description: 'Graduated 3 ml glass pipettes for precise, cross-contamination-free dosing.',
  },
  {
    slug: 'scale-001g',
    name: 'Precision Scale 0.001 g',
    category: 'tools',
    priceCents: 8999,
    description: 'A milligram scale with draft shield and calibration weight: weigh formulas, never guess.',
  },
  {
    slug: 'smelling-strips-200',
    name: 'Smelling Strips, pack of 200',
    category: 'tools',
    priceCents: 1999,
    description: 'Thick, absorbent blotters, 130 × 7 mm, for evaluating materials and trials over hours.',
  },
  {
    slug: 'amber-bottles-30ml-12',
    name: 'Amber Spray Bottles 30 ml, pack of 12',
    category: 'tools',
    priceCents: 2999,
    description: 'UV-protective amber glass with fine-mist atomisers for finished perfumes and trials.',
  },
  {
    slug: 'beginner-perfume-kit',
    name: 'Beginner Perfume Making Kit',
    category: 'kits',
    priceCents: 8999,
    description: 'Twelve essential materials, alcohol, pipettes, strips and a guidebook to blend your first three perfumes.',
  },
  {
    slug: 'natural-perfumery-kit',
    name: 'Natural Perfumery Kit',
    category: 'kits',
    priceCents: 12999,
    description: 'Twenty naturals from citrus to resins, with a jojoba base and a formula notebook.',
  },
  {
    slug: 'citrus-cologne-kit',
    name: 'Citrus Cologne Kit',
    category: 'kits',
    priceCents: 5999,
    description: 'Everything for a classic eau de cologne: bergamot, lemon, neroli, petitgrain, rosemary and alcohol.',
  },
];

/**
 * The catalogue's perfumery materials as the formula engine names them (common/formula/materials.ts), with
 * what one unit holds: a lab sheet links these and puts a batch's packs in the cart. Tools and kits sell no
 * single material.
 */
export const SEED_MATERIALS: Readonly<Record<string, { materialId: string; packSize: number; packUnit: 'g' | 'mL' }>> = {
  'bergamot-calabria-10ml': { materialId: 'bergamot-oil-fcf', packSize: 10, packUnit: 'mL' },
  'lavender-fine-10ml': { materialId: 'lavender-oil', packSize: 10, packUnit: 'mL' },
  'rose-damascena-5ml': { materialId: 'rose-absolute', packSize: 5, packUnit: 'mL' },
  'vetiver-haiti-10ml': { materialId: 'vetiver-oil', packSize: 10, packUnit: 'mL' },
  'sandalwood-austrocaledonica-5ml': { materialId: 'sandalwood-austrocaledonicum-oil', packSize: 5, packUnit: 'mL' },
  'jasmine-sambac-5ml': { materialId: 'jasmine-sambac-absolute', packSize: 5, packUnit: 'mL' },
  'perfumers-alcohol-100ml': { materialId: 'perfumers-alcohol', packSize: 100, packUnit: 'mL' },
};

export const SAMPLE_PRODUCTS = SEEDS.map((p) => ({ ...p, ...SEED_MATERIALS[p.slug], imageUrl: `/catalogue/${p.category}.svg` }));

/** Seeds the catalogue once; later starts leave it alone. */
export async function seedCatalogue(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  await seedLearn(db);
  if (n > 0) return false;
  await db.insert(products).values(SAMPLE_PRODUCTS).onConflictDoNothing();
  return true;
}

/**
 * Accords and affinities: the perfumer's building blocks above single materials.
 *
 * An ACCORD is a small blend (2–5 materials in known proportions) that reads as one note no single material
 * gives: coffee, chai, leather, sea breeze, lipstick… Each has a variant per palette where perfumery has
 * one. Sources: the odour of every component after Arctander (1960, 1969); the structures are the classic
 * textbook ones (coffee = roasted pyrazines + furfurylthiol + smoky phenol + caramel; leather = birch tar /
 * quinolines + labdanum/castoreum + saffron/suede; lipstick = ionones/irones + heliotropin + waxy aldehyde +
 * musk…) as taught in perfumery courses and described in S. Ellena, "The Alchemy of Scent" (2011) and
 * M. Curtis & L. Williams, "An Introduction to Perfumery" (2nd ed., 2001). Parts are indicative starting
 * points (common practice, rounded), not a published formula.
 *
 * The AFFINITY table says which facets blend with each family (what a perfumer reaches for to support a
 * theme): after M. Edwards' Fragrance Wheel (neighbouring families blend), and the classic family
 * structures (fougère = lavender + tonka + moss; chypre = bergamot + moss + patchouli; oriental = amber +
 * vanilla + spice + woods; gourmand = vanilla + musk + woods).
 */
import type { Facet, Family, MaterialsType } from './types';

export interface Accord {
  id: string;
  name: string;
  /** Phrases of a brief that call for it (matched on normalised tokens). */
  triggers: readonly string[];
  /** Longer phrases in which a trigger means something else ("orange blossom" is not the orange accord). */
  exceptIn?: readonly string[];
  /** The facets it expresses: they count as the brief's theme. */
  facets: readonly Facet[];
  /** Components (material id, parts) per palette; the engine takes the first variant the palette allows. */
  variants: Partial<Record<MaterialsType, readonly (readonly [string, number])[]>>;
  sources: readonly string[];
}

const TEXTBOOK = ['arctander-1960', 'arctander-1969', 'industry'];

export const ACCORDS: readonly Accord[] = [
  {
    id: 'coffee',
    name: 'coffee accord',
    triggers: ['coffee', 'espresso', 'latte', 'cappuccino', 'mocha', 'coffee bean', 'cafe'],
    facets: ['coffee', 'gourmand'],
    variants: {
      natural: [
        ['coffee-absolute', 3],
        ['cocoa-absolute', 2],
        ['guaiac-wood-oil', 2],
        ['tonka-absolute', 1],
      ],
      synthetic: [
        ['acetylpyrazine', 3],
        ['furfuryl-mercaptan', 0.5],
        ['guaiacol', 1],
        ['maltol', 2],
        ['vanillin', 2],
      ],
      natural_synthetic: [
        ['coffee-absolute', 3],
        ['acetylpyrazine', 2],
        ['guaiacol', 0.5],
        ['maltol', 2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'chocolate',
    name: 'chocolate accord',
    triggers: ['chocolate', 'dark chocolate', 'cocoa', 'cacao', 'praline'],
    facets: ['chocolate', 'gourmand'],
    variants: {
      natural: [
        ['cocoa-absolute', 4],
        ['vanilla-absolute', 2],
        ['patchouli-oil', 1],
        ['tonka-absolute', 1],
      ],
      synthetic: [
        ['cocoa-hexenal', 3],
        ['trimethylpyrazine', 1],
        ['vanillin', 3],
        ['ethyl-maltol', 1],
        ['patchoulol', 1],
      ],
      natural_synthetic: [
        ['cocoa-absolute', 3],
        ['cocoa-hexenal', 2],
        ['vanillin', 2],
        ['patchouli-oil', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'chai',
    name: 'chai accord',
    triggers: ['chai', 'chai latte', 'masala chai', 'spiced tea'],
    facets: ['spicy', 'tea', 'cinnamon'],
    variants: {
      natural: [
        ['cardamom-oil', 3],
        ['ginger-oil', 2],
        ['cinnamon-leaf-oil', 1],
        ['tea-absolute', 1],
        ['vanilla-absolute', 2],
      ],
      synthetic: [
        ['terpinyl-acetate', 3],
        ['cinnamyl-acetate', 2],
        ['eugenol', 0.5],
        ['vanillin', 2],
        ['delta-decalactone', 1],
      ],
      natural_synthetic: [
        ['cardamom-oil', 3],
        ['cinnamyl-acetate', 2],
        ['ginger-oil', 1],
        ['tea-absolute', 1],
        ['vanillin', 2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'cardamom',
    name: 'cardamom accord',
    triggers: ['cardamom', 'cardamon'],
    facets: ['spicy'],
    variants: {
      synthetic: [
        ['terpinyl-acetate', 4],
        ['eucalyptol', 1],
        ['linalyl-acetate', 2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'cinnamon',
    name: 'cinnamon accord',
    triggers: ['cinnamon', 'cassia'],
    facets: ['cinnamon', 'spicy'],
    variants: {
      synthetic: [
        ['cinnamyl-acetate', 3],
        ['ethyl-cinnamate', 2],
        ['eugenol', 0.5],
      ],
      natural: [
        ['cinnamon-leaf-oil', 2],
        ['cinnamon-bark-oil', 0.5],
        ['benzoin-resinoid', 2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'leather',
    name: 'leather accord',
    triggers: ['leather', 'leathery', 'leather jacket', 'suede', 'saddle', 'russian leather'],
    facets: ['leathery'],
    variants: {
      natural: [
        ['labdanum-absolute', 3],
        ['birch-tar-oil', 1],
        ['cade-oil', 0.5],
        ['saffron-absolute', 0.5],
        ['styrax-resinoid', 1],
      ],
      synthetic: [
        ['isobutyl-quinoline', 1],
        ['safraleine', 1],
        ['p-cresyl-phenylacetate', 0.5],
        ['okoumal', 3],
        ['castoreum-replacer', 1],
      ],
      natural_synthetic: [
        ['labdanum-absolute', 3],
        ['isobutyl-quinoline', 1],
        ['birch-tar-oil', 0.5],
        ['safraleine', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'tobacco',
    name: 'tobacco accord',
    triggers: ['tobacco', 'pipe tobacco', 'cigar', 'tobacco leaf'],
    facets: ['tobacco', 'amber'],
    variants: {
      natural: [
        ['tobacco-absolute', 2],
        ['hay-absolute', 2],
        ['tonka-absolute', 2],
        ['labdanum-absolute', 1],
      ],
      synthetic: [
        ['megastigmatrienone', 1],
        ['kephalis', 4],
        ['sclareolide', 2],
        ['coumarin', 1],
      ],
      natural_synthetic: [
        ['tobacco-absolute', 2],
        ['megastigmatrienone', 0.5],
        ['kephalis', 3],
        ['tonka-absolute', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'sea-breeze',
    name: 'sea breeze accord',
    triggers: ['sea breeze', 'ocean breeze', 'sea air', 'sea spray', 'salt air', 'seaside', 'sea'],
    facets: ['aquatic', 'marine', 'ozonic'],
    variants: {
      natural: [
        ['sea-fennel-oil', 2],
        ['seaweed-absolute', 0.5],
        ['lime-oil-distilled', 2],
        ['petitgrain-oil', 2],
      ],
      synthetic: [
        ['calone', 1],
        ['cascalone', 0.5],
        ['floralozone', 1],
        ['dihydromyrcenol', 2],
        ['ambroxan', 1],
      ],
      natural_synthetic: [
        ['calone', 1],
        ['sea-fennel-oil', 1],
        ['cascalone', 0.5],
        ['dihydromyrcenol', 2],
        ['ambroxan', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'lipstick',
    name: 'lipstick accord',
    triggers: ['lipstick', 'makeup', 'rouge', 'cosmetic', 'lip balm'],
    facets: ['powdery', 'iris', 'violet'],
    variants: {
      natural: [
        ['orris-butter', 2],
        ['mimosa-absolute', 1],
        ['violet-leaf-absolute', 0.3],
        ['benzoin-resinoid', 2],
        ['rose-absolute', 1],
      ],
      synthetic: [
        ['methyl-ionone', 4],
        ['alpha-irone', 1],
        ['heliotropin', 2],
        ['aldehyde-c12-lauric', 0.3],
        ['galaxolide', 3],
      ],
      natural_synthetic: [
        ['orris-butter', 1],
        ['methyl-ionone', 4],
        ['heliotropin', 2],
        ['aldehyde-c12-lauric', 0.3],
        ['galaxolide', 2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'suntan-lotion',
    name: 'suntan lotion accord',
    triggers: ['suntan lotion', 'sun lotion', 'sunscreen', 'sun cream', 'suntan', 'monoi'],
    facets: ['coconut', 'creamy', 'white floral'],
    variants: {
      natural: [
        ['tiare-absolute', 3],
        ['ylang-ylang-oil', 1],
        ['benzoin-resinoid', 2],
        ['vanilla-absolute', 1],
      ],
      synthetic: [
        ['benzyl-salicylate', 5],
        ['gamma-nonalactone', 1.5],
        ['gamma-octalactone', 0.5],
        ['heliotropin', 1],
        ['galaxolide', 2],
      ],
      natural_synthetic: [
        ['tiare-absolute', 2],
        ['benzyl-salicylate', 4],
        ['gamma-nonalactone', 1.5],
        ['heliotropin', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'rain',
    name: 'rain (petrichor) accord',
    triggers: ['rain', 'rainy', 'storm', 'rainstorm', 'drizzle'],
    facets: ['ozonic', 'earthy', 'aquatic'],
    variants: {
      natural: [
        ['vetiver-oil', 2],
        ['violet-leaf-absolute', 0.5],
        ['seaweed-absolute', 0.3],
        ['cypriol-oil', 1],
        ['galbanum-oil', 0.3],
      ],
      synthetic: [
        ['helional', 2],
        ['floralozone', 1],
        ['calone', 0.5],
        ['evernyl', 1],
        ['iso-e-super', 3],
      ],
      natural_synthetic: [
        ['vetiver-oil', 2],
        ['helional', 2],
        ['floralozone', 1],
        ['violet-leaf-absolute', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'old-books',
    name: 'old books accord',
    triggers: ['old books', 'old book', 'library', 'paper', 'parchment'],
    facets: ['woody', 'vanilla', 'dry'],
    variants: {
      natural: [
        ['guaiac-wood-oil', 2],
        ['cedarwood-virginia-oil', 3],
        ['vanilla-absolute', 1],
        ['hay-absolute', 1],
        ['benzoin-resinoid', 1],
      ],
      synthetic: [
        ['cedramber', 3],
        ['vanillin', 1],
        ['coumarin', 1],
        ['vertofix', 2],
        ['isobutyl-quinoline', 0.2],
      ],
      natural_synthetic: [
        ['cedarwood-virginia-oil', 3],
        ['guaiac-wood-oil', 2],
        ['vanillin', 1],
        ['coumarin', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'incense',
    name: 'incense accord',
    triggers: ['incense', 'church', 'stone church', 'cathedral', 'temple', 'frankincense', 'olibanum'],
    facets: ['incense', 'resinous', 'amber'],
    variants: {
      natural: [
        ['olibanum-oil', 4],
        ['myrrh-oil', 1],
        ['labdanum-absolute', 1],
        ['elemi-oil', 1],
        ['cedarwood-atlas-oil', 1],
      ],
      synthetic: [
        ['timberol', 0.5],
        ['ambroxan', 2],
        ['iso-e-super', 3],
        ['karanal', 0.3],
      ],
      natural_synthetic: [
        ['olibanum-oil', 4],
        ['elemi-oil', 1],
        ['myrrh-oil', 1],
        ['iso-e-super', 2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'campfire',
    name: 'campfire smoke accord',
    triggers: ['campfire', 'bonfire', 'fireplace', 'smoke', 'smoky', 'log fire'],
    facets: ['smoky', 'woody'],
    variants: {
      natural: [
        ['birch-tar-oil', 1],
        ['cade-oil', 1],
        ['guaiac-wood-oil', 3],
        ['vetiver-oil', 2],
      ],
      synthetic: [
        ['guaiacol', 0.5],
        ['isobutyl-quinoline', 0.5],
        ['vertofix', 3],
        ['cedramber', 2],
      ],
      natural_synthetic: [
        ['birch-tar-oil', 1],
        ['guaiacol', 0.3],
        ['guaiac-wood-oil', 3],
        ['vetiver-oil', 2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'cedar-chest',
    name: 'cedar chest accord',
    triggers: ['cedar chest', 'hope chest', 'wardrobe', 'grandmother'],
    facets: ['cedar', 'woody'],
    variants: {
      natural: [
        ['cedarwood-virginia-oil', 5],
        ['cedarwood-atlas-oil', 2],
        ['orris-butter', 0.5],
        ['benzoin-resinoid', 1],
      ],
      synthetic: [
        ['cedrol', 3],
        ['cedramber', 3],
        ['vertofix', 2],
        ['methyl-ionone', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'caramel',
    name: 'caramel accord',
    triggers: ['caramel', 'salted caramel', 'toffee', 'butterscotch', 'popcorn', 'burnt sugar'],
    facets: ['caramel', 'gourmand'],
    variants: {
      natural: [
        ['vanilla-absolute', 3],
        ['tonka-absolute', 2],
        ['benzoin-resinoid', 2],
        ['beeswax-absolute', 1],
      ],
      synthetic: [
        ['ethyl-maltol', 1],
        ['maltol', 1],
        ['acetylpyrazine', 0.3],
        ['vanillin', 2],
        ['delta-decalactone', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'coconut',
    name: 'coconut accord',
    triggers: ['coconut', 'coco', 'coconut milk'],
    facets: ['coconut', 'creamy'],
    variants: {
      natural: [
        ['tiare-absolute', 3],
        ['vanilla-absolute', 1],
        ['sandalwood-album-oil', 2],
      ],
      synthetic: [
        ['gamma-nonalactone', 2],
        ['gamma-octalactone', 1],
        ['delta-decalactone', 2],
        ['vanillin', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'fig',
    name: 'fig accord',
    triggers: ['fig', 'figs', 'green fig', 'fig leaf', 'fig tree', 'fig milk'],
    facets: ['fig', 'green', 'creamy'],
    variants: {
      // No natural fig exists (fig leaf absolute is prohibited, IFRA_STD_142): violet leaf, galbanum and
      // coconut-like tiaré over sandalwood approximate its green milk.
      natural: [
        ['violet-leaf-absolute', 0.5],
        ['galbanum-oil', 0.3],
        ['tiare-absolute', 1],
        ['sandalwood-album-oil', 4],
        ['blackcurrant-bud-absolute', 0.3],
      ],
      synthetic: [
        ['stemone', 1],
        ['cis-3-hexenol', 0.5],
        ['gamma-octalactone', 0.8],
        ['delta-decalactone', 1.5],
        ['iso-e-super', 5],
      ],
      natural_synthetic: [
        ['stemone', 1],
        ['cis-3-hexenol', 0.4],
        ['delta-decalactone', 1.5],
        ['sandalwood-album-oil', 4],
        ['violet-leaf-absolute', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'oud',
    name: 'oud accord',
    triggers: ['oud', 'oudh', 'aoud', 'agarwood', 'synthetic oud', 'oud rose'],
    facets: ['oud', 'woody', 'animalic'],
    variants: {
      natural: [
        ['oud-oil', 2],
        ['cypriol-oil', 2],
        ['guaiac-wood-oil', 3],
        ['labdanum-absolute', 1],
        ['birch-tar-oil', 0.2],
      ],
      synthetic: [
        ['timberol', 1],
        ['vertofix', 4],
        ['isobutyl-quinoline', 0.3],
        ['castoreum-replacer', 0.5],
        ['p-cresyl-phenylacetate', 0.3],
      ],
      natural_synthetic: [
        ['oud-oil', 2],
        ['cypriol-oil', 2],
        ['timberol', 1],
        ['guaiac-wood-oil', 3],
        ['isobutyl-quinoline', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'tuberose',
    name: 'tuberose accord',
    triggers: ['tuberose', 'tubereuse', 'tuberoses'],
    facets: ['tuberose', 'white floral', 'creamy'],
    variants: {
      natural: [
        ['tuberose-absolute', 3],
        ['ylang-ylang-oil', 2],
        ['jasmine-sambac-absolute', 1],
        ['orange-flower-absolute', 1],
        ['tiare-absolute', 1],
      ],
      synthetic: [
        ['methyl-benzoate', 0.5],
        ['methyl-salicylate', 0.3],
        ['indole', 0.2],
        ['benzyl-salicylate', 6],
        ['gamma-nonalactone', 0.5],
        ['methyl-anthranilate', 0.5],
      ],
      natural_synthetic: [
        ['tuberose-absolute', 3],
        ['methyl-benzoate', 0.4],
        ['methyl-salicylate', 0.2],
        ['benzyl-salicylate', 5],
        ['gamma-nonalactone', 0.4],
        ['ylang-ylang-oil', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'aldehydic-floral',
    name: 'aldehydic floral accord',
    triggers: ['aldehydes', 'aldehydic', 'aldehyde', 'aldehydic floral', 'fizzy floral', 'champagne'],
    facets: ['aldehydic', 'floral', 'powdery'],
    variants: {
      synthetic: [
        ['aldehyde-c11-undecylenic', 0.5],
        ['aldehyde-c12-mna', 0.4],
        ['aldehyde-c10', 0.3],
        ['hedione', 8],
        ['methyl-ionone', 4],
      ],
      natural_synthetic: [
        ['aldehyde-c11-undecylenic', 0.5],
        ['aldehyde-c12-mna', 0.4],
        ['aldehyde-c10', 0.3],
        ['ylang-ylang-oil', 2],
        ['jasmine-absolute', 1],
        ['orris-butter', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'laundry-musk',
    name: 'laundry musk accord',
    triggers: [
      'clean laundry',
      'fresh laundry',
      'laundry',
      'fresh sheets',
      'clean sheets',
      'clean linen',
      'fresh linen',
      'white musk',
      'clean musk',
      'clean cotton',
    ],
    facets: ['musky', 'clean', 'aldehydic'],
    variants: {
      natural: [
        ['ambrette-seed-oil', 3],
        ['angelica-root-oil', 0.5],
        ['orris-butter', 1],
        ['neroli-oil', 2],
      ],
      synthetic: [
        ['galaxolide', 10],
        ['habanolide', 4],
        ['helvetolide', 3],
        ['aldehyde-c11-undecylenic', 0.3],
        ['benzyl-salicylate', 4],
        ['florol', 3],
      ],
      natural_synthetic: [
        ['galaxolide', 10],
        ['habanolide', 4],
        ['ambrette-seed-oil', 1],
        ['aldehyde-c12-lauric', 0.2],
        ['benzyl-salicylate', 4],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'tea',
    name: 'tea accord',
    triggers: ['tea', 'black tea', 'green tea', 'earl grey', 'oolong', 'matcha', 'jasmine tea', 'afternoon tea', 'iced tea'],
    facets: ['tea', 'green'],
    variants: {
      natural: [
        ['tea-absolute', 1],
        ['mate-absolute', 1],
        ['bergamot-oil-fcf', 4],
        ['osmanthus-absolute', 0.3],
      ],
      synthetic: [
        ['hedione', 8],
        ['linalool', 3],
        ['beta-ionone', 1],
        ['sclareolide', 1],
        ['cis-3-hexenol', 0.2],
      ],
      natural_synthetic: [
        ['tea-absolute', 1],
        ['hedione', 6],
        ['bergamot-oil-fcf', 4],
        ['beta-ionone', 0.8],
        ['mate-absolute', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'gourmand-vanilla',
    name: 'gourmand vanilla accord',
    triggers: ['vanilla', 'vanilla bean', 'vanilla ice cream', 'vanilla custard', 'creme brulee', 'vanilla cake'],
    facets: ['vanilla', 'gourmand', 'creamy'],
    variants: {
      natural: [
        ['vanilla-absolute', 6],
        ['benzoin-resinoid', 4],
        ['tonka-absolute', 2],
        ['tolu-balsam', 1],
      ],
      synthetic: [
        ['vanillin', 5],
        ['ethyl-vanillin', 1],
        ['coumarin', 1.5],
        ['delta-decalactone', 1],
        ['ethyl-maltol', 0.3],
      ],
      natural_synthetic: [
        ['vanilla-absolute', 5],
        ['vanillin', 4],
        ['tonka-absolute', 1.5],
        ['benzoin-resinoid', 3],
        ['delta-decalactone', 0.8],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'almond-cherry',
    name: 'almond and cherry accord',
    triggers: ['almond', 'almonds', 'marzipan', 'bitter almond', 'cherry', 'cherries', 'amaretto', 'frangipane', 'cherry blossom'],
    facets: ['almond', 'gourmand'],
    variants: {
      // Bitter almond oil is not in the palette: tonka's almond facet, heliotrope-like balsams and vanilla
      // approximate it.
      natural: [
        ['tonka-absolute', 3],
        ['vanilla-absolute', 2],
        ['benzoin-resinoid', 2],
        ['peru-balsam-oil', 1],
      ],
      synthetic: [
        ['benzaldehyde', 0.5],
        ['heliotropin', 3],
        ['vanillin', 2],
        ['coumarin', 1],
        ['raspberry-ketone', 0.5],
      ],
      natural_synthetic: [
        ['benzaldehyde', 0.5],
        ['heliotropin', 3],
        ['tonka-absolute', 2],
        ['vanilla-absolute', 2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'petrichor',
    name: 'petrichor (wet earth) accord',
    triggers: ['petrichor', 'wet earth', 'wet soil', 'after the rain', 'rain on stone', 'wet stone', 'mineral', 'wet concrete'],
    facets: ['earthy', 'ozonic', 'aquatic'],
    variants: {
      natural: [
        ['vetiver-oil', 3],
        ['patchouli-oil', 1],
        ['cypriol-oil', 1],
        ['violet-leaf-absolute', 0.3],
      ],
      synthetic: [
        ['geosmin', 0.5],
        ['helional', 2],
        ['evernyl', 1],
        ['isobutyl-quinoline', 0.1],
        ['iso-e-super', 4],
      ],
      natural_synthetic: [
        ['geosmin', 0.5],
        ['vetiver-oil', 3],
        ['helional', 2],
        ['patchouli-oil', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'forest-floor',
    name: 'forest floor (mushroom) accord',
    triggers: ['mushroom', 'mushrooms', 'forest floor', 'truffle', 'undergrowth', 'sous bois', 'moss and mushrooms'],
    facets: ['earthy', 'mossy', 'woody'],
    variants: {
      natural: [
        ['patchouli-oil', 3],
        ['oakmoss-absolute', 0.5],
        ['vetiver-oil', 2],
        ['cypriol-oil', 1],
      ],
      synthetic: [
        ['octenol', 0.2],
        ['evernyl', 2],
        ['patchoulol', 3],
        ['geosmin', 0.3],
        ['vetiveryl-acetate', 2],
      ],
      natural_synthetic: [
        ['octenol', 0.2],
        ['patchouli-oil', 3],
        ['oakmoss-absolute', 0.4],
        ['vetiver-oil', 2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'tomato-leaf',
    name: 'green tomato leaf accord',
    triggers: ['tomato leaf', 'tomato leaves', 'tomato vine', 'tomato plant', 'greenhouse tomato', 'tomato'],
    facets: ['green', 'herbal', 'earthy'],
    variants: {
      natural: [
        ['galbanum-oil', 0.5],
        ['violet-leaf-absolute', 0.5],
        ['basil-oil', 0.5],
        ['petitgrain-oil', 2],
      ],
      synthetic: [
        ['isobutyl-thiazole', 0.2],
        ['cis-3-hexenol', 0.5],
        ['triplal', 0.3],
        ['verdox', 3],
        ['hedione', 4],
      ],
      natural_synthetic: [
        ['isobutyl-thiazole', 0.2],
        ['cis-3-hexenol', 0.4],
        ['galbanum-oil', 0.3],
        ['violet-leaf-absolute', 0.3],
        ['hedione', 4],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'cucumber',
    name: 'cucumber accord',
    triggers: ['cucumber', 'cucumbers', 'cucumber water'],
    facets: ['melon', 'green', 'fresh'],
    variants: {
      synthetic: [
        ['nonadienal', 2],
        ['melonal', 0.3],
        ['cis-3-hexenol', 0.3],
        ['hedione', 6],
        ['dihydromyrcenol', 2],
      ],
      natural_synthetic: [
        ['nonadienal', 2],
        ['melonal', 0.3],
        ['violet-leaf-absolute', 0.3],
        ['hedione', 6],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'pear',
    name: 'pear accord',
    triggers: ['pear', 'pears', 'williams pear', 'nashi', 'poire'],
    facets: ['pear', 'fruity'],
    variants: {
      synthetic: [
        ['pear-ester', 0.5],
        ['hexyl-acetate', 1.5],
        ['dimethyl-benzyl-carbinyl-acetate', 2],
        ['helvetolide', 3],
        ['benzyl-acetate', 1],
      ],
      natural: [
        ['ambrette-seed-oil', 2],
        ['blackcurrant-bud-absolute', 0.2],
        ['chamomile-oil', 0.3],
        ['mandarin-oil', 3],
      ],
      natural_synthetic: [
        ['pear-ester', 0.5],
        ['hexyl-acetate', 1.5],
        ['ambrette-seed-oil', 1],
        ['helvetolide', 3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'honey',
    name: 'honey accord',
    triggers: ['honey', 'honeyed', 'honeycomb', 'mead', 'beeswax'],
    facets: ['honey', 'gourmand', 'sweet'],
    variants: {
      natural: [
        ['beeswax-absolute', 2],
        ['tobacco-absolute', 0.3],
        ['mimosa-absolute', 1],
        ['benzoin-resinoid', 1],
        ['helichrysum-absolute', 0.3],
      ],
      synthetic: [
        ['phenylacetic-acid', 0.3],
        ['p-cresyl-phenylacetate', 0.2],
        ['isoamyl-phenylacetate', 2],
        ['phenylethyl-alcohol', 5],
        ['ethyl-maltol', 0.3],
      ],
      natural_synthetic: [
        ['beeswax-absolute', 2],
        ['phenylacetic-acid', 0.3],
        ['isoamyl-phenylacetate', 2],
        ['benzoin-resinoid', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'chypre',
    name: 'chypre accord',
    triggers: ['chypre', 'mossy chypre', 'classic chypre'],
    facets: ['mossy', 'bergamot', 'patchouli'],
    variants: {
      natural: [
        ['bergamot-oil-fcf', 5],
        ['oakmoss-absolute', 0.5],
        ['labdanum-absolute', 2],
        ['patchouli-oil', 3],
        ['rose-absolute', 1],
      ],
      synthetic: [
        ['linalyl-acetate', 5],
        ['evernyl', 1],
        ['patchoulol', 2],
        ['hedione', 5],
        ['ambroxan', 1],
      ],
      natural_synthetic: [
        ['bergamot-oil-fcf', 5],
        ['oakmoss-absolute', 0.5],
        ['evernyl', 0.8],
        ['patchouli-oil', 3],
        ['labdanum-absolute', 1.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'fougere',
    name: 'fougère accord',
    triggers: ['fougere', 'fern', 'barbershop', 'classic fougere'],
    facets: ['aromatic', 'lavender', 'tonka'],
    variants: {
      natural: [
        ['lavender-oil', 6],
        ['tonka-absolute', 2],
        ['oakmoss-absolute', 0.4],
        ['geranium-oil', 1.5],
        ['bergamot-oil-fcf', 3],
      ],
      synthetic: [
        ['linalyl-acetate', 5],
        ['linalool', 3],
        ['coumarin', 3],
        ['evernyl', 0.8],
        ['amyl-salicylate', 1],
      ],
      natural_synthetic: [
        ['lavender-oil', 6],
        ['coumarin', 2.5],
        ['oakmoss-absolute', 0.4],
        ['geranium-oil', 1.5],
        ['bergamot-oil-fcf', 3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'mint',
    name: 'mint accord',
    triggers: ['mint', 'mints', 'minty', 'fresh mint', 'mint leaves', 'mint leaf', 'peppermint', 'spearmint', 'mojito', 'menthe'],
    facets: ['mint', 'fresh'],
    // Menthol cools but smells of little: mint is carried by the oils or by l-carvone (spearmint), with
    // menthol and cineole as the cool edge.
    variants: {
      natural: [
        ['peppermint-oil', 3],
        ['spearmint-oil', 2],
        ['eucalyptus-oil', 0.3],
      ],
      synthetic: [
        ['l-carvone', 1.5],
        ['l-menthol', 0.6],
        ['eucalyptol', 0.3],
        ['cis-3-hexenol', 0.2],
      ],
      natural_synthetic: [
        ['peppermint-oil', 3],
        ['spearmint-oil', 2],
        ['l-carvone', 0.5],
        ['l-menthol', 0.4],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'orange',
    name: 'orange accord',
    triggers: [
      'orange',
      'oranges',
      'sweet orange',
      'blood orange',
      'orange peel',
      'orange juice',
      'orange zest',
      'clementine',
      'naranja',
      'arancia',
    ],
    exceptIn: ['orange blossom', 'orange blossoms', 'orange flower', 'orange flowers', 'orange leaf', 'bitter orange'],
    facets: ['orange', 'citrus'],
    // Limonene alone is a faint, flat citrus: the aldehydes C-8 and C-10 give it the peel.
    variants: {
      natural: [
        ['sweet-orange-oil', 6],
        ['mandarin-oil', 2],
        ['bitter-orange-oil', 1],
        ['petitgrain-oil', 0.5],
      ],
      synthetic: [
        ['d-limonene', 6],
        ['aldehyde-c10', 0.4],
        ['aldehyde-c8', 0.2],
        ['citral', 0.2],
      ],
      natural_synthetic: [
        ['sweet-orange-oil', 6],
        ['mandarin-oil', 1.5],
        ['aldehyde-c10', 0.3],
        ['aldehyde-c8', 0.15],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'grapefruit',
    name: 'grapefruit accord',
    triggers: ['grapefruit', 'pink grapefruit', 'ruby grapefruit', 'pomelo'],
    facets: ['grapefruit', 'citrus'],
    // Grapefruit oil fades fast: nootkatone and the sulfury-fresh methyl pamplemousse hold it. Distilled
    // lime rather than lemon beside it: expressed lemon would share grapefruit's phototoxicity budget.
    variants: {
      natural: [
        ['grapefruit-oil', 5],
        ['yuzu-oil', 1],
        ['lime-oil-distilled', 1],
      ],
      synthetic: [
        ['d-limonene', 4],
        ['methyl-pamplemousse', 2],
        ['nootkatone', 1],
        ['citral', 0.2],
      ],
      natural_synthetic: [
        ['grapefruit-oil', 5],
        ['nootkatone', 0.8],
        ['methyl-pamplemousse', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'berry',
    name: 'red berry accord',
    triggers: [
      'raspberry',
      'raspberries',
      'red berries',
      'berries',
      'wild berries',
      'strawberry',
      'strawberries',
      'blackberry',
      'red fruits',
      'berry',
    ],
    facets: ['berry', 'fruity'],
    // Raspberry ketone is soft and jammy on its own: the ionone, furaneol and a green edge make it a berry.
    variants: {
      natural: [
        ['blackcurrant-bud-absolute', 1],
        ['davana-oil', 0.5],
        ['mandarin-oil', 3],
      ],
      synthetic: [
        ['raspberry-ketone', 3],
        ['beta-ionone', 1],
        ['strawberry-aldehyde', 0.4],
        ['furaneol', 0.3],
        ['cis-3-hexenol', 0.1],
      ],
      natural_synthetic: [
        ['raspberry-ketone', 3],
        ['beta-ionone', 0.8],
        ['blackcurrant-bud-absolute', 0.3],
        ['furaneol', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'gin',
    name: 'gin (juniper) accord',
    triggers: ['gin', 'gin and tonic', 'gin tonic', 'juniper', 'juniper berry', 'juniper berries', 'genever'],
    facets: ['pine', 'aromatic'],
    variants: {
      natural: [
        ['juniper-berry-oil', 4],
        ['lime-oil-distilled', 2],
        ['coriander-seed-oil', 1.5],
        ['angelica-root-oil', 0.3],
        ['cardamom-oil', 0.5],
      ],
      natural_synthetic: [
        ['juniper-berry-oil', 4],
        ['lime-oil-distilled', 2],
        ['coriander-seed-oil', 1.5],
        ['dihydromyrcenol', 2],
        ['angelica-root-oil', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'mimosa',
    name: 'mimosa accord',
    triggers: ['mimosa', 'mimosas', 'acacia'],
    facets: ['powdery', 'honey', 'floral'],
    // Powdery (heliotropin, ionones) with a honeyed, green facet.
    variants: {
      natural: [
        ['mimosa-absolute', 3],
        ['orris-butter', 0.3],
        ['beeswax-absolute', 0.3],
        ['violet-leaf-absolute', 0.2],
      ],
      synthetic: [
        ['heliotropin', 3],
        ['methyl-ionone', 2.5],
        ['beta-ionone', 0.5],
        ['isoamyl-phenylacetate', 0.6],
        ['phenylacetaldehyde', 0.15],
      ],
      natural_synthetic: [
        ['mimosa-absolute', 3],
        ['heliotropin', 2.5],
        ['methyl-ionone', 2],
        ['phenylacetaldehyde', 0.1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'tropical-white-floral',
    name: 'tropical white floral accord',
    triggers: ['frangipani', 'plumeria', 'monoi', 'tiare', 'tropical flowers', 'tropical flower', 'tropical white flowers'],
    facets: ['white floral', 'creamy', 'coconut'],
    // Benzyl salicylate is the body of frangipani and tiaré; the lactones give the creamy, coconut skin.
    variants: {
      natural: [
        ['tiare-absolute', 3],
        ['ylang-ylang-oil', 2],
        ['jasmine-sambac-absolute', 0.5],
        ['orange-flower-absolute', 0.5],
      ],
      synthetic: [
        ['benzyl-salicylate', 8],
        ['benzyl-acetate', 2],
        ['delta-decalactone', 1],
        ['gamma-undecalactone', 0.4],
        ['gamma-nonalactone', 0.3],
        ['methyl-benzoate', 0.2],
      ],
      natural_synthetic: [
        ['benzyl-salicylate', 6],
        ['tiare-absolute', 2],
        ['ylang-ylang-oil', 1.5],
        ['gamma-undecalactone', 0.4],
        ['gamma-nonalactone', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'rose',
    name: 'rose accord',
    triggers: ['rose', 'roses', 'rose petals', 'rose petal', 'damask rose', 'rosa', 'tea rose'],
    facets: ['rose', 'floral'],
    variants: {
      natural: [
        ['rose-absolute', 3],
        ['rose-oil', 1],
        ['geranium-oil', 1.5],
        ['palmarosa-oil', 1],
      ],
      synthetic: [
        ['phenylethyl-alcohol', 5],
        ['citronellol', 3],
        ['geraniol', 2],
        ['rose-oxide', 0.1],
        ['beta-damascone', 0.05],
      ],
      natural_synthetic: [
        ['rose-absolute', 3],
        ['phenylethyl-alcohol', 4],
        ['citronellol', 2],
        ['beta-damascone', 0.05],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'woody-amber',
    name: 'woody amber accord',
    triggers: ['woody amber', 'ambery woods', 'amber woods', 'amberwood', 'woody ambery', 'ambery wood'],
    facets: ['amber', 'woody', 'dry'],
    variants: {
      natural: [
        ['cedarwood-atlas-oil', 3],
        ['labdanum-absolute', 1],
        ['benzoin-resinoid', 2],
        ['vetiver-oil', 1],
      ],
      synthetic: [
        ['iso-e-super', 6],
        ['ambroxan', 2],
        ['cedramber', 2],
        ['karanal', 0.3],
      ],
      natural_synthetic: [
        ['iso-e-super', 5],
        ['ambroxan', 2],
        ['labdanum-absolute', 0.8],
        ['cedarwood-atlas-oil', 2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'green-leaf',
    name: 'green leaf accord',
    triggers: [
      'green leaves',
      'green leaf',
      'crushed leaves',
      'crushed leaf',
      'cut grass',
      'freshly cut grass',
      'green stems',
      'leafy',
      'sap',
    ],
    facets: ['green', 'fresh'],
    variants: {
      natural: [
        ['galbanum-oil', 0.6],
        ['violet-leaf-absolute', 0.5],
        ['petitgrain-oil', 2],
        ['mate-absolute', 0.5],
      ],
      synthetic: [
        ['cis-3-hexenol', 0.6],
        ['cis-3-hexenyl-acetate', 0.3],
        ['triplal', 0.2],
        ['undecavertol', 0.5],
      ],
      natural_synthetic: [
        ['cis-3-hexenol', 0.5],
        ['galbanum-oil', 0.4],
        ['violet-leaf-absolute', 0.4],
        ['cis-3-hexenyl-acetate', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'driftwood',
    name: 'driftwood accord',
    triggers: ['driftwood', 'drift wood', 'sea worn wood', 'bleached wood', 'weathered wood'],
    facets: ['woody', 'salty', 'marine'],
    // Dry, pale wood with salt and a mineral, ambergris edge.
    variants: {
      natural: [
        ['cedarwood-virginia-oil', 4],
        ['vetiver-oil', 1],
        ['seaweed-absolute', 0.1],
        ['sea-fennel-oil', 0.3],
      ],
      synthetic: [
        ['iso-e-super', 5],
        ['ambroxan', 1.5],
        ['cedramber', 2],
        ['calone', 0.2],
        ['cascalone', 0.1],
      ],
      natural_synthetic: [
        ['cedarwood-virginia-oil', 4],
        ['ambroxan', 1.5],
        ['calone', 0.2],
        ['seaweed-absolute', 0.1],
      ],
    },
    sources: TEXTBOOK,
  },
];

/** Which facets support each family (what blends with it), weights in (0, 1]. */
export const AFFINITY: Readonly<Record<Family, Partial<Record<Facet, number>>>> = {
  citrus: { aromatic: 0.5, fresh: 0.5, 'orange blossom': 0.4, musky: 0.4, green: 0.3, woody: 0.3, floral: 0.2 },
  floral: { musky: 0.5, woody: 0.3, sandalwood: 0.4, powdery: 0.3, green: 0.2, citrus: 0.3, fruity: 0.3 },
  woody: { amber: 0.5, musky: 0.4, spicy: 0.3, aromatic: 0.3, earthy: 0.3, leathery: 0.2, vetiver: 0.3 },
  amber: { woody: 0.5, balsamic: 0.5, vanilla: 0.5, spicy: 0.4, resinous: 0.4, musky: 0.3 },
  musky: { clean: 0.4, floral: 0.4, woody: 0.4, powdery: 0.4, amber: 0.3 },
  green: { citrus: 0.4, floral: 0.3, aromatic: 0.4, fresh: 0.4, woody: 0.3 },
  aquatic: { citrus: 0.5, fresh: 0.5, ozonic: 0.4, musky: 0.4, woody: 0.3, green: 0.3, ambergris: 0.4 },
  spicy: { woody: 0.5, amber: 0.5, citrus: 0.3, balsamic: 0.3, gourmand: 0.3, vanilla: 0.3 },
  gourmand: { vanilla: 0.6, amber: 0.5, balsamic: 0.4, musky: 0.3, sandalwood: 0.4, creamy: 0.3, spicy: 0.3 },
  fruity: { floral: 0.4, musky: 0.4, citrus: 0.3, sweet: 0.3, gourmand: 0.2 },
  aromatic: { citrus: 0.5, woody: 0.4, tonka: 0.4, herbal: 0.4, amber: 0.3, mossy: 0.3, musky: 0.2 },
  leathery: { woody: 0.5, amber: 0.4, smoky: 0.4, animalic: 0.3, spicy: 0.3, iris: 0.3 },
  aldehydic: { floral: 0.5, powdery: 0.5, musky: 0.4, woody: 0.3, citrus: 0.3 },
};

/**
 * Accords a text calls for, in order of appearance. A trigger inside a longer one that also matched does
 * not count ("chai latte" is chai, not coffee).
 */
let TRIGGER_KEYS: { accord: Accord; needle: string }[] | null = null;

/** Every trigger of every accord as a normalised key (computed once). */
export function triggerKeys(keyOf: (s: string) => string): readonly { accord: Accord; needle: string }[] {
  TRIGGER_KEYS ??= ACCORDS.flatMap((accord) => accord.triggers.map((t) => ({ accord, needle: ` ${keyOf(t)} ` })));
  return TRIGGER_KEYS;
}

export function accordsIn(tokenList: readonly string[], keyOf: (s: string) => string): Accord[] {
  const text = ` ${tokenList.join(' ')} `;
  const hits: { accord: Accord; start: number; end: number }[] = [];
  for (const { accord, needle } of triggerKeys(keyOf)) {
    for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) hits.push({ accord, start: i, end: i + needle.length });
  }
  // A trigger inside one of its accord's exceptions ("orange" in "orange blossom") does not call for it.
  const exceptions: { accord: Accord; start: number; end: number }[] = [];
  for (const accord of ACCORDS) {
    for (const phrase of accord.exceptIn ?? []) {
      const needle = ` ${keyOf(phrase)} `;
      for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1))
        exceptions.push({ accord, start: i, end: i + needle.length });
    }
  }
  const kept = hits.filter(
    (h) =>
      !hits.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start) &&
      !exceptions.some((e) => e.accord === h.accord && e.start <= h.start && e.end >= h.end),
  );
  const first = new Map<Accord, number>();
  for (const h of kept) first.set(h.accord, Math.min(first.get(h.accord) ?? Infinity, h.start));
  return [...first].sort((a, b) => a[1] - b[1]).map(([a]) => a);
}

/**
 * Materials that carry a facet on paper but do not smell of it enough to carry it as a named note: menthol
 * cools but has little odour (mint needs the oils or l-carvone), cineole and wintergreen are camphor and
 * medicine rather than mint, limonene alone is a faint, flat citrus rather than an orange. They may still
 * support the note.
 */
export const NOT_ODOUR_CARRIERS: Readonly<Record<string, readonly Facet[]>> = {
  'l-menthol': ['mint'],
  eucalyptol: ['mint'],
  'eucalyptus-oil': ['mint'],
  'methyl-salicylate': ['mint'],
  'palo-santo-oil': ['mint'],
  'geranium-oil': ['mint'],
  'd-limonene': ['orange'],
};

/**
 * Materials that carry a note only with a marker beside them: limonene reads as orange with aldehyde C-8 or
 * C-10, raspberry ketone as raspberry with an ionone, furaneol, strawberry aldehyde or blackcurrant.
 */
export const CARRIER_NEEDS: Readonly<Record<string, Partial<Record<Facet, readonly string[]>>>> = {
  'd-limonene': { orange: ['aldehyde-c8', 'aldehyde-c10'] },
  'raspberry-ketone': { berry: ['beta-ionone', 'furaneol', 'strawberry-aldehyde', 'blackcurrant-bud-absolute'] },
};

/**
 * How well a material carries a named note by its smell: 3 when its names say the note ("peppermint" for
 * mint, "sweet orange" for orange), 2 when the note is its family or signature facet, 1 when it is its third
 * facet, 0 when it does not carry it or is listed in NOT_ODOUR_CARRIERS. `present` (material ids in the
 * formula) lets a carrier that needs a marker (CARRIER_NEEDS) count only with one.
 */
export function odourCarrierRank(
  mat: { id: string; name: string; synonyms: readonly string[]; facets: readonly Facet[] },
  note: Facet,
  present?: ReadonlySet<string>,
): number {
  const needs = CARRIER_NEEDS[mat.id]?.[note];
  if (needs && present && !needs.some((id) => present.has(id))) return 0;
  let byId = RANKS.get(note);
  if (!byId) {
    byId = new Map();
    RANKS.set(note, byId);
  }
  let rank = byId.get(mat.id);
  if (rank === undefined) {
    const at = mat.facets.slice(0, 3).indexOf(note);
    const word = new RegExp(`(^|[^a-z])${note}([^a-z]|$)`);
    if (NOT_ODOUR_CARRIERS[mat.id]?.includes(note) || at < 0) rank = 0;
    else if (word.test(mat.name.toLowerCase()) || mat.synonyms.some((s) => word.test(s))) rank = 3;
    else rank = at <= 1 ? 2 : 1;
    byId.set(mat.id, rank);
  }
  return rank;
}

/** Ranks computed so far, per note and material (the data never changes). */
const RANKS = new Map<Facet, Map<string, number>>();

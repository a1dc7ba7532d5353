/**
 * Accords and affinities: the perfumer's building blocks above single materials.
 *
 * An ACCORD is a small blend (2–6 materials in known proportions) that reads as one note no single material
 * gives: coffee, chai, leather, sea breeze, lipstick… Each has a variant per palette where perfumery has
 * one. Sources: the odour of every component after Arctander (1960, 1969); the structures are the classic
 * textbook ones (coffee = roasted pyrazines + furfurylthiol + smoky phenol + caramel; leather = birch tar /
 * quinolines + labdanum/castoreum + saffron/suede; lipstick = ionones/irones + heliotropin + waxy aldehyde +
 * musk…) as taught in perfumery courses and described in S. Ellena, "The Alchemy of Scent" (2011) and
 * M. Curtis & L. Williams, "An Introduction to Perfumery" (2nd ed., 2001). Parts are indicative starting
 * points (common practice, rounded), not a published formula.
 *
 * Parts are relative proportions within the accord, and its two largest parts are its core (the materials a
 * simple formula keeps): the material that smells of the accord takes one of them even when its maximum
 * use holds it to a trace (geosmin in petrichor, octenol in mushroom, Stemone in fig, the aldehydes of an
 * aldehydic floral); the larger materials that carry the volume follow.
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
    // Roasted coffee is pyrazines and furfurylthiol over a caramel (maltol) and a smoky phenol; the natural
    // variant pairs the absolute with the CO2 extract, which keeps more of the roast.
    variants: {
      natural: [
        ['coffee-absolute', 3],
        ['coffee-co2', 2],
        ['cocoa-absolute', 1],
        ['guaiac-wood-oil', 1],
        ['tonka-absolute', 0.5],
      ],
      synthetic: [
        ['acetylpyrazine', 3],
        ['maltol', 2],
        ['vanillin', 2],
        ['trimethylpyrazine', 0.5],
        ['guaiacol', 0.5],
        ['furfuryl-mercaptan', 0.3],
      ],
      natural_synthetic: [
        ['coffee-absolute', 3],
        ['acetylpyrazine', 2],
        ['maltol', 1.5],
        ['coffee-co2', 1],
        ['guaiacol', 0.3],
        ['furfuryl-mercaptan', 0.1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'chocolate',
    name: 'chocolate accord',
    triggers: ['chocolate', 'dark chocolate', 'cocoa', 'cacao', 'praline'],
    facets: ['chocolate', 'gourmand'],
    // Isoamyl phenylacetate is the cocoa-powder ester; a roasted pyrazine gives the bean.
    variants: {
      natural: [
        ['cocoa-absolute', 4],
        ['vanilla-absolute', 2],
        ['patchouli-oil', 1],
        ['tonka-absolute', 1],
      ],
      synthetic: [
        ['cocoa-hexenal', 3],
        ['vanillin', 3],
        ['isoamyl-phenylacetate', 2],
        ['patchoulol', 1],
        ['trimethylpyrazine', 0.5],
        ['ethyl-maltol', 0.5],
      ],
      natural_synthetic: [
        ['cocoa-absolute', 3],
        ['cocoa-hexenal', 2],
        ['vanillin', 2],
        ['patchouli-oil', 1],
        ['trimethylpyrazine', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'chai',
    name: 'chai accord',
    triggers: ['chai', 'chai latte', 'masala chai', 'spiced tea'],
    facets: ['spicy', 'tea', 'cinnamon'],
    // Black tea with cardamom first, then ginger, cinnamon and clove over milk (vanilla, a lactone). Cinnamon
    // bark, not the clove-like leaf oil, gives the cinnamon.
    variants: {
      natural: [
        ['cardamom-oil', 3],
        ['tea-absolute', 2],
        ['vanilla-absolute', 2],
        ['ginger-oil', 1.5],
        ['cinnamon-bark-oil', 0.5],
        ['clove-bud-oil', 0.3],
      ],
      synthetic: [
        ['terpinyl-acetate', 3],
        ['cinnamyl-acetate', 2],
        ['vanillin', 2],
        ['delta-decalactone', 1],
        ['eucalyptol', 0.8],
        ['eugenol', 0.3],
      ],
      natural_synthetic: [
        ['cardamom-oil', 3],
        ['tea-absolute', 2],
        ['cinnamyl-acetate', 1.5],
        ['vanillin', 1.5],
        ['ginger-oil', 1],
        ['delta-decalactone', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'cardamom',
    name: 'cardamom accord',
    triggers: ['cardamom', 'cardamon'],
    facets: ['spicy'],
    // Cardamom oil is mostly α-terpinyl acetate and 1,8-cineole: those two rebuild it; linalyl acetate
    // would turn it to lavender. With the oil in the palette, the
    // oil leads and terpinyl acetate only lifts it.
    variants: {
      natural: [
        ['cardamom-oil', 5],
        ['coriander-seed-oil', 1],
        ['ginger-oil', 0.5],
      ],
      synthetic: [
        ['terpinyl-acetate', 4],
        ['eucalyptol', 2],
      ],
      natural_synthetic: [
        ['cardamom-oil', 5],
        ['terpinyl-acetate', 2],
        ['eucalyptol', 0.5],
        ['coriander-seed-oil', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'cinnamon',
    name: 'cinnamon accord',
    triggers: ['cinnamon', 'cassia'],
    facets: ['cinnamon', 'spicy'],
    // Cinnamaldehyde is cinnamon: the bark and cassia oils carry it, the cinnamic esters give body; the leaf
    // oil is mostly eugenol (clove) and stays a touch.
    variants: {
      natural: [
        ['cinnamon-bark-oil', 2],
        ['cassia-oil', 1.5],
        ['benzoin-resinoid', 1.5],
        ['cinnamon-leaf-oil', 0.3],
      ],
      synthetic: [
        ['cinnamyl-acetate', 3],
        ['ethyl-cinnamate', 2],
        ['cinnamaldehyde', 0.3],
        ['eugenol', 0.3],
      ],
      natural_synthetic: [
        ['cinnamon-bark-oil', 2],
        ['cinnamyl-acetate', 2],
        ['cassia-oil', 1],
        ['ethyl-cinnamate', 1],
        ['benzoin-resinoid', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'leather',
    name: 'leather accord',
    triggers: ['leather', 'leathery', 'leather jacket', 'saddle', 'russian leather'],
    facets: ['leathery'],
    variants: {
      natural: [
        ['labdanum-absolute', 3],
        ['birch-tar-oil', 1],
        ['styrax-resinoid', 1],
        ['cade-oil', 0.5],
        ['saffron-absolute', 0.5],
      ],
      synthetic: [
        ['okoumal', 3],
        ['isobutyl-quinoline', 1.5],
        ['safraleine', 1],
        ['castoreum-replacer', 1],
        ['p-cresyl-phenylacetate', 0.5],
      ],
      natural_synthetic: [
        ['labdanum-absolute', 3],
        ['isobutyl-quinoline', 1.5],
        ['safraleine', 1],
        ['birch-tar-oil', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'suede',
    name: 'suede accord',
    triggers: ['suede', 'suede leather', 'soft leather', 'nubuck', 'chamois', 'kid leather'],
    facets: ['leathery', 'powdery', 'musky'],
    // Suede is the soft side of leather: saffron (Safraleine) and iris over musk, with only a trace of the
    // tarry quinoline.
    variants: {
      natural: [
        ['saffron-absolute', 2],
        ['orris-butter', 2],
        ['ambrette-seed-oil', 1.5],
        ['labdanum-absolute', 1],
        ['birch-tar-oil', 0.1],
      ],
      synthetic: [
        ['safraleine', 2],
        ['methyl-ionone', 2],
        ['ethylene-brassylate', 1.5],
        ['castoreum-replacer', 0.2],
        ['isobutyl-quinoline', 0.15],
      ],
      natural_synthetic: [
        ['safraleine', 2],
        ['orris-butter', 1.5],
        ['methyl-ionone', 1.5],
        ['ambrette-seed-oil', 1],
        ['isobutyl-quinoline', 0.15],
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
        ['kephalis', 4],
        ['megastigmatrienone', 1],
        ['sclareolide', 2],
        ['coumarin', 1],
      ],
      natural_synthetic: [
        ['tobacco-absolute', 2],
        ['kephalis', 3],
        ['megastigmatrienone', 0.5],
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
      // Among naturals: sea fennel and seaweed for the salt and iodine, lime for the spray, the watery green
      // of violet leaf for the air.
      natural: [
        ['sea-fennel-oil', 2],
        ['lime-oil-distilled', 2],
        ['seaweed-absolute', 0.5],
        ['violet-leaf-absolute', 0.3],
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
    // Violet-iris ionones powdered with heliotropin, a waxy aldehyde and a soft musk.
    variants: {
      natural: [
        ['orris-butter', 2],
        ['mimosa-absolute', 1.2],
        ['rose-absolute', 1],
        ['benzoin-resinoid', 0.8],
        ['violet-leaf-absolute', 0.3],
      ],
      synthetic: [
        ['methyl-ionone', 4],
        ['heliotropin', 2],
        ['galaxolide', 1.5],
        ['alpha-irone', 1],
        ['aldehyde-c12-lauric', 0.3],
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
    // Rain in the air is ozonic and watery (Helional, Floralozone, a trace of Calone) over a wet, mossy
    // ground; the woody blender stays a support.
    variants: {
      natural: [
        ['vetiver-oil', 2],
        ['cypriol-oil', 1],
        ['violet-leaf-absolute', 0.5],
        ['seaweed-absolute', 0.3],
        ['galbanum-oil', 0.3],
      ],
      synthetic: [
        ['helional', 3],
        ['floralozone', 2],
        ['dihydromyrcenol', 1.5],
        ['evernyl', 0.5],
        ['calone', 0.4],
      ],
      natural_synthetic: [
        ['helional', 2],
        ['vetiver-oil', 2],
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
        ['cedarwood-virginia-oil', 3],
        ['guaiac-wood-oil', 2],
        ['vanilla-absolute', 1],
        ['hay-absolute', 1],
        ['benzoin-resinoid', 1],
      ],
      synthetic: [
        ['cedramber', 3],
        ['vertofix', 2],
        ['vanillin', 1],
        ['coumarin', 1],
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
    // Without olibanum, incense is dry woods (Iso E Super, Cedramber) with an ambery Ambroxan and the
    // cold, metallic C-12 MNA.
    variants: {
      natural: [
        ['olibanum-oil', 4],
        ['myrrh-oil', 1],
        ['labdanum-absolute', 1],
        ['elemi-oil', 1],
        ['cedarwood-atlas-oil', 1],
      ],
      synthetic: [
        ['iso-e-super', 4],
        ['cedramber', 2],
        ['ambroxan', 1],
        ['timberol', 0.3],
        ['aldehyde-c12-mna', 0.1],
      ],
      natural_synthetic: [
        ['olibanum-oil', 4],
        ['iso-e-super', 2],
        ['elemi-oil', 1],
        ['myrrh-oil', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'campfire',
    name: 'campfire smoke accord',
    triggers: [
      'campfire',
      'bonfire',
      'fireplace',
      'smoke',
      'smoky',
      'log fire',
      'woodsmoke',
      'wood smoke',
      'wood fire',
      'woodfire',
      'chimney smoke',
    ],
    facets: ['smoky', 'woody'],
    variants: {
      natural: [
        ['guaiac-wood-oil', 3],
        ['vetiver-oil', 2],
        ['birch-tar-oil', 1],
        ['cade-oil', 1],
      ],
      synthetic: [
        ['vertofix', 3],
        ['cedramber', 2],
        ['guaiacol', 0.5],
        ['isobutyl-quinoline', 0.5],
      ],
      natural_synthetic: [
        ['guaiac-wood-oil', 3],
        ['birch-tar-oil', 1],
        ['vetiver-oil', 2],
        ['guaiacol', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'cedar-chest',
    name: 'cedar chest accord',
    // "Grandmother" alone is a mood (lexicon.ts), not her wardrobe: her garden is flowers.
    triggers: ['cedar chest', 'hope chest', 'wardrobe', "grandmother's wardrobe", "grandmother's closet"],
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
    triggers: ['caramel', 'toffee', 'butterscotch', 'popcorn', 'burnt sugar'],
    facets: ['caramel', 'gourmand'],
    // Caramel is maltol and ethyl maltol with furaneol, butter (a lactone) and vanilla; no natural smells of
    // burnt sugar, so the natural variant is a vanilla-tonka approximation.
    variants: {
      natural: [
        ['vanilla-absolute', 3],
        ['tonka-absolute', 2],
        ['benzoin-resinoid', 2],
        ['beeswax-absolute', 1],
      ],
      synthetic: [
        ['ethyl-maltol', 2],
        ['vanillin', 2],
        ['maltol', 1.5],
        ['delta-decalactone', 1],
        ['furaneol', 0.3],
        ['acetylpyrazine', 0.2],
      ],
      natural_synthetic: [
        ['ethyl-maltol', 2],
        ['vanilla-absolute', 2],
        ['maltol', 1],
        ['tonka-absolute', 1],
        ['benzoin-resinoid', 1],
        ['furaneol', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'salted-caramel',
    name: 'salted caramel accord',
    triggers: [
      'salted caramel',
      'salt caramel',
      'caramel salt',
      'sea salt caramel',
      'fleur de sel caramel',
      'salted toffee',
      'salted butterscotch',
    ],
    facets: ['caramel', 'gourmand', 'salty'],
    // The caramel accord with salt: Ambroxan's mineral, skin-like salt (a breath of sea fennel among
    // naturals) cuts the sugar of maltol and vanilla, as fleur de sel does.
    variants: {
      natural: [
        ['vanilla-absolute', 3],
        ['tonka-absolute', 2],
        ['benzoin-resinoid', 2],
        ['beeswax-absolute', 1],
        ['sea-fennel-oil', 0.3],
      ],
      synthetic: [
        ['ethyl-maltol', 2],
        ['vanillin', 2],
        ['ambroxan', 1.5],
        ['maltol', 1],
        ['delta-decalactone', 1],
        ['cascalone', 0.05],
      ],
      natural_synthetic: [
        ['ethyl-maltol', 2],
        ['vanilla-absolute', 2],
        ['ambroxan', 1.5],
        ['maltol', 1],
        ['tonka-absolute', 1],
        ['sea-fennel-oil', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'marshmallow',
    name: 'marshmallow accord',
    triggers: ['marshmallow', 'marshmallows', 'toasted marshmallow', 'guimauve', 'marshmallow fluff', 'smores', "s'mores"],
    facets: ['gourmand', 'sweet', 'powdery'],
    // Sugar whipped to a cloud: ethyl maltol and vanillin, heliotropin's powdery almond, a fluffy musk, and
    // the breath of orange flower water that flavours guimauve. Among naturals, vanilla, tonka and benzoin
    // with orange flower.
    variants: {
      natural: [
        ['vanilla-absolute', 3],
        ['benzoin-resinoid', 2],
        ['tonka-absolute', 1],
        ['orange-flower-absolute', 0.5],
      ],
      synthetic: [
        ['ethyl-maltol', 2],
        ['vanillin', 2],
        ['ethylene-brassylate', 2],
        ['heliotropin', 1.5],
        ['delta-decalactone', 0.5],
        ['methyl-anthranilate', 0.1],
      ],
      natural_synthetic: [
        ['ethyl-maltol', 2],
        ['vanilla-absolute', 2],
        ['ethylene-brassylate', 2],
        ['heliotropin', 1.5],
        ['orange-flower-absolute', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'milk',
    name: 'milk accord',
    triggers: ['milk', 'milkshake', 'milk shake', 'warm milk', 'steamed milk', 'whipped cream', 'condensed milk', 'oat milk', 'rice milk'],
    facets: ['creamy', 'gourmand', 'lactonic'],
    // Milk is lactones: delta-decalactone with a touch of the coconut-free octalactone and of vanillin. No
    // natural smells of milk, so sandalwood's milky wood with a little tonka approximates it. ("Milky" alone
    // describes a texture, a milky wood or tea, and does not call for it.)
    variants: {
      natural: [
        ['sandalwood-album-oil', 3],
        ['tonka-absolute', 0.5],
      ],
      synthetic: [
        ['delta-decalactone', 3],
        ['gamma-octalactone', 0.3],
        ['vanillin', 0.3],
      ],
      natural_synthetic: [
        ['delta-decalactone', 3],
        ['sandalwood-album-oil', 2],
        ['tonka-absolute', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'sweet-pea',
    name: 'sweet pea accord',
    triggers: ['sweet pea', 'sweet peas', 'sweetpea', 'lathyrus'],
    facets: ['floral', 'fruity', 'green'],
    // Sweet pea has no extract: a watery rose (phenylethyl alcohol) and lily (hydroxycitronellal) with
    // benzyl acetate's fruity jasmine, a violet ionone and a green, pea-pod leaf; among naturals, rose and
    // orange flower with a little jasmine and violet leaf.
    variants: {
      natural: [
        ['rose-oil', 2],
        ['orange-flower-absolute', 1.5],
        ['jasmine-absolute', 0.5],
        ['violet-leaf-absolute', 0.2],
      ],
      synthetic: [
        ['phenylethyl-alcohol', 2],
        ['hydroxycitronellal', 2],
        ['benzyl-acetate', 1],
        ['beta-ionone', 0.5],
        ['hexyl-acetate', 0.3],
        ['cis-3-hexenyl-acetate', 0.1],
      ],
      natural_synthetic: [
        ['phenylethyl-alcohol', 2],
        ['hydroxycitronellal', 2],
        ['orange-flower-absolute', 0.5],
        ['beta-ionone', 0.4],
        ['cis-3-hexenyl-acetate', 0.1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'dark-berry',
    name: 'dark berry accord',
    triggers: [
      'blueberry',
      'blueberries',
      'bilberry',
      'bilberries',
      'lingonberry',
      'lingonberries',
      'cranberry',
      'cranberries',
      'huckleberry',
      'forest fruits',
      'forest berries',
      'acai',
    ],
    facets: ['berry', 'fruity'],
    // Blue and dark berries: raspberry ketone's jam made darker and tarter by a violet ionone, blackcurrant's
    // green bite and a juicy ester; among naturals, blackcurrant bud over mandarin and a little davana.
    variants: {
      natural: [
        ['blackcurrant-bud-absolute', 1.5],
        ['mandarin-oil', 1],
        ['davana-oil', 0.3],
        ['violet-leaf-absolute', 0.1],
      ],
      synthetic: [
        ['raspberry-ketone', 2],
        ['beta-ionone', 1],
        ['fructone', 0.5],
        ['ethyl-2-methylbutyrate', 0.2],
        ['cis-3-hexenol', 0.1],
      ],
      natural_synthetic: [
        ['raspberry-ketone', 2],
        ['blackcurrant-bud-absolute', 0.8],
        ['beta-ionone', 0.8],
        ['ethyl-2-methylbutyrate', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'hyacinth',
    name: 'hyacinth accord',
    triggers: ['hyacinth', 'hyacinths', 'jacinthe', 'bluebell', 'bluebells'],
    facets: ['floral', 'green'],
    // Hyacinth is the green, honeyed sharpness of phenylacetaldehyde over a rosy-lily body (phenylethyl
    // alcohol, hydroxycitronellal) with benzyl acetate's jasmine; among naturals, narcissus, galbanum and
    // ylang over rose and jasmine approximate it (hyacinth absolute is all but gone from the market).
    variants: {
      natural: [
        ['rose-oil', 2],
        ['jasmine-absolute', 1.5],
        ['narcissus-absolute', 1],
        ['ylang-ylang-oil', 1],
        ['galbanum-oil', 0.5],
        ['violet-leaf-absolute', 0.2],
      ],
      synthetic: [
        ['phenylethyl-alcohol', 3],
        ['hydroxycitronellal', 2],
        ['benzyl-acetate', 2],
        ['phenylacetaldehyde', 0.5],
        ['styrallyl-acetate', 0.3],
        ['cis-3-hexenol', 0.1],
      ],
      natural_synthetic: [
        ['phenylethyl-alcohol', 3],
        ['hydroxycitronellal', 2],
        ['benzyl-acetate', 1.5],
        ['galbanum-oil', 0.5],
        ['phenylacetaldehyde', 0.4],
        ['narcissus-absolute', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'swimming-pool',
    name: 'swimming pool accord',
    triggers: ['swimming pool', 'pool water', 'chlorine', 'chlorinated', 'poolside', 'pool side', 'lido', 'swimming baths'],
    facets: ['aquatic', 'clean', 'ozonic', 'metallic'],
    // Chlorinated water: the clean, faintly metallic bite of dihydromyrcenol over Helional's watery ozone, a
    // breath of Floralozone and Calone, and the aldehydic sparkle of MNA. No natural smells of chlorine: the
    // palette without synthetics cannot make it.
    variants: {
      synthetic: [
        ['dihydromyrcenol', 3],
        ['helional', 1.5],
        ['floralozone', 0.5],
        ['calone', 0.2],
        ['aldehyde-c12-mna', 0.2],
      ],
      natural_synthetic: [
        ['dihydromyrcenol', 3],
        ['helional', 1.5],
        ['floralozone', 0.5],
        ['calone', 0.2],
        ['aldehyde-c12-mna', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'coconut',
    name: 'coconut accord',
    triggers: ['coconut', 'coco', 'coconut milk'],
    facets: ['coconut', 'creamy'],
    // Coconut is gamma-nonalactone; no natural coconut is in the palette, so tiaré (flowers macerated in
    // coconut oil) over sandalwood approximates it, and the mixed palette takes the lactones.
    variants: {
      natural: [
        ['tiare-absolute', 3],
        ['sandalwood-album-oil', 2],
        ['vanilla-absolute', 1],
      ],
      synthetic: [
        ['gamma-nonalactone', 2],
        ['delta-decalactone', 2],
        ['gamma-octalactone', 1],
        ['vanillin', 1],
      ],
      natural_synthetic: [
        ['gamma-nonalactone', 2],
        ['delta-decalactone', 2],
        ['tiare-absolute', 1.5],
        ['sandalwood-album-oil', 1.5],
        ['vanillin', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'fig',
    name: 'fig accord',
    triggers: ['fig', 'figs', 'green fig', 'fig leaf', 'fig tree', 'fig milk'],
    facets: ['fig', 'green', 'creamy'],
    // Fig is Stemone's green leaf over coconut-milky lactones and a soft wood. No natural fig exists (fig
    // leaf absolute is prohibited, IFRA_STD_142) and no natural blend smells of it: the natural palette has
    // no fig accord, and the engine says so.
    variants: {
      synthetic: [
        ['stemone', 3],
        ['delta-decalactone', 2],
        ['iso-e-super', 2],
        ['gamma-octalactone', 0.5],
        ['cis-3-hexenol', 0.4],
      ],
      natural_synthetic: [
        ['stemone', 3],
        ['delta-decalactone', 2],
        ['sandalwood-album-oil', 2],
        ['violet-leaf-absolute', 0.3],
        ['cis-3-hexenol', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'oud',
    name: 'oud accord',
    triggers: ['oud', 'oudh', 'aoud', 'agarwood', 'synthetic oud'],
    facets: ['oud', 'woody', 'animalic'],
    // Oud leads its accord: cypriol (nagarmotha) and Timberol give the dry, animalic wood, saffron and a
    // little smoke the Middle-Eastern character; guaiac only rounds it. "Oud rose" calls for both the oud
    // and the rose accords.
    variants: {
      natural: [
        ['oud-oil', 3],
        ['cypriol-oil', 2],
        ['guaiac-wood-oil', 1.5],
        ['labdanum-absolute', 1],
        ['saffron-absolute', 0.2],
        ['birch-tar-oil', 0.2],
      ],
      synthetic: [
        ['timberol', 3],
        ['vertofix', 2],
        ['castoreum-replacer', 0.6],
        ['safraleine', 0.5],
        ['isobutyl-quinoline', 0.3],
        ['p-cresyl-phenylacetate', 0.2],
      ],
      natural_synthetic: [
        ['oud-oil', 3],
        ['cypriol-oil', 2],
        ['timberol', 1],
        ['guaiac-wood-oil', 1],
        ['safraleine', 0.3],
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
        ['benzyl-salicylate', 6],
        ['methyl-benzoate', 0.8],
        ['gamma-nonalactone', 0.5],
        ['methyl-anthranilate', 0.5],
        ['methyl-salicylate', 0.3],
        ['indole', 0.2],
      ],
      natural_synthetic: [
        ['tuberose-absolute', 3],
        ['benzyl-salicylate', 5],
        ['ylang-ylang-oil', 1],
        ['methyl-benzoate', 0.4],
        ['gamma-nonalactone', 0.4],
        ['methyl-salicylate', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'aldehydic-floral',
    name: 'aldehydic floral accord',
    triggers: ['aldehydes', 'aldehydic', 'aldehyde', 'aldehydic floral', 'fizzy floral', 'champagne'],
    facets: ['aldehydic', 'floral', 'powdery'],
    // The aldehydes are the accord: written first so they are its core, though their maximum use keeps them
    // around a percent each and the floral heart takes the volume. No natural smells of them.
    variants: {
      synthetic: [
        ['aldehyde-c11-undecylenic', 3],
        ['aldehyde-c12-lauric', 2.5],
        ['hedione', 2],
        ['methyl-ionone', 1.5],
        ['aldehyde-c10', 1],
        ['aldehyde-c12-mna', 0.5],
      ],
      natural_synthetic: [
        ['aldehyde-c11-undecylenic', 3],
        ['aldehyde-c12-lauric', 2.5],
        ['ylang-ylang-oil', 2],
        ['aldehyde-c10', 1],
        ['jasmine-absolute', 1],
        ['orris-butter', 0.5],
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
        ['neroli-oil', 2],
        ['orris-butter', 1],
        ['angelica-root-oil', 0.5],
      ],
      synthetic: [
        ['galaxolide', 10],
        ['habanolide', 4],
        ['benzyl-salicylate', 4],
        ['helvetolide', 3],
        ['florol', 3],
        ['aldehyde-c11-undecylenic', 0.3],
      ],
      natural_synthetic: [
        ['galaxolide', 10],
        ['habanolide', 4],
        ['benzyl-salicylate', 4],
        ['ambrette-seed-oil', 1],
        ['aldehyde-c12-lauric', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'tea',
    name: 'tea accord',
    triggers: [
      'tea',
      'black tea',
      'earl grey',
      'oolong',
      'afternoon tea',
      'iced tea',
      'assam',
      'darjeeling',
      'lapsang souchong',
      'milk tea',
    ],
    facets: ['tea', 'green'],
    // Black tea: the tea absolute leads, bergamot lifts it (Earl Grey), osmanthus and ionone give the
    // apricot-violet of a good leaf. Green and white teas have their own accord.
    variants: {
      natural: [
        ['tea-absolute', 3],
        ['bergamot-oil-fcf', 2.5],
        ['mate-absolute', 0.5],
        ['osmanthus-absolute', 0.3],
      ],
      synthetic: [
        ['hedione', 4],
        ['linalool', 2],
        ['beta-ionone', 1.2],
        ['sclareolide', 1],
        ['beta-damascone', 0.03],
      ],
      natural_synthetic: [
        ['hedione', 4],
        ['tea-absolute', 3],
        ['bergamot-oil-fcf', 2],
        ['beta-ionone', 0.8],
        ['sclareolide', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'green-tea',
    name: 'green tea accord',
    triggers: ['green tea', 'matcha', 'sencha', 'gyokuro', 'jasmine tea', 'white tea'],
    facets: ['tea', 'green', 'fresh'],
    // Green tea is transparent: Hedione lifted by bergamot or linalool, with a leafy cis-3-hexenol, a touch
    // of jasmone and ionone and the dry, hay-like sclareolide; among naturals maté gives the green leaf.
    // Black tea absolute stays a trace.
    variants: {
      natural: [
        ['mate-absolute', 2],
        ['bergamot-oil-fcf', 2],
        ['jasmine-sambac-absolute', 0.5],
        ['violet-leaf-absolute', 0.3],
        ['tea-absolute', 0.3],
      ],
      synthetic: [
        ['hedione', 4],
        ['cis-3-hexenol', 2],
        ['linalool', 1.5],
        ['beta-ionone', 0.4],
        ['cis-jasmone', 0.15],
      ],
      natural_synthetic: [
        ['hedione', 4],
        ['bergamot-oil-fcf', 2],
        ['mate-absolute', 1.5],
        ['sclareolide', 0.5],
        ['cis-3-hexenol', 0.5],
        ['jasmine-sambac-absolute', 0.3],
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
        ['coumarin', 1.5],
        ['ethyl-vanillin', 1],
        ['delta-decalactone', 1],
        ['ethyl-maltol', 0.3],
      ],
      natural_synthetic: [
        ['vanilla-absolute', 5],
        ['vanillin', 4],
        ['benzoin-resinoid', 3],
        ['tonka-absolute', 1.5],
        ['delta-decalactone', 0.8],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'almond-cherry',
    name: 'almond and cherry accord',
    triggers: ['almond', 'almonds', 'marzipan', 'bitter almond', 'cherry', 'cherries', 'amaretto', 'frangipane'],
    facets: ['almond', 'gourmand'],
    // Benzaldehyde is bitter almond and cherry: it leads, heliotropin and vanilla soften it.
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
        ['benzaldehyde', 3],
        ['heliotropin', 2.5],
        ['vanillin', 1.5],
        ['coumarin', 0.5],
        ['raspberry-ketone', 0.3],
      ],
      natural_synthetic: [
        ['benzaldehyde', 3],
        ['tonka-absolute', 2.5],
        ['heliotropin', 2],
        ['vanilla-absolute', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'cherry-blossom',
    name: 'cherry blossom accord',
    triggers: ['cherry blossom', 'cherry blossoms', 'sakura', 'hanami'],
    facets: ['floral', 'powdery'],
    // Sakura is a soft, powdery pink floral, not a marzipan: heliotropin and a light rose over Hedione and a
    // clean musk, benzaldehyde only as a breath of the cherry; among naturals, mimosa's powder and a rose.
    variants: {
      natural: [
        ['mimosa-absolute', 2],
        ['rose-absolute', 1.5],
        ['ambrette-seed-oil', 1],
        ['orris-butter', 0.4],
      ],
      synthetic: [
        ['heliotropin', 3],
        ['hedione', 2.5],
        ['phenylethyl-alcohol', 1.5],
        ['galaxolide', 1.5],
        ['methyl-ionone', 0.6],
        ['benzaldehyde', 0.05],
      ],
      natural_synthetic: [
        ['heliotropin', 3],
        ['hedione', 2.5],
        ['rose-absolute', 1],
        ['mimosa-absolute', 1],
        ['benzaldehyde', 0.05],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'nutty',
    name: 'nutty (pistachio, hazelnut) accord',
    triggers: [
      'pistachio',
      'pistachios',
      'hazelnut',
      'hazelnuts',
      'nutty',
      'roasted nuts',
      'pecan',
      'pecans',
      'walnut',
      'walnuts',
      'macadamia',
      'cashew',
      'cashews',
      'praline nuts',
    ],
    facets: ['almond', 'gourmand', 'creamy'],
    // Roasted nuts are a pyrazine over a buttery lactone, with a trace of benzaldehyde and, for pistachio,
    // a green edge. No natural smells of nuts: tonka's almond facet, creamy sandalwood and roasted cocoa
    // approximate them.
    variants: {
      natural: [
        ['tonka-absolute', 3],
        ['sandalwood-album-oil', 1.5],
        ['vanilla-absolute', 1],
        ['cocoa-absolute', 0.5],
      ],
      synthetic: [
        ['acetylpyrazine', 2],
        ['delta-decalactone', 2],
        ['vanillin', 1.5],
        ['coumarin', 0.5],
        ['benzaldehyde', 0.4],
        ['cis-3-hexenol', 0.05],
      ],
      natural_synthetic: [
        ['acetylpyrazine', 2],
        ['tonka-absolute', 2],
        ['delta-decalactone', 1.5],
        ['sandalwood-album-oil', 1],
        ['benzaldehyde', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'toast',
    name: 'toasted bread accord',
    triggers: [
      'toast',
      'toasted bread',
      'bread',
      'fresh bread',
      'warm bread',
      'baked bread',
      'brioche',
      'croissant',
      'biscuit',
      'shortbread',
    ],
    facets: ['gourmand', 'caramel'],
    // The crust is roasted pyrazines and maltol, the crumb butter (a lactone) and a little vanilla and
    // coumarin. Among naturals, hay absolute and tonka give the bready, toasted side.
    variants: {
      natural: [
        ['hay-absolute', 2],
        ['tonka-absolute', 2],
        ['benzoin-resinoid', 1],
        ['cocoa-absolute', 0.5],
        ['beeswax-absolute', 0.5],
      ],
      synthetic: [
        ['acetylpyrazine', 2],
        ['maltol', 2],
        ['delta-decalactone', 1.5],
        ['vanillin', 1],
        ['coumarin', 0.5],
        ['trimethylpyrazine', 0.2],
      ],
      natural_synthetic: [
        ['acetylpyrazine', 2],
        ['hay-absolute', 1.5],
        ['maltol', 1.5],
        ['delta-decalactone', 1],
        ['tonka-absolute', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'petrichor',
    name: 'petrichor (wet earth) accord',
    triggers: ['petrichor', 'wet earth', 'wet soil', 'after the rain', 'rain on stone', 'wet stone', 'mineral', 'wet concrete'],
    facets: ['earthy', 'ozonic', 'aquatic'],
    // Geosmin is the smell of wet earth: it leads, at a trace, over vetiver and a watery Helional.
    variants: {
      natural: [
        ['vetiver-oil', 3],
        ['patchouli-oil', 1],
        ['cypriol-oil', 1],
        ['violet-leaf-absolute', 0.3],
      ],
      synthetic: [
        ['geosmin', 3],
        ['helional', 2],
        ['iso-e-super', 1.5],
        ['evernyl', 0.8],
        ['isobutyl-quinoline', 0.1],
      ],
      natural_synthetic: [
        ['geosmin', 3],
        ['vetiver-oil', 2.5],
        ['helional', 1.5],
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
    // Octenol is the mushroom: it leads, at a trace, over patchouli, moss and vetiver. No natural in the
    // palette smells of mushroom: the natural variant is the damp undergrowth alone.
    variants: {
      natural: [
        ['patchouli-oil', 3],
        ['vetiver-oil', 2],
        ['cypriol-oil', 1],
        ['oakmoss-absolute', 0.5],
      ],
      synthetic: [
        ['octenol', 2],
        ['patchoulol', 2],
        ['evernyl', 1.5],
        ['vetiveryl-acetate', 1],
        ['geosmin', 0.3],
      ],
      natural_synthetic: [
        ['octenol', 2],
        ['patchouli-oil', 2],
        ['vetiver-oil', 1.5],
        ['oakmoss-absolute', 0.4],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'tomato-leaf',
    name: 'green tomato leaf accord',
    triggers: ['tomato leaf', 'tomato leaves', 'tomato vine', 'tomato plant', 'greenhouse tomato', 'tomato'],
    facets: ['green', 'herbal', 'earthy'],
    // Isobutyl thiazole is the tomato leaf; cis-3-hexenol the crushed stem. Among naturals, galbanum and
    // violet leaf approximate it.
    variants: {
      natural: [
        ['galbanum-oil', 1],
        ['violet-leaf-absolute', 0.8],
        ['basil-oil', 0.4],
      ],
      synthetic: [
        ['isobutyl-thiazole', 2],
        ['cis-3-hexenol', 1.2],
        ['hedione', 1],
        ['verdox', 0.8],
        ['triplal', 0.4],
      ],
      natural_synthetic: [
        ['isobutyl-thiazole', 2],
        ['cis-3-hexenol', 1],
        ['hedione', 1],
        ['galbanum-oil', 0.6],
        ['violet-leaf-absolute', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'cucumber',
    name: 'cucumber accord',
    triggers: ['cucumber', 'cucumbers', 'cucumber water'],
    facets: ['melon', 'green', 'fresh'],
    // Nonadienal is cucumber peel; melonal and hexenol freshen it over a watery Hedione.
    variants: {
      synthetic: [
        ['nonadienal', 3],
        ['hedione', 2.5],
        ['dihydromyrcenol', 1.5],
        ['melonal', 0.5],
        ['cis-3-hexenol', 0.4],
      ],
      natural_synthetic: [
        ['nonadienal', 3],
        ['hedione', 2.5],
        ['violet-leaf-absolute', 0.6],
        ['melonal', 0.4],
        ['cis-3-hexenol', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'pear',
    name: 'pear accord',
    triggers: ['pear', 'pears', 'williams pear', 'nashi', 'poire'],
    facets: ['pear', 'fruity'],
    // Pear ester (ethyl decadienoate) is the Williams pear; hexyl acetate the juicy skin, a fruity musk the
    // flesh. Among naturals, ambrette seed has the pear note.
    variants: {
      synthetic: [
        ['pear-ester', 3],
        ['hexyl-acetate', 2],
        ['helvetolide', 1.5],
        ['dimethyl-benzyl-carbinyl-acetate', 1],
        ['benzyl-acetate', 0.5],
      ],
      natural: [
        ['ambrette-seed-oil', 3],
        ['mandarin-oil', 2.5],
        ['chamomile-oil', 0.3],
        ['blackcurrant-bud-absolute', 0.2],
      ],
      natural_synthetic: [
        ['pear-ester', 3],
        ['ambrette-seed-oil', 2],
        ['hexyl-acetate', 1.5],
        ['helvetolide', 1.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'honey',
    name: 'honey accord',
    triggers: ['honey', 'honeyed', 'honeycomb', 'mead', 'beeswax'],
    facets: ['honey', 'gourmand', 'sweet'],
    // Honey is phenylacetic acid and its esters (isoamyl, p-cresyl) over a waxy, rosy body.
    variants: {
      natural: [
        ['beeswax-absolute', 2],
        ['mimosa-absolute', 1],
        ['benzoin-resinoid', 1],
        ['tobacco-absolute', 0.3],
        ['helichrysum-absolute', 0.3],
      ],
      synthetic: [
        ['phenylacetic-acid', 2.5],
        ['phenylethyl-alcohol', 2.5],
        ['isoamyl-phenylacetate', 2],
        ['p-cresyl-phenylacetate', 0.3],
        ['ethyl-maltol', 0.3],
      ],
      natural_synthetic: [
        ['beeswax-absolute', 2.5],
        ['phenylacetic-acid', 2],
        ['isoamyl-phenylacetate', 1.5],
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
    // Bergamot over moss, labdanum and patchouli. Oakmoss is held by IFRA to a trace: Evernyl carries the
    // moss where synthetics are allowed, and a synthetic bergamot is linalyl acetate with limonene.
    variants: {
      natural: [
        ['bergamot-oil-fcf', 5],
        ['patchouli-oil', 3],
        ['labdanum-absolute', 2],
        ['rose-absolute', 1],
        ['oakmoss-absolute', 0.5],
      ],
      synthetic: [
        ['linalyl-acetate', 4],
        ['patchoulol', 3],
        ['hedione', 2],
        ['evernyl', 1.5],
        ['d-limonene', 1],
        ['ambroxan', 0.5],
      ],
      natural_synthetic: [
        ['bergamot-oil-fcf', 5],
        ['patchouli-oil', 3],
        ['labdanum-absolute', 1.5],
        ['evernyl', 1],
        ['oakmoss-absolute', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'fougere',
    name: 'fougère accord',
    triggers: ['fougere', 'fern', 'barbershop', 'classic fougere'],
    facets: ['aromatic', 'lavender', 'tonka'],
    // Lavender and coumarin (tonka) are the fougère; bergamot, geranium and moss complete it.
    variants: {
      natural: [
        ['lavender-oil', 6],
        ['tonka-absolute', 3],
        ['bergamot-oil-fcf', 2.5],
        ['geranium-oil', 1.5],
        ['oakmoss-absolute', 0.4],
      ],
      synthetic: [
        ['linalyl-acetate', 5],
        ['coumarin', 3.5],
        ['linalool', 3],
        ['amyl-salicylate', 1],
        ['evernyl', 0.8],
      ],
      natural_synthetic: [
        ['lavender-oil', 6],
        ['coumarin', 3],
        ['bergamot-oil-fcf', 2.5],
        ['geranium-oil', 1.5],
        ['oakmoss-absolute', 0.4],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'mint-tea',
    name: 'mint tea accord',
    triggers: ['mint tea', 'moroccan mint tea', 'moroccan mint', 'nana mint', 'maghrebi mint tea', 'atay'],
    facets: ['mint', 'tea', 'green'],
    // Moroccan tea is spearmint (nana) steeped with gunpowder green tea: spearmint or l-carvone leads, a
    // green, hay-like tea body (maté, Hedione, linalool) carries it, peppermint only as a cool edge.
    variants: {
      natural: [
        ['spearmint-oil', 3],
        ['mate-absolute', 2],
        ['tea-absolute', 1],
        ['peppermint-oil', 0.8],
      ],
      synthetic: [
        ['hedione', 4],
        ['l-carvone', 2],
        ['linalool', 2],
        ['cis-3-hexenol', 0.5],
        ['l-menthol', 0.4],
      ],
      natural_synthetic: [
        ['spearmint-oil', 3],
        ['hedione', 4],
        ['mate-absolute', 1.5],
        ['linalool', 1.5],
        ['cis-3-hexenol', 0.4],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'gingerbread',
    name: 'gingerbread accord',
    triggers: [
      'gingerbread',
      'gingerbread cookie',
      'gingerbread man',
      'speculoos',
      'speculaas',
      'lebkuchen',
      'pain d epice',
      'ginger biscuit',
      'ginger cookie',
      'spiced cookie',
    ],
    facets: ['gourmand', 'spicy', 'cinnamon'],
    // A honeyed, vanilla dough spiced with ginger first, then cinnamon, nutmeg and a little clove; among
    // synthetics cinnamyl acetate and eugenol give the spice (there is no ginger chemical), maltol the bake.
    variants: {
      natural: [
        ['vanilla-absolute', 3],
        ['ginger-oil', 2.5],
        ['beeswax-absolute', 1.5],
        ['nutmeg-oil', 0.8],
        ['cinnamon-bark-oil', 0.5],
        ['clove-bud-oil', 0.3],
      ],
      synthetic: [
        ['vanillin', 3],
        ['cinnamyl-acetate', 1.5],
        ['coumarin', 1.5],
        ['ethyl-maltol', 0.4],
        ['eugenol', 0.3],
        ['phenylacetic-acid', 0.1],
      ],
      natural_synthetic: [
        ['ginger-oil', 2.5],
        ['vanillin', 2.5],
        ['coumarin', 1],
        ['nutmeg-oil', 0.8],
        ['cinnamon-bark-oil', 0.5],
        ['ethyl-maltol', 0.3],
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
    // menthol and cineole as the cool edge and cis-3-hexenol as the crushed leaf.
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
        ['cis-3-hexenol', 0.1],
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
    exceptIn: [
      'orange blossom',
      'orange blossoms',
      'orange flower',
      'orange flowers',
      'orange leaf',
      'bitter orange',
      'mock orange',
      'mock oranges',
    ],
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
    id: 'lemon',
    name: 'lemon accord',
    triggers: [
      'lemon',
      'lemons',
      'lemon peel',
      'lemon zest',
      'lemon curd',
      'lemonade',
      'lemon tart',
      'limoncello',
      'amalfi lemon',
      'sicilian lemon',
    ],
    exceptIn: ['lemon verbena', 'lemon balm', 'lemon tea', 'lemongrass', 'lemon grass'],
    facets: ['lemon', 'citrus'],
    // Lemon is citral's sharp zest over limonene's juice (limonene is most of the oil); citral is held by
    // IFRA, so limonene carries the volume and citronellyl nitrile, stable and fresh, lifts the zest.
    variants: {
      natural: [
        ['lemon-oil', 6],
        ['litsea-cubeba-oil', 1],
        ['petitgrain-oil', 0.5],
        ['lemongrass-oil', 0.2],
      ],
      synthetic: [
        ['d-limonene', 6],
        ['citral', 1],
        ['citronellyl-nitrile', 0.5],
        ['aldehyde-c10', 0.1],
      ],
      natural_synthetic: [
        ['lemon-oil', 5],
        ['d-limonene', 2],
        ['citral', 0.5],
        ['litsea-cubeba-oil', 0.5],
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
        ['dihydromyrcenol', 2],
        ['coriander-seed-oil', 1.5],
        ['angelica-root-oil', 0.2],
      ],
      // Without juniper oil: the piney α-terpineol over a lime-like dihydromyrcenol, linalool for
      // coriander and a trace of cineole approximate a dry gin.
      synthetic: [
        ['dihydromyrcenol', 3],
        ['alpha-terpineol', 2],
        ['linalool', 1.5],
        ['d-limonene', 1],
        ['eucalyptol', 0.15],
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
        ['rose-oil', 2],
        ['geranium-oil', 1.2],
        ['palmarosa-oil', 0.6],
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
      // Galbanum and violet leaf are the green; petitgrain only freshens them.
      natural: [
        ['galbanum-oil', 1],
        ['violet-leaf-absolute', 0.8],
        ['petitgrain-oil', 0.8],
        ['mate-absolute', 0.4],
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
  {
    id: 'orange-blossom',
    name: 'orange blossom accord',
    triggers: ['orange blossom', 'orange blossoms', 'orange flower', 'orange flowers', 'neroli', 'fleur d oranger', 'azahar', 'zagara'],
    facets: ['orange blossom', 'white floral'],
    // Neroli (fresh, green) and orange flower absolute (heady, indolic) together; synthetically, methyl
    // anthranilate is the orange flower over linalool, the largest part of neroli oil, with a trace of indole.
    variants: {
      natural: [
        ['neroli-oil', 3],
        ['orange-flower-absolute', 2],
        ['jasmine-sambac-absolute', 0.2],
      ],
      synthetic: [
        ['methyl-anthranilate', 3],
        ['linalool', 3],
        ['hedione', 2],
        ['phenylethyl-alcohol', 0.8],
        ['indole', 0.1],
      ],
      natural_synthetic: [
        ['neroli-oil', 3],
        ['orange-flower-absolute', 1.5],
        ['linalool', 1.5],
        ['hedione', 1.5],
        ['methyl-anthranilate', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'muguet',
    name: 'lily of the valley (muguet) accord',
    triggers: ['lily of the valley', 'lilies of the valley', 'muguet', 'convallaria'],
    facets: ['lily', 'floral'],
    // Hydroxycitronellal and Florol (Lilial and Lyral are banned) with phenylethyl alcohol, the watery
    // cyclamen aldehydes and a green edge. No natural smells of lily of the valley.
    variants: {
      synthetic: [
        ['hydroxycitronellal', 3],
        ['florol', 3],
        ['phenylethyl-alcohol', 1.5],
        ['cyclamen-aldehyde', 0.5],
        ['florhydral', 0.3],
        ['cis-3-hexenol', 0.1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'violet',
    name: 'violet accord',
    triggers: ['violet', 'violets', 'parma violet', 'sweet violet', 'violet flower', 'violette'],
    exceptIn: ['violet leaf', 'violet leaves'],
    facets: ['violet', 'powdery'],
    // The flower is the ionones, powdered with a little heliotropin and freshened by a violet-leaf green.
    // No violet flower absolute is in the palette: orris and violet leaf approximate it among naturals.
    variants: {
      natural: [
        ['orris-butter', 2],
        ['violet-leaf-absolute', 1],
        ['mimosa-absolute', 0.5],
      ],
      synthetic: [
        ['beta-ionone', 3],
        ['methyl-ionone', 2.5],
        ['heliotropin', 0.5],
        ['undecavertol', 0.3],
        ['methyl-heptine-carbonate', 0.03],
      ],
      natural_synthetic: [
        ['beta-ionone', 3],
        ['methyl-ionone', 2],
        ['orris-butter', 0.5],
        ['violet-leaf-absolute', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'dew',
    name: 'dew accord',
    triggers: ['dew', 'dewy', 'morning dew', 'dewdrop', 'dewdrops', 'dew drops'],
    facets: ['green', 'ozonic', 'fresh'],
    // Dew on petals or grass: the watery, ozonic Helional and Floralozone with the crushed-green
    // cis-3-hexenol; among naturals, violet leaf and the airy magnolia.
    variants: {
      natural: [
        ['violet-leaf-absolute', 1],
        ['magnolia-flower-oil', 1],
        ['galbanum-oil', 0.1],
      ],
      synthetic: [
        ['helional', 2],
        ['cis-3-hexenol', 1.5],
        ['hedione', 1.5],
        ['floralozone', 0.8],
        ['calone', 0.05],
      ],
      natural_synthetic: [
        ['helional', 2],
        ['violet-leaf-absolute', 1.5],
        ['cis-3-hexenol', 1],
        ['floralozone', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'salt',
    name: 'salt accord',
    triggers: ['salt', 'salty', 'salted', 'sea salt', 'salt spray', 'salt crystals', 'fleur de sel', 'saline'],
    facets: ['salty', 'marine', 'ambergris'],
    // Salt has no smell of its own: the mineral, skin-like Ambroxan with the salty-marine Cascalone (sea
    // fennel and seaweed among naturals) make it.
    variants: {
      natural: [
        ['sea-fennel-oil', 2],
        ['seaweed-absolute', 0.5],
      ],
      synthetic: [
        ['ambroxan', 3],
        ['cascalone', 1],
        ['calone', 0.1],
      ],
      natural_synthetic: [
        ['ambroxan', 3],
        ['sea-fennel-oil', 1.5],
        ['cascalone', 0.5],
        ['seaweed-absolute', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'salty-skin',
    name: 'salty skin accord',
    triggers: ['salty skin', 'salt skin', 'salted skin', 'skin after the sea', 'skin after a swim'],
    facets: ['salty', 'musky', 'ambergris'],
    // Skin after the sea: the salt accord's Ambroxan and marine trace over a warm skin musk (Exaltolide,
    // ambrette among naturals).
    variants: {
      natural: [
        ['ambrette-seed-oil', 3],
        ['sea-fennel-oil', 1.5],
        ['seaweed-absolute', 0.3],
      ],
      synthetic: [
        ['exaltolide', 3],
        ['ambroxan', 3],
        ['ethylene-brassylate', 2],
        ['cascalone', 0.3],
      ],
      natural_synthetic: [
        ['ambroxan', 3],
        ['sea-fennel-oil', 3],
        ['exaltolide', 2.5],
        ['ambrette-seed-oil', 1],
        ['cascalone', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'snow',
    name: 'snow (cold air) accord',
    triggers: ['snow', 'snowy', 'fresh snow', 'snowfall', 'cold air', 'icy air', 'winter air', 'frost', 'frosty', 'icy'],
    exceptIn: ['snowy evening'],
    facets: ['clean', 'aldehydic', 'musky'],
    // Cold air is metallic and clean: the C-12 MNA aldehyde and Habanolide's metallic musk, ozone, and a
    // trace of menthol for the chill. No natural blend smells of snow.
    variants: {
      synthetic: [
        ['habanolide', 3],
        ['aldehyde-c12-mna', 2],
        ['dihydromyrcenol', 1.5],
        ['floralozone', 0.5],
        ['l-menthol', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'hay',
    name: 'hay accord',
    triggers: ['hay', 'fresh hay', 'cut hay', 'haystack', 'hayfield', 'hay field', 'hay bale', 'straw', 'dried grass'],
    facets: ['hay', 'tonka'],
    // Sun-dried grass: coumarin (hay absolute among naturals) with the dry-green amyl salicylate and
    // sclareolide, a honeyed helichrysum or tobacco-like megastigmatrienone in traces.
    variants: {
      natural: [
        ['hay-absolute', 3],
        ['tonka-absolute', 1.5],
        ['mate-absolute', 0.5],
        ['helichrysum-absolute', 0.2],
      ],
      synthetic: [
        ['coumarin', 3],
        ['amyl-salicylate', 1.5],
        ['sclareolide', 1],
        ['megastigmatrienone', 0.1],
        ['cis-3-hexenol', 0.05],
      ],
      natural_synthetic: [
        ['hay-absolute', 3],
        ['coumarin', 2],
        ['amyl-salicylate', 0.8],
        ['helichrysum-absolute', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'rum',
    name: 'rum (boozy) accord',
    triggers: ['rum', 'dark rum', 'spiced rum', 'rhum', 'cognac', 'brandy', 'armagnac', 'whisky', 'whiskey', 'bourbon', 'boozy', 'liqueur'],
    facets: ['boozy', 'gourmand'],
    // Davana and cognac oil give the fermented, boozy fruit; vanilla, benzoin and a caramel note the cask.
    // No aroma chemical of the palette smells of spirits: the synthetic palette has no rum accord.
    variants: {
      natural: [
        ['davana-oil', 2],
        ['vanilla-absolute', 2],
        ['benzoin-resinoid', 1],
        ['cognac-oil', 0.5],
        ['tonka-absolute', 0.5],
      ],
      natural_synthetic: [
        ['davana-oil', 2],
        ['vanillin', 1.5],
        ['benzoin-resinoid', 1],
        ['cognac-oil', 0.5],
        ['ethyl-maltol', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'ambergris',
    name: 'ambergris accord',
    triggers: ['ambergris', 'amber gris', 'grey amber', 'gray amber', 'ambra grisea'],
    facets: ['ambergris', 'amber', 'musky'],
    // Ambroxan and sclareolide are ambergris' odour; a musk, a trace of the marine-metallic MNA. Among
    // naturals (no ambergris tincture in the palette), labdanum and ambrette with a trace of seaweed.
    variants: {
      natural: [
        ['labdanum-absolute', 2],
        ['ambrette-seed-oil', 1.5],
        ['seaweed-absolute', 0.15],
        ['oakmoss-absolute', 0.1],
      ],
      synthetic: [
        ['ambroxan', 4],
        ['sclareolide', 1.5],
        ['iso-e-super', 1.5],
        ['exaltolide', 1],
        ['aldehyde-c12-mna', 0.1],
      ],
      natural_synthetic: [
        ['ambroxan', 4],
        ['labdanum-absolute', 1.5],
        ['ambrette-seed-oil', 1],
        ['sclareolide', 1],
        ['seaweed-absolute', 0.1],
      ],
    },
    sources: TEXTBOOK,
  },
  // Notes briefs ask for that have no material of their own (fruits and flowers that give no extract, or
  // none in the palette): built as a perfumer builds them, instead of a generic fruity or floral material.
  {
    id: 'plum',
    name: 'plum accord',
    triggers: ['plum', 'plums', 'ripe plum', 'sugar plum', 'prune', 'prunes', 'damson', 'damsons', 'mirabelle', 'mirabelles'],
    exceptIn: ['plum blossom', 'plum blossoms', 'plum flower', 'plum flowers'],
    facets: ['fruity', 'peach'],
    // Plum is the peach lactone (aldehyde C-14) made darker and jammier: maltol for the cooked, prune side,
    // a cinnamate's balsamic fruit, a trace of damascone for the skin and of benzaldehyde for the stone.
    // No natural plum is in the palette: osmanthus (apricot-plum) and davana (dried fruit) with rose's
    // damascenone approximate it.
    variants: {
      natural: [
        ['osmanthus-absolute', 3],
        ['davana-oil', 2],
        ['rose-absolute', 1],
        ['blackcurrant-bud-absolute', 0.2],
      ],
      synthetic: [
        ['gamma-undecalactone', 3],
        ['maltol', 1.5],
        ['ethyl-cinnamate', 1],
        ['beta-damascone', 0.05],
        ['benzaldehyde', 0.05],
      ],
      natural_synthetic: [
        ['gamma-undecalactone', 3],
        ['osmanthus-absolute', 2],
        ['maltol', 1],
        ['davana-oil', 1],
        ['beta-damascone', 0.05],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'honeysuckle',
    name: 'honeysuckle accord',
    triggers: ['honeysuckle', 'honeysuckles', 'chevrefeuille', 'lonicera'],
    facets: ['white floral', 'honey', 'floral'],
    // A lily-like floral (hydroxycitronellal) with jasmine's benzyl acetate and the nectar of methyl
    // anthranilate and phenylacetaldehyde, a green stem. No honeysuckle extract is in the palette: among
    // naturals, green jasmine sambac and honeyed orange flower over airy magnolia approximate it.
    variants: {
      natural: [
        ['jasmine-sambac-absolute', 2],
        ['orange-flower-absolute', 2],
        ['magnolia-flower-oil', 1.5],
        ['mimosa-absolute', 0.5],
        ['violet-leaf-absolute', 0.1],
      ],
      synthetic: [
        ['hydroxycitronellal', 3],
        ['benzyl-acetate', 2],
        ['linalool', 1.5],
        ['methyl-anthranilate', 0.5],
        ['phenylacetaldehyde', 0.15],
        ['cis-3-hexenol', 0.05],
      ],
      natural_synthetic: [
        ['hydroxycitronellal', 3],
        ['jasmine-sambac-absolute', 2],
        ['orange-flower-absolute', 1],
        ['benzyl-acetate', 1],
        ['phenylacetaldehyde', 0.1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'carnation',
    name: 'carnation accord',
    triggers: ['carnation', 'carnations', 'oeillet', 'oeillets', 'clove pink', 'clove pinks', 'dianthus'],
    facets: ['floral', 'clove', 'spicy'],
    // Carnation is clove over rose: isoeugenol is the flower (held by IFRA to a trace, so eugenol carries
    // the spice), phenylethyl alcohol the rose, benzyl salicylate and heliotropin the soft body. Among
    // naturals, carnation absolute leads, with rose, clove bud and ylang (itself rich in eugenols).
    variants: {
      natural: [
        ['carnation-absolute', 3],
        ['rose-absolute', 2],
        ['clove-bud-oil', 1],
        ['ylang-ylang-oil', 1],
        ['pimento-berry-oil', 0.2],
      ],
      synthetic: [
        ['isoeugenol', 3],
        ['eugenol', 2],
        ['phenylethyl-alcohol', 2],
        ['benzyl-salicylate', 1.5],
        ['heliotropin', 0.3],
      ],
      natural_synthetic: [
        ['carnation-absolute', 3],
        ['phenylethyl-alcohol', 2.5],
        ['eugenol', 1.5],
        ['ylang-ylang-oil', 1],
        ['isoeugenol', 0.3],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'gardenia',
    name: 'gardenia accord',
    triggers: ['gardenia', 'gardenias', 'cape jasmine'],
    exceptIn: ['tahitian gardenia', 'gardenia taitensis'],
    facets: ['white floral', 'floral'],
    // Styrallyl acetate (Gardenol) is the green, fruity-mushroomy top of gardenia; benzyl acetate its
    // jasmine, a coconut lactone its cream, a trace of indole and methyl anthranilate its heady heart. No
    // gardenia absolute is in the palette: tiaré (Gardenia taitensis) with jasmine sambac and tuberose
    // approximates it among naturals.
    variants: {
      natural: [
        ['tiare-absolute', 3],
        ['jasmine-sambac-absolute', 2],
        ['tuberose-absolute', 1],
        ['ylang-ylang-oil', 0.5],
        ['violet-leaf-absolute', 0.1],
      ],
      synthetic: [
        ['styrallyl-acetate', 3],
        ['benzyl-acetate', 2.5],
        ['benzyl-salicylate', 2],
        ['gamma-nonalactone', 0.5],
        ['methyl-anthranilate', 0.3],
        ['indole', 0.1],
      ],
      natural_synthetic: [
        ['styrallyl-acetate', 3],
        ['tiare-absolute', 2.5],
        ['jasmine-sambac-absolute', 1.5],
        ['benzyl-acetate', 1.5],
        ['gamma-nonalactone', 0.4],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'melon',
    name: 'melon (watermelon) accord',
    triggers: ['watermelon', 'watermelons', 'water melon', 'melon', 'melons', 'cantaloupe', 'honeydew', 'honeydew melon'],
    facets: ['melon', 'fruity', 'aquatic'],
    // Melonal is the melon and Calone the watery watermelon flesh, over Hedione, with the green rind of a
    // leaf ester and a juicy apple ester. No natural smells of melon: the natural palette has no melon
    // accord, and the engine says so.
    variants: {
      synthetic: [
        ['melonal', 3],
        ['calone', 2],
        ['hedione', 1.5],
        ['cis-3-hexenyl-acetate', 0.3],
        ['ethyl-2-methylbutyrate', 0.2],
      ],
      natural_synthetic: [
        ['melonal', 3],
        ['calone', 2],
        ['hedione', 1.5],
        ['mandarin-oil', 1],
        ['violet-leaf-absolute', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'tropical-fruit',
    name: 'tropical fruit accord',
    triggers: [
      'tropical fruit',
      'tropical fruits',
      'exotic fruit',
      'exotic fruits',
      'mango',
      'mangoes',
      'mangos',
      'passion fruit',
      'passionfruit',
      'maracuja',
      'papaya',
      'guava',
      'lychee',
      'lychees',
      'litchi',
    ],
    facets: ['tropical', 'fruity'],
    // Juicy tropical esters (allyl caproate, Fructone) over the creamy peach lactone of mango and papaya,
    // with the green, sulfurous edge of passion fruit and guava (allyl amyl glycolate; blackcurrant bud
    // among naturals). No natural tropical fruit is in the palette: mandarin's juice with blackcurrant bud
    // and apricot-like osmanthus approximates it.
    variants: {
      natural: [
        ['mandarin-oil', 3],
        ['blackcurrant-bud-absolute', 1.5],
        ['osmanthus-absolute', 1],
        ['davana-oil', 0.3],
      ],
      synthetic: [
        ['allyl-caproate', 3],
        ['gamma-undecalactone', 2.5],
        ['fructone', 2],
        ['allyl-amyl-glycolate', 0.4],
        ['cis-3-hexenyl-acetate', 0.2],
      ],
      natural_synthetic: [
        ['allyl-caproate', 3],
        ['gamma-undecalactone', 2],
        ['mandarin-oil', 2],
        ['fructone', 1],
        ['blackcurrant-bud-absolute', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'apple',
    name: 'apple accord',
    triggers: ['apple', 'apples', 'green apple', 'green apples', 'red apple', 'red apples', 'crisp apple', 'apple peel'],
    exceptIn: ['apple blossom', 'apple blossoms', 'apple flower', 'apple flowers', 'apple mint', 'custard apple'],
    facets: ['apple', 'fruity'],
    // Manzanate is the crisp green apple, Fructone its sweet flesh; hexyl acetate the skin, Verdox the
    // green-woody core, a leaf ester the stalk. Among naturals, Roman chamomile (its apple-like esters)
    // over mandarin and lime approximates it.
    variants: {
      natural: [
        ['chamomile-oil', 3],
        ['mandarin-oil', 2.5],
        ['lime-oil-distilled', 1],
        ['violet-leaf-absolute', 0.2],
      ],
      synthetic: [
        ['manzanate', 3],
        ['fructone', 2.5],
        ['verdox', 2],
        ['hexyl-acetate', 1],
        ['cis-3-hexenyl-acetate', 0.2],
      ],
      natural_synthetic: [
        ['manzanate', 3],
        ['fructone', 2.5],
        ['chamomile-oil', 1],
        ['lime-oil-distilled', 1],
        ['hexyl-acetate', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'rhubarb',
    name: 'rhubarb accord',
    triggers: ['rhubarb', 'rhubarbs', 'rhubarb stalk', 'rhubarb stalks'],
    facets: ['green', 'fruity'],
    // Rhubarb is a tart, crunchy green stalk: the leaf ester with the sulfurous-tart grapefruit (methyl
    // pamplemousse), Verdox's crisp green-apple wood, hexyl acetate's juice, a trace of rose oxide for its
    // rosy-metallic facet and raspberry ketone for the red skin. Among naturals: grapefruit, galbanum's stem,
    // rosy-green geranium.
    variants: {
      natural: [
        ['grapefruit-oil', 3],
        ['galbanum-oil', 1],
        ['geranium-oil', 0.5],
        ['blackcurrant-bud-absolute', 0.2],
      ],
      synthetic: [
        ['cis-3-hexenyl-acetate', 3],
        ['methyl-pamplemousse', 2],
        ['verdox', 1.5],
        ['hexyl-acetate', 1],
        ['raspberry-ketone', 0.5],
        ['rose-oxide', 0.15],
      ],
      natural_synthetic: [
        ['cis-3-hexenyl-acetate', 3],
        ['methyl-pamplemousse', 1.5],
        ['hexyl-acetate', 1.5],
        ['grapefruit-oil', 1],
        ['galbanum-oil', 0.3],
        ['rose-oxide', 0.15],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'chestnut',
    name: 'roasted chestnut accord',
    triggers: [
      'chestnut',
      'chestnuts',
      'roasted chestnut',
      'roasted chestnuts',
      'marron glace',
      'marrons glaces',
      'chestnut cream',
      'creme de marron',
      'creme de marrons',
    ],
    exceptIn: ['horse chestnut', 'horse chestnuts', 'water chestnut', 'water chestnuts', 'chestnut brown', 'chestnut hair'],
    facets: ['gourmand', 'almond', 'woody'],
    // A roasted pyrazine and maltol for the roast and the candied sugar (marron glacé), vanilla and a
    // buttery lactone for the mealy flesh, a creamy wood and a wisp of smoke for the shell. No natural
    // smells of chestnut: tonka's nutty side with smoky guaiac wood, vanilla and cocoa approximates it.
    variants: {
      natural: [
        ['tonka-absolute', 3],
        ['guaiac-wood-oil', 2],
        ['vanilla-absolute', 1.5],
        ['cocoa-absolute', 0.5],
      ],
      synthetic: [
        ['acetylpyrazine', 2],
        ['maltol', 2],
        ['vanillin', 1.5],
        ['bacdanol', 1],
        ['delta-decalactone', 1],
        ['guaiacol', 0.05],
      ],
      natural_synthetic: [
        ['acetylpyrazine', 2],
        ['tonka-absolute', 2],
        ['maltol', 1.5],
        ['guaiac-wood-oil', 1.5],
        ['vanilla-absolute', 1],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'lilac',
    name: 'lilac accord',
    triggers: ['lilac', 'lilacs', 'lilas', 'syringa'],
    facets: ['floral', 'powdery'],
    // The classic lilac: α-terpineol over hydroxycitronellal, softened with heliotropin's almond powder and
    // phenylethyl alcohol, a trace of phenylacetaldehyde. The flower gives no extract and no natural blend
    // smells of it: the natural palette has no lilac accord, and the engine says so.
    variants: {
      synthetic: [
        ['alpha-terpineol', 3],
        ['hydroxycitronellal', 2],
        ['heliotropin', 1.5],
        ['phenylethyl-alcohol', 1.5],
        ['phenylacetaldehyde', 0.1],
        ['indole', 0.03],
      ],
      natural_synthetic: [
        ['alpha-terpineol', 3],
        ['hydroxycitronellal', 2],
        ['heliotropin', 1.5],
        ['phenylethyl-alcohol', 1],
        ['mimosa-absolute', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'peony',
    name: 'peony accord',
    triggers: ['peony', 'peonies', 'pivoine', 'pivoines'],
    facets: ['floral', 'rose'],
    // A fresh, watery rose: phenylethyl alcohol and citronellol with the clean Florol, a fruity DMBCA and
    // the green-metallic rose oxide. No peony extract exists: among naturals, airy magnolia over rose otto
    // and geranium approximates it.
    variants: {
      natural: [
        ['magnolia-flower-oil', 3],
        ['rose-oil', 2],
        ['geranium-oil', 1],
        ['violet-leaf-absolute', 0.2],
      ],
      synthetic: [
        ['phenylethyl-alcohol', 3],
        ['florol', 2],
        ['citronellol', 1],
        ['dimethyl-benzyl-carbinyl-acetate', 1],
        ['rose-oxide', 0.2],
        ['cis-3-hexenol', 0.05],
      ],
      natural_synthetic: [
        ['phenylethyl-alcohol', 3],
        ['magnolia-flower-oil', 2],
        ['florol', 1.5],
        ['rose-oil', 1],
        ['rose-oxide', 0.15],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'freesia',
    name: 'freesia accord',
    triggers: ['freesia', 'freesias'],
    facets: ['floral', 'fruity'],
    // Freesia is linalool with the fruity violet of β-ionone, a transparent Hedione and a pear-like DMBCA.
    // Among naturals, ho wood's linalool with magnolia, peppery-fruity pink pepper and a trace of osmanthus
    // for the ionone.
    variants: {
      natural: [
        ['ho-wood-oil', 3],
        ['magnolia-flower-oil', 2],
        ['pink-pepper-oil', 0.5],
        ['osmanthus-absolute', 0.3],
      ],
      synthetic: [
        ['linalool', 3],
        ['beta-ionone', 2],
        ['hedione', 1.5],
        ['dimethyl-benzyl-carbinyl-acetate', 1],
        ['cis-3-hexenyl-acetate', 0.1],
      ],
      natural_synthetic: [
        ['linalool', 3],
        ['beta-ionone', 2],
        ['magnolia-flower-oil', 1.5],
        ['hedione', 1],
        ['pink-pepper-oil', 0.5],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'lotus',
    name: 'lotus (water lily) accord',
    triggers: ['lotus', 'lotus flower', 'lotus flowers', 'water lily', 'water lilies', 'waterlily', 'waterlilies', 'nenuphar', 'nymphaea'],
    facets: ['floral', 'aquatic', 'lily'],
    // A watery floral: Helional and Florhydral over Hedione and hydroxycitronellal, a breath of ozone. No
    // lotus or water lily extract is in the palette and no natural blend has their watery character: the
    // natural palette has no lotus accord, and the engine says so.
    variants: {
      synthetic: [
        ['helional', 3],
        ['florhydral', 2],
        ['hedione', 2],
        ['hydroxycitronellal', 1.5],
        ['floralozone', 0.3],
      ],
      natural_synthetic: [
        ['helional', 3],
        ['florhydral', 2],
        ['magnolia-flower-oil', 1.5],
        ['hedione', 1.5],
        ['violet-leaf-absolute', 0.2],
      ],
    },
    sources: TEXTBOOK,
  },
  {
    id: 'orchid',
    name: 'orchid accord',
    triggers: ['orchid', 'orchids', 'orchidee'],
    facets: ['floral', 'vanilla', 'powdery'],
    // Perfumery's orchid is a fantasy: a powdery, vanillic floral (heliotropin, vanillin) on a soft
    // salicylate, with a spicy trace of cinnamyl acetate. Among naturals, ylang and vanilla with jasmine
    // sambac and a little orris.
    variants: {
      natural: [
        ['vanilla-absolute', 2.5],
        ['ylang-ylang-oil', 2],
        ['jasmine-sambac-absolute', 1],
        ['orris-butter', 0.5],
      ],
      synthetic: [
        ['heliotropin', 3],
        ['vanillin', 2],
        ['benzyl-salicylate', 2],
        ['hedione', 1],
        ['cinnamyl-acetate', 0.3],
      ],
      natural_synthetic: [
        ['heliotropin', 3],
        ['vanilla-absolute', 2],
        ['ylang-ylang-oil', 1.5],
        ['benzyl-salicylate', 1.5],
        ['jasmine-sambac-absolute', 0.5],
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

/**
 * "The brief leads the formula": example briefs written for the properties a perfumer checks first, and the
 * measures over them. Each brief names the notes, families or accords that must lead; it runs in the three
 * palettes at its own complexity and concentration (10–30 %). Used by evaluation-briefs.test.ts; not part
 * of the engine's public API.
 *
 * Properties, per formula:
 *   - lead: the three largest materials (diluent excluded) each carry one of the brief's `lead` facets among
 *     their first three facets, or are one of its `lead` material ids;
 *   - perceivable: every note in `named` is carried by a line at the share its odour strength needs
 *     (engine.ts PERCEIVABLE_HUNDREDTHS, within the material's caps), or the explanation names the note and
 *     says why not (palette, IFRA) and what stands in for it;
 *   - accord: the accord named in `accord` is built from at least two of its materials for the palette, or
 *     the explanation says the palette cannot make it and what approximates it;
 *   - deterministic: the same brief gives the same formula; compliant: no IFRA rule is broken;
 *   - refusal: a brief with no scent meaning at all is refused (NOT_A_SCENT), any other is answered.
 */
import { ACCORDS, odourCarrierRank } from './accords';
import { capHundredths, generateFormula, perceivableFor } from './engine';
import { RANDOM_WORDS } from './evaluation';
import { ifraBreaches } from './ifra';
import { materialById } from './materials';
import { prng } from './text';
import {
  COMPLEXITIES,
  type Complexity,
  type Facet,
  type Formula,
  type FormulaBrief,
  FormulaBriefError,
  MATERIALS_TYPES,
  type MaterialsType,
} from './types';

export interface LeadCase {
  description: string;
  reference?: string;
  avoid?: string;
  complexity: Complexity;
  /** Percent of concentrate in the finished perfume (10–30). */
  concentration: number;
  /** Facets (notes, families) or material ids that may take the three largest shares. */
  lead?: readonly string[];
  /** Notes the brief names that must be perceivable. */
  named?: readonly string[];
  /** An accord (accords.ts id) the brief calls for. */
  accord?: string;
  /** No scent meaning at all: must be refused. */
  notScent?: true;
}

const S: Complexity = 'simple';
const M: Complexity = 'medium';
const C: Complexity = 'complex';

export const LEAD_CASES: readonly LeadCase[] = [
  // Teas, citrus, colognes
  {
    description: 'Earl Grey tea with a slice of lemon',
    complexity: M,
    concentration: 15,
    lead: ['tea', 'bergamot', 'citrus', 'lemon', 'green', 'floral'],
    named: ['bergamot', 'tea', 'lemon'],
    accord: 'tea',
  },
  { description: 'lemon and ginger', complexity: S, concentration: 10, lead: ['citrus', 'lemon', 'spicy', 'fresh'], named: ['lemon'] },
  {
    description: 'iced green tea with mint',
    complexity: M,
    concentration: 10,
    lead: ['tea', 'green', 'mint', 'aromatic', 'fresh', 'floral'],
    named: ['tea', 'mint'],
    accord: 'green-tea',
  },
  {
    description: 'jasmine tea in a porcelain cup',
    complexity: C,
    concentration: 15,
    lead: ['tea', 'jasmine', 'floral', 'green', 'white floral'],
    named: ['jasmine', 'tea'],
  },
  {
    description: 'bergamot cologne, crisp and bright',
    complexity: S,
    concentration: 10,
    lead: ['citrus', 'bergamot', 'fresh', 'aromatic'],
    named: ['bergamot'],
  },
  {
    description: 'blood orange sorbet',
    complexity: M,
    concentration: 12,
    lead: ['citrus', 'orange', 'fruity', 'fresh', 'sweet', 'gourmand'],
    named: ['orange'],
  },
  {
    description: 'pink grapefruit and vetiver',
    complexity: M,
    concentration: 15,
    lead: ['citrus', 'grapefruit', 'woody', 'vetiver'],
    named: ['grapefruit', 'vetiver'],
  },
  {
    description: 'yuzu and sichuan pepper',
    complexity: S,
    concentration: 12,
    lead: ['citrus', 'grapefruit', 'spicy', 'pepper', 'fresh'],
    named: ['pepper'],
  },
  {
    description: 'a gin and tonic with lime',
    complexity: M,
    concentration: 10,
    lead: ['aromatic', 'pine', 'citrus', 'lime', 'fresh'],
    named: ['lime'],
  },
  {
    description: 'mandarine and neroli, mediterranean morning',
    complexity: C,
    concentration: 15,
    lead: ['citrus', 'mandarin', 'orange blossom', 'floral', 'fresh', 'aromatic'],
    named: ['mandarin', 'orange blossom'],
  },
  {
    description: 'lime basil and mandarin',
    complexity: M,
    concentration: 15,
    lead: ['citrus', 'lime', 'aromatic', 'herbal', 'mandarin', 'fresh'],
    named: ['lime', 'mandarin'],
  },
  // Gourmands
  {
    description: 'fresh espresso coffee',
    complexity: M,
    concentration: 20,
    lead: ['coffee', 'gourmand', 'vanilla', 'chocolate'],
    named: ['coffee'],
    accord: 'coffee',
  },
  {
    description: 'almond marzipan',
    complexity: S,
    concentration: 20,
    lead: ['almond', 'gourmand', 'vanilla', 'tonka', 'sweet', 'powdery'],
    named: ['almond'],
    accord: 'almond-cherry',
  },
  {
    description: 'black cherry and bitter almond',
    complexity: M,
    concentration: 18,
    lead: ['almond', 'fruity', 'berry', 'gourmand', 'vanilla', 'tonka', 'powdery', 'sweet'],
    named: ['almond'],
    accord: 'almond-cherry',
  },
  {
    description: 'vanilla ice cream',
    complexity: S,
    concentration: 15,
    lead: ['vanilla', 'gourmand', 'creamy', 'balsamic', 'amber', 'tonka'],
    named: ['vanilla'],
    accord: 'gourmand-vanilla',
  },
  {
    description: 'bourbon vanilla and tonka bean',
    complexity: C,
    concentration: 25,
    lead: ['vanilla', 'tonka', 'gourmand', 'balsamic', 'amber'],
    named: ['vanilla', 'tonka'],
    accord: 'gourmand-vanilla',
  },
  {
    description: 'salted caramel',
    complexity: M,
    concentration: 20,
    lead: ['caramel', 'gourmand', 'vanilla', 'salty', 'sweet', 'amber', 'ambergris'],
    named: ['caramel'],
    accord: 'caramel',
  },
  {
    description: 'dark chocolate and orange peel',
    complexity: M,
    concentration: 20,
    lead: ['chocolate', 'gourmand', 'orange', 'citrus', 'vanilla'],
    named: ['chocolate', 'orange'],
    accord: 'chocolate',
  },
  {
    description: 'honey and beeswax',
    complexity: S,
    concentration: 20,
    lead: ['honey', 'gourmand', 'waxy', 'amber', 'balsamic', 'sweet', 'floral', 'rose'],
    named: ['honey'],
    accord: 'honey',
  },
  {
    description: 'buttery croissant and milk',
    complexity: M,
    concentration: 18,
    lead: ['gourmand', 'creamy', 'lactonic', 'vanilla', 'caramel', 'coconut', 'sandalwood'],
    named: ['creamy'],
  },
  {
    description: 'coconut milk',
    complexity: S,
    concentration: 15,
    lead: ['coconut', 'creamy', 'gourmand', 'white floral', 'vanilla', 'sandalwood', 'lactonic'],
    named: ['coconut'],
    accord: 'coconut',
  },
  {
    description: 'pistachio biscuit',
    complexity: M,
    concentration: 20,
    lead: ['gourmand', 'almond', 'caramel', 'creamy', 'vanilla', 'tonka'],
    named: [],
  },
  {
    description: 'chai latte with cinnamon',
    complexity: C,
    concentration: 20,
    lead: ['spicy', 'tea', 'cinnamon', 'gourmand', 'vanilla', 'aromatic', 'balsamic'],
    named: ['cinnamon'],
    accord: 'chai',
  },
  {
    description: 'gingerbread and warm spices',
    complexity: M,
    concentration: 20,
    lead: ['spicy', 'cinnamon', 'clove', 'gourmand', 'vanilla', 'amber', 'balsamic', 'orange'],
    named: [],
  },
  {
    description: 'rum and tobacco',
    complexity: M,
    concentration: 25,
    lead: ['boozy', 'tobacco', 'amber', 'gourmand', 'woody', 'sweet', 'hay', 'tonka'],
    named: ['tobacco'],
    accord: 'tobacco',
  },
  {
    description: 'cotton candy',
    complexity: S,
    concentration: 15,
    lead: ['caramel', 'gourmand', 'sweet', 'vanilla', 'fruity'],
    named: ['caramel'],
  },
  // Florals
  {
    description: 'tuberose at night',
    complexity: M,
    concentration: 20,
    lead: ['tuberose', 'white floral', 'floral', 'creamy', 'jasmine'],
    named: ['tuberose'],
    accord: 'tuberose',
  },
  {
    description: 'a synthetic tuberose, creamy and loud',
    complexity: C,
    concentration: 25,
    lead: ['tuberose', 'white floral', 'floral', 'creamy', 'jasmine', 'coconut'],
    named: ['tuberose'],
    accord: 'tuberose',
  },
  {
    description: 'jasmine sambac and green leaves',
    complexity: M,
    concentration: 20,
    lead: ['jasmine', 'white floral', 'floral', 'green'],
    named: ['jasmine'],
  },
  {
    description: 'powdery iris lipstick',
    complexity: M,
    concentration: 20,
    lead: ['iris', 'powdery', 'violet', 'floral', 'musky', 'balsamic'],
    named: ['iris'],
    accord: 'lipstick',
  },
  {
    description: 'violets and suede',
    complexity: M,
    concentration: 20,
    lead: ['violet', 'floral', 'leathery', 'iris', 'powdery', 'green'],
    named: ['violet'],
  },
  {
    description: 'red roses and black pepper',
    complexity: S,
    concentration: 20,
    lead: ['rose', 'floral', 'pepper', 'spicy'],
    named: ['rose', 'pepper'],
  },
  {
    description: 'Turkish rose and oud',
    complexity: C,
    concentration: 25,
    lead: ['rose', 'oud', 'floral', 'woody', 'animalic', 'amber', 'leathery'],
    named: ['rose', 'oud'],
    accord: 'oud',
  },
  {
    description: 'synthetic oud and rose',
    complexity: M,
    concentration: 20,
    lead: ['rose', 'oud', 'floral', 'woody', 'animalic', 'leathery'],
    named: ['rose', 'oud'],
    accord: 'oud',
  },
  {
    description: 'orange blossom honey',
    complexity: M,
    concentration: 20,
    lead: ['orange blossom', 'floral', 'honey', 'white floral', 'gourmand', 'citrus'],
    named: ['orange blossom', 'honey'],
  },
  {
    description: 'lily of the valley in the rain',
    complexity: M,
    concentration: 15,
    lead: ['lily', 'floral', 'green', 'fresh', 'aquatic', 'ozonic', 'earthy'],
    named: ['lily'],
  },
  {
    description: 'peony and freesia, light and fresh',
    complexity: S,
    concentration: 12,
    lead: ['floral', 'rose', 'fresh', 'fruity', 'musky', 'clean'],
    named: [],
  },
  {
    description: 'gardenia and coconut',
    complexity: M,
    concentration: 20,
    lead: ['white floral', 'floral', 'coconut', 'creamy', 'gourmand', 'jasmine'],
    named: ['coconut'],
  },
  {
    description: 'mimosa and heliotrope',
    complexity: S,
    concentration: 18,
    lead: ['floral', 'powdery', 'almond', 'vanilla', 'honey'],
    named: [],
  },
  {
    description: 'ylang ylang and sandalwood',
    complexity: M,
    concentration: 20,
    lead: ['white floral', 'floral', 'sandalwood', 'woody', 'creamy'],
    named: ['sandalwood'],
  },
  {
    description: 'osmanthus and apricot',
    complexity: M,
    concentration: 15,
    lead: ['floral', 'peach', 'fruity', 'tea', 'leathery'],
    named: ['peach'],
  },
  {
    description: 'magnolia and pear',
    complexity: M,
    concentration: 15,
    lead: ['floral', 'white floral', 'pear', 'fruity', 'fresh', 'musky'],
    named: ['pear'],
  },
  {
    description: 'rose water and lychee',
    complexity: S,
    concentration: 12,
    lead: ['rose', 'floral', 'fruity', 'tropical', 'fresh'],
    named: ['rose'],
  },
  {
    description: 'an aldehydic floral, classic and powdery',
    complexity: C,
    concentration: 20,
    lead: ['aldehydic', 'floral', 'powdery', 'iris', 'rose', 'jasmine', 'white floral', 'musky'],
    named: [],
    accord: 'aldehydic-floral',
  },
  {
    description: 'lavender and honey',
    complexity: M,
    concentration: 20,
    lead: ['lavender', 'aromatic', 'honey', 'gourmand', 'floral'],
    named: ['lavender', 'honey'],
  },
  // Green, fruity
  {
    description: 'green fig',
    complexity: M,
    concentration: 18,
    lead: ['fig', 'green', 'creamy', 'coconut', 'lactonic', 'sandalwood', 'woody'],
    named: ['fig'],
    accord: 'fig',
  },
  {
    description: 'fig leaves and milky wood',
    complexity: C,
    concentration: 20,
    lead: ['fig', 'green', 'creamy', 'woody', 'sandalwood', 'lactonic', 'coconut'],
    named: ['fig'],
    accord: 'fig',
  },
  {
    description: 'tomato leaf in a greenhouse',
    complexity: M,
    concentration: 15,
    lead: ['green', 'herbal', 'earthy', 'floral', 'fresh'],
    named: ['green'],
    accord: 'tomato-leaf',
  },
  {
    description: 'cucumber water',
    complexity: S,
    concentration: 10,
    lead: ['melon', 'green', 'fresh', 'aquatic', 'floral'],
    named: ['melon'],
    accord: 'cucumber',
  },
  {
    description: 'ripe pear',
    complexity: S,
    concentration: 15,
    lead: ['pear', 'fruity', 'musky', 'green', 'floral', 'citrus', 'mandarin'],
    named: ['pear'],
    accord: 'pear',
  },
  {
    description: 'green apple and cut grass',
    complexity: M,
    concentration: 12,
    lead: ['apple', 'fruity', 'green', 'fresh'],
    named: ['apple'],
  },
  { description: 'blackcurrant and rhubarb', complexity: M, concentration: 15, lead: ['berry', 'fruity', 'green'], named: ['berry'] },
  {
    description: 'juicy peach',
    complexity: S,
    concentration: 15,
    lead: ['peach', 'fruity', 'creamy', 'lactonic', 'floral', 'musky'],
    named: ['peach'],
  },
  {
    description: 'raspberry and violet',
    complexity: M,
    concentration: 15,
    lead: ['berry', 'fruity', 'violet', 'floral', 'powdery'],
    named: ['berry', 'violet'],
  },
  { description: 'galbanum and cut stems', complexity: S, concentration: 15, lead: ['green', 'resinous', 'fresh'], named: ['green'] },
  // Woods, earth, moss
  {
    description: 'sandalwood and cedar',
    complexity: S,
    concentration: 20,
    lead: ['sandalwood', 'cedar', 'woody'],
    named: ['sandalwood', 'cedar'],
  },
  {
    description: 'petrichor, rain on hot stone',
    complexity: M,
    concentration: 15,
    lead: ['earthy', 'ozonic', 'aquatic', 'woody', 'vetiver', 'green', 'floral'],
    named: ['earthy'],
    accord: 'petrichor',
  },
  {
    description: 'forest floor and mushrooms',
    complexity: M,
    concentration: 20,
    lead: ['earthy', 'mossy', 'woody', 'green', 'patchouli', 'vetiver'],
    named: ['earthy'],
    accord: 'forest-floor',
  },
  {
    description: 'mossy chypre',
    complexity: C,
    concentration: 20,
    lead: ['mossy', 'bergamot', 'patchouli', 'citrus', 'woody', 'amber', 'floral', 'aromatic'],
    named: ['mossy'],
    accord: 'chypre',
  },
  {
    description: 'a classic fougère',
    complexity: M,
    concentration: 15,
    lead: ['aromatic', 'lavender', 'tonka', 'mossy', 'gourmand', 'floral', 'citrus', 'bergamot'],
    named: ['lavender'],
    accord: 'fougere',
  },
  {
    description: 'vetiver, dry and smoky',
    complexity: S,
    concentration: 20,
    lead: ['vetiver', 'woody', 'smoky', 'earthy', 'dry'],
    named: ['vetiver'],
  },
  {
    description: 'patchouli and dark chocolate',
    complexity: M,
    concentration: 25,
    lead: ['patchouli', 'woody', 'chocolate', 'gourmand', 'earthy'],
    named: ['patchouli', 'chocolate'],
  },
  { description: 'pencil shavings', complexity: S, concentration: 15, lead: ['cedar', 'woody', 'dry'], named: ['cedar'] },
  {
    description: 'a pine forest in the snow',
    complexity: M,
    concentration: 15,
    lead: ['pine', 'aromatic', 'woody', 'fresh', 'resinous', 'clean', 'musky', 'aldehydic'],
    named: ['pine'],
  },
  {
    description: 'guaiac wood and smoke',
    complexity: M,
    concentration: 20,
    lead: ['woody', 'smoky', 'leathery', 'balsamic'],
    named: ['smoky'],
    accord: 'campfire',
  },
  // Amber, resin, leather, smoke
  {
    description: 'incense in a stone church',
    complexity: M,
    concentration: 20,
    lead: ['incense', 'resinous', 'amber', 'woody', 'balsamic'],
    named: ['incense'],
    accord: 'incense',
  },
  {
    description: 'Russian leather',
    complexity: M,
    concentration: 20,
    lead: ['leathery', 'smoky', 'amber', 'resinous', 'animalic', 'woody', 'balsamic'],
    named: ['leathery'],
    accord: 'leather',
  },
  {
    description: 'saddle leather and saffron',
    complexity: C,
    concentration: 25,
    lead: ['leathery', 'saffron', 'spicy', 'amber', 'animalic', 'resinous', 'smoky', 'woody'],
    named: ['leathery', 'saffron'],
    accord: 'leather',
  },
  {
    description: 'spicy saffron and cardamom',
    complexity: M,
    concentration: 20,
    lead: ['saffron', 'spicy', 'aromatic', 'leathery', 'amber', 'balsamic'],
    named: ['saffron'],
    accord: 'cardamom',
  },
  {
    description: 'warm amber and benzoin',
    complexity: S,
    concentration: 25,
    lead: ['amber', 'balsamic', 'vanilla', 'resinous'],
    named: [],
  },
  {
    description: 'pipe tobacco and leather armchair',
    complexity: M,
    concentration: 25,
    lead: ['tobacco', 'leathery', 'amber', 'hay', 'honey', 'woody', 'smoky', 'gourmand', 'tonka'],
    named: ['tobacco', 'leathery'],
    accord: 'tobacco',
  },
  {
    description: 'campfire on the beach',
    complexity: M,
    concentration: 20,
    lead: ['smoky', 'woody', 'leathery', 'aquatic', 'marine', 'salty', 'coconut', 'amber'],
    named: ['smoky'],
    accord: 'campfire',
  },
  { description: 'myrrh and labdanum', complexity: M, concentration: 25, lead: ['amber', 'resinous', 'balsamic', 'leathery'], named: [] },
  {
    description: 'old books in a library',
    complexity: M,
    concentration: 18,
    lead: ['woody', 'vanilla', 'dry', 'cedar', 'leathery', 'powdery', 'tobacco', 'balsamic', 'gourmand', 'amber'],
    named: [],
    accord: 'old-books',
  },
  // Aquatic, clean, musk
  {
    description: 'fresh marine sea breeze',
    complexity: M,
    concentration: 15,
    lead: ['aquatic', 'marine', 'ozonic', 'salty', 'fresh', 'citrus', 'lime', 'ambergris'],
    named: [],
    accord: 'sea-breeze',
  },
  {
    description: 'fresh sheets',
    complexity: S,
    concentration: 15,
    lead: ['musky', 'clean', 'aldehydic', 'floral', 'fresh', 'powdery'],
    named: [],
    accord: 'laundry-musk',
  },
  {
    description: 'clean white musk laundry',
    complexity: M,
    concentration: 15,
    lead: ['musky', 'clean', 'aldehydic', 'floral', 'powdery'],
    named: ['musky'],
    accord: 'laundry-musk',
  },
  {
    description: 'skin musk, intimate and soft',
    complexity: S,
    concentration: 20,
    lead: ['musky', 'clean', 'amber', 'powdery', 'animalic'],
    named: ['musky'],
  },
  {
    description: 'salt spray and driftwood',
    complexity: M,
    concentration: 15,
    lead: ['salty', 'aquatic', 'marine', 'woody', 'ambergris', 'ozonic'],
    named: ['salty'],
  },
  {
    description: 'ambergris on warm skin',
    complexity: M,
    concentration: 20,
    lead: ['ambergris', 'amber', 'musky', 'salty', 'woody'],
    named: ['ambergris'],
  },
  // Spicy, aromatic
  {
    description: 'pink pepper and iris',
    complexity: M,
    concentration: 18,
    lead: ['pepper', 'spicy', 'iris', 'floral', 'powdery'],
    named: ['pepper', 'iris'],
  },
  {
    description: 'cinnamon and clove',
    complexity: S,
    concentration: 20,
    lead: ['cinnamon', 'clove', 'spicy', 'balsamic', 'amber'],
    named: ['cinnamon', 'clove'],
    accord: 'cinnamon',
  },
  {
    description: 'lavender fields in Provence',
    complexity: M,
    concentration: 15,
    lead: ['lavender', 'aromatic', 'herbal', 'floral'],
    named: ['lavender'],
  },
  {
    description: 'rosemary and sea salt',
    complexity: S,
    concentration: 12,
    lead: ['aromatic', 'herbal', 'salty', 'aquatic', 'marine', 'camphor'],
    named: ['salty'],
  },
  {
    description: 'star anise and licorice',
    complexity: M,
    concentration: 20,
    lead: ['anise', 'spicy', 'sweet', 'gourmand', 'herbal'],
    named: ['anise'],
  },
  {
    description: 'fresh mint and basil',
    complexity: S,
    concentration: 10,
    lead: ['mint', 'aromatic', 'herbal', 'fresh', 'green'],
    named: ['mint'],
  },
  // Reference perfumes as people write them
  {
    description: 'something like it',
    reference: 'Chanel No 5',
    complexity: C,
    concentration: 20,
    lead: ['aldehydic', 'floral', 'white floral', 'jasmine', 'rose', 'iris', 'powdery', 'sandalwood', 'woody', 'lily', 'violet'],
    named: [],
  },
  {
    description: 'like No. 5 but softer',
    complexity: M,
    concentration: 18,
    lead: [
      'aldehydic',
      'floral',
      'white floral',
      'jasmine',
      'rose',
      'iris',
      'powdery',
      'sandalwood',
      'woody',
      'lily',
      'violet',
      'musky',
      'fresh',
      'clean',
    ],
    named: [],
  },
  {
    description: 'a fresher version',
    reference: 'Sauvage',
    complexity: M,
    concentration: 15,
    lead: ['aromatic', 'bergamot', 'citrus', 'pepper', 'spicy', 'ambergris', 'amber', 'lavender', 'fresh'],
    named: [],
  },
  {
    description: 'like this',
    reference: 'Baccarat Rouge',
    complexity: M,
    concentration: 20,
    lead: ['amber', 'saffron', 'leathery', 'jasmine', 'floral', 'ambergris', 'woody', 'caramel', 'gourmand', 'resinous'],
    named: [],
  },
  {
    description: 'the same spirit',
    reference: 'shalimar',
    complexity: C,
    concentration: 20,
    lead: ['amber', 'vanilla', 'gourmand', 'bergamot', 'citrus', 'tonka', 'balsamic', 'incense', 'iris'],
    named: [],
  },
  {
    description: 'like this',
    reference: 'creed aventus',
    complexity: M,
    concentration: 20,
    lead: [
      'fruity',
      'tropical',
      'berry',
      'leathery',
      'smoky',
      'bergamot',
      'citrus',
      'ambergris',
      'amber',
      'musky',
      'mossy',
      'woody',
      'apple',
    ],
    named: [],
  },
  {
    description: 'something like Angel',
    reference: 'Thierry Mugler Angel',
    complexity: M,
    concentration: 20,
    lead: ['patchouli', 'woody', 'gourmand', 'caramel', 'vanilla', 'chocolate', 'tonka', 'fruity', 'peach'],
    named: [],
  },
  {
    description: 'a summer Acqua di Gio',
    complexity: M,
    concentration: 12,
    lead: ['aquatic', 'marine', 'citrus', 'bergamot', 'aromatic', 'floral', 'jasmine', 'fresh', 'lime', 'herbal'],
    named: [],
  },
  {
    description: 'inspired by Philosykos',
    complexity: M,
    concentration: 18,
    lead: ['fig', 'green', 'creamy', 'woody', 'lactonic', 'coconut', 'sandalwood', 'cedar', 'violet'],
    named: [],
  },
  {
    description: 'like Black Opium',
    complexity: M,
    concentration: 20,
    lead: ['coffee', 'gourmand', 'vanilla', 'orange blossom', 'floral', 'jasmine', 'pear', 'almond', 'patchouli', 'fruity'],
    named: [],
  },
  {
    description: 'warmer',
    reference: 'Tobacco Vanille',
    complexity: M,
    concentration: 25,
    lead: ['tobacco', 'vanilla', 'gourmand', 'tonka', 'amber', 'hay', 'chocolate'],
    named: [],
  },
  {
    description: 'like Terre d Hermes',
    complexity: S,
    concentration: 15,
    lead: ['citrus', 'orange', 'grapefruit', 'woody', 'cedar', 'vetiver', 'pepper', 'spicy', 'amber', 'dry'],
    named: [],
  },
  // Vague but olfactive
  {
    description: 'i want to smell expensive',
    complexity: M,
    concentration: 20,
    lead: ['woody', 'musky', 'amber', 'iris', 'sandalwood', 'floral', 'powdery', 'clean', 'ambergris', 'violet', 'cedar'],
    named: [],
  },
  {
    description: 'something for my wedding',
    complexity: M,
    concentration: 18,
    lead: ['floral', 'rose', 'musky', 'powdery', 'white floral', 'fruity', 'clean', 'jasmine', 'orange blossom'],
    named: [],
  },
  {
    description: 'a cozy winter evening',
    complexity: C,
    concentration: 25,
    lead: ['amber', 'vanilla', 'gourmand', 'spicy', 'woody', 'resinous', 'balsamic', 'tonka', 'musky'],
    named: [],
  },
  {
    description: 'summer holiday by the sea',
    complexity: S,
    concentration: 10,
    lead: ['citrus', 'fresh', 'aquatic', 'marine', 'salty', 'ozonic', 'fruity', 'coconut', 'tropical', 'lime', 'ambergris'],
    named: [],
  },
  {
    description: 'a job interview',
    complexity: S,
    concentration: 12,
    lead: ['fresh', 'clean', 'citrus', 'woody', 'musky', 'tea', 'aromatic', 'floral'],
    named: [],
  },
  {
    description: 'smell good for a first date',
    complexity: M,
    concentration: 20,
    lead: ['floral', 'rose', 'musky', 'white floral', 'powdery', 'woody', 'amber', 'fresh'],
    named: [],
  },
  // Typos, other languages
  {
    description: 'jasmin at midnite',
    complexity: M,
    concentration: 20,
    lead: ['jasmine', 'white floral', 'floral', 'amber', 'musky'],
    named: ['jasmine'],
  },
  {
    description: 'vanila and tonkaa',
    complexity: S,
    concentration: 20,
    lead: ['vanilla', 'tonka', 'gourmand', 'balsamic', 'amber', 'creamy'],
    named: ['vanilla'],
  },
  {
    description: 'rosa y pachulí',
    complexity: M,
    concentration: 20,
    lead: ['rose', 'patchouli', 'floral', 'woody'],
    named: ['rose', 'patchouli'],
  },
  {
    description: 'fleur d oranger et miel',
    complexity: M,
    concentration: 18,
    lead: ['orange blossom', 'honey', 'floral', 'white floral', 'gourmand'],
    named: ['orange blossom', 'honey'],
  },
  {
    description: 'bergamott and nerolli',
    complexity: S,
    concentration: 10,
    lead: ['bergamot', 'citrus', 'orange blossom', 'floral', 'fresh'],
    named: ['bergamot'],
  },
  // Notes to avoid and negations
  {
    description: 'warm woods, no musk',
    complexity: M,
    concentration: 20,
    lead: ['woody', 'amber', 'sandalwood', 'cedar', 'balsamic', 'spicy', 'vetiver', 'earthy'],
    named: [],
  },
  {
    description: 'a floral bouquet',
    avoid: 'rose, jasmine',
    complexity: M,
    concentration: 18,
    lead: ['floral', 'white floral', 'lily', 'iris', 'violet', 'orange blossom', 'powdery', 'musky', 'tuberose', 'fresh'],
    named: [],
  },
  {
    description: 'citrus cologne',
    avoid: 'bergamot',
    complexity: S,
    concentration: 10,
    lead: ['citrus', 'fresh', 'aromatic', 'lemon', 'orange', 'lime', 'orange blossom'],
    named: [],
  },
  // Textures and occasions: the word that names a texture must be carried by a material that has it.
  {
    description: 'creamy and soft',
    complexity: S,
    concentration: 15,
    lead: ['creamy', 'sandalwood', 'lactonic', 'vanilla', 'musky', 'coconut', 'gourmand'],
    named: ['creamy'],
  },
  {
    description: 'powdery iris, like a makeup bag',
    complexity: M,
    concentration: 18,
    lead: ['powdery', 'iris', 'violet', 'floral', 'musky'],
    named: ['iris'],
    accord: 'lipstick',
  },
  {
    description: 'smoky leather',
    complexity: M,
    concentration: 20,
    lead: ['leathery', 'smoky', 'animalic', 'woody', 'amber', 'tobacco'],
    named: ['leathery', 'smoky'],
    accord: 'leather',
  },
  {
    description: 'old books in a quiet library',
    complexity: M,
    concentration: 15,
    lead: ['woody', 'dry', 'vanilla', 'amber', 'hay', 'leathery', 'balsamic', 'powdery', 'earthy'],
    accord: 'old-books',
  },
  {
    description: 'honeyed and warm',
    complexity: S,
    concentration: 20,
    lead: ['honey', 'gourmand', 'amber', 'balsamic', 'waxy', 'sweet', 'floral'],
    named: ['honey'],
    accord: 'honey',
  },
  {
    description: 'milky tea',
    complexity: M,
    concentration: 12,
    lead: ['tea', 'creamy', 'lactonic', 'green', 'floral', 'gourmand', 'citrus', 'bergamot'],
    named: ['tea'],
    accord: 'tea',
  },
  {
    description: 'salty skin after a swim',
    complexity: S,
    concentration: 12,
    lead: ['salty', 'aquatic', 'marine', 'musky', 'ambergris', 'amber'],
    named: ['salty'],
  },
  {
    description: 'buttery shortbread biscuit',
    complexity: M,
    concentration: 18,
    lead: ['gourmand', 'creamy', 'lactonic', 'vanilla', 'caramel', 'almond', 'tonka'],
    named: ['creamy'],
  },
  {
    description: 'warm milk with honey before bed',
    complexity: S,
    concentration: 15,
    lead: ['honey', 'creamy', 'lactonic', 'gourmand', 'vanilla', 'amber', 'balsamic', 'sweet'],
    named: ['honey', 'creamy'],
  },
  {
    description: 'suede gloves',
    complexity: S,
    concentration: 18,
    lead: ['leathery', 'powdery', 'musky', 'iris', 'violet', 'woody', 'animalic'],
    named: [],
    accord: 'suede',
  },
  {
    description: 'campfire on the beach',
    complexity: M,
    concentration: 20,
    lead: ['smoky', 'woody', 'salty', 'aquatic', 'marine', 'resinous', 'leathery', 'ambergris'],
    named: ['smoky'],
    accord: 'campfire',
  },
  {
    description: 'a wedding day: white flowers and soft musk',
    complexity: C,
    concentration: 18,
    lead: ['white floral', 'floral', 'jasmine', 'orange blossom', 'tuberose', 'musky', 'clean'],
    named: ['white floral', 'musky'],
  },
  {
    description: 'clean office scent, nothing loud',
    complexity: S,
    concentration: 10,
    lead: ['clean', 'musky', 'fresh', 'citrus', 'floral', 'aldehydic', 'tea', 'woody'],
    named: [],
  },
  {
    description: 'dusty paper and cedar pencils',
    complexity: S,
    concentration: 15,
    lead: ['cedar', 'woody', 'dry', 'vanilla', 'hay', 'leathery', 'powdery', 'amber', 'balsamic'],
    named: ['cedar'],
    accord: 'old-books',
  },
  {
    description: 'vanilla milkshake',
    complexity: S,
    concentration: 15,
    lead: ['vanilla', 'creamy', 'lactonic', 'gourmand', 'sweet', 'caramel'],
    named: ['vanilla'],
    accord: 'gourmand-vanilla',
  },
  {
    description: 'a cosy winter evening by the fireplace',
    complexity: C,
    concentration: 22,
    lead: ['smoky', 'woody', 'amber', 'resinous', 'balsamic', 'vanilla', 'spicy', 'leathery', 'incense'],
    accord: 'campfire',
  },
  {
    description: 'velvety rose and powder',
    complexity: M,
    concentration: 20,
    lead: ['rose', 'floral', 'powdery', 'iris', 'violet', 'musky'],
    named: ['rose'],
  },
  // Round 3: named notes carried by materials that smell of them, classic backbones, no off-theme fillers
  {
    description: 'cold peppermint tea',
    complexity: M,
    concentration: 12,
    lead: ['mint', 'aromatic', 'tea', 'green', 'fresh'],
    named: ['mint'],
    accord: 'mint',
  },
  {
    description: 'spearmint chewing gum',
    complexity: S,
    concentration: 15,
    lead: ['mint', 'aromatic', 'sweet', 'fresh'],
    named: ['mint'],
    accord: 'mint',
  },
  {
    description: 'a mojito with lime and mint',
    complexity: C,
    concentration: 12,
    lead: ['mint', 'aromatic', 'lime', 'citrus', 'fresh'],
    named: ['mint', 'lime'],
    accord: 'mint',
  },
  {
    description: 'freshly squeezed orange juice',
    complexity: M,
    concentration: 15,
    lead: ['orange', 'citrus', 'fresh', 'fruity', 'aldehydic'],
    named: ['orange'],
    accord: 'orange',
  },
  {
    description: 'candied orange peel and clove',
    complexity: C,
    concentration: 18,
    lead: ['orange', 'citrus', 'clove', 'spicy', 'sweet', 'gourmand'],
    named: ['orange', 'clove'],
    accord: 'orange',
  },
  {
    description: 'raspberry jam on toast',
    complexity: M,
    concentration: 15,
    lead: ['berry', 'fruity', 'sweet', 'gourmand', 'violet', 'caramel'],
    named: ['berry'],
    accord: 'berry',
  },
  {
    description: 'wild strawberries in a meadow',
    complexity: S,
    concentration: 12,
    lead: ['berry', 'fruity', 'green', 'sweet', 'violet', 'caramel'],
    named: ['berry'],
    accord: 'berry',
  },
  {
    description: 'bitter grapefruit zest',
    complexity: S,
    concentration: 12,
    lead: ['grapefruit', 'citrus', 'fresh', 'lemon', 'orange'],
    named: ['grapefruit'],
    accord: 'grapefruit',
  },
  {
    description: 'juniper berries crushed on a cold morning',
    complexity: M,
    concentration: 15,
    lead: ['pine', 'aromatic', 'citrus', 'lime', 'fresh', 'spicy'],
    named: ['pine'],
    accord: 'gin',
  },
  {
    description: 'a dry gin with a twist of lemon',
    complexity: C,
    concentration: 12,
    lead: ['pine', 'aromatic', 'citrus', 'lemon', 'lime', 'fresh', 'spicy'],
    named: ['lemon'],
    accord: 'gin',
  },
  {
    description: 'yellow mimosa blossoms at the end of winter',
    complexity: M,
    concentration: 18,
    lead: ['powdery', 'honey', 'floral', 'violet', 'iris', 'almond'],
    accord: 'mimosa',
  },
  {
    description: 'frangipani and warm skin on a tropical beach',
    complexity: M,
    concentration: 18,
    lead: ['white floral', 'creamy', 'coconut', 'floral', 'lactonic', 'balsamic', 'peach', 'jasmine', 'musky'],
    accord: 'tropical-white-floral',
  },
  {
    description: 'plumeria lei',
    complexity: S,
    concentration: 15,
    lead: ['white floral', 'creamy', 'coconut', 'floral', 'lactonic', 'balsamic', 'peach', 'jasmine'],
    accord: 'tropical-white-floral',
  },
  {
    description: 'a bouquet of damask roses',
    complexity: M,
    concentration: 20,
    lead: ['rose', 'floral', 'honey', 'fruity'],
    named: ['rose'],
    accord: 'rose',
  },
  {
    description: 'rose petals over dark oud',
    complexity: C,
    concentration: 20,
    lead: ['rose', 'oud', 'floral', 'woody', 'animalic', 'smoky', 'leathery'],
    named: ['rose', 'oud'],
    accord: 'rose',
  },
  {
    description: 'modern woody amber for the evening',
    complexity: M,
    concentration: 20,
    lead: ['amber', 'woody', 'ambergris', 'cedar', 'dry', 'balsamic', 'resinous'],
    accord: 'woody-amber',
  },
  {
    description: 'crushed green leaves and snapped stems',
    complexity: M,
    concentration: 12,
    lead: ['green', 'fresh', 'violet', 'fruity', 'herbal', 'resinous', 'aquatic', 'ozonic'],
    accord: 'green-leaf',
  },
  {
    description: 'sun-bleached driftwood',
    complexity: M,
    concentration: 15,
    lead: ['woody', 'salty', 'marine', 'aquatic', 'ambergris', 'cedar', 'amber', 'vetiver', 'dry'],
    accord: 'driftwood',
  },
  {
    description: 'pear and white musk',
    complexity: M,
    concentration: 15,
    lead: ['pear', 'fruity', 'musky', 'clean', 'green', 'floral', 'lily'],
    named: ['pear'],
    accord: 'pear',
  },
  {
    description: 'mushrooms and moss in an autumn wood',
    complexity: C,
    concentration: 18,
    lead: ['earthy', 'mossy', 'woody', 'patchouli', 'vetiver', 'green'],
    accord: 'forest-floor',
  },
  {
    description: 'a barbershop fougere with lavender and oakmoss',
    complexity: C,
    concentration: 18,
    lead: ['lavender', 'aromatic', 'tonka', 'mossy', 'bergamot', 'rose', 'herbal', 'woody'],
    named: ['lavender'],
    accord: 'fougere',
  },
  {
    description: 'old paper and dusty books in an attic',
    complexity: M,
    concentration: 18,
    lead: ['woody', 'vanilla', 'powdery', 'tonka', 'hay', 'cedar', 'earthy', 'dry', 'amber', 'gourmand', 'leathery', 'violet'],
    accord: 'old-books',
  },
  {
    description: 'natural vanilla pod and tonka bean',
    complexity: M,
    concentration: 20,
    lead: ['vanilla', 'tonka', 'gourmand', 'balsamic', 'sweet', 'amber', 'creamy', 'lactonic'],
    named: ['vanilla', 'tonka'],
    accord: 'gourmand-vanilla',
  },
  {
    description: 'basil leaves and a squeeze of lime',
    complexity: S,
    concentration: 12,
    lead: ['aromatic', 'herbal', 'lime', 'citrus', 'fresh', 'green', 'anise'],
    named: ['lime'],
  },
  {
    description: 'something like Aventus, fruity and smoky',
    complexity: C,
    concentration: 20,
    lead: [
      'fruity',
      'citrus',
      'bergamot',
      'leathery',
      'smoky',
      'woody',
      'amber',
      'ambergris',
      'tropical',
      'berry',
      'musky',
      'patchouli',
      'hedione',
    ],
  },
  // Not about scent
  { description: 'What is the weather tomorrow?', complexity: M, concentration: 20, notScent: true },
  { description: 'please fix my car', complexity: S, concentration: 20, notScent: true },
  { description: 'asdfgh qwerty', complexity: S, concentration: 20, notScent: true },
];

export type LeadProperty = 'lead' | 'perceivable' | 'accord' | 'deterministic' | 'compliant' | 'refusal';

export interface LeadResult {
  description: string;
  materialsType: MaterialsType;
  /** Per property: true (holds), false (broken), absent (not checked for this brief). */
  holds: Partial<Record<LeadProperty, boolean>>;
  reasons: string[];
}

function carries(facets: readonly string[], wanted: ReadonlySet<string>): boolean {
  return facets.slice(0, 3).some((f) => wanted.has(f));
}

/** The brief of a case in a palette. */
export function leadBrief(c: LeadCase, materialsType: MaterialsType): FormulaBrief {
  return {
    description: c.description,
    referencePerfume: c.reference,
    notesToAvoid: c.avoid,
    materialsType,
    complexity: c.complexity,
    totalGrams: 100,
    concentration: c.concentration,
  };
}

/** Judges one case in one palette. */
export function judgeLead(c: LeadCase, materialsType: MaterialsType, generate: (b: FormulaBrief) => Formula = generateFormula): LeadResult {
  const brief = leadBrief(c, materialsType);
  const holds: LeadResult['holds'] = {};
  const reasons: string[] = [];
  let f: Formula;
  try {
    f = generate(brief);
  } catch (e) {
    if (!(e instanceof FormulaBriefError)) throw e;
    holds.refusal = !!c.notScent && e.code === 'NOT_A_SCENT';
    if (!holds.refusal) reasons.push(`refused: ${e.code}`);
    return { description: c.description, materialsType, holds, reasons };
  }
  holds.refusal = !c.notScent;
  if (c.notScent) {
    reasons.push('answered a brief with no scent meaning');
    return { description: c.description, materialsType, holds, reasons };
  }
  holds.deterministic = JSON.stringify(generate(brief).lines) === JSON.stringify(f.lines);
  holds.compliant = ifraBreaches(f.lines, f.concentration).length === 0;
  const lines = f.lines.filter((l) => l.role !== 'diluent');
  const explanation = f.explanation.join(' ').toLowerCase();
  if (c.lead) {
    const want = new Set(c.lead);
    const top = [...lines].sort((a, b) => b.hundredths - a.hundredths).slice(0, 3);
    const off = top.filter((l) => !want.has(l.materialId) && !carries(l.facets, want));
    holds.lead = off.length === 0;
    if (off.length > 0) reasons.push(`leads off the brief: ${off.map((l) => `${l.materialId} ${l.percent} %`).join(', ')}`);
  }
  if (c.named && c.named.length > 0) {
    let ok = true;
    for (const note of c.named) {
      const one = new Set([note]);
      const carriers = lines.filter((l) => carries(l.facets, one));
      const perceived = carriers.some((l) => {
        const mat = materialById(l.materialId)!;
        return l.hundredths >= perceivableFor(mat, capHundredths(mat, f.concentration)) || l.hundredths >= PERCEIVED_ANYWAY;
      });
      const explained = explanation.includes(`“${note}”`) && /(palette|ifra)/.test(explanation);
      if (!perceived && !explained) {
        ok = false;
        reasons.push(`“${note}” not perceivable (${carriers.map((l) => `${l.materialId} ${l.percent} %`).join(', ') || 'absent'})`);
      }
    }
    holds.perceivable = ok;
  }
  if (c.accord) {
    const accord = ACCORDS.find((a) => a.id === c.accord);
    if (!accord) throw new Error(`unknown accord ${c.accord}`);
    const variant =
      accord.variants[materialsType] ??
      (materialsType === 'natural_synthetic' ? (accord.variants.natural ?? accord.variants.synthetic) : undefined);
    const used = (variant ?? []).filter(([id]) => lines.some((l) => l.materialId === id)).length;
    const said = explanation.includes(accord.name) && /(palette|no natural|no synthetic|only)/.test(explanation);
    holds.accord = used >= 2 || said;
    if (!holds.accord) reasons.push(`${accord.name}: ${used} of its materials and no word on it`);
  }
  return { description: c.description, materialsType, holds, reasons };
}

/** A line this large is perceived whatever its material's strength (5 %). */
const PERCEIVED_ANYWAY = 500;

export interface LeadReport {
  formulas: number;
  /** Per property: how many formulas it was checked on, how many hold, and the rate. */
  byProperty: Record<LeadProperty, { checked: number; held: number; rate: number }>;
  failures: LeadResult[];
}

/** Runs every case in the three palettes. */
export function leadReport(generate: (b: FormulaBrief) => Formula = generateFormula): LeadReport {
  const props: LeadProperty[] = ['lead', 'perceivable', 'accord', 'deterministic', 'compliant', 'refusal'];
  const byProperty = Object.fromEntries(props.map((p) => [p, { checked: 0, held: 0, rate: 0 }])) as LeadReport['byProperty'];
  const failures: LeadResult[] = [];
  let formulas = 0;
  for (const c of LEAD_CASES) {
    for (const materialsType of MATERIALS_TYPES) {
      const r = judgeLead(c, materialsType, generate);
      formulas++;
      for (const p of props) {
        if (r.holds[p] === undefined) continue;
        byProperty[p].checked++;
        if (r.holds[p]) byProperty[p].held++;
      }
      if (r.reasons.length > 0) failures.push(r);
    }
  }
  for (const p of props) byProperty[p].rate = byProperty[p].checked ? byProperty[p].held / byProperty[p].checked : 0;
  return { formulas, byProperty, failures };
}

export interface CustomisationReport {
  formulas: number;
  /** Per change: done exactly as asked; or answered with the rule and the nearest allowed value. */
  lower: { exact: number; answered: number };
  remove: { exact: number; answered: number };
  setShare: { exact: number; answered: number };
}

/**
 * Customising: on simple formulas of the first `n` scent briefs (palettes in turn), lowers the largest
 * material to half its share, removes the second largest, and sets the middle one (by share) to its share + 2 %. A change
 * is exact when the formula has what was asked and keeps every rule; answered when it is not exact but the
 * warning names the limit and the share that was possible instead.
 */
export function customisationReport(
  rebalance: (f: Formula, change: import('./types').RebalanceChange) => Formula,
  check: (f: Formula) => readonly unknown[],
  n = 24,
): CustomisationReport {
  const report: CustomisationReport = {
    formulas: 0,
    lower: { exact: 0, answered: 0 },
    remove: { exact: 0, answered: 0 },
    setShare: { exact: 0, answered: 0 },
  };
  const cases = LEAD_CASES.filter((c) => !c.notScent).slice(0, n);
  cases.forEach((c, i) => {
    const f = generateFormula({ ...leadBrief(c, MATERIALS_TYPES[i % 3]), complexity: 'simple' });
    report.formulas++;
    const byShare = f.lines.filter((l) => l.role !== 'diluent').sort((a, b) => b.hundredths - a.hundredths);
    const tally = (cell: { exact: number; answered: number }, g: Formula, exact: boolean) => {
      if (exact && check(g).length === 0) cell.exact++;
      else if (g.warnings.some((w) => /instead of|limited to|lowest share|most that allows/.test(w))) cell.answered++;
    };
    const share = (g: Formula, id: string) => g.lines.find((l) => l.materialId === id)?.hundredths;
    const largest = byShare[0];
    const half = Math.round(largest.hundredths / 2);
    const lowered = rebalance(f, { kind: 'set-share', materialId: largest.materialId, percent: half / 100 });
    tally(report.lower, lowered, share(lowered, largest.materialId) === half);
    const second = byShare[1];
    const removed = rebalance(f, { kind: 'remove', materialId: second.materialId });
    tally(report.remove, removed, share(removed, second.materialId) === undefined && removed !== f);
    const middle = byShare[Math.floor(byShare.length / 2)];
    const target = middle.hundredths + 200;
    const raised = rebalance(f, { kind: 'set-share', materialId: middle.materialId, percent: target / 100 });
    tally(report.setShare, raised, share(raised, middle.materialId) === target);
  });
  return report;
}

/** A material may appear in at most this share of formulas (evaluation and random briefs) unless universal. */
export const FREQUENCY_CAP = 0.2;

/**
 * True universals: soft blenders a perfumer reaches for in most briefs of their families (Hedione in
 * florals and freshness, linalool in florals, Iso E Super under woods, the clean musks). They may appear in
 * more than FREQUENCY_CAP of formulas.
 */
export const UNIVERSAL_MATERIALS: ReadonlySet<string> = new Set([
  'hedione',
  'linalool',
  // Ho wood oil is 80–95 % linalool: the natural palette's linalool.
  'ho-wood-oil',
  'iso-e-super',
  'galaxolide',
  'benzyl-salicylate',
]);

/** Structure bounds the evaluation checks by theme (hundredths): musks, sweeteners. */
const MUSK_MAX = 2500;
const SWEETENER_MAX = 1500;
const MUSK_LEADS = new Set(['musky', 'clean', 'animalic', 'powdery']);
const SWEET_LEADS = new Set([
  'gourmand',
  'vanilla',
  'tonka',
  'caramel',
  'amber',
  'balsamic',
  'sweet',
  'honey',
  'almond',
  'chocolate',
  'coffee',
  'creamy',
]);
const SWEETENER = new Set(['vanilla', 'caramel', 'tonka']);

export interface StructureReport {
  formulas: number;
  /** Formulas each material appears in, most frequent first. */
  frequency: { id: string; count: number; share: number }[];
  /** Materials above FREQUENCY_CAP that are not universal. */
  overused: string[];
  /** Musks ≤ 25 % unless the brief is about musk or clean skin; sweeteners ≤ 15 % unless it is sweet or ambery. */
  totals: { checked: number; held: number; rate: number; failures: string[] };
  /** Every named note is carried by a line that smells of it (odourCarrierRank), or the explanation says why not. */
  carriers: { checked: number; held: number; rate: number; failures: string[] };
}

/**
 * Structure over every case in the three palettes and `randomBriefs` seeded random briefs (evaluation.ts
 * RANDOM_WORDS, each palette and complexity): how often each material appears, musk and sweetener totals by
 * theme, and whether named notes are carried by materials that smell of them.
 */
export function structureReport(randomBriefs = 150, generate: (b: FormulaBrief) => Formula = generateFormula): StructureReport {
  const counts = new Map<string, number>();
  let formulas = 0;
  const totals = { checked: 0, held: 0, rate: 0, failures: [] as string[] };
  const carriers = { checked: 0, held: 0, rate: 0, failures: [] as string[] };
  const count = (f: Formula) => {
    formulas++;
    for (const l of f.lines) if (l.role !== 'diluent') counts.set(l.materialId, (counts.get(l.materialId) ?? 0) + 1);
  };
  for (const c of LEAD_CASES) {
    if (c.notScent) continue;
    for (const t of MATERIALS_TYPES) {
      const f = generate(leadBrief(c, t));
      count(f);
      const lines = f.lines.filter((l) => l.role !== 'diluent');
      const lead = new Set(c.lead ?? []);
      const sum = (p: (facets: readonly string[]) => boolean) => lines.reduce((a, l) => a + (p(l.facets) ? l.hundredths : 0), 0);
      const musk = sum((fs) => fs[0] === 'musky');
      const sweet = sum((fs) => fs.slice(0, 3).some((x) => SWEETENER.has(x)));
      const muskOk = musk <= MUSK_MAX || [...lead].some((x) => MUSK_LEADS.has(x));
      const sweetOk = sweet <= SWEETENER_MAX || [...lead].some((x) => SWEET_LEADS.has(x));
      totals.checked++;
      if (muskOk && sweetOk) totals.held++;
      else totals.failures.push(`${c.description} [${t}]: musks ${musk / 100} %, sweeteners ${sweet / 100} %`);
      const explanation = f.explanation.join(' ').toLowerCase();
      const present = new Set(lines.map((l) => l.materialId));
      for (const note of c.named ?? []) {
        carriers.checked++;
        const carried = lines.some((l) => {
          const mat = materialById(l.materialId)!;
          return (
            odourCarrierRank(mat, note as Facet, present) > 0 && l.hundredths >= perceivableFor(mat, capHundredths(mat, f.concentration))
          );
        });
        const explained = explanation.includes(`“${note}”`) && /(palette|ifra|approximat)/.test(explanation);
        if (carried || explained) carriers.held++;
        else carriers.failures.push(`${c.description} [${t}]: “${note}” carried by no material that smells of it`);
      }
    }
  }
  const rnd = prng(31);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
  for (let i = 0; i < randomBriefs; i++) {
    const description = Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => pick(RANDOM_WORDS)).join(' and ');
    for (const materialsType of MATERIALS_TYPES) {
      try {
        count(generate({ description, materialsType, complexity: pick(COMPLEXITIES), totalGrams: 100, concentration: 20 }));
      } catch (e) {
        if (!(e instanceof FormulaBriefError)) throw e;
      }
    }
  }
  const frequency = [...counts]
    .map(([id, n]) => ({ id, count: n, share: n / formulas }))
    .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
  totals.rate = totals.checked ? totals.held / totals.checked : 1;
  carriers.rate = carriers.checked ? carriers.held / carriers.checked : 1;
  return {
    formulas,
    frequency,
    overused: frequency.filter((x) => x.share > FREQUENCY_CAP && !UNIVERSAL_MATERIALS.has(x.id)).map((x) => x.id),
    totals,
    carriers,
  };
}

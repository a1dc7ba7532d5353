/**
 * The words the brief reader understands: facet vocabulary, moods and seasons, and perfume notes that have
 * no material of their own (peony, lotus, plum…) described by their facets. Weights are in (0, 1]; `lift`
 * is how much a phrase pushes the formula towards the top (fresh, light: positive) or the base (warm,
 * heavy: negative). Everything is written in plain words; brief.ts normalises it (case, accents, plurals).
 */
import type { Facet, Family } from './types';

export type FacetWeights = Partial<Record<Facet, number>>;

/** Extra words for each facet (the facet's own name is always understood). Used by briefs and notes to avoid. */
export const FACET_WORDS: Partial<Record<Facet, readonly string[]>> = {
  citrus: ['zestier', 'citrusier', 'agrumi', 'citricos', 'citrique', 'citrusy', 'citrussy', 'zesty', 'zest', 'hesperidic', 'agrume', 'agrumes', 'citric'],
  floral: ['more floral', 'florals', 'fleur', 'fleurs', 'fiore', 'fiori', 'flor', 'flores', 'blume', 'blumen', 'florale', 'flower', 'flowery', 'floral note', 'bouquet', 'blossom', 'petal', 'bloom', 'blooming', 'white flowers', 'floral notes'],
  woody: ['woodier', 'bois', 'boise', 'madera', 'legno', 'holz', 'legnoso', 'amaderado', 'wood', 'woody notes', 'timber', 'tree', 'bark', 'woodsy', 'woodland'],
  amber: ['ambra', 'ambre', 'ambar', 'bernstein', 'ambery', 'ambre', 'oriental', 'ambar'],
  musky: ['muskier', 'musc', 'muscs', 'musc blanc', 'almizcle', 'moschus', 'muschio bianco', 'white musks', 'musk', 'musks', 'muschio', 'skin scent', 'skin musk', 'your skin but better'],
  green: ['greener', 'leaf', 'leafy', 'grass', 'grassy', 'green notes', 'stem', 'sap', 'verdant', 'foliage'],
  aquatic: ['mer', 'marin', 'acquatico', 'acuatico', 'water', 'watery', 'ocean', 'oceanic', 'sea', 'sea notes', 'sea water', 'seawater', 'aqua', 'wave', 'waves'],
  spicy: ['spicier', 'epice', 'epices', 'epicé', 'especias', 'spezie', 'speziato', 'gewurz', 'picante', 'spice', 'spiced', 'spicy notes', 'warm spice', 'warm spices'],
  gourmand: ['edible', 'dessert', 'pastry', 'bakery', 'cake', 'cookie', 'candy', 'praline', 'delicious', 'yummy'],
  fruity: ['fruitier', 'fruit', 'fruits', 'fruity notes', 'juicy', 'dried fruits', 'tutti frutti'],
  aromatic: ['herb', 'herbs', 'aromatics', 'fougere', 'aromatic notes'],
  leathery: ['leatherier', 'cuir', 'cuero', 'cuoio', 'leder', 'leather', 'suede', 'leather jacket', 'saddle', 'hide'],
  aldehydic: ['aldehyde', 'aldehydes', 'fizzy', 'sparkling', 'champagne'],
  fresh: ['fresher', 'freshness', 'crisp', 'cool', 'cooling', 'refreshing', 'breezy', 'invigorating'],
  clean: ['soapy', 'soap', 'laundry', 'linen', 'cotton', 'freshly washed', 'shower', 'bath'],
  powdery: ['powderier', 'powder', 'makeup', 'lipstick', 'talc', 'cosmetic'],
  smoky: ['smokier', 'fumee', 'humo', 'fumo', 'rauch', 'smoked', 'smoke', 'smokey', 'burnt', 'charred', 'tar', 'birch tar', 'campfire smoke', 'ash'],
  earthy: ['earthier', 'earth', 'soil', 'dirt', 'mud', 'roots', 'root', 'truffle', 'mushroom', 'forest floor', 'petrichor', 'wet earth'],
  balsamic: ['balsam', 'balm'],
  resinous: ['resin', 'resins', 'sap', 'mastic', 'gum'],
  animalic: ['animal', 'animalic notes', 'dirty', 'sweaty', 'skanky', 'fur'],
  mossy: ['mossier', 'moss', 'mosses', 'chypre', 'lichen'],
  herbal: ['herbaceous', 'oregano', 'myrtle', 'bay leaf', 'laurel', 'marjoram', 'dill', 'fennel', 'calamus'],
  mint: ['menthe', 'menta', 'minty', 'menthol', 'spearmint'],
  camphor: ['camphorous', 'medicinal'],
  marine: ['seaside', 'beach', 'shore', 'coast', 'coastal', 'seashore', 'surf'],
  ozonic: ['ozone', 'fresh air', 'breeze', 'wind', 'sky', 'mineral', 'stone', 'wet stone'],
  salty: ['saltier', 'salt', 'saline', 'sea salt', 'salted'],
  sweet: ['sweeter', 'sweetness', 'sugar', 'sugary', 'sugared', 'syrupy', 'jam', 'marshmallow'],
  creamy: ['creamier', 'cream', 'milk', 'milky', 'butter', 'buttery', 'velvety', 'lactone'],
  lactonic: ['lactonic notes'],
  waxy: ['wax', 'candle'],
  metallic: ['metal', 'steel', 'iron', 'blood'],
  dry: ['dusty', 'arid', 'dried'],
  hay: ['haylike', 'straw', 'dried grass', 'hayfield'],
  boozy: ['boozier', 'booze', 'rum', 'whisky', 'whiskey', 'cognac', 'brandy', 'wine', 'liqueur', 'cocktail', 'gin tonic', 'champagne'],
  tea: ['chai', 'matcha', 'green tea', 'earl grey', 'oolong', 'jasmine tea'],
  tobacco: ['tabac', 'tabaco', 'tabacco', 'cigar', 'cigarette', 'pipe', 'pipe tobacco', 'tobacco blossom', 'tobacco flower'],
  honey: ['miel', 'miele', 'honig', 'honeyed', 'honeycomb', 'mead', 'nectar', 'honeysuckle'],
  rose: ['rosa', 'rosas', 'rosen', 'rosier', 'roses', 'rosy', 'rosewater', 'rose water', 'white rose', 'red rose', 'pink rose'],
  jasmine: ['jazmin', 'gelsomino', 'jasmim', 'jasmin', 'jessamine'],
  'white floral': ['white flower', 'gardenia', 'frangipani', 'pittosporum', 'plumeria', 'tiare', 'rangoon creeper'],
  'orange blossom': ['azahar', 'fleur d oranger', 'zagara', 'orange flower', 'fleur d oranger', 'neroli', 'orange blossom water', 'orange flower water'],
  iris: ['iride', 'lirio', 'orris', 'orris root'],
  violet: ['violette', 'violeta', 'viola', 'veilchen', 'violets', 'parma violet'],
  lavender: ['lavanda', 'lavendel', 'lavande', 'lavendar'],
  lily: ['lily of the valley', 'muguet', 'lilies'],
  tuberose: ['tubereuse'],
  oud: ['oudh', 'aoud', 'agarwood'],
  sandalwood: ['sandalo', 'santalo', 'sandelholz', 'santal', 'sandal'],
  cedar: ['cedro', 'cedre', 'zeder', 'cedarwood', 'pencil shavings', 'pencil'],
  vetiver: ['vetyver', 'khus'],
  patchouli: ['pachuli', 'patchouly', 'patchuli', 'pachouli', 'patchouly', 'patchoulli'],
  pine: ['conifer', 'coniferous', 'fir', 'spruce', 'evergreen', 'pine needle', 'pine needles', 'christmas tree', 'cypress', 'juniper'],
  incense: ['encens', 'incienso', 'incenso', 'weihrauch', 'cathedral', 'monastery', 'chapel', 'frankincense', 'olibanum', 'church', 'temple', 'smoke of incense', 'oud incense'],
  ambergris: ['amber gris', 'ambergris notes', 'amberwood', 'ambery woods'],
  pepper: ['poivre', 'pimienta', 'pepe', 'pfeffer', 'peppery', 'peppercorn'],
  cinnamon: ['cannelle', 'canela', 'cannella', 'zimt', 'cinnamony'],
  clove: ['girofle', 'clavo', 'chiodi di garofano', 'cloves', 'carnation'],
  anise: ['aniseed', 'licorice', 'liquorice', 'fennel', 'caraway', 'absinthe'],
  saffron: ['saffrony'],
  vanilla: ['vainilla', 'vaniglia', 'baunilha', 'vanille', 'vanillic', 'vanilla bean', 'vanilla pod'],
  tonka: ['tonka bean', 'coumarin'],
  caramel: ['caramelized', 'toffee', 'butterscotch', 'praline', 'burnt sugar', 'cotton candy', 'candyfloss', 'maple'],
  chocolate: ['chocolat', 'cioccolato', 'schokolade', 'cocoa', 'cacao', 'dark chocolate'],
  coffee: ['cafe', 'caffe', 'kaffee', 'espresso', 'latte', 'cappuccino', 'mocha'],
  almond: ['almonds', 'marzipan', 'bitter almond', 'nutty'],
  coconut: ['noix de coco', 'cocco', 'coco', 'monoi'],
  berry: ['berries', 'red berries', 'wild berries', 'blackberry', 'blueberry', 'cranberry', 'raspberry', 'strawberry', 'redcurrant', 'red fruits'],
  apple: ['apples', 'green apple', 'red apple', 'cider', 'quince'],
  pear: ['pears', 'nashi'],
  peach: ['peaches', 'apricot', 'nectarine', 'mirabelle'],
  tropical: ['mango', 'green mango', 'pineapple', 'papaya', 'passion fruit', 'guava', 'lychee', 'litchi', 'banana', 'exotic fruit'],
  melon: ['watermelon', 'cantaloupe', 'cucumber'],
  fig: ['figs', 'fig tree', 'fig leaf'],
  lemon: ['citron', 'limon', 'limone', 'zitrone', 'lemons', 'lemony', 'verbena', 'lemon verbena'],
  orange: ['naranja', 'arancia', 'oranges', 'clementine', 'blood orange'],
  grapefruit: ['pomelo'],
  bergamot: ['bergamotto'],
  mandarin: ['tangerine', 'satsuma'],
  lime: ['limes', 'key lime'],
};

/** Parent family of each non-family facet: a brief that names the facet also leans a little on the family. */
export const FACET_PARENT: Partial<Record<Facet, Family>> = {
  fresh: 'citrus', clean: 'musky', powdery: 'floral', smoky: 'leathery', earthy: 'woody', balsamic: 'amber',
  resinous: 'amber', animalic: 'musky', mossy: 'woody', herbal: 'aromatic', mint: 'aromatic', camphor: 'aromatic',
  marine: 'aquatic', ozonic: 'aquatic', salty: 'aquatic', sweet: 'gourmand', creamy: 'gourmand', lactonic: 'gourmand',
  waxy: 'aldehydic', metallic: 'aldehydic', dry: 'woody', hay: 'green', boozy: 'fruity', tea: 'green',
  tobacco: 'amber', honey: 'gourmand', rose: 'floral', jasmine: 'floral', 'white floral': 'floral',
  'orange blossom': 'floral', iris: 'floral', violet: 'floral', lavender: 'aromatic', lily: 'floral',
  tuberose: 'floral', oud: 'woody', sandalwood: 'woody', cedar: 'woody', vetiver: 'woody', patchouli: 'woody',
  pine: 'aromatic', incense: 'amber', ambergris: 'amber', pepper: 'spicy', cinnamon: 'spicy', clove: 'spicy',
  anise: 'spicy', saffron: 'spicy', vanilla: 'gourmand', tonka: 'gourmand', caramel: 'gourmand',
  chocolate: 'gourmand', coffee: 'gourmand', almond: 'gourmand', coconut: 'gourmand', berry: 'fruity',
  apple: 'fruity', pear: 'fruity', peach: 'fruity', tropical: 'fruity', melon: 'fruity', fig: 'green',
  lemon: 'citrus', orange: 'citrus', grapefruit: 'citrus', bergamot: 'citrus', mandarin: 'citrus', lime: 'citrus',
};

export interface Mood {
  phrases: readonly string[];
  facets: FacetWeights;
  /** + fresh/light (towards the top), − warm/heavy (towards the base). */
  lift: number;
}

/** Moods, seasons, places and occasions, with the facets they usually call for. */
export const MOODS: readonly Mood[] = [
  { phrases: ['summer morning', 'summer mornings', 'summer day', 'sunny morning'], facets: { citrus: 1, fresh: 1, green: 0.5, aquatic: 0.3, floral: 0.3 }, lift: 1.2 },
  { phrases: ['summer', 'summery', 'heatwave', 'hot day', 'sunny', 'sunshine', 'sun'], facets: { citrus: 1, fresh: 0.6, aquatic: 0.5, fruity: 0.4, green: 0.3 }, lift: 1 },
  { phrases: ['morning', 'dawn', 'sunrise', 'wake up', 'breakfast'], facets: { fresh: 0.8, citrus: 0.6, green: 0.4, tea: 0.3 }, lift: 0.6 },
  { phrases: ['spring', 'springtime', 'april', 'may morning', 'warm day', 'first warm day', 'warm spring day', 'warm weather', 'open windows', 'open window'], facets: { floral: 1, green: 0.8, fresh: 0.5, fruity: 0.3 }, lift: 0.4 },
  { phrases: ['autumn', 'fall', 'autumnal', 'october', 'harvest'], facets: { woody: 1, spicy: 0.7, amber: 0.5, earthy: 0.4, tobacco: 0.3, fruity: 0.2 }, lift: -0.6 },
  { phrases: ['winter', 'wintery', 'wintry', 'cold night', 'snowy evening'], facets: { amber: 1, spicy: 0.7, woody: 0.6, gourmand: 0.5, vanilla: 0.4, resinous: 0.4 }, lift: -1 },
  { phrases: ['cosy', 'cozy', 'comforting', 'comfort', 'snug', 'hygge', 'blanket', 'cashmere', 'sweater'], facets: { amber: 0.8, vanilla: 0.6, gourmand: 0.5, musky: 0.5, woody: 0.4, tonka: 0.4 }, lift: -1 },
  { phrases: ['cosy winter', 'cozy winter', 'winter evening', 'winter night', 'winter warmth'], facets: { amber: 1, vanilla: 0.8, gourmand: 0.6, spicy: 0.6, woody: 0.5, resinous: 0.4, balsamic: 0.3 }, lift: -1.5 },
  { phrases: ['warm', 'warmer', 'warmth', 'warming'], facets: { amber: 0.7, spicy: 0.4, vanilla: 0.3, woody: 0.3 }, lift: -0.6 },
  { phrases: ['sea breeze', 'ocean breeze', 'sea air', 'sea spray', 'salt air'], facets: { aquatic: 1, marine: 1, ozonic: 0.7, salty: 0.6, fresh: 0.7, citrus: 0.3 }, lift: 1.2 },
  { phrases: ['beach', 'seaside', 'by the sea', 'sandy beach', 'sunscreen'], facets: { aquatic: 0.8, salty: 0.6, coconut: 0.6, tropical: 0.3, citrus: 0.3, musky: 0.2 }, lift: 0.6 },
  { phrases: ['rainy forest', 'forest after rain', 'rain forest', 'rainforest', 'wet forest', 'misty forest'], facets: { woody: 1, green: 0.9, earthy: 0.9, mossy: 0.6, pine: 0.5, aquatic: 0.3 }, lift: 0.2 },
  { phrases: ['rain', 'rainy', 'after the rain', 'storm', 'drizzle', 'petrichor'], facets: { ozonic: 0.7, earthy: 0.7, aquatic: 0.6, green: 0.5 }, lift: 0.4 },
  { phrases: ['forest', 'woods', 'woodland walk', 'hike', 'hiking'], facets: { woody: 1, pine: 0.6, green: 0.6, earthy: 0.5, mossy: 0.4 }, lift: 0 },
  { phrases: ['mountain', 'alpine', 'mountains'], facets: { pine: 0.8, fresh: 0.7, aromatic: 0.5, woody: 0.5, ozonic: 0.3 }, lift: 0.4 },
  { phrases: ['garden', 'gardens', 'flower garden', 'rose garden', 'greenhouse'], facets: { floral: 0.8, green: 0.8, fresh: 0.4, rose: 0.2 }, lift: 0.2 },
  { phrases: ['orchard', 'fruit market'], facets: { fruity: 1, apple: 0.6, pear: 0.5, green: 0.4 }, lift: 0.3 },
  { phrases: ['mediterranean', 'riviera', 'amalfi', 'sicily', 'greek island', 'capri', 'provence'], facets: { citrus: 0.8, aromatic: 0.8, herbal: 0.5, fig: 0.3, aquatic: 0.3, lavender: 0.2 }, lift: 0.6 },
  { phrases: ['tropical', 'tropics', 'island', 'vacation', 'holiday', 'paradise'], facets: { tropical: 1, fruity: 0.7, coconut: 0.6, 'white floral': 0.5, aquatic: 0.3 }, lift: 0.3 },
  { phrases: ['desert', 'dune', 'sahara', 'arabian'], facets: { amber: 0.7, spicy: 0.5, woody: 0.5, dry: 0.5, smoky: 0.4, resinous: 0.4, oud: 0.3 }, lift: -0.6 },
  { phrases: ['campfire', 'bonfire', 'fireplace', 'fire', 'log fire', 'fireside'], facets: { smoky: 1, woody: 0.8, resinous: 0.5, leathery: 0.4, amber: 0.4 }, lift: -0.9 },
  { phrases: ['christmas', 'xmas', 'festive', 'holiday season', 'mulled wine', 'gingerbread'], facets: { spicy: 1, cinnamon: 0.8, clove: 0.6, amber: 0.6, orange: 0.5, pine: 0.4, vanilla: 0.4 }, lift: -1 },
  { phrases: ['library', 'old books', 'old book', 'study', 'antique shop'], facets: { woody: 0.6, vanilla: 0.5, leathery: 0.4, powdery: 0.4, tobacco: 0.3, earthy: 0.3 }, lift: -0.4 },
  { phrases: ['spa', 'zen', 'calm', 'calming', 'relaxing', 'meditation', 'yoga', 'serene'], facets: { tea: 0.6, aromatic: 0.5, woody: 0.5, clean: 0.5, green: 0.4, incense: 0.3 }, lift: 0.2 },
  { phrases: ['night out', 'party', 'club', 'clubbing', 'nightlife', 'going out'], facets: { amber: 0.8, spicy: 0.6, musky: 0.5, floral: 0.4, leathery: 0.4, gourmand: 0.3 }, lift: -0.7 },
  { phrases: ['date night', 'evening', 'night', 'nighttime', 'midnight', 'dinner'], facets: { amber: 0.7, musky: 0.6, floral: 0.4, vanilla: 0.3, spicy: 0.3 }, lift: -0.6 },
  { phrases: ['office', 'work', 'everyday', 'daily', 'daytime', 'signature'], facets: { fresh: 0.6, clean: 0.6, citrus: 0.4, musky: 0.4, woody: 0.4, floral: 0.3 }, lift: 0.3 },
  { phrases: ['clean laundry', 'fresh laundry', 'clean linen', 'fresh linen', 'clean sheets', 'just showered'], facets: { clean: 1, musky: 0.8, aldehydic: 0.6, fresh: 0.5, floral: 0.3 }, lift: 0.4 },
  { phrases: ['romantic', 'romance', 'love', 'wedding', 'bride'], facets: { rose: 0.8, floral: 0.8, musky: 0.5, powdery: 0.4, fruity: 0.3 }, lift: 0 },
  { phrases: ['sensual', 'seductive', 'sexy', 'intimate', 'skin'], facets: { musky: 0.8, amber: 0.7, vanilla: 0.5, 'white floral': 0.4, animalic: 0.3 }, lift: -0.5 },
  { phrases: ['elegant', 'classic', 'sophisticated', 'timeless', 'chic', 'vintage', 'retro'], facets: { aldehydic: 0.6, floral: 0.6, powdery: 0.5, iris: 0.4, woody: 0.4, mossy: 0.3 }, lift: 0 },
  { phrases: ['sporty', 'sport', 'gym', 'energetic', 'energising', 'energizing', 'uplifting', 'active'], facets: { citrus: 0.8, fresh: 0.8, aromatic: 0.5, aquatic: 0.4, mint: 0.3 }, lift: 0.8 },
  { phrases: ['light', 'airy', 'airier', 'lighter', 'sheer', 'sheerer', 'transparent', 'soft', 'softer', 'subtle', 'delicate'], facets: { fresh: 0.6, clean: 0.4, musky: 0.3 }, lift: 0.5 },
  { phrases: ['heavy', 'intense', 'rich', 'richer', 'opulent', 'dark', 'darker', 'mysterious', 'mystery', 'secret', 'secretive', 'enigmatic', 'deep', 'deeper', 'bold', 'bolder'], facets: { amber: 0.6, woody: 0.4, resinous: 0.4, animalic: 0.3 }, lift: -0.6 },
  { phrases: ['barbershop', 'barber', 'shaving', 'aftershave', 'gentleman'], facets: { aromatic: 0.8, lavender: 0.7, clean: 0.6, tonka: 0.5, mossy: 0.4 }, lift: 0.2 },
  { phrases: ['fougere', 'fern'], facets: { aromatic: 1, lavender: 0.9, tonka: 0.7, mossy: 0.5, hay: 0.3 }, lift: 0 },
  { phrases: ['chypre'], facets: { mossy: 1, bergamot: 0.8, patchouli: 0.7, amber: 0.5, floral: 0.4 }, lift: 0 },
  { phrases: ['cold air', 'winter air', 'cold winter air', 'frosty air', 'crisp air', 'winter morning', 'cold morning', 'freezing'], facets: { fresh: 1, ozonic: 0.8, aldehydic: 0.6, clean: 0.6, mint: 0.3, musky: 0.3 }, lift: 0.8 },
  { phrases: ['snow', 'snowy', 'frost', 'ice', 'icy', 'frozen'], facets: { clean: 0.8, aldehydic: 0.6, musky: 0.6, ozonic: 0.4, powdery: 0.4, mint: 0.3 }, lift: 0.3 },
  { phrases: ['sunset', 'golden hour', 'dusk', 'end of the day'], facets: { amber: 0.8, fruity: 0.4, floral: 0.4, musky: 0.4, hay: 0.2, citrus: 0.2 }, lift: -0.4 },
  { phrases: ['masculine', 'for men', 'manly', 'him'], facets: { aromatic: 0.4, woody: 0.5, fresh: 0.3, leathery: 0.2 }, lift: 0 },
  { phrases: ['feminine', 'for women', 'girly', 'her'], facets: { floral: 0.6, powdery: 0.3, fruity: 0.3, musky: 0.2 }, lift: 0 },
  { phrases: ['city', 'urban', 'modern', 'minimalist', 'minimal'], facets: { woody: 0.4, musky: 0.5, clean: 0.4, metallic: 0.3, fresh: 0.3 }, lift: 0.1 },
  { phrases: ['countryside', 'meadow', 'field', 'farm', 'picnic'], facets: { green: 0.8, hay: 0.6, floral: 0.5, fresh: 0.3 }, lift: 0.3 },
  { phrases: ['kitchen garden', 'herb garden', 'vegetable garden', 'potager', 'herb patch'], facets: { herbal: 1, green: 0.9, aromatic: 0.7, earthy: 0.3, fresh: 0.4 }, lift: 0.4 },
  { phrases: ['kitchen', 'baking', 'bakery', 'sweet shop', 'patisserie'], facets: { gourmand: 1, vanilla: 0.6, caramel: 0.5, almond: 0.3 }, lift: -0.5 },
  { phrases: ['grandmother', 'grandma', 'granny', 'nostalgic', 'nostalgia', 'childhood memory', 'attic', 'old house'], facets: { powdery: 0.7, woody: 0.6, cedar: 0.4, floral: 0.4, vanilla: 0.3 }, lift: -0.3 },
  { phrases: ['cathedral', 'stone church', 'monastery', 'chapel', 'mass'], facets: { incense: 1, resinous: 0.7, amber: 0.5, woody: 0.4, ozonic: 0.2 }, lift: -0.4 },
  { phrases: ['paris', 'parisian', 'french chic'], facets: { floral: 0.6, powdery: 0.6, iris: 0.4, aldehydic: 0.4, musky: 0.3 }, lift: 0 },
  { phrases: ['kyoto', 'japan', 'japanese', 'temple garden'], facets: { woody: 0.7, tea: 0.6, incense: 0.5, green: 0.4, citrus: 0.3 }, lift: 0 },
  { phrases: ['tuscany', 'tuscan', 'italian summer'], facets: { citrus: 0.7, aromatic: 0.6, woody: 0.5, fig: 0.4 }, lift: 0.3 },
  { phrases: ['marrakech', 'souk', 'morocco', 'moroccan', 'bazaar'], facets: { spicy: 1, amber: 0.7, rose: 0.5, incense: 0.4, leathery: 0.3 }, lift: -0.5 },
  { phrases: ['happy', 'joyful', 'cheerful', 'playful', 'fun'], facets: { citrus: 0.7, fruity: 0.7, fresh: 0.5, floral: 0.3 }, lift: 0.6 },
  { phrases: ['melancholy', 'melancholic', 'sad', 'nostalgic rain', 'wistful'], facets: { iris: 0.6, powdery: 0.5, woody: 0.5, violet: 0.4, incense: 0.3 }, lift: -0.2 },
  { phrases: ['confident', 'powerful', 'boss', 'strong', 'brave', 'courageous', 'fearless', 'daring', 'adventurous', 'ready for anything', 'empowered', 'empowering', 'fierce', 'unstoppable'], facets: { woody: 0.7, amber: 0.6, leathery: 0.4, spicy: 0.4 }, lift: -0.4 },
  { phrases: ['expensive', 'smell expensive', 'luxurious', 'luxury', 'classy', 'posh', 'upscale', 'high end', 'opulent elegance', 'quiet luxury', 'old money'], facets: { woody: 0.7, musky: 0.6, amber: 0.5, iris: 0.5, sandalwood: 0.5, floral: 0.4, powdery: 0.3 }, lift: -0.2 },
  { phrases: ['smell good', 'smells good', 'smell nice', 'smell amazing', 'compliment getter', 'crowd pleaser', 'signature scent'], facets: { musky: 0.6, floral: 0.5, woody: 0.5, fresh: 0.4, citrus: 0.3, amber: 0.3 }, lift: 0 },
  { phrases: ['job interview', 'interview', 'meeting', 'professional'], facets: { fresh: 0.6, clean: 0.6, citrus: 0.5, woody: 0.5, musky: 0.4, tea: 0.3 }, lift: 0.3 },
  { phrases: ['bridal', 'ceremony', 'honeymoon', 'first date', 'anniversary', 'valentine'], facets: { floral: 0.8, rose: 0.6, 'white floral': 0.5, musky: 0.5, powdery: 0.3 }, lift: 0 },
  { phrases: ['cosy cabin', 'cabin', 'chalet', 'log cabin'], facets: { woody: 1, smoky: 0.6, resinous: 0.5, pine: 0.4, amber: 0.4 }, lift: -0.7 },
];

/**
 * Notes that appear in perfume pyramids and briefs but are not materials (no extract exists or it is not
 * in the knowledge base): they are read as facets.
 */
export const NOTE_FACETS: Readonly<Record<string, FacetWeights>> = {
  peony: { floral: 1, rose: 0.6, fresh: 0.5 },
  lotus: { floral: 1, aquatic: 0.6, lily: 0.5 },
  'water lily': { floral: 1, aquatic: 0.8 },
  freesia: { floral: 1, fresh: 0.6, fruity: 0.4 },
  orchid: { floral: 1, vanilla: 0.5, powdery: 0.4 },
  lily: { floral: 1, lily: 1 },
  honeysuckle: { floral: 1, honey: 0.7, 'white floral': 0.5 },
  bellflower: { floral: 1, green: 0.5, fresh: 0.4 },
  frangipani: { floral: 1, 'white floral': 1, tropical: 0.4 },
  pittosporum: { floral: 1, 'white floral': 0.8, orange: 0.3 },
  'rangoon creeper': { floral: 1, 'white floral': 0.7, fruity: 0.5 },
  plum: { fruity: 1, peach: 0.5, sweet: 0.5 },
  papaya: { fruity: 1, tropical: 1 },
  mango: { fruity: 1, tropical: 1 },
  'green mango': { fruity: 1, tropical: 0.8, green: 0.7 },
  litchi: { fruity: 1, tropical: 0.7, rose: 0.5 },
  lychee: { fruity: 1, tropical: 0.7, rose: 0.5 },
  quince: { fruity: 1, apple: 0.7, pear: 0.4 },
  rhubarb: { fruity: 1, green: 0.7, berry: 0.3 },
  blackberry: { fruity: 1, berry: 1 },
  cherry: { fruity: 1, almond: 0.7, berry: 0.5 },
  praline: { gourmand: 1, caramel: 0.8, almond: 0.7 },
  chestnut: { gourmand: 1, almond: 0.6, woody: 0.5, earthy: 0.3 },
  rum: { boozy: 1, sweet: 0.6, gourmand: 0.3 },
  truffle: { earthy: 1, animalic: 0.4, gourmand: 0.2 },
  bamboo: { green: 1, fresh: 0.6, aquatic: 0.3 },
  papyrus: { woody: 1, smoky: 0.5, earthy: 0.4 },
  sycamore: { woody: 1, green: 0.6 },
  'white woods': { woody: 1, clean: 0.6, musky: 0.5 },
  amberwood: { amber: 1, woody: 0.9, ambergris: 0.5 },
  flint: { ozonic: 0.8, metallic: 0.6, smoky: 0.3 },
  calamus: { green: 0.8, earthy: 0.6, herbal: 0.5 },
  mastic: { resinous: 1, balsamic: 0.5, green: 0.5 },
  myrtle: { aromatic: 1, herbal: 0.7, camphor: 0.5 },
  'bay leaf': { aromatic: 1, spicy: 0.6, herbal: 0.6 },
  oregano: { aromatic: 1, herbal: 0.8, spicy: 0.4 },
  caraway: { spicy: 1, anise: 0.8 },
  tar: { smoky: 1, leathery: 0.8 },
  'dried fruit': { fruity: 1, sweet: 0.6, boozy: 0.4 },
  marshmallow: { gourmand: 1, sweet: 0.8, vanilla: 0.4 },
  'ice cream': { gourmand: 1, creamy: 1, vanilla: 0.7, sweet: 0.5 },
  popcorn: { gourmand: 1, caramel: 0.8, almond: 0.4 },
  'cucumber water': { aquatic: 1, melon: 0.8, green: 0.7, fresh: 0.6 },
  hazelnut: { gourmand: 1, almond: 0.8 },
  pistachio: { gourmand: 1, almond: 0.8, creamy: 0.4 },
  toffee: { gourmand: 1, caramel: 1 },
  'tobacco blossom': { tobacco: 1, floral: 0.5, honey: 0.4 },
  mimosa: { floral: 1, powdery: 0.6 },
  'earl grey': { tea: 1, bergamot: 1 },
  'jasmine tea': { tea: 1, jasmine: 1 },
  'lemon tea': { tea: 1, lemon: 1 },
  biscuit: { gourmand: 1, caramel: 0.5, almond: 0.4, creamy: 0.4 },
  bread: { gourmand: 1, caramel: 0.4, hay: 0.3, creamy: 0.3 },
  toast: { gourmand: 1, caramel: 0.5, smoky: 0.3 },
  custard: { gourmand: 1, vanilla: 0.8, creamy: 0.8 },
  'rice pudding': { gourmand: 1, creamy: 1, vanilla: 0.6 },
  sorbet: { fruity: 1, fresh: 0.6, sweet: 0.5 },
  gin: { aromatic: 1, pine: 0.7, citrus: 0.6, fresh: 0.5 },
  'gin and tonic': { aromatic: 1, pine: 0.7, lime: 0.7, citrus: 0.6, fresh: 0.6 },
};

/** Words that turn the next phrase into something to leave out ("no musk", "without vanilla"). */
export const NEGATORS = new Set(['no', 'not', 'without', 'avoid', 'except', 'hate', 'dislike', 'minus', 'nothing', 'never', 'zero', 'skip', 'exclude', 'excluding']);
/** After a negator these soften it: "not too sweet" means less sweet, not "no sweet materials". */
/** Words asking for less of something ("less powdery", "lighter on the musk"): the facet is reduced, not removed. */
export const LESS_WORDS = new Set(['less', 'fewer', 'reduce', 'reduced']);

export const SOFTENERS = new Set(['too', 'overly', 'very', 'so', 'that', 'really', 'excessively', 'much']);
/** Words that ask for less of what follows when nothing negates them ("I find it too powdery", "too much candy floss"). */
export const TOO_WORDS = new Set(['too', 'overly', 'excessively']);
/**
 * Quantity words that make the phrase after them a minor note ("a touch of benzoin", "a little pink pepper",
 * "slightly peppery", "a thread of smoky incense"): present and perceivable, never a lead.
 */
export const HEDGES: readonly string[] = [
  'a touch of', 'touch of', 'a hint of', 'hint of', 'a little', 'a little bit of', 'a bit of', 'a tiny bit of', 'a thread of',
  'a trace of', 'a faint trace of', 'trace of', 'a dash of', 'a whisper of', 'whisper of', 'a drop of', 'a pinch of', 'a wisp of',
  'a sprinkle of', 'a faint', 'faint', 'slightly', 'a subtle', 'just a', 'barely', 'a suggestion of', 'a nuance of', 'a tiny',
];
/** Quantity words that make the phrase after them a main note ("lots of lemon", "mostly vetiver"). */
export const EMPHASES: readonly string[] = [
  'lots of', 'lot of', 'a lot of', 'loads of', 'plenty of', 'heavy on', 'heaps of', 'tons of', 'full of', 'mostly', 'mainly',
  'dominated by', 'dominant', 'overdosed', 'big', 'a big', 'lashings of', 'packed with',
];
/** Words skipped after a negator before the negated phrase ("without any vanilla"). */
export const NEGATION_FILLERS = new Set(['any', 'a', 'an', 'the', 'of', 'some', 'anything', 'like', 'heavy', 'strong', 'obvious']);

/** Words too generic to exclude materials by name when given as a note to avoid ("oil" would hit half the list). */
export const GENERIC_AVOID_WORDS = new Set([
  'oil', 'absolute', 'extract', 'resinoid', 'alcohol', 'acetate', 'aldehyde', 'ester', 'butter', 'concrete', 'tincture',
  'note', 'accord', 'base', 'synthetic', 'natural', 'seed', 'root', 'bud', 'flower', 'leaf', 'wood', 'bean', 'water',
  'essential', 'co2', 'the', 'a', 'an', 'and', 'or', 'of', 'de', 'd', 'type', 'expressed', 'distilled', 'rectified',
]);

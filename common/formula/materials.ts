/**
 * The materials knowledge base: naturals and aroma chemicals a perfumer can actually buy.
 *
 * Where the figures come from (see MATERIAL_SOURCES; each material lists its keys):
 * - Odour descriptions, facets and note positions of naturals: S. Arctander, "Perfume and Flavor Materials
 *   of Natural Origin" (1960); of aroma chemicals: S. Arctander, "Perfume and Flavor Chemicals" (1969) and
 *   the suppliers' (IFF, Givaudan, Firmenich, Symrise) technical data sheets.
 * - Typical and maximum use in the concentrate: typical industry values, cross-checked where available
 *   against the supplier data sheets and The Good Scents Company's "recommendation for usage levels up to
 *   X % in the fragrance concentrate". They are rounded and indicative, not regulatory: a perfumer may go
 *   above "typical", and "max" is the level above which the material usually dominates or misbehaves. For the
 *   absolutes and oils that lead a soliflore or an accord (jasmine sambac, tuberose, orange flower, osmanthus,
 *   tea, oud, the balsams) "max" is the level at which they still lead it, not the level of a supporting touch.
 * - `ifraCat4`: IFRA Standards, 51st Amendment, Category 4 (fine fragrance), maximum percent in the finished
 *   product for the material alone, from the rules of ifra.ts (every figure there names its Standard, and
 *   `ifraStandard` names the one that binds). `ifraBasis: 'standard'` means a Standard limits the material
 *   itself (its own, a group it belongs to, or the constituent it is); 'derived' means the limit follows
 *   from a restricted constituent (citral, eugenol, methyl eugenol, cedrene…) divided by its content in the
 *   material, rounded down. Derived figures are indicative: a batch's certificate of analysis overrides them.
 *   Sums over several materials (constituents from all sources, group rules) are enforced on the whole
 *   formula by the engine.
 * - Prohibited materials are listed so the engine demonstrably excludes them; they are never used.
 */
import { CONSTITUENTS, type ConstituentId, GROUPS, IFRA_SOURCES, type IfraRule, MATERIAL_STANDARDS, rulesOf } from './ifra';
import { DEFAULT_CATEGORY, type IfraCategory } from './categories';
import type { Facet, IfraBasis, Material, MaterialFunction, Origin, Tier } from './types';

/** Bibliography for the `sources` keys of each material. */
export const MATERIAL_SOURCES: Readonly<Record<string, string>> = {
  ...IFRA_SOURCES,
  'arctander-1960': 'S. Arctander, Perfume and Flavor Materials of Natural Origin (1960): odour profiles and uses of naturals.',
  'arctander-1969': 'S. Arctander, Perfume and Flavor Chemicals (Aroma Chemicals) (1969): odour profiles and uses of aroma chemicals.',
  'supplier-tds': 'Supplier technical data sheets (IFF, Givaudan, Firmenich, Symrise): typical use in the concentrate.',
  goodscents: 'The Good Scents Company Information System: recommended usage levels in the fragrance concentrate.',
  industry: 'Typical industry value (common perfumery practice, rounded); no single published source.',
  'ifra-51-derived': 'Derived from an IFRA 51st Amendment Category 4 constituent limit and the typical constituent content of the oil.',
  'eu-cosmetics': 'EU Cosmetics Regulation (EC) No 1223/2009, Annex II (prohibited substances), as amended.',
};

const N: Origin = 'natural';
const S: Origin = 'synthetic';

interface Row {
  id: string;
  name: string;
  syn: readonly string[];
  cas: string | null;
  origin: Origin;
  facets: readonly Facet[];
  note: Tier;
  strength: 1 | 2 | 3 | 4;
  typical: number;
  max: number;
  ifraNote?: string;
  prohibited?: string;
  fn?: MaterialFunction;
  /** Used only when the brief names it (e.g. CITES-listed materials). */
  onlyNamed?: boolean;
}

function m(r: Row): Material {
  const sources = r.origin === N ? ['arctander-1960', 'goodscents', 'industry'] : ['arctander-1969', 'supplier-tds', 'goodscents', 'industry'];
  if (r.prohibited) sources.push(r.prohibited.includes('EU') ? 'eu-cosmetics' : 'ifra-51');
  return {
    id: r.id,
    name: r.name,
    synonyms: r.syn,
    cas: r.cas,
    origin: r.origin,
    family: r.facets[0] as Material['family'],
    facets: r.facets,
    note: r.note,
    strength: r.strength,
    typicalPct: r.typical,
    maxPct: r.max,
    ifraCat4: null,
    ...(r.ifraNote ? { ifraNote: r.ifraNote } : {}),
    ...(r.prohibited ? { prohibited: r.prohibited } : {}),
    ...(r.fn ? { function: r.fn } : {}),
    ...(r.onlyNamed ? { onlyWhenNamed: true } : {}),
    sources,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Citrus. Expressed citrus oils carry the IFRA phototoxicity limits (bergamot 0.4 %, lemon 2 %, bitter
// orange 1.25 %, grapefruit 4 % in Category 4, each summed as a share of its limit with the other
// furocoumarin oils: ifra.ts); distilled lime is not phototoxic, and bergapten-free bergamot meets IFRA_STD_089.
// ---------------------------------------------------------------------------------------------------------
const CITRUS: Material[] = [
  m({ id: 'bergamot-oil', name: 'Bergamot oil (expressed)', syn: ['bergamot', 'calabrian bergamot', 'citrus bergamia'], cas: '8007-75-8', origin: N, facets: ['citrus', 'bergamot', 'fresh', 'floral'], note: 'top', strength: 3, typical: 8, max: 20 }),
  m({ id: 'bergamot-oil-fcf', name: 'Bergamot oil FCF (bergapten-free)', syn: ['bergamot fcf', 'bergaptene free bergamot', 'furocoumarin free bergamot'], cas: '89957-91-5', origin: N, facets: ['citrus', 'bergamot', 'fresh', 'floral'], note: 'top', strength: 3, typical: 10, max: 40, ifraNote: 'IFRA_STD_087 lists this CAS at 0.4 % unless the bergapten content is determined; a certified bergapten-free (FCF) grade is used, so the limit is at most 15 ppm bergapten in the finished product (IFRA_STD_089), which it meets.' }),
  m({ id: 'lemon-oil', name: 'Lemon oil (cold pressed)', syn: ['lemon', 'sicilian lemon', 'amalfi lemon', 'citrus limon', 'lemon zest'], cas: '8008-56-8', origin: N, facets: ['citrus', 'lemon', 'fresh'], note: 'top', strength: 3, typical: 5, max: 20 }),
  m({ id: 'lime-oil-distilled', name: 'Lime oil (distilled)', syn: ['lime', 'key lime', 'citrus aurantifolia'], cas: '8008-26-2', origin: N, facets: ['citrus', 'lime', 'fresh', 'green'], note: 'top', strength: 3, typical: 3, max: 15 }),
  m({ id: 'sweet-orange-oil', name: 'Sweet orange oil', syn: ['orange', 'sweet orange', 'orange peel', 'citrus sinensis', 'blood orange'], cas: '8008-57-9', origin: N, facets: ['citrus', 'orange', 'fruity', 'sweet'], note: 'top', strength: 2, typical: 6, max: 30 }),
  m({ id: 'bitter-orange-oil', name: 'Bitter orange oil (expressed)', syn: ['bitter orange', 'bigarade', 'citrus aurantium'], cas: '68916-04-1', origin: N, facets: ['citrus', 'orange', 'fresh', 'floral'], note: 'top', strength: 3, typical: 4, max: 15 }),
  m({ id: 'mandarin-oil', name: 'Mandarin oil (red)', syn: ['mandarin', 'tangerine', 'mandarin orange', 'blood mandarin', 'citrus reticulata'], cas: '8008-31-9', origin: N, facets: ['citrus', 'mandarin', 'fruity', 'sweet'], note: 'top', strength: 2, typical: 5, max: 25 }),
  m({ id: 'grapefruit-oil', name: 'Grapefruit oil', syn: ['grapefruit', 'pink grapefruit', 'ruby red grapefruit', 'citrus paradisi', 'pomelo'], cas: '8016-20-4', origin: N, facets: ['citrus', 'grapefruit', 'fresh', 'fruity'], note: 'top', strength: 3, typical: 5, max: 20 }),
  m({ id: 'yuzu-oil', name: 'Yuzu oil', syn: ['yuzu', 'citrus junos'], cas: null, origin: N, facets: ['citrus', 'grapefruit', 'fresh', 'green'], note: 'top', strength: 3, typical: 2, max: 10 }),
  m({ id: 'petitgrain-oil', name: 'Petitgrain bigarade oil', syn: ['petitgrain', 'orange leaf', 'petit grain'], cas: '8014-17-3', origin: N, facets: ['citrus', 'green', 'floral', 'woody'], note: 'top', strength: 3, typical: 4, max: 25 }),
  m({ id: 'litsea-cubeba-oil', name: 'Litsea cubeba oil', syn: ['may chang', 'litsea', 'litsea cubeba'], cas: '68855-99-2', origin: N, facets: ['citrus', 'lemon', 'fresh', 'green'], note: 'top', strength: 4, typical: 1.5, max: 5 }),
  m({ id: 'lemongrass-oil', name: 'Lemongrass oil', syn: ['lemongrass', 'lemon grass', 'cymbopogon'], cas: '8007-02-1', origin: N, facets: ['citrus', 'lemon', 'green', 'herbal'], note: 'top', strength: 4, typical: 1, max: 4 }),
  m({ id: 'elemi-oil', name: 'Elemi oil', syn: ['elemi', 'canarium luzonicum'], cas: '8023-89-0', origin: N, facets: ['citrus', 'resinous', 'pepper', 'fresh'], note: 'top', strength: 3, typical: 2, max: 10 }),
  m({ id: 'd-limonene', name: 'd-Limonene', syn: ['limonene', 'dextro limonene'], cas: '5989-27-5', origin: S, facets: ['citrus', 'orange', 'fresh'], note: 'top', strength: 2, typical: 4, max: 30 , ifraNote: 'IFRA_STD_186: a specification, no Category 4 figure (peroxide value below 20 mmol/L, with an antioxidant).' }),
  m({ id: 'citral', name: 'Citral', syn: ['citral', 'lemon aldehyde', 'geranial', 'neral'], cas: '5392-40-5', origin: S, facets: ['citrus', 'lemon', 'fresh'], note: 'top', strength: 4, typical: 1, max: 3 }),
  m({ id: 'dihydromyrcenol', name: 'Dihydromyrcenol', syn: ['dihydromyrcenol', 'dhm'], cas: '18479-58-8', origin: S, facets: ['citrus', 'lime', 'fresh', 'clean', 'metallic'], note: 'top', strength: 3, typical: 6, max: 35 }),
  m({ id: 'nootkatone', name: 'Nootkatone', syn: ['nootkatone', 'grapefruit ketone'], cas: '4674-50-4', origin: S, facets: ['citrus', 'grapefruit', 'woody'], note: 'top', strength: 3, typical: 1, max: 5 }),
  m({ id: 'citronellyl-nitrile', name: 'Citronellyl nitrile', syn: ['citronellyl nitrile', 'citronitrile'], cas: '51566-62-2', origin: S, facets: ['citrus', 'lemon', 'fresh', 'metallic'], note: 'top', strength: 3, typical: 1, max: 5 }),
  m({ id: 'aldehyde-c8', name: 'Aldehyde C-8 (octanal)', syn: ['octanal', 'aldehyde c 8', 'c8 aldehyde'], cas: '124-13-0', origin: S, facets: ['aldehydic', 'citrus', 'orange', 'fresh'], note: 'top', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'aldehyde-c10', name: 'Aldehyde C-10 (decanal)', syn: ['decanal', 'aldehyde c 10', 'c10 aldehyde'], cas: '112-31-2', origin: S, facets: ['aldehydic', 'citrus', 'orange', 'waxy'], note: 'top', strength: 4, typical: 0.3, max: 1.5 }),
  m({ id: 'verbena-oil', name: 'Verbena oil (Lippia citriodora)', syn: ['verbena oil', 'lemon verbena oil', 'lippia citriodora'], cas: '8024-12-2', origin: N, facets: ['citrus', 'lemon', 'green', 'herbal'], note: 'top', strength: 3, typical: 0, max: 0, prohibited: 'IFRA_STD_083: verbena oil is prohibited as a fragrance ingredient (sensitisation, phototoxicity); only the absolute may be used (0.69 %).' }),
];

// ---------------------------------------------------------------------------------------------------------
// Aldehydes (the "sparkle" of the floral-aldehydic family).
// ---------------------------------------------------------------------------------------------------------
const ALDEHYDIC: Material[] = [
  m({ id: 'aldehyde-c9', name: 'Aldehyde C-9 (nonanal)', syn: ['nonanal', 'aldehyde c 9', 'c9 aldehyde'], cas: '124-19-6', origin: S, facets: ['aldehydic', 'floral', 'rose', 'waxy'], note: 'top', strength: 4, typical: 0.1, max: 1 }),
  m({ id: 'aldehyde-c11-undecylenic', name: 'Aldehyde C-11 undecylenic', syn: ['undecylenic aldehyde', 'aldehyde c 11', 'c11 aldehyde'], cas: '112-45-8', origin: S, facets: ['aldehydic', 'clean', 'waxy', 'floral'], note: 'top', strength: 4, typical: 0.3, max: 1.5 }),
  m({ id: 'aldehyde-c12-lauric', name: 'Aldehyde C-12 lauric (dodecanal)', syn: ['lauric aldehyde', 'dodecanal', 'aldehyde c 12'], cas: '112-54-9', origin: S, facets: ['aldehydic', 'waxy', 'clean', 'floral'], note: 'top', strength: 4, typical: 0.3, max: 1.5 }),
  m({ id: 'aldehyde-c12-mna', name: 'Aldehyde C-12 MNA', syn: ['methyl nonyl acetaldehyde', 'aldehyde c 12 mna', 'mna'], cas: '110-41-8', origin: S, facets: ['aldehydic', 'ambergris', 'metallic', 'citrus'], note: 'top', strength: 4, typical: 0.3, max: 1.5 }),
  m({ id: 'adoxal', name: 'Adoxal', syn: ['adoxal'], cas: '141-13-9', origin: S, facets: ['aldehydic', 'aquatic', 'ozonic', 'floral'], note: 'heart', strength: 4, typical: 0.2, max: 1 }),
];

// ---------------------------------------------------------------------------------------------------------
// Florals. Rose oil's derived limit follows from methyl eugenol (0.011 % in Category 4, IFRA_STD_100) at up
// to ~3 %; geraniol, citronellol, hydroxycitronellal, the methyl ionones and the rose ketones have their own
// Standards. Lilial and Lyral are listed as prohibited (EU bans; IFRA restricts both).
// ---------------------------------------------------------------------------------------------------------
const FLORAL: Material[] = [
  m({ id: 'rose-absolute', name: 'Rose absolute (centifolia)', syn: ['rose', 'rose absolute', 'rose de mai', 'may rose', 'rosa centifolia', 'moroccan rose'], cas: '84604-12-6', origin: N, facets: ['floral', 'rose', 'honey', 'sweet'], note: 'heart', strength: 3, typical: 2, max: 10 }),
  m({ id: 'rose-oil', name: 'Rose oil (otto, damascena)', syn: ['rose otto', 'rose oil', 'bulgarian rose', 'turkish rose', 'damask rose', 'rosa damascena'], cas: '8007-01-0', origin: N, facets: ['floral', 'rose', 'fresh', 'honey'], note: 'heart', strength: 3, typical: 1, max: 8 }),
  m({ id: 'jasmine-absolute', name: 'Jasmine absolute (grandiflorum)', syn: ['jasmine', 'jasmin', 'jasminum grandiflorum', 'egyptian jasmine', 'moroccan jasmine'], cas: '8022-96-6', origin: N, facets: ['floral', 'jasmine', 'white floral', 'animalic', 'fruity'], note: 'heart', strength: 4, typical: 2, max: 10 }),
  m({ id: 'jasmine-sambac-absolute', name: 'Jasmine sambac absolute', syn: ['sambac', 'jasmine sambac', 'sambac jasmine', 'arabian jasmine', 'jasminum sambac'], cas: '91770-14-8', origin: N, facets: ['floral', 'jasmine', 'white floral', 'green', 'fruity'], note: 'heart', strength: 4, typical: 1.5, max: 12 }),
  m({ id: 'ylang-ylang-oil', name: 'Ylang-ylang oil (extra)', syn: ['ylang ylang', 'ylang', 'cananga odorata'], cas: '8006-81-3', origin: N, facets: ['floral', 'white floral', 'creamy', 'sweet'], note: 'heart', strength: 4, typical: 3, max: 15 }),
  m({ id: 'tuberose-absolute', name: 'Tuberose absolute', syn: ['tuberose', 'polianthes tuberosa'], cas: '8024-05-3', origin: N, facets: ['floral', 'tuberose', 'white floral', 'creamy'], note: 'heart', strength: 4, typical: 1, max: 10 }),
  m({ id: 'orange-flower-absolute', name: 'Orange flower absolute', syn: ['orange blossom', 'orange flower', 'fleur d oranger', 'african orange flower'], cas: '8030-28-2', origin: N, facets: ['floral', 'orange blossom', 'white floral', 'honey'], note: 'heart', strength: 4, typical: 1.5, max: 10 }),
  m({ id: 'neroli-oil', name: 'Neroli oil', syn: ['neroli', 'orange flower oil'], cas: '8016-38-4', origin: N, facets: ['floral', 'orange blossom', 'citrus', 'fresh'], note: 'top', strength: 3, typical: 2, max: 15 }),
  m({ id: 'orris-butter', name: 'Orris butter', syn: ['orris', 'iris', 'orris root', 'orris butter', 'iris butter', 'iris pallida'], cas: '8002-73-1', origin: N, facets: ['floral', 'iris', 'powdery', 'violet', 'woody'], note: 'heart', strength: 3, typical: 1, max: 8, fn: 'fixative' }),
  m({ id: 'geranium-oil', name: 'Geranium oil (Bourbon)', syn: ['geranium', 'rose geranium', 'pelargonium', 'geranium bourbon'], cas: '8000-46-2', origin: N, facets: ['floral', 'rose', 'green', 'mint'], note: 'heart', strength: 3, typical: 3, max: 15 }),
  m({ id: 'mimosa-absolute', name: 'Mimosa absolute', syn: ['mimosa', 'acacia dealbata'], cas: '8031-03-6', origin: N, facets: ['floral', 'powdery', 'honey', 'green'], note: 'heart', strength: 3, typical: 1, max: 8 }),
  m({ id: 'osmanthus-absolute', name: 'Osmanthus absolute', syn: ['osmanthus', 'osmanthus fragrans'], cas: '68917-05-5', origin: N, facets: ['floral', 'peach', 'fruity', 'leathery', 'tea'], note: 'heart', strength: 4, typical: 0.5, max: 6 }),
  m({ id: 'champaca-absolute', name: 'Champaca absolute', syn: ['champaca', 'magnolia champaca', 'michelia'], cas: null, origin: N, facets: ['floral', 'white floral', 'tea', 'fruity'], note: 'heart', strength: 4, typical: 0.5, max: 5 }),
  m({ id: 'narcissus-absolute', name: 'Narcissus absolute', syn: ['narcissus', 'jonquil', 'daffodil'], cas: null, origin: N, facets: ['floral', 'green', 'hay', 'animalic'], note: 'heart', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'magnolia-flower-oil', name: 'Magnolia flower oil', syn: ['magnolia', 'magnolia alba'], cas: null, origin: N, facets: ['floral', 'white floral', 'fresh', 'citrus'], note: 'heart', strength: 2, typical: 2, max: 10 }),
  m({ id: 'tiare-absolute', name: 'Tiaré absolute', syn: ['tiare', 'monoi', 'gardenia taitensis', 'tahitian gardenia'], cas: null, origin: N, facets: ['floral', 'white floral', 'coconut', 'creamy'], note: 'heart', strength: 3, typical: 1, max: 8 }),
  m({ id: 'violet-leaf-absolute', name: 'Violet leaf absolute', syn: ['violet leaf', 'violet leaves', 'viola odorata leaf'], cas: '8024-08-6', origin: N, facets: ['green', 'violet', 'fresh', 'aquatic'], note: 'heart', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'rosewood-oil', name: 'Rosewood oil (bois de rose)', syn: ['rosewood', 'bois de rose', 'brazilian rosewood', 'aniba rosaeodora'], cas: '8015-77-8', origin: N, facets: ['woody', 'floral', 'rose', 'spicy'], note: 'heart', strength: 2, typical: 3, max: 15, ifraNote: 'Aniba rosaeodora is listed in CITES Appendix II: used only when named, never as a default blender.', onlyNamed: true }),
  m({ id: 'ho-wood-oil', name: 'Ho wood oil (Cinnamomum camphora, linalool type)', syn: ['ho wood', 'ho leaf', 'ho wood oil', 'shiu oil'], cas: null, origin: N, facets: ['woody', 'floral', 'fresh', 'lavender'], note: 'heart', strength: 2, typical: 3, max: 20, fn: 'blender' }),
  m({ id: 'hedione', name: 'Hedione (methyl dihydrojasmonate)', syn: ['hedione', 'methyl dihydrojasmonate', 'mdj'], cas: '24851-98-7', origin: S, facets: ['floral', 'jasmine', 'fresh', 'citrus'], note: 'heart', strength: 1, typical: 12, max: 50, fn: 'blender' }),
  m({ id: 'phenylethyl-alcohol', name: 'Phenylethyl alcohol', syn: ['phenylethyl alcohol', 'phenethyl alcohol', 'pea', 'rose alcohol'], cas: '60-12-8', origin: S, facets: ['floral', 'rose', 'honey'], note: 'heart', strength: 2, typical: 5, max: 30, fn: 'blender' }),
  m({ id: 'geraniol', name: 'Geraniol', syn: ['geraniol'], cas: '106-24-1', origin: S, facets: ['floral', 'rose', 'citrus', 'sweet'], note: 'heart', strength: 2, typical: 3, max: 15 }),
  m({ id: 'citronellol', name: 'Citronellol', syn: ['citronellol', 'rhodinol'], cas: '106-22-9', origin: S, facets: ['floral', 'rose', 'citrus', 'fresh'], note: 'heart', strength: 2, typical: 4, max: 20 }),
  m({ id: 'rose-oxide', name: 'Rose oxide', syn: ['rose oxide'], cas: '16409-43-1', origin: S, facets: ['floral', 'rose', 'green', 'metallic'], note: 'heart', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'beta-damascone', name: 'beta-Damascone', syn: ['damascone', 'beta damascone', 'rose ketone'], cas: '23726-91-2', origin: S, facets: ['floral', 'rose', 'fruity', 'tobacco'], note: 'heart', strength: 4, typical: 0.1, max: 0.5 }),
  m({ id: 'phenoxanol', name: 'Phenoxanol', syn: ['phenoxanol', 'phenylhexanol'], cas: '55066-48-3', origin: S, facets: ['floral', 'rose', 'fresh', 'clean'], note: 'heart', strength: 1, typical: 3, max: 20, fn: 'blender' }),
  m({ id: 'linalool', name: 'Linalool', syn: ['linalool', 'linalol'], cas: '78-70-6', origin: S, facets: ['floral', 'fresh', 'lavender', 'citrus', 'woody'], note: 'heart', strength: 2, typical: 5, max: 30, fn: 'blender' , ifraNote: 'IFRA_STD_187: a specification, no Category 4 figure (peroxide value below 20 mmol/L, with an antioxidant).' }),
  m({ id: 'benzyl-acetate', name: 'Benzyl acetate', syn: ['benzyl acetate'], cas: '140-11-4', origin: S, facets: ['floral', 'jasmine', 'fruity', 'pear'], note: 'heart', strength: 3, typical: 3, max: 20 }),
  m({ id: 'indole', name: 'Indole', syn: ['indole', 'indol'], cas: '120-72-9', origin: S, facets: ['floral', 'animalic', 'white floral', 'jasmine'], note: 'heart', strength: 4, typical: 0.1, max: 1 }),
  m({ id: 'hexyl-cinnamal', name: 'Hexyl cinnamal', syn: ['hexyl cinnamal', 'hexyl cinnamic aldehyde', 'alpha hexyl cinnamaldehyde'], cas: '101-86-0', origin: S, facets: ['floral', 'jasmine', 'waxy', 'herbal'], note: 'heart', strength: 1, typical: 4, max: 25, fn: 'blender' }),
  m({ id: 'cis-jasmone', name: 'cis-Jasmone', syn: ['jasmone', 'cis jasmone'], cas: '488-10-8', origin: S, facets: ['floral', 'jasmine', 'green', 'fruity'], note: 'heart', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'methyl-anthranilate', name: 'Methyl anthranilate', syn: ['methyl anthranilate', 'concord grape'], cas: '134-20-3', origin: S, facets: ['floral', 'orange blossom', 'fruity', 'sweet'], note: 'heart', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'hydroxycitronellal', name: 'Hydroxycitronellal', syn: ['hydroxycitronellal', 'lily of the valley', 'muguet', 'laurine'], cas: '107-75-5', origin: S, facets: ['floral', 'lily', 'fresh', 'green'], note: 'heart', strength: 2, typical: 3, max: 10 }),
  m({ id: 'florol', name: 'Florol', syn: ['florol', 'florosa'], cas: '63500-71-0', origin: S, facets: ['floral', 'lily', 'fresh', 'clean'], note: 'heart', strength: 1, typical: 4, max: 25, fn: 'blender' }),
  m({ id: 'cyclamen-aldehyde', name: 'Cyclamen aldehyde', syn: ['cyclamen aldehyde', 'cyclamal', 'cyclamen'], cas: '103-95-7', origin: S, facets: ['floral', 'lily', 'green', 'aquatic'], note: 'heart', strength: 3, typical: 1, max: 5 }),
  m({ id: 'florhydral', name: 'Florhydral', syn: ['florhydral'], cas: '125109-85-5', origin: S, facets: ['floral', 'lily', 'aquatic', 'green'], note: 'heart', strength: 3, typical: 1, max: 5 }),
  m({ id: 'helional', name: 'Helional', syn: ['helional'], cas: '1205-17-0', origin: S, facets: ['floral', 'aquatic', 'ozonic', 'green', 'hay'], note: 'heart', strength: 3, typical: 2, max: 8 }),
  m({ id: 'beta-ionone', name: 'beta-Ionone', syn: ['ionone', 'beta ionone'], cas: '14901-07-6', origin: S, facets: ['floral', 'violet', 'woody', 'powdery', 'fruity'], note: 'heart', strength: 3, typical: 2, max: 12 }),
  m({ id: 'methyl-ionone', name: 'alpha-Isomethyl ionone', syn: ['methyl ionone', 'isomethyl ionone', 'alpha isomethyl ionone', 'orris ionone'], cas: '127-51-5', origin: S, facets: ['floral', 'violet', 'iris', 'powdery', 'woody'], note: 'heart', strength: 2, typical: 4, max: 20, fn: 'blender' }),
  m({ id: 'alpha-irone', name: 'alpha-Irone', syn: ['irone', 'alpha irone'], cas: '79-69-6', origin: S, facets: ['floral', 'iris', 'powdery', 'woody'], note: 'heart', strength: 3, typical: 0.5, max: 3 }),
  m({ id: 'heliotropin', name: 'Heliotropin', syn: ['heliotropin', 'piperonal', 'heliotrope'], cas: '120-57-0', origin: S, facets: ['floral', 'powdery', 'almond', 'vanilla', 'sweet'], note: 'heart', strength: 3, typical: 3, max: 15 }),
  m({ id: 'benzyl-salicylate', name: 'Benzyl salicylate', syn: ['benzyl salicylate'], cas: '118-58-1', origin: S, facets: ['floral', 'balsamic', 'clean', 'powdery'], note: 'base', strength: 1, typical: 6, max: 30, fn: 'blender' }),
  m({ id: 'amyl-salicylate', name: 'Amyl salicylate', syn: ['amyl salicylate', 'isoamyl salicylate'], cas: '2050-08-0', origin: S, facets: ['floral', 'green', 'herbal', 'hay'], note: 'heart', strength: 2, typical: 2, max: 10 }),
  m({ id: 'alpha-terpineol', name: 'alpha-Terpineol', syn: ['terpineol', 'alpha terpineol', 'lilac'], cas: '98-55-5', origin: S, facets: ['floral', 'pine', 'fresh', 'herbal'], note: 'heart', strength: 2, typical: 2, max: 15 }),
  m({ id: 'phenylacetaldehyde', name: 'Phenylacetaldehyde', syn: ['phenylacetaldehyde', 'hyacinth'], cas: '122-78-1', origin: S, facets: ['floral', 'green', 'honey', 'sweet'], note: 'heart', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'styrallyl-acetate', name: 'Styrallyl acetate', syn: ['styrallyl acetate', 'gardenia', 'gardenol'], cas: '93-92-5', origin: S, facets: ['floral', 'green', 'fruity', 'white floral'], note: 'top', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'lilial', name: 'Lilial (butylphenyl methylpropional)', syn: ['lilial', 'butylphenyl methylpropional', 'lily aldehyde'], cas: '80-54-6', origin: S, facets: ['floral', 'lily', 'fresh'], note: 'heart', strength: 2, typical: 0, max: 0, prohibited: 'Prohibited in EU cosmetics since 2022 (Regulation (EU) 2021/1902; reprotoxic, CMR 1B); IFRA_STD_015 restricts it to 1.4 % in Category 4.' }),
  m({ id: 'lyral', name: 'Lyral (HICC)', syn: ['lyral', 'hydroxyisohexyl 3 cyclohexene carboxaldehyde', 'hicc'], cas: '31906-04-4', origin: S, facets: ['floral', 'lily', 'fresh'], note: 'heart', strength: 2, typical: 0, max: 0, prohibited: 'Prohibited in EU cosmetics (Regulation (EU) 2017/1410, from 23 August 2021); IFRA_STD_044 restricts HICC to 0.2 % in Category 4.' }),
];

// ---------------------------------------------------------------------------------------------------------
// Green. Methyl heptine carbonate has its own Standard; fig leaf absolute is prohibited.
// ---------------------------------------------------------------------------------------------------------
const GREEN: Material[] = [
  m({ id: 'galbanum-oil', name: 'Galbanum oil', syn: ['galbanum', 'ferula galbaniflua'], cas: '8023-91-4', origin: N, facets: ['green', 'resinous', 'earthy', 'woody'], note: 'top', strength: 4, typical: 1, max: 5 }),
  m({ id: 'tea-absolute', name: 'Black tea absolute', syn: ['black tea', 'tea absolute', 'camellia sinensis'], cas: '84650-60-2', origin: N, facets: ['green', 'tea', 'hay', 'smoky'], note: 'heart', strength: 3, typical: 1, max: 8 }),
  m({ id: 'mate-absolute', name: 'Maté absolute', syn: ['mate', 'yerba mate', 'ilex paraguariensis'], cas: null, origin: N, facets: ['green', 'tea', 'tobacco', 'hay'], note: 'heart', strength: 3, typical: 1, max: 5 }),
  m({ id: 'cis-3-hexenol', name: 'cis-3-Hexenol (leaf alcohol)', syn: ['leaf alcohol', 'cis 3 hexenol', 'cut grass', 'green leaf'], cas: '928-96-1', origin: S, facets: ['green', 'fresh', 'fruity'], note: 'top', strength: 4, typical: 0.3, max: 1 }),
  m({ id: 'cis-3-hexenyl-acetate', name: 'cis-3-Hexenyl acetate', syn: ['cis 3 hexenyl acetate', 'leaf acetate'], cas: '3681-71-8', origin: S, facets: ['green', 'fruity', 'pear', 'fresh'], note: 'top', strength: 4, typical: 0.3, max: 1 }),
  m({ id: 'triplal', name: 'Triplal (ligustral)', syn: ['triplal', 'ligustral'], cas: '68039-49-6', origin: S, facets: ['green', 'herbal', 'citrus'], note: 'top', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'stemone', name: 'Stemone', syn: ['stemone', 'fig leaf accord'], cas: '22457-23-4', origin: S, facets: ['green', 'fig', 'fruity'], note: 'top', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'allyl-amyl-glycolate', name: 'Allyl amyl glycolate', syn: ['allyl amyl glycolate', 'aag'], cas: '67634-00-8', origin: S, facets: ['green', 'fruity', 'tropical', 'resinous'], note: 'top', strength: 4, typical: 0.5, max: 3, ifraNote: 'IFRA_STD_188 (allyl esters): free allyl alcohol < 0.1 % in the ester.' }),
  m({ id: 'dynascone', name: 'Dynascone', syn: ['dynascone', 'galbascone'], cas: '56973-85-4', origin: S, facets: ['green', 'resinous', 'tropical', 'woody'], note: 'top', strength: 4, typical: 0.1, max: 1 }),
  m({ id: 'methyl-heptine-carbonate', name: 'Methyl heptine carbonate', syn: ['methyl heptine carbonate', 'methyl 2 octynoate'], cas: '111-12-6', origin: S, facets: ['green', 'violet', 'aquatic'], note: 'top', strength: 4, typical: 0.05, max: 0.2 }),
  m({ id: 'undecavertol', name: 'Undecavertol', syn: ['undecavertol'], cas: '81782-77-6', origin: S, facets: ['green', 'violet', 'aquatic', 'fresh'], note: 'heart', strength: 3, typical: 1, max: 5 }),
  m({ id: 'verdox', name: 'Verdox (o-tert-butylcyclohexyl acetate)', syn: ['verdox', 'otbca', 'ortho tert butylcyclohexyl acetate'], cas: '88-41-5', origin: S, facets: ['green', 'woody', 'apple', 'fresh'], note: 'heart', strength: 1, typical: 5, max: 25 }),
  m({ id: 'fig-leaf-absolute', name: 'Fig leaf absolute', syn: ['fig leaf absolute', 'ficus carica leaf'], cas: '68916-52-9', origin: N, facets: ['green', 'fig', 'creamy'], note: 'heart', strength: 3, typical: 0, max: 0, prohibited: 'IFRA_STD_142: prohibited (phototoxic, sensitising).' }),
];

// ---------------------------------------------------------------------------------------------------------
// Aquatic and ozonic. Few naturals exist here; sea fennel and seaweed are the natural perfumer's options.
// ---------------------------------------------------------------------------------------------------------
const AQUATIC: Material[] = [
  m({ id: 'calone', name: 'Calone 1951', syn: ['calone', 'watermelon ketone', 'marine note'], cas: '28940-11-6', origin: S, facets: ['aquatic', 'marine', 'ozonic', 'melon'], note: 'top', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'floralozone', name: 'Floralozone', syn: ['floralozone', 'ozone'], cas: '67634-14-4', origin: S, facets: ['aquatic', 'ozonic', 'floral', 'fresh'], note: 'top', strength: 4, typical: 0.3, max: 1 }),
  m({ id: 'cascalone', name: 'Cascalone', syn: ['cascalone', 'sea spray'], cas: null, origin: S, facets: ['aquatic', 'marine', 'ozonic', 'salty'], note: 'top', strength: 4, typical: 0.1, max: 1 }),
  m({ id: 'sea-fennel-oil', name: 'Sea fennel (samphire) oil', syn: ['sea fennel', 'samphire', 'crithmum maritimum', 'criste marine'], cas: null, origin: N, facets: ['aquatic', 'marine', 'salty', 'green', 'citrus'], note: 'top', strength: 3, typical: 0.5, max: 3 }),
  m({ id: 'seaweed-absolute', name: 'Seaweed absolute', syn: ['seaweed', 'algae', 'red algae', 'fucus', 'kelp'], cas: null, origin: N, facets: ['aquatic', 'marine', 'salty', 'earthy', 'green'], note: 'heart', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'melonal', name: 'Melonal', syn: ['melonal', 'melon', 'cucumber'], cas: '106-72-9', origin: S, facets: ['fruity', 'melon', 'aquatic', 'green'], note: 'top', strength: 4, typical: 0.15, max: 0.5 }),
];

// ---------------------------------------------------------------------------------------------------------
// Fruity.
// ---------------------------------------------------------------------------------------------------------
const FRUITY: Material[] = [
  m({ id: 'gamma-undecalactone', name: 'Aldehyde C-14 (gamma-undecalactone)', syn: ['peach', 'peach lactone', 'aldehyde c 14', 'undecalactone'], cas: '104-67-6', origin: S, facets: ['fruity', 'peach', 'creamy', 'lactonic'], note: 'heart', strength: 3, typical: 0.5, max: 3 }),
  m({ id: 'gamma-decalactone', name: 'gamma-Decalactone', syn: ['gamma decalactone', 'apricot'], cas: '706-14-9', origin: S, facets: ['fruity', 'peach', 'creamy', 'lactonic'], note: 'heart', strength: 3, typical: 0.5, max: 3 }),
  m({ id: 'strawberry-aldehyde', name: 'Aldehyde C-16 (strawberry aldehyde)', syn: ['strawberry', 'strawberry aldehyde', 'aldehyde c 16'], cas: '77-83-8', origin: S, facets: ['fruity', 'berry', 'sweet'], note: 'top', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'raspberry-ketone', name: 'Raspberry ketone', syn: ['raspberry', 'raspberry ketone', 'frambinone'], cas: '5471-51-2', origin: S, facets: ['fruity', 'berry', 'sweet'], note: 'heart', strength: 2, typical: 1, max: 5 }),
  m({ id: 'manzanate', name: 'Manzanate', syn: ['manzanate', 'green apple'], cas: '39255-32-8', origin: S, facets: ['fruity', 'apple', 'fresh'], note: 'top', strength: 3, typical: 0.5, max: 3 }),
  m({ id: 'fructone', name: 'Fructone', syn: ['fructone', 'apple'], cas: '6413-10-1', origin: S, facets: ['fruity', 'apple', 'tropical', 'sweet'], note: 'top', strength: 2, typical: 2, max: 8 }),
  m({ id: 'hexyl-acetate', name: 'Hexyl acetate', syn: ['hexyl acetate', 'pear'], cas: '142-92-7', origin: S, facets: ['fruity', 'pear', 'green'], note: 'top', strength: 3, typical: 1, max: 5 }),
  m({ id: 'ethyl-2-methylbutyrate', name: 'Ethyl 2-methylbutyrate', syn: ['ethyl 2 methylbutyrate', 'apple ester'], cas: '7452-79-1', origin: S, facets: ['fruity', 'apple', 'sweet'], note: 'top', strength: 4, typical: 0.2, max: 2 }),
  m({ id: 'isoamyl-acetate', name: 'Isoamyl acetate', syn: ['isoamyl acetate', 'isopentyl acetate', 'amyl acetate', 'banana oil', 'pear drops', 'banana', 'bananas'], cas: '123-92-2', origin: S, facets: ['fruity', 'tropical', 'sweet', 'pear'], note: 'top', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'allyl-caproate', name: 'Allyl caproate', syn: ['allyl caproate', 'allyl hexanoate', 'pineapple'], cas: '123-68-2', origin: S, facets: ['fruity', 'tropical', 'sweet'], note: 'top', strength: 4, typical: 0.2, max: 1, ifraNote: 'IFRA_STD_188 (allyl esters): free allyl alcohol < 0.1 % in the ester.' }),
  m({ id: 'blackcurrant-bud-absolute', name: 'Blackcurrant bud absolute', syn: ['blackcurrant', 'black currant', 'cassis', 'blackcurrant bud', 'ribes nigrum'], cas: '68606-81-5', origin: N, facets: ['fruity', 'berry', 'green', 'animalic'], note: 'top', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'davana-oil', name: 'Davana oil', syn: ['davana', 'artemisia pallens'], cas: '8016-03-3', origin: N, facets: ['fruity', 'boozy', 'herbal', 'sweet'], note: 'heart', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'cognac-oil', name: 'Cognac oil (green)', syn: ['cognac', 'cognac oil', 'wine lees'], cas: '8016-21-5', origin: N, facets: ['fruity', 'boozy', 'green'], note: 'top', strength: 4, typical: 0.1, max: 1 }),
];

// ---------------------------------------------------------------------------------------------------------
// Spicy. Clove, cinnamon and nutmeg limits are derived from eugenol (2.5 %), cinnamal (0.25 %) and
// safrole; cumin has its own phototoxicity Standard (0.4 %); eugenol, isoeugenol and cinnamal have theirs.
// ---------------------------------------------------------------------------------------------------------
const SPICY: Material[] = [
  m({ id: 'black-pepper-oil', name: 'Black pepper oil', syn: ['pepper', 'black pepper', 'piper nigrum', 'peppercorn'], cas: '8006-82-4', origin: N, facets: ['spicy', 'pepper', 'woody', 'fresh'], note: 'top', strength: 3, typical: 2, max: 10 }),
  m({ id: 'pink-pepper-oil', name: 'Pink pepper oil', syn: ['pink pepper', 'pink peppercorn', 'baie rose', 'schinus molle'], cas: '68917-52-2', origin: N, facets: ['spicy', 'pepper', 'fruity', 'rose'], note: 'top', strength: 3, typical: 1.5, max: 8 }),
  m({ id: 'sichuan-pepper-co2', name: 'Sichuan pepper CO2 extract', syn: ['sichuan pepper', 'szechuan pepper', 'timut pepper', 'zanthoxylum'], cas: null, origin: N, facets: ['spicy', 'pepper', 'citrus', 'fresh'], note: 'top', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'cardamom-oil', name: 'Cardamom oil', syn: ['cardamom', 'cardamon', 'elettaria cardamomum'], cas: '8000-66-6', origin: N, facets: ['spicy', 'fresh', 'camphor', 'aromatic'], note: 'top', strength: 3, typical: 1, max: 5 }),
  m({ id: 'ginger-oil', name: 'Ginger oil', syn: ['ginger', 'zingiber officinale'], cas: '8007-08-7', origin: N, facets: ['spicy', 'citrus', 'fresh', 'woody'], note: 'top', strength: 3, typical: 1, max: 5 }),
  m({ id: 'coriander-seed-oil', name: 'Coriander seed oil', syn: ['coriander', 'coriandrum sativum'], cas: '8008-52-4', origin: N, facets: ['spicy', 'aromatic', 'floral', 'fresh'], note: 'top', strength: 2, typical: 2, max: 10 }),
  m({ id: 'clove-bud-oil', name: 'Clove bud oil', syn: ['clove', 'clove bud', 'syzygium aromaticum', 'eugenia caryophyllus'], cas: '8000-34-8', origin: N, facets: ['spicy', 'clove', 'woody', 'sweet'], note: 'heart', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'cinnamon-bark-oil', name: 'Cinnamon bark oil', syn: ['cinnamon', 'cinnamon bark', 'cinnamomum zeylanicum', 'ceylon cinnamon'], cas: '8015-91-6', origin: N, facets: ['spicy', 'cinnamon', 'sweet', 'woody'], note: 'heart', strength: 4, typical: 0.1, max: 1 }),
  m({ id: 'nutmeg-oil', name: 'Nutmeg oil', syn: ['nutmeg', 'mace', 'myristica fragrans'], cas: '8008-45-5', origin: N, facets: ['spicy', 'woody', 'aromatic', 'fresh'], note: 'heart', strength: 3, typical: 0.5, max: 3 }),
  m({ id: 'cumin-oil', name: 'Cumin seed oil', syn: ['cumin', 'cuminum cyminum'], cas: '8014-13-9', origin: N, facets: ['spicy', 'animalic', 'earthy'], note: 'heart', strength: 4, typical: 0.1, max: 0.5 }),
  m({ id: 'star-anise-oil', name: 'Star anise oil', syn: ['star anise', 'anise', 'aniseed', 'illicium verum'], cas: '8007-70-3', origin: N, facets: ['spicy', 'anise', 'sweet', 'herbal'], note: 'top', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'saffron-absolute', name: 'Saffron absolute', syn: ['saffron absolute', 'crocus sativus'], cas: null, origin: N, facets: ['spicy', 'saffron', 'leathery', 'honey'], note: 'heart', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'safranal', name: 'Safranal', syn: ['saffron', 'safranal'], cas: '116-26-7', origin: S, facets: ['spicy', 'saffron', 'leathery', 'metallic'], note: 'heart', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'eugenol', name: 'Eugenol', syn: ['eugenol'], cas: '97-53-0', origin: S, facets: ['spicy', 'clove', 'woody'], note: 'heart', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'isoeugenol', name: 'Isoeugenol', syn: ['isoeugenol', 'carnation'], cas: '97-54-1', origin: S, facets: ['spicy', 'clove', 'floral', 'sweet'], note: 'heart', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'cinnamaldehyde', name: 'Cinnamaldehyde (cinnamal)', syn: ['cinnamal', 'cinnamic aldehyde', 'cinnamaldehyde'], cas: '104-55-2', origin: S, facets: ['spicy', 'cinnamon', 'sweet'], note: 'heart', strength: 4, typical: 0.05, max: 0.2 }),
  m({ id: 'anethole', name: 'trans-Anethole', syn: ['anethole', 'licorice', 'liquorice'], cas: '4180-23-8', origin: S, facets: ['spicy', 'anise', 'sweet'], note: 'heart', strength: 3, typical: 0.5, max: 3 }),
  m({ id: 'sassafras-oil', name: 'Sassafras oil', syn: ['sassafras', 'safrole'], cas: '8006-80-2', origin: N, facets: ['spicy', 'anise', 'woody'], note: 'heart', strength: 3, typical: 0, max: 0, prohibited: 'IFRA_STD_179: safrole-rich oils are not to be used (safrole, isosafrole and dihydrosafrole at most 0.01 % together).' }),
];

// ---------------------------------------------------------------------------------------------------------
// Aromatic: herbs, lavender and conifers, the backbone of fougères and colognes. Angelica root has a
// phototoxicity Standard (0.8 %); basil and tarragon limits are derived from estragole, spearmint's from
// carvone.
// ---------------------------------------------------------------------------------------------------------
const AROMATIC: Material[] = [
  m({ id: 'lavender-oil', name: 'Lavender oil (Lavandula angustifolia)', syn: ['lavender', 'french lavender', 'lavande', 'lavandula angustifolia'], cas: '8000-28-0', origin: N, facets: ['aromatic', 'lavender', 'floral', 'herbal', 'fresh'], note: 'heart', strength: 2, typical: 6, max: 40 }),
  m({ id: 'lavandin-oil', name: 'Lavandin grosso oil', syn: ['lavandin', 'lavandin grosso', 'lavandula hybrida'], cas: '8022-15-9', origin: N, facets: ['aromatic', 'lavender', 'camphor', 'herbal'], note: 'top', strength: 3, typical: 4, max: 25 }),
  m({ id: 'clary-sage-oil', name: 'Clary sage oil', syn: ['clary sage', 'salvia sclarea'], cas: '8016-63-5', origin: N, facets: ['aromatic', 'herbal', 'tea', 'amber', 'fruity'], note: 'heart', strength: 3, typical: 2, max: 10 }),
  m({ id: 'sage-oil', name: 'Sage oil (Dalmatian)', syn: ['sage', 'salvia officinalis', 'dalmatian sage'], cas: '8022-56-8', origin: N, facets: ['aromatic', 'herbal', 'camphor', 'fresh'], note: 'top', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'rosemary-oil', name: 'Rosemary oil', syn: ['rosemary', 'rosmarinus officinalis'], cas: '8000-25-7', origin: N, facets: ['aromatic', 'herbal', 'camphor', 'fresh'], note: 'top', strength: 3, typical: 2, max: 10 }),
  m({ id: 'basil-oil', name: 'Basil oil (linalool type)', syn: ['basil', 'sweet basil', 'ocimum basilicum'], cas: '8015-73-4', origin: N, facets: ['aromatic', 'herbal', 'anise', 'green'], note: 'top', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'tarragon-oil', name: 'Tarragon oil', syn: ['tarragon', 'estragon', 'artemisia dracunculus'], cas: '8016-88-4', origin: N, facets: ['aromatic', 'anise', 'green', 'herbal'], note: 'top', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'peppermint-oil', name: 'Peppermint oil', syn: ['mint', 'peppermint', 'mentha piperita'], cas: '8006-90-4', origin: N, facets: ['aromatic', 'mint', 'fresh', 'camphor'], note: 'top', strength: 4, typical: 0.5, max: 4 }),
  m({ id: 'spearmint-oil', name: 'Spearmint oil', syn: ['spearmint', 'mentha spicata'], cas: '8008-79-5', origin: N, facets: ['aromatic', 'mint', 'fresh', 'sweet'], note: 'top', strength: 4, typical: 0.5, max: 4 }),
  m({ id: 'thyme-oil', name: 'Thyme oil', syn: ['thyme', 'thymus vulgaris'], cas: '8007-46-3', origin: N, facets: ['aromatic', 'herbal', 'spicy'], note: 'top', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'eucalyptus-oil', name: 'Eucalyptus oil', syn: ['eucalyptus', 'eucalyptus globulus'], cas: '8000-48-4', origin: N, facets: ['aromatic', 'camphor', 'fresh', 'mint'], note: 'top', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'juniper-berry-oil', name: 'Juniper berry oil', syn: ['juniper', 'juniper berry', 'gin', 'juniperus communis'], cas: '8002-68-4', origin: N, facets: ['aromatic', 'pine', 'woody', 'fresh'], note: 'top', strength: 3, typical: 2, max: 10 }),
  m({ id: 'chamomile-oil', name: 'Roman chamomile oil', syn: ['chamomile', 'camomile', 'roman chamomile', 'anthemis nobilis'], cas: '8015-92-7', origin: N, facets: ['aromatic', 'fruity', 'apple', 'herbal', 'hay'], note: 'heart', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'armoise-oil', name: 'Armoise (mugwort) oil', syn: ['armoise', 'artemisia', 'mugwort', 'wormwood'], cas: '8008-93-3', origin: N, facets: ['aromatic', 'herbal', 'green', 'camphor'], note: 'top', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'angelica-root-oil', name: 'Angelica root oil', syn: ['angelica', 'angelica root', 'angelica archangelica'], cas: '8015-64-3', origin: N, facets: ['aromatic', 'musky', 'earthy', 'green'], note: 'heart', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'pine-needle-oil', name: 'Scots pine needle oil', syn: ['pine', 'pine needle', 'scots pine', 'pinus sylvestris'], cas: '8023-99-2', origin: N, facets: ['aromatic', 'pine', 'fresh', 'resinous', 'green'], note: 'top', strength: 3, typical: 2, max: 10 }),
  m({ id: 'fir-needle-oil', name: 'Siberian fir needle oil', syn: ['fir', 'fir needle', 'siberian fir', 'abies sibirica'], cas: '8021-29-2', origin: N, facets: ['aromatic', 'pine', 'fresh', 'resinous'], note: 'top', strength: 3, typical: 2, max: 10 }),
  m({ id: 'cypress-oil', name: 'Cypress oil', syn: ['cypress', 'cupressus sempervirens'], cas: '8013-86-3', origin: N, facets: ['aromatic', 'woody', 'pine', 'green'], note: 'top', strength: 3, typical: 2, max: 10 }),
  m({ id: 'helichrysum-absolute', name: 'Helichrysum (immortelle) absolute', syn: ['immortelle', 'helichrysum', 'everlasting flower'], cas: '8023-95-8', origin: N, facets: ['aromatic', 'honey', 'hay', 'spicy', 'fruity'], note: 'heart', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'linalyl-acetate', name: 'Linalyl acetate', syn: ['linalyl acetate', 'bergamot ester'], cas: '115-95-7', origin: S, facets: ['aromatic', 'bergamot', 'lavender', 'fresh', 'citrus'], note: 'top', strength: 2, typical: 6, max: 30, fn: 'blender' }),
  m({ id: 'l-menthol', name: 'l-Menthol', syn: ['menthol'], cas: '2216-51-5', origin: S, facets: ['aromatic', 'mint', 'fresh', 'camphor'], note: 'top', strength: 3, typical: 0.3, max: 2 }),
  m({ id: 'l-carvone', name: 'l-Carvone', syn: ['l carvone', 'carvone', 'spearmint ketone'], cas: '6485-40-1', origin: S, facets: ['aromatic', 'mint', 'fresh', 'sweet'], note: 'top', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'eucalyptol', name: 'Eucalyptol (1,8-cineole)', syn: ['eucalyptol', 'cineole', '1 8 cineole'], cas: '470-82-6', origin: S, facets: ['aromatic', 'camphor', 'fresh', 'mint'], note: 'top', strength: 3, typical: 0.5, max: 3 }),
  m({ id: 'dimethyl-benzyl-carbinyl-acetate', name: 'Dimethyl benzyl carbinyl acetate', syn: ['dmbca', 'dimethyl benzyl carbinyl acetate'], cas: '151-05-3', origin: S, facets: ['aromatic', 'fruity', 'floral', 'pear'], note: 'heart', strength: 2, typical: 2, max: 10 }),
];

// ---------------------------------------------------------------------------------------------------------
// Woods and mosses. Oakmoss and treemoss: 0.1 % in Category 4 for both together (with atranol and
// chloroatranol limits); Virginia and Texas cedarwood are limited by their cedrene (1.5 % from all sources);
// acetylated vetiver oil (vetiveryl acetate): 0.9 %; costus root is prohibited.
// ---------------------------------------------------------------------------------------------------------
const WOODY: Material[] = [
  m({ id: 'sandalwood-album-oil', name: 'Sandalwood oil (Santalum album)', syn: ['sandalwood', 'mysore sandalwood', 'indian sandalwood', 'santalum album', 'santal'], cas: '8006-87-9', origin: N, facets: ['woody', 'sandalwood', 'creamy', 'sweet'], note: 'base', strength: 2, typical: 5, max: 30, fn: 'fixative' }),
  m({ id: 'sandalwood-spicatum-oil', name: 'Australian sandalwood oil', syn: ['australian sandalwood', 'santalum spicatum'], cas: '8024-35-9', origin: N, facets: ['woody', 'sandalwood', 'dry', 'creamy'], note: 'base', strength: 2, typical: 5, max: 30, fn: 'fixative' }),
  m({ id: 'cedarwood-virginia-oil', name: 'Cedarwood oil (Virginia)', syn: ['cedar', 'cedarwood', 'cedar wood', 'virginia cedar', 'virginian cedar', 'juniperus virginiana', 'pencil wood'], cas: '8000-27-9', origin: N, facets: ['woody', 'cedar', 'dry'], note: 'base', strength: 1, typical: 8, max: 40, fn: 'fixative' }),
  m({ id: 'cedarwood-atlas-oil', name: 'Atlas cedarwood oil', syn: ['atlas cedar', 'cedrus atlantica', 'moroccan cedar'], cas: '92201-55-3', origin: N, facets: ['woody', 'cedar', 'balsamic', 'sweet'], note: 'base', strength: 2, typical: 4, max: 25 }),
  m({ id: 'vetiver-oil', name: 'Vetiver oil (Haiti)', syn: ['vetiver', 'vetyver', 'haitian vetiver', 'java vetiver', 'khus', 'chrysopogon zizanioides'], cas: '8016-96-4', origin: N, facets: ['woody', 'vetiver', 'earthy', 'smoky', 'green'], note: 'base', strength: 3, typical: 4, max: 20, fn: 'fixative' }),
  m({ id: 'patchouli-oil', name: 'Patchouli oil', syn: ['patchouli', 'patchouly', 'indian patchouli', 'pogostemon cablin'], cas: '8014-09-3', origin: N, facets: ['woody', 'patchouli', 'earthy', 'camphor', 'chocolate'], note: 'base', strength: 3, typical: 4, max: 25, fn: 'fixative' }),
  m({ id: 'guaiac-wood-oil', name: 'Guaiac wood oil', syn: ['guaiac', 'guaiac wood', 'guaiacwood', 'bulnesia sarmientoi'], cas: '8016-23-7', origin: N, facets: ['woody', 'smoky', 'rose', 'balsamic'], note: 'base', strength: 2, typical: 3, max: 15 }),
  m({ id: 'oud-oil', name: 'Oud oil (agarwood)', syn: ['oud', 'oudh', 'aoud', 'agarwood', 'aquilaria'], cas: null, origin: N, facets: ['woody', 'oud', 'animalic', 'leathery', 'smoky'], note: 'base', strength: 4, typical: 0.5, max: 5 }),
  m({ id: 'cypriol-oil', name: 'Cypriol (nagarmotha) oil', syn: ['cypriol', 'nagarmotha', 'cyperus scariosus'], cas: null, origin: N, facets: ['woody', 'oud', 'earthy', 'smoky', 'leathery'], note: 'base', strength: 3, typical: 1, max: 8 }),
  m({ id: 'hinoki-oil', name: 'Hinoki wood oil', syn: ['hinoki', 'chamaecyparis obtusa', 'japanese cypress'], cas: null, origin: N, facets: ['woody', 'fresh', 'citrus', 'pine'], note: 'heart', strength: 2, typical: 2, max: 15 }),
  m({ id: 'palo-santo-oil', name: 'Palo santo oil', syn: ['palo santo', 'bursera graveolens'], cas: null, origin: N, facets: ['woody', 'citrus', 'mint', 'incense'], note: 'heart', strength: 3, typical: 1, max: 5 }),
  m({ id: 'copaiba-balsam', name: 'Copaiba balsam oil', syn: ['copaiba', 'copaiba balsam'], cas: '8001-61-4', origin: N, facets: ['woody', 'balsamic', 'pepper', 'sweet'], note: 'base', strength: 1, typical: 3, max: 20, fn: 'blender' }),
  m({ id: 'carrot-seed-oil', name: 'Carrot seed oil', syn: ['carrot', 'carrot seed', 'daucus carota'], cas: '8015-88-1', origin: N, facets: ['woody', 'earthy', 'iris', 'powdery'], note: 'heart', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'oakmoss-absolute', name: 'Oakmoss absolute (low atranol)', syn: ['oakmoss', 'oak moss', 'mousse de chene', 'evernia prunastri', 'moss'], cas: '9000-50-4', origin: N, facets: ['woody', 'mossy', 'earthy', 'leathery', 'marine'], note: 'base', strength: 3, typical: 0.5, max: 3, fn: 'fixative' }),
  m({ id: 'treemoss-absolute', name: 'Treemoss absolute (low atranol)', syn: ['treemoss', 'tree moss', 'evernia furfuracea'], cas: '90028-67-4', origin: N, facets: ['woody', 'mossy', 'earthy', 'pine'], note: 'base', strength: 3, typical: 0.5, max: 3 }),
  m({ id: 'iso-e-super', name: 'Iso E Super (OTNE)', syn: ['iso e super', 'otne', 'orbitone', 'molecule 01'], cas: '54464-57-2', origin: S, facets: ['woody', 'cedar', 'amber', 'dry'], note: 'base', strength: 1, typical: 10, max: 50, fn: 'blender' }),
  m({ id: 'cedramber', name: 'Cedramber', syn: ['cedramber', 'cedryl methyl ether'], cas: '19870-74-7', origin: S, facets: ['woody', 'cedar', 'amber', 'dry'], note: 'base', strength: 2, typical: 3, max: 20, fn: 'blender' }),
  m({ id: 'vertofix', name: 'Vertofix (acetyl cedrene)', syn: ['vertofix', 'acetyl cedrene', 'methyl cedryl ketone'], cas: '32388-55-9', origin: S, facets: ['woody', 'cedar', 'vetiver', 'leathery'], note: 'base', strength: 2, typical: 4, max: 25, fn: 'fixative' }),
  m({ id: 'cedrol', name: 'Cedrol', syn: ['cedrol'], cas: '77-53-2', origin: S, facets: ['woody', 'cedar', 'dry'], note: 'base', strength: 1, typical: 3, max: 20, fn: 'fixative' }),
  m({ id: 'javanol', name: 'Javanol', syn: ['javanol'], cas: '198404-98-7', origin: S, facets: ['woody', 'sandalwood', 'creamy'], note: 'base', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'ebanol', name: 'Ebanol', syn: ['ebanol'], cas: '67801-20-1', origin: S, facets: ['woody', 'sandalwood', 'creamy', 'sweet'], note: 'base', strength: 3, typical: 1, max: 5 }),
  m({ id: 'sandalore', name: 'Sandalore', syn: ['sandalore'], cas: '65113-99-7', origin: S, facets: ['woody', 'sandalwood', 'creamy'], note: 'base', strength: 2, typical: 3, max: 15 }),
  m({ id: 'bacdanol', name: 'Bacdanol', syn: ['bacdanol', 'sandranol'], cas: '28219-61-6', origin: S, facets: ['woody', 'sandalwood', 'creamy', 'sweet'], note: 'base', strength: 2, typical: 3, max: 15 }),
  m({ id: 'georgywood', name: 'Georgywood', syn: ['georgywood'], cas: '185429-83-8', origin: S, facets: ['woody', 'cedar', 'amber', 'dry'], note: 'base', strength: 2, typical: 3, max: 20 }),
  m({ id: 'vetiveryl-acetate', name: 'Vetiveryl acetate', syn: ['vetiveryl acetate', 'acetylated vetiver'], cas: '117-98-6', origin: S, facets: ['woody', 'vetiver', 'fresh', 'earthy'], note: 'base', strength: 2, typical: 2, max: 10 }),
  m({ id: 'patchoulol', name: 'Patchoulol (patchouli alcohol)', syn: ['patchoulol', 'patchouli alcohol', 'patchoulool'], cas: '5986-55-0', origin: S, facets: ['woody', 'patchouli', 'earthy', 'camphor'], note: 'base', strength: 3, typical: 2, max: 10 }),
  m({ id: 'timberol', name: 'Timberol (norlimbanol)', syn: ['timberol', 'norlimbanol', 'dry amber'], cas: '70788-30-6', origin: S, facets: ['woody', 'amber', 'dry', 'oud', 'animalic'], note: 'base', strength: 4, typical: 0.3, max: 1 }),
  m({ id: 'kephalis', name: 'Kephalis', syn: ['kephalis'], cas: '36306-87-3', origin: S, facets: ['woody', 'tobacco', 'amber', 'leathery'], note: 'base', strength: 2, typical: 3, max: 15 }),
  m({ id: 'evernyl', name: 'Evernyl (methyl atrarate)', syn: ['evernyl', 'veramoss', 'methyl atrarate', 'synthetic oakmoss'], cas: '4707-47-5', origin: S, facets: ['woody', 'mossy', 'earthy', 'marine'], note: 'base', strength: 3, typical: 1, max: 5, fn: 'fixative' }),
  m({ id: 'costus-root-oil', name: 'Costus root oil', syn: ['costus', 'costus root', 'saussurea costus'], cas: '8023-88-9', origin: N, facets: ['woody', 'animalic', 'earthy'], note: 'base', strength: 4, typical: 0, max: 0, prohibited: 'IFRA_STD_124: costus root oil, absolute and concrete are prohibited (sensitisation).' }),
];

// ---------------------------------------------------------------------------------------------------------
// Amber, resins and balsams. Peru balsam: crude is prohibited, extracts and distillates 0.41 %; opoponax
// 0.43 %, styrax 0.64 %; tonka is derived from coumarin (1.5 %) at ~45 %.
// ---------------------------------------------------------------------------------------------------------
const AMBER: Material[] = [
  m({ id: 'labdanum-absolute', name: 'Labdanum absolute', syn: ['labdanum', 'cistus', 'rockrose', 'ciste', 'cistus ladaniferus'], cas: '8016-26-0', origin: N, facets: ['amber', 'resinous', 'leathery', 'balsamic', 'animalic'], note: 'base', strength: 4, typical: 2, max: 12, fn: 'fixative' }),
  m({ id: 'benzoin-resinoid', name: 'Benzoin Siam resinoid', syn: ['benzoin', 'benzoin siam', 'styrax tonkinensis'], cas: '9000-72-0', origin: N, facets: ['amber', 'balsamic', 'vanilla', 'sweet'], note: 'base', strength: 2, typical: 5, max: 25, fn: 'fixative' }),
  m({ id: 'olibanum-oil', name: 'Olibanum (frankincense) oil', syn: ['frankincense', 'olibanum', 'incense', 'boswellia carterii'], cas: '8016-36-2', origin: N, facets: ['amber', 'incense', 'resinous', 'citrus', 'woody'], note: 'base', strength: 3, typical: 2, max: 15 }),
  m({ id: 'myrrh-oil', name: 'Myrrh oil', syn: ['myrrh', 'commiphora myrrha'], cas: '8016-37-3', origin: N, facets: ['amber', 'resinous', 'balsamic', 'anise'], note: 'base', strength: 3, typical: 1, max: 8, fn: 'fixative' }),
  m({ id: 'opoponax-oil', name: 'Opoponax oil', syn: ['opoponax', 'opopanax', 'sweet myrrh', 'commiphora erythraea'], cas: '8021-36-1', origin: N, facets: ['amber', 'balsamic', 'sweet', 'powdery', 'resinous'], note: 'base', strength: 3, typical: 1.5, max: 8, fn: 'fixative' }),
  m({ id: 'tolu-balsam', name: 'Tolu balsam resinoid', syn: ['tolu', 'tolu balsam', 'myroxylon balsamum'], cas: '9000-64-0', origin: N, facets: ['amber', 'balsamic', 'vanilla', 'cinnamon', 'sweet'], note: 'base', strength: 2, typical: 3, max: 10, fn: 'fixative' }),
  m({ id: 'peru-balsam-oil', name: 'Peru balsam oil (distilled)', syn: ['peru balsam', 'balsam of peru', 'peru balsam oil'], cas: '8007-00-9', origin: N, facets: ['amber', 'balsamic', 'vanilla', 'cinnamon'], note: 'base', strength: 2, typical: 1.5, max: 8, fn: 'fixative' }),
  m({ id: 'styrax-resinoid', name: 'Styrax resinoid', syn: ['styrax', 'storax', 'liquidambar'], cas: '8046-19-3', origin: N, facets: ['amber', 'balsamic', 'leathery', 'smoky', 'cinnamon'], note: 'base', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'fir-balsam-absolute', name: 'Fir balsam absolute', syn: ['fir balsam', 'fir resin', 'abies balsamea'], cas: '85085-34-3', origin: N, facets: ['amber', 'resinous', 'balsamic', 'pine', 'fruity'], note: 'base', strength: 3, typical: 1, max: 8 }),
  m({ id: 'tobacco-absolute', name: 'Tobacco leaf absolute', syn: ['tobacco', 'tobacco leaf', 'nicotiana tabacum'], cas: '8037-19-2', origin: N, facets: ['amber', 'tobacco', 'hay', 'honey', 'leathery'], note: 'base', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'ambroxan', name: 'Ambroxan', syn: ['ambroxan', 'ambrox', 'ambroxide', 'cetalox', 'ambrofix', 'ambergris'], cas: '6790-58-5', origin: S, facets: ['amber', 'ambergris', 'woody', 'musky', 'salty'], note: 'base', strength: 3, typical: 1.5, max: 6, fn: 'fixative' }),
  m({ id: 'sclareolide', name: 'Sclareolide', syn: ['sclareolide'], cas: '564-20-5', origin: S, facets: ['amber', 'ambergris', 'tobacco', 'hay'], note: 'base', strength: 2, typical: 2, max: 10, fn: 'fixative' }),
  m({ id: 'karanal', name: 'Karanal', syn: ['karanal'], cas: '117933-89-8', origin: S, facets: ['amber', 'woody', 'dry'], note: 'base', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'okoumal', name: 'Okoumal', syn: ['okoumal'], cas: '131812-67-4', origin: S, facets: ['amber', 'woody', 'leathery'], note: 'base', strength: 3, typical: 1, max: 5 }),
  m({ id: 'benzyl-benzoate', name: 'Benzyl benzoate', syn: ['benzyl benzoate'], cas: '120-51-4', origin: S, facets: ['amber', 'balsamic', 'sweet'], note: 'base', strength: 1, typical: 3, max: 20, fn: 'blender' }),
  m({ id: 'peru-balsam-crude', name: 'Peru balsam (crude)', syn: ['crude peru balsam', 'myroxylon pereirae'], cas: null, origin: N, facets: ['amber', 'balsamic', 'vanilla'], note: 'base', strength: 2, typical: 0, max: 0, prohibited: 'IFRA_STD_071: crude Peru balsam is prohibited (only extracts and distillates may be used, at 0.41 %).' }),
];

// ---------------------------------------------------------------------------------------------------------
// Gourmand. Coumarin: 1.5 % in Category 4; vanillin, ethyl vanillin and ethyl maltol have no numeric limit.
// Maximum use is what a gourmand built on these materials carries (vanillin, coumarin, the maltols, the
// lactones and cocoa lead such formulas rather than season them; 'industry' values, rounded): lower maxima
// left synthetic gourmands unable to fill their own formula, so a woody blender led them instead.
// ---------------------------------------------------------------------------------------------------------
const GOURMAND: Material[] = [
  m({ id: 'vanilla-absolute', name: 'Vanilla absolute', syn: ['vanilla', 'vanille', 'vanilla bean', 'bourbon vanilla', 'madagascar vanilla', 'vanilla planifolia', 'vanilla pod'], cas: '8024-06-4', origin: N, facets: ['gourmand', 'vanilla', 'sweet', 'balsamic'], note: 'base', strength: 3, typical: 4, max: 20, fn: 'fixative' }),
  m({ id: 'tonka-absolute', name: 'Tonka bean absolute', syn: ['tonka', 'tonka bean', 'feve tonka', 'dipteryx odorata'], cas: '8046-22-8', origin: N, facets: ['gourmand', 'tonka', 'sweet', 'hay', 'almond'], note: 'base', strength: 3, typical: 2, max: 10, fn: 'fixative' }),
  m({ id: 'cocoa-absolute', name: 'Cocoa absolute', syn: ['cocoa', 'cacao', 'chocolate', 'theobroma cacao'], cas: '84649-99-0', origin: N, facets: ['gourmand', 'chocolate', 'sweet', 'earthy'], note: 'base', strength: 3, typical: 2, max: 10 }),
  m({ id: 'coffee-absolute', name: 'Coffee absolute', syn: ['coffee', 'coffee bean', 'espresso', 'coffea arabica'], cas: '84650-00-0', origin: N, facets: ['gourmand', 'coffee', 'smoky', 'chocolate'], note: 'heart', strength: 4, typical: 0.5, max: 5 }),
  m({ id: 'beeswax-absolute', name: 'Beeswax absolute', syn: ['beeswax', 'beeswax absolute', 'cire d abeille'], cas: '8012-89-3', origin: N, facets: ['gourmand', 'honey', 'waxy', 'hay', 'animalic'], note: 'base', strength: 3, typical: 1, max: 10 }),
  m({ id: 'vanillin', name: 'Vanillin', syn: ['vanillin'], cas: '121-33-5', origin: S, facets: ['gourmand', 'vanilla', 'sweet', 'creamy'], note: 'base', strength: 3, typical: 3, max: 20, fn: 'fixative' }),
  m({ id: 'ethyl-vanillin', name: 'Ethyl vanillin', syn: ['ethyl vanillin', 'bourbonal'], cas: '121-32-4', origin: S, facets: ['gourmand', 'vanilla', 'sweet', 'creamy'], note: 'base', strength: 4, typical: 1, max: 8, fn: 'fixative' }),
  m({ id: 'coumarin', name: 'Coumarin', syn: ['coumarin'], cas: '91-64-5', origin: S, facets: ['gourmand', 'tonka', 'hay', 'sweet', 'powdery'], note: 'base', strength: 2, typical: 3, max: 12, fn: 'fixative' }),
  m({ id: 'ethyl-maltol', name: 'Ethyl maltol', syn: ['ethyl maltol', 'caramel', 'cotton candy', 'candy floss', 'veltol plus'], cas: '4940-11-8', origin: S, facets: ['gourmand', 'caramel', 'sweet', 'fruity'], note: 'heart', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'furaneol', name: 'Furaneol', syn: ['furaneol', 'strawberry furanone'], cas: '3658-77-3', origin: S, facets: ['gourmand', 'caramel', 'fruity', 'berry'], note: 'heart', strength: 4, typical: 0.2, max: 2 }),
  m({ id: 'gamma-nonalactone', name: 'Aldehyde C-18 (gamma-nonalactone)', syn: ['coconut', 'aldehyde c 18', 'gamma nonalactone'], cas: '104-61-0', origin: S, facets: ['gourmand', 'coconut', 'creamy', 'lactonic'], note: 'heart', strength: 3, typical: 0.5, max: 3 }),
  m({ id: 'delta-decalactone', name: 'delta-Decalactone', syn: ['delta decalactone', 'milk lactone', 'milky'], cas: '705-86-2', origin: S, facets: ['gourmand', 'creamy', 'lactonic', 'coconut'], note: 'heart', strength: 2, typical: 2, max: 10 }),
];

// ---------------------------------------------------------------------------------------------------------
// Musks. Natural musk is represented by ambrette seed (the plant musk); the synthetics are the macrocyclic
// and polycyclic musks of modern perfumery. Musk ambrette (a nitro musk) and AETT are prohibited.
// ---------------------------------------------------------------------------------------------------------
const MUSKY: Material[] = [
  m({ id: 'ambrette-seed-oil', name: 'Ambrette seed oil', syn: ['ambrette', 'ambrette seed', 'abelmoschus moschatus', 'musk seed'], cas: '8015-62-1', origin: N, facets: ['musky', 'fruity', 'pear', 'floral'], note: 'base', strength: 3, typical: 1, max: 8, fn: 'fixative' }),
  m({ id: 'galaxolide', name: 'Galaxolide (HHCB)', syn: ['galaxolide', 'hhcb', 'white musk', 'clean musk'], cas: '1222-05-5', origin: S, facets: ['musky', 'clean', 'floral', 'powdery', 'sweet'], note: 'base', strength: 1, typical: 8, max: 40, fn: 'fixative' }),
  m({ id: 'habanolide', name: 'Habanolide', syn: ['habanolide', 'globalide'], cas: '111879-80-2', origin: S, facets: ['musky', 'clean', 'metallic', 'waxy'], note: 'base', strength: 2, typical: 4, max: 25, fn: 'fixative' }),
  m({ id: 'ethylene-brassylate', name: 'Ethylene brassylate', syn: ['ethylene brassylate', 'musk t', 'astratone'], cas: '105-95-3', origin: S, facets: ['musky', 'sweet', 'powdery'], note: 'base', strength: 1, typical: 5, max: 30, fn: 'fixative' }),
  m({ id: 'helvetolide', name: 'Helvetolide', syn: ['helvetolide'], cas: '141773-73-1', origin: S, facets: ['musky', 'fruity', 'pear', 'clean'], note: 'base', strength: 2, typical: 3, max: 20, fn: 'fixative' }),
  m({ id: 'romandolide', name: 'Romandolide', syn: ['romandolide'], cas: '236391-76-7', origin: S, facets: ['musky', 'fruity', 'powdery'], note: 'base', strength: 2, typical: 3, max: 15, fn: 'fixative' }),
  m({ id: 'exaltolide', name: 'Exaltolide (pentadecanolide)', syn: ['exaltolide', 'pentadecanolide', 'thibetolide'], cas: '106-02-5', origin: S, facets: ['musky', 'clean', 'animalic'], note: 'base', strength: 2, typical: 2, max: 15, fn: 'fixative' }),
  m({ id: 'ambrettolide', name: 'Ambrettolide', syn: ['ambrettolide'], cas: '28645-51-4', origin: S, facets: ['musky', 'fruity', 'pear', 'powdery'], note: 'base', strength: 2, typical: 1, max: 5, fn: 'fixative' }),
  m({ id: 'muscenone', name: 'Muscenone', syn: ['muscenone'], cas: '82356-51-2', origin: S, facets: ['musky', 'animalic', 'powdery'], note: 'base', strength: 3, typical: 1, max: 5, fn: 'fixative' }),
  m({ id: 'cashmeran', name: 'Cashmeran', syn: ['cashmeran', 'cashmere wood', 'blonde wood', 'dpmi'], cas: '33704-61-9', origin: S, facets: ['musky', 'woody', 'powdery', 'spicy'], note: 'base', strength: 3, typical: 2, max: 15, fn: 'fixative' }),
  m({ id: 'civetone', name: 'Civetone', syn: ['civetone', 'civet'], cas: '542-46-1', origin: S, facets: ['musky', 'animalic', 'leathery'], note: 'base', strength: 4, typical: 0.1, max: 1 }),
  m({ id: 'musk-ambrette', name: 'Musk ambrette', syn: ['musk ambrette'], cas: '83-66-9', origin: S, facets: ['musky', 'powdery', 'sweet'], note: 'base', strength: 3, typical: 0, max: 0, prohibited: 'IFRA_STD_168: prohibited (neurotoxicity, photosensitisation).' }),
  m({ id: 'aett', name: 'AETT (Versalide)', syn: ['aett', 'versalide', 'acetyl ethyl tetramethyl tetralin'], cas: '88-29-9', origin: S, facets: ['musky', 'woody'], note: 'base', strength: 3, typical: 0, max: 0, prohibited: 'IFRA_STD_103: prohibited (neurotoxicity).' }),
];

// ---------------------------------------------------------------------------------------------------------
// Leather and smoke. Birch tar and cade are used in rectified qualities only (IFRA_STD_114, IFRA_STD_119:
// polycyclic aromatic hydrocarbons); there is no numeric Category 4 limit on them.
// ---------------------------------------------------------------------------------------------------------
const LEATHERY: Material[] = [
  m({ id: 'birch-tar-oil', name: 'Birch tar oil (rectified)', syn: ['birch', 'birch tar', 'russian leather', 'betula'], cas: '8001-88-5', origin: N, facets: ['leathery', 'smoky', 'woody'], note: 'base', strength: 4, typical: 0.3, max: 2, ifraNote: 'Rectified quality only: crude birch tar is prohibited (IFRA_STD_114); PAH markers at most 1 ppb.' }),
  m({ id: 'cade-oil', name: 'Cade oil (rectified)', syn: ['cade', 'juniper tar', 'juniperus oxycedrus'], cas: '90046-02-9', origin: N, facets: ['leathery', 'smoky', 'woody'], note: 'base', strength: 4, typical: 0.3, max: 2, ifraNote: 'Rectified quality only: crude cade oil is prohibited (IFRA_STD_119); PAH markers at most 1 ppb.' }),
  m({ id: 'isobutyl-quinoline', name: 'Isobutyl quinoline', syn: ['isobutyl quinoline', 'ibq', 'leather'], cas: '93-19-6', origin: S, facets: ['leathery', 'earthy', 'green', 'smoky'], note: 'base', strength: 4, typical: 0.2, max: 2 }),
  m({ id: 'safraleine', name: 'Safraleine', syn: ['safraleine', 'suede'], cas: null, origin: S, facets: ['leathery', 'saffron', 'spicy', 'animalic'], note: 'heart', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'castoreum-replacer', name: 'Castoreum base (synthetic)', syn: ['castoreum'], cas: null, origin: S, facets: ['leathery', 'animalic', 'smoky', 'balsamic'], note: 'base', strength: 4, typical: 0.3, max: 2 }),
];

// ---------------------------------------------------------------------------------------------------------
// Odourless diluents: used only when limits leave a gap the palette cannot fill (pathological briefs).
// ---------------------------------------------------------------------------------------------------------
const DILUENTS: Material[] = [
  { id: 'triethyl-citrate', name: 'Triethyl citrate (diluent)', synonyms: ['triethyl citrate', 'tec'], cas: '77-93-0', origin: S, family: 'odourless', facets: [], note: 'base', strength: 1, typicalPct: 0, maxPct: 100, ifraCat4: null, function: 'diluent', sources: ['supplier-tds'] },
  { id: 'perfumers-alcohol', name: 'Organic grain ethanol (diluent)', synonyms: ['organic ethanol', 'grain alcohol'], cas: '64-17-5', origin: N, family: 'odourless', facets: [], note: 'base', strength: 1, typicalPct: 0, maxPct: 100, ifraCat4: null, function: 'diluent', sources: ['industry'] },
];

// ---------------------------------------------------------------------------------------------------------
// Broadened palettes: the characters the synthetic-only (and natural-only) palettes lacked, so every family
// has at least three natural and three synthetic options where perfumery has them: pyrazines, furanones and
// thiols for coffee and cocoa (flavour chemistry, Arctander 1969), cinnamic esters and terpinyl acetate for
// cinnamon and cardamom, lactones for coconut, phenolics and cresyl esters for smoke and leather,
// megastigmatrienone for tobacco. Restricted ones get their IFRA figure from ifra.ts.
// ---------------------------------------------------------------------------------------------------------
const BROADENED: Material[] = [
  m({ id: 'furfuryl-mercaptan', name: '2-Furfurylthiol (coffee thiol)', syn: ['furfuryl mercaptan', 'furfurylthiol', 'coffee thiol'], cas: '98-02-2', origin: S, facets: ['gourmand', 'coffee', 'smoky'], note: 'heart', strength: 4, typical: 0.05, max: 0.3 }),
  m({ id: 'acetylpyrazine', name: '2-Acetylpyrazine', syn: ['acetylpyrazine', 'acetyl pyrazine', 'roasted note'], cas: '22047-25-2', origin: S, facets: ['gourmand', 'coffee', 'almond', 'chocolate'], note: 'heart', strength: 4, typical: 0.1, max: 0.5 }),
  m({ id: 'trimethylpyrazine', name: '2,3,5-Trimethylpyrazine', syn: ['trimethylpyrazine', 'trimethyl pyrazine'], cas: '14667-55-1', origin: S, facets: ['gourmand', 'chocolate', 'coffee', 'almond'], note: 'heart', strength: 4, typical: 0.1, max: 0.5 }),
  m({ id: 'cocoa-hexenal', name: 'Cocoa hexenal (5-methyl-2-phenyl-2-hexenal)', syn: ['cocoa hexenal', 'cocal'], cas: '21834-92-4', origin: S, facets: ['gourmand', 'chocolate', 'sweet', 'green'], note: 'heart', strength: 3, typical: 0.5, max: 4 }),
  m({ id: 'maltol', name: 'Maltol', syn: ['maltol'], cas: '118-71-8', origin: S, facets: ['gourmand', 'caramel', 'sweet', 'fruity'], note: 'heart', strength: 3, typical: 1, max: 6 }),
  m({ id: 'gamma-octalactone', name: 'gamma-Octalactone', syn: ['gamma octalactone', 'octalactone'], cas: '104-50-7', origin: S, facets: ['gourmand', 'coconut', 'creamy', 'lactonic'], note: 'heart', strength: 3, typical: 0.3, max: 3 }),
  m({ id: 'hay-absolute', name: 'Hay absolute', syn: ['hay', 'hay absolute', 'foin'], cas: null, origin: N, facets: ['gourmand', 'hay', 'tobacco', 'tonka'], note: 'base', strength: 3, typical: 1, max: 8, fn: 'fixative' }),
  m({ id: 'cinnamyl-acetate', name: 'Cinnamyl acetate', syn: ['cinnamyl acetate'], cas: '103-54-8', origin: S, facets: ['spicy', 'cinnamon', 'balsamic', 'floral'], note: 'heart', strength: 2, typical: 1.5, max: 8 }),
  m({ id: 'ethyl-cinnamate', name: 'Ethyl cinnamate', syn: ['ethyl cinnamate'], cas: '103-36-6', origin: S, facets: ['spicy', 'cinnamon', 'balsamic', 'fruity'], note: 'heart', strength: 2, typical: 1, max: 6 }),
  m({ id: 'terpinyl-acetate', name: 'alpha-Terpinyl acetate', syn: ['terpinyl acetate', 'synthetic cardamom'], cas: '80-26-2', origin: S, facets: ['spicy', 'aromatic', 'fresh', 'citrus'], note: 'top', strength: 2, typical: 2, max: 12 }),
  m({ id: 'pimento-berry-oil', name: 'Pimento berry (allspice) oil', syn: ['pimento', 'allspice', 'pimenta dioica'], cas: '8006-77-7', origin: N, facets: ['spicy', 'clove', 'pepper', 'sweet'], note: 'heart', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'cinnamon-leaf-oil', name: 'Cinnamon leaf oil', syn: ['cinnamon leaf', 'cinnamon leaf oil'], cas: null, origin: N, facets: ['spicy', 'clove', 'cinnamon', 'woody'], note: 'heart', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'carnation-absolute', name: 'Carnation absolute', syn: ['carnation absolute', 'oeillet', 'dianthus caryophyllus'], cas: null, origin: N, facets: ['floral', 'clove', 'spicy', 'honey'], note: 'heart', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'palmarosa-oil', name: 'Palmarosa oil', syn: ['palmarosa', 'cymbopogon martinii'], cas: '8014-19-5', origin: N, facets: ['floral', 'rose', 'citrus', 'herbal'], note: 'heart', strength: 3, typical: 2, max: 10 }),
  m({ id: 'guaiacol', name: 'Guaiacol', syn: ['guaiacol'], cas: '90-05-1', origin: S, facets: ['leathery', 'smoky', 'coffee', 'clove'], note: 'heart', strength: 4, typical: 0.05, max: 0.5 }),
  m({ id: 'p-cresyl-phenylacetate', name: 'p-Cresyl phenylacetate', syn: ['para cresyl phenylacetate', 'p cresyl phenylacetate'], cas: '101-94-0', origin: S, facets: ['leathery', 'honey', 'animalic', 'tobacco'], note: 'base', strength: 4, typical: 0.2, max: 1.5 }),
  m({ id: 'megastigmatrienone', name: 'Megastigmatrienone (Tabanon)', syn: ['megastigmatrienone', 'tabanon', 'tobacco ketone'], cas: '13215-88-8', origin: S, facets: ['amber', 'tobacco', 'dry', 'honey'], note: 'base', strength: 4, typical: 0.2, max: 1 }),
  m({ id: 'cedarwood-texas-oil', name: 'Cedarwood oil (Texas)', syn: ['texas cedar', 'texas cedarwood', 'juniperus mexicana'], cas: '68990-83-0', origin: N, facets: ['woody', 'cedar', 'smoky', 'dry'], note: 'base', strength: 2, typical: 5, max: 30, fn: 'fixative' }),
  m({ id: 'sandalwood-austrocaledonicum-oil', name: 'Sandalwood oil (New Caledonia)', syn: ['new caledonian sandalwood', 'santalum austrocaledonicum'], cas: null, origin: N, facets: ['woody', 'sandalwood', 'creamy', 'sweet'], note: 'base', strength: 2, typical: 5, max: 30, fn: 'fixative' }),
  m({ id: 'cassia-oil', name: 'Cassia oil (Chinese cinnamon)', syn: ['cassia', 'cassia oil', 'chinese cinnamon', 'cinnamomum cassia'], cas: '8007-80-5', origin: N, facets: ['spicy', 'cinnamon', 'sweet', 'balsamic'], note: 'heart', strength: 4, typical: 0.1, max: 1 }),
  m({ id: 'coffee-co2', name: 'Coffee CO2 extract (roasted)', syn: ['coffee co2', 'roasted coffee extract'], cas: null, origin: N, facets: ['gourmand', 'coffee', 'smoky', 'caramel'], note: 'heart', strength: 4, typical: 0.5, max: 3 }),
  m({ id: 'vanitrope', name: 'Vanitrope (propenyl guaethol)', syn: ['vanitrope', 'propenyl guaethol'], cas: '94-86-0', origin: S, facets: ['gourmand', 'vanilla', 'smoky', 'sweet'], note: 'base', strength: 4, typical: 0.2, max: 1.5 }),
  m({ id: 'eugenyl-acetate', name: 'Eugenyl acetate', syn: ['eugenyl acetate', 'eugenol acetate'], cas: '93-28-7', origin: S, facets: ['spicy', 'clove', 'sweet', 'balsamic'], note: 'heart', strength: 2, typical: 1, max: 5 }),
  m({ id: 'isoamyl-phenylacetate', name: 'Isoamyl phenylacetate', syn: ['isoamyl phenylacetate', 'amyl phenylacetate'], cas: '102-19-2', origin: S, facets: ['gourmand', 'chocolate', 'honey', 'sweet'], note: 'heart', strength: 2, typical: 1, max: 10 }),
  m({ id: 'delta-octalactone', name: 'delta-Octalactone', syn: ['delta octalactone'], cas: '698-76-0', origin: S, facets: ['gourmand', 'coconut', 'creamy', 'lactonic'], note: 'heart', strength: 2, typical: 0.5, max: 3 }),
  m({ id: 'methyl-pamplemousse', name: 'Methyl pamplemousse', syn: ['methyl pamplemousse'], cas: '67674-46-8', origin: S, facets: ['citrus', 'grapefruit', 'fresh'], note: 'top', strength: 3, typical: 1, max: 6 }),
];

// ---------------------------------------------------------------------------------------------------------
// Signature materials of themes perfumers build accords on: the almond and cherry of benzaldehyde, the
// wintergreen and heavy-floral esters of tuberose, the earth of petrichor and mushroom, tomato leaf,
// cucumber, pear and honey. Odours after Arctander (1969) and The Good Scents Company; use levels are
// typical industry values. Of these, only benzaldehyde has an IFRA Standard (IFRA_STD_007, 0.25 % in
// Category 4, ifra.ts); the 51st Amendment's overview workbook lists none for the CAS numbers of the others.
// Geosmin and nonadienal are bought and weighed as dilutions, which is how they are listed.
// ---------------------------------------------------------------------------------------------------------
const SIGNATURES: Material[] = [
  m({ id: 'benzaldehyde', name: 'Benzaldehyde', syn: ['benzaldehyde', 'bitter almond', 'almond aldehyde', 'cherry aldehyde'], cas: '100-52-7', origin: S, facets: ['gourmand', 'almond', 'fruity', 'sweet'], note: 'top', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'methyl-salicylate', name: 'Methyl salicylate', syn: ['methyl salicylate', 'wintergreen', 'oil of wintergreen'], cas: '119-36-8', origin: S, facets: ['aromatic', 'mint', 'tuberose', 'sweet'], note: 'heart', strength: 4, typical: 0.2, max: 1.5 }),
  m({ id: 'methyl-benzoate', name: 'Methyl benzoate', syn: ['methyl benzoate', 'niobe oil'], cas: '93-58-3', origin: S, facets: ['floral', 'tuberose', 'white floral', 'fruity'], note: 'heart', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'geosmin', name: 'Geosmin (1 % solution)', syn: ['geosmin', 'petrichor molecule', 'wet soil'], cas: '19700-21-1', origin: S, facets: ['green', 'earthy', 'ozonic'], note: 'heart', strength: 4, typical: 0.3, max: 1.5 }),
  m({ id: 'octenol', name: '1-Octen-3-ol (mushroom alcohol)', syn: ['octenol', '1 octen 3 ol', 'mushroom alcohol', 'matsutake alcohol'], cas: '3391-86-4', origin: S, facets: ['green', 'earthy', 'herbal', 'metallic'], note: 'heart', strength: 4, typical: 0.1, max: 0.5 }),
  m({ id: 'isobutyl-thiazole', name: '2-Isobutylthiazole', syn: ['isobutyl thiazole', 'isobutylthiazole', 'tomato leaf', 'tomato leaves', 'tomato vine'], cas: '18640-74-9', origin: S, facets: ['green', 'herbal', 'earthy'], note: 'top', strength: 4, typical: 0.1, max: 0.5 }),
  m({ id: 'nonadienal', name: 'trans-2,cis-6-Nonadienal (1 % solution)', syn: ['nonadienal', 'cucumber aldehyde', 'violet leaf aldehyde', 'cucumber'], cas: '557-48-2', origin: S, facets: ['green', 'melon', 'violet', 'fresh'], note: 'top', strength: 4, typical: 0.05, max: 0.3 }),
  m({ id: 'pear-ester', name: 'Ethyl decadienoate (pear ester)', syn: ['pear ester', 'ethyl decadienoate', 'ethyl 2 4 decadienoate', 'williams pear'], cas: '3025-30-7', origin: S, facets: ['fruity', 'pear', 'green', 'waxy'], note: 'top', strength: 4, typical: 0.3, max: 2 }),
  m({ id: 'phenylacetic-acid', name: 'Phenylacetic acid', syn: ['phenylacetic acid', 'honey acid'], cas: '103-82-2', origin: S, facets: ['gourmand', 'honey', 'animalic', 'sweet'], note: 'base', strength: 4, typical: 0.2, max: 1 }),
];

/** Rounds a limit down to 0.0001 % so the integer ppm comparison never rounds it up. */
function floor4(x: number): number {
  return Math.floor(x * 10_000 + 1e-9) / 10_000;
}

/** The limit the IFRA rules of one category put on a material alone, and where it comes from. */
export interface MaterialIfraLimit {
  /** Percent in the finished product. */
  limit: number;
  basis: IfraBasis;
  /** The Standard that sets it. */
  standard: string;
  note?: string;
}

/**
 * Applies ifra.ts in a category: the limit the IFRA rules put on a material alone — its own Standard, a group it
 * belongs to (the limit ÷ its weight), or a restricted constituent it contains (constituent limit ÷ content).
 * The strictest wins and its Standard is recorded. A constituent-derived figure above the material's maximum use
 * could never bind and is not recorded. Null when no rule of the category limits it. Sums over several
 * materials are enforced on the whole formula by the engine.
 */
function computeIfraLimit(mat: Material, category: IfraCategory): MaterialIfraLimit | null {
  if (mat.prohibited || mat.function === 'diluent') return null;
  let best: { limit: number; rule: IfraRule; weight: number } | null = null;
  for (const { rule, weight } of rulesOf(mat.id, category)) {
    const limit = rule.limit / weight;
    const derived = rule.kind === 'constituent' && weight < 1;
    if (derived && limit >= mat.maxPct) continue;
    // Own Standards win ties: they are what a perfumer looks up.
    if (!best || limit < best.limit - 1e-12 || (limit <= best.limit + 1e-12 && rule.kind === 'material')) best = { limit, rule, weight };
  }
  if (!best) return null;
  const { rule, weight } = best;
  let basis: IfraBasis = 'standard';
  let note: string | undefined;
  if (rule.kind === 'material') note = MATERIAL_STANDARDS[mat.id].note;
  else if (rule.kind === 'constituent') {
    const c = CONSTITUENTS[rule.id as ConstituentId];
    if (weight >= 1) note = c.note;
    else {
      basis = 'derived';
      note = `From the ${c.name.toLowerCase()} limit (${rule.limit} %, ${c.standard}) at ~${Math.round(weight * 1000) / 10} % ${c.name.toLowerCase()}; summed with every other source in the formula.`;
    }
  } else note = `${GROUPS[rule.id].name}: ${GROUPS[rule.id].note}`;
  return { limit: basis === 'derived' ? floor4(best.limit) : best.limit, basis, standard: rule.standard, ...(note ? { note } : {}) };
}

/** The knowledge base's Category 4 figures on each material (`ifraCat4`, `ifraBasis`, `ifraStandard`, `ifraNote`). */
function withIfra(mat: Material): Material {
  const found = computeIfraLimit(mat, DEFAULT_CATEGORY);
  if (!found) return mat;
  const sources = new Set(mat.sources);
  if (found.basis === 'derived') {
    sources.add('ifra-51-derived');
    sources.add('tisserand-2014');
  }
  sources.add('ifra-51');
  return {
    ...mat,
    ifraCat4: found.limit,
    ifraBasis: found.basis,
    ifraStandard: found.standard,
    ...(found.note ? { ifraNote: found.note } : {}),
    sources: [...sources],
  };
}

const LIMITS = new Map<IfraCategory, Map<string, MaterialIfraLimit | null>>();

/** The limit IFRA puts on a material alone in a category (null: none), computed once per category. */
export function ifraLimitFor(mat: Material, category: IfraCategory = DEFAULT_CATEGORY): MaterialIfraLimit | null {
  let byId = LIMITS.get(category);
  if (!byId) LIMITS.set(category, (byId = new Map()));
  let found = byId.get(mat.id);
  if (found === undefined) byId.set(mat.id, (found = computeIfraLimit(mat, category)));
  return found;
}

/** Every material, prohibited ones and diluents included. */
export const materials: readonly Material[] = [
  ...CITRUS, ...ALDEHYDIC, ...FLORAL, ...GREEN, ...AQUATIC, ...FRUITY, ...SPICY, ...AROMATIC, ...WOODY, ...AMBER,
  ...GOURMAND, ...MUSKY, ...LEATHERY, ...BROADENED, ...SIGNATURES, ...DILUENTS,
].map(withIfra);

const BY_ID = new Map(materials.map((mat) => [mat.id, mat]));

/** The material with this id, or undefined. */
export function materialById(id: string): Material | undefined {
  return BY_ID.get(id);
}

/** The diluent used to fill a gap for this materials type (natural ethanol for naturals-only briefs). */
export function diluentFor(type: 'natural' | 'synthetic' | 'natural_synthetic'): Material {
  return BY_ID.get(type === 'natural' ? 'perfumers-alcohol' : 'triethyl-citrate')!;
}

/** Materials the engine may choose from: not prohibited, not diluents. */
export const usableMaterials: readonly Material[] = materials.filter((mat) => !mat.prohibited && mat.function !== 'diluent');

/**
 * Reading a brief: the description becomes facet weights and a fresh/warm lift, the reference perfume is
 * matched tolerantly and contributes its families and notes, and the notes to avoid become a set of
 * excluded materials. Everything here is pure and deterministic.
 */
import {
  EMPHASES,
  FACET_PARENT,
  FACET_WORDS,
  type FacetWeights,
  GENERIC_AVOID_WORDS,
  HEDGES,
  LESS_WORDS,
  MOODS,
  NEGATION_FILLERS,
  NEGATORS,
  NOTE_FACETS,
  SOFTENERS,
  TOO_WORDS,
} from './lexicon';
import { type Accord, ACCORDS, accordsIn, triggerKeys } from './accords';
import { materialById, materials, usableMaterials } from './materials';
import { REFERENCE_SIGNATURES, referencePerfumes } from './reference-perfumes';
import { damerauLevenshtein, key, normalise, singular, tokens, typoAllowance } from './text';
import {
  CHARACTER_DESCRIPTORS,
  FACETS,
  FAMILIES,
  type Facet,
  type FormulaBrief,
  type Material,
  type ReferenceMatch,
  type ReferencePerfume,
} from './types';

// ---------------------------------------------------------------------------------------------------------
// Lexicon: every phrase the reader understands, keyed by its normalised singular form.
// ---------------------------------------------------------------------------------------------------------

interface LexEntry {
  key: string;
  facets: Map<Facet, number>;
  materials: string[];
  lift: number;
  /** True when the phrase names a facet or a material, i.e. it can be avoided. */
  avoidable: boolean;
  /** True when the phrase calls for an accord ("sunscreen"): negated, the accord is not built. */
  accord: boolean;
  /** Facets the phrase names outright ("iris", "peonies" → floral), as opposed to moods that suggest them. */
  named: Set<Facet>;
  /** A mood, season, place or occasion (MOODS): it suggests facets rather than naming them. */
  mood?: boolean;
}

const LEXICON = new Map<string, LexEntry>();

/** Character descriptors that are notes in their own right: a material named for one names that note ("honey", "tea"). */
const NOTE_CHARACTERS = new Set<Facet>(['mossy', 'mint', 'marine', 'ozonic', 'salty', 'hay', 'boozy', 'tea', 'tobacco', 'honey']);
/** Facets that describe a character rather than a note: naming a material names its family instead. */
const CHARACTER_FACETS = new Set<Facet>([
  ...CHARACTER_DESCRIPTORS.filter((f) => !NOTE_CHARACTERS.has(f)),
  // and the broad families
  'fruity',
  'floral',
  'woody',
  'green',
  'spicy',
  'aromatic',
]);
let MAX_PHRASE_TOKENS = 1;

function entryFor(phrase: string): LexEntry | null {
  const k = key(phrase);
  if (k === '') return null;
  let e = LEXICON.get(k);
  if (!e) {
    e = { key: k, facets: new Map(), materials: [], lift: 0, avoidable: false, accord: false, named: new Set() };
    LEXICON.set(k, e);
    MAX_PHRASE_TOKENS = Math.max(MAX_PHRASE_TOKENS, k.split(' ').length);
  }
  return e;
}

function addFacets(e: LexEntry, weights: FacetWeights): void {
  for (const [f, w] of Object.entries(weights) as [Facet, number][]) {
    // Several sources can define the same phrase; keep the strongest reading of each facet, not the sum.
    e.facets.set(f, Math.max(e.facets.get(f) ?? 0, w));
  }
}

for (const facet of FACETS) {
  for (const word of [facet, ...(FACET_WORDS[facet] ?? [])]) {
    const e = entryFor(word);
    if (!e) continue;
    addFacets(e, { [facet]: 1 });
    e.avoidable = true;
    e.named.add(facet);
  }
}
for (const mood of MOODS) {
  for (const phrase of mood.phrases) {
    const e = entryFor(phrase);
    if (!e) continue;
    addFacets(e, mood.facets);
    e.mood = true;
    e.lift = Math.abs(mood.lift) > Math.abs(e.lift) ? mood.lift : e.lift;
  }
}
for (const [note, weights] of Object.entries(NOTE_FACETS)) {
  const e = entryFor(note);
  if (!e) continue;
  addFacets(e, weights);
  for (const [f, w] of Object.entries(weights) as [Facet, number][]) if (w >= 1) e.named.add(f);
}
for (const mat of usableMaterials) {
  // Naming a material also calls for its character: its family, its signature facet (usually the second,
  // e.g. 'vetiver' for vetiver oil) and a touch of the third, so substitutes score when it is filtered out.
  const signature: FacetWeights = {};
  mat.facets.slice(0, 3).forEach((f, i) => {
    signature[f] = [0.5, 0.7, 0.3][i];
  });
  for (const phrase of [...mat.synonyms, mat.name.replace(/\s*\(.*?\)\s*/g, ' ')]) {
    const e = entryFor(phrase);
    if (!e) continue;
    if (!e.materials.includes(mat.id)) e.materials.push(mat.id);
    addFacets(e, signature);
    e.avoidable = true;
    // Naming a material names its character: its signature note ("galbanum" → resinous is too vague: then its family).
    const sig = mat.facets[1];
    e.named.add(sig && !CHARACTER_FACETS.has(sig) ? sig : mat.facets[0]);
  }
}

for (const accord of ACCORDS) {
  // "suntan lotion", "old books", "chai": recognised as the accord's facets, and named.
  for (const phrase of accord.triggers) {
    const e = entryFor(phrase);
    if (!e) continue;
    const weights: FacetWeights = {};
    accord.facets.forEach((f, i) => {
      weights[f] = i === 0 ? 1 : 0.7;
    });
    addFacets(e, weights);
    e.accord = true;
    for (const f of accord.facets) e.named.add(f);
  }
}

/** Single-word keys by first letter, for typo-tolerant lookups. */
const FUZZY_INDEX = new Map<string, string[]>();
for (const k of LEXICON.keys()) {
  if (k.includes(' ') || k.length < 5) continue;
  const list = FUZZY_INDEX.get(k[0]) ?? [];
  list.push(k);
  FUZZY_INDEX.set(k[0], list);
}

/** Common words of at least six letters that are one typo away from a perfume word; never corrected. */
const NO_FUZZ = new Set([
  'should',
  'little',
  'please',
  'really',
  'smells',
  'scents',
  'wanted',
  'lights',
  'nights',
  'bright',
  'slight',
  'flight',
  'sights',
  'things',
  'remind',
  'reminds',
  'spices',
]);

const fuzzyCache = new Map<string, string | null>();

/** The lexicon key a misspelt single word most likely means, or null. */
function fuzzyKey(word: string): string | null {
  const cached = fuzzyCache.get(word);
  if (cached !== undefined) return cached;
  let best: string | null = null;
  const allowance = typoAllowance(word.length);
  if (allowance > 0 && !NO_FUZZ.has(word) && !/\d/.test(word)) {
    let bestD = allowance + 1;
    for (const candidate of FUZZY_INDEX.get(word[0]) ?? []) {
      if (Math.abs(candidate.length - word.length) > allowance) continue;
      const d = damerauLevenshtein(word, candidate, allowance);
      if (d < bestD || (d === bestD && best !== null && candidate < best)) {
        bestD = d;
        best = candidate;
      }
    }
    if (bestD > allowance) best = null;
  }
  // Bounded so a long-running process fed random text cannot grow it without limit.
  if (fuzzyCache.size > 20_000) fuzzyCache.clear();
  fuzzyCache.set(word, best);
  return best;
}

/** Longest lexicon phrase starting at token i: [entry, tokens consumed], or null. */
function phraseAt(toks: readonly string[], i: number): [LexEntry, number] | null {
  for (let n = Math.min(MAX_PHRASE_TOKENS, toks.length - i); n >= 1; n--) {
    const e = LEXICON.get(toks.slice(i, i + n).join(' '));
    if (e) return [e, n];
  }
  const guess = fuzzyKey(toks[i]);
  return guess ? [LEXICON.get(guess)!, 1] : null;
}

export interface TextReading {
  facets: Map<Facet, number>;
  lift: number;
  /** Recognised phrases, in order of appearance, de-duplicated. */
  matched: string[];
  /** Phrases that moved the lift, with its sign. */
  liftPhrases: { phrase: string; lift: number }[];
  mentioned: Set<string>;
  /** Phrases negated in the text ("no musk", "vanilla-free"); they become notes to avoid. */
  negated: string[];
  /** Facets named outright (not negated). */
  named: Set<Facet>;
  /** Facets of phrases asked for less of ("less powdery", "not too sweet"): their weight is reduced. */
  softened: Set<Facet>;
  /** Facets and materials named only as minor notes ("a touch of benzoin", "slightly peppery"). */
  minor: Set<Facet>;
  minorMaterials: Set<string>;
  /** Facets and materials named with emphasis ("lots of lemon", "mostly vetiver"). */
  emphasised: Set<Facet>;
  emphasisedMaterials: Set<string>;
}

/** Facets too broad to be a minor note: the brief's other notes share them. */
const SHARED_FACETS = new Set<Facet>([...FAMILIES, 'resinous', 'balsamic', 'fresh', 'sweet', 'dry', 'herbal']);

/** Facets that "less sweet" also asks less of. */
const SUGARY: readonly Facet[] = ['gourmand', 'caramel', 'vanilla'];

/** Quantity phrases as token sequences, longest first. */
const HEDGE_TOKENS = HEDGES.map((h) => h.split(' ')).sort((a, b) => b.length - a.length);
const EMPHASIS_TOKENS = EMPHASES.map((h) => h.split(' ')).sort((a, b) => b.length - a.length);

/** Tokens of the first sequence in `list` that starts at toks[i], or 0. */
function sequenceAt(toks: readonly string[], i: number, list: readonly string[][]): number {
  outer: for (const seq of list) {
    if (i + seq.length > toks.length) continue;
    for (let j = 0; j < seq.length; j++) if (toks[i + j] !== seq[j]) continue outer;
    return seq.length;
  }
  return 0;
}

/** A comparison before "than" ("more floral than sweet", "woodier than…"): the phrase after it is asked for less of. */
function comparesBefore(toks: readonly string[], i: number): boolean {
  return toks.slice(Math.max(0, i - 5), i).some((t) => t === 'more' || /[a-z]{3}er$/.test(t));
}

/** How much a mood's facets count beside notes the brief names. */
const MOOD_BESIDE_NOTES = 0.5;

/** Reads free text (a description, or a reference perfume's note) into facet weights, mentions and lift. */
export function readText(text: string): TextReading {
  const toks = tokens(text);
  const facets = new Map<Facet, number>();
  const reading: TextReading = {
    facets,
    lift: 0,
    matched: [],
    liftPhrases: [],
    mentioned: new Set(),
    negated: [],
    named: new Set(),
    softened: new Set(),
    minor: new Set(),
    minorMaterials: new Set(),
    emphasised: new Set(),
    emphasisedMaterials: new Set(),
  };
  const moodFacets = new Map<Facet, number>();
  const seen = new Map<string, number>();
  // Facets and materials named outside any hedge: a note named both ways is not minor.
  const plainNamed = new Set<Facet>();
  const plainMaterials = new Set<string>();

  const apply = (e: LexEntry, amount: 'minor' | 'plain' | 'main' = 'plain') => {
    // A repeated phrase still counts, but less each time ("citrus, citrus, citrus" is not three briefs).
    const times = seen.get(e.key) ?? 0;
    seen.set(e.key, times + 1);
    const scale = (1 / (1 + 2 * times)) * (amount === 'minor' ? 0.5 : amount === 'main' ? 1.6 : 1);
    // A mood is kept apart: where the brief also names notes, it is their setting and weighs less.
    const into = e.mood && !e.accord && e.materials.length === 0 && e.named.size === 0 ? moodFacets : facets;
    for (const [f, w] of e.facets) into.set(f, (into.get(f) ?? 0) + w * scale);
    for (const id of e.materials) reading.mentioned.add(id);
    for (const f of e.named) reading.named.add(f);
    if (amount === 'minor') {
      for (const f of e.named) reading.minor.add(f);
      for (const id of e.materials) reading.minorMaterials.add(id);
    } else {
      for (const f of e.named) plainNamed.add(f);
      for (const id of e.materials) plainMaterials.add(id);
      if (amount === 'main') {
        for (const f of e.named) reading.emphasised.add(f);
        for (const id of e.materials) reading.emphasisedMaterials.add(id);
      }
    }
    if (e.lift !== 0) {
      reading.lift += e.lift * scale;
      if (times === 0) reading.liftPhrases.push({ phrase: e.key, lift: e.lift });
    }
    if (times === 0) reading.matched.push(e.key);
  };

  let i = 0;
  // The quantity asked for the next phrases ("a touch of smoky incense": both phrases are minor).
  let amount: 'minor' | 'plain' | 'main' = 'plain';
  let amountLeft = 0;
  while (i < toks.length) {
    const t = toks[i];
    const hedge = sequenceAt(toks, i, HEDGE_TOKENS);
    const emphasis = hedge ? 0 : sequenceAt(toks, i, EMPHASIS_TOKENS);
    if (hedge || emphasis) {
      amount = hedge ? 'minor' : 'main';
      amountLeft = 2;
      i += hedge || emphasis;
      continue;
    }
    const lessOfNext = LESS_WORDS.has(t) || TOO_WORDS.has(t) || (t === 'than' && comparesBefore(toks, i));
    if (NEGATORS.has(t) || lessOfNext) {
      amountLeft = 0;
      let j = i + 1;
      let soft = lessOfNext;
      while (j < toks.length && (SOFTENERS.has(toks[j]) || NEGATION_FILLERS.has(toks[j]))) {
        if (SOFTENERS.has(toks[j])) soft = true;
        j++;
      }
      // "no vanilla or musk": the negation carries over a list joined by or/nor/and.
      while (j < toks.length) {
        const hit = phraseAt(toks, j);
        if (!hit) break;
        const [e, n] = hit;
        if (!soft && (e.avoidable || e.accord) && !reading.negated.includes(e.key)) reading.negated.push(e.key);
        // Less of a note or a character softens what it names ("less patchouli": patchouli, not every woody
        // material); less of a mood leans the other way ("less sporty": less lift, the citrus stays).
        if (soft && e.named.size > 0) for (const f of e.named) reading.softened.add(f);
        else if (soft) reading.lift -= e.lift * 0.5;
        j += n;
        if (j < toks.length - 1 && (toks[j] === 'or' || toks[j] === 'nor' || toks[j] === 'and') && phraseAt(toks, j + 1)) j++;
        else break;
      }
      i = Math.max(j, i + 1);
      continue;
    }
    const hit = phraseAt(toks, i);
    if (!hit) {
      // The quantity reaches only the phrases right after it: in "a bit of vanilla and sandalwood" the
      // sandalwood is a note of its own.
      amountLeft = 0;
      i++;
      continue;
    }
    const [e, n] = hit;
    if (toks[i + n] === 'free' && e.avoidable) {
      // "musk-free", "vanilla free"
      if (!reading.negated.includes(e.key)) reading.negated.push(e.key);
      i += n + 1;
      continue;
    }
    apply(e, amountLeft > 0 ? amount : 'plain');
    amountLeft--;
    i += n;
  }
  // A family or a broad character ("floral", "resinous") is shared by the brief's other notes: only specific
  // notes are minor, and a family named only inside a hedge ("a bit of orange zest") is not named at all.
  for (const f of [...reading.minor]) {
    if (!plainNamed.has(f) && SHARED_FACETS.has(f)) reading.named.delete(f);
    if (plainNamed.has(f) || SHARED_FACETS.has(f)) reading.minor.delete(f);
  }
  for (const id of plainMaterials) reading.minorMaterials.delete(id);
  // "Muscat grapes at harvest time": the notes lead, the season sets the scene.
  const moodScale = reading.named.size > 0 ? MOOD_BESIDE_NOTES : 1;
  for (const [f, w] of moodFacets) facets.set(f, (facets.get(f) ?? 0) + w * moodScale);
  // Likewise only specific notes are emphasised: "lots of lemon" asks for lemon, not for every citrus.
  for (const f of [...reading.emphasised]) if (SHARED_FACETS.has(f)) reading.emphasised.delete(f);
  return reading;
}

// ---------------------------------------------------------------------------------------------------------
// Notes to avoid.
// ---------------------------------------------------------------------------------------------------------

/** Facets each avoidable word stands for ("musk" → musky, "citrus" → citrus). */
const FACET_BY_WORD = new Map<string, Set<Facet>>();
for (const facet of FACETS) {
  for (const word of [facet, ...(FACET_WORDS[facet] ?? [])]) {
    const k = key(word);
    const set = FACET_BY_WORD.get(k) ?? new Set<Facet>();
    set.add(facet);
    FACET_BY_WORD.set(k, set);
  }
}

/** Token sequences of every material's name and synonyms. */
const MATERIAL_PHRASES: { mat: Material; phrases: string[][] }[] = usableMaterials.map((mat) => ({
  mat,
  phrases: [mat.name, ...mat.synonyms].map((s) => tokens(s)),
}));

/** Everything a note to avoid can be corrected to, for typos. */
const AVOID_VOCABULARY: string[] = [...new Set([...FACET_BY_WORD.keys(), ...materials.flatMap((m) => m.synonyms.map(key))])].sort();

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

function exactAvoidMatches(term: string): Set<string> {
  const ids = new Set<string>();
  const facets = FACET_BY_WORD.get(term);
  const termTokens = term.split(' ');
  const byName = !GENERIC_AVOID_WORDS.has(term);
  for (const { mat, phrases } of MATERIAL_PHRASES) {
    if (facets && mat.facets.some((f) => facets.has(f))) ids.add(mat.id);
    else if (byName && phrases.some((p) => containsSequence(p, termTokens))) ids.add(mat.id);
  }
  return ids;
}

const avoidCache = new Map<string, readonly string[]>();

/**
 * Ids of the usable materials a note to avoid excludes: by name or synonym ("patchouli" → patchouli oil,
 * patchoulol), by facet or family ("vanilla" → vanilla absolute, vanillin, ethyl vanillin, benzoin…;
 * "musk" → every musk; "citrus" → every citrus-faceted material), tolerating plurals, accents and typos.
 * Empty when the term means nothing to the knowledge base.
 */
export function materialsMatchingAvoidTerm(term: string): readonly string[] {
  const k = key(term);
  if (k === '') return [];
  const cached = avoidCache.get(k);
  if (cached) return cached;
  let ids = exactAvoidMatches(k);
  if (ids.size === 0) {
    const allowance = typoAllowance(k.length);
    let best: string | null = null;
    let bestD = allowance + 1;
    if (allowance > 0) {
      for (const candidate of AVOID_VOCABULARY) {
        if (Math.abs(candidate.length - k.length) > allowance) continue;
        const d = damerauLevenshtein(k, candidate, allowance);
        if (d < bestD) {
          bestD = d;
          best = candidate;
        }
      }
    }
    if (best !== null) ids = exactAvoidMatches(best);
  }
  if (ids.size === 0 && k.includes(' ')) {
    // "heavy vanilla", "strong musk": fall back to the words that mean something on their own.
    for (const word of k.split(' ')) {
      if (word.length < 3 || GENERIC_AVOID_WORDS.has(word)) continue;
      for (const id of materialsMatchingAvoidTerm(word)) ids.add(id);
    }
  }
  const result = [...ids].sort();
  if (avoidCache.size > 5_000) avoidCache.clear();
  avoidCache.set(k, result);
  return result;
}

/** Splits "patchouli, vanilla; oud / musk" into normalised terms (commas, semicolons, slashes, new lines, "and"). */
export function parseAvoidTerms(text: string | undefined): string[] {
  if (!text) return [];
  const terms = text
    .split(/[,;/\n|+&]|\band\b|\bor\b/i)
    .map((t) => {
      // "no musk", "without any vanilla" in the avoid box mean the same as "musk", "vanilla".
      const words = key(t).split(' ');
      while (words.length > 1 && (NEGATORS.has(words[0]) || NEGATION_FILLERS.has(words[0]) || SOFTENERS.has(words[0]))) words.shift();
      return words.join(' ');
    })
    .filter((t) => t !== '');
  return [...new Set(terms)];
}

// ---------------------------------------------------------------------------------------------------------
// Reference perfumes.
// ---------------------------------------------------------------------------------------------------------

const REFERENCE_FILLERS = /\b(by|perfume|fragrance|edp|edt|eau de parfum|eau de toilette|the)\b/g;

function cleanReference(text: string): string {
  return normalise(text).replace(REFERENCE_FILLERS, ' ').replace(/\s+/g, ' ').trim();
}

interface RefKey {
  key: string;
  perfume: ReferencePerfume;
}

const REFERENCE_KEYS: RefKey[] = [];
for (const perfume of referencePerfumes) {
  const names = [perfume.name, ...(perfume.aliases ?? [])];
  const keys = new Set<string>();
  for (const n of names) {
    keys.add(cleanReference(n));
    keys.add(cleanReference(`${perfume.brand} ${n}`));
    keys.add(cleanReference(`${n} ${perfume.brand}`));
  }
  for (const k of keys) if (k !== '') REFERENCE_KEYS.push({ key: k, perfume });
}

const BRANDS = new Set(referencePerfumes.map((p) => cleanReference(p.brand)));

/** Perfumes of the library whose brand is exactly `text` (for "name one of…" hints); empty otherwise. */
export function perfumesOfBrand(text: string): ReferencePerfume[] {
  const q = cleanReference(text);
  return referencePerfumes.filter((p) => cleanReference(p.brand) === q);
}

function bestReference(query: string, maxRatio: number, sameInitial = false): { ref: RefKey; similarity: number } | null {
  let best: { ref: RefKey; similarity: number } | null = null;
  for (const ref of REFERENCE_KEYS) {
    if (sameInitial && ref.key[0] !== query[0]) continue;
    const longest = Math.max(query.length, ref.key.length);
    let similarity: number;
    if (ref.key === query) similarity = 1;
    else {
      const limit = Math.floor(maxRatio * longest);
      const d = damerauLevenshtein(query, ref.key, limit);
      similarity = d > limit ? 0 : 1 - d / longest;
      // Someone still typing the name: "baccarat rou", "sauv".
      if (query.length >= 4 && ref.key.startsWith(query) && query.length / ref.key.length >= 0.5) {
        similarity = Math.max(similarity, 0.7 + 0.25 * (query.length / ref.key.length));
      }
    }
    if (similarity < 1 - maxRatio) continue;
    if (!best || similarity > best.similarity || (similarity === best.similarity && ref.key.length > best.ref.key.length)) {
      best = { ref, similarity };
    }
  }
  return best;
}

/**
 * The reference perfume a user meant, tolerating case, accents, typos, brand before or after the name and
 * extra words ("Chanel N°5", "dior sauvag", "something like Acqua di Gio"). Null when nothing is close.
 */
export function findReferencePerfume(text: string): ReferenceMatch | null {
  const query = cleanReference(text);
  // One letter is too little to guess from, but it may be a whole name (YSL's "Y").
  if (query.length < 2 && !REFERENCE_KEYS.some((r) => r.key === query)) return null;
  // A bare brand ("Chanel") names several perfumes: better to say so than to guess one.
  if (BRANDS.has(query) && !REFERENCE_KEYS.some((r) => r.key === query)) return null;
  let best = bestReference(query, 0.3);
  if ((!best || best.similarity < 0.8) && query.includes(' ')) {
    // The name may sit inside a longer sentence: try every window of up to five words (a typo in the
    // first letter is not tolerated there, which keeps this fast).
    const words = query.split(' ').slice(0, 24);
    for (let size = Math.min(5, words.length); size >= 1; size--) {
      for (let start = 0; start + size <= words.length; start++) {
        const window = words.slice(start, start + size).join(' ');
        if (window.length < 4 || window === query) continue;
        const hit = bestReference(window, 0.2, true);
        if (hit && (!best || hit.similarity * 0.95 > best.similarity)) best = { ref: hit.ref, similarity: hit.similarity * 0.95 };
      }
    }
  }
  if (!best) return null;
  return { perfume: best.ref.perfume, similarity: Math.round(best.similarity * 1000) / 1000, matchedOn: best.ref.key };
}

/**
 * Names too common to be read as a perfume's name inside a description: everyday words ("an angel", "a chance",
 * "a cloud of powder") and phrases a description uses for a note ("a bitter peach").
 */
const COMMON_NAME_WORDS = new Set([
  'angel',
  'chance',
  'opium',
  'poison',
  'obsession',
  'daisy',
  'libre',
  'eros',
  'polo',
  'bloom',
  'flower',
  'invictus',
  'giorgio',
  'colonia',
  'tresor',
  'vetiver',
  'fahrenheit',
  'chloe',
  'dior',
  'chanel',
  'guerlain',
  'hermes',
  'cloud',
  'alien',
  'coco',
  'you',
  'y',
  'bitter peach',
]);

/**
 * A reference perfume named inside a description ("like Chanel No 5 but lighter", "a Sauvage for winter"):
 * exact names (with or without the brand, aliases included) first, never a name that is an everyday word or
 * phrase ("angel", "bitter peach"), a single word only when it is not a scent word; then names as people misspell
 * them ("tere d'hermes", "bacarat rouge 540", "creed aventis"): a name of at least eight letters, its first letter
 * right, within the typo allowance of its length, and never a window that is a word the brief reader knows. Null
 * when none is named.
 */
export function referenceInDescription(text: string): ReferenceMatch | null {
  const words = cleanReference(text).split(' ').slice(0, 200);
  const windows = (size: number) =>
    Array.from({ length: Math.max(0, words.length - size + 1) }, (_, start) => words.slice(start, start + size).join(' '));
  for (let size = 5; size >= 1; size--) {
    for (const window of windows(size)) {
      if (window.length < 4) continue;
      if (COMMON_NAME_WORDS.has(window) || (size === 1 && LEXICON.has(window))) continue;
      const hit = REFERENCE_KEYS.find((r) => r.key === window);
      if (hit) return { perfume: hit.perfume, similarity: 1, matchedOn: hit.key };
    }
  }
  let best: { ref: RefKey; distance: number } | null = null;
  for (let size = 5; size >= 1; size--) {
    for (const window of windows(size)) {
      if (window.length < 8 || COMMON_NAME_WORDS.has(window) || LEXICON.has(window)) continue;
      const allowance = typoAllowance(window.length);
      for (const ref of REFERENCE_KEYS) {
        if (ref.key.length < 8 || ref.key[0] !== window[0] || Math.abs(ref.key.length - window.length) > allowance) continue;
        const distance = damerauLevenshtein(window, ref.key, allowance);
        if (distance <= allowance && (!best || distance < best.distance)) best = { ref, distance };
      }
    }
  }
  if (!best) return null;
  return {
    perfume: best.ref.perfume,
    similarity: Math.round((1 - best.distance / best.ref.key.length) * 1000) / 1000,
    matchedOn: best.ref.key,
  };
}

/**
 * The description without the reference perfume's name, as written or misspelt, brand included: the words of a
 * name are not notes ("Baccarat Rouge" is not a lipstick, "Black Opium" not an opium accord).
 */
export function withoutReferenceName(text: string, perfume: ReferencePerfume): string {
  const names = REFERENCE_KEYS.filter((r) => r.perfume === perfume).map((r) => r.key.split(' '));
  // The name without its trailing words ("baccarat rouge" for Baccarat Rouge 540), two words at least.
  const nameWords = cleanReference(perfume.name).split(' ');
  for (let n = nameWords.length - 1; n >= 2; n--) names.push(nameWords.slice(0, n));
  names.push(
    ...cleanReference(perfume.brand)
      .split(' ')
      .filter((w) => w.length >= 4 && !LEXICON.has(w))
      .map((w) => [w]),
  );
  names.sort((a, b) => b.length - a.length);
  const noteWords = new Set([...perfume.top, ...perfume.heart, ...perfume.base].flatMap((n) => tokens(n)));
  const words = normalise(text).split(' ');
  const kept: string[] = [];
  outer: for (let i = 0; i < words.length;) {
    for (const name of names) {
      if (i + name.length > words.length) continue;
      const window = words.slice(i, i + name.length).join(' ');
      const target = name.join(' ');
      const close =
        window === target ||
        (target.length >= 8 &&
          window[0] === target[0] &&
          damerauLevenshtein(window, target, typoAllowance(target.length)) <= typoAllowance(target.length));
      if (close) {
        // Words of the name that are notes of the perfume stay: "Wood Sage & Sea Salt" still asks for sage.
        kept.push(...words.slice(i, i + name.length).filter((w) => noteWords.has(singular(w))));
        i += name.length;
        continue outer;
      }
    }
    kept.push(words[i]);
    i++;
  }
  return kept.join(' ');
}

const noteCache = new Map<string, { facets: Map<Facet, number>; materials: Set<string> }>();

/** What a reference perfume's note means to the knowledge base (facets and materials); empty if nothing. */
export function resolveNote(note: string): { facets: Map<Facet, number>; materials: Set<string> } {
  const k = key(note);
  let hit = noteCache.get(k);
  if (!hit) {
    const r = readText(note);
    hit = { facets: r.facets, materials: r.mentioned };
    noteCache.set(k, hit);
  }
  return hit;
}

// ---------------------------------------------------------------------------------------------------------
// The whole brief.
// ---------------------------------------------------------------------------------------------------------

/** Token sequences naming prohibited materials, to tell the user they are never used. */
const PROHIBITED_PHRASES: { mat: Material; phrases: string[][] }[] = materials
  .filter((m) => m.prohibited)
  .map((mat) => ({ mat, phrases: [mat.name, ...mat.synonyms].map((x) => tokens(x)) }));

/** Prohibited materials named in a text. */
export function prohibitedNamed(text: string): Material[] {
  const toks = tokens(text);
  return PROHIBITED_PHRASES.filter(({ phrases }) => phrases.some((p) => containsSequence(toks, p))).map(({ mat }) => mat);
}

export interface Interpretation {
  /** Facet weights normalised so the strongest is 1; weak ones (< 0.05) dropped. */
  weights: Map<Facet, number>;
  /** Fresh (+) / warm (−) lean in [-1, 1]. */
  lift: number;
  liftPhrases: { phrase: string; lift: number }[];
  matchedTerms: string[];
  mentioned: Set<string>;
  referenceMaterialIds: Set<string>;
  /** The reference perfume's signature materials, best first (reference-perfumes.ts), before any filter. */
  referenceSignature: string[];
  referenceInput: string | null;
  reference: ReferenceMatch | null;
  avoidTerms: string[];
  avoidUnmatched: string[];
  negatedTerms: string[];
  excluded: Set<string>;
  /** False when nothing in the description was recognised. */
  recognised: boolean;
  /** Prohibited materials the description names (never used). */
  prohibitedNamed: Material[];
  /** Facets the description names outright, minus those negated or asked for less of. */
  namedFacets: Facet[];
  /** Accords the description calls for ("coffee", "leather", "sea breeze"), minus negated ones. */
  accords: Accord[];
  /** Facets asked for less of ("less sugary", "not too sweet"). */
  softened: Set<Facet>;
  /** Named facets and materials asked for as minor notes only ("a touch of rose", "a little benzoin"). */
  minor: Set<Facet>;
  minorMaterials: Set<string>;
  /** Named facets and materials asked for with emphasis ("lots of lemon", "lots of nutmeg"). */
  emphasised: Set<Facet>;
  emphasisedMaterials: Set<string>;
}

const FRESH_FACETS: FacetWeights = {
  citrus: 1,
  aquatic: 1,
  fresh: 1,
  ozonic: 0.8,
  marine: 0.6,
  mint: 0.8,
  green: 0.5,
  aldehydic: 0.3,
  clean: 0.3,
};
const WARM_FACETS: FacetWeights = {
  amber: 1,
  gourmand: 0.8,
  vanilla: 0.8,
  resinous: 0.8,
  balsamic: 0.8,
  leathery: 0.6,
  smoky: 0.5,
  tonka: 0.5,
  animalic: 0.4,
  oud: 0.5,
  tobacco: 0.5,
};

function weigh(weights: Map<Facet, number>, table: FacetWeights): number {
  let s = 0;
  for (const [f, w] of Object.entries(table) as [Facet, number][]) s += (weights.get(f) ?? 0) * w;
  return s;
}

/** Reads a validated brief. */
export function interpretBrief(brief: Required<FormulaBrief>): Interpretation {
  const given = brief.referencePerfume.trim() === '' ? null : brief.referencePerfume.trim();
  const inText = given ? null : referenceInDescription(brief.description);
  const referenceInput = given ?? (inText ? inText.matchedOn : null);
  const reference = given ? findReferencePerfume(given) : inText;
  const text = reference ? withoutReferenceName(brief.description, reference.perfume) : brief.description;
  const description = readText(text);
  const weights = new Map<Facet, number>(description.facets);
  // "less powdery", "not too sweet": keep the facet, but well below the rest. Less sweet is also less of
  // the sugary families ("more floral than sweet" in a pastry-shop brief).
  if (description.softened.has('sweet'))
    for (const f of SUGARY) if (f === 'gourmand' || !description.named.has(f)) description.softened.add(f);
  for (const f of description.softened) if (weights.has(f)) weights.set(f, weights.get(f)! * 0.25);

  const referenceMaterialIds = new Set<string>();
  const referenceSignature: string[] = [];
  // What the brief asks less of leaves the reference's signature ("like Shalimar but less powdery": no orris).
  const softenedInSignature = (id: string) => {
    const mat = materialById(id);
    return (
      !!mat &&
      mat.facets.slice(0, 2).some((f) => description.softened.has(f) || (FACET_PARENT[f] && description.softened.has(FACET_PARENT[f]!)))
    );
  };
  if (reference) {
    for (const id of REFERENCE_SIGNATURES[reference.perfume.id] ?? []) {
      if (softenedInSignature(id)) continue;
      referenceSignature.push(id);
      referenceMaterialIds.add(id);
    }
    const p = reference.perfume;
    // The description leads; the reference adds its families and notes as a strong hint.
    p.families.forEach((f, i) => weights.set(f, (weights.get(f) ?? 0) + [1, 0.7, 0.45][i]));
    for (const note of [...p.top, ...p.heart, ...p.base]) {
      const r = resolveNote(note);
      for (const [f, w] of r.facets) weights.set(f, (weights.get(f) ?? 0) + 0.15 * w);
      for (const id of r.materials) if (!softenedInSignature(id)) referenceMaterialIds.add(id);
    }
  }

  // Naming a sub-facet ("rose") also leans a little on its family ("floral").
  for (const [f, w] of [...weights]) {
    const parent = FACET_PARENT[f];
    if (parent) weights.set(parent, (weights.get(parent) ?? 0) + 0.4 * w);
  }
  let max = 0;
  for (const w of weights.values()) max = Math.max(max, w);
  const normalised = new Map<Facet, number>();
  if (max > 0) {
    for (const f of FACETS) {
      const w = (weights.get(f) ?? 0) / max;
      if (w >= 0.05) normalised.set(f, Math.round(w * 1000) / 1000);
    }
  }

  const fresh = weigh(normalised, FRESH_FACETS);
  const warm = weigh(normalised, WARM_FACETS);
  const lift = Math.max(-1, Math.min(1, 0.6 * description.lift + 0.5 * Math.tanh(fresh - warm)));

  const avoidTerms = parseAvoidTerms(brief.notesToAvoid);
  const excluded = new Set<string>();
  const avoidUnmatched: string[] = [];
  for (const term of avoidTerms) {
    const ids = materialsMatchingAvoidTerm(term);
    if (ids.length === 0) avoidUnmatched.push(term);
    for (const id of ids) excluded.add(id);
  }
  const negatedTerms = description.negated.filter((t) => !avoidTerms.includes(t));
  const negatedKeys = new Set([...description.negated, ...avoidTerms].map((t) => key(t)));
  const negatedFacets = new Set<Facet>();
  for (const t of negatedKeys) for (const f of FACET_BY_WORD.get(t) ?? []) negatedFacets.add(f);
  for (const term of negatedTerms) for (const id of materialsMatchingAvoidTerm(term)) excluded.add(id);

  return {
    weights: normalised,
    lift: Math.round(lift * 1000) / 1000,
    liftPhrases: description.liftPhrases,
    matchedTerms: description.matched,
    mentioned: description.mentioned,
    referenceMaterialIds,
    referenceSignature,
    referenceInput,
    reference,
    avoidTerms: [...avoidTerms, ...negatedTerms],
    avoidUnmatched,
    negatedTerms,
    excluded,
    recognised: description.matched.length > 0,
    prohibitedNamed: prohibitedNamed(brief.description),
    namedFacets: [...description.named].filter(
      (f) => !description.softened.has(f) && !negatedFacets.has(f) && (normalised.get(f) ?? 0) > 0,
    ),
    softened: new Set(description.softened),
    minor: new Set(description.minor),
    minorMaterials: new Set(description.minorMaterials),
    emphasised: new Set(description.emphasised),
    emphasisedMaterials: new Set(description.emphasisedMaterials),
    // An accord whose main facet is asked for less of, or only as a minor note, is not built: its best
    // material carries the note ("less leathery", "a thread of smoky incense").
    accords: accordsIn(tokens(text), key).filter(
      (a) =>
        !triggerKeys(key).some((k) => k.accord === a && negatedKeys.has(k.needle.trim())) &&
        !a.facets.some((f) => negatedFacets.has(f)) &&
        !description.softened.has(a.facets[0]) &&
        !description.minor.has(a.facets[0]),
    ),
  };
}

/** Family weights of an interpretation, strongest first. */
export function familyWeights(weights: Map<Facet, number>): { family: (typeof FAMILIES)[number]; weight: number }[] {
  return FAMILIES.map((family) => ({ family, weight: weights.get(family) ?? 0 }))
    .filter((x) => x.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.family.localeCompare(b.family));
}

/** The facets a recognised phrase (a key of `matchedTerms`) stands for, strongest first. */
export function termFacets(term: string): Facet[] {
  const e = LEXICON.get(term) ?? LEXICON.get(key(term));
  if (!e) return [];
  return [...e.facets].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([f]) => f);
}

/**
 * Text helpers shared by the brief reader and the reference matcher: normalising, singularising, fuzzy
 * distance, and the seeded pseudo-random generator that keeps the engine deterministic.
 */

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th' };

/** Lower case, accents stripped, anything but letters and digits turned into single spaces. "Fougère N°5" → "fougere n 5". */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[œæßøłđðþ]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  woods: 'wood',
  mice: 'mouse',
  children: 'child',
  men: 'man',
  women: 'woman',
  peaches: 'peach',
  spices: 'spice',
  notes: 'note',
  cloves: 'clove',
};
/** Words that end in "s" in the singular; left alone. */
const KEEP_S = new Set([
  'citrus',
  'iris',
  'moss',
  'grass',
  'glass',
  'cassis',
  'hibiscus',
  'lotus',
  'narcissus',
  'cistus',
  'anis',
  'gas',
  'always',
  'this',
  'is',
  'was',
  'has',
  'his',
  'its',
  'as',
  'us',
  'yes',
  'less',
  'cypress',
  'kiss',
  'bliss',
  'dress',
  'mass',
  'boss',
  'oasis',
  'christmas',
  'paris',
  'swiss',
  'juniperus',
  'ambergris',
  'eros',
  'abies',
  'news',
  'series',
  'species',
  'molasses',
  'lilas',
  'frais',
  'gris',
  'bois',
  'sous',
  'plus',
  'mais',
  'pois',
  'dans',
]);

/** A crude English singular, enough for matching perfume vocabulary ("berries" → "berry", "roses" → "rose"). */
export function singular(word: string): string {
  if (word.length <= 3 || KEEP_S.has(word)) return word;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Normalised, singular tokens. */
export function tokens(text: string): string[] {
  const n = normalise(text);
  return n === '' ? [] : n.split(' ').map(singular);
}

/** Normalised, singularised text used as a lexicon key ("Orange Blossoms" → "orange blossom"). */
export function key(text: string): string {
  return tokens(text).join(' ');
}

/**
 * Optimal-string-alignment Damerau–Levenshtein distance (insertions, deletions, substitutions and adjacent
 * transpositions), stopping early once it exceeds `limit`.
 */
export function damerauLevenshtein(a: string, b: string, limit = Infinity): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > limit) return limit + 1;
  if (n === 0) return m;
  if (m === 0) return n;
  let prevPrev = new Array<number>(m + 1).fill(0);
  let prev = new Array<number>(m + 1);
  let cur = new Array<number>(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) v = Math.min(v, prevPrev[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    const t = prevPrev;
    prevPrev = prev;
    prev = cur;
    cur = t;
  }
  return prev[m];
}

/**
 * How many typos a word of this length may carry and still be recognised: none under 6 letters (too many
 * short English words are one letter from a perfume word: "beach"/"peach", "night"/"light"), one up to 8,
 * two beyond.
 */
export function typoAllowance(length: number): number {
  if (length < 6) return 0;
  if (length < 9) return 1;
  return 2;
}

/** 32-bit FNV-1a hash of a string. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mulberry32: a tiny seeded PRNG returning floats in [0, 1). The engine never uses Math.random. */
export function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The LIKE pattern that finds `q` anywhere in a text: LIKE's wildcards (`%`, `_`) and its escape character (`\`)
 * in the words escaped, so a search for "100%" looks for a percent sign. Not lower-cased: compare it as
 * `lower(column) like lower(pattern)` (or a stored lower-cased text, posts.search_text, `like lower(pattern)`), so
 * that PostgreSQL lower-cases both sides alike. JavaScript's toLowerCase does not agree with it everywhere: it
 * writes a final sigma ("ΟΔΟΣ" -> "οδος", PostgreSQL "οδοσ") and a dotted i as two characters.
 */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Letters and decimal digits: what PostgreSQL's text parser and pg_trgm take words from (not "²", "½", "①"). */
const WORD_CHAR = String.raw`[\p{L}\p{Nd}]`;
const HAS_TRIGRAM = new RegExp(`${WORD_CHAR}{3}`, 'u');
const TWO_CHARS = new RegExp(`^${WORD_CHAR}{2}$`, 'u');

/**
 * How a search looks for part of a word (posts and the forum):
 * - `'trigrams'`: the words hold three letters or digits in a row, from which pg_trgm takes the trigrams it looks
 *   up, so the trigram index serves `likePattern(q)`: anywhere in a word;
 * - `'prefix'`: two letters or digits (a live search's first keys): the start of a word, through the full-text
 *   index (`prefixQuery`);
 * - `'none'`: anything else without three in a row ("z", "a b", "é!"): whole words only. One letter is left out
 *   of the prefixes: every word starting with "q" was 2.7 s of PostgreSQL's time at a million posts.
 *
 * Given a pattern without a trigram, pg_trgm reads its whole index: a search for "zq" cost PostgreSQL 3.4-6.6 s
 * at a million posts (docs/benchmarks/api.md), for anyone who typed two keys.
 */
export type PartialMatch = 'trigrams' | 'prefix' | 'none';
export function partialMatch(q: string): PartialMatch {
  if (HAS_TRIGRAM.test(q)) return 'trigrams';
  return TWO_CHARS.test(q.trim()) ? 'prefix' : 'none';
}

/**
 * The tsquery text for words starting with `q` (`to_tsquery('simple', …)`), for a `'prefix'` search: two letters
 * or digits, so nothing in it is tsquery syntax.
 */
export function prefixQuery(q: string): string {
  if (partialMatch(q) !== 'prefix') throw new Error('prefixQuery: not two letters or digits');
  return `${q.trim()}:*`;
}

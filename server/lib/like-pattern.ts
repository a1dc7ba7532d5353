/**
 * The LIKE pattern that finds `q` anywhere in a lower-cased text: the words lower-cased, and LIKE's wildcards
 * (`%`, `_`) and its escape character (`\`) in them escaped, so a search for "100%" looks for a percent sign.
 * Compared with `lower(column) like …` or with a stored lower-cased text (posts.search_text).
 */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * How a search may look for part of a word beyond what it reads row by row, where an index must find it:
 * - `'trigrams'`: the words hold three letters or digits in a row, from which pg_trgm takes the trigrams it looks
 *   up, so the trigram index serves `likePattern(q)`;
 * - `'prefix'`: two letters or digits (a live search's first keys): the start of a word, through the full-text
 *   index (`prefixQuery`);
 * - `'none'`: anything else without three in a row ("z", "a b", "é!"): whole words only. One letter is left out of
 *   the prefixes: every word starting with "q" was 2.7 s of PostgreSQL's time at a million posts.
 *
 * Given a pattern without a trigram, pg_trgm reads its whole index: a search for "zq" cost PostgreSQL 3.4-6.6 s at a
 * million posts (docs/benchmarks/api.md, tenth session), for anyone who typed two keys.
 */
export type PartialMatch = 'trigrams' | 'prefix' | 'none';
export function partialMatch(q: string): PartialMatch {
  if (/[\p{L}\p{N}]{3}/u.test(q)) return 'trigrams';
  return /^[\p{L}\p{N}]{2}$/u.test(q.trim()) ? 'prefix' : 'none';
}

/**
 * The tsquery text for words starting with `q` (`to_tsquery('simple', …)`), for a `'prefix'` search: letters and
 * digits only, so nothing in it is tsquery syntax.
 */
export function prefixQuery(q: string): string {
  if (partialMatch(q) !== 'prefix') throw new Error('prefixQuery: not two letters or digits');
  return `${q.trim()}:*`;
}

/**
 * The LIKE pattern that finds `q` anywhere in a lower-cased text: the words lower-cased, and LIKE's wildcards
 * (`%`, `_`) and its escape character (`\`) in them escaped, so a search for "100%" looks for a percent sign.
 * Compared with `lower(column) like …` or with a stored lower-cased text (posts.search_text).
 */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

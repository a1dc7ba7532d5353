import { renderPageMarkdown } from '#server/lib/markdown';

/** Reading speed for technical prose with figures: slower than the ~240 words a minute of light non-fiction. */
export const WORDS_PER_MINUTE = 200;

/** An exercise heading states its own time at the bench: `## At the bench (20 min)`. */
const EXERCISE_HEADING = /^#{2,6} .*\((\d+) min\)\s*$/gm;

/** The text a reader sees: the markdown rendered by the site's own renderer, without tags and entities. */
export function visibleText(markdown: string): string {
  return renderPageMarkdown(markdown)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? ' ');
}

/** Words a reader sees: whitespace-separated tokens with at least one letter or digit ("10 %" is one word, "—" none). */
export function countWords(markdown: string): number {
  return visibleText(markdown)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes of bench work the text announces in its exercise headings, summed. */
export function benchMinutes(markdown: string): number {
  let total = 0;
  for (const m of markdown.matchAll(EXERCISE_HEADING)) total += Number(m[1]);
  return total;
}

/**
 * The time a lesson or tutorial takes, computed from its text, never typed: the words a reader sees at
 * WORDS_PER_MINUTE, rounded up to a whole minute, plus the bench time its exercise headings state
 * (`## At the bench (20 min)`: weighing, dilutions and smelling at the bench are not reading). Waiting
 * times (a 48-hour rest, four weeks of maceration) are not study time and are never counted.
 */
export function studyMinutes(markdown: string): number {
  return Math.ceil(countWords(markdown) / WORDS_PER_MINUTE) + benchMinutes(markdown);
}

/** A whole-course total for the course card, from its lessons' minutes: "about 6 h" (to the half hour, at least 1 h). */
export function courseHours(minutes: readonly number[]): string {
  const total = minutes.reduce((a, b) => a + b, 0);
  const halfHours = Math.max(2, Math.round(total / 30));
  return `${halfHours % 2 === 0 ? halfHours / 2 : (halfHours / 2).toFixed(1)} h`;
}

import { describe, expect, it } from 'vitest';
import { materials } from '#common/formula/materials';
import { parseFormulas } from './formula-block';
import { COURSES } from './learn-content';
import { countWords, studyMinutes, visibleText } from './study-time';
import { TUTORIALS } from './tutorials';

const lessons = COURSES.flatMap((c) => c.modules.flatMap((m) => m.lessons.map((l) => ({ ...l, where: `${c.id} › ${l.title}` }))));
const tutorials = TUTORIALS.map((t) => ({ ...t, where: t.id }));

/** Lower case, letters and digits only: "Bergamot oil (expressed)" and "bergamot-oil expressed" compare equal. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Every name a material answers to: its name, its name without the bracketed part, its synonyms. */
const KNOWN_MATERIALS = new Set(materials.flatMap((m) => [norm(m.name), norm(m.name.replace(/\([^)]*\)/g, ' ')), ...m.synonyms.map(norm)]));
/** Carriers a formula may contain besides materials (solid perfume bases and solvents are not in the knowledge base). */
const CARRIERS = new Set([
  'ethanol',
  'perfumer s alcohol',
  'dpg',
  'dipropylene glycol',
  'jojoba oil',
  'fractionated coconut oil',
  'beeswax',
]);

/** The text paragraphs a reader sees (headings and formula blocks aside), normalised for comparison. */
function paragraphs(markdown: string): string[] {
  return markdown
    .split(/\n{2,}/)
    .filter((block) => !/^#{1,6} /.test(block) && !block.startsWith('```'))
    .map((block) => norm(visibleText(block)))
    .filter((p) => p.split(' ').length >= 6);
}

function sharedParagraphs(texts: { where: string; body: string }[]): string[] {
  const seen = new Map<string, string>();
  const shared: string[] = [];
  for (const t of texts) {
    for (const p of new Set(paragraphs(t.body))) {
      const other = seen.get(p);
      if (other && other !== t.where) shared.push(`${other} and ${t.where}: "${p.slice(0, 80)}…"`);
      seen.set(p, t.where);
    }
  }
  return shared;
}

describe('seeded learning content', () => {
  it('gives every lesson a text of its own of at least 300 words a reader sees', () => {
    expect(lessons.length).toBe(66);
    const short = lessons.filter((l) => countWords(l.body) < 300).map((l) => `${l.where}: ${countWords(l.body)}`);
    expect(short).toEqual([]);
  });

  it('gives every tutorial the depth of a long read (at least 800 words)', () => {
    const short = tutorials.filter((t) => countWords(t.body) < 800).map((t) => `${t.where}: ${countWords(t.body)}`);
    expect(short).toEqual([]);
  });

  it('states lesson minutes and tutorial durations that are computed from the text', () => {
    for (const l of lessons) expect(l.minutes, l.where).toBe(studyMinutes(l.body));
    for (const t of tutorials) expect(t.duration, t.where).toBe(`${studyMinutes(t.body)} min`);
  });

  it('derives each course’s lesson count and total time from its lessons', () => {
    for (const c of COURSES) {
      const ls = c.modules.flatMap((m) => m.lessons);
      expect(c.features[0], c.id).toMatch(new RegExp(`^${ls.length} lessons in ${c.modules.length} modules, about [\\d.]+ h of`));
    }
  });

  it('shares no paragraph between two lessons, nor between two tutorials', () => {
    // The check itself catches a repeated paragraph, whatever its case, punctuation or emphasis.
    const repeated = 'Record every trial with its ratio and the time you smelled it.';
    expect(
      sharedParagraphs([
        { where: 'a', body: `# A\n\n${repeated}` },
        { where: 'b', body: `**${repeated.toUpperCase()}**` },
      ]),
    ).toHaveLength(1);
    expect(sharedParagraphs(lessons)).toEqual([]);
    expect(sharedParagraphs(tutorials)).toEqual([]);
  });

  it('names only materials of the knowledge base in its formulas, and its percentages add up to 100', () => {
    const texts = [...lessons, ...tutorials];
    const formulas = texts.flatMap((t) => parseFormulas(t.body).map((f) => ({ ...f, where: t.where })));
    expect(formulas.length).toBeGreaterThanOrEqual(25); // the parser found the blocks
    const unknown = formulas.flatMap((f) =>
      f.rows
        .map((r) => norm(r.material))
        .filter((name) => !KNOWN_MATERIALS.has(name) && !CARRIERS.has(name))
        .map((n) => `${f.where}: ${n}`),
    );
    expect(unknown).toEqual([]);
    for (const f of formulas) {
      const sum = f.rows.reduce((s, r) => s + r.amount, 0);
      expect(
        f.rows.every((r) => Number.isFinite(r.amount) && r.amount > 0),
        f.where,
      ).toBe(true);
      expect(f.total, f.where).toBeCloseTo(sum, 6);
      if (f.unit === '%') expect(f.total, f.where).toBeCloseTo(100, 6);
    }
  });

  it('uses no prohibited material in a formula', () => {
    const prohibited = new Set(materials.filter((m) => m.prohibited).flatMap((m) => [norm(m.name), ...m.synonyms.map(norm)]));
    const used = [...lessons, ...tutorials].flatMap((t) => parseFormulas(t.body).flatMap((f) => f.rows.map((r) => norm(r.material))));
    expect(used.filter((n) => prohibited.has(n))).toEqual([]);
  });
});

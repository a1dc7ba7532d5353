/**
 * Formulas in lessons and tutorials. The site's markdown has no tables or images (server/lib/markdown.ts), so a
 * formula is a fenced block in aligned columns, the way a perfumer's formula sheet reads:
 *
 *     Material               Note                %
 *     Phenylethyl alcohol                    55.00
 *     Total                                 100.00
 *
 * The total is computed here, so a formula always adds up; `parseFormulas` reads the blocks back for the tests.
 */
export type FormulaUnit = '%' | 'g' | 'parts';
export type FormulaRow = readonly [material: string, amount: number, note?: string];

const FENCE = '```';

function decimalsOf(n: number): number {
  const s = String(n);
  return s.includes('.') ? s.split('.')[1].length : 0;
}

/** A formula as a fenced markdown block: one material a line, an optional note (dilution, CAS…), the amount, a total. */
export function formula(unit: FormulaUnit, rows: readonly FormulaRow[]): string {
  const decimals = Math.min(3, Math.max(...rows.map(([, amount]) => decimalsOf(amount))));
  const total = rows.reduce((sum, [, amount]) => sum + amount, 0);
  const fmt = (n: number) => n.toFixed(decimals);
  const nameWidth = Math.max(8, ...rows.map(([name]) => name.length)) + 2;
  const hasNotes = rows.some(([, , note]) => note);
  const noteWidth = hasNotes ? Math.max(4, ...rows.map(([, , note]) => (note ?? '').length)) + 2 : 0;
  const amountWidth = Math.max(unit.length, fmt(total).length);
  const line = (name: string, note: string, amount: string) =>
    `${name.padEnd(nameWidth)}${hasNotes ? note.padEnd(noteWidth) : ''}${amount.padStart(amountWidth)}`.trimEnd();
  return [
    `${FENCE}formula`,
    line('Material', hasNotes ? 'Note' : '', unit),
    ...rows.map(([name, amount, note]) => line(name, note ?? '', fmt(amount))),
    line('Total', '', fmt(total)),
    FENCE,
  ].join('\n');
}

export interface ParsedFormula {
  unit: string;
  rows: { material: string; amount: number }[];
  total: number;
}

/** The formula blocks of a markdown text, as a reader sees them. */
export function parseFormulas(markdown: string): ParsedFormula[] {
  const blocks = [...markdown.matchAll(/^```formula\n([\s\S]*?)\n```$/gm)].map((m) => m[1].split('\n'));
  return blocks.map(([header, ...lines]) => {
    const cells = (l: string) => l.trim().split(/\s{2,}/);
    const totalLine = lines.find((l) => l.startsWith('Total'));
    return {
      unit: cells(header).at(-1) ?? '',
      rows: lines.filter((l) => !l.startsWith('Total')).map((l) => ({ material: cells(l)[0], amount: Number(cells(l).at(-1)) })),
      total: totalLine ? Number(cells(totalLine).at(-1)) : Number.NaN,
    };
  });
}

/**
 * The lab sheet's batch limits and its CSV, apart from the maths (lab-sheet.ts), so a page that only shows a
 * sheet the server computed loads no materials data.
 */

export const LAB_BATCH_UNITS = ['g', 'mL'] as const;
export type LabBatchUnit = (typeof LAB_BATCH_UNITS)[number];
/** A batch is 1 to 50,000 g (or mL), at most two decimals. */
export const MIN_LAB_BATCH = 1;
export const MAX_LAB_BATCH = 50_000;
/** Why a material is weighed as a dilution. */
export const DILUTION_REASONS = ['very strong', 'maximum use at most 1 %', 'too little to weigh neat'] as const;
export type DilutionReason = (typeof DILUTION_REASONS)[number];

/** The lab sheet's CSV columns. */
export const LAB_SHEET_CSV_HEADER = [
  'material',
  'cas',
  'percent',
  'grams',
  'millilitres',
  'density_g_per_ml',
  'density_assumed',
  'dilution',
  'dilution_grams_to_weigh',
  'solvent_grams',
] as const;

/**
 * One text cell: a cell a spreadsheet would read as a formula (starting with = + - @, a tab or a carriage
 * return) gets a leading apostrophe; a cell with a comma, quote or line break is quoted (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const num = (n: number) => n.toFixed(2);

/** What the CSV reads of a lab sheet's line (see LabLine in lab-sheet.ts). */
interface CsvLine {
  name: string;
  cas: string | null;
  percent: number;
  grams: number;
  millilitres: number;
  density: number;
  densityAssumed: boolean;
  dilution: { percent: number; solvent: string; grams: number; solventGrams: number } | null;
}

/** The lab sheet as CSV: UTF-8 (with a byte-order mark, so spreadsheets read accents), a header row, one row per material. */
export function labSheetCsv(sheet: { lines: readonly CsvLine[] }): string {
  const rows = sheet.lines.map((l) =>
    [
      csvCell(l.name),
      csvCell(l.cas ?? ''),
      num(l.percent),
      num(l.grams),
      num(l.millilitres),
      num(l.density),
      l.densityAssumed ? 'yes' : 'no',
      l.dilution ? csvCell(`${l.dilution.percent} % in ${l.dilution.solvent}`) : '',
      l.dilution ? num(l.dilution.grams) : '',
      l.dilution ? num(l.dilution.solventGrams) : '',
    ].join(','),
  );
  return `\uFEFF${[LAB_SHEET_CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}

import type { Formula } from '#common/formula';
import type { LabSheet } from '#common/formula/lab-sheet';
import { ifraStatus } from '#common/formula/versions-diff';
import type { FormulaVersionSummary, FormulaView, LabSheetAnswer } from '#common/schemas/formula-versions';
import type { FormulaVersionRow } from './formula-versions.repository';
import type { SavedFormulaRow } from './formulas.repository';

/** A version in the history: number, note, who and when, what it holds and its IFRA status today. */
export function presentVersionSummary(
  row: { version: FormulaVersionRow; author: string | null },
  currentVersion: number,
): FormulaVersionSummary {
  const v = row.version;
  const formula = v.formula as unknown as Formula;
  return {
    number: v.number,
    note: v.note,
    createdAt: v.createdAt.toISOString(),
    author: v.authorId ? { id: v.authorId, username: row.author } : null,
    materials: formula.lines.length,
    totalGrams: formula.totalGrams,
    current: v.number === currentVersion,
    ifra: ifraStatus(formula),
  };
}

/** A formula as the viewer sees it: its current version, its author, and what it was remixed from. */
export function presentFormulaView(
  found: { formula: SavedFormulaRow; author: string | null },
  viewerId: string,
  updatedAt: Date,
  remixedFrom: FormulaView['remixedFrom'],
): FormulaView {
  const row = found.formula;
  const formula = row.formula as unknown as Formula;
  return {
    id: row.id,
    name: row.name,
    shared: row.shared,
    isOwn: row.userId === viewerId,
    currentVersion: row.currentVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    author: { id: row.userId, username: found.author },
    remixedFrom,
    formula,
    ifra: ifraStatus(formula),
  };
}

/** The lab sheet, each line with the shop's product of its material (by material id), if any. */
export function presentLabSheet(
  row: SavedFormulaRow,
  savedAt: Date,
  sheet: LabSheet,
  productOf: ReadonlyMap<string, { id: string; name: string }>,
): LabSheetAnswer {
  const lines = sheet.lines.map((l) => {
    const product = productOf.get(l.materialId);
    return { ...l, product: product ? { id: product.id, name: product.name } : null };
  });
  return { formulaId: row.id, name: row.name, version: row.currentVersion, savedAt: savedAt.toISOString(), ...sheet, lines };
}

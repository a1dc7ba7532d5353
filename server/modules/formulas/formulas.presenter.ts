import type { z } from 'zod';
import type { Formula } from '#common/formula';
import type { FormulaChangeSchema, SavedFormula, SavedFormulaSummary } from '#common/schemas/formula';
import type { SavedFormulaRow } from './formulas.repository';

type Change = z.output<typeof FormulaChangeSchema>;

/** A saved formula with the changes that made it from its brief (the formula is the server's replay). */
export function presentSavedFormula(
  row: Pick<SavedFormulaRow, 'id' | 'name' | 'createdAt'>,
  formula: Formula,
  changes: Change[],
): SavedFormula {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), formula, changes };
}

/** A saved formula in the list: its name, its brief's description, how many materials and grams, whether it is shared. */
export function presentSavedFormulaSummary(row: SavedFormulaRow): SavedFormulaSummary {
  const f = row.formula as unknown as Formula;
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    description: f.brief.description,
    materials: f.lines.length,
    totalGrams: f.totalGrams,
    shared: row.shared,
  };
}

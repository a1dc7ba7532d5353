/**
 * Two versions of a saved formula side by side: the materials added, removed and changed (percent and grams
 * before and after), and the IFRA status of each as the engine knows the rules today. Pure.
 */
import { checkFormula, ifraViolations } from './rebalance';
import type { Formula } from './types';

export interface DiffAmount {
  percent: number;
  grams: number;
}

export interface DiffLine {
  materialId: string;
  name: string;
  before: DiffAmount | null;
  after: DiffAmount | null;
}

export interface FormulaDiff {
  added: DiffLine[];
  removed: DiffLine[];
  changed: DiffLine[];
  /** Materials in both at the same percent and grams. */
  unchanged: DiffLine[];
}

export interface IfraStatus {
  compliant: boolean;
  /** The IFRA rules it breaks (and prohibited materials), each naming its Standard where it has one. */
  violations: { message: string; standard: string | null }[];
}

type DiffableLine = { materialId: string; name: string; percent: number; grams: number };

/** What changed from `before` to `after`, in the order of `after` (removed lines in the order of `before`). */
export function diffFormulas(before: { lines: readonly DiffableLine[] }, after: { lines: readonly DiffableLine[] }): FormulaDiff {
  const old = new Map(before.lines.map((l) => [l.materialId, l]));
  const now = new Set(after.lines.map((l) => l.materialId));
  const diff: FormulaDiff = { added: [], removed: [], changed: [], unchanged: [] };
  for (const l of after.lines) {
    const was = old.get(l.materialId);
    const line = {
      materialId: l.materialId,
      name: l.name,
      before: was ? { percent: was.percent, grams: was.grams } : null,
      after: { percent: l.percent, grams: l.grams },
    };
    if (!was) diff.added.push(line);
    else if (was.percent !== l.percent || was.grams !== l.grams) diff.changed.push(line);
    else diff.unchanged.push(line);
  }
  for (const l of before.lines) {
    if (!now.has(l.materialId))
      diff.removed.push({ materialId: l.materialId, name: l.name, before: { percent: l.percent, grams: l.grams }, after: null });
  }
  return diff;
}

/**
 * A stored formula's IFRA status under today's figures (`checkFormula`'s IFRA and prohibition findings). A
 * stored object the full check cannot read is checked on its lines alone.
 */
export function ifraStatus(formula: Formula): IfraStatus {
  let found;
  try {
    found = checkFormula(formula).filter((v) => v.code === 'IFRA' || v.code === 'PROHIBITED');
  } catch {
    found = ifraViolations(formula.lines, formula.concentration);
  }
  return { compliant: found.length === 0, violations: found.map((v) => ({ message: v.message, standard: v.standard ?? null })) };
}

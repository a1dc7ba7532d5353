import { formulaCategory, ifraViolations } from '#common/formula';
import type { Executor } from '#server/db/client';
import { AppError } from '#server/errors';
import { findOrderable } from './formulas.repository';

/** The error code of a formula that breaks an IFRA rule of its product category (the message names the rule and its Standard). */
export const IFRA_LIMIT = 'ifra_limit';

/**
 * Refuses (409) a stored formula that breaks an IFRA rule of the category it was made for (Category 4 for
 * formulas saved before categories existed) as the engine knows them today — one
 * saved before a figure was corrected or a sum rule added. Saving replays the brief and its changes, so a
 * formula saved now always passes; this guards what was stored earlier.
 */
export function assertMakeable(stored: unknown): void {
  const formula = stored as { lines?: unknown; concentration?: unknown; brief?: { productCategory?: unknown } } | null;
  if (!formula || !Array.isArray(formula.lines) || typeof formula.concentration !== 'number') return;
  const lines = (formula.lines as { materialId?: unknown; hundredths?: unknown }[]).flatMap((l) =>
    typeof l?.materialId === 'string' && typeof l.hundredths === 'number' ? [{ materialId: l.materialId, hundredths: l.hundredths }] : [],
  );
  const [first] = ifraViolations(lines, formula.concentration, formulaCategory(formula));
  if (first) {
    throw new AppError(
      409,
      IFRA_LIMIT,
      `This formula was saved under earlier IFRA figures and cannot be made as it is: ${first.message} Create it again from its description to bring it within the limits.`,
    );
  }
}

/**
 * A saved formula the member may order as a bottle (their own, or one its author shared whom the member may see),
 * refused with a 409 naming the rule when it breaks an IFRA rule as the engine knows them today. The cart and the
 * checkout reach saved formulas through here only.
 */
export async function findMakeable(ex: Executor, viewer: { userId: string; isAdmin: boolean }, id: string) {
  const row = await findOrderable(ex, viewer, id);
  if (row) assertMakeable(row.formula);
  return row;
}

import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { formulaVersions, profiles, savedFormulas } from '#server/db/schema';
import { authorVisibleTo } from '#server/lib/visibility';

export type FormulaVersionRow = typeof formulaVersions.$inferSelect;
type Viewer = { userId: string; isAdmin: boolean };

/** A newly saved formula (a first save or a remix) as its version 1, in the caller's transaction. */
export async function insertFirstVersion(tx: Executor, row: typeof savedFormulas.$inferSelect, note: string | null = null) {
  await insertVersion(tx, {
    formulaId: row.id,
    number: 1,
    brief: row.brief,
    changes: row.changes,
    formula: row.formula,
    note,
    authorId: row.userId,
  });
}

export async function insertVersion(ex: Executor, values: typeof formulaVersions.$inferInsert) {
  const [row] = await ex.insert(formulaVersions).values(values).returning();
  return row;
}

/** The member's own formula, locked until the transaction ends, so two saves never take the same number. */
export async function lockOwnFormula(tx: Executor, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(savedFormulas)
    .where(and(eq(savedFormulas.id, id), eq(savedFormulas.userId, userId)))
    .for('update')
    .limit(1);
  return row;
}

/** Points the formula at its new current version and its content. */
export async function setCurrent(
  tx: Executor,
  id: string,
  values: { currentVersion: number; brief: Record<string, unknown>; changes: unknown[]; formula: Record<string, unknown> },
) {
  const [row] = await tx.update(savedFormulas).set(values).where(eq(savedFormulas.id, id)).returning();
  return row;
}

/**
 * A formula `viewer` may see: their own, or one its author shared whose author the one visibility rule lets
 * them see (admins see every shared one). Null for everything else, so nothing tells a private formula exists.
 */
export async function visibleFormula(ex: Executor, viewer: Viewer, id: string) {
  const [row] = await ex
    .select({ formula: savedFormulas, author: profiles.username })
    .from(savedFormulas)
    .leftJoin(profiles, eq(profiles.id, savedFormulas.userId))
    .where(
      and(
        eq(savedFormulas.id, id),
        or(eq(savedFormulas.userId, viewer.userId), and(eq(savedFormulas.shared, true), authorVisibleTo(viewer, savedFormulas.userId))),
      ),
    )
    .limit(1);
  return row;
}

/** A version's row with its author's username. */
export async function findVersion(ex: Executor, formulaId: string, number: number) {
  const [row] = await ex
    .select({ version: formulaVersions, author: profiles.username })
    .from(formulaVersions)
    .leftJoin(profiles, eq(profiles.id, formulaVersions.authorId))
    .where(and(eq(formulaVersions.formulaId, formulaId), eq(formulaVersions.number, number)))
    .limit(1);
  return row;
}

/** The history, newest first, from the unique (formula, number) index; `before` is the last number of the previous page. */
export function listVersions(ex: Executor, formulaId: string, limit: number, before?: number) {
  return ex
    .select({ version: formulaVersions, author: profiles.username })
    .from(formulaVersions)
    .leftJoin(profiles, eq(profiles.id, formulaVersions.authorId))
    .where(and(eq(formulaVersions.formulaId, formulaId), before === undefined ? undefined : lt(formulaVersions.number, before)))
    .orderBy(desc(formulaVersions.number))
    .limit(limit + 1);
}

/** The copy a remix makes: the remixer's own formula, naming the original and its author. */
export async function insertRemix(ex: Executor, values: typeof savedFormulas.$inferInsert) {
  const [row] = await ex.insert(savedFormulas).values(values).returning();
  return row;
}

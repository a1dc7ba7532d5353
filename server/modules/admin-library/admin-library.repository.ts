import { eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { resources, tutorials } from '#server/db/schema';

export type TutorialRow = typeof tutorials.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export { listResources, listTutorials } from '#server/modules/learn/learn.repository';

/** The row, locked for the rest of the transaction (two admins saving at once apply one after the other). */
export async function findTutorial(ex: Executor, id: string) {
  const [row] = await ex.select().from(tutorials).where(eq(tutorials.id, id)).for('update');
  return row;
}

export async function findResource(ex: Executor, id: string) {
  const [row] = await ex.select().from(resources).where(eq(resources.id, id)).for('update');
  return row;
}

/** The next free position, and whether an id is taken, for a new tutorial or resource. */
export async function slotFor(ex: Executor, kind: 'tutorial' | 'resource', id: string) {
  const table = kind === 'tutorial' ? tutorials : resources;
  const [row] = await ex
    .select({
      position: sql<number>`coalesce(max(${table.position}), 0)::int + 1`,
      taken: sql<boolean>`bool_or(${table.id} = ${id})`,
    })
    .from(table);
  return { position: row.position, taken: row.taken === true };
}

export async function insertTutorial(ex: Executor, values: typeof tutorials.$inferInsert) {
  const [row] = await ex.insert(tutorials).values(values).returning();
  return row;
}

export async function insertResource(ex: Executor, values: typeof resources.$inferInsert) {
  const [row] = await ex.insert(resources).values(values).returning();
  return row;
}

export async function updateTutorial(ex: Executor, id: string, values: Partial<typeof tutorials.$inferInsert>) {
  const [row] = await ex.update(tutorials).set(values).where(eq(tutorials.id, id)).returning();
  return row;
}

export async function updateResource(ex: Executor, id: string, values: Partial<typeof resources.$inferInsert>) {
  const [row] = await ex.update(resources).set(values).where(eq(resources.id, id)).returning();
  return row;
}

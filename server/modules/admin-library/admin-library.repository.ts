import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { experts, profiles, resources, tutorials } from '#server/db/schema';

export type TutorialRow = typeof tutorials.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export { findExpert, listExperts, listResources, listTutorials } from '#server/modules/learn/learn.repository';

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

export type ExpertRow = typeof experts.$inferSelect;

/** The member a username names (any case), and whether they are featured already. */
export async function memberNamed(ex: Executor, username: string) {
  const [row] = await ex
    .select({ id: profiles.id, username: profiles.username, featured: sql<boolean>`${experts.userId} is not null` })
    .from(profiles)
    .leftJoin(experts, eq(experts.userId, profiles.id))
    .where(eq(sql`lower(${profiles.username})`, username.toLowerCase()));
  return row;
}

/** Every featured member in their order, locked: a move renumbers them, and two moves apply one after the other. */
export function lockExperts(ex: Executor) {
  return ex
    .select({ userId: experts.userId, title: experts.title, position: experts.position, username: profiles.username })
    .from(experts)
    .innerJoin(profiles, eq(profiles.id, experts.userId))
    .orderBy(asc(experts.position), asc(experts.userId))
    .for('update', { of: experts });
}

export async function nextExpertPosition(ex: Executor) {
  const [row] = await ex.select({ position: sql<number>`coalesce(max(${experts.position}), 0)::int + 1` }).from(experts);
  return row.position;
}

export async function insertExpert(ex: Executor, values: typeof experts.$inferInsert) {
  await ex.insert(experts).values(values).onConflictDoNothing();
}

export async function updateExpert(ex: Executor, userId: string, values: Partial<Pick<ExpertRow, 'title' | 'position'>>) {
  await ex.update(experts).set(values).where(eq(experts.userId, userId));
}

export async function deleteExpert(ex: Executor, userId: string) {
  await ex.delete(experts).where(eq(experts.userId, userId));
}

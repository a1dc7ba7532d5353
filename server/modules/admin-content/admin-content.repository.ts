import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { courseEnrollments, courseModules, courses, lessonProgress, lessons } from '#server/db/schema';
import { exactTime } from '#server/lib/cursor';
import { isUuid } from '#server/lib/ids';

export type CourseInsert = typeof courses.$inferInsert;
export type ModuleRow = typeof courseModules.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;

// Qualified by hand: in a one-table select Drizzle leaves columns bare, and a bare "id" here would be the lesson's.
const lessonCount = sql<number>`(select count(*)::int from ${lessons} l where l.course_id = "courses"."id")`;

/** Every course, drafts and archived ones included, newest first by keyset on (created_at, id). */
export function listCourses(ex: Executor, opts: { limit: number; after?: { t: string; id: string } }) {
  return ex
    .select({ course: courses, lessonCount, t: exactTime(courses.createdAt) })
    .from(courses)
    .where(opts.after ? sql`(${courses.createdAt}, ${courses.id}) < (${opts.after.t}::timestamptz, ${opts.after.id})` : undefined)
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(opts.limit + 1);
}
export type CourseListRow = Awaited<ReturnType<typeof listCourses>>[number];

export async function findCourse(ex: Executor, id: string, lock = false) {
  const q = ex.select({ course: courses, lessonCount }).from(courses).where(eq(courses.id, id));
  const [row] = lock ? await q.for('update', { of: courses }) : await q;
  return row;
}

export async function courseIdTaken(ex: Executor, id: string) {
  const [row] = await ex.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).limit(1);
  return Boolean(row);
}

export async function nextCoursePosition(ex: Executor) {
  const [row] = await ex.select({ p: sql<number>`coalesce(max(${courses.position}), 0)::int + 1` }).from(courses);
  return row.p;
}

export async function insertCourse(ex: Executor, values: CourseInsert) {
  await ex.insert(courses).values(values);
}

export async function updateCourse(ex: Executor, id: string, values: Partial<CourseInsert>) {
  await ex.update(courses).set(values).where(eq(courses.id, id));
}

export function modulesOf(ex: Executor, courseId: string) {
  return ex.select().from(courseModules).where(eq(courseModules.courseId, courseId)).orderBy(asc(courseModules.position));
}

export function lessonsOf(ex: Executor, courseId: string) {
  return ex.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position));
}

export async function findModule(ex: Executor, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const q = ex.select().from(courseModules).where(eq(courseModules.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findLesson(ex: Executor, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const q = ex.select().from(lessons).where(eq(lessons.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertModule(ex: Executor, courseId: string, values: { title: string; summary: string }) {
  const [{ p }] = await ex
    .select({ p: sql<number>`coalesce(max(${courseModules.position}), 0)::int + 1` })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  const [row] = await ex
    .insert(courseModules)
    .values({ courseId, position: p, ...values })
    .returning();
  return row;
}

export async function updateModule(ex: Executor, id: string, values: { title: string; summary: string }) {
  const [row] = await ex.update(courseModules).set(values).where(eq(courseModules.id, id)).returning();
  return row;
}

export async function insertLesson(ex: Executor, mod: ModuleRow, values: { title: string; body: string; minutes: number }) {
  const [{ p }] = await ex
    .select({ p: sql<number>`coalesce(max(${lessons.position}), 0)::int + 1` })
    .from(lessons)
    .where(eq(lessons.moduleId, mod.id));
  const [row] = await ex
    .insert(lessons)
    .values({ courseId: mod.courseId, moduleId: mod.id, position: p, kind: 'text', ...values })
    .returning();
  return row;
}

export async function updateLesson(ex: Executor, id: string, values: Partial<typeof lessons.$inferInsert>) {
  const [row] = await ex.update(lessons).set(values).where(eq(lessons.id, id)).returning();
  return row;
}

/** The module just before (up) or after (down) this one in its course, locked for the swap. */
export async function neighbourModule(ex: Executor, mod: ModuleRow, direction: 'up' | 'down') {
  const [row] = await ex
    .select()
    .from(courseModules)
    .where(
      and(
        eq(courseModules.courseId, mod.courseId),
        direction === 'up' ? lt(courseModules.position, mod.position) : gt(courseModules.position, mod.position),
      ),
    )
    .orderBy(direction === 'up' ? desc(courseModules.position) : asc(courseModules.position))
    .limit(1)
    .for('update');
  return row;
}

export async function neighbourLesson(ex: Executor, lesson: LessonRow, direction: 'up' | 'down') {
  const [row] = await ex
    .select()
    .from(lessons)
    .where(
      and(
        eq(lessons.moduleId, lesson.moduleId),
        direction === 'up' ? lt(lessons.position, lesson.position) : gt(lessons.position, lesson.position),
      ),
    )
    .orderBy(direction === 'up' ? desc(lessons.position) : asc(lessons.position))
    .limit(1)
    .for('update');
  return row;
}

/** Swaps two positions through a free one: the (parent, position) unique index allows no moment with both equal. */
export async function swapModules(ex: Executor, a: ModuleRow, b: ModuleRow) {
  await ex.update(courseModules).set({ position: -1 }).where(eq(courseModules.id, a.id));
  await ex.update(courseModules).set({ position: a.position }).where(eq(courseModules.id, b.id));
  await ex.update(courseModules).set({ position: b.position }).where(eq(courseModules.id, a.id));
}

export async function swapLessons(ex: Executor, a: LessonRow, b: LessonRow) {
  await ex.update(lessons).set({ position: -1 }).where(eq(lessons.id, a.id));
  await ex.update(lessons).set({ position: a.position }).where(eq(lessons.id, b.id));
  await ex.update(lessons).set({ position: b.position }).where(eq(lessons.id, a.id));
}

/** Whether anyone has the course (bought it, or has started it): its lessons are then theirs to keep. */
export async function courseHasLearners(ex: Executor, courseId: string) {
  const [bought] = await ex
    .select({ one: sql`1` })
    .from(courseEnrollments)
    .where(eq(courseEnrollments.courseId, courseId))
    .limit(1);
  if (bought) return true;
  const [started] = await ex
    .select({ one: sql`1` })
    .from(lessonProgress)
    .where(eq(lessonProgress.courseId, courseId))
    .limit(1);
  return Boolean(started);
}

/**
 * Deletes a module (its lessons go with it) and closes the gap, so modules stay numbered 1…n as the player's
 * addresses (/course/:id/module/:n) expect. The shift goes through negative numbers: the positions are unique.
 */
export async function deleteModule(ex: Executor, mod: ModuleRow) {
  await ex.delete(courseModules).where(eq(courseModules.id, mod.id));
  const after = and(eq(courseModules.courseId, mod.courseId), gt(courseModules.position, mod.position));
  await ex
    .update(courseModules)
    .set({ position: sql`-${courseModules.position}` })
    .where(after);
  await ex
    .update(courseModules)
    .set({ position: sql`-${courseModules.position} - 1` })
    .where(and(eq(courseModules.courseId, mod.courseId), lt(courseModules.position, 0)));
}

/** Deletes a lesson and closes the gap in its module the same way. */
export async function deleteLesson(ex: Executor, lesson: LessonRow) {
  await ex.delete(lessons).where(eq(lessons.id, lesson.id));
  await ex
    .update(lessons)
    .set({ position: sql`-${lessons.position}` })
    .where(and(eq(lessons.moduleId, lesson.moduleId), gt(lessons.position, lesson.position)));
  await ex
    .update(lessons)
    .set({ position: sql`-${lessons.position} - 1` })
    .where(and(eq(lessons.moduleId, lesson.moduleId), lt(lessons.position, 0)));
}

/** The videos of a module's lessons, to delete from storage once the module is gone. */
export async function videoKeysOfModule(ex: Executor, moduleId: string) {
  const rows = await ex.select({ key: lessons.videoKey }).from(lessons).where(eq(lessons.moduleId, moduleId));
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

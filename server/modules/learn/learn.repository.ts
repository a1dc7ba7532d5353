import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import {
  courseEnrollments,
  courseModules,
  courses,
  experts,
  lessonProgress,
  lessons,
  profiles,
  resources,
  tutorials,
  users,
} from '#server/db/schema';
import { profileRowVisibleTo } from '#server/lib/visibility';
import type { AuthContext } from '#server/plugins/auth';
import type { ResourceType } from '#common/schemas/learn';

const NO_USER = '00000000-0000-0000-0000-000000000000';

/** Course rows with their instructor, lesson count and, for a viewer, enrolment and completed lessons. */
function courseSelect(ex: Executor, viewerId: string | null) {
  const viewer = viewerId ?? NO_USER;
  return ex
    .select({
      course: courses,
      instructorName: profiles.username,
      instructorAvatar: profiles.avatarUrl,
      instructorExperience: profiles.experienceLevel,
      instructorTitle: experts.title,
      lessonCount: sql<number>`(select count(*)::int from ${lessons} l where l.course_id = ${courses.id})`,
      enrolled: sql<boolean>`exists (select 1 from ${courseEnrollments} ce where ce.course_id = ${courses.id} and ce.user_id = ${viewer}::uuid and ce.revoked_at is null)`,
      completed: sql<number>`(select count(*)::int from ${lessonProgress} lp where lp.course_id = ${courses.id} and lp.user_id = ${viewer}::uuid)`,
    })
    .from(courses)
    .leftJoin(profiles, eq(profiles.id, courses.instructorId))
    .leftJoin(experts, eq(experts.userId, courses.instructorId));
}
export type CourseRow = Awaited<ReturnType<typeof findCourse>>;

/**
 * Courses a viewer may see: published and not archived, or theirs (bought and not refunded, or started,
 * as premium members do), so an archived course stays with the people who have it. Staff previewing
 * (`preview`) see every course, drafts included.
 */
function shownTo(viewerId: string | null, preview = false): SQL {
  if (preview) return sql`true`;
  const viewer = viewerId ?? NO_USER;
  return sql`((${courses.publishedAt} is not null and ${courses.archivedAt} is null)
    or exists (select 1 from ${courseEnrollments} ce where ce.course_id = ${courses.id} and ce.user_id = ${viewer}::uuid and ce.revoked_at is null)
    or exists (select 1 from ${lessonProgress} lp where lp.course_id = ${courses.id} and lp.user_id = ${viewer}::uuid))`;
}

export function listCourses(ex: Executor, viewerId: string | null, after: { p: number; id: string } | undefined, limit: number) {
  const where: SQL | undefined = after ? sql`(${courses.position}, ${courses.id}) > (${after.p}, ${after.id})` : undefined;
  return courseSelect(ex, viewerId)
    .where(and(shownTo(viewerId), where))
    .orderBy(asc(courses.position), asc(courses.id))
    .limit(limit + 1);
}

/** The viewer's courses: bought (not refunded) or, for premium members, started. */
export function listMyCourses(
  ex: Executor,
  viewerId: string,
  premium: boolean,
  after: { p: number; id: string } | undefined,
  limit: number,
) {
  const mine = premium
    ? sql`(exists (select 1 from ${courseEnrollments} ce where ce.course_id = ${courses.id} and ce.user_id = ${viewerId}::uuid and ce.revoked_at is null)
          or exists (select 1 from ${lessonProgress} lp where lp.course_id = ${courses.id} and lp.user_id = ${viewerId}::uuid))`
    : sql`exists (select 1 from ${courseEnrollments} ce where ce.course_id = ${courses.id} and ce.user_id = ${viewerId}::uuid and ce.revoked_at is null)`;
  return courseSelect(ex, viewerId)
    .where(and(mine, after ? sql`(${courses.position}, ${courses.id}) > (${after.p}, ${after.id})` : undefined))
    .orderBy(asc(courses.position), asc(courses.id))
    .limit(limit + 1);
}

/** One course as `viewerId` may see it; `preview` (admins, from Admin → Content) also finds drafts and archived ones. */
export async function findCourse(ex: Executor, viewerId: string | null, id: string, preview = false) {
  const [row] = await courseSelect(ex, viewerId)
    .where(and(eq(courses.id, id), shownTo(viewerId, preview)))
    .limit(1);
  return row;
}

export function curriculum(ex: Executor, courseId: string) {
  return ex
    .select({
      module: courseModules,
      lesson: { id: lessons.id, position: lessons.position, title: lessons.title, kind: lessons.kind, minutes: lessons.minutes },
    })
    .from(courseModules)
    .leftJoin(lessons, eq(lessons.moduleId, courseModules.id))
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(lessons.position));
}

export function moduleLessons(ex: Executor, courseId: string, position: number) {
  return ex
    .select({ module: courseModules, lesson: lessons })
    .from(courseModules)
    .innerJoin(lessons, eq(lessons.moduleId, courseModules.id))
    .where(and(eq(courseModules.courseId, courseId), eq(courseModules.position, position)))
    .orderBy(asc(lessons.position));
}

export async function findLesson(ex: Executor, courseId: string, lessonId: string) {
  const [row] = await ex
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)))
    .limit(1);
  return row;
}

export async function completedLessonIds(ex: Executor, userId: string, courseId: string): Promise<Set<string>> {
  const rows = await ex
    .select({ id: lessonProgress.lessonId })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
  return new Set(rows.map((r) => r.id));
}

export async function markComplete(ex: Executor, userId: string, courseId: string, lessonId: string) {
  await ex.insert(lessonProgress).values({ userId, courseId, lessonId }).onConflictDoNothing();
}

export async function markIncomplete(ex: Executor, userId: string, lessonId: string) {
  await ex.delete(lessonProgress).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)));
}

export async function lastCompletion(ex: Executor, userId: string, courseId: string) {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${lessonProgress.completedAt})` })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
  return row;
}

export async function hasEnrollment(ex: Executor, userId: string, courseId: string): Promise<boolean> {
  const [row] = await ex
    .select({ userId: courseEnrollments.userId })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId), isNull(courseEnrollments.revokedAt)))
    .limit(1);
  return !!row;
}

export async function memberName(ex: Executor, userId: string) {
  const [row] = await ex.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, userId));
  return row?.username;
}

type After = { p: number; id: string } | undefined;

/** /learn's tutorials in their order; `withArchived` adds what admins archived (Admin → Content). */
export function listTutorials(ex: Executor, after: After, limit: number, withArchived = false) {
  return ex
    .select({
      id: tutorials.id,
      title: tutorials.title,
      description: tutorials.description,
      duration: tutorials.duration,
      level: tutorials.level,
      views: tutorials.views,
      position: tutorials.position,
      archivedAt: tutorials.archivedAt,
    })
    .from(tutorials)
    .where(
      and(
        withArchived ? undefined : isNull(tutorials.archivedAt),
        after ? sql`(${tutorials.position}, ${tutorials.id}) > (${after.p}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(tutorials.position), asc(tutorials.id))
    .limit(limit + 1);
}

/** Reads a tutorial and counts the view in the same statement. */
export async function viewTutorial(ex: Executor, id: string) {
  const [row] = await ex
    .update(tutorials)
    .set({ views: sql`${tutorials.views} + 1` })
    .where(and(eq(tutorials.id, id), isNull(tutorials.archivedAt)))
    .returning();
  return row;
}

function expertRows(ex: Executor) {
  return ex
    .select({
      userId: experts.userId,
      title: experts.title,
      position: experts.position,
      username: profiles.username,
      location: profiles.location,
      avatarUrl: profiles.avatarUrl,
      bio: profiles.bio,
      public: sql<boolean>`${profileRowVisibleTo(null, sql`${profiles}`)}`,
      suspended: sql<boolean>`${users.suspendedAt} is not null`,
    })
    .from(experts)
    .innerJoin(profiles, eq(profiles.id, experts.userId))
    .innerJoin(users, eq(users.id, experts.userId));
}

/** One featured member, as Admin → Content lists them. */
export async function findExpert(ex: Executor, userId: string) {
  const [row] = await expertRows(ex).where(eq(experts.userId, userId));
  return row;
}

/**
 * /learn's experts in their order, as `viewer` may see them: the one visibility rule on the member's profile,
 * and no suspended account. `all` (Admin → Content) returns every featured member, with whether everyone may
 * see the card and whether the account is suspended.
 */
export function listExperts(
  ex: Executor,
  after: { p: number; id: string } | undefined,
  limit: number,
  viewer: Pick<AuthContext, 'userId' | 'isAdmin'> | null,
  all = false,
) {
  return expertRows(ex)
    .where(
      and(
        after ? sql`(${experts.position}, ${experts.userId}) > (${after.p}, ${after.id}::uuid)` : undefined,
        all
          ? undefined
          : and(
              isNull(users.suspendedAt),
              or(viewer ? eq(profiles.id, viewer.userId) : undefined, profileRowVisibleTo(viewer, sql`${profiles}`)),
            ),
      ),
    )
    .orderBy(asc(experts.position), asc(experts.userId))
    .limit(limit + 1);
}

/** /learn/resources in their order; `withArchived` adds what admins archived (Admin → Content). */
export function listResources(ex: Executor, type: ResourceType | undefined, after: After, limit: number, withArchived = false) {
  return ex
    .select()
    .from(resources)
    .where(
      and(
        withArchived ? undefined : isNull(resources.archivedAt),
        type ? eq(resources.type, type) : undefined,
        after ? sql`(${resources.position}, ${resources.id}) > (${after.p}, ${after.id})` : undefined,
      ),
    )
    .orderBy(asc(resources.position), asc(resources.id))
    .limit(limit + 1);
}

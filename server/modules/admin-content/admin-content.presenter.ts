import type { AdminCourse, AdminCourseDetail, AdminLesson } from '#common/schemas/admin-content';
import type { CourseListRow, LessonRow, ModuleRow } from './admin-content.repository';

export function courseStatus(c: { publishedAt: Date | null; archivedAt: Date | null }): AdminCourse['status'] {
  return c.archivedAt ? 'archived' : c.publishedAt ? 'published' : 'draft';
}

export function presentAdminCourse(r: Omit<CourseListRow, 't'>): AdminCourse {
  const c = r.course;
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    priceCents: c.priceCents,
    level: c.level,
    duration: c.duration,
    imageUrl: c.imageUrl,
    outcomes: c.outcomes,
    features: c.features,
    status: courseStatus(c),
    lessonCount: r.lessonCount,
    createdAt: c.createdAt.toISOString(),
  };
}

export function presentAdminLesson(l: LessonRow): AdminLesson {
  return { id: l.id, title: l.title, kind: l.kind, body: l.body, minutes: l.minutes, position: l.position };
}

/** A course with its modules and their lessons, in order: what the editor shows. */
export function presentCourseDetail(r: Omit<CourseListRow, 't'>, modules: ModuleRow[], lessons: LessonRow[]): AdminCourseDetail {
  return {
    ...presentAdminCourse(r),
    modules: modules.map((m) => ({
      id: m.id,
      title: m.title,
      summary: m.summary,
      position: m.position,
      lessons: lessons.filter((l) => l.moduleId === m.id).map(presentAdminLesson),
    })),
  };
}

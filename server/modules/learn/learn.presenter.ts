import type { CourseCard, Expert, Resource, Tutorial, TutorialCard } from '#common/schemas/learn';
import type { experts, lessons, resources, tutorials } from '#server/db/schema';
import { renderPageMarkdown } from '#server/lib/markdown';
import type { CourseRow } from './learn.repository';

type Row = NonNullable<CourseRow>;

export function percent(done: number, total: number): number {
  return total === 0 ? 0 : Math.min(100, Math.floor((done * 100) / total));
}

/** A course card for one viewer: access and progress are the viewer's own. */
export function presentCourseCard(row: Row, hasAccess: boolean): CourseCard {
  const c = row.course;
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    level: c.level,
    duration: c.duration,
    priceCents: c.priceCents,
    rating: c.ratingTenths / 10,
    enrolled: c.enrolledCount,
    imageUrl: c.imageUrl,
    isPremium: c.priceCents > 0,
    lessonCount: row.lessonCount,
    instructor:
      c.instructorId && row.instructorName
        ? {
            id: c.instructorId,
            name: row.instructorName,
            title: row.instructorTitle ?? 'Instructor',
            avatarUrl: row.instructorAvatar,
            experience: row.instructorExperience,
          }
        : null,
    hasAccess,
    progressPercent: hasAccess ? percent(row.completed, row.lessonCount) : null,
  };
}

export function presentLesson(l: typeof lessons.$inferSelect, completed: boolean, videoUrl: string | null) {
  return {
    id: l.id,
    position: l.position,
    title: l.title,
    kind: l.kind,
    minutes: l.minutes,
    bodyHtml: renderPageMarkdown(l.body),
    videoUrl,
    completed,
  };
}

export function presentTutorialCard(
  t: Pick<typeof tutorials.$inferSelect, 'id' | 'title' | 'description' | 'duration' | 'level' | 'views'>,
): TutorialCard {
  return { id: t.id, title: t.title, description: t.description, duration: t.duration, level: t.level, views: t.views };
}

export function presentTutorial(t: typeof tutorials.$inferSelect): Tutorial {
  return { ...presentTutorialCard(t), contentHtml: renderPageMarkdown(t.body) };
}

export function presentExpert(
  e: { userId: string; username: string; location: string | null; avatarUrl: string | null; bio: string | null } & Pick<
    typeof experts.$inferSelect,
    'title'
  >,
): Expert {
  return { id: e.userId, name: e.username, role: e.title, location: e.location, avatarUrl: e.avatarUrl, bio: e.bio };
}

export function presentResource(r: typeof resources.$inferSelect): Resource {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    content: r.content,
    actionLabel: r.actionLabel,
    type: r.type,
    fileUrl: r.fileUrl,
  };
}

import { z } from 'zod';
import { MSG } from '#common/messages';
import type { Certificate, CourseDetail, CourseModule, ResourceType } from '#common/schemas/learn';
import type { AppContext } from '#server/context';
import type { Executor } from '#server/db/client';
import { AppError, forbidden, notFound, unauthorized } from '#server/errors';
import { decodeCursor, toPage } from '#server/lib/cursor';
import { type AuthContext, sessionAuth } from '#server/plugins/auth';
import * as repo from './learn.repository';
import {
  percent,
  presentCourseCard,
  presentExpert,
  presentLesson,
  presentResource,
  presentTutorial,
  presentTutorialCard,
} from './learn.presenter';

/** How long a lesson video link works: a long lesson watched with pauses, not a link to keep. */
const VIDEO_LINK_SECONDS = 6 * 60 * 60;

const PositionCursor = z.object({ p: z.number().int(), id: z.string().max(100) });

/** 404 with the spec's wording: a numeric id is named, any other unknown id is not. */
export function courseNotFound(id: string): AppError {
  return notFound(/^\d+$/.test(id) ? MSG.courseIdNotFound(id) : MSG.courseNotFoundGeneric);
}

/** Course access (spec 000 §6): bought and not refunded, or a premium role (perfumer, brand, admin). */
export async function canAccessCourse(ex: Executor, viewer: AuthContext | null, courseId: string): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.isPremium) return true;
  return repo.hasEnrollment(ex, viewer.userId, courseId);
}

export class LearnService {
  constructor(private readonly ctx: AppContext) {}

  async listCourses(viewer: AuthContext | null, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, PositionCursor);
    const rows = await repo.listCourses(this.ctx.db, viewer?.userId ?? null, after, limit);
    const page = toPage(rows, limit, (r) => ({ p: r.course.position, id: r.course.id }));
    return {
      items: page.items.map((r) => presentCourseCard(r, !!viewer && (viewer.isPremium || r.enrolled))),
      nextCursor: page.nextCursor,
    };
  }

  /** The member's own courses with their progress (the profile dashboard). */
  async listMine(viewer: AuthContext, limit: number, cursor?: string) {
    const after = decodeCursor(cursor, PositionCursor);
    const rows = await repo.listMyCourses(this.ctx.db, viewer.userId, viewer.isPremium, after, limit);
    const page = toPage(rows, limit, (r) => ({ p: r.course.position, id: r.course.id }));
    return { items: page.items.map((r) => presentCourseCard(r, true)), nextCursor: page.nextCursor };
  }

  async getCourse(viewer: AuthContext | null, id: string): Promise<CourseDetail> {
    const row = await repo.findCourse(this.ctx.db, viewer?.userId ?? null, id, viewer?.isAdmin);
    if (!row) throw courseNotFound(id);
    const rows = await repo.curriculum(this.ctx.db, id);
    const modules = new Map<number, CourseDetail['curriculum'][number]>();
    for (const r of rows) {
      const m = modules.get(r.module.position) ?? {
        position: r.module.position,
        title: r.module.title,
        summary: r.module.summary,
        lessons: [],
      };
      if (r.lesson) m.lessons.push(r.lesson);
      modules.set(r.module.position, m);
    }
    const hasAccess = !!viewer && (viewer.isPremium || row.enrolled);
    return {
      ...presentCourseCard(row, hasAccess),
      features: row.course.features,
      outcomes: row.course.outcomes,
      curriculum: [...modules.values()],
      owned: row.enrolled,
      status: row.course.archivedAt ? 'archived' : row.course.publishedAt ? 'published' : 'draft',
    };
  }

  /** Throws unless the viewer may read the course's lessons: 401 for visitors, 403 without access. */
  private async requireAccess(viewer: AuthContext | null, courseId: string) {
    const row = await repo.findCourse(this.ctx.db, viewer?.userId ?? null, courseId, viewer?.isAdmin);
    if (!row) throw courseNotFound(courseId);
    if (!viewer) throw unauthorized(MSG.signInToAccessCourse);
    if (!(viewer.isPremium || row.enrolled)) throw forbidden(MSG.noCourseAccess);
    return { row, viewer };
  }

  async getModule(viewerOrNull: AuthContext | null, courseId: string, n: number): Promise<CourseModule> {
    const { row, viewer } = await this.requireAccess(viewerOrNull, courseId);
    const rows = await repo.moduleLessons(this.ctx.db, courseId, n);
    if (!rows.length) throw notFound('Module not found');
    const done = await repo.completedLessonIds(this.ctx.db, viewer.userId, courseId);
    const all = await repo.curriculum(this.ctx.db, courseId);
    const modules = [...new Map(all.map((r) => [r.module.position, { position: r.module.position, title: r.module.title }])).values()];
    const m = rows[0].module;
    return {
      course: { id: row.course.id, title: row.course.title, progressPercent: percent(done.size, row.lessonCount) },
      module: {
        position: m.position,
        title: m.title,
        summary: m.summary,
        lessons: rows.map((r) =>
          presentLesson(r.lesson, done.has(r.lesson.id), r.lesson.videoKey ? this.videoUrl(viewer, courseId, r.lesson.id) : null),
        ),
      },
      modules,
      completedLessons: done.size,
      totalLessons: row.lessonCount,
    };
  }

  async setComplete(viewerOrNull: AuthContext | null, courseId: string, lessonId: string, complete: boolean) {
    const { row, viewer } = await this.requireAccess(viewerOrNull, courseId);
    const lesson = await repo.findLesson(this.ctx.db, courseId, lessonId);
    if (!lesson) throw notFound('Lesson not found');
    if (complete) await repo.markComplete(this.ctx.db, viewer.userId, courseId, lessonId);
    else await repo.markIncomplete(this.ctx.db, viewer.userId, lessonId);
    const progress = await repo.lastCompletion(this.ctx.db, viewer.userId, courseId);
    return { completedLessons: progress.n, totalLessons: row.lessonCount, progressPercent: percent(progress.n, row.lessonCount) };
  }

  /**
   * A lesson video's url for one viewer: a <video> element sends no Authorization header, so the url carries a
   * signed claim of the viewer's session, good for a few hours (access is checked again on every request).
   */
  private videoUrl(viewer: AuthContext, courseId: string, lessonId: string) {
    const token = this.ctx.links.sign({
      k: 'lesson-video',
      u: viewer.userId,
      s: viewer.sessionId,
      l: lessonId,
      e: Math.floor(Date.now() / 1000) + VIDEO_LINK_SECONDS,
    });
    return `/api/courses/${courseId}/lessons/${lessonId}/video?token=${token}`;
  }

  /** The session a lesson video link was signed for, while it and the link are alive; null otherwise. */
  private async videoLinkViewer(token: string, lessonId: string): Promise<AuthContext | null> {
    const claim = this.ctx.links.verifyLessonVideo(token);
    if (!claim || claim.l !== lessonId) return null;
    return sessionAuth(this.ctx.db, claim.u, claim.s, this.ctx.config.SESSION_MAX_DAYS);
  }

  /** The lesson video, for a viewer with access only (signed in, or through the link's token); ranges let the player seek. */
  async lessonVideo(
    viewerOrNull: AuthContext | null,
    courseId: string,
    lessonId: string,
    range?: { start: number; end?: number },
    token?: string,
  ) {
    const viewer = viewerOrNull ?? (token ? await this.videoLinkViewer(token, lessonId) : null);
    await this.requireAccess(viewer, courseId);
    const lesson = await repo.findLesson(this.ctx.db, courseId, lessonId);
    if (!lesson?.videoKey) throw notFound('Video not found');
    const file = await this.ctx.storage.get(lesson.videoKey, range ? { range } : {});
    if (!file) throw notFound('Video not found');
    return file;
  }

  async certificate(viewerOrNull: AuthContext | null, courseId: string): Promise<Certificate> {
    const { row, viewer } = await this.requireAccess(viewerOrNull, courseId);
    const progress = await repo.lastCompletion(this.ctx.db, viewer.userId, courseId);
    if (row.lessonCount === 0 || progress.n < row.lessonCount || !progress.last) {
      throw new AppError(409, 'incomplete', 'Complete every lesson to receive your certificate');
    }
    return {
      courseId,
      courseTitle: row.course.title,
      memberName: (await repo.memberName(this.ctx.db, viewer.userId)) ?? 'Member',
      completedAt: new Date(progress.last).toISOString(),
      instructorName: row.instructorName,
    };
  }

  async listTutorials(limit: number, cursor?: string) {
    const rows = await repo.listTutorials(this.ctx.db, decodeCursor(cursor, PositionCursor), limit);
    const page = toPage(rows, limit, (r) => ({ p: r.position, id: r.id }));
    return { items: page.items.map(presentTutorialCard), nextCursor: page.nextCursor };
  }

  async getTutorial(id: string) {
    const row = await repo.viewTutorial(this.ctx.db, id);
    if (!row) throw notFound(MSG.tutorialIdNotFound(id));
    return presentTutorial(row);
  }

  /** Featured members whose profile the viewer may see (the one visibility rule). */
  async listExperts(viewer: AuthContext | null, limit: number, cursor?: string) {
    const rows = await repo.listExperts(this.ctx.db, decodeCursor(cursor, PositionCursor), limit, viewer);
    const page = toPage(rows, limit, (r) => ({ p: r.position, id: r.userId }));
    return { items: page.items.map(presentExpert), nextCursor: page.nextCursor };
  }

  async listResources(type: ResourceType | undefined, limit: number, cursor?: string) {
    const rows = await repo.listResources(this.ctx.db, type, decodeCursor(cursor, PositionCursor), limit);
    const page = toPage(rows, limit, (r) => ({ p: r.position, id: r.id }));
    return { items: page.items.map(presentResource), nextCursor: page.nextCursor };
  }
}

import { renderPageMarkdown } from '#server/lib/markdown';
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CourseCreateSchema, CourseUpdateSchema, LessonInput, ModuleInputSchema } from '#common/schemas/admin-content';
import type { AppContext } from '#server/context';
import type { Executor } from '#server/db/client';
import { conflict, notFound } from '#server/errors';
import { slugify } from '#server/lib/slug';
import { probeVideo } from '#server/media/video';
import { decodeCursor, isRealInstant, toPage } from '#server/lib/cursor';
import { changeDetails, recordAudit } from '#server/modules/admin/admin.repository';
import { catalogueImageUrl } from '#server/modules/admin-products/admin-products.service';
import type { AuthContext } from '#server/plugins/auth';
import { presentAdminCourse, presentAdminLesson, presentCourseDetail } from './admin-content.presenter';
import * as repo from './admin-content.repository';

export const HAS_LEARNERS = 'Learners have this course: edit its lessons instead of deleting them';

type Staff = Pick<AuthContext, 'userId'>;

// Course ids are slugs, not uuids: the cursor carries one.
const CourseCursorSchema = z.object({
  t: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/)
    .refine(isRealInstant),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/),
});

/** Until an admin uploads one, a new course shows the catalogue's kits picture. */
const DEFAULT_COURSE_IMAGE = '/catalogue/kits.svg';

const durationOf = (weeks: number) => `${weeks} week${weeks === 1 ? '' : 's'}`;

/** Courses, their modules and lessons as staff write them. Callers are admins (checked by the routes). */
export class AdminContentService {
  constructor(private readonly ctx: AppContext) {}

  /** A lesson's text rendered exactly as the course player will receive it. */
  preview(body: string) {
    return { html: renderPageMarkdown(body) };
  }

  async list(q: { limit: number; cursor?: string }) {
    const rows = await repo.listCourses(this.ctx.db, { limit: q.limit, after: decodeCursor(q.cursor, CourseCursorSchema) });
    const page = toPage(rows, q.limit, (r) => ({ t: r.t, id: r.course.id }));
    return { items: page.items.map(presentAdminCourse), nextCursor: page.nextCursor };
  }

  async detail(id: string, ex: Executor = this.ctx.db) {
    const row = await repo.findCourse(ex, id);
    if (!row) throw notFound('Course not found');
    const [modules, lessons] = await Promise.all([repo.modulesOf(ex, id), repo.lessonsOf(ex, id)]);
    return presentCourseDetail(row, modules, lessons);
  }

  /** A new course is a draft: it reaches /learn when it is published. */
  async create(actor: Staff, input: z.output<typeof CourseCreateSchema>) {
    const imageUrl = input.imageKey ? await catalogueImageUrl(this.ctx, input.imageKey) : DEFAULT_COURSE_IMAGE;
    const id = await this.ctx.db.transaction(async (tx) => {
      const base = slugify(input.title, 'course');
      const id = (await repo.courseIdTaken(tx, base)) ? `${base}-${randomBytes(3).toString('hex')}` : base;
      await repo.insertCourse(tx, {
        id,
        title: input.title,
        description: input.description,
        priceCents: input.priceCents,
        level: input.level,
        duration: durationOf(input.weeks),
        features: input.features,
        outcomes: input.outcomes,
        imageUrl,
        position: await repo.nextCoursePosition(tx),
        publishedAt: null,
      });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'course.create',
        targetType: 'course',
        targetId: id,
        targetLabel: input.title,
      });
      return id;
    });
    return this.detail(id);
  }

  async update(actor: Staff, id: string, input: z.output<typeof CourseUpdateSchema>) {
    const { weeks, imageKey, ...rest } = input;
    const imageUrl = imageKey ? await catalogueImageUrl(this.ctx, imageKey) : undefined;
    await this.ctx.db.transaction(async (tx) => {
      const before = await repo.findCourse(tx, id, true);
      if (!before) throw notFound('Course not found');
      const changes = { ...rest, ...(weeks !== undefined ? { duration: durationOf(weeks) } : {}), ...(imageUrl ? { imageUrl } : {}) };
      await repo.updateCourse(tx, id, changes);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'course.update',
        targetType: 'course',
        targetId: id,
        targetLabel: input.title ?? before.course.title,
        details: changeDetails(before.course, changes),
      });
    });
    return this.detail(id);
  }

  /** publish, archive (hidden from /learn but kept by its owners) and unarchive. */
  async setStatus(actor: Staff, id: string, action: 'publish' | 'unpublish' | 'archive' | 'unarchive') {
    await this.ctx.db.transaction(async (tx) => {
      const before = await repo.findCourse(tx, id, true);
      if (!before) throw notFound('Course not found');
      const c = before.course;
      const change =
        action === 'publish'
          ? !c.publishedAt && { publishedAt: new Date() }
          : action === 'unpublish'
            ? c.publishedAt && { publishedAt: null }
            : action === 'archive'
              ? !c.archivedAt && { archivedAt: new Date() }
              : c.archivedAt && { archivedAt: null };
      if (!change) return;
      await repo.updateCourse(tx, id, change);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: `course.${action}`,
        targetType: 'course',
        targetId: id,
        targetLabel: c.title,
      });
    });
    return this.detail(id);
  }

  async addModule(actor: Staff, courseId: string, input: z.output<typeof ModuleInputSchema>) {
    await this.ctx.db.transaction(async (tx) => {
      const course = await repo.findCourse(tx, courseId, true);
      if (!course) throw notFound('Course not found');
      const mod = await repo.insertModule(tx, courseId, input);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'module.create',
        targetType: 'module',
        targetId: mod.id,
        targetLabel: `${course.course.title}: ${mod.title}`,
      });
    });
    return this.detail(courseId);
  }

  async updateModule(actor: Staff, id: string, input: z.output<typeof ModuleInputSchema>) {
    const courseId = await this.ctx.db.transaction(async (tx) => {
      const mod = await repo.findModule(tx, id, true);
      if (!mod) throw notFound('Module not found');
      await repo.updateModule(tx, id, input);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'module.update',
        targetType: 'module',
        targetId: id,
        targetLabel: input.title,
      });
      return mod.courseId;
    });
    return this.detail(courseId);
  }

  async moveModule(actor: Staff, id: string, direction: 'up' | 'down') {
    const courseId = await this.ctx.db.transaction(async (tx) => {
      // The course row is locked first so two moves in one course take turns.
      const found = await repo.findModule(tx, id);
      if (!found) throw notFound('Module not found');
      await repo.findCourse(tx, found.courseId, true);
      const mod = await repo.findModule(tx, id, true);
      if (!mod) throw notFound('Module not found');
      const other = await repo.neighbourModule(tx, mod, direction);
      if (other) {
        await repo.swapModules(tx, mod, other);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: `module.move_${direction}`,
          targetType: 'module',
          targetId: id,
          targetLabel: mod.title,
        });
      }
      return mod.courseId;
    });
    return this.detail(courseId);
  }

  async addLesson(actor: Staff, moduleId: string, input: LessonInput) {
    const courseId = await this.ctx.db.transaction(async (tx) => {
      const found = await repo.findModule(tx, moduleId);
      if (!found) throw notFound('Module not found');
      await repo.findCourse(tx, found.courseId, true);
      const lesson = await repo.insertLesson(tx, found, input);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'lesson.create',
        targetType: 'lesson',
        targetId: lesson.id,
        targetLabel: lesson.title,
      });
      return found.courseId;
    });
    return this.detail(courseId);
  }

  async updateLesson(actor: Staff, id: string, input: LessonInput) {
    const lesson = await this.ctx.db.transaction(async (tx) => {
      const before = await repo.findLesson(tx, id, true);
      if (!before) throw notFound('Lesson not found');
      const row = await repo.updateLesson(tx, id, input);
      await recordAudit(tx, { actorId: actor.userId, action: 'lesson.update', targetType: 'lesson', targetId: id, targetLabel: row.title });
      return row;
    });
    return presentAdminLesson(lesson);
  }

  /**
   * Deletes a module with its lessons, or one lesson: only while nobody has the course (bought or started it),
   * 409 otherwise. Their videos leave storage after the commit.
   */
  async deleteModule(actor: Staff, id: string) {
    const { courseId, videos } = await this.ctx.db.transaction(async (tx) => {
      const found = await repo.findModule(tx, id);
      if (!found) throw notFound('Module not found');
      await repo.findCourse(tx, found.courseId, true);
      const mod = await repo.findModule(tx, id, true);
      if (!mod) throw notFound('Module not found');
      if (await repo.courseHasLearners(tx, mod.courseId)) throw conflict(HAS_LEARNERS);
      const keys = await repo.videoKeysOfModule(tx, id);
      await repo.deleteModule(tx, mod);
      await recordAudit(tx, { actorId: actor.userId, action: 'module.delete', targetType: 'module', targetId: id, targetLabel: mod.title });
      return { courseId: mod.courseId, videos: keys };
    });
    await Promise.all(videos.map((k) => this.ctx.storage.delete(k)));
    return this.detail(courseId);
  }

  async deleteLesson(actor: Staff, id: string) {
    const { courseId, video } = await this.ctx.db.transaction(async (tx) => {
      const found = await repo.findLesson(tx, id);
      if (!found) throw notFound('Lesson not found');
      await repo.findCourse(tx, found.courseId, true);
      const lesson = await repo.findLesson(tx, id, true);
      if (!lesson) throw notFound('Lesson not found');
      if (await repo.courseHasLearners(tx, lesson.courseId)) throw conflict(HAS_LEARNERS);
      await repo.deleteLesson(tx, lesson);
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'lesson.delete',
        targetType: 'lesson',
        targetId: id,
        targetLabel: lesson.title,
      });
      return { courseId: lesson.courseId, video: lesson.videoKey };
    });
    if (video) await this.ctx.storage.delete(video);
    return this.detail(courseId);
  }

  /**
   * Makes a lesson a video lesson: the file must be a readable MP4 or QuickTime video (415 otherwise); its length
   * sets the lesson's minutes. The video is stored before the lesson points at it, and a replaced one is deleted
   * once the change has committed, so a failure never leaves a lesson without its video.
   */
  async setLessonVideo(actor: Staff, id: string, bytes: Buffer) {
    if (!(await repo.findLesson(this.ctx.db, id))) throw notFound('Lesson not found');
    const probe = await probeVideo(bytes);
    const key = `lessons/${id}/${randomUUID()}.${probe.contentType === 'video/mp4' ? 'mp4' : 'mov'}`;
    await this.ctx.storage.put(key, bytes, { contentType: probe.contentType });
    const minutes = Math.max(1, Math.ceil(probe.durationSeconds / 60));
    return this.changeVideo(actor, id, { kind: 'video', videoKey: key, minutes }, 'lesson.video', key);
  }

  /** Back to a text lesson; the video file is deleted. */
  async removeLessonVideo(actor: Staff, id: string) {
    return this.changeVideo(actor, id, { kind: 'text', videoKey: null }, 'lesson.video_remove');
  }

  private async changeVideo(
    actor: Staff,
    id: string,
    values: { kind: 'text' | 'video'; videoKey: string | null; minutes?: number },
    action: string,
    stored?: string,
  ) {
    let replaced: string | null = null;
    try {
      const lesson = await this.ctx.db.transaction(async (tx) => {
        const before = await repo.findLesson(tx, id, true);
        if (!before) throw notFound('Lesson not found');
        replaced = before.videoKey;
        const row = await repo.updateLesson(tx, id, values);
        await recordAudit(tx, { actorId: actor.userId, action, targetType: 'lesson', targetId: id, targetLabel: row.title });
        return row;
      });
      if (replaced && replaced !== stored) await this.ctx.storage.delete(replaced);
      return presentAdminLesson(lesson);
    } catch (err) {
      if (stored) await this.ctx.storage.delete(stored);
      throw err;
    }
  }

  async moveLesson(actor: Staff, id: string, direction: 'up' | 'down') {
    const courseId = await this.ctx.db.transaction(async (tx) => {
      const found = await repo.findLesson(tx, id);
      if (!found) throw notFound('Lesson not found');
      await repo.findCourse(tx, found.courseId, true);
      const lesson = await repo.findLesson(tx, id, true);
      if (!lesson) throw notFound('Lesson not found');
      const other = await repo.neighbourLesson(tx, lesson, direction);
      if (other) {
        await repo.swapLessons(tx, lesson, other);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: `lesson.move_${direction}`,
          targetType: 'lesson',
          targetId: id,
          targetLabel: lesson.title,
        });
      }
      return lesson.courseId;
    });
    return this.detail(courseId);
  }
}

import {
  AdminCourseDetailSchema,
  AdminCoursePageSchema,
  AdminLessonSchema,
  CourseCreateSchema,
  CourseIdParamsSchema,
  CourseUpdateSchema,
  LessonIdParamsSchema,
  LessonInputSchema,
  LessonPreviewResultSchema,
  LessonPreviewSchema,
  LESSON_VIDEO_MAX_BYTES,
  LESSON_VIDEO_TOO_LARGE,
  ModuleIdParamsSchema,
  ModuleInputSchema,
  MoveSchema,
} from '#common/schemas/admin-content';
import { PageQuerySchema } from '#common/schemas/common';
import type { App, AppContext } from '#server/context';
import { adminOnly, requireAdmin } from '#server/plugins/auth';
import { acceptUploads, readUpload } from '#server/lib/upload';
import { AdminContentService } from './admin-content.service';

/** Admin Management → Content: courses, modules and lessons. Admins only (401 to visitors, 403 to everyone else). */
export async function adminContentRoutes(app: App, ctx: AppContext) {
  // Uploads: 5 MB a file unless a route reads with a larger limit (lesson videos).
  await acceptUploads(app);
  const service = new AdminContentService(ctx);
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };
  const guard = { preValidation: adminOnly };
  const detail = { 200: AdminCourseDetailSchema };

  app.post(
    '/admin/lessons/preview',
    { ...guard, schema: { ...schema, body: LessonPreviewSchema, response: { 200: LessonPreviewResultSchema } } },
    async (request) => {
      requireAdmin(request);
      return service.preview(request.body.body);
    },
  );

  app.get(
    '/admin/courses',
    { ...guard, schema: { ...schema, querystring: PageQuerySchema, response: { 200: AdminCoursePageSchema } } },
    async (request) => {
      requireAdmin(request);
      return service.list(request.query);
    },
  );

  app.get('/admin/courses/:id', { ...guard, schema: { ...schema, params: CourseIdParamsSchema, response: detail } }, async (request) => {
    requireAdmin(request);
    return service.detail(request.params.id);
  });

  app.post(
    '/admin/courses',
    { ...guard, schema: { ...schema, body: CourseCreateSchema, response: { 201: AdminCourseDetailSchema } } },
    async (request, reply) => reply.code(201).send(await service.create(requireAdmin(request), request.body)),
  );

  app.patch(
    '/admin/courses/:id',
    { ...guard, schema: { ...schema, params: CourseIdParamsSchema, body: CourseUpdateSchema, response: detail } },
    async (request) => service.update(requireAdmin(request), request.params.id, request.body),
  );

  for (const action of ['publish', 'unpublish', 'archive', 'unarchive'] as const) {
    app.post(
      `/admin/courses/:id/${action}`,
      { ...guard, schema: { ...schema, params: CourseIdParamsSchema, response: detail } },
      async (request) => service.setStatus(requireAdmin(request), request.params.id, action),
    );
  }

  app.post(
    '/admin/courses/:id/modules',
    { ...guard, schema: { ...schema, params: CourseIdParamsSchema, body: ModuleInputSchema, response: { 201: AdminCourseDetailSchema } } },
    async (request, reply) => reply.code(201).send(await service.addModule(requireAdmin(request), request.params.id, request.body)),
  );

  app.put(
    '/admin/modules/:id',
    { ...guard, schema: { ...schema, params: ModuleIdParamsSchema, body: ModuleInputSchema, response: detail } },
    async (request) => service.updateModule(requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/admin/modules/:id/move',
    { ...guard, schema: { ...schema, params: ModuleIdParamsSchema, body: MoveSchema, response: detail } },
    async (request) => service.moveModule(requireAdmin(request), request.params.id, request.body.direction),
  );

  app.post(
    '/admin/modules/:id/lessons',
    { ...guard, schema: { ...schema, params: ModuleIdParamsSchema, body: LessonInputSchema, response: { 201: AdminCourseDetailSchema } } },
    async (request, reply) => reply.code(201).send(await service.addLesson(requireAdmin(request), request.params.id, request.body)),
  );

  app.put(
    '/admin/lessons/:id',
    { ...guard, schema: { ...schema, params: LessonIdParamsSchema, body: LessonInputSchema, response: { 200: AdminLessonSchema } } },
    async (request) => service.updateLesson(requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/admin/lessons/:id/move',
    { ...guard, schema: { ...schema, params: LessonIdParamsSchema, body: MoveSchema, response: detail } },
    async (request) => service.moveLesson(requireAdmin(request), request.params.id, request.body.direction),
  );

  app.post(
    '/admin/lessons/:id/video',
    {
      ...guard,
      schema: { ...schema, consumes: ['multipart/form-data'], params: LessonIdParamsSchema, response: { 200: AdminLessonSchema } },
      config: { rateLimit: { max: ctx.config.UPLOAD_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request) => {
      const actor = requireAdmin(request);
      const file = await readUpload(request, LESSON_VIDEO_TOO_LARGE, LESSON_VIDEO_MAX_BYTES);
      return service.setLessonVideo(actor, request.params.id, file.buffer);
    },
  );

  app.delete(
    '/admin/lessons/:id/video',
    { ...guard, schema: { ...schema, params: LessonIdParamsSchema, response: { 200: AdminLessonSchema } } },
    async (request) => service.removeLessonVideo(requireAdmin(request), request.params.id),
  );

  app.delete('/admin/modules/:id', { ...guard, schema: { ...schema, params: ModuleIdParamsSchema, response: detail } }, async (request) =>
    service.deleteModule(requireAdmin(request), request.params.id),
  );

  app.delete('/admin/lessons/:id', { ...guard, schema: { ...schema, params: LessonIdParamsSchema, response: detail } }, async (request) =>
    service.deleteLesson(requireAdmin(request), request.params.id),
  );
}

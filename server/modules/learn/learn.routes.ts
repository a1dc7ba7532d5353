import { PageQuerySchema } from '#common/schemas/common';
import {
  CertificateSchema,
  CourseDetailSchema,
  CourseModuleSchema,
  CoursePageSchema,
  CourseParamsSchema,
  ExpertPageSchema,
  LessonParamsSchema,
  LessonVideoQuerySchema,
  ModuleParamsSchema,
  ProgressSchema,
  ResourcePageSchema,
  ResourceQuerySchema,
  TutorialPageSchema,
  TutorialSchema,
} from '#common/schemas/learn';
import type { App, AppContext } from '#server/context';
import { parseRange } from '#server/storage/file-routes';
import { requireUser } from '#server/plugins/auth';
import { LearnService } from './learn.service';

const tags = ['learn'];
const security = [{ bearer: [] }];

/** Courses, lessons and progress (`/api/courses`). */
export async function courseRoutes(app: App, ctx: AppContext) {
  const service = new LearnService(ctx);

  app.get('/', { schema: { tags, querystring: PageQuerySchema, response: { 200: CoursePageSchema } } }, async (request) =>
    service.listCourses(request.auth, request.query.limit, request.query.cursor),
  );
  app.get('/mine', { schema: { tags, security, querystring: PageQuerySchema, response: { 200: CoursePageSchema } } }, async (request) =>
    service.listMine(requireUser(request), request.query.limit, request.query.cursor),
  );
  app.get('/:id', { schema: { tags, params: CourseParamsSchema, response: { 200: CourseDetailSchema } } }, async (request) =>
    service.getCourse(request.auth, request.params.id),
  );
  app.get(
    '/:id/modules/:n',
    { schema: { tags, security, params: ModuleParamsSchema, response: { 200: CourseModuleSchema } } },
    async (request) => service.getModule(request.auth, request.params.id, request.params.n),
  );
  app.put(
    '/:id/lessons/:lessonId/completion',
    { schema: { tags, security, params: LessonParamsSchema, response: { 200: ProgressSchema } } },
    async (request) => service.setComplete(request.auth, request.params.id, request.params.lessonId, true),
  );
  app.delete(
    '/:id/lessons/:lessonId/completion',
    { schema: { tags, security, params: LessonParamsSchema, response: { 200: ProgressSchema } } },
    async (request) => service.setComplete(request.auth, request.params.id, request.params.lessonId, false),
  );
  app.get(
    '/:id/lessons/:lessonId/video',
    { schema: { tags, security, params: LessonParamsSchema, querystring: LessonVideoQuerySchema } },
    async (request, reply) => {
      const file = await service.lessonVideo(
        request.auth,
        request.params.id,
        request.params.lessonId,
        parseRange(request.headers.range),
        request.query.token,
      );
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, no-store')
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff');
      if (file.range)
        reply
          .code(206)
          .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`)
          .header('content-length', file.range.end - file.range.start + 1);
      else reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );
  app.get(
    '/:id/certificate',
    { schema: { tags, security, params: CourseParamsSchema, response: { 200: CertificateSchema } } },
    async (request) => service.certificate(request.auth, request.params.id),
  );
}

/** Tutorials, experts and resources (`/api/tutorials`, `/api/experts`, `/api/resources`). */
export async function learnLibraryRoutes(app: App, ctx: AppContext) {
  const service = new LearnService(ctx);
  app.get('/tutorials', { schema: { tags, querystring: PageQuerySchema, response: { 200: TutorialPageSchema } } }, async (request) =>
    service.listTutorials(request.query.limit, request.query.cursor),
  );
  app.get('/tutorials/:id', { schema: { tags, params: CourseParamsSchema, response: { 200: TutorialSchema } } }, async (request) =>
    service.getTutorial(request.params.id),
  );
  app.get('/experts', { schema: { tags, querystring: PageQuerySchema, response: { 200: ExpertPageSchema } } }, async (request) =>
    service.listExperts(request.auth, request.query.limit, request.query.cursor),
  );
  app.get('/resources', { schema: { tags, querystring: ResourceQuerySchema, response: { 200: ResourcePageSchema } } }, async (request) =>
    service.listResources(request.query.type, request.query.limit, request.query.cursor),
  );
}

import { MoveSchema } from '#common/schemas/admin-content';
import {
  AdminExpertPageSchema,
  AdminExpertSchema,
  ExpertCreateSchema,
  ExpertParamsSchema,
  ExpertUpdateSchema,
  AdminResourcePageSchema,
  AdminResourceSchema,
  AdminTutorialPageSchema,
  AdminTutorialSchema,
  LibraryIdParamsSchema,
  ResourceInputSchema,
  TutorialInputSchema,
} from '#common/schemas/admin-library';
import { PageQuerySchema } from '#common/schemas/common';
import type { App, AppContext } from '#server/context';
import { adminOnly, requireAdmin } from '#server/plugins/auth';
import { AdminLibraryService } from './admin-library.service';

/** Admin Management → Content: the free tutorials, resources and experts of /learn. Admins only (401 to visitors, 403 to everyone else). */
export async function adminLibraryRoutes(app: App, ctx: AppContext) {
  const service = new AdminLibraryService(ctx);
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };
  const guard = { preValidation: adminOnly };
  const params = LibraryIdParamsSchema;
  const tutorial = { 200: AdminTutorialSchema };
  const resource = { 200: AdminResourceSchema };

  app.get(
    '/admin/tutorials',
    { ...guard, schema: { ...schema, querystring: PageQuerySchema, response: { 200: AdminTutorialPageSchema } } },
    async (request) => {
      requireAdmin(request);
      return service.listTutorials(request.query);
    },
  );

  app.get('/admin/tutorials/:id', { ...guard, schema: { ...schema, params, response: tutorial } }, async (request) => {
    requireAdmin(request);
    return service.tutorial(request.params.id);
  });

  app.post(
    '/admin/tutorials',
    { ...guard, schema: { ...schema, body: TutorialInputSchema, response: { 201: AdminTutorialSchema } } },
    async (request, reply) => reply.code(201).send(await service.createTutorial(requireAdmin(request), request.body)),
  );

  app.put(
    '/admin/tutorials/:id',
    { ...guard, schema: { ...schema, params, body: TutorialInputSchema, response: tutorial } },
    async (request) => service.updateTutorial(requireAdmin(request), request.params.id, request.body),
  );

  app.get(
    '/admin/resources',
    { ...guard, schema: { ...schema, querystring: PageQuerySchema, response: { 200: AdminResourcePageSchema } } },
    async (request) => {
      requireAdmin(request);
      return service.listResources(request.query);
    },
  );

  app.post(
    '/admin/resources',
    { ...guard, schema: { ...schema, body: ResourceInputSchema, response: { 201: AdminResourceSchema } } },
    async (request, reply) => reply.code(201).send(await service.createResource(requireAdmin(request), request.body)),
  );

  app.put(
    '/admin/resources/:id',
    { ...guard, schema: { ...schema, params, body: ResourceInputSchema, response: resource } },
    async (request) => service.updateResource(requireAdmin(request), request.params.id, request.body),
  );

  for (const action of ['archive', 'unarchive'] as const) {
    app.post(`/admin/tutorials/:id/${action}`, { ...guard, schema: { ...schema, params, response: tutorial } }, async (request) =>
      service.setTutorialStatus(requireAdmin(request), request.params.id, action),
    );
    app.post(`/admin/resources/:id/${action}`, { ...guard, schema: { ...schema, params, response: resource } }, async (request) =>
      service.setResourceStatus(requireAdmin(request), request.params.id, action),
    );
  }

  const expert = { 200: AdminExpertSchema };
  app.get(
    '/admin/experts',
    { ...guard, schema: { ...schema, querystring: PageQuerySchema, response: { 200: AdminExpertPageSchema } } },
    async (request) => {
      requireAdmin(request);
      return service.listExperts(request.query);
    },
  );

  app.post(
    '/admin/experts',
    { ...guard, schema: { ...schema, body: ExpertCreateSchema, response: { 201: AdminExpertSchema } } },
    async (request, reply) => reply.code(201).send(await service.addExpert(requireAdmin(request), request.body)),
  );

  app.put(
    '/admin/experts/:userId',
    { ...guard, schema: { ...schema, params: ExpertParamsSchema, body: ExpertUpdateSchema, response: expert } },
    async (request) => service.updateExpert(requireAdmin(request), request.params.userId, request.body.title),
  );

  app.post(
    '/admin/experts/:userId/move',
    { ...guard, schema: { ...schema, params: ExpertParamsSchema, body: MoveSchema, response: expert } },
    async (request) => service.moveExpert(requireAdmin(request), request.params.userId, request.body.direction),
  );

  app.delete('/admin/experts/:userId', { ...guard, schema: { ...schema, params: ExpertParamsSchema } }, async (request, reply) => {
    await service.removeExpert(requireAdmin(request), request.params.userId);
    return reply.code(204).send();
  });
}

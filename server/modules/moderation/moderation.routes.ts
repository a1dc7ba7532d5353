import { OkSchema, pageOf } from '#common/schemas/common';
import {
  ReportCreatedSchema,
  ReportCreateSchema,
  ReportDecisionParamsSchema,
  ReportDecisionSchema,
  ReportListQuerySchema,
  ReportSchema,
} from '#common/schemas/moderation';
import type { App, AppContext } from '#server/context';
import { forbidden } from '#server/errors';
import { requireUser, signedInOnly } from '#server/plugins/auth';
import type { FastifyRequest } from 'fastify';
import { ModerationService } from './moderation.service';

/** Moderators, admins and super admins only (401 visitors, 403 others), before validation. */
async function moderatorsOnly(request: FastifyRequest) {
  if (!requireUser(request).isModerator) throw forbidden("Access denied: You don't have permission to access this page");
}

export async function moderationRoutes(app: App, ctx: AppContext) {
  const service = new ModerationService(ctx);
  const schema = { tags: ['moderation'], security: [{ bearer: [] }] };

  app.post(
    '/reports',
    { preValidation: signedInOnly, schema: { ...schema, body: ReportCreateSchema, response: { 201: ReportCreatedSchema } } },
    async (request, reply) => {
      reply.code(201);
      return service.report(requireUser(request).userId, request.body);
    },
  );

  app.get(
    '/moderation/reports',
    { preValidation: moderatorsOnly, schema: { ...schema, querystring: ReportListQuerySchema, response: { 200: pageOf(ReportSchema) } } },
    async (request) => service.queue(requireUser(request), request.query),
  );

  app.post(
    '/moderation/reports/:id/:decision',
    {
      preValidation: moderatorsOnly,
      schema: {
        ...schema,
        params: ReportDecisionParamsSchema,
        body: ReportDecisionSchema.nullish(),
        response: { 200: OkSchema },
      },
    },
    async (request) => service.decide(requireUser(request), request.params.id, request.params.decision, request.body?.reason),
  );
}

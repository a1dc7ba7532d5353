import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdParamSchema, PageQuerySchema } from '#common/schemas/common';
import {
  BriefSchema,
  FormulaSharingResultSchema,
  FormulaSharingSchema,
  GenerateResultSchema,
  MaxUseLevelsSchema,
  QuotaSchema,
  SavedFormulaPageSchema,
  SavedFormulaSchema,
  SaveFormulaSchema,
} from '#common/schemas/formula';
import type { App, AppContext } from '#server/context';
import { requireUser } from '#server/plugins/auth';
import { FormulasService, type Requester } from './formulas.service';
import { formulaVersionRoutes } from './formula-versions.routes';

const VISITOR_COOKIE = 'sillage_visitor';
const tags = ['formulas'];
const security = [{ bearer: [] }];

/** Who is asking: the signed-in user, or a visitor known by a cookie and an IP. */
function requester(request: FastifyRequest, reply: FastifyReply, secure: boolean): Requester {
  let visitorId = request.cookies[VISITOR_COOKIE];
  if (!visitorId || !/^[0-9a-f-]{36}$/.test(visitorId)) {
    visitorId = randomUUID();
    reply.setCookie(VISITOR_COOKIE, visitorId, { httpOnly: true, sameSite: 'lax', secure, path: '/api/formulas', maxAge: 365 * 86_400 });
  }
  return { auth: request.auth, visitorId, ip: request.ip };
}

/** Finding Notes: the quota, generation, and the signed-in user's saved formulas. */
export async function formulaRoutes(app: App, ctx: AppContext) {
  const service = new FormulasService(ctx);
  const secure = ctx.config.PUBLIC_URL.startsWith('https://');

  app.get('/quota', { schema: { tags, response: { 200: QuotaSchema } } }, async (request, reply) =>
    service.quota(requester(request, reply, secure)),
  );

  app.post('/generate', { schema: { tags, body: BriefSchema, response: { 200: GenerateResultSchema } } }, async (request, reply) =>
    service.generate(requester(request, reply, secure), request.body),
  );

  app.get('/', { schema: { tags, security, querystring: PageQuerySchema, response: { 200: SavedFormulaPageSchema } } }, async (request) =>
    service.list(requireUser(request).userId, request.query.limit, request.query.cursor),
  );

  app.post('/', { schema: { tags, security, body: SaveFormulaSchema, response: { 201: SavedFormulaSchema } } }, async (request, reply) => {
    const saved = await service.save(requireUser(request).userId, request.body);
    reply.code(201);
    return saved;
  });

  app.get('/:id', { schema: { tags, security, params: IdParamSchema, response: { 200: SavedFormulaSchema } } }, async (request) =>
    service.get(requireUser(request).userId, request.params.id),
  );

  app.get('/:id/max-use', { schema: { tags, security, params: IdParamSchema, response: { 200: MaxUseLevelsSchema } } }, async (request) =>
    service.maxUse(requireUser(request).userId, request.params.id),
  );

  app.get('/:id/certificate.pdf', { schema: { tags, security, params: IdParamSchema } }, async (request, reply) => {
    const { pdf, filename } = await service.certificate(requireUser(request).userId, request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.put(
    '/:id/sharing',
    { schema: { tags, security, params: IdParamSchema, body: FormulaSharingSchema, response: { 200: FormulaSharingResultSchema } } },
    async (request) => service.setShared(requireUser(request).userId, request.params.id, request.body.shared),
  );

  await formulaVersionRoutes(app, ctx, service);
}

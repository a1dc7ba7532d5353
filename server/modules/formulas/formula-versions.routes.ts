import { IdParamSchema, PageQuerySchema } from '#common/schemas/common';
import { SavedFormulaSchema } from '#common/schemas/formula';
import {
  BatchCartSchema,
  CompareQuerySchema,
  FormulaDiffSchema,
  FormulaVersionPageSchema,
  FormulaVersionSchema,
  FormulaViewSchema,
  LabBatchBodySchema,
  LabSheetQuerySchema,
  LabSheetSchema,
  RemixFormulaSchema,
  RestoreVersionSchema,
  SaveVersionSchema,
  VersionParamSchema,
  VersionSavedSchema,
} from '#common/schemas/formula-versions';
import type { App, AppContext } from '#server/context';
import { requireUser } from '#server/plugins/auth';
import { MSG } from '#common/messages';
import { FormulaVersionsService } from './formula-versions.service';
import type { FormulasService } from './formulas.service';

const tags = ['formulas'];
const security = [{ bearer: [] }];

/** Versions (history, compare, restore), the view of a shared formula, remix, and the lab sheet (JSON and CSV). */
export async function formulaVersionRoutes(app: App, ctx: AppContext, formulas: FormulasService) {
  const service = new FormulaVersionsService(ctx, formulas);

  app.get(
    '/:id/versions',
    { schema: { tags, security, params: IdParamSchema, querystring: PageQuerySchema, response: { 200: FormulaVersionPageSchema } } },
    async (request) => service.history(requireUser(request).userId, request.params.id, request.query.limit, request.query.cursor),
  );

  app.post(
    '/:id/versions',
    { schema: { tags, security, params: IdParamSchema, body: SaveVersionSchema, response: { 201: VersionSavedSchema } } },
    async (request, reply) => {
      const saved = await service.saveVersion(requireUser(request).userId, request.params.id, request.body);
      reply.code(201);
      return saved;
    },
  );

  app.get(
    '/:id/versions/:number',
    { schema: { tags, security, params: VersionParamSchema, response: { 200: FormulaVersionSchema } } },
    async (request) => service.version(requireUser(request).userId, request.params.id, request.params.number),
  );

  app.post(
    '/:id/versions/:number/restore',
    { schema: { tags, security, params: VersionParamSchema, body: RestoreVersionSchema, response: { 201: VersionSavedSchema } } },
    async (request, reply) => {
      const saved = await service.restore(requireUser(request).userId, request.params.id, request.params.number, request.body.note);
      reply.code(201);
      return saved;
    },
  );

  app.get(
    '/:id/compare',
    { schema: { tags, security, params: IdParamSchema, querystring: CompareQuerySchema, response: { 200: FormulaDiffSchema } } },
    async (request) => service.compare(requireUser(request).userId, request.params.id, request.query.from, request.query.to),
  );

  app.get('/:id/view', { schema: { tags, security, params: IdParamSchema, response: { 200: FormulaViewSchema } } }, async (request) =>
    service.view(requireUser(request), request.params.id),
  );

  app.post(
    '/:id/remix',
    { schema: { tags, security, params: IdParamSchema, body: RemixFormulaSchema, response: { 201: SavedFormulaSchema } } },
    async (request, reply) => {
      const copy = await service.remix(requireUser(request), request.params.id, request.body.name);
      reply.code(201);
      return copy;
    },
  );

  app.get(
    '/:id/lab-sheet',
    { schema: { tags, security, params: IdParamSchema, querystring: LabSheetQuerySchema, response: { 200: LabSheetSchema } } },
    async (request) => service.labSheet(requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/:id/lab-sheet/cart',
    {
      schema: { tags, security, params: IdParamSchema, body: LabBatchBodySchema, response: { 200: BatchCartSchema, 201: BatchCartSchema } },
    },
    async (request, reply) => {
      const answer = await service.batchToCart(requireUser(request, MSG.signInToAddToCart), request.params.id, request.body);
      reply.code(answer.added.length > 0 ? 201 : 200);
      return answer;
    },
  );

  app.get(
    '/:id/lab-sheet.csv',
    { schema: { tags, security, params: IdParamSchema, querystring: LabSheetQuerySchema } },
    async (request, reply) => {
      const { csv, fileName } = await service.labSheetCsv(requireUser(request), request.params.id, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
    },
  );
}

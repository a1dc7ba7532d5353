import { OkSchema, PageQuerySchema, pageOf } from '#common/schemas/common';
import {
  CategoryChangeSchema,
  CategoryCountsSchema,
  CommentListQuerySchema,
  DiscussionCommentCreateSchema,
  DiscussionCommentEditSchema,
  DiscussionCommentPageSchema,
  DiscussionCommentParamsSchema,
  DiscussionCommentSchema,
  DiscussionCreateSchema,
  DiscussionEditSchema,
  DiscussionLikeResultSchema,
  DiscussionListQuerySchema,
  DiscussionPageSchema,
  DiscussionParamsSchema,
  DiscussionSourceSchema,
  DiscussionSchema,
  ModerationDeleteQuerySchema,
  ModerationEntrySchema,
  ModerationSchema,
  PreviewResultSchema,
  PreviewSchema,
} from '#common/schemas/discussions';
import type { App, AppContext } from '#server/context';
import { sendShared } from '#server/shared-reads';
import { DiscussionsService } from './discussions.service';

const tags = ['discussions'];
const security = [{ bearer: [] }];

/** AromaSpace: discussions, comments, likes, views, category counts and moderation. */
export async function discussionRoutes(app: App, ctx: AppContext) {
  const service = new DiscussionsService(ctx);

  app.get(
    '/',
    {
      schema: { tags, querystring: DiscussionListQuerySchema, response: { 200: DiscussionPageSchema } },
      config: { sharedReads: 'visitors' },
    },
    async (request, reply) => sendShared(request, reply, await service.list(request.auth, request.query)),
  );

  app.get('/categories', { schema: { tags, response: { 200: CategoryCountsSchema } } }, async (request) =>
    service.categoryCounts(request.auth),
  );

  app.get(
    '/moderation-log',
    { schema: { tags, security, querystring: PageQuerySchema, response: { 200: pageOf(ModerationEntrySchema) } } },
    async (request) => service.moderationLog(request.auth, request.query.limit, request.query.cursor),
  );

  app.post('/preview', { schema: { tags, security, body: PreviewSchema, response: { 200: PreviewResultSchema } } }, async (request) =>
    service.preview(request.auth, request.body.content),
  );

  app.post(
    '/',
    { schema: { tags, security, body: DiscussionCreateSchema, response: { 201: DiscussionSchema } } },
    async (request, reply) => {
      const discussion = await service.create(request.auth, request.body);
      reply.code(201);
      return discussion;
    },
  );

  app.get(
    '/:id',
    { schema: { tags, params: DiscussionParamsSchema, response: { 200: DiscussionSchema } }, config: { sharedReads: 'answers' } },
    async (request, reply) =>
      sendShared(
        request,
        reply,
        await service.detail(request.auth, request.params.id, { ip: request.ip, userAgent: request.headers['user-agent'] }),
      ),
  );

  app.get(
    '/:id/source',
    { schema: { tags, security, params: DiscussionParamsSchema, response: { 200: DiscussionSourceSchema } } },
    async (request) => service.source(request.auth, request.params.id),
  );

  app.patch(
    '/:id',
    { schema: { tags, security, params: DiscussionParamsSchema, body: DiscussionEditSchema, response: { 200: DiscussionSchema } } },
    async (request) => service.edit(request.auth, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { tags, security, params: DiscussionParamsSchema, querystring: ModerationDeleteQuerySchema, response: { 200: OkSchema } } },
    async (request) => {
      await service.remove(request.auth, request.params.id, request.query.reason);
      return { ok: true as const };
    },
  );

  app.put(
    '/:id/category',
    { schema: { tags, security, params: DiscussionParamsSchema, body: CategoryChangeSchema, response: { 200: DiscussionSchema } } },
    async (request) => service.changeCategory(request.auth, request.params.id, request.body.category),
  );

  app.put(
    '/:id/moderation',
    { schema: { tags, security, params: DiscussionParamsSchema, body: ModerationSchema, response: { 200: DiscussionSchema } } },
    async (request) => service.setHidden(request.auth, request.params.id, request.body.hidden, request.body.reason),
  );

  app.put(
    '/:id/like',
    { schema: { tags, security, params: DiscussionParamsSchema, response: { 200: DiscussionLikeResultSchema } } },
    async (request) => service.like(request.auth, request.params.id, true),
  );

  app.delete(
    '/:id/like',
    { schema: { tags, security, params: DiscussionParamsSchema, response: { 200: DiscussionLikeResultSchema } } },
    async (request) => service.like(request.auth, request.params.id, false),
  );

  app.get(
    '/:id/comments',
    {
      schema: { tags, params: DiscussionParamsSchema, querystring: CommentListQuerySchema, response: { 200: DiscussionCommentPageSchema } },
      config: { sharedReads: 'visitors' },
    },
    async (request) => service.comments(request.auth, request.params.id, request.query.limit, request.query.cursor),
  );

  app.post(
    '/:id/comments',
    {
      schema: {
        tags,
        security,
        params: DiscussionParamsSchema,
        body: DiscussionCommentCreateSchema,
        response: { 201: DiscussionCommentSchema },
      },
    },
    async (request, reply) => {
      const comment = await service.addComment(request.auth, request.params.id, request.body.content);
      reply.code(201);
      return comment;
    },
  );

  app.patch(
    '/:id/comments/:commentId',
    {
      schema: {
        tags,
        security,
        params: DiscussionCommentParamsSchema,
        body: DiscussionCommentEditSchema,
        response: { 200: DiscussionCommentSchema },
      },
    },
    async (request) => service.editComment(request.auth, request.params.id, request.params.commentId, request.body.content),
  );

  app.delete(
    '/:id/comments/:commentId',
    {
      schema: {
        tags,
        security,
        params: DiscussionCommentParamsSchema,
        querystring: ModerationDeleteQuerySchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await service.removeComment(request.auth, request.params.id, request.params.commentId, request.query.reason);
      return { ok: true as const };
    },
  );

  app.put(
    '/:id/comments/:commentId/moderation',
    {
      schema: { tags, security, params: DiscussionCommentParamsSchema, body: ModerationSchema, response: { 200: DiscussionCommentSchema } },
    },
    async (request) =>
      service.setCommentHidden(request.auth, request.params.id, request.params.commentId, request.body.hidden, request.body.reason),
  );
}

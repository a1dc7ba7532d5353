import { MSG } from '#common/messages';
import { IdParamSchema, OkSchema, PageQuerySchema } from '#common/schemas/common';
import {
  CommentCreateSchema,
  CommentParamsSchema,
  CommentPageSchema,
  CommentSchema,
  LikeResultSchema,
  POST_MSG,
  PostEditSchema,
  PostPageSchema,
  PostSchema,
  PostTextSchema,
  SearchQuerySchema,
  UploadTextSchema,
} from '#common/schemas/posts';
import type { App, AppContext } from '#server/context';
import { badRequest, unauthorized } from '#server/errors';
import { acceptUploads, readMultipart } from '#server/lib/upload';
import { requireUser, requireVerified } from '#server/plugins/auth';
import { sendShared } from '#server/shared-reads';
import { composerTooLargeMessage, PostsService } from './posts.service';

const tags = ['posts'];
const security = [{ bearer: [] }];

/** Community posts: the feed, search, the upload page, spritz and comments. */
export async function postRoutes(app: App, ctx: AppContext) {
  // Uploads: 5 MB a file unless a route reads with a larger limit (lesson videos).
  await acceptUploads(app);
  const service = new PostsService(ctx);
  const signedIn = (request: Parameters<typeof requireUser>[0], message: string) => {
    if (!request.auth) throw unauthorized(message);
    return request.auth;
  };

  app.get(
    '/',
    { schema: { tags, querystring: PageQuerySchema, response: { 200: PostPageSchema } }, config: { sharedReads: 'visitors' } },
    async (request, reply) => sendShared(request, reply, await service.feed(request.auth, request.query.limit, request.query.cursor)),
  );

  app.get(
    '/search',
    { schema: { tags, querystring: SearchQuerySchema, response: { 200: PostPageSchema } }, config: { sharedReads: 'visitors' } },
    async (request, reply) =>
      sendShared(request, reply, await service.search(request.auth, request.query.q, request.query.limit, request.query.cursor)),
  );

  app.post(
    '/',
    {
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: PostSchema } },
      config: { rateLimit: { max: ctx.config.UPLOAD_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { userId } = requireVerified(request, POST_MSG.signInToPost);
      const { files, fields } = await readMultipart(request, composerTooLargeMessage);
      const text = PostTextSchema.parse(fields);
      const post = await service.create(userId, text, files.file, files.thumbnail);
      reply.code(201);
      return post;
    },
  );

  app.post(
    '/uploads',
    {
      schema: { tags, security, consumes: ['multipart/form-data'], response: { 201: PostSchema } },
      config: { rateLimit: { max: ctx.config.UPLOAD_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { userId } = requireVerified(request, POST_MSG.signInToPost);
      const { files, fields } = await readMultipart(request, () => MSG.imageUnder5);
      const text = UploadTextSchema.parse(fields);
      if (!files.file) throw badRequest('Please choose an image', 'file');
      const post = await service.createUpload(userId, text, files.file);
      reply.code(201);
      return post;
    },
  );

  app.patch(
    '/:id',
    { schema: { tags, security, params: IdParamSchema, body: PostEditSchema, response: { 200: PostSchema } } },
    async (request) => service.edit(requireUser(request).userId, request.params.id, request.body),
  );

  app.delete('/:id', { schema: { tags, security, params: IdParamSchema, response: { 200: OkSchema } } }, async (request) => {
    await service.remove(requireUser(request).userId, request.params.id);
    return { ok: true as const };
  });

  app.put('/:id/like', { schema: { tags, security, params: IdParamSchema, response: { 200: LikeResultSchema } } }, async (request) =>
    service.like(signedIn(request, POST_MSG.signInToSpritz), request.params.id, true),
  );

  app.delete('/:id/like', { schema: { tags, security, params: IdParamSchema, response: { 200: LikeResultSchema } } }, async (request) =>
    service.like(signedIn(request, POST_MSG.signInToSpritz), request.params.id, false),
  );

  app.get('/:id', { schema: { tags, params: IdParamSchema, response: { 200: PostSchema } } }, async (request) =>
    service.get(request.auth, request.params.id),
  );

  app.get(
    '/:id/comments',
    {
      schema: { tags, params: IdParamSchema, querystring: PageQuerySchema, response: { 200: CommentPageSchema } },
      config: { sharedReads: 'visitors' },
    },
    async (request) => service.comments(request.auth, request.params.id, request.query.limit, request.query.cursor),
  );

  app.post(
    '/:id/comments',
    { schema: { tags, security, params: IdParamSchema, body: CommentCreateSchema, response: { 201: CommentSchema } } },
    async (request, reply) => {
      const comment = await service.addComment(requireVerified(request), request.params.id, request.body.content);
      reply.code(201);
      return comment;
    },
  );

  app.delete(
    '/:id/comments/:commentId',
    { schema: { tags, security, params: CommentParamsSchema, response: { 200: OkSchema } } },
    async (request) => {
      await service.deleteComment(requireUser(request).userId, request.params.id, request.params.commentId);
      return { ok: true as const };
    },
  );
}

import { PageQuerySchema } from '#common/schemas/common';
import {
  FollowResultSchema,
  OwnProfileSchema,
  ProfileIdParamSchema,
  ProfileKeyParamSchema,
  ProfilePostPageSchema,
  ProfileUpdateSchema,
  PublicProfileSchema,
  SettingsSchema,
} from '#common/schemas/profile';
import type { App, AppContext } from '#server/context';
import { sendShared } from '#server/shared-reads';
import { requireUser, requireVerified } from '#server/plugins/auth';
import { ProfilesService } from './profiles.service';
import { acceptUploads, readUpload } from '#server/lib/upload';
import { MSG } from '#common/messages';

const tags = ['profiles'];
const security = [{ bearer: [] }];

/** Profiles: own profile and settings, public profiles by id or username, follow. */
export async function profileRoutes(app: App, ctx: AppContext, service = new ProfilesService(ctx)) {
  // Uploads: 5 MB a file unless a route reads with a larger limit (lesson videos).
  await acceptUploads(app);
  app.get('/me', { schema: { tags, security, response: { 200: OwnProfileSchema } } }, async (request) =>
    service.own(requireUser(request).userId),
  );

  app.patch('/me', { schema: { tags, security, body: ProfileUpdateSchema, response: { 200: OwnProfileSchema } } }, async (request) =>
    service.update(requireUser(request).userId, request.body),
  );

  app.put('/me/settings', { schema: { tags, security, body: SettingsSchema, response: { 200: SettingsSchema } } }, async (request) =>
    service.saveSettings(requireUser(request).userId, request.body),
  );

  for (const kind of ['avatar', 'cover'] as const) {
    app.post(
      `/me/${kind}`,
      {
        schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: OwnProfileSchema } },
        config: { rateLimit: { max: ctx.config.UPLOAD_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request) => {
        const { userId } = requireVerified(request);
        const file = await readUpload(request, MSG.imageUnder5);
        return service.uploadImage(userId, kind, file.buffer);
      },
    );
  }

  app.get(
    '/:key',
    { schema: { tags, params: ProfileKeyParamSchema, response: { 200: PublicProfileSchema } }, config: { sharedReads: 'visitors' } },
    async (request) => service.view(request.params.key, request.auth),
  );

  app.get(
    '/:key/posts',
    {
      schema: { tags, params: ProfileKeyParamSchema, querystring: PageQuerySchema, response: { 200: ProfilePostPageSchema } },
      config: { sharedReads: 'visitors' },
    },
    async (request, reply) =>
      sendShared(request, reply, await service.posts(request.params.key, request.auth, request.query.limit, request.query.cursor)),
  );

  app.post(
    '/:id/follow',
    { schema: { tags, security, params: ProfileIdParamSchema, response: { 200: FollowResultSchema } } },
    async (request) => service.follow(requireUser(request), request.params.id),
  );

  app.delete(
    '/:id/follow',
    { schema: { tags, security, params: ProfileIdParamSchema, response: { 200: FollowResultSchema } } },
    async (request) => service.unfollow(requireUser(request), request.params.id),
  );
}

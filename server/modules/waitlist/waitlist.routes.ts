import { OkSchema, pageOf } from '#common/schemas/common';
import {
  SendParamsSchema,
  SendProgressSchema,
  WaitlistDeleteResultSchema,
  WaitlistDeleteSchema,
  WaitlistEntryParamsSchema,
  WaitlistEntrySchema,
  WaitlistJoinSchema,
  WaitlistListQuerySchema,
  WaitlistNotesSchema,
  WaitlistNotificationResultSchema,
  WaitlistNotificationSchema,
} from '#common/schemas/waitlist';
import type { App, AppContext } from '#server/context';
import { adminOnly, requireAdmin } from '#server/plugins/auth';
import { WaitlistService } from './waitlist.service';

/** Pre-launch waitlist: one email, once. */
export async function waitlistRoutes(app: App, ctx: AppContext) {
  const service = new WaitlistService(ctx);
  app.post(
    '/',
    {
      schema: { tags: ['waitlist'], body: WaitlistJoinSchema, response: { 201: OkSchema } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await service.join(request.body.email);
      reply.code(201);
      return { ok: true as const };
    },
  );
}

/** /admin/waitlist: admins only (401 visitors, 403 others), checked before validation. */
export async function waitlistAdminRoutes(app: App, ctx: AppContext) {
  const service = new WaitlistService(ctx);
  const opts = { preValidation: adminOnly };
  const schema = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/waitlist',
    { ...opts, schema: { ...schema, querystring: WaitlistListQuerySchema, response: { 200: pageOf(WaitlistEntrySchema) } } },
    async (request) => service.list(request.query),
  );

  app.patch(
    '/admin/waitlist/:id',
    {
      ...opts,
      schema: { ...schema, params: WaitlistEntryParamsSchema, body: WaitlistNotesSchema, response: { 200: WaitlistEntrySchema } },
    },
    async (request) => service.saveNotes(request.params.id, request.body.notes),
  );

  app.post(
    '/admin/waitlist/delete',
    { ...opts, schema: { ...schema, body: WaitlistDeleteSchema, response: { 200: WaitlistDeleteResultSchema } } },
    async (request) => service.remove(requireAdmin(request).userId, request.body.ids),
  );

  app.get(
    '/admin/waitlist/sends/:sendId',
    {
      ...opts,
      schema: {
        ...schema,
        params: SendParamsSchema,
        response: { 200: SendProgressSchema },
      },
    },
    async (request) => service.progress(request.params.sendId),
  );

  /** send-waitlist-notification (spec 000 §7). Returns at once; the mail worker sends. */
  app.post(
    '/functions/send-waitlist-notification',
    {
      ...opts,
      schema: { ...schema, tags: ['functions'], body: WaitlistNotificationSchema, response: { 200: WaitlistNotificationResultSchema } },
    },
    async (request) => service.notify(requireAdmin(request).userId, request.body),
  );
}

import { OkSchema, pageOf } from '#common/schemas/common';
import {
  AdminNotificationRequestSchema,
  InboxReplySchema,
  NotificationListQuerySchema,
  NotificationParamsSchema,
  NotificationSchema,
  StaffMessageResultSchema,
  StaffMessageSchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UnreadCountSchema,
} from '#common/schemas/notifications';
import type { App, AppContext } from '#server/context';
import { badRequest } from '#server/errors';
import { UnsubscribeResultSchema } from '#common/schemas/waitlist';
import { requireUser, requireVerified, signedInOnly } from '#server/plugins/auth';
import { NotificationsService } from './notifications.service';

/** The signed-in user's inbox, and the send-admin-notification function. */
export async function notificationRoutes(app: App, ctx: AppContext) {
  const service = new NotificationsService(ctx);
  const secured = { security: [{ bearer: [] }], tags: ['inbox'] };
  const guard = { preValidation: signedInOnly };

  app.get(
    '/inbox',
    { ...guard, schema: { ...secured, querystring: NotificationListQuerySchema, response: { 200: pageOf(NotificationSchema) } } },
    async (request) => service.list(requireUser(request).userId, request.query),
  );

  app.get('/inbox/unread-count', { ...guard, schema: { ...secured, response: { 200: UnreadCountSchema } } }, async (request) =>
    service.unread(requireUser(request).userId),
  );

  app.post(
    '/inbox/:id/read',
    { ...guard, schema: { ...secured, params: NotificationParamsSchema, response: { 200: UnreadCountSchema } } },
    async (request) => service.markRead(requireUser(request).userId, request.params.id),
  );

  app.post('/inbox/read-all', { ...guard, schema: { ...secured, response: { 200: UnreadCountSchema } } }, async (request) =>
    service.markAllRead(requireUser(request).userId),
  );

  app.post(
    '/inbox/messages',
    { ...guard, schema: { ...secured, body: StaffMessageSchema, response: { 201: StaffMessageResultSchema } } },
    async (request, reply) => {
      reply.code(201);
      // Each message lands in every admin's inbox: only members whose address is confirmed may send one.
      return service.messageStaff(requireVerified(request).userId, request.body);
    },
  );

  // One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` as a form, token in the query.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
    done(null, {}),
  );
  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['inbox'],
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeResultSchema },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      if (!token) throw badRequest('This unsubscribe link is invalid.', 'token');
      return service.unsubscribe(token);
    },
  );

  /** send-inbox-reply (spec 000 §7): an admin answers a member's message; the reply lands in the member's inbox. */
  app.post(
    '/functions/send-inbox-reply',
    { ...guard, schema: { ...secured, tags: ['functions'], body: InboxReplySchema, response: { 200: OkSchema } } },
    async (request) => service.reply(requireUser(request), request.body.notification_id, request.body.message),
  );

  /**
   * send-admin-notification (spec 000 §7). Sign-up already calls it inside its transaction; this
   * endpoint lets a brand applicant ask again for their own application only, and is idempotent.
   */
  app.post(
    '/functions/send-admin-notification',
    { ...guard, schema: { ...secured, tags: ['functions'], body: AdminNotificationRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await service.notifyAdminsOfBrandApplication(requireUser(request).userId, request.body);
      return { ok: true as const };
    },
  );
}

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
import { badRequest, tooMany, unauthorized } from '#server/errors';
import { MSG } from '#common/messages';
import { UnsubscribeResultSchema } from '#common/schemas/waitlist';
import { requireUser, requireVerified, signedInOnly } from '#server/plugins/auth';
import { NotificationsService } from './notifications.service';

const HEARTBEAT_MS = 25_000;

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

  /**
   * The unread count as server-sent events: one `unread` event at once, then one after every change
   * (announced by PostgreSQL at commit, whichever process made it). Read with fetch and the bearer
   * header, so no token travels in a URL.
   */
  app.get('/inbox/stream', { ...guard, schema: { ...secured, hide: true } }, async (request, reply) => {
    const { userId, sessionId } = requireUser(request);
    const res = reply.raw;
    let closed = false;
    let hijacked = false;
    let unsubscribe = () => {};
    let release = () => {};
    const heartbeat = setInterval(() => hijacked && res.write(': keep-alive\n\n'), HEARTBEAT_MS).unref();
    /** Ends the stream once, whoever ends it: the client going, the server when the session ends, a failed start. */
    const finish = () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      release();
      if (hijacked && !res.writableEnded) res.end();
    };
    let pending: Promise<void> = Promise.resolve();
    const push = () => {
      pending = pending
        .then(async () => {
          if (closed) return;
          const { unread } = await service.unread(userId);
          if (!closed) res.write(`event: unread\ndata: ${JSON.stringify({ unread })}\n\n`);
        })
        .catch((err) => request.log.warn({ err }, 'inbox stream: count failed'));
    };
    try {
      // The server ends the stream when the session that opened it ends (sign-out, suspension: lib/live-streams.ts).
      const added = await ctx.streams.add(userId, sessionId, finish);
      if (added === 'too-many') throw tooMany(MSG.tooManyStreams);
      release = added;
      unsubscribe = await ctx.inboxEvents.subscribe(userId, push);
      if (closed) throw unauthorized(); // the session ended while the stream was being set up
    } catch (err) {
      finish();
      throw err;
    }
    reply.hijack();
    hijacked = true;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 2000\n\n');
    push();
    request.raw.on('close', finish);
  });

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

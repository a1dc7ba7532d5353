import { OkSchema, PageQuerySchema } from '#common/schemas/common';
import { AdminNotificationRequestSchema, InboxPageSchema } from '#common/schemas/notifications';
import type { App, AppContext } from '#server/context';
import { requireUser } from '#server/plugins/auth';
import { NotificationsService } from './notifications.service';

const security = [{ bearer: [] }];

/** The signed-in user's inbox, and the send-admin-notification function. */
export async function notificationRoutes(app: App, ctx: AppContext) {
  const service = new NotificationsService(ctx);

  app.get('/inbox', { schema: { tags: ['inbox'], security, querystring: PageQuerySchema, response: { 200: InboxPageSchema } } }, async (request) =>
    service.inbox(requireUser(request).userId, request.query.limit, request.query.cursor),
  );

  app.post(
    '/functions/send-admin-notification',
    { schema: { tags: ['functions'], security, body: AdminNotificationRequestSchema, response: { 200: OkSchema } } },
    async (request) => {
      await service.notifyAdminsOfBrandApplication(requireUser(request).userId, request.body);
      return { ok: true as const };
    },
  );
}

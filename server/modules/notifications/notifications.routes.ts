import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { OkSchema, PageQuerySchema, pageOf, userText } from '../../../common/schemas/common';
import type { App, AppContext } from '../../context';
import { inbox, profiles } from '../../db/schema';
import { forbidden } from '../../errors';
import { decodeCursor, exactTime, olderThan, TimeCursorSchema, toPage } from '../../lib/cursor';
import { requireUser } from '../../plugins/auth';
import { sendAdminNotification } from './notifications.service';

const InboxItemSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.string(),
  read: z.boolean(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});

export async function notificationRoutes(app: App, ctx: AppContext) {
  app.get(
    '/inbox',
    { schema: { tags: ['inbox'], security: [{ bearer: [] }], querystring: PageQuerySchema, response: { 200: pageOf(InboxItemSchema) } } },
    async (request) => {
      const { userId } = requireUser(request);
      const { limit, cursor } = request.query;
      const after = decodeCursor(cursor, TimeCursorSchema);
      const rows = await ctx.db
        .select({ row: inbox, t: exactTime(inbox.createdAt) })
        .from(inbox)
        .where(and(eq(inbox.userId, userId), olderThan(inbox.createdAt, inbox.id, after)))
        .orderBy(desc(inbox.createdAt), desc(inbox.id))
        .limit(limit + 1);
      const page = toPage(rows, limit, (r) => ({ t: r.t, id: r.row.id }));
      return { items: page.items.map(({ row }) => ({ ...row, createdAt: row.createdAt.toISOString() })), nextCursor: page.nextCursor };
    },
  );

  /**
   * send-admin-notification (spec 000 §7). Sign-up already calls it inside its transaction; this
   * endpoint lets a brand applicant ask again for their own application only, and is idempotent.
   */
  app.post(
    '/functions/send-admin-notification',
    {
      schema: {
        tags: ['functions'],
        security: [{ bearer: [] }],
        body: z.strictObject({ type: z.literal('new_brand_signup'), brand_name: userText().min(1).max(100), user_id: z.uuid() }),
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      if (request.body.user_id !== userId) throw forbidden('You can only notify admins about your own application');
      const [profile] = await ctx.db
        .select({ approved: profiles.approved, brandName: profiles.brandName })
        .from(profiles)
        .where(and(eq(profiles.id, userId), sql`${profiles.brandName} is not null`));
      if (!profile || profile.approved) throw forbidden('Only a pending brand application can notify admins');
      await sendAdminNotification(ctx.db, { type: 'new_brand_signup', brandName: profile.brandName!, userId });
      return { ok: true as const };
    },
  );
}

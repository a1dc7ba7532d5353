import type { AdminNotificationRequest } from '#common/schemas/notifications';
import type { AppContext } from '#server/context';
import type { Executor } from '#server/db/client';
import { forbidden } from '#server/errors';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import { presentInboxItem } from './notifications.presenter';
import * as repo from './notifications.repository';

export interface BrandSignupNotice {
  type: 'new_brand_signup';
  brandName: string;
  userId: string;
}

/**
 * The send-admin-notification function: every admin and super admin gets an inbox notification.
 * Idempotent per brand applicant, so a retried call does not notify twice.
 */
export async function sendAdminNotification(ex: Executor, notice: BrandSignupNotice): Promise<number> {
  if (await repo.hasNoticeAbout(ex, notice.type, notice.userId)) return 0;
  const admins = await repo.listAdminIds(ex);
  if (!admins.length) return 0;
  await repo.insertInboxItems(
    ex,
    admins.map((userId) => ({
      userId,
      type: notice.type,
      title: 'New brand application',
      message: `${notice.brandName} applied for a brand account and is waiting for approval.`,
      priority: 'high' as const,
      data: { brand_name: notice.brandName, user_id: notice.userId },
    })),
  );
  return admins.length;
}

export interface Notice {
  /** Who receives it. */
  userId: string;
  type: string;
  title: string;
  message: string;
  priority?: 'high' | 'medium' | 'low';
  /** A key naming the event: one notification per user and event, so a retried write never notifies twice. */
  event: string;
  data?: Record<string, unknown>;
}

/**
 * Adds notifications to users' inboxes, inside the caller's transaction, at most once per user and event.
 * Returns how many were new.
 */
export async function notify(ex: Executor, notices: Notice | Notice[]): Promise<number> {
  const list = Array.isArray(notices) ? notices : [notices];
  if (!list.length) return 0;
  return repo.insertInboxItemsOnce(
    ex,
    list.map((n) => ({
      userId: n.userId,
      type: n.type,
      title: n.title,
      message: n.message,
      priority: n.priority ?? ('medium' as const),
      data: { ...n.data, event: n.event },
    })),
  );
}

/** The inbox, and a brand applicant's request that the admins be told about their application. */
export class NotificationsService {
  constructor(private readonly ctx: AppContext) {}

  /** One newest-first page of the user's own notifications. */
  async inbox(userId: string, limit: number, cursor?: string) {
    const rows = await repo.listInbox(this.ctx.db, userId, limit, decodeCursor(cursor, TimeCursorSchema));
    const page = toPage(rows, limit, (r) => ({ t: r.t, id: r.row.id }));
    return { items: page.items.map(({ row }) => presentInboxItem(row)), nextCursor: page.nextCursor };
  }

  /**
   * Sign-up already notifies the admins inside its transaction; this lets a brand applicant ask again, for
   * their own pending application only (an approved one, or someone else's, is refused). Idempotent.
   */
  async notifyAdminsOfBrandApplication(userId: string, request: AdminNotificationRequest): Promise<void> {
    if (request.user_id !== userId) throw forbidden('You can only notify admins about your own application');
    const application = await repo.findBrandApplication(this.ctx.db, userId);
    if (!application || application.approved) throw forbidden('Only a pending brand application can notify admins');
    await sendAdminNotification(this.ctx.db, { type: 'new_brand_signup', brandName: application.brandName!, userId });
  }
}

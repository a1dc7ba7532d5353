import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inbox, userRoles } from '../../db/schema';

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
  const existing = await ex
    .select({ id: inbox.id })
    .from(inbox)
    .where(and(eq(inbox.type, notice.type), sql`${inbox.data}->>'user_id' = ${notice.userId}`))
    .limit(1);
  if (existing.length) return 0;
  const admins = await ex
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.role, ['admin', 'super_admin']));
  if (!admins.length) return 0;
  await ex.insert(inbox).values(
    admins.map((a) => ({
      userId: a.userId,
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
  const added = await ex
    .insert(inbox)
    .values(
      list.map((n) => ({
        userId: n.userId,
        type: n.type,
        title: n.title,
        message: n.message,
        priority: n.priority ?? ('medium' as const),
        data: { ...n.data, event: n.event },
      })),
    )
    .onConflictDoNothing()
    .returning({ id: inbox.id });
  return added.length;
}

import { MSG } from '#common/messages';
import type { AdminNotificationRequest, NotificationFilter } from '#common/schemas/notifications';
import type { AppContext } from '#server/context';
import type { Executor } from '#server/db/client';
import { badRequest, forbidden, notFound } from '#server/errors';
import { unsubscribe as unsubscribeWaitlist } from '#server/modules/waitlist/waitlist.repository';
import { decodeCursor, TimeCursorSchema, toPage } from '#server/lib/cursor';
import { announceInboxChange } from '#server/lib/inbox-events';
import { GROUP_VERBS, presentNotification, REPLYABLE_TYPES } from './notifications.presenter';
import * as repo from './notifications.repository';

/** Activity about one's content or account; the Settings toggle "activity updates" turns these off. */
const ACTIVITY_TYPES = new Set([
  'follow',
  'post_like',
  'post_comment',
  'discussion_comment',
  'discussion_reply',
  'discussion_mention',
  'discussion_quote',
  'comment_reply',
  'mention',
  'quote',
]);

export interface NotifyInput {
  /** The recipient. */
  userId: string;
  /** e.g. follow, post_like, post_comment, mention, quote, discussion_comment, order_status, brand_approved, admin_reply */
  type: string;
  /** Who caused it; nobody is notified of their own actions. */
  actorId?: string | null;
  /** What it is about, e.g. ('post', id); with the type it groups activity while unread. */
  subjectType?: string;
  subjectId?: string;
  title: string;
  /** The text for one actor ("Ana spritzed your post"); grouped rows read "Ana and 3 others spritzed your post". */
  message: string;
  /** Where the notification leads in the app, e.g. /community/post/<id>. */
  link?: string | null;
  priority?: 'high' | 'medium' | 'low';
  data?: Record<string, unknown>;
  /** The notification this one answers (admin replies). */
  replyToId?: string;
  /** A key naming the event: at most one notification per user and event, so a retried write never notifies twice. */
  event?: string;
}

/** The forum's name for a notification to send. */
export type Notice = NotifyInput;

/**
 * Adds a notification to a member's inbox, in the caller's transaction: it exists only if the change
 * that caused it commits, and the live badge is told at that commit. Activity (follows, spritz, comments,
 * mentions…) respects the recipient's "activity updates" setting and is grouped per subject while unread.
 * Returns whether a notification was added.
 */
export async function notify(tx: Executor, notices: NotifyInput | NotifyInput[]): Promise<number> {
  let added = 0;
  for (const n of Array.isArray(notices) ? notices : [notices]) if (await notifyOne(tx, n)) added++;
  return added;
}

async function notifyOne(tx: Executor, n: NotifyInput): Promise<boolean> {
  if (n.actorId && n.actorId === n.userId) return false;
  if (ACTIVITY_TYPES.has(n.type) && !(await repo.wantsActivity(tx, n.userId))) return false;
  const discussionId = typeof n.data?.discussion_id === 'string' ? n.data.discussion_id : undefined;
  const groupKey = GROUP_VERBS[n.type] && n.actorId ? `${n.type}:${n.subjectType ?? ''}:${n.subjectId ?? ''}` : null;
  const inserted = await repo.insertOrGroup(tx, {
    userId: n.userId,
    type: n.type,
    actorId: n.actorId ?? null,
    subjectType: n.subjectType ?? null,
    subjectId: n.subjectId ?? null,
    title: n.title,
    message: n.message,
    link: n.link ?? (discussionId ? `/discussion/${discussionId}` : null),
    priority: n.priority ?? 'medium',
    data: n.event ? { ...n.data, event: n.event } : (n.data ?? null),
    replyToId: n.replyToId ?? null,
    groupKey,
  });
  if (!inserted) return false;
  await announceInboxChange(tx, n.userId);
  return true;
}

/** The username to name an actor by in a notification's text. */
export async function actorName(tx: Executor, userId: string): Promise<string> {
  return (await repo.usernameOf(tx, userId)) ?? 'Someone';
}

/** Sends the same notification to every admin and super admin. */
export async function notifyAdmins(tx: Executor, n: Omit<NotifyInput, 'userId'>): Promise<number> {
  const admins = await repo.adminIds(tx);
  let sent = 0;
  for (const userId of admins) if (await notify(tx, { ...n, userId })) sent++;
  return sent;
}

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
  if (await repo.brandSignupAnnounced(ex, notice.userId)) return 0;
  return notifyAdmins(ex, {
    type: notice.type,
    actorId: notice.userId,
    subjectType: 'user',
    subjectId: notice.userId,
    title: 'New brand application',
    message: `${notice.brandName} applied for a brand account and is waiting for approval.`,
    link: '/admin?tab=brands',
    priority: 'high',
    data: { brand_name: notice.brandName, user_id: notice.userId },
  });
}

/** Every member's inbox: list, unread count, mark as read, staff messages and replies. */
export class NotificationsService {
  constructor(private readonly ctx: AppContext) {}

  async list(userId: string, q: { filter: NotificationFilter; q?: string; limit: number; cursor?: string }) {
    const rows = await repo.list(this.ctx.db, userId, {
      filter: q.filter,
      q: q.q || undefined,
      limit: q.limit,
      after: decodeCursor(q.cursor, TimeCursorSchema),
    });
    const page = toPage(rows, q.limit, (r) => ({ t: r.t, id: r.row.id }));
    return { items: page.items.map(presentNotification), nextCursor: page.nextCursor };
  }

  async unread(userId: string) {
    return { unread: await repo.unreadCount(this.ctx.db, userId) };
  }

  async markRead(userId: string, id: string) {
    await this.ctx.db.transaction(async (tx) => {
      if (!(await repo.markRead(tx, userId, id))) throw notFound('Notification not found');
      await announceInboxChange(tx, userId);
    });
    return this.unread(userId);
  }

  async markAllRead(userId: string) {
    await this.ctx.db.transaction(async (tx) => {
      await repo.markAllRead(tx, userId);
      await announceInboxChange(tx, userId);
    });
    return this.unread(userId);
  }

  /**
   * The signed link in an email: a waitlist address is never mailed again; a member's matching setting
   * (daily digest = email notifications, marketing, activity updates) is turned off. No sign-in needed.
   */
  async unsubscribe(token: string) {
    const waitlistToken = /^w\.([0-9a-f-]{36})$/i.exec(token)?.[1];
    if (waitlistToken) {
      if (!(await this.ctx.db.transaction((tx) => unsubscribeWaitlist(tx, waitlistToken))))
        throw badRequest('This unsubscribe link is invalid.', 'token');
      return { unsubscribed: 'waitlist' as const };
    }
    const claim = this.ctx.links.verify(token);
    if (!claim) throw badRequest('This unsubscribe link is invalid.', 'token');
    if (!(await repo.turnOffSetting(this.ctx.db, claim.u, claim.t))) throw notFound('This account no longer exists.');
    return { unsubscribed: claim.t };
  }

  /** A member writes to the staff: every admin's inbox gets it, and any admin can reply. */
  async messageStaff(userId: string, input: { title: string; message: string }) {
    const sent = await this.ctx.db.transaction((tx) =>
      notifyAdmins(tx, {
        type: 'member_message',
        actorId: userId,
        subjectType: 'user',
        subjectId: userId,
        title: input.title,
        message: input.message,
        priority: 'medium',
      }),
    );
    return { sent };
  }

  /**
   * send-inbox-reply (spec 000 §7): a staff member answers a member's message from their own inbox. The
   * reply is kept on the message and lands in the member's inbox.
   */
  async reply(staff: { userId: string; isAdmin: boolean }, notificationId: string, message: string) {
    if (!staff.isAdmin) throw forbidden(MSG.accessDenied);
    await this.ctx.db.transaction(async (tx) => {
      const original = await repo.findOwn(tx, staff.userId, notificationId);
      if (!original) throw notFound('Notification not found');
      if (!REPLYABLE_TYPES.has(original.type) || !original.actorId) throw forbidden('Only a message from a member can be answered');
      await repo.setReply(tx, original.id, message);
      await notify(tx, {
        userId: original.actorId,
        type: 'admin_reply',
        actorId: staff.userId,
        subjectType: 'inbox',
        subjectId: original.id,
        title: `Re: ${original.title}`.slice(0, 200),
        message,
        link: '/inbox',
        priority: 'high',
        replyToId: original.id,
      });
      await announceInboxChange(tx, staff.userId);
    });
    return { ok: true as const };
  }

  /**
   * Sign-up already notifies the admins inside its transaction; this lets a brand applicant ask again, for
   * their own pending application only (an approved one, or someone else's, is refused). Idempotent.
   */
  async notifyAdminsOfBrandApplication(userId: string, request: AdminNotificationRequest): Promise<void> {
    if (request.user_id !== userId) throw forbidden('You can only notify admins about your own application');
    const application = await repo.findBrandApplication(this.ctx.db, userId);
    if (!application || application.approved) throw forbidden('Only a pending brand application can notify admins');
    await this.ctx.db.transaction((tx) =>
      sendAdminNotification(tx, { type: 'new_brand_signup', brandName: application.brandName!, userId }),
    );
  }
}

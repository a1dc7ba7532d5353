import { z } from 'zod';
import { PageQuerySchema, userText } from './common';
import { NOTIFICATION_FILTERS } from '#common/constants';

export { NOTIFICATION_FILTERS, type NotificationFilter } from '#common/constants';

export const PRIORITIES = ['high', 'medium', 'low'] as const;

/** One notification as members see it. Grouped activity carries the latest actor and how many acted. */
export const NotificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.enum(PRIORITIES),
  read: z.boolean(),
  link: z.string().nullable(),
  actor: z.object({ id: z.uuid(), username: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  actorCount: z.number().int(),
  replyToId: z.uuid().nullable(),
  replyMessage: z.string().nullable(),
  /** True when staff can reply to it (a member's message or application in an admin's inbox). */
  canReply: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = PageQuerySchema.extend({
  filter: z.enum(NOTIFICATION_FILTERS).default('all'),
  q: userText().max(100).optional(),
});

export const UnreadCountSchema = z.object({ unread: z.number().int() });

/** send-inbox-reply (spec 000 §7). */
export const InboxReplySchema = z.strictObject({
  notification_id: z.uuid(),
  message: userText().min(1, 'Please write a reply').max(2000, 'A reply is at most 2000 characters'),
});

/** A member writes to the staff; it lands in every admin's inbox, who can reply. */
export const StaffMessageSchema = z.strictObject({
  title: userText().min(1, 'Please add a subject').max(120, 'A subject is at most 120 characters'),
  message: userText().min(1, 'Please write a message').max(2000, 'A message is at most 2000 characters'),
});

/** A brand applicant asking again that the admins be told about their application (send-admin-notification). */
export const AdminNotificationRequestSchema = z.strictObject({
  type: z.literal('new_brand_signup'),
  brand_name: userText().min(1).max(100),
  user_id: z.uuid(),
});
export type AdminNotificationRequest = z.output<typeof AdminNotificationRequestSchema>;

export const NotificationParamsSchema = z.object({ id: z.uuid({ error: 'Notification not found' }) });
export const StaffMessageResultSchema = z.object({ sent: z.number().int() });
/** The unsubscribe token comes in the link's query (one-click) or in the form's body. */
export const UnsubscribeQuerySchema = z.object({ token: z.string().max(500).optional() });
export const UnsubscribeBodySchema = UnsubscribeQuerySchema.optional();

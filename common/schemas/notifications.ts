import { z } from 'zod';
import { pageOf, userText } from './common';

/** One notification in a user's inbox. */
export const InboxItemSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.string(),
  read: z.boolean(),
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;
export const InboxPageSchema = pageOf(InboxItemSchema);

/** A brand applicant asking again that the admins be told about their application (send-admin-notification). */
export const AdminNotificationRequestSchema = z.strictObject({
  type: z.literal('new_brand_signup'),
  brand_name: userText().min(1).max(100),
  user_id: z.uuid(),
});
export type AdminNotificationRequest = z.output<typeof AdminNotificationRequestSchema>;

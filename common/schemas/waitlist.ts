import { z } from 'zod';
import { MSG } from '#common/messages';
import { EmailSchema } from './auth';
import { PageQuerySchema, userText } from './common';

export const WaitlistJoinSchema = z.strictObject({ email: EmailSchema });
export type WaitlistJoinInput = z.input<typeof WaitlistJoinSchema>;

export const WAITLIST_STATUSES = ['pending', 'notified'] as const;

export const WaitlistEntrySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  createdAt: z.string(),
  notifiedAt: z.string().nullable(),
  notes: z.string().nullable(),
  unsubscribed: z.boolean(),
});
export type WaitlistEntry = z.infer<typeof WaitlistEntrySchema>;

export const WaitlistListQuerySchema = PageQuerySchema.extend({
  q: userText().max(100).optional(),
  status: z.enum(['all', ...WAITLIST_STATUSES]).default('all'),
});

export const WaitlistNotesSchema = z.strictObject({ notes: userText().max(2000, 'Notes are at most 2000 characters').nullable() });

export const WaitlistDeleteSchema = z.strictObject({ ids: z.array(z.uuid()).min(1, MSG.selectAtLeastOne).max(10_000) });

const emails = z.array(z.string().trim().toLowerCase().max(254)).min(1, MSG.selectAtLeastOne).max(10_000);

/** send-waitlist-notification (spec 000 §7): {type 'launch', emails} or {type 'custom', emails, subject, message}. */
export const WaitlistNotificationSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('launch'), emails }),
  z.strictObject({
    type: z.literal('custom'),
    emails,
    subject: userText({ error: MSG.fillSubjectAndMessage }).min(1, MSG.fillSubjectAndMessage).max(200),
    message: userText({ error: MSG.fillSubjectAndMessage }).min(1, MSG.fillSubjectAndMessage).max(10_000),
  }),
]);
export type WaitlistNotificationInput = z.input<typeof WaitlistNotificationSchema>;

export const WaitlistNotificationResultSchema = z.object({
  /** Addresses queued now (one mail each). */
  queued: z.number().int(),
  /** Selected addresses not mailed: unsubscribed, already sent this campaign, or not on the list. */
  skipped: z.number().int(),
  campaign: z.string(),
  /** This send: its progress is GET /api/admin/waitlist/sends/{sendId}. */
  sendId: z.uuid(),
});

export const SendProgressSchema = z.object({ sendId: z.uuid(), total: z.number().int(), sent: z.number().int() });

export const UnsubscribeSchema = z.strictObject({ token: z.string().min(1).max(500) });
export const UnsubscribeResultSchema = z.object({ unsubscribed: z.enum(['waitlist', 'email', 'marketing', 'activityUpdates']) });

export const WaitlistEntryParamsSchema = z.object({ id: z.uuid({ error: 'Waitlist entry not found' }) });
export const WaitlistDeleteResultSchema = z.object({ deleted: z.number().int() });
export const SendParamsSchema = z.object({ sendId: z.uuid({ error: 'Unknown send' }) });

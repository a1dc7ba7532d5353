import { z } from 'zod';
import { PageQuerySchema, userText } from './common';

/** What members can report today; discussions join when the forum lands. */
export const REPORTABLE = ['post', 'comment'] as const;
export const REPORT_STATUSES = ['open', 'hidden', 'restored', 'deleted', 'dismissed'] as const;
export const MODERATION_DECISIONS = ['hide', 'restore', 'delete', 'dismiss'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export const ReportCreateSchema = z.strictObject({
  subjectType: z.enum(REPORTABLE),
  subjectId: z.uuid({ error: 'Not found' }),
  reason: userText().min(1, 'Please give a reason').max(500, 'A reason is at most 500 characters'),
});

export const ReportSchema = z.object({
  id: z.uuid(),
  subjectType: z.enum(['post', 'comment', 'discussion', 'discussion_comment']),
  subjectId: z.uuid(),
  /** Where the content lives (the post, for a comment). */
  postId: z.uuid().nullable(),
  excerpt: z.string().nullable(),
  author: z.string().nullable(),
  hidden: z.boolean(),
  reason: z.string(),
  reporter: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportListQuerySchema = PageQuerySchema.extend({ status: z.enum(REPORT_STATUSES).default('open') });

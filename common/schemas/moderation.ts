import { z } from 'zod';
import { PageQuerySchema, userText } from './common';
import { REASON_REQUIRED } from './discussions';

/** What members can report: community posts and comments, forum discussions and their comments. */
export const REPORTABLE = ['post', 'comment', 'discussion', 'discussion_comment'] as const;
export type Reportable = (typeof REPORTABLE)[number];
export const REPORT_STATUSES = ['open', 'hidden', 'restored', 'deleted', 'dismissed'] as const;
export const MODERATION_DECISIONS = ['hide', 'restore', 'delete', 'dismiss'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export const ReportCreateSchema = z.strictObject({
  subjectType: z.enum(REPORTABLE),
  subjectId: z.uuid({ error: 'Not found' }),
  reason: userText().min(1, REASON_REQUIRED).max(500, 'A reason is at most 500 characters'),
});

export const ReportSchema = z.object({
  id: z.uuid(),
  subjectType: z.enum(REPORTABLE),
  subjectId: z.uuid(),
  /** Where the content lives (the post, for a comment). */
  postId: z.uuid().nullable(),
  /** The discussion, for a discussion or one of its comments. */
  discussionId: z.uuid().nullable(),
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

export const ReportCreatedSchema = z.object({ id: z.uuid() });
export const ReportDecisionParamsSchema = z.object({ id: z.uuid({ error: 'Report not found' }), decision: z.enum(MODERATION_DECISIONS) });
/** The moderator's own reason for a decision (the forum's moderation log keeps it); the report's reason otherwise. */
export const ReportDecisionSchema = z.strictObject({
  reason: userText().max(500, 'A reason is at most 500 characters').optional(),
});

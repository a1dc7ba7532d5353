import { z } from 'zod';

export { ANALYTICS_RANGES } from '#common/constants';

export const AnalyticsQuerySchema = z.object({
  days: z.enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90' }).default('30').transform(Number),
});

/** The spec's tiles (spec 000 §3), counted by the server. A count is null while its feature does not exist yet. */
export const AnalyticsTotalsSchema = z.object({
  totalUsers: z.number().int(),
  professionalUsers: z.number().int(),
  freeUsers: z.number().int(),
  communityPosts: z.number().int(),
  communityComments: z.number().int(),
  professionalDiscussions: z.number().int().nullable(),
  discussionComments: z.number().int().nullable(),
});

export const AnalyticsSeriesPointSchema = z.object({
  day: z.string(),
  signups: z.number().int(),
  posts: z.number().int(),
  comments: z.number().int(),
  discussions: z.number().int(),
  formulas: z.number().int(),
  /** Orders paid that day. */
  orders: z.number().int(),
  /** Paid that day minus refunded that day, in cents. */
  revenueCents: z.number().int(),
});

export const RecentActivitySchema = z.object({
  kind: z.enum(['post', 'comment']),
  id: z.uuid(),
  postId: z.uuid(),
  author: z.string(),
  excerpt: z.string(),
  createdAt: z.string(),
});

export const AnalyticsSchema = z.object({
  totals: AnalyticsTotalsSchema,
  days: z.number().int(),
  series: z.array(AnalyticsSeriesPointSchema),
  recent: z.array(RecentActivitySchema),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

import type { Analytics } from '#common/schemas/analytics';
import type { AppContext } from '#server/context';
import * as repo from './analytics.repository';

/** Admin Analytics: the spec's tiles, charts per day and recent activity, all computed by the database. */
export class AnalyticsService {
  constructor(private readonly ctx: AppContext) {}

  async overview(days: number): Promise<Analytics> {
    const [t, series, recent] = await Promise.all([repo.totals(this.ctx.db), repo.series(this.ctx.db, days), repo.recent(this.ctx.db)]);
    return {
      totals: {
        totalUsers: t.total_users,
        professionalUsers: t.professional_users,
        freeUsers: t.total_users - t.professional_users,
        communityPosts: t.posts,
        communityComments: t.comments,
        professionalDiscussions: t.discussions,
        discussionComments: t.discussion_comments,
      },
      days,
      series: series.map(({ revenue_cents, ...counts }) => ({ ...counts, revenueCents: revenue_cents })),
      recent: recent.map((r) => ({
        kind: r.kind,
        id: r.id,
        postId: r.post_id,
        author: r.author,
        excerpt: r.excerpt,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  }
}

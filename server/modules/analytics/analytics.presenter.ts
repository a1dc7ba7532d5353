import type { Analytics } from '#common/schemas/analytics';
import type * as repo from './analytics.repository';

type Totals = Awaited<ReturnType<typeof repo.totals>>;
type SeriesRow = Awaited<ReturnType<typeof repo.series>>[number];
type RecentRow = Awaited<ReturnType<typeof repo.recent>>[number];

/** The database's snake_case rows as the API's Analytics answer: the spec's tiles, the per-day series, recent activity. */
export function presentAnalytics(days: number, t: Totals, series: SeriesRow[], recent: RecentRow[]): Analytics {
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

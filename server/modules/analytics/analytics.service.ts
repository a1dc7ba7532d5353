import type { Analytics } from '#common/schemas/analytics';
import type { AppContext } from '#server/context';
import { presentAnalytics } from './analytics.presenter';
import * as repo from './analytics.repository';

/** Admin Analytics: the spec's tiles, charts per day and recent activity, all computed by the database. */
export class AnalyticsService {
  constructor(private readonly ctx: AppContext) {}

  async overview(days: number): Promise<Analytics> {
    const [totals, series, recent] = await Promise.all([
      repo.totals(this.ctx.db),
      repo.series(this.ctx.db, days),
      repo.recent(this.ctx.db),
    ]);
    return presentAnalytics(days, totals, series, recent);
  }
}

import { AnalyticsQuerySchema, AnalyticsSchema } from '#common/schemas/analytics';
import type { App, AppContext } from '#server/context';
import { adminOnly } from '#server/plugins/auth';
import { AnalyticsService } from './analytics.service';

/** /admin/analytics: admins only (401 visitors, 403 others). */
export async function analyticsRoutes(app: App, ctx: AppContext) {
  const service = new AnalyticsService(ctx);
  app.get(
    '/admin/analytics',
    {
      preValidation: adminOnly,
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: AnalyticsQuerySchema, response: { 200: AnalyticsSchema } },
    },
    async (request) => service.overview(request.query.days),
  );
}

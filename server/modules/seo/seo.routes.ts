import type { App, AppContext } from '#server/context';
import { buildRobots, buildSitemap } from './seo.service';

/** /robots.txt and /sitemap.xml (at the site root, outside /api). The sitemap is rebuilt at most every 10 minutes. */
export async function seoRoutes(app: App, ctx: AppContext) {
  const robots = buildRobots(ctx.config.PUBLIC_URL);
  let cached: { xml: string; at: number } | undefined;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!cached || Date.now() - cached.at > 10 * 60_000)
      cached = { xml: await buildSitemap(ctx.db, ctx.config.PUBLIC_URL), at: Date.now() };
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(cached.xml);
  });
}

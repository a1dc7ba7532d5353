import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from '#server/context';
import { compressSync, negotiatedEncoding } from '#server/lib/encoding';
import { buildRobots, buildSitemap } from './seo.service';
import { GENERIC_META, pageMetaFor, type PageMeta } from './page-meta.service';
import { renderShell } from './page-meta.presenter';
import { routePreloads } from './route-preloads';
import { visitorPrerenderer, type VisitorGet } from './prerender';
import { SESSION_HINT_COOKIE } from '#server/modules/auth/auth.routes';

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

/**
 * The answer to a client route: the built index.html (read once) with the page's title, description and Open
 * Graph tags. Never cached (no-cache), like the file itself, so a deploy is seen at once. A failing lookup
 * (database unreachable) still serves the shell, with the generic tags: the page itself reports the error.
 * Its `warm()` is called once the server listens.
 */
export function appShellHandler(ctx: AppContext, clientDir: string, get: VisitorGet, log: FastifyBaseLogger) {
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const preloadsFor = routePreloads(clientDir);
  const prerender = visitorPrerenderer(clientDir, get, log, {
    dataTtlMs: ctx.config.PUBLIC_CACHE_MS,
    now: ctx.now,
    budgetMsPerSecond: ctx.config.PRERENDER_MS_PER_SECOND,
  });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath, rawQuery = ''] = request.url.split('?');
    // A post's address was once /community?post=<id>: links shared then (and notifications written then) lead to its page.
    const legacyPost = rawPath === '/community' ? new URLSearchParams(rawQuery).get('post') : null;
    if (legacyPost) return reply.redirect(`/community/post/${encodeURIComponent(legacyPost)}`, 301);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      pathname = rawPath;
    }
    let meta: PageMeta = GENERIC_META;
    try {
      meta = await pageMetaFor(ctx.db, pathname);
    } catch (err) {
      request.log.warn({ err }, 'page tags: lookup failed, generic tags sent');
    }
    // A visitor (no session hint cookie) gets a public page pre-rendered; a member's page renders in the browser,
    // which knows the session.
    const visitor = request.cookies[SESSION_HINT_COOKIE] === undefined;
    const page = visitor ? await prerender(request.url) : null;
    const html = renderShell(template, meta, `${ctx.config.PUBLIC_URL}${rawPath}`, ctx.config.PUBLIC_URL, preloadsFor(pathname), page);
    // A page whose subject a visitor may not see answers a visitor 404 (its shell still shows the designed not-found
    // state). A page request carries no credentials, only the session hint, so for a member the browser decides
    // with the session: the same 200 and generic tags whether the post exists or not.
    if (meta.missing && visitor) reply.code(404);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
    // The shell is made per page (its tags, preload links and pre-rendered page), so it is compressed here, as the
    // API's JSON is; the static files are precompressed at build time.
    const encoding = negotiatedEncoding(request.headers['accept-encoding']);
    if (encoding) return reply.header('content-encoding', encoding).send(compressSync(encoding, html));
    return reply.send(html);
  };
  // `warm`: the pre-renderer loaded and its pages drawn once, before a visitor asks (see visitorPrerenderer).
  return Object.assign(handler, { warm: prerender.warm });
}

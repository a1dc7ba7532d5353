import { StrictMode } from 'react';
// The edge build, not the Node one: Node's runs each render inside an AsyncLocalStorage, which on Node 20 turns on
// promise hooks for the whole process from then on, and made every API request after the first pre-render ~12 %
// slower (docs/benchmarks/api.md). The edge build has no request storage where AsyncLocalStorage is not a global.
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { AppContent } from './app/app';
import { prerenderedPage } from './app/router';
import { setApiTransport } from './lib/api';
import { PrerenderQueryClient } from './lib/prerender';
import { createQueryClient } from './lib/query-client';

/** The pre-rendered pages without path parameters, which the server renders once after it starts. */
export { prerenderedPaths } from './app/router';

export interface Prerendered {
  /** The page's markup, for inside #root. */
  html: string;
  /** The answers it was drawn with (dehydrated query cache, JSON with `<` escaped), or null if none. */
  data: string | null;
}

/**
 * A visitor's first view of a public page, rendered on the server (built by `vite build --ssr` into dist/ssr,
 * used by server/modules/seo/prerender.ts), so the page paints before its scripts have run; the browser then
 * hydrates it (client/main.tsx). The tree is the one the browser renders first for a visitor: no session, and
 * the data of the page's `prefetch` export (client/lib/prerender.ts), asked of the API through `send` as a
 * visitor — so through the same visibility rules — and sent along for the browser's cache. A failed answer is
 * left out: the page is drawn loading, as the browser would draw it. The render waits for the page's lazy
 * chunks. Null: a page that is not pre-rendered.
 */
export async function renderPage(url: string, send: typeof fetch, signal?: AbortSignal): Promise<Prerendered | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const page = prerenderedPage(pathname);
  if (!page) return null;
  setApiTransport(send);
  const client = createQueryClient();
  // Nothing asked again on the server: a failed answer is left out at once.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  try {
    const { prefetch } = await page.load();
    await prefetch?.(client, { params: page.params, pathname, search: searchParams });
    client.removeQueries({ predicate: (query) => query.state.status !== 'success' });
    const { prelude } = await prerender(
      <StrictMode>
        <PrerenderQueryClient value={client}>
          <StaticRouter location={url}>
            <AppContent />
          </StaticRouter>
        </PrerenderQueryClient>
      </StrictMode>,
      // Every boundary inline, however large: React otherwise moves big ones out of line behind an inline script,
      // which the Content-Security-Policy (script-src 'self') forbids.
      { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    const state = dehydrate(client);
    return { html, data: state.queries.length ? JSON.stringify(state).replace(/</g, '\\u003c') : null };
  } finally {
    client.clear();
  }
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';

/** A pre-rendered page: its markup for inside #root, and the answers it was drawn with (JSON) or null. */
export interface Prerendered {
  html: string;
  data: string | null;
}

/** What client/entry-server.tsx exports (built into dist/ssr/entry-server.js). */
interface EntryServer {
  renderPage(url: string, send: typeof fetch, signal?: AbortSignal): Promise<Prerendered | null>;
  prerenderedPaths(): string[];
}

/** Renders a visitor's page (null: the bare shell); `warm()` renders each page without path parameters once. */
export interface Prerenderer {
  (url: string): Promise<Prerendered | null>;
  /** Loads the build and renders its pages one by one, a pause between them; resolves with how many it drew. */
  warm(): Promise<number>;
}

/** The pause between two renders of `warm()`, so requests that arrive meanwhile are answered between them. */
const WARM_PAUSE_MS = 25;

/** The header with which the pre-renderer's GETs pass the general rate limit (with a key made at start). */
export const PRERENDER_HEADER = 'x-sillage-prerender';

/** A GET of the app's own API, as a visitor (no cookie, no token): how the pre-renderer asks for a page's data. */
export type VisitorGet = (url: string) => Promise<LightMyRequestResponse>;

export interface PrerenderOptions {
  /** Pre-rendered pages kept, by URL (path and query). */
  cacheSize?: number;
  /** How long a page drawn with data is kept (a page without data depends only on its URL: kept until dropped). */
  dataTtlMs: number;
  /** The time (ms) `dataTtlMs` is counted by: Date.now, or a test's clock. Render times and the budget are measured as they run. */
  now?: () => number;
  /** At most this much time spent rendering per second; past it, pages go out as the bare shell. */
  budgetMsPerSecond?: number;
  /** A render that takes longer is abandoned (the bare shell goes out). */
  timeoutMs?: number;
}

/**
 * A visitor's first view of a public page, pre-rendered (client/entry-server.tsx, built by `npm run build` into
 * dist/ssr beside dist/client), so the page paints before its scripts have run. Kept by URL (LRU): a page
 * without data for as long as the process runs, one with data for `dataTtlMs` (the visitors' cache of the API).
 *
 * Rendering is CPU on the event loop (10–40 ms for a page not yet kept), so a URL never seen costs more than an
 * API call: renders are capped at `budgetMsPerSecond`, and past the cap — or on any failure, or with no build
 * of the pre-renderer — the answer is null and the page goes out as the bare shell, which the browser renders
 * itself, as it does for members.
 *
 * The build is loaded on first use (about half a second of CPU), and the first render of each page runs cold
 * code (80–140 ms, against 10–40 ms warm). `warm()`, called once the server listens, pays both before visitors
 * do: without it the first visitor after a start waited 0.7 s, and that one render spent the budget, so the
 * next visitors in that second got bare shells. Its renders fill the cache but are not counted in the budget.
 */
export function visitorPrerenderer(
  clientDir: string,
  get: VisitorGet,
  log: FastifyBaseLogger,
  { cacheSize = 256, dataTtlMs, now = Date.now, budgetMsPerSecond = 150, timeoutMs = 2_000 }: PrerenderOptions,
): Prerenderer {
  const file = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(file)) return Object.assign(async () => null, { warm: async () => 0 });
  let entry: Promise<EntryServer | null> | undefined;
  // The pages drawn, at most cacheSize, the least recently used dropped first; a page with data is fresh until `until`.
  const kept = new LRUCache<string, { page: Prerendered | null; until: number }>({ max: cacheSize });
  let window = { start: 0, spent: 0 };
  const send = (async (input: string | URL | Request) => {
    const res = await get(String(input));
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  }) as typeof fetch;

  // A build that cannot be loaded is reported once; its pages go out bare from then on.
  const load = () =>
    (entry ??= (import(pathToFileURL(file).href) as Promise<EntryServer>).catch((err: unknown) => {
      log.error({ err, file }, 'the pre-renderer could not be loaded: pages go out as the bare shell');
      return null;
    }));

  /** A kept page still fresh (taken as the most recently used); a stale one is dropped. */
  const keptPage = (url: string) => {
    const hit = kept.get(url);
    if (!hit) return undefined;
    if (hit.until > now()) return hit;
    kept.delete(url);
    return undefined;
  };

  /** Renders and keeps `url`; the time it took, or null if it failed (the bare shell goes out). */
  const render = async (loaded: EntryServer, url: string, started: number) => {
    try {
      const page = await loaded.renderPage(url, send, AbortSignal.timeout(timeoutMs));
      const done = performance.now();
      kept.set(url, { page, until: page?.data ? now() + dataTtlMs : Number.POSITIVE_INFINITY });
      return { page, ms: done - started };
    } catch (err) {
      log.warn({ err, url }, 'pre-render failed, the bare shell sent');
      return null;
    }
  };

  // Pages being drawn: a visitor asking for one meanwhile waits for it rather than drawing it again.
  const drawing = new Map<string, Promise<Prerendered | null>>();

  const prerender = async (url: string) => {
    const hit = keptPage(url);
    if (hit) return hit.page;
    const pending = drawing.get(url);
    if (pending) return pending;
    const started = performance.now();
    if (started - window.start >= 1_000) window = { start: started, spent: 0 };
    if (window.spent >= budgetMsPerSecond) return null;
    const page = (async () => {
      const loaded = await load();
      if (!loaded) return null;
      const drawn = await render(loaded, url, started);
      if (!drawn) return null;
      window.spent += drawn.ms;
      return drawn.page;
    })();
    drawing.set(url, page);
    try {
      return await page;
    } finally {
      drawing.delete(url);
    }
  };

  const warm = async () => {
    if (budgetMsPerSecond === 0) return 0;
    const loaded = await load();
    if (!loaded) return 0;
    let drawn = 0;
    for (const url of loaded.prerenderedPaths()) {
      await new Promise((resolve) => setTimeout(resolve, WARM_PAUSE_MS));
      if (keptPage(url) === undefined && (await render(loaded, url, performance.now()))) drawn++;
    }
    return drawn;
  };

  return Object.assign(prerender, { warm });
}

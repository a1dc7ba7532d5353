import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, LightMyRequestResponse } from 'fastify';

/** A pre-rendered page: its markup for inside #root, and the answers it was drawn with (JSON) or null. */
export interface Prerendered {
  html: string;
  data: string | null;
}

/** What client/entry-server.tsx exports (built into dist/ssr/entry-server.js). */
interface EntryServer {
  renderPage(url: string, send: typeof fetch, signal?: AbortSignal): Promise<Prerendered | null>;
}

/** The header with which the pre-renderer's GETs pass the general rate limit (with a key made at start). */
export const PRERENDER_HEADER = 'x-sillage-prerender';

/** A GET of the app's own API, as a visitor (no cookie, no token): how the pre-renderer asks for a page's data. */
export type VisitorGet = (url: string) => Promise<LightMyRequestResponse>;

export interface PrerenderOptions {
  /** Pre-rendered pages kept, by URL (path and query). */
  cacheSize?: number;
  /** How long a page drawn with data is kept (a page without data depends only on its URL: kept until dropped). */
  dataTtlMs: number;
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
 * itself, as it does for members. The module is loaded on first use, not at start.
 */
export function visitorPrerenderer(
  clientDir: string,
  get: VisitorGet,
  log: FastifyBaseLogger,
  { cacheSize = 256, dataTtlMs, budgetMsPerSecond = 150, timeoutMs = 2_000 }: PrerenderOptions,
): (url: string) => Promise<Prerendered | null> {
  const file = path.join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(file)) return async () => null;
  let entry: Promise<EntryServer | null> | undefined;
  const kept = new Map<string, { page: Prerendered | null; until: number }>();
  let window = { start: 0, spent: 0 };
  const send = (async (input: string | URL | Request) => {
    const res = await get(String(input));
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  }) as typeof fetch;

  return async (url) => {
    const now = performance.now();
    const hit = kept.get(url);
    if (hit) {
      kept.delete(url);
      // Most recently used last: the first key is the one to drop.
      if (hit.until > now) {
        kept.set(url, hit);
        return hit.page;
      }
    }
    if (now - window.start >= 1_000) window = { start: now, spent: 0 };
    if (window.spent >= budgetMsPerSecond) return null;
    // A build that cannot be loaded is reported once; its pages go out bare from then on.
    entry ??= (import(pathToFileURL(file).href) as Promise<EntryServer>).catch((err: unknown) => {
      log.error({ err, file }, 'the pre-renderer could not be loaded: pages go out as the bare shell');
      return null;
    });
    const loaded = await entry;
    if (!loaded) return null;
    try {
      const page = await loaded.renderPage(url, send, AbortSignal.timeout(timeoutMs));
      const done = performance.now();
      window.spent += done - now;
      kept.set(url, { page, until: page?.data ? done + dataTtlMs : Number.POSITIVE_INFINITY });
      if (kept.size > cacheSize) kept.delete(kept.keys().next().value!);
      return page;
    } catch (err) {
      log.warn({ err, url }, 'pre-render failed, the bare shell sent');
      return null;
    }
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { negotiatedEncoding } from '#server/lib/encoding';
import { SharedAnswer, type KeptAnswer } from '#server/lib/shared-pages';

/**
 * A route opts in with `config: { publicCache: true }`; a route whose answers may be SharedAnswers (sendShared) but
 * that cannot be answered from the micro-cache (a discussion, which counts each visitor's view) with
 * `config: { sharedAnswers: true }`.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: boolean;
    sharedAnswers?: boolean;
  }
}

/** A visitor's answer kept until `expires`. */
interface Entry extends KeptAnswer {
  expires: number;
}

/** The headers an answer is replayed with (the rest — security headers, request id — are set per request). */
const KEPT = ['content-type', 'content-encoding', 'vary'] as const;
/**
 * What each route that opts in may keep: it has its own store, so that addresses varied on one (a search's words,
 * which anyone may choose) cannot push another's first pages out, and the oldest answers make room past either
 * bound. Typical answers are 2-10 KB compressed; the bytes bound holds whatever the answers' sizes.
 */
const MAX_ENTRIES_PER_ROUTE = 250;
const MAX_BYTES_PER_ROUTE = 8 * 1024 * 1024;
/** An answer larger than this is sent, not kept. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * A micro-cache of what visitors are sent: a GET without an Authorization header, on a route that opts in
 * (the first pages everyone opens: the feed, the shop, the forum; the feed's search, which live search asks at
 * each pause in typing; a post's and a discussion's comments, not the discussion itself, which counts each
 * visitor's view and is answered from a row kept as long instead, config.sharedAnswers), is answered from memory for
 * `ttlMs` after the first answer (by `now`: Date.now, or a test's clock) — the same bytes, already compressed for the
 * client's encoding. Visitors all get the same answer (the visibility rule gives them public content only), so nothing
 * personal can be cached; a signed-in request never reads or fills it. A new post reaches its author at once and
 * visitors within `ttlMs`.
 *
 * Per process, on purpose: it holds nothing that must be shared (each process is at most `ttlMs` behind the
 * database), so it needs no invalidation and no Redis. Register it after @fastify/compress in the same scope:
 * its onSend then runs after compression and keeps the compressed bytes.
 */
export function registerPublicCache(app: FastifyInstance, ttlMs: number, now: () => number = Date.now) {
  if (ttlMs <= 0) return;
  // By the encoding the answer is compressed with: the one @fastify/compress picks for this Accept-Encoding.
  const keyOf = (request: FastifyRequest) => `${encodingOf(request)} ${request.url}`;
  const cacheable = (request: FastifyRequest) => request.method === 'GET' && request.headers.authorization === undefined;
  const replay = (reply: FastifyReply, entry: Entry) => {
    for (const [k, v] of Object.entries(entry.headers)) reply.header(k, v);
    reply.header('x-cache', 'hit');
    return reply.send(entry.body);
  };

  /** One route's store and its hooks. */
  function routeCache() {
    const entries = new Map<string, Entry>();
    let bytes = 0;
    const forget = (key: string) => {
      bytes -= entries.get(key)?.body.length ?? 0;
      entries.delete(key);
    };
    // The answers being made: a miss while one is made for the same key waits for it instead of making its own.
    // Without this, the moment an entry expired every request in flight for it ran the handler (up to one per
    // connection), and that burst once a second was the visitors' feed's p99 (docs/benchmarks/api.md).
    const filling = new Map<string, Promise<Entry | null>>();
    const fills = new WeakMap<FastifyRequest, { key: string; done(entry: Entry | null): void }>();
    /** Ends this request's fill (kept or not), waking the requests that waited for it. */
    const finishFill = (request: FastifyRequest, entry: Entry | null) => {
      const fill = fills.get(request);
      if (!fill) return;
      fills.delete(request);
      filling.delete(fill.key);
      fill.done(entry);
    };

    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!cacheable(request)) return;
      const key = keyOf(request);
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return replay(reply, hit);
      if (hit) forget(key);
      const pending = filling.get(key);
      if (pending) {
        const made = await pending;
        // Not kept (an error, a stream, too large): this request is answered by the handler, as it would have been.
        if (made) return replay(reply, made);
        return;
      }
      let done!: (entry: Entry | null) => void;
      filling.set(key, new Promise<Entry | null>((resolve) => (done = resolve)));
      fills.set(request, { key, done });
    };

    const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (!cacheable(request) || reply.statusCode !== 200 || reply.getHeader('x-cache') === 'hit') return payload;
      // Streams (a body too large to compress in one go) are sent as they are, not kept.
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (Buffer.byteLength(payload) > MAX_BODY_BYTES) return payload;
      const key = keyOf(request);
      const entry = {
        expires: now() + ttlMs,
        body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
        headers: keptHeaders(reply),
      };
      forget(key);
      while (entries.size >= MAX_ENTRIES_PER_ROUTE || (entries.size > 0 && bytes + entry.body.length > MAX_BYTES_PER_ROUTE))
        forget(entries.keys().next().value!);
      entries.set(key, entry);
      bytes += entry.body.length;
      finishFill(request, entry);
      return payload;
    };
    // Whatever else happened (an error, a 4xx, a body not kept, a client gone): the waiting requests go on.
    const release = async (request: FastifyRequest) => finishFill(request, null);
    return { serve, keep, release };
  }

  app.addHook('onRoute', (route) => {
    const hooks = <T>(h: T | T[] | undefined): T[] => (Array.isArray(h) ? h : h ? [h] : []);
    if (route.config?.publicCache || route.config?.sharedAnswers) route.onSend = [...hooks(route.onSend), keepShared];
    if (!route.config?.publicCache) return;
    const { serve, keep, release } = routeCache();
    // After the route's other onRequest hooks (the rate limit is one: a hit is still counted), before
    // validation: a hit skips validation, the handler and serialisation.
    route.onRequest = [...hooks(route.onRequest), serve];
    route.onSend = [...hooks(route.onSend), keep];
    route.onResponse = [...hooks(route.onResponse), release];
    route.onRequestAbort = [...hooks(route.onRequestAbort), release];
  });
}

/**
 * What is kept of each shared page's answers (members' states of it: most members' are alike): at most 32 answers
 * and 256 KB, so the 100 pages a list keeps (SharedPages) hold at most 25 MB of answers whatever their sizes. A
 * discussion kept for visitors keeps the answers of its views' count as it stands only (a few encodings), at most
 * 250 discussions (DiscussionsService.detail).
 */
const MAX_ANSWERS_PER_PAGE = 32;
const MAX_ANSWER_BYTES_PER_PAGE = 256 * 1024;
const keeping = new WeakMap<FastifyRequest, { answers: Map<string, KeptAnswer>; key: string }>();
const encodingOf = (request: FastifyRequest) => negotiatedEncoding(request.headers['accept-encoding']) ?? 'identity';

/**
 * A route handler's answer, which may be a member's page made of a page kept for visitors (a SharedAnswer, made by
 * sharedWithMember, server/lib/shared-pages.ts): when a member in the same state of the same kept page (the same rows
 * shown, with the same counts and likes) was answered before, in the same encoding, the bytes they were sent are sent
 * as they are (`x-cache: shared`), without making, writing or compressing the answer again; otherwise the answer is
 * made and written as usual, and kept after compression (keepShared). Any other answer is returned as it is.
 */
export function sendShared<T>(request: FastifyRequest, reply: FastifyReply, result: T | SharedAnswer<T>): T | FastifyReply {
  if (!(result instanceof SharedAnswer)) return result;
  const key = `${encodingOf(request)} ${result.state}`;
  const kept = result.answers.get(key);
  if (!kept) {
    keeping.set(request, { answers: result.answers, key });
    return result.make();
  }
  for (const [k, v] of Object.entries(kept.headers)) reply.header(k, v);
  reply.header('x-cache', 'shared');
  return reply.send(kept.body);
}

/** The route's onSend, after compression: keeps the answer sendShared asked to keep. */
async function keepShared(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const keep = keeping.get(request);
  if (!keep) return payload;
  keeping.delete(request);
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  let bytes = body.length;
  for (const kept of keep.answers.values()) bytes += kept.body.length;
  if (keep.answers.size < MAX_ANSWERS_PER_PAGE && bytes <= MAX_ANSWER_BYTES_PER_PAGE)
    keep.answers.set(keep.key, { body, headers: keptHeaders(reply) });
  return payload;
}

/** The headers an answer is replayed with, as the reply has them. */
function keptHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const k of KEPT) {
    const v = reply.getHeader(k);
    if (v !== undefined) headers[k] = String(v);
  }
  return headers;
}

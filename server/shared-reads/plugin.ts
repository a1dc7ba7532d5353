import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { negotiatedEncoding } from '#server/lib/encoding';
import { lruTtl } from './clock';
import { SharedAnswer, type Shared } from './shared-list';

/**
 * How a route takes part: `'visitors'`, its visitors' answers are kept (the micro-cache) and its handler may send
 * SharedAnswers (sendShared); `'answers'`, only the latter (a discussion, whose visitors' views are counted per request).
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    sharedReads?: 'visitors' | 'answers';
  }
}

/** An answer as it was sent (compressed for its encoding), kept to be sent again as it is. */
interface KeptAnswer {
  body: Buffer;
  headers: Record<string, string>;
}

/** The headers an answer is replayed with (the rest — security headers, request id — are set per request). */
const KEPT = ['content-type', 'content-encoding', 'vary'] as const;
/**
 * What each visitors' route keeps: a store of its own, so that addresses varied on one (a search's words, which
 * anyone may choose) cannot push another's first pages out; the least recently used answers make room past either
 * bound. Typical answers are 2-10 KB compressed; the bytes bound holds whatever the answers' sizes.
 */
const MAX_ENTRIES_PER_ROUTE = 250;
const MAX_BYTES_PER_ROUTE = 8 * 1024 * 1024;
/** An answer larger than this is sent, not kept. */
const MAX_BODY_BYTES = 64 * 1024;
/**
 * What is kept of the answers made of one shared page (members' states of it: most members' are alike): at most 32
 * answers and 256 KB, so the 100 pages a list keeps hold at most 25 MB of answers whatever their sizes.
 */
const MAX_ANSWERS_PER_PAGE = 32;
const MAX_ANSWER_BYTES_PER_PAGE = 256 * 1024;

const encodingOf = (request: FastifyRequest) => negotiatedEncoding(request.headers['accept-encoding']) ?? 'identity';

/**
 * The shared reads' HTTP side, registered after @fastify/compress in the same scope (its onSend then runs after
 * compression and keeps the compressed bytes). It alone holds answers' bytes:
 * - the visitors' micro-cache: a GET without an Authorization header on a route with `sharedReads: 'visitors'` (the
 *   first pages everyone opens: the feed, the shop, the forum; the feed's search; comment lists; profiles) is answered
 *   from memory for `ttlMs` after the first answer (by `now`: Date.now, or a test's clock), the same bytes, already
 *   compressed for the client's encoding. Visitors all get the same answer (the visibility rule gives them public
 *   content only), so nothing personal is kept; a signed-in request never reads or fills it. A miss while the same
 *   answer is being made waits for it (lru-cache's fetch: one fill per key);
 * - members' answers made of a shared page (SharedAnswer, from a SharedList or a kept row): when a member in the same
 *   state of the same page was answered before in the same encoding, the bytes they were sent are sent as they are
 *   (`x-cache: shared`); otherwise the answer is made, written as usual, and its bytes kept after compression, as
 *   long as the page itself is kept (a WeakMap on the page).
 *
 * Per process, on purpose: each process is at most `ttlMs` behind the database, so nothing needs invalidation or Redis.
 */
export function registerSharedReads(app: FastifyInstance, ttlMs: number, now: () => number = Date.now) {
  app.addHook('onRoute', (route) => {
    const mode = route.config?.sharedReads;
    if (!mode) return;
    const hooks = <T>(h: T | T[] | undefined): T[] => (Array.isArray(h) ? h : h ? [h] : []);
    route.onSend = [...hooks(route.onSend), keepShared];
    if (mode !== 'visitors' || ttlMs <= 0) return;
    const { serve, keep, release } = visitorsCache(ttlMs, now);
    // After the route's other onRequest hooks (the rate limit is one: a hit is still counted), before validation: a
    // hit skips validation, the handler and serialisation.
    route.onRequest = [...hooks(route.onRequest), serve];
    route.onSend = [...hooks(route.onSend), keep];
    route.onResponse = [...hooks(route.onResponse), release];
    route.onRequestAbort = [...hooks(route.onRequestAbort), release];
  });
}

/** One visitors' route's store and its hooks. */
function visitorsCache(ttlMs: number, now: () => number) {
  // By the encoding the answer is compressed with: the one @fastify/compress picks for this Accept-Encoding.
  const keyOf = (request: FastifyRequest) => `${encodingOf(request)} ${request.url}`;
  const cacheable = (request: FastifyRequest) => request.method === 'GET' && request.headers.authorization === undefined;
  // The requests making an answer, each with how it ends the fill the others wait for (kept, or undefined: not kept).
  const fills = new WeakMap<FastifyRequest, (entry: KeptAnswer | undefined) => void>();
  const entries = new LRUCache<string, KeptAnswer, FastifyRequest>({
    max: MAX_ENTRIES_PER_ROUTE,
    maxSize: MAX_BYTES_PER_ROUTE,
    sizeCalculation: (entry) => Math.max(1, entry.body.length),
    ...lruTtl(ttlMs, now),
    ignoreFetchAbort: true,
    // The first request to miss makes the answer through the route; its onSend (or its end) settles the fill. Called
    // synchronously by fetch, so `serve` knows at once whether its request is the one making it.
    fetchMethod: (_key, _stale, { context }) => new Promise<KeptAnswer | undefined>((resolve) => fills.set(context, resolve)),
  });
  const finishFill = (request: FastifyRequest, entry: KeptAnswer | undefined) => {
    const done = fills.get(request);
    if (!done) return;
    fills.delete(request);
    done(entry);
  };
  const replay = (reply: FastifyReply, entry: KeptAnswer) => {
    for (const [k, v] of Object.entries(entry.headers)) reply.header(k, v);
    reply.header('x-cache', 'hit');
    return reply.send(entry.body);
  };

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    const key = keyOf(request);
    const hit = entries.get(key);
    if (hit) return replay(reply, hit);
    const made = entries.fetch(key, { context: request });
    if (fills.has(request)) return;
    const entry = await made;
    // Not kept (an error, a stream, too large): this request is answered by the handler, as it would have been.
    if (entry) return replay(reply, entry);
  };

  const keep = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!fills.has(request)) return payload;
    // Streams (a body too large to compress in one go), errors and large answers are sent as they are, not kept.
    const body = reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload)) ? payload : undefined;
    if (body === undefined || Buffer.byteLength(body) > MAX_BODY_BYTES) finishFill(request, undefined);
    else finishFill(request, { body: Buffer.isBuffer(body) ? body : Buffer.from(body), headers: keptHeaders(reply) });
    return payload;
  };
  // Whatever else happened (an error, a client gone): the waiting requests go on.
  const release = async (request: FastifyRequest) => finishFill(request, undefined);
  return { serve, keep, release };
}

/** The bytes sent of each shared page, by encoding and member's state. */
const answersOf = new WeakMap<object, Map<string, KeptAnswer>>();
/** The requests whose answer is to be kept after compression, and where. */
const keeping = new WeakMap<FastifyRequest, { answers: Map<string, KeptAnswer>; key: string }>();

/**
 * What a route with `config.sharedReads` returns of its service's answer: a SharedAnswer as the bytes kept for the
 * same page, member state and encoding when there are some (`x-cache: shared`), else made (and its bytes kept after
 * compression, keepShared); anything else as it is.
 */
export function sendShared<T>(request: FastifyRequest, reply: FastifyReply, result: Shared<T>): T | FastifyReply {
  if (!(result instanceof SharedAnswer)) return result;
  if (!request.routeOptions.config.sharedReads) throw new Error(`${request.routeOptions.url}: a SharedAnswer needs config.sharedReads`);
  let answers = answersOf.get(result.page);
  if (!answers) answersOf.set(result.page, (answers = new Map()));
  const key = `${encodingOf(request)} ${result.state}`;
  const kept = answers.get(key);
  if (!kept) {
    keeping.set(request, { answers, key });
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

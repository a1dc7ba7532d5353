import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { multipartForm } from '#server/test/multipart';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { registerSharedReads, sendShared, SharedList } from '#server/shared-reads';

let t: TestApp;
let alice: SignedUp;

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = async (who: SignedUp, content: string) => {
  const form = multipartForm([{ name: 'content', value: content }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', headers: { ...who.auth, ...form.headers }, payload: form.payload });
  expect(res.statusCode, res.body).toBe(201);
};
const contents = (body: string) => (JSON.parse(body) as { items: { content: string }[] }).items.map((p) => p.content);

describe('the visitors’ micro-cache (PUBLIC_CACHE_MS)', () => {
  beforeAll(async () => {
    // A long time to live, so nothing expires during a test by accident.
    t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
    alice = await signUp(t.app);
    await post(alice, 'First light on the lavender fields');
  });
  afterAll(() => t.close());

  it('answers a visitor the same bytes from memory; the author sees a new post at once, visitors after the cache', async () => {
    const url = '/api/posts?limit=12';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await get(url);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    // Per-request headers are still set on a hit.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['x-request-id']).toBeDefined();

    await post(alice, 'Second light: vetiver at dusk');
    expect(contents((await get(url, alice.auth)).body)).toContain('Second light: vetiver at dusk');
    expect(contents((await get(url)).body)).not.toContain('Second light: vetiver at dusk');
    // Another address is another entry.
    expect(contents((await get('/api/posts?limit=11')).body)).toContain('Second light: vetiver at dusk');
  });

  it("keeps each encoding's answer compressed, and gives it only to a client that asked for that encoding", async () => {
    // The seeded shop: an answer over the 1 KB under which nothing is compressed.
    const url = '/api/products?limit=24';
    const plain = await get(url);
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const brotliHit = await get(url, { 'accept-encoding': 'br' });
    expect(brotliHit.headers['x-cache']).toBe('hit');
    expect(brotliHit.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotliHit.rawPayload).toString()).toBe(plain.body);
    // A client without brotli: not the brotli entry, its own gzip one.
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['x-cache']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const zippedHit = await get(url, { 'accept-encoding': 'gzip' });
    expect(zippedHit.headers['x-cache']).toBe('hit');
    expect(zippedHit.headers['content-encoding']).toBe('gzip');
    expect(zippedHit.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zippedHit.rawPayload).toString()).toBe(plain.body);
    const plainHit = await get(url);
    expect(plainHit.headers['x-cache']).toBe('hit');
    expect(plainHit.headers['content-encoding']).toBeUndefined();
    expect(plainHit.body).toBe(plain.body);
  });

  it('never reads or fills it for a signed-in request, nor keeps an error', async () => {
    const url = '/api/posts?limit=9';
    expect((await get(url, alice.auth)).headers['x-cache']).toBeUndefined();
    expect((await get(url, alice.auth)).headers['x-cache']).toBeUndefined();
    expect((await get(url)).headers['x-cache']).toBeUndefined();
    expect((await get(url, alice.auth)).headers['x-cache']).toBeUndefined();
    for (let i = 0; i < 2; i++) {
      const bad = await get('/api/posts?limit=abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['x-cache']).toBeUndefined();
    }
  });

  it("serves the shop, the forum list, the feed's search and comments the same way; routes that did not opt in are never cached", async () => {
    const feed = JSON.parse((await get('/api/posts?limit=1')).body) as { items: { id: string }[] };
    const perfumer = await signUp(t.app, { verified: true });
    await grantRoles(t.database, perfumer.userId, ['perfumer']);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/discussions',
      headers: perfumer.auth,
      payload: { title: 'Cached comments', content: 'Ask away' },
    });
    expect(started.statusCode, started.body).toBe(201);
    for (const url of [
      '/api/products?limit=5',
      '/api/discussions?limit=10',
      '/api/posts/search?q=light',
      `/api/posts/${feed.items[0].id}/comments?limit=20`,
      `/api/discussions/${started.json().id}/comments?limit=20`,
    ]) {
      expect((await get(url)).statusCode).toBe(200);
      expect((await get(url)).headers['x-cache']).toBe('hit');
    }
    expect(contents((await get('/api/posts/search?q=light')).body)).toContain('First light on the lavender fields');
    await get('/api/discussions/categories');
    expect((await get('/api/discussions/categories')).headers['x-cache']).toBeUndefined();
    // The discussion itself counts each visitor's view, so it is never answered from the micro-cache: its route runs,
    // and sends bytes kept for the same state of its kept row (x-cache: shared), or a new visitor's view is counted.
    const discussion = `/api/discussions/${started.json().id}`;
    expect((await get(discussion)).headers['x-cache']).toBeUndefined();
    expect((await get(discussion)).headers['x-cache']).toBe('shared');
    const newcomer = await get(discussion, { 'user-agent': 'newcomer/1' });
    expect(newcomer.headers['x-cache']).toBeUndefined();
    expect(newcomer.json().views).toBe(2);
  });
});

describe('an entry lives PUBLIC_CACHE_MS', () => {
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('after that, visitors see what was written', async () => {
    const url = '/api/posts?limit=12';
    await get(url);
    await post(alice, 'Orris butter, six years in the making');
    t.clock.advance(t.config.PUBLIC_CACHE_MS - 1);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    t.clock.advance(1);
    const fresh = await get(url);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(contents(fresh.body)).toContain('Orris butter, six years in the making');
  });
});

describe('a hit is still a request', () => {
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_CACHE_MS: '60000', RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('counts against the rate limit like any other: the request past the limit is 429, not a cached 200', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await get('/api/posts?limit=12')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("each route's own store", () => {
  it('searches for as many words as anyone likes do not push the feed out; a route keeps its newest 250 answers', async () => {
    const app = Fastify();
    registerSharedReads(app, 60_000);
    let runs = 0;
    app.get('/feed', { config: { sharedReads: 'visitors' } }, async () => ({ n: ++runs }));
    app.get('/search', { config: { sharedReads: 'visitors' } }, async (request) => ({ q: (request.query as { q: string }).q }));
    await app.ready();
    const get = (url: string) => app.inject({ method: 'GET', url });
    await get('/feed');
    for (let i = 0; i < 2000; i++) await get(`/search?q=word${i}`);
    const feed = await get('/feed');
    expect(feed.headers['x-cache']).toBe('hit');
    expect(feed.body).toBe('{"n":1}');
    expect((await get('/search?q=word1999')).headers['x-cache']).toBe('hit');
    expect((await get('/search?q=word1750')).headers['x-cache']).toBe('hit');
    expect((await get('/search?q=word1749')).headers['x-cache']).toBeUndefined();
    await app.close();
  });

  it('keeps at most 8 MB a route: past it, the oldest answers make room', async () => {
    const app = Fastify();
    registerSharedReads(app, 60_000);
    // 60 KB each, under the 64 KB an answer may have to be kept: 8 MB hold 136 of them.
    app.get('/big', { config: { sharedReads: 'visitors' } }, async (request) =>
      `${(request.query as { n: string }).n}`.padEnd(60 * 1024, '.'),
    );
    await app.ready();
    const get = (n: number) => app.inject({ method: 'GET', url: `/big?n=${n}` });
    for (let n = 0; n < 200; n++) await get(n);
    expect((await get(199)).headers['x-cache']).toBe('hit');
    expect((await get(64)).headers['x-cache']).toBe('hit');
    expect((await get(63)).headers['x-cache']).toBeUndefined();
    await app.close();
  });
});

describe('answers being made are shared', () => {
  /** A bare Fastify with the cache, and routes that count their runs and take a while to answer. */
  async function countingApp() {
    const app = Fastify();
    registerSharedReads(app, 60_000);
    const runs = { slow: 0, flaky: 0 };
    app.get('/slow', { config: { sharedReads: 'visitors' } }, async () => {
      runs.slow++;
      await new Promise((r) => setTimeout(r, 50));
      return { n: runs.slow };
    });
    app.get('/flaky', { config: { sharedReads: 'visitors' } }, async (_request, reply) => {
      runs.flaky++;
      await new Promise((r) => setTimeout(r, 50));
      if (runs.flaky === 1) return reply.code(503).send({ error: 'not yet' });
      return { n: runs.flaky };
    });
    await app.ready();
    return { app, runs };
  }

  it('twenty visitors arriving before the first answer is made: the handler runs once, all get its bytes', async () => {
    const { app, runs } = await countingApp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/slow' })));
    expect(runs.slow).toBe(1);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"n":1}']));
    expect(answers.filter((a) => a.headers['x-cache'] === 'hit')).toHaveLength(19);
    // A signed-in request never waits for, nor uses, a visitor's answer.
    expect((await app.inject({ method: 'GET', url: '/slow', headers: { authorization: 'Bearer x' } })).body).toBe('{"n":2}');
    await app.close();
  });

  it('an answer that is not kept (an error) is not shared: the requests that waited are answered by the handler', async () => {
    const { app, runs } = await countingApp();
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: '/flaky' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 503]);
    expect(runs.flaky).toBe(5);
    expect(answers.filter((a) => a.headers['x-cache'] === 'hit')).toHaveLength(0);
    await app.close();
  });
});

describe("members' answers made of a shared page (SharedList, sendShared)", () => {
  /** The column the test's one per-viewer field stands for. */
  const states = pgTable('states', { s: text('s').notNull() });
  /** A bare Fastify whose route answers every request from one kept page, the member's state given as `?s=`. */
  async function sharingApp(size: number) {
    const app = Fastify();
    registerSharedReads(app, 60_000);
    const made = { count: 0 };
    // One page of one row, whose member state is the member's `s`.
    const list = new SharedList(
      { config: { PUBLIC_CACHE_MS: 60_000 }, now: Date.now },
      {
        pageSizes: [1],
        key: () => ['page'],
        readForVisitors: async () => ({ rows: ['row'], of: undefined }),
        memberState: async (viewerId: string) => ({ shared: true, items: new Map([['row', { s: viewerId }]]) }),
        perViewer: { s: states.s },
        id: (row: string) => row,
        present: (row: string) => ({ row, s: '' }),
        answer: (items: { row: string; s: string }[]) => {
          made.count++;
          return { items, pad: '.'.repeat(size) };
        },
        readFor: async () => ({ items: [], pad: '' }),
      },
    );
    app.get('/page', { config: { sharedReads: 'visitors' } }, async (request, reply) => {
      const s = (request.query as { s: string }).s;
      return sendShared(request, reply, await list.read({ userId: s, isAdmin: false } as never, { limit: 1 }));
    });
    await app.ready();
    const get = (s: number) => app.inject({ method: 'GET', url: `/page?s=${s}`, headers: { authorization: 'Bearer member' } });
    return { app, get, made };
  }

  it('sends a member the bytes kept for the same state, and writes a new state its own', async () => {
    const { app, get, made } = await sharingApp(10);
    const first = await get(1);
    expect(first.json().items).toEqual([{ row: 'row', s: '1' }]);
    expect(first.headers['x-cache']).toBeUndefined();
    const again = await get(1);
    expect(again.headers['x-cache']).toBe('shared');
    expect(again.body).toBe(first.body);
    // Sent as it was kept: not made again.
    expect(made.count).toBe(1);
    expect((await get(2)).json().items).toEqual([{ row: 'row', s: '2' }]);
    expect((await get(2)).headers['x-cache']).toBe('shared');
    await app.close();
  });

  it('keeps at most 32 answers and 256 KB of a page', async () => {
    const small = await sharingApp(10);
    for (let s = 0; s < 40; s++) await small.get(s);
    expect((await small.get(31)).headers['x-cache']).toBe('shared');
    expect((await small.get(32)).headers['x-cache']).toBeUndefined();
    await small.app.close();
    // 60 KB each: 256 KB hold four.
    const large = await sharingApp(60 * 1024);
    for (let s = 0; s < 6; s++) await large.get(s);
    expect((await large.get(3)).headers['x-cache']).toBe('shared');
    expect((await large.get(4)).headers['x-cache']).toBeUndefined();
    await large.app.close();
  });
});

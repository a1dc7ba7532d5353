import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_DATA_ID } from '#common/constants';
import { discussions, posts, products } from '#server/db/schema';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { INDEX_HTML } from '#server/test/app-shell';
import { visitorPrerenderer } from './prerender';

let base: string;
let t: TestApp;
let author: SignedUp;

/** The real pre-renderer, built as `npm run build` builds it (vite build --ssr), beside a client folder. */
beforeAll(async () => {
  // Inside the project (node_modules/.cache), so that a separate Node process can resolve the build's imports.
  const cache = path.resolve('node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  base = mkdtempSync(path.join(cache, 'sillage-prerender-'));
  mkdirSync(path.join(base, 'client'));
  writeFileSync(path.join(base, 'client', 'index.html'), INDEX_HTML);
  await build({
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'entry-server.tsx', outDir: path.join(base, 'ssr'), emptyOutDir: true },
  });
  // Every render within budget here (the budget itself is tested below); a general rate limit of 3 a minute.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '3', PRERENDER_MS_PER_SECOND: '1000' }, { clientDir: path.join(base, 'client') });
  author = await signUp(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(base, { recursive: true, force: true });
});

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** What is inside #root (empty for the bare shell). */
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>(?:<script type="application\/json"|\s*<\/body>)/.exec(html)?.[1] ?? '';
/** The answers sent with the page, parsed. */
const data = (html: string) => {
  const json = new RegExp(`<script type="application/json" id="${PRERENDERED_DATA_ID}">([^<]*)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as { queries: { queryKey: unknown[] }[] }) : null;
};

async function insertDiscussion(title: string, hidden = false) {
  await t.database.db
    .insert(discussions)
    .values({ authorId: author.userId, title, content: 'Body', contentHtml: '<p>Body</p>', hiddenAt: hidden ? new Date() : null });
}

describe("a visitor's first view of a public page is pre-rendered", () => {
  it('/shop: the page and its first products, with the answers the browser hydrates from; scripts come second', async () => {
    const [product] = await t.database.db.select({ name: products.name }).from(products).orderBy(products.name).limit(1);
    const html = await get('/shop');
    expect(root(html)).toContain('<h1 class="text-3xl font-semibold">Shop</h1>');
    expect(root(html)).toContain(product.name);
    expect(data(html)?.queries.map((q) => q.queryKey[0])).toEqual(['products']);
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-a1.js">');
  });

  it('/discussion: only what a visitor may see (hidden discussions are not drawn), and text cannot end the data', async () => {
    await insertDiscussion('</script><script>alert(1)</script> on accords');
    await insertDiscussion('A hidden thread about iris', true);
    const html = await get('/discussion');
    expect(root(html)).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; on accords');
    expect(html).not.toContain('A hidden thread about iris');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(data(html)?.queries.map((q) => q.queryKey.slice(0, 2))).toEqual(
      expect.arrayContaining([
        ['discussions', 'list'],
        ['discussions', 'categories'],
      ]),
    );
    // Drawn afresh once the page and its data kept for PUBLIC_CACHE_MS have expired: a new discussion is on the view a
    // second later.
    await insertDiscussion('Fresh thread on vetiver');
    t.later();
    expect(root(await get('/discussion'))).toContain('Fresh thread on vetiver');
  });

  it("a page drawn without data (Finding Notes) has no data element; the server's data GETs pass the general rate limit", async () => {
    const html = await get('/finding-notes');
    expect(root(html)).toContain('Finding Notes');
    expect(data(html)).toBeNull();
    // The limit here is 3 a minute: the renders above asked the API more often than that.
    for (const sort of ['popular', 'latest', 'discussed']) expect(data(await get(`/discussion?sort=${sort}`))).not.toBeNull();
    // A request that claims to be the pre-renderer without the key is counted.
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/products', headers: { 'x-sillage-prerender': 'guess' } })).statusCode);
    expect(statuses).toContain(429);
  });

  it('a member (session cookie), the page of a post, and a page that is not public get the bare shell', async () => {
    const [post] = await t.database.db
      .insert(posts)
      .values({ authorId: author.userId, content: 'Shared', imageUrl: '/media/posts/x.webp' })
      .returning({ id: posts.id });
    for (const [url, headers] of [
      ['/shop', { cookie: 'sillage_session=1' }],
      [`/community/post/${post.id}`, {}],
      ['/auth', {}],
      ['/orders', {}],
      ['/no/such/page', {}],
    ] as const) {
      const html = await get(url, headers);
      expect(root(html), url).toBe('');
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
    }
  });
});

describe('a pre-render leaves the process as it found it', () => {
  it("turns on no promise hooks (React's Node build does, through AsyncLocalStorage: every later request paid)", () => {
    // In a fresh process: this one's test runner may have hooks of its own.
    const script = `
      const { renderPage } = await import(${JSON.stringify(pathToFileURL(path.join(base, 'ssr', 'entry-server.js')).href)});
      const send = async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
      const page = await renderPage('/finding-notes', send);
      console.log(JSON.stringify({ drawn: page !== null, hooks: process.binding('async_wrap').getPromiseHooks().map(Boolean) }));`;
    const out = execFileSync(process.execPath, ['--no-deprecation', '--input-type=module', '-e', script], {
      // The mode the build above was made in (its JSX runtime matches React's build for it).
      env: { PATH: process.env.PATH, NODE_ENV: process.env.NODE_ENV },
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({ drawn: true, hooks: [false, false, false, false] });
  });
});

describe('warming the pre-renderer after a start', () => {
  const log = { warn: () => {}, error: () => {} } as never;

  it('draws each pre-rendered page without parameters once, and visitors then get them from what was kept', async () => {
    const asked: string[] = [];
    const counting = (url: string) => {
      asked.push(url);
      return t.app.inject({ method: 'GET', url });
    };
    const prerender = visitorPrerenderer(path.join(base, 'client'), counting, log, { dataTtlMs: 60_000 });
    expect(await prerender.warm()).toBe(11);
    expect(asked).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/api\/products/), expect.stringMatching(/^\/api\/discussions/)]),
    );
    asked.length = 0;
    for (const url of ['/', '/shop', '/discussion', '/learn', '/finding-notes', '/community'])
      expect((await prerender(url))?.html, url).toContain('<main');
    expect(asked).toEqual([]);
    // Visitors asking for a page while it is being drawn share that one render.
    const fresh = visitorPrerenderer(path.join(base, 'client'), counting, log, { dataTtlMs: 60_000 });
    const pages = await Promise.all(Array.from({ length: 5 }, () => fresh('/shop')));
    expect(new Set(pages.map((p) => p?.html)).size).toBe(1);
    expect(asked.filter((u) => u.startsWith('/api/products'))).toHaveLength(1);
    asked.length = 0;
    // Pre-rendering turned off (a budget of 0) warms nothing.
    expect(await visitorPrerenderer(path.join(base, 'client'), counting, log, { dataTtlMs: 0, budgetMsPerSecond: 0 }).warm()).toBe(0);
  });
});

describe('the pre-renderer falls back to the bare shell', () => {
  const log = { warn: () => {}, error: () => {} } as never;
  const answer = (url: string) => t.app.inject({ method: 'GET', url });

  it('when its render budget for this second is spent, when it has no build, and when its build cannot load', async () => {
    const clientDir = path.join(base, 'client');
    expect(await visitorPrerenderer(clientDir, answer, log, { dataTtlMs: 0, budgetMsPerSecond: 0 })('/shop')).toBeNull();
    const spent = visitorPrerenderer(clientDir, answer, log, { dataTtlMs: 0, budgetMsPerSecond: 1 });
    expect(await spent('/learn')).not.toBeNull();
    expect(await spent('/finding-notes')).toBeNull();
    // Kept pages are still served within the second: a page without data is kept by its URL.
    expect(await spent('/learn')).not.toBeNull();

    const empty = mkdtempSync(path.join(tmpdir(), 'sillage-nossr-'));
    mkdirSync(path.join(empty, 'client'));
    expect(await visitorPrerenderer(path.join(empty, 'client'), answer, log, { dataTtlMs: 0 })('/shop')).toBeNull();
    mkdirSync(path.join(empty, 'ssr'));
    writeFileSync(path.join(empty, 'ssr', 'entry-server.js'), 'throw new Error("a broken build");\n');
    expect(await visitorPrerenderer(path.join(empty, 'client'), answer, log, { dataTtlMs: 0 })('/shop')).toBeNull();
    rmSync(empty, { recursive: true, force: true });
  });

  it('hostile addresses: a 4xx or a page, never a 5xx', async () => {
    for (const url of [
      '/discussion?q=%00',
      '/discussion?q=%ED%A0%80',
      '/shop?category=%F0%9F',
      '/%E0%A4%A',
      '/discussion/%00',
      '/learn?tab=' + 'x'.repeat(5000),
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { INDEX_HTML } from '#server/test/app-shell';
import { courses, discussions, posts, profiles, tutorials, userFollows } from '#server/db/schema';
import { eq } from 'drizzle-orm';

const PRELOADS = [
  { path: '/', files: ['/assets/home-page-a1.js'] },
  { path: '/profile', files: ['/assets/own-profile-page-b2.js', '/assets/data-layer-c3.js'] },
  { path: '/community', files: ['/assets/community-page-f6.js', '/assets/data-layer-c3.js'] },
  { path: '/community/post/:id', files: ['/assets/community-page-f6.js', '/assets/data-layer-c3.js'] },
  { path: '/profile/:id', files: ['/assets/public-profile-page-d4.js', '/assets/data-layer-c3.js'] },
  { path: '/discussion/:id', files: ['/assets/discussion-detail-page-e5.js', '/assets/data-layer-c3.js'] },
  { path: '/:username', files: ['/assets/public-profile-page-d4.js', '/assets/data-layer-c3.js'] },
];
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

let t: TestApp;
let clientDir: string;
let open: SignedUp;
let privateUser: SignedUp;
let contactsUser: SignedUp;
let openName: string;
let privateName: string;

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body;
};
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const descriptions = (html: string) => html.match(/<meta name="description"/g)?.length ?? 0;

async function postOf(author: SignedUp, content: string) {
  const [row] = await t.database.db.insert(posts).values({ authorId: author.userId, content }).returning({ id: posts.id });
  return row.id;
}

async function insertDiscussion(authorId: string, values: { title: string; content: string; hidden?: boolean }) {
  const [row] = await t.database.db
    .insert(discussions)
    .values({
      authorId,
      title: values.title,
      content: values.content,
      contentHtml: '<p>x</p>',
      hiddenAt: values.hidden ? new Date() : null,
    })
    .returning({ id: discussions.id });
  return row.id;
}

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'sillage-client-'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  // What the build writes beside its manifest (vite.config.ts, scripts/route-chunks.mjs).
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite', 'route-preloads.json'), JSON.stringify({ routes: PRELOADS }));
  t = await createTestApp({}, { clientDir });
  open = await signUp(t.app);
  privateUser = await signUp(t.app);
  contactsUser = await signUp(t.app);
  await t.database.db
    .update(profiles)
    .set({ settings: { privacy: { profileVisibility: 'contacts', shareActivity: false } } as never })
    .where(eq(profiles.id, contactsUser.userId));
  await t.database.db
    .update(profiles)
    .set({ bio: 'I make **chypres** & "orientals" <3', avatarUrl: '/media/avatars/a.webp' })
    .where(eq(profiles.id, open.userId));
  await t.database.db
    .update(profiles)
    .set({ bio: 'Secret bio', settings: { privacy: { profileVisibility: 'private', shareActivity: false } } as never })
    .where(eq(profiles.id, privateUser.userId));
  const names = await t.database.db.select({ id: profiles.id, username: profiles.username }).from(profiles);
  openName = names.find((n) => n.id === open.userId)!.username;
  privateName = names.find((n) => n.id === privateUser.userId)!.username;
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the HTML of a client route carries the page title, description and Open Graph tags', () => {
  it('fixed public pages: their own title and description, one description only', async () => {
    const shop = await page('/shop');
    expect(title(shop)).toBe('Shop · Sillage');
    expect(meta(shop, 'description')).toBe('Perfumery supplies: raw materials, bottles and tools, from the Sillage shop.');
    expect(meta(shop, 'og:type')).toBe('website');
    expect(meta(shop, 'og:url')).toBe('http://localhost:3000/shop');
    expect(descriptions(shop)).toBe(1);
    const home = await page('/');
    expect(title(home)).toBe('Sillage');
    expect(meta(home, 'og:title')).toBe('Sillage');
    expect(title(await page('/discussion'))).toBe('AromaSpace · Sillage');
    expect(title(await page('/learn'))).toBe('Learn · Sillage');
  });

  it('a discussion: its title and a plain-text summary, escaped; the query string is not part of og:url', async () => {
    const id = await insertDiscussion(open.userId, {
      title: 'Oud & "rose" <script>alert(1)</script> $& tricks',
      content: '## Maceration\n\nLet it rest **four weeks** in the dark. '.repeat(10),
    });
    const html = await page(`/discussion/${id}?from=feed`);
    expect(title(html)).toBe('Oud &amp; &quot;rose&quot; &lt;script&gt;alert(1)&lt;/script&gt; $&amp; tricks · Sillage');
    expect(html).not.toContain('<script>alert');
    const description = meta(html, 'description')!;
    expect(description.startsWith('Maceration Let it rest four weeks in the dark.')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`http://localhost:3000/discussion/${id}`);
    expect(meta(html, 'og:description')).toBe(description);
  });

  it('a hidden discussion, or one whose author is private, gets the generic tags', async () => {
    const hiddenId = await insertDiscussion(open.userId, { title: 'Hidden by a moderator', content: 'Hidden words', hidden: true });
    const privateId = await insertDiscussion(privateUser.userId, { title: 'From a private author', content: 'Private words' });
    for (const id of [hiddenId, privateId]) {
      const html = await page(`/discussion/${id}`);
      expect(title(html)).toBe('Sillage');
      expect(html).not.toContain('Hidden');
      expect(html).not.toContain('Private words');
      expect(meta(html, 'og:type')).toBeUndefined();
    }
  });

  it("a post's own page (/community/post/<id>): its title, text, image, X card and canonical link", async () => {
    const [post] = await t.database.db
      .insert(posts)
      .values({
        authorId: open.userId,
        title: 'Neroli <3',
        content: '  Distilled **this morning**,\n\nfrom bitter-orange blossom.  ',
        imageUrl: '/media/posts/p-lg.webp',
      })
      .returning({ id: posts.id });
    const html = await page(`/community/post/${post.id}?utm=x`);
    expect(title(html)).toBe('Neroli &lt;3 · Sillage');
    // A post is plain text: as written, on one line, trimmed.
    expect(meta(html, 'description')).toBe('Distilled **this morning**, from bitter-orange blossom.');
    expect(meta(html, 'og:title')).toBe('Neroli &lt;3 · Sillage');
    expect(meta(html, 'og:description')).toBe('Distilled **this morning**, from bitter-orange blossom.');
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:url')).toBe(`http://localhost:3000/community/post/${post.id}`);
    expect(meta(html, 'og:image')).toBe('http://localhost:3000/media/posts/p-lg.webp');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(canonical(html)).toBe(`http://localhost:3000/community/post/${post.id}`);
    expect(descriptions(html)).toBe(1);
    // A member's request (the session hint cookie) gets the same tags.
    const member = await get(`/community/post/${post.id}`, { cookie: 'sillage_session=1' });
    expect(member.statusCode).toBe(200);
    expect(meta(member.body, 'og:url')).toBe(`http://localhost:3000/community/post/${post.id}`);
  });

  it("a video post's page shows its poster; a long text is cut; a post without a title is named by its author", async () => {
    const [video] = await t.database.db
      .insert(posts)
      .values({
        authorId: open.userId,
        content: 'Maceration. '.repeat(40),
        videoUrl: '/media/posts/v.mp4',
        videoThumbnail: '/media/posts/v.webp',
      })
      .returning({ id: posts.id });
    const html = await page(`/community/post/${video.id}`);
    expect(title(html)).toBe(`A post by @${openName} · Sillage`);
    expect(meta(html, 'og:image')).toBe('http://localhost:3000/media/posts/v.webp');
    const description = meta(html, 'og:description')!;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.endsWith('…')).toBe(true);
    const [bare] = await t.database.db.insert(posts).values({ authorId: open.userId, content: 'Just words' }).returning({ id: posts.id });
    const plain = await page(`/community/post/${bare.id}`);
    expect(meta(plain, 'twitter:card')).toBe('summary');
    expect(meta(plain, 'og:image')).toBeUndefined();
  });

  it('a post a visitor may not see (deleted, hidden, private or contacts-only author, no such post, malformed id): 404 and the generic tags', async () => {
    const gone = await postOf(open, 'Deleted post text');
    const del = await t.app.inject({ method: 'DELETE', url: `/api/posts/${gone}`, headers: open.auth });
    expect(del.statusCode).toBe(200);
    const [hidden] = await t.database.db
      .insert(posts)
      .values({ authorId: open.userId, content: 'Hidden post text', hiddenAt: new Date() })
      .returning({ id: posts.id });
    const ofPrivate = await postOf(privateUser, 'Private post text');
    const ofContacts = await postOf(contactsUser, 'Contacts post text');
    for (const id of [
      gone,
      hidden.id,
      ofPrivate,
      ofContacts,
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      'x'.repeat(300),
      '%00',
      '..%2F..%2Fadmin',
    ]) {
      const res = await get(`/community/post/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(title(res.body)).toBe('Sillage');
      expect(meta(res.body, 'og:type')).toBeUndefined();
      expect(canonical(res.body)).toBeUndefined();
      expect(res.body).not.toContain('post text');
      expect(res.body).not.toContain(privateName);
      // The app shell still comes: the page says "not found" itself.
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("a follower: the page request carries no credentials, so a private author's post gets the generic tags; the API decides", async () => {
    const follower = await signUp(t.app);
    await t.database.db.insert(userFollows).values([
      // The follower follows both; the contacts-only author follows the follower back, the private one does not.
      { followerId: follower.userId, followingId: privateUser.userId },
      { followerId: follower.userId, followingId: contactsUser.userId },
      { followerId: contactsUser.userId, followingId: follower.userId },
    ]);
    const ofPrivate = await postOf(privateUser, 'Private post text');
    const ofContacts = await postOf(contactsUser, 'Contacts post text');
    for (const id of [ofPrivate, ofContacts, '00000000-0000-4000-8000-000000000000']) {
      // The session hint without a session: the same answer for a post that exists and one that does not.
      const res = await get(`/community/post/${id}`, { cookie: 'sillage_session=1' });
      expect(res.statusCode).toBe(200);
      expect(title(res.body)).toBe('Sillage');
      expect(res.body).not.toContain('post text');
    }
    const api = (id: string, headers = {}) => t.app.inject({ method: 'GET', url: `/api/posts/${id}`, headers });
    expect((await api(ofContacts, follower.auth)).json().content).toBe('Contacts post text');
    expect((await api(ofPrivate, follower.auth)).statusCode).toBe(404);
    expect((await api(ofContacts)).statusCode).toBe(404);
    expect((await api('not-a-uuid', follower.auth)).statusCode).toBe(404);
  });

  it("an address of the old form (/community?post=<id>) moves to the post's own page", async () => {
    const id = await postOf(open, 'Moved');
    const res = await get(`/community?post=${id}&utm=x`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/community/post/${id}`);
    const hostile = await get('/community?post=%2F%2Fevil.example%2F');
    expect(hostile.headers.location).toBe('/community/post/%2F%2Fevil.example%2F');
  });

  it('a public profile by username and by id: @name, bio, avatar as an absolute og:image', async () => {
    for (const url of [`/${openName}`, `/${openName.toUpperCase()}`, `/profile/${open.userId}`]) {
      const html = await page(url);
      expect(title(html)).toBe(`@${openName} · Sillage`);
      expect(meta(html, 'description')).toBe('I make chypres &amp; &quot;orientals&quot; &lt;3');
      expect(meta(html, 'og:type')).toBe('profile');
      expect(meta(html, 'og:image')).toBe('http://localhost:3000/media/avatars/a.webp');
    }
  });

  it('a private profile gets the generic tags, by username and by id', async () => {
    for (const url of [`/${privateName}`, `/profile/${privateUser.userId}`]) {
      const html = await page(url);
      expect(title(html)).toBe('Sillage');
      expect(html).not.toContain('Secret bio');
      expect(html).not.toContain(privateName);
    }
  });

  it('a course and a tutorial: their title, description and (course) image', async () => {
    const [course] = await t.database.db.select().from(courses).limit(1);
    const html = await page(`/course-purchase/${course.id}`);
    expect(title(html)).toBe(`${course.title.replace(/&/g, '&amp;')} · Sillage`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:image')).toBe(new URL(course.imageUrl, 'http://localhost:3000').href);
    const [tutorial] = await t.database.db.select().from(tutorials).limit(1);
    expect(title(await page(`/tutorial/${tutorial.id}`))).toBe(`${tutorial.title.replace(/&/g, '&amp;')} · Sillage`);
  });

  it('unknown pages and unknown ids: the generic tags', async () => {
    for (const url of [
      '/discussion/00000000-0000-4000-8000-000000000000',
      '/discussion/not-a-uuid',
      '/course-purchase/nope',
      '/nobody-by-that-name',
      '/a/b/c/d',
      `/${'x'.repeat(150)}`,
      '/%C3%A9t%C3%A9',
    ]) {
      const html = await page(url);
      expect(title(html)).toBe('Sillage');
      expect(descriptions(html)).toBe(1);
    }
  });

  it('hostile paths (NUL, broken or surrogate escapes): a 400 or the generic shell, never a 5xx', async () => {
    for (const url of ['/%00', '/discussion/%00', '/%E0%A4%A', '/%ED%A0%80', '/profile/%FF']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([200, 400]).toContain(res.statusCode);
      if (res.statusCode === 200) expect(title(res.body)).toBe('Sillage');
    }
  });

  it("names the page's own chunks as modulepreload links: fixed paths before parameters, nothing for an unknown shape", async () => {
    expect(preloads(await page('/'))).toEqual(['/assets/home-page-a1.js']);
    expect(preloads(await page('/profile'))).toEqual(['/assets/own-profile-page-b2.js', '/assets/data-layer-c3.js']);
    expect(preloads(await page('/profile/'))).toEqual(['/assets/own-profile-page-b2.js', '/assets/data-layer-c3.js']);
    expect(preloads(await page(`/profile/${open.userId}`))).toEqual(['/assets/public-profile-page-d4.js', '/assets/data-layer-c3.js']);
    expect(preloads(await page(`/${openName}`))).toEqual(['/assets/public-profile-page-d4.js', '/assets/data-layer-c3.js']);
    expect(preloads(await page('/discussion/not-a-uuid'))).toEqual(['/assets/discussion-detail-page-e5.js', '/assets/data-layer-c3.js']);
    expect(preloads(await page('/a/b/c/d'))).toEqual([]);
    expect(preloads((await get('/community/post/x')).body)).toEqual(['/assets/community-page-f6.js', '/assets/data-layer-c3.js']);
  });

  it('asks for the stylesheet before any script or preload, once', async () => {
    for (const url of ['/', '/community', '/profile']) {
      const html = await page(url);
      expect(html.match(/<link rel="stylesheet"/g)?.length, url).toBe(1);
      const css = html.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
      expect(css, url).toBeGreaterThan(html.indexOf('<title>'));
      expect(css, url).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
      expect(css, url).toBeLessThan(html.indexOf('<script'));
    }
  });

  it('is compressed for a browser that accepts brotli or gzip (brotli first), and plain otherwise (Vary: Accept-Encoding)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/profile' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=1.0, gzip;q=0.5', 'br'],
      ['br', 'br'],
      ['br;q=0.2, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['*', 'gzip'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/profile', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(body.toString('utf8')).toBe(plain.body);
    }
    for (const accept of ['gzip;q=0', 'deflate', 'identity']) {
      const res = await t.app.inject({ method: 'GET', url: '/profile', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(plain.body);
    }
  });
});

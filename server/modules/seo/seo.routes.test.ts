import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { discussions } from '#server/db/schema';
import { setVisibility as setVisibilityOf } from '#server/test/content';
import { buildSitemap, SITEMAP_MAX_URLS, type SitemapSource } from './seo.service';

let t: TestApp;
let open: SignedUp;
let hidden: SignedUp;
let contactsOnly: SignedUp;
const usernameOf = async (s: SignedUp) =>
  (await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: { authorization: `Bearer ${s.token}` } })).json()
    .username as string;
const setVisibility = async (s: SignedUp, profileVisibility: 'public' | 'private' | 'contacts') =>
  expect((await setVisibilityOf(t.app, s, profileVisibility)).statusCode).toBe(200);

beforeAll(async () => {
  t = await createTestApp();
  open = await signUp(t.app);
  hidden = await signUp(t.app);
  contactsOnly = await signUp(t.app);
  await setVisibility(hidden, 'private');
  await setVisibility(contactsOnly, 'contacts');
});
afterAll(() => t.close());

describe('GET /robots.txt', () => {
  it('is a real robots file (not the app shell) that keeps crawlers out of the API and private pages and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain(`Sitemap: ${t.config.PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and public profiles only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const base = t.config.PUBLIC_URL;
    expect(locs).toEqual(expect.arrayContaining([`${base}/`, `${base}/community`, `${base}/shop`, `${base}/finding-notes`]));
    expect(locs).toContain(`${base}/${await usernameOf(open)}`);
    expect(locs).not.toContain(`${base}/${await usernameOf(hidden)}`);
    expect(locs).not.toContain(`${base}/${await usernameOf(contactsOnly)}`);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('lists the discussions a visitor may read: not hidden ones, nor those of a private author', async () => {
    const insert = async (authorId: string, title: string, hidden = false) => {
      const [row] = await t.database.db
        .insert(discussions)
        .values({
          authorId,
          title,
          content: 'Notes on maceration.',
          contentHtml: '<p>Notes on maceration.</p>',
          hiddenAt: hidden ? new Date() : null,
        })
        .returning({ id: discussions.id });
      return row.id;
    };
    const shown = await insert(open.userId, 'Maceration times');
    const hiddenByModerator = await insert(open.userId, 'Hidden one', true);
    const ofPrivateAuthor = await insert(hidden.userId, 'Private author');
    // Built directly: the route keeps its sitemap for 10 minutes, and the first test already asked for it.
    const xml = await buildSitemap(t.database.db, 'https://sillage.example');
    expect(xml).toContain('<loc>https://sillage.example/discussion</loc>');
    expect(xml).toContain(`<loc>https://sillage.example/discussion/${shown}</loc>`);
    expect(xml).not.toContain(hiddenByModerator);
    expect(xml).not.toContain(ofPrivateAuthor);
  });

  it('takes one list per source, escapes URLs and stops at the protocol limit of 50,000', async () => {
    const many: SitemapSource = {
      name: 'many',
      list: async (_db, limit) => Array.from({ length: Math.min(limit, SITEMAP_MAX_URLS + 10) }, (_, i) => ({ path: `/x/${i}` })),
    };
    const odd: SitemapSource = { name: 'odd', list: async () => [{ path: '/a?b=1&c=<2>' }] };
    const xml = await buildSitemap(t.database.db, 'https://sillage.example', [odd, many]);
    expect(xml).toContain('<loc>https://sillage.example/a?b=1&#38;c=&#60;2&#62;</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS);
  });
});

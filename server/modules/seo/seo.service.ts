import type { Db } from '#server/db/client';
import { listPublicDiscussions, listPublicProfiles } from './seo.repository';

export interface SitemapEntry {
  /** Path on this site, starting with '/'. */
  path: string;
  lastModified?: Date;
}

/**
 * One list of pages for the sitemap. Areas add theirs to SITEMAP_SOURCES (discussions, courses,
 * tutorials… as they get public pages): `list` returns at most `limit` entries, public content only.
 */
export interface SitemapSource {
  name: string;
  list(db: Db, limit: number): Promise<SitemapEntry[]>;
}

/** Public pages that exist for everyone. */
const staticPages: SitemapSource = {
  name: 'pages',
  list: async () => ['/', '/community', '/discussion', '/shop', '/finding-notes', '/waitlist'].map((path) => ({ path })),
};

/** Public profiles at /:username. */
const publicProfiles: SitemapSource = {
  name: 'profiles',
  list: async (db, limit) =>
    (await listPublicProfiles(db, limit)).map((p) => ({ path: `/${encodeURIComponent(p.username)}`, lastModified: p.updatedAt })),
};

/** AromaSpace discussions a visitor may read, at /discussion/:id. */
const publicDiscussions: SitemapSource = {
  name: 'discussions',
  list: async (db, limit) =>
    (await listPublicDiscussions(db, limit)).map((d) => ({ path: `/discussion/${d.id}`, lastModified: d.updatedAt })),
};

/**
 * Every source of the sitemap, in order. Posts and products have no page of their own yet (they open in the
 * feed and the shop), so they are not listed; courses and tutorials add their source here when they land.
 */
export const SITEMAP_SOURCES: SitemapSource[] = [staticPages, publicDiscussions, publicProfiles];

/** The sitemap protocol allows 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function buildSitemap(db: Db, publicUrl: string, sources: SitemapSource[] = SITEMAP_SOURCES): Promise<string> {
  const urls: string[] = [];
  for (const source of sources) {
    const left = SITEMAP_MAX_URLS - urls.length;
    if (left <= 0) break;
    for (const entry of (await source.list(db, left)).slice(0, left)) {
      const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : '';
      urls.push(`<url><loc>${escapeXml(publicUrl + entry.path)}</loc>${lastmod}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Pages a crawler has no business in: the API, account and private pages. */
const DISALLOWED = [
  '/api/',
  '/auth',
  '/dashboard',
  '/profile',
  '/welcome',
  '/thank-you',
  '/community/upload',
  '/customer',
  '/perfumer',
  '/brand',
];

export function buildRobots(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

import type { Db } from '#server/db/client';
import { findCourse, findPublicDiscussion, findPublicPost, findPublicProfile, findTutorial } from './seo.repository';

/**
 * The title, description and Open Graph tags of the HTML the server sends for a client route, so a link
 * shared anywhere (chat previews, search results) shows the page and not the site-wide defaults. The client
 * sets the same tags while it runs (client/lib/page-meta.ts); the texts of the fixed pages match its own.
 *
 * Only content a visitor may see is described: a hidden discussion, or a profile that is not public, gets the
 * site's generic tags. Crawlers and link previews come without a session, so the visitor's view is the one.
 */
export interface PageMeta {
  /** The page's own title; " · Sillage" is added. None: "Sillage". */
  title?: string;
  description: string;
  /** Shareable pages only: Open Graph type and image (absolute or site-relative URL). */
  og?: { type: 'website' | 'article' | 'profile' | 'product'; image?: string | null };
}

const SITE_DESCRIPTION = 'Sillage: a community, a school and a formula studio for people who make and love perfume.';
export const GENERIC_META: PageMeta = { description: SITE_DESCRIPTION };

const FIXED: Record<string, PageMeta> = {
  '/': { description: SITE_DESCRIPTION, og: { type: 'website' } },
  '/community': {
    title: 'Community',
    description: 'The Sillage community feed: perfume creations, notes and discoveries shared by perfume lovers and perfumers.',
    og: { type: 'website' },
  },
  '/community/search': { title: 'Search the community', description: 'Search posts in the Sillage community.' },
  '/discussion': {
    title: 'AromaSpace',
    description: 'AromaSpace, the Sillage forum: techniques, materials, reviews and questions from people who make and love perfume.',
    og: { type: 'website' },
  },
  '/shop': {
    title: 'Shop',
    description: 'Perfumery supplies: raw materials, bottles and tools, from the Sillage shop.',
    og: { type: 'website' },
  },
  '/finding-notes': {
    title: 'Finding Notes',
    description: 'Finding Notes: describe a scent and get a perfume formula you can make.',
    og: { type: 'website' },
  },
  '/learn': {
    title: 'Learn',
    description: 'Courses, free tutorials and resources on making perfume, from the Sillage school.',
    og: { type: 'website' },
  },
  '/waitlist': { title: 'Join the waitlist', description: 'Join the Sillage waitlist.' },
  '/welcome': { title: 'Welcome', description: 'Choose how you join Sillage: perfume lover, perfumer or brand.' },
  '/auth': { title: 'Sign in', description: 'Sign in to Sillage, or create your account.' },
};
FIXED['/create'] = FIXED['/finding-notes'];
FIXED['/learn/resources'] = FIXED['/learn'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Course and tutorial ids are slugs. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
/** The shape of a username (common/usernames.ts); anything else is no profile. */
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{2,29}$/;

/** Plain text for a description: markdown marks and runs of space out, at most 160 characters. */
export function summarise(text: string, max = 160): string {
  const plain = text
    // Emphasis marks go without a trace ("**bold**." reads "bold."); headings, quotes, links and lists leave a space.
    .replace(/[*_`]+/g, '')
    .replace(/[#>[\]()!-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
}

const profileMeta = (p: { username: string; bio: string | null; avatarUrl: string | null }): PageMeta => ({
  title: `@${p.username}`,
  description: p.bio ? summarise(p.bio) : `@${p.username} on Sillage, the community of people who make and love perfume.`,
  og: { type: 'profile', image: p.avatarUrl },
});

/**
 * The tags of the page at `pathname` (decoded path, no query); `postId`: the `post` query parameter of
 * /community, a post opened from a shared link. Unknown pages and invisible content: generic.
 */
export async function pageMetaFor(db: Db, pathname: string, postId?: string): Promise<PageMeta> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/community' && postId && UUID.test(postId)) {
    const p = await findPublicPost(db, postId);
    if (p) {
      return {
        title: p.title || `A post by @${p.username}`,
        description: p.content ? summarise(p.content) : `A post by @${p.username} in the Sillage community.`,
        og: { type: 'article', image: p.imageUrl ?? p.videoThumbnail },
      };
    }
  }
  const fixed = FIXED[path];
  if (fixed) return fixed;
  const [, first, second, ...rest] = path.split('/');
  if (rest.length) return GENERIC_META;

  if (first === 'discussion' && second && UUID.test(second)) {
    const d = await findPublicDiscussion(db, second);
    return d ? { title: d.title, description: summarise(d.content), og: { type: 'article' } } : GENERIC_META;
  }
  if (first === 'profile' && second && UUID.test(second)) {
    const p = await findPublicProfile(db, { id: second });
    return p ? profileMeta(p) : GENERIC_META;
  }
  if (first === 'course-purchase' && second && SLUG.test(second)) {
    const c = await findCourse(db, second);
    return c ? { title: c.title, description: summarise(c.description), og: { type: 'product', image: c.imageUrl } } : GENERIC_META;
  }
  if (first === 'tutorial' && second && SLUG.test(second)) {
    const t = await findTutorial(db, second);
    return t ? { title: t.title, description: summarise(t.description), og: { type: 'article' } } : GENERIC_META;
  }
  if (first && second === undefined && USERNAME.test(first)) {
    const p = await findPublicProfile(db, { username: first });
    return p ? profileMeta(p) : GENERIC_META;
  }
  return GENERIC_META;
}

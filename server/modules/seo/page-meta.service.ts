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
  /** The page names something a visitor may not see, or that does not exist (a post's own page): a visitor gets 404. */
  missing?: true;
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

/** Text on one line, runs of space as one, at most `max` characters (an ellipsis ends a cut). */
function clip(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** Plain text for a description from markdown: its marks out, at most 160 characters. */
export function summarise(text: string, max = 160): string {
  // Emphasis marks go without a trace ("**bold**." reads "bold."); headings, quotes, links and lists leave a space.
  return clip(text.replace(/[*_`]+/g, '').replace(/[#>[\]()!-]+/g, ' '), max);
}

const profileMeta = (p: { username: string; bio: string | null; avatarUrl: string | null }): PageMeta => ({
  title: `@${p.username}`,
  description: p.bio ? summarise(p.bio) : `@${p.username} on Sillage, the community of people who make and love perfume.`,
  og: { type: 'profile', image: p.avatarUrl },
});

/**
 * A post's own page, /community/post/<id>: its title (or its author), its text as written (posts are plain text)
 * and its image or its video's poster. A post a visitor may not see (hidden, deleted, its author not public, or
 * no such post) is `missing`, with the generic tags: nothing tells these apart.
 */
async function postMeta(db: Db, id: string): Promise<PageMeta> {
  const p = UUID.test(id) ? await findPublicPost(db, id) : undefined;
  if (!p) return { ...GENERIC_META, missing: true };
  return {
    title: p.title || `A post by @${p.username}`,
    description: p.content ? clip(p.content, 200) : `A post by @${p.username} in the Sillage community.`,
    og: { type: 'article', image: p.imageUrl ?? p.videoThumbnail },
  };
}

/** The tags of the page at `pathname` (decoded path, no query). Unknown pages and invisible content: generic. */
export async function pageMetaFor(db: Db, pathname: string): Promise<PageMeta> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // Whatever follows is the id: no post has one with a slash, so such an address is a post not found too.
  const post = /^\/community\/post\/(.+)$/.exec(path);
  if (post) return postMeta(db, post[1]);
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

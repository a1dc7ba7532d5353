import type { PageMeta } from './page-meta.service';
import type { Prerendered } from './prerender';
import { PRERENDERED_DATA_ID } from '#common/constants';

const SITE = 'Sillage';

/** Text for an HTML attribute or element: the five characters that could end either are escaped. */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The app shell (the built index.html) with the page's <title>, meta description and, for a shareable page, Open
 * Graph tags, the X card and the canonical link, in place of the site-wide ones. `url` is the page's canonical
 * address (og:url); images become absolute.
 * `page`: the page pre-rendered for a visitor (./prerender.ts), or null for the bare shell.
 */
export function renderShell(
  template: string,
  meta: PageMeta,
  url: string,
  publicUrl: string,
  preloads: readonly string[] = [],
  page: Prerendered | null = null,
): string {
  const title = meta.title ? `${meta.title} · ${SITE}` : SITE;
  const tags = [`<meta name="description" content="${escapeHtml(meta.description)}" />`];
  if (meta.og) {
    tags.push(
      `<meta property="og:site_name" content="${SITE}" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
      `<meta property="og:type" content="${meta.og.type}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
    );
    const image = meta.og.image ? new URL(meta.og.image, publicUrl).href : null;
    if (image) tags.push(`<meta property="og:image" content="${escapeHtml(image)}" />`);
    // X (Twitter) reads the Open Graph title, description and image; the card's kind is its own tag.
    tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
  }
  // The page's own chunks, fetched beside the entry rather than after it has run (crossorigin as Vite's own links).
  // A pre-rendered page paints without its scripts, so they come after what it shows (fetchpriority low).
  const priority = page ? ' fetchpriority="low"' : '';
  for (const file of preloads) tags.push(`<link rel="modulepreload" crossorigin${priority} href="${escapeHtml(file)}" />`);
  // The stylesheet goes first, before any script or preload: it is what the first paint waits for, and the
  // browser asks in the order it reads (on HTTP/1.1, six at a time), so behind twenty chunks it came last.
  const stylesheets = template.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  // The tags follow the title; a replacement function, not a string, so a `$&` in a title stays text.
  const html = template
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '')
    .replace(/<title>[^<]*<\/title>/, () => [`<title>${escapeHtml(title)}</title>`, ...stylesheets, ...tags].join('\n    '));
  // A pre-rendered page (React's own markup, escaped by React) goes inside the root the browser hydrates, its
  // data beside it as JSON that is never run (`<` escaped, so no text in it can close the element).
  if (!page) return html;
  const data = page.data ? `<script type="application/json" id="${PRERENDERED_DATA_ID}">${page.data}</script>` : '';
  return html
    .replace(/<script type="module" crossorigin/, `$&${priority}`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`);
}

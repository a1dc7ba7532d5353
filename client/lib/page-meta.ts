import { useEffect } from 'react';

export interface PageMeta {
  /** The page's own title; " · Sillage" is added (the landing page passes none: "Sillage"). */
  title?: string;
  description: string;
  /** Shareable pages: Open Graph type ('website', 'profile', 'article', 'product'), absolute image URL if any. */
  og?: { type?: string; image?: string | null };
}

const SITE = 'Sillage';

function setMeta(attr: 'name' | 'property', key: string, content: string | null | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/**
 * Sets the document's title, meta description and (for shareable pages) Open Graph tags, the X card and the
 * canonical link while the page is shown, as the server sends them (server/modules/seo/page-meta.presenter.ts).
 * index.html keeps a site-wide description for the first paint; this replaces it per page.
 */
export function usePageMeta({ title, description, og }: PageMeta) {
  const image = og?.image ?? null;
  const type = og?.type;
  useEffect(() => {
    const full = title ? `${title} · ${SITE}` : SITE;
    document.title = full;
    setMeta('name', 'description', description);
    const url = window.location.origin + window.location.pathname;
    setMeta('property', 'og:site_name', SITE);
    setMeta('property', 'og:title', type ? full : null);
    setMeta('property', 'og:description', type ? description : null);
    setMeta('property', 'og:type', type ?? null);
    setMeta('property', 'og:url', type ? url : null);
    setMeta('property', 'og:image', type && image ? new URL(image, window.location.origin).href : null);
    setMeta('name', 'twitter:card', type ? (image ? 'summary_large_image' : 'summary') : null);
    // The canonical link the server sent with the first page follows the page shown (none where og:url is none).
    let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!type) canonical?.remove();
    else {
      if (!canonical) canonical = document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'canonical' }));
      canonical.href = url;
    }
  }, [title, description, type, image]);
}

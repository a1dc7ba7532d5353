/**
 * What a page's first load needs from the client build, read off Vite's manifest: the entry chunk, the route's
 * chunk and every chunk they import statically, plus the shell's data layer (query cache, cart, live inbox count)
 * that the router fetches beside every page but a visitor's landing page (client/app/layout/app-shell.tsx).
 * Shared by the size budgets (scripts/check-budgets.mjs) and the build's route-preloads.json (vite.config.ts),
 * which the server turns into <link rel="modulepreload"> tags in the app shell.
 */

export const DATA_LAYER = 'app/layout/data-layer.tsx';

/** The routes of client/app/router.tsx with the manifest key of their module: [{ route: '/shop', key: 'features/…/shop-page.tsx' }]. */
export function routeModules(routerSource) {
  return [...routerSource.matchAll(/path: '([^']+)',[^\n]*?import\('#client\/([^']+)'\)/g)].map(([, route, mod]) => ({
    route,
    key: `${mod}.tsx`,
  }));
}

/** The manifest key of the entry chunk. */
export const entryKey = (manifest) => Object.keys(manifest).find((k) => manifest[k].isEntry);

/** The chunk and everything it imports statically (manifest keys). */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** Every chunk the page at `route` (module `key`) needs before it renders; `null` key: the shell alone. */
export function firstLoad(manifest, route, key) {
  const chunks = closure(manifest, entryKey(manifest));
  if (key) closure(manifest, key, chunks);
  if (key && route !== '/') closure(manifest, DATA_LAYER, chunks);
  return chunks;
}

/**
 * Per route, the files of its first load that the app shell does not already name (the entry chunk and its
 * static imports are in index.html): what the server lists as modulepreload links, so the browser fetches the
 * page's chunks beside the entry instead of after it has run.
 */
export function routePreloads(manifest, routes) {
  const inShell = closure(manifest, entryKey(manifest));
  return routes.map(({ route, key }) => ({
    path: route,
    files: [...firstLoad(manifest, route, key)].filter((k) => !inShell.has(k)).map((k) => `/${manifest[k].file}`),
  }));
}

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { importAliases } from './import-aliases.ts';
import { routeModules, routePreloads } from './scripts/route-chunks.mjs';

const reactRouterProduction = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs');

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file of the
 * build, so the server sends them as they are (@fastify/static preCompressed) and never compresses a file
 * per request. Files under 1 KB are left alone (the headers would outweigh the saving).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'sillage-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const p = path.join(dir, name);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * Writes .vite/route-preloads.json (beside the manifest, never served): for each route of client/app/router.tsx, the chunks its first load
 * needs beyond the entry (scripts/route-chunks.mjs). The server adds them to the app shell as modulepreload links.
 */
function routePreloadList(): Plugin {
  return {
    name: 'sillage-route-preloads',
    apply: 'build',
    writeBundle(options, bundle) {
      const asset = bundle['.vite/manifest.json'];
      if (asset?.type !== 'asset') throw new Error('route preloads: the build has no manifest (build.manifest must stay on)');
      const manifest = JSON.parse(String(asset.source));
      const routes = routeModules(readFileSync(path.resolve(import.meta.dirname, 'client/app/router.tsx'), 'utf8'));
      const missing = routes.filter((r) => !manifest[r.key]);
      if (routes.length === 0 || missing.length)
        throw new Error(`route preloads: routes not in the manifest: ${missing.map((r) => r.route)}`);
      writeFileSync(path.join(options.dir!, '.vite', 'route-preloads.json'), JSON.stringify({ routes: routePreloads(manifest, routes) }));
    },
  };
}

/**
 * The client lives in client/; the build goes to dist/client, which the server serves. `vite build --ssr
 * client/entry-server.tsx` builds the pre-renderer of visitors' public pages into dist/ssr (packages stay imports,
 * except the icon and Radix libraries, see `ssr.noExternal`).
 */
/** The chunks of the pages' live parts (components/lazy-live.tsx). */
const LIVE_PARTS = /\/(new-items-bar|live-(unread|post|discussion))-[\w-]+\.js$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'client',
  publicDir: isSsrBuild ? false : 'public',
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), routePreloadList(), precompress()],
  resolve: {
    // react-router's package exports only its development build (warnings and invariants kept); the build takes
    // its production one, a third smaller. Dev server and tests keep the development build and its warnings.
    alias: command === 'build' ? [...importAliases, { find: /^react-router$/, replacement: reactRouterProduction }] : importAliases,
  },
  // The manifest (dist/client/.vite/manifest.json, never served: a dot folder) feeds scripts/check-budgets.mjs.
  build: isSsrBuild
    ? { outDir: '../dist/ssr', emptyOutDir: true, sourcemap: false }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        sourcemap: false,
        manifest: true,
        modulePreload: {
          // The live parts of a page (components/lazy-live.tsx) wait for nothing: their chunks are fetched without
          // preloading what they import, so the pages that load them carry no list of those files (about 300 bytes
          // each, on pages at their budget).
          resolveDependencies: (file: string, deps: string[]) => (LIVE_PARTS.test(file) ? [] : deps),
        },
      },
  // Bundled into the pre-renderer rather than imported at run time, so only what the pages use is loaded: Node
  // loading all of lucide-react cost each server process 27 MB and 255 ms, the radix-ui meta-package 4.5 MB.
  ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
}));

#!/usr/bin/env node
/**
 * Size budgets on the client build (deterministic: bytes of the build output, not timings). For every route
 * of client/app/router.tsx, the first load is the entry chunk, the route's chunk and every chunk they import
 * statically (what the browser must fetch before the page renders; scripts/route-chunks.mjs), plus the CSS they
 * pull in. Sizes are
 * the precompressed files the server sends (.gz, gzip level 9: the larger of the two encodings, so a client
 * without brotli is within budget too; the .br size is shown beside it).
 *
 * Budgets: landing page (/) JS ≤ 100 KB, any route's first-load JS ≤ 150 KB, CSS ≤ 25 KB (all compressed).
 * Prints a table per route; exits 1 past a budget. Run after `vite build` (npm test does).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DATA_LAYER, firstLoad, routeModules } from './route-chunks.mjs';

const DIST = 'dist/client';
const KB = 1024;
const BUDGET = { landingJs: 100 * KB, routeJs: 150 * KB, css: 25 * KB };

const manifestFile = path.join(DIST, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run \`npx vite build\` first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** Compressed size of a built file: its .gz and .br siblings (files under 1 KB are not precompressed: their size). */
function sizes(file) {
  const p = path.join(DIST, file);
  const raw = statSync(p).size;
  const gz = existsSync(`${p}.gz`) ? statSync(`${p}.gz`).size : raw;
  const br = existsSync(`${p}.br`) ? statSync(`${p}.br`).size : raw;
  return { raw, gz, br };
}

const routes = routeModules(readFileSync('client/app/router.tsx', 'utf8'));
if (routes.length === 0) {
  console.error('no routes found in client/app/router.tsx');
  process.exit(1);
}
// The shell's data layer counts in every route's first load but the landing page's (scripts/route-chunks.mjs).
if (!manifest[DATA_LAYER]) {
  console.error(`${DATA_LAYER} is not a chunk of the build: the budget would miss it`);
  process.exit(1);
}

const rows = [];
const failures = [];
for (const { route, key } of [{ route: '(entry: shell only)', key: null }, ...routes]) {
  if (key && !manifest[key]) {
    failures.push(`${route}: ${key} is not in the build manifest`);
    continue;
  }
  const chunks = firstLoad(manifest, route, key);
  const js = { raw: 0, gz: 0, br: 0 };
  const css = { raw: 0, gz: 0, br: 0 };
  const cssFiles = new Set();
  for (const c of chunks) {
    const s = sizes(manifest[c].file);
    for (const k of Object.keys(js)) js[k] += s[k];
    for (const f of manifest[c].css ?? []) cssFiles.add(f);
  }
  for (const f of cssFiles) {
    const s = sizes(f);
    for (const k of Object.keys(css)) css[k] += s[k];
  }
  const jsBudget = route === '/' ? BUDGET.landingJs : BUDGET.routeJs;
  const over = [];
  if (key && js.gz > jsBudget) over.push(`JS ${(js.gz / KB).toFixed(1)} KB > ${jsBudget / KB} KB`);
  if (css.gz > BUDGET.css) over.push(`CSS ${(css.gz / KB).toFixed(1)} KB > ${BUDGET.css / KB} KB`);
  if (over.length) failures.push(`${route}: ${over.join(', ')}`);
  rows.push({ route, chunks: chunks.size, js, css, budget: jsBudget, ok: over.length === 0 });
}

const kb = (n) => (n / KB).toFixed(1).padStart(7);
console.log(
  `${'route'.padEnd(24)} ${'chunks'.padStart(6)} ${'JS raw'.padStart(7)} ${'JS gz'.padStart(7)} ${'JS br'.padStart(7)} ${'budget'.padStart(7)} ${'CSS gz'.padStart(7)}  ok   (KB)`,
);
for (const r of rows) {
  console.log(
    `${r.route.padEnd(24)} ${String(r.chunks).padStart(6)} ${kb(r.js.raw)} ${kb(r.js.gz)} ${kb(r.js.br)} ${kb(r.budget)} ${kb(r.css.gz)}  ${r.ok ? 'yes' : 'NO'}`,
  );
}
if (failures.length) {
  console.error(`\nover budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nall routes within budget');

#!/usr/bin/env node
/**
 * First half of `npm start`: builds (`npm run build`) when the build is missing or stale, then exits so npm
 * runs `node dist/server/main.js`. A build is stale when a source file (client/, common/, server/, the build
 * configs, package-lock.json) is newer than the stamp written after the last build, so a start on a built
 * tree goes straight to the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
const SOURCES = ['client', 'common', 'server', 'vite.config.ts', 'scripts/build-server.mjs', 'package-lock.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

const stale =
  !existsSync(STAMP) ||
  !existsSync('dist/server/main.js') ||
  !existsSync('dist/client/index.html') ||
  !existsSync('dist/ssr/entry-server.js') ||
  Math.max(...SOURCES.map(newest)) > statSync(STAMP).mtimeMs;
if (stale) {
  console.log('building the client and the server…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}

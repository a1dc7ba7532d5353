#!/usr/bin/env node
/**
 * Builds the server for production: esbuild bundles server/main.ts (our code: server/ and common/) into
 * dist/server/main.js (and chunks beside it) as ES modules for Node 20; packages in node_modules stay imports (native addons such as
 * sharp and argon2, PGlite's wasm files). The SQL migrations are copied beside it (dist/server/migrations),
 * where server/db/client.ts looks for them relative to the running file. It runs with NODE_ENV=production
 * unless NODE_ENV is set.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// --outdir: elsewhere than dist/server (tests build into a temporary dist/server of their own).
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist/server' } } });
const outdir = values.outdir;
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts', 'server/cli/user-role.ts'],
  outdir,
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Code behind a dynamic import (the Stripe provider) stays in its own file, loaded only when used; chunks sit
  // beside main.js, so paths relative to the running file (the migrations folder) hold in any of them.
  splitting: true,
  chunkNames: '[name]-[hash]',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  // The compiled server is the production server: without NODE_ENV, packages that read it at load time — React,
  // which the pre-renderer loads — would pick their development builds (React's renders took twice as long, and
  // warned). A NODE_ENV that is set is kept. It runs before this file's code, so before any dynamic import.
  banner: { js: "process.env.NODE_ENV ??= 'production';" },
});
cpSync('server/db/migrations', path.join(outdir, 'migrations'), { recursive: true });
// The seeded lesson video, found relative to the running file like the migrations.
cpSync('server/db/seed/assets', path.join(outdir, 'assets'), { recursive: true });

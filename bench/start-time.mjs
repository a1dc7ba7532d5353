#!/usr/bin/env node
/**
 * Time from `npm start` on a built tree to healthy (GET /api/health answers 200), on PGlite and on PostgreSQL.
 *
 *   node bench/start-time.mjs [--runs 5] [--url postgres://postgres@127.0.0.1:5432/sillage_bench_start]
 *     [--cpu-prof DIR]
 *
 * Builds first when the build is stale (scripts/build-if-stale.mjs, as `npm start` would), so the runs time
 * starts only. PGlite: the first run starts on an empty data folder (migrations and seeding included), the
 * others restart on it. PostgreSQL: the database is dropped and created before the first run, likewise.
 * Each run is `npm start` in its own process group, polled every 10 ms on a free port, then stopped (SIGTERM).
 * With --cpu-prof DIR the server runs under `node --cpu-prof` (NODE_OPTIONS) and writes a profile per run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/sillage_bench_start' },
    'cpu-prof': { type: 'string' },
  },
});
const runs = Number(values.runs);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function startOnce(env) {
  const port = await freePort();
  const started = performance.now();
  const childEnv = { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn('npm', ['start', '--silent'], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  try {
    for (;;) {
      if (exited) throw new Error('the server exited before it was healthy');
      if (performance.now() - started > 60_000) throw new Error('not healthy after 60 s');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    if (!exited) {
      const gone = new Promise((r) => child.on('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await gone;
    }
  }
}

async function series(label, env) {
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await startOnce(env));
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(12)} first ${times[0].toFixed(0)} ms; runs ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${sorted[Math.floor(runs / 2)].toFixed(0)} ms`,
  );
}

const build = spawnSync('node', ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const profile = values['cpu-prof'] ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(values['cpu-prof'])}` } : {};

const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-start-'));
try {
  await series('PGlite', { DATA_DIR: dataDir, ...profile });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const url = new URL(values.url);
const dbName = url.pathname.slice(1);
const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
await admin.connect();
await admin.query(`drop database if exists "${dbName}"`);
await admin.query(`create database "${dbName}"`);
await admin.end();
const pgDataDir = mkdtempSync(path.join(tmpdir(), 'sillage-start-'));
try {
  await series('PostgreSQL', { DATABASE_URL: url.href, DATA_DIR: pgDataDir, ...profile });
} finally {
  rmSync(pgDataDir, { recursive: true, force: true });
}

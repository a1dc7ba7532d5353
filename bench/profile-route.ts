/**
 * A CPU profile of one route under load, to find what a request spends its time on before optimising.
 *
 *   node --import tsx bench/profile-route.ts --url postgres://postgres@127.0.0.1:5432/sillage_bench_forum \
 *     --path '/api/discussions?limit=20' [--email forum0@example.com] [--duration 10] [--connections 10] [--visitor] [--compressed]
 *
 * Starts the app in this process on that database (production settings, logs off, rate limits lifted), signs
 * in with the bench password, loads the route with autocannon in its own process, and meanwhile records this
 * process's CPU profile with the inspector. Prints the functions with the most self time and writes the
 * .cpuprofile (for Chrome DevTools or speedscope) beside the working directory's tmp folder.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string' },
    email: { type: 'string', default: 'forum0@example.com' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    /** Load the route signed out (no Authorization header). */
    visitor: { type: 'boolean', default: false },
    /** Send `accept-encoding: gzip, deflate, br`, as browsers do. */
    compressed: { type: 'boolean', default: false },
  },
});
if (!values.url || !values.path) throw new Error("usage: bench/profile-route.ts --url postgres://… --path '/api/…'");

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: values.url,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sillage-profile-')),
  HOST: '127.0.0.1',
  PORT: '0',
  PUBLIC_URL: 'http://127.0.0.1',
  LOG_LEVEL: 'silent',
  ACCESS_LOG: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_LIMIT_PER_IP: '100000',
  AUTH_LIMIT_PER_ACCOUNT: '100000',
  ACCESS_TOKEN_TTL_SECONDS: '7200',
  SEED: 'false',
});
const database = await openDatabase({ url: values.url });
await database.migrate();
const app = await buildApp({ config, database, jwtSecret: randomBytes(32).toString('hex') });
const base = await app.listen({ host: '127.0.0.1', port: 0 });
const signIn = await fetch(`${base}/api/auth/token?grant_type=password`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: values.email, password: 'bench-password' }),
});
if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
const token = ((await signIn.json()) as { access_token: string }).access_token;

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const result = await new Promise<string>((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [
      'node_modules/autocannon/autocannon.js',
      '-c',
      values.connections!,
      '-d',
      values.duration!,
      ...(values.visitor ? [] : ['-H', `authorization=Bearer ${token}`]),
      ...(values.compressed ? ['-H', 'accept-encoding=gzip, deflate, br'] : []),
      `${base}${values.path}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  child.on('error', reject);
  child.on('exit', () => resolve(out));
});
const { profile } = await session.post('Profiler.stop');
console.log(result);

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number };
const nodes = profile.nodes as Node[];
const total = nodes.reduce((n, x) => n + (x.hitCount ?? 0), 0);
const byFn = new Map<string, number>();
for (const n of nodes) {
  const where = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|common)\//, '$1/');
  const key = `${n.callFrame.functionName || '(anonymous)'} ${where}:${n.callFrame.lineNumber + 1}`;
  byFn.set(key, (byFn.get(key) ?? 0) + (n.hitCount ?? 0));
}
const idle = [...byFn].filter(([k]) => k.startsWith('(idle)')).reduce((n, [, v]) => n + v, 0);
console.log(`samples ${total}, busy ${(((total - idle) / total) * 100).toFixed(1)} %; self time of the busy samples:`);
for (const [k, v] of [...byFn]
  .filter(([k]) => !k.startsWith('(idle)'))
  .sort((a, b) => b[1] - a[1])
  .slice(0, 30))
  console.log(`${((v / (total - idle)) * 100).toFixed(1).padStart(5)} %  ${k}`);
const file = path.join(tmpdir(), `sillage-${Date.now()}.cpuprofile`);
writeFileSync(file, JSON.stringify(profile));
console.log(`profile: ${file}`);
await app.close();
await database.close();

/**
 * What the API load benchmarks (community.ts, forum.ts) share: their arguments, a count of the SQL statements one
 * request makes, and the real app started in-process on 127.0.0.1 against the bench database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Options } from 'autocannon';
import pg from 'pg';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import type { LoadResult } from './measure-load.mjs';

/** --url (a local database only), --duration (s) and --connections, checked. */
export function parseBenchArgs(script: string, exampleDb: string) {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
  });
  if (!values.url) {
    console.error(
      `usage: node --import tsx bench/${script} --url postgres://postgres@127.0.0.1:5432/${exampleDb} [--duration 10] [--connections 10]`,
    );
    process.exit(2);
  }
  const url = new URL(values.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`refusing a non-local database host: ${url.hostname}`);
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0 && duration <= 120)) throw new Error('--duration must be between 1 and 120 seconds');
  if (!(connections > 0 && connections <= 100)) throw new Error('--connections must be between 1 and 100');
  return { url, duration, connections };
}

export interface Statement {
  text: string;
  values: unknown[];
}
const probe = { inflight: 0, capture: null as Statement[] | null, installed: false };

/** Wraps pg.Client.prototype.query in this process, through which every query of the app's pool goes. */
export function installStatementProbe() {
  if (probe.installed) return;
  probe.installed = true;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const originalQuery = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') return originalQuery.apply(this, args);
    const given = Array.isArray(second) ? second : (first as { values?: unknown[] }).values;
    probe.capture?.push({ text, values: given ?? [] });
    probe.inflight++;
    const done = () => void probe.inflight--;
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (...r: unknown[]) => {
        done();
        return (last as (...a: unknown[]) => unknown)(...r);
      };
      return originalQuery.apply(this, args);
    }
    const ret = originalQuery.apply(this, args);
    if (ret && typeof (ret as Promise<unknown>).then === 'function') (ret as Promise<unknown>).then(done, done);
    else done();
    return ret;
  };
}

/** Waits until no statement is running (e.g. after a load run: requests autocannon gave up on still finish). */
export async function settle(maxMs = 120_000) {
  const until = Date.now() + maxMs;
  while (probe.inflight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
}

/** The statements that `run` makes, once everything before it has finished. */
export async function statementsDuring(run: () => Promise<unknown>): Promise<Statement[]> {
  await settle();
  probe.capture = [];
  await run();
  await settle();
  const got = probe.capture;
  probe.capture = null;
  return got;
}

/**
 * The app as main.ts builds it, on 127.0.0.1:0, with limits lifted so the load measures the API, plus a separate
 * connection (`admin`) for setup queries and EXPLAIN, whose statements are never captured.
 */
export async function startBenchApp(url: URL, name: string) {
  installStatementProbe();
  const dataDir = mkdtempSync(path.join(tmpdir(), `sillage-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    AUTH_LIMIT_PER_IP: '100000',
    AUTH_LIMIT_PER_ACCOUNT: '100000',
    ACCESS_TOKEN_TTL_SECONDS: '7200',
    SEED: 'false',
  });
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  const app = await buildApp({ config, database, jwtSecret: randomBytes(32).toString('hex') });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const close = async () => {
    await admin.end();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, admin, close };
}

/** Signs in a generated account ('bench-password') and returns its Authorization header. */
export async function signInBench(base: string, email: string, generator: string) {
  const signIn = await fetch(`${base}/api/auth/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password' }),
  });
  if (signIn.status !== 200)
    throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()} (was the database filled by ${generator}?)`);
  return { authorization: `Bearer ${((await signIn.json()) as { access_token: string }).access_token}` };
}

/**
 * Runs one autocannon scenario in a worker thread (bench/community-load.ts), so the load generator does not share the
 * in-process app's event loop; the worker is ended after `limitSeconds`.
 */
export function loadInWorker(opts: Options, limitSeconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Workers do not inherit tsx's loader hooks: the worker registers them itself, then loads the TypeScript file.
    const tsx = import.meta.resolve('tsx/esm/api');
    const file = new URL('../community-load.ts', import.meta.url).href;
    const code = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(file)}); });`;
    const worker = new Worker(code, { eval: true, workerData: opts });
    const kill = setTimeout(() => void worker.terminate(), limitSeconds * 1000);
    worker.once('message', (m: LoadResult) => {
      clearTimeout(kill);
      resolve(m);
    });
    worker.once('error', (err) => {
      clearTimeout(kill);
      reject(err);
    });
    worker.once('exit', (code) => {
      clearTimeout(kill);
      if (code !== 0) reject(new Error(`load worker exited with ${code}`));
    });
  });
}

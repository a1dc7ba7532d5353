/**
 * Faults an operator meets, measured on the compiled server under load: what each costs in requests, errors,
 * seconds to recover and acknowledged writes lost. The tests (server/faults*.test.ts) assert the outcome; this
 * reports the numbers, for the current sources or another build (e.g. an older commit's, to compare).
 *
 *   node --import tsx bench/faults.ts --url postgres://postgres@127.0.0.1:5432/postgres
 *        [--build DIR]            a folder holding dist/server/main.js (default: the current sources, compiled)
 *        [--restart "COMMAND"]    also restart PostgreSQL under writes with this command, e.g.
 *                                 "pg_ctlcluster 15 main restart -m fast" (it restarts the whole server)
 *        [--workers 2]
 *
 * Each scenario runs on a fresh database `sillage_bench_faults_*` of that server, with WEB_CONCURRENCY workers and
 * a redis-server of its own; nothing leaves 127.0.0.1.
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildServer, freePort, sleep, startRedis, startServer, steadyLoad, stop, waitFor, type Answer } from '#server/test/processes';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    build: { type: 'string' },
    restart: { type: 'string' },
    workers: { type: 'string', default: '2' },
  },
});
if (!values.url) throw new Error('--url postgres://… is required');
const serverUrl = values.url;
const built = !values.build;
const buildDir = values.build ? path.resolve(values.build) : buildServer();

let n = 0;
const ownAddress = () => ({ 'x-forwarded-for': `10.${(++n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });

async function onServer(statement: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await c.query(statement);
  } finally {
    await c.end();
  }
}

/** A fresh database, Redis and app (WEB_CONCURRENCY workers) for one scenario. */
async function setUp() {
  const name = `sillage_bench_faults_${randomBytes(4).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const redisPort = await freePort();
  let redis = await startRedis(redisPort);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const app = startServer(buildDir, {
    PORT: String(port),
    DATABASE_URL: url.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    JWT_SECRET: 'bench-faults-secret-bench-faults-secret-01',
    DATA_DIR: path.join(buildDir, `data-${name}`),
    WEB_CONCURRENCY: values.workers!,
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_LIMIT_PER_IP: '100000',
    AUTH_LIMIT_PER_ACCOUNT: '100000',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  await waitFor(async () => (await fetch(`${origin}/api/health`)).status === 200, 'the app', 90_000);
  return {
    name,
    url: url.toString(),
    origin,
    app,
    redisPort,
    killRedis: () => stop(redis, 'SIGKILL'),
    startRedis: async () => void (redis = await startRedis(redisPort)),
    async tearDown() {
      await stop(app.child);
      await stop(redis);
      await onServer(`drop database if exists ${name} with (force)`);
      rmSync(path.join(buildDir, `data-${name}`), { recursive: true, force: true });
    },
  };
}

/** Sign-ups followed by a follow of one target, from `loops` clients; every acknowledged write is recorded. */
function writeLoad(origin: string, targetId: string, loops = 6) {
  const acknowledged = { members: [] as string[], follows: [] as string[] };
  const answers: Answer[] = [];
  let running = true;
  const send = async (url: string, init: RequestInit) => {
    const startedAt = Date.now();
    const res = await fetch(url, init).catch(() => undefined);
    answers.push({ status: res?.status ?? 0, startedAt, ms: Date.now() - startedAt });
    if (!res) await sleep(20);
    return res;
  };
  const running$ = Array.from({ length: loops }, async () => {
    while (running) {
      const email = `bench-${randomBytes(5).toString('hex')}@example.com`;
      const res = await send(`${origin}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ownAddress() },
        body: JSON.stringify({ email, password: 'bench-faults-password', journey: 'customer' }),
      });
      if (res?.status !== 201) continue;
      acknowledged.members.push(email);
      const { access_token: token, user } = (await res.json()) as { access_token: string; user: { id: string } };
      const follow = await send(`${origin}/api/profiles/${targetId}/follow`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...ownAddress() },
      });
      if (follow?.status === 200) acknowledged.follows.push(user.id);
    }
  });
  return {
    answers,
    acknowledged,
    async stop() {
      running = false;
      await Promise.all(running$);
    },
  };
}

/** Acknowledged writes missing from the database. */
async function lostWrites(url: string, targetId: string, acknowledged: { members: string[]; follows: string[] }) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const members = await c.query('select count(*)::int as n from users where lower(email) = any($1)', [acknowledged.members]);
    const follows = await c.query('select count(*)::int as n from user_follows where following_id = $1 and follower_id = any($2)', [
      targetId,
      acknowledged.follows,
    ]);
    return acknowledged.members.length - members.rows[0].n + (acknowledged.follows.length - follows.rows[0].n);
  } finally {
    await c.end();
  }
}

/** Seconds from the fault to the first success after which every request succeeded (null: never). */
function recoverySeconds(answers: Answer[], faultAt: number): number | null {
  const after = answers.filter((a) => a.startedAt >= faultAt).sort((a, b) => a.startedAt - b.startedAt);
  let firstOfRun: Answer | undefined;
  for (const a of after) {
    if (a.status >= 200 && a.status < 300) firstOfRun ??= a;
    else firstOfRun = undefined;
  }
  return firstOfRun ? (firstOfRun.startedAt + firstOfRun.ms - faultAt) / 1000 : null;
}

function summary(answers: Answer[]) {
  const count = (p: (s: number) => boolean) => answers.filter((a) => p(a.status)).length;
  return {
    requests: answers.length,
    ok: count((s) => s >= 200 && s < 300),
    '503': count((s) => s === 503),
    'other 5xx': count((s) => s >= 500 && s !== 503),
    'no answer': count((s) => s === 0),
    'slowest ms': Math.max(0, ...answers.map((a) => a.ms)),
  };
}

function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((e) => /^\d+$/.test(e))
    .filter((e) => {
      try {
        const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const alive = (app: ReturnType<typeof startServer>) => app.child.exitCode === null && app.child.signalCode === null;
const results: Record<string, unknown>[] = [];

async function databaseFault(label: string, inject: (env: Awaited<ReturnType<typeof setUp>>) => Promise<void>) {
  const env = await setUp();
  try {
    const target = await fetch(`${env.origin}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ownAddress() },
      body: JSON.stringify({ email: `target-${randomBytes(4).toString('hex')}@example.com`, password: 'bench-faults-password' }),
    });
    const targetId = ((await target.json()) as { user: { id: string } }).user.id;
    const load = writeLoad(env.origin, targetId);
    await sleep(2000);
    const faultAt = Date.now();
    await inject(env);
    await sleep(6000);
    await load.stop();
    const lost = await lostWrites(env.url, targetId, load.acknowledged).catch(() => 'unknown');
    results.push({
      fault: label,
      ...summary(load.answers),
      'recovered in s': recoverySeconds(load.answers, faultAt),
      'writes acknowledged': load.acknowledged.members.length + load.acknowledged.follows.length,
      'writes lost': lost,
      'primary alive': alive(env.app),
      'primary exit code': env.app.child.exitCode,
    });
  } finally {
    await env.tearDown();
  }
}

await databaseFault('PostgreSQL: every backend terminated', async (env) => {
  await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${env.name}'`);
});
if (values.restart) await databaseFault(`PostgreSQL restarted (${values.restart})`, async () => void execSync(values.restart!));

{
  const env = await setUp();
  try {
    const load = steadyLoad(6, (_i, signal) => fetch(`${env.origin}/api/products?limit=1`, { headers: ownAddress(), signal }));
    await sleep(2000);
    const downAt = Date.now();
    await env.killRedis();
    await sleep(3000);
    const upAt = Date.now();
    await env.startRedis();
    await sleep(3000);
    const answers = await load.stop();
    const during = answers.filter((a) => a.startedAt >= downAt && a.startedAt < upAt);
    const before = answers.filter((a) => a.startedAt < downAt);
    results.push({
      fault: 'Redis killed for 3 s',
      ...summary(answers),
      'req/s before': Math.round(before.length / 2),
      'req/s while down': Math.round(during.length / 3),
      'slowest ms while down': Math.max(0, ...during.map((a) => a.ms)),
      'primary alive': alive(env.app),
    });
  } finally {
    await env.tearDown();
  }
}

{
  const env = await setUp();
  try {
    const primary = env.app.child.pid!;
    const load = steadyLoad(6, (_i, signal) => fetch(`${env.origin}/api/products?limit=1`, { headers: ownAddress(), signal }));
    await sleep(2000);
    const oneAt = Date.now();
    process.kill(childrenOf(primary)[0], 'SIGKILL');
    await sleep(3000);
    const allAt = Date.now();
    for (const pid of childrenOf(primary)) process.kill(pid, 'SIGKILL');
    await sleep(5000);
    const answers = await load.stop();
    results.push({
      fault: 'one worker killed, then all',
      ...summary(answers),
      'recovered in s (one)': recoverySeconds(
        answers.filter((a) => a.startedAt < allAt),
        oneAt,
      ),
      'recovered in s (all)': recoverySeconds(answers, allAt),
      'workers at the end': childrenOf(primary).length,
      'primary alive': alive(env.app),
      'primary exit code': env.app.child.exitCode,
    });
  } finally {
    await env.tearDown();
  }
}

for (const r of results) console.log(JSON.stringify(r));
if (built) rmSync(buildDir, { recursive: true, force: true });

/**
 * Faults an operator meets, injected into compiled server processes (node dist/server/main.js) on PostgreSQL
 * and a Redis of the test's own: every backend of the app terminated in the middle of writes, workers of a
 * cluster killed, Redis stopped under load. Runs in the PostgreSQL pass (TEST_DB_DRIVER=postgres).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  createScratchDatabase,
  dropScratchDatabase,
  freePort,
  sleep,
  startRedis,
  startServer,
  steadyLoad,
  stop,
  waitFor,
} from '#server/test/processes';

const base = process.env.TEST_DATABASE_URL;
if (!base) throw new Error('this test needs TEST_DATABASE_URL (a PostgreSQL server)');

const RATE_LIMIT = 30;
const dbName = `sillage_faults_${randomBytes(5).toString('hex')}`;
let dbUrl: string;
let buildDir: string;
let redisPort: number;
let redisServer: ChildProcess;
let redis: Redis;
let db: pg.Client;
const servers: ReturnType<typeof startServer>[] = [];

/** Each request from an address of its own (TRUST_PROXY): the load is not what the rate limit is tested on. */
let addressCounter = 0;
const ownAddress = () => {
  const n = ++addressCounter;
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
};

function serverEnv(port: number, extra: Record<string, string> = {}) {
  return {
    PORT: String(port),
    DATABASE_URL: dbUrl,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    JWT_SECRET: 'faults-test-secret-faults-test-secret-0123',
    DATA_DIR: path.join(buildDir, 'data'),
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    AUTH_LIMIT_PER_IP: '100000',
    AUTH_LIMIT_PER_ACCOUNT: '100000',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
    ...extra,
  };
}

async function startHealthy(env: Record<string, string>) {
  const server = startServer(buildDir, env);
  servers.push(server);
  const origin = `http://127.0.0.1:${env.PORT}`;
  await waitFor(
    async () => (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) })).status === 200,
    `${origin} healthy`,
    90_000,
  );
  return { ...server, origin };
}

beforeAll(async () => {
  dbUrl = await createScratchDatabase(dbName);
  db = new pg.Client({ connectionString: base });
  await db.connect();
  redisPort = await freePort();
  redisServer = await startRedis(redisPort);
  redis = new Redis(redisPort, '127.0.0.1', { maxRetriesPerRequest: 1, lazyConnect: true });
  buildDir = buildServer();
}, 120_000);

afterAll(async () => {
  for (const s of servers) await stop(s.child);
  redis?.disconnect();
  if (redisServer) await stop(redisServer);
  await db?.end();
  await dropScratchDatabase(dbName);
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
}, 60_000);

/** A member signed up on `origin`: email, password and access token. */
async function signUp(origin: string) {
  const email = `fault-${randomBytes(5).toString('hex')}@example.com`;
  const res = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ownAddress() },
    body: JSON.stringify({ email, password: 'faults-test-password', journey: 'customer' }),
    signal: AbortSignal.timeout(10_000),
  });
  return { res, email };
}

/** The pids of `parent`'s child processes (from /proc: no procps needed). */
function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

describe('faults', () => {
  it('survives every backend of the app terminated during writes: no 5xx but 503, back within 2 s, no acknowledged write lost', async () => {
    const app = await startHealthy(serverEnv(await freePort()));
    const target = await signUp(app.origin);
    expect(target.res.status).toBe(201);
    const targetId = ((await target.res.json()) as { user: { id: string } }).user.id;

    // Writes: each loop signs a member up (one transaction), then has them follow the target (another).
    const acknowledged = { members: [] as string[], follows: [] as string[] };
    const answers: { status: number; startedAt: number }[] = [];
    let running = true;
    const loops = Array.from({ length: 6 }, async () => {
      while (running) {
        let startedAt = Date.now();
        const { res, email } = await signUp(app.origin).catch(() => ({ res: undefined, email: '' }));
        answers.push({ status: res?.status ?? 0, startedAt });
        if (res?.status !== 201) continue;
        acknowledged.members.push(email);
        const { access_token: token, user } = (await res.json()) as { access_token: string; user: { id: string } };
        startedAt = Date.now();
        const follow = await fetch(`${app.origin}/api/profiles/${targetId}/follow`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, ...ownAddress() },
          signal: AbortSignal.timeout(10_000),
        }).catch(() => undefined);
        answers.push({ status: follow?.status ?? 0, startedAt });
        if (follow?.status === 200) acknowledged.follows.push(user.id);
      }
    });

    const terminations: number[] = [];
    for (let round = 0; round < 3; round++) {
      await sleep(800);
      terminations.push(Date.now());
      const killed = await db.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
    }
    await sleep(2500);
    running = false;
    await Promise.all(loops);

    expect(app.child.exitCode, app.output()).toBeNull();
    expect(app.child.signalCode).toBeNull();
    // Lost connections answer 503 (try again); nothing else fails.
    const statuses = new Set(answers.map((a) => a.status));
    expect(
      [...statuses].filter((s) => ![200, 201, 503].includes(s)),
      app.output(),
    ).toEqual([]);
    // Every request that started 2 s after the last termination succeeded.
    const last = terminations.at(-1)!;
    const after = answers.filter((a) => a.startedAt >= last + 2000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((a) => a.status >= 300)).toEqual([]);
    // Every acknowledged write is in the database.
    const check = new pg.Client({ connectionString: dbUrl });
    await check.connect();
    try {
      const found = await check.query('select lower(email) as email from users where lower(email) = any($1)', [acknowledged.members]);
      expect(found.rowCount).toBe(acknowledged.members.length);
      const follows = await check.query('select follower_id from user_follows where following_id = $1 and follower_id = any($2)', [
        targetId,
        acknowledged.follows,
      ]);
      expect(follows.rowCount).toBe(acknowledged.follows.length);
    } finally {
      await check.end();
    }
    expect(acknowledged.members.length).toBeGreaterThan(10);
    await stop(app.child);
  }, 120_000);

  it('keeps answering while Redis is down, at the usual speed, and counts the rate limit again once it is back', async () => {
    const app = await startHealthy(serverEnv(await freePort()));
    const read = (address: string, signal?: AbortSignal) =>
      fetch(`${app.origin}/api/products?limit=1`, { headers: { 'x-forwarded-for': address }, signal });
    await redis.connect();
    await redis.flushall();
    // The limit counts while Redis is up.
    for (let i = 0; i < RATE_LIMIT; i++) expect((await read('192.0.2.1')).status).toBe(200);
    expect((await read('192.0.2.1')).status).toBe(429);
    redis.disconnect();

    await stop(redisServer, 'SIGKILL');
    const load = steadyLoad(4, (_i, signal) => read('192.0.2.2', signal));
    await sleep(3000);
    const down = await load.stop();
    // Served without the limit (no 429 past 30 requests), and each at the usual speed: a command fails at
    // once while Redis is unreachable instead of waiting for it.
    expect(down.length).toBeGreaterThan(RATE_LIMIT * 2);
    expect(down.filter((a) => a.status !== 200)).toEqual([]);
    const slowest = Math.max(...down.map((a) => a.ms));
    expect(slowest, `slowest request while Redis was down: ${slowest} ms`).toBeLessThan(500);

    redisServer = await startRedis(redisPort);
    redis = new Redis(redisPort, '127.0.0.1', { maxRetriesPerRequest: 1 });
    // Reconnected (every 250 ms to 2 s): a request's counter appears in Redis again.
    await waitFor(
      async () => {
        await read(`198.51.100.${Math.floor(Math.random() * 250)}`);
        return (await redis.keys('sillage-rate-limit-*')).length > 0;
      },
      'the rate limit to count in Redis again',
      10_000,
    );
    for (let i = 0; i < RATE_LIMIT; i++) expect((await read('192.0.2.3')).status).toBe(200);
    expect((await read('192.0.2.3')).status).toBe(429);
    expect(app.child.exitCode).toBeNull();
    await stop(app.child);
  }, 120_000);

  it('replaces a killed worker, then all of them, and the port answers again', async () => {
    const app = await startHealthy(serverEnv(await freePort(), { WEB_CONCURRENCY: '2' }));
    const primary = app.child.pid!;
    await waitFor(async () => childrenOf(primary).length === 2, 'two workers');
    const health = () => fetch(`${app.origin}/api/health`, { headers: ownAddress(), signal: AbortSignal.timeout(2000) });
    const load = steadyLoad(4, (_i, signal) => fetch(`${app.origin}/api/products?limit=1`, { headers: ownAddress(), signal }));

    await sleep(500);
    const [first, second] = childrenOf(primary);
    process.kill(first, 'SIGKILL');
    await waitFor(async () => childrenOf(primary).length === 2 && !childrenOf(primary).includes(first), 'a new worker', 15_000);
    await sleep(500);

    const killedAllAt = Date.now();
    for (const pid of childrenOf(primary)) process.kill(pid, 'SIGKILL');
    await waitFor(async () => !childrenOf(primary).includes(second), 'the second worker to be gone', 15_000, 10);
    await waitFor(async () => (await health()).status === 200, 'the port to answer again', 15_000);
    const back = Date.now() - killedAllAt;
    await sleep(500);
    const answers = await load.stop();

    expect(app.child.exitCode, app.output()).toBeNull();
    await waitFor(async () => childrenOf(primary).length === 2, 'two workers again', 15_000);
    // Requests cut by a dying worker fail (status 0); every one that started once the workers were back succeeded.
    const after = answers.filter((a) => a.startedAt >= killedAllAt + back);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(app.output()).toMatch(/worker exited unexpectedly, starting another/);
    await stop(app.child);
    expect(app.child.exitCode).toBe(0);
  }, 120_000);
});

/**
 * Two app processes on one PostgreSQL database and one Redis, as docs/deploy.md runs them: both compiled
 * (node dist/server/main.js), on two ports, with a real Redis (redis-server on a free port) and a real SMTP peer.
 * Runs in the PostgreSQL pass (TEST_DB_DRIVER=postgres, TEST_DATABASE_URL).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openLive } from '#server/test/live-client';
import { buildServer, createScratchDatabase, dropScratchDatabase, freePort, startRedis, waitFor } from '#server/test/processes';

const base = process.env.TEST_DATABASE_URL;
if (!base) throw new Error('this test needs TEST_DATABASE_URL (a PostgreSQL server)');

const RATE_LIMIT = 12;
const dbName = `sillage_scale_${randomBytes(5).toString('hex')}`;
const children: ChildProcess[] = [];
const output: string[] = [];
const received: { to: string[] }[] = [];
let smtp: SMTPServer;
let redis: Redis;
let buildDir: string;
let a: string;
let b: string;
let dbUrl: string;

function startApp(port: number, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [path.join(buildDir, 'dist/server/main.js')], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => output.push(String(d)));
  child.stderr!.on('data', (d) => output.push(String(d)));
  children.push(child);
  return child;
}

beforeAll(async () => {
  dbUrl = await createScratchDatabase(dbName);

  const redisPort = await freePort();
  children.push(await startRedis(redisPort));
  redis = new Redis(redisPort, '127.0.0.1', { maxRetriesPerRequest: 1 });
  expect(await redis.ping()).toBe('PONG');

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', () => r()));

  buildDir = buildServer();

  const env = {
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: path.join(buildDir, 'data'),
    RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    AUTH_LIMIT_PER_IP: '1000',
    AUTH_LIMIT_PER_ACCOUNT: '1000',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
  };
  const [portA, portB] = [await freePort(), await freePort()];
  a = `http://127.0.0.1:${portA}`;
  b = `http://127.0.0.1:${portB}`;
  // A first (migrations and the first-start seed), then B on the same database. Seeding a fresh database from
  // two instances at once is not safe yet (see docs/deploy.md).
  startApp(portA, env);
  await waitFor(async () => (await fetch(`${a}/api/health`)).status === 200, `${a} healthy`, 90_000);
  startApp(portB, env);
  await waitFor(async () => (await fetch(`${b}/api/health`)).status === 200, `${b} healthy`, 90_000);
  // Each test starts from a clean slate of shared counters.
  await redis.flushall();
}, 240_000);

afterAll(async () => {
  for (const child of children.reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  redis?.disconnect();
  await new Promise<void>((r) => (smtp ? smtp.close(() => r()) : r()));
  await dropScratchDatabase(dbName);
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
}, 60_000);

describe('two app processes on one PostgreSQL and Redis', () => {
  it('share the API rate limit: the limit is counted over both, the next request is 429 on either', async () => {
    await redis.flushall();
    // /api/health is outside the rate limit (docs/security.md): a rate-limited public read is counted instead.
    const FEED = '/api/posts?limit=1';
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT; i++) statuses.push((await fetch(`${i % 2 ? b : a}${FEED}`)).status);
    expect(statuses).toEqual(Array(RATE_LIMIT).fill(200));
    const overA = await fetch(`${a}${FEED}`);
    const overB = await fetch(`${b}${FEED}`);
    expect([overA.status, overB.status]).toEqual([429, 429]);
    expect((await overB.json()).error.code).toBeTruthy();
    // Over the limit, the health check still answers on both (load balancers must not drop a busy process).
    expect([(await fetch(`${a}/api/health`)).status, (await fetch(`${b}/api/health`)).status]).toEqual([200, 200]);
    // The counters are Redis's: emptying it lets both processes serve again.
    await redis.flushall();
    expect((await fetch(`${a}${FEED}`)).status).toBe(200);
    expect((await fetch(`${b}${FEED}`)).status).toBe(200);
  });

  /** A new member signed up on `base`: their email, access token and cookies. */
  async function signUpOn(base: string) {
    const email = `scale-${randomBytes(4).toString('hex')}@example.com`;
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'scale-out-password', journey: 'customer' }),
    });
    expect(signup.status).toBe(201);
    const { access_token: token } = (await signup.json()) as { access_token: string };
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    return { email, token, cookie };
  }

  it('share sessions: a session opened on one is accepted (and refreshed) by the other', async () => {
    await redis.flushall();
    const { email, token, cookie } = await signUpOn(a);

    const me = await fetch(`${b}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(email);

    const refreshed = await fetch(`${b}/api/auth/token?grant_type=refresh_token`, { method: 'POST', headers: { cookie } });
    expect(refreshed.status).toBe(200);
    const again = await fetch(`${a}/api/auth/user`, {
      headers: { authorization: `Bearer ${((await refreshed.json()) as { access_token: string }).access_token}` },
    });
    expect(again.status).toBe(200);
  });

  it("end sessions everywhere: signed out on one, the other (which keeps live sessions' checks in memory) refuses the token", async () => {
    await redis.flushall();
    const auth = { authorization: `Bearer ${(await signUpOn(a)).token}` };
    // B checks the session once and keeps it.
    for (let i = 0; i < 3; i++) expect((await fetch(`${b}/api/auth/user`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${a}/api/auth/logout?scope=global`, { method: 'POST', headers: auth })).status).toBe(200);
    // The database's notification reaches B within milliseconds; allow a second on a loaded machine.
    const deadline = Date.now() + 1000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await fetch(`${b}/api/auth/user`, { headers: auth })).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });

  it('send each outbox mail once, though both run a mail worker', async () => {
    await redis.flushall();
    const emails = Array.from({ length: 6 }, (_, i) => `mail-${i}-${randomBytes(4).toString('hex')}@example.com`);
    for (const [i, email] of emails.entries()) {
      const res = await fetch(`${i % 2 ? b : a}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'scale-out-password', journey: 'customer' }),
      });
      expect(res.status).toBe(201);
    }
    const mine = () => received.filter((m) => emails.some((e) => m.to.includes(e)));
    await waitFor(async () => mine().length >= emails.length, 'the verification mails', 30_000);
    // Several more passes of both workers (one per second each): nothing is sent twice.
    await new Promise((r) => setTimeout(r, 3000));
    for (const email of emails) expect(mine().filter((m) => m.to.includes(email))).toHaveLength(1);
    expect(output.join('')).not.toMatch(/"level":50/);
  });

  it('carry live events across processes: writes on one reach a stream client connected to the other', async () => {
    await redis.flushall();
    const signUpOn = async (origin: string) => {
      const email = `sse-${randomBytes(4).toString('hex')}@example.com`;
      const res = await fetch(`${origin}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'scale-out-password', journey: 'customer' }),
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as { access_token: string; user: { id: string } };
      return { id: body.user.id, auth: { authorization: `Bearer ${body.access_token}` } };
    };
    const target = await signUpOn(b);
    const follower = await signUpOn(a);
    // Posting takes a confirmed address, as the mailed link would confirm it.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    await db.query('update users set email_confirmed_at = now() where id = $1', [follower.id]);
    await db.end();

    // The target's one stream, opened on B (as a browser tab reads it: fetch with the bearer header).
    const stream = await openLive(b, ['inbox', 'feed'], { auth: target.auth });
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect((await stream.next((f) => f.event === 'unread', 10_000)).data).toEqual({ unread: 0 });
      // The follower follows the target on A: the notification is written there; PostgreSQL's NOTIFY at commit
      // reaches B's LISTEN, and B pushes the new count down the open stream.
      const follow = await fetch(`${a}/api/profiles/${target.id}/follow`, { method: 'POST', headers: follower.auth });
      expect(follow.status).toBe(200);
      expect((await stream.next((f) => f.event === 'unread' && f.data.unread === 1, 10_000)).data).toEqual({ unread: 1 });
      // A post written on A reaches the feed followers connected to B, and so does a comment on it.
      const form = new FormData();
      form.append('content', 'Written on A');
      const posted = await fetch(`${a}/api/posts`, { method: 'POST', headers: follower.auth, body: form });
      expect(posted.status).toBe(201);
      const postId = ((await posted.json()) as { id: string }).id;
      expect((await stream.next((f) => f.data.subject === postId, 10_000)).data).toMatchObject({ topic: 'feed', kind: 'post' });
      const open = await openLive(b, [`post:${postId}`], { auth: target.auth });
      try {
        await open.next((f) => f.event === 'ready', 10_000);
        const commented = await fetch(`${a}/api/posts/${postId}/comments`, {
          method: 'POST',
          headers: { ...follower.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ content: 'And a comment, on A' }),
        });
        expect(commented.status).toBe(201);
        const commentId = ((await commented.json()) as { id: string }).id;
        expect((await open.next((f) => f.data.subject === commentId, 10_000)).data.kind).toBe('comments');
      } finally {
        open.abort();
      }
    } finally {
      stream.abort();
    }
  });
});

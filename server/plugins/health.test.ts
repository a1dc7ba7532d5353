import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { mailOutbox } from '#server/db/schema';
import { OUTBOX_DEGRADED_AFTER_SECONDS } from '#server/lib/health';
import { enqueueMail } from '#server/mail/outbox';
import { closedPort } from '#server/mail/test-smtp-peer';
import { startS3rver } from '#server/storage/test-s3rver';
import { createTestApp, openTestDatabase, uniqueEmail, type TestApp } from '#server/test/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Every poll checks again: these tests change the dependencies between polls.
const EVERY_POLL = { HEALTH_CHECK_INTERVAL_MS: '0' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(EVERY_POLL);
});
afterAll(() => t.close());

describe('GET /api/health: which dependency fails', () => {
  it('reports the mail outbox: mails due and the age of the oldest, degraded (still 200) past the threshold', async () => {
    const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
    expect((await health()).json().mailOutbox).toEqual({ status: 'ok', due: 0, oldestSeconds: 0 });

    const to = uniqueEmail('backlog');
    await enqueueMail(t.database.db, { to, subject: 'Waiting', text: 'One' });
    await enqueueMail(t.database.db, { to, subject: 'Waiting', text: 'Two' });
    let res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', mailOutbox: { status: 'ok', due: 2 } });

    // The oldest has been retried for longer than the threshold, and waits for its next attempt (not due).
    const age = OUTBOX_DEGRADED_AFTER_SECONDS + 60;
    await t.database.db.execute(sql`
      update ${mailOutbox} set created_at = now() - make_interval(secs => ${age}), next_attempt_at = now() + interval '1 hour'
      where id = (select id from ${mailOutbox} where "to" = ${to} order by created_at limit 1)`);
    res = await health();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'degraded', database: 'ok', storage: 'ok', mailOutbox: { status: 'degraded', due: 1 } });
    expect(body.mailOutbox.oldestSeconds).toBeGreaterThanOrEqual(age);
    expect(body.mailOutbox.oldestSeconds).toBeLessThan(age + 60);

    await t.database.db.execute(sql`update ${mailOutbox} set sent_at = now() where "to" = ${to}`);
    expect((await health()).json()).toMatchObject({ status: 'ok', mailOutbox: { status: 'ok', due: 0, oldestSeconds: 0 } });
  });

  it('reports S3 storage: ok when the bucket answers, unreachable (degraded, still 200) when it does not, without the address or keys', async () => {
    const s3 = await startS3rver();
    const reachable = await createTestApp({ ...EVERY_POLL, STORAGE_URL: s3.url }, { database: t.database });
    const port = await closedPort();
    const down = await createTestApp(
      { ...EVERY_POLL, STORAGE_URL: `s3://KEYID:SECRETKEY@127.0.0.1:${port}/sillage-test?tls=false&forcePathStyle=true` },
      { database: t.database },
    );
    try {
      const ok = await reachable.app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ status: 'ok', storage: 'ok' });

      const res = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'ok', storage: 'unreachable' });
      expect(res.body).not.toMatch(new RegExp(`KEYID|SECRETKEY|127\\.0\\.0\\.1|${port}|ECONNREFUSED`));
      // Storage is not the database: the process stays ready.
      expect((await down.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    } finally {
      await reachable.close();
      await down.close();
      await s3.close();
    }
  });

  it('reports Redis only when REDIS_URL is set: unreachable is degraded, still 200, without its address', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).not.toHaveProperty('redis');
    const port = await closedPort();
    const withRedis = await createTestApp({ ...EVERY_POLL, REDIS_URL: `redis://:hunter2@127.0.0.1:${port}` }, { database: t.database });
    try {
      const res = await withRedis.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'unreachable' });
      expect(res.body).not.toMatch(new RegExp(`hunter2|127\\.0\\.0\\.1|${port}`));
    } finally {
      await withRedis.close();
    }
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('live and ready answer 200 while everything is up, exempt from the rate limit', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1' }, { database: t.database });
    try {
      for (let i = 0; i < 3; i++) {
        expect((await limited.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
        expect((await limited.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ok' });
      }
    } finally {
      await limited.close();
    }
  });

  it('with the database gone: ready and health answer 503, live stays 200 (it touches no dependency)', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.config.DATA_DIR, ...EVERY_POLL });
    const app = await buildApp({ config, database, jwtSecret: 'test-secret-test-secret-test-secret-123' });
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: { code: 'not_ready', message: 'The database is unreachable' } });
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'error', database: 'unreachable' });
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('ready answers 503 once the app is shutting down, even to a check that began before', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.config.DATA_DIR, ...EVERY_POLL });
    const app = await buildApp({ config, database, jwtSecret: 'test-secret-test-secret-test-secret-123' });
    await app.ready();
    const ping = database.ping.bind(database);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    database.ping = async () => {
      await held;
      await ping();
    };
    try {
      const ready = app.inject({ method: 'GET', url: '/api/health/ready' });
      await sleep(20);
      const closed = app.close();
      await sleep(20);
      release();
      const res = await ready;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: { code: 'not_ready', message: 'The server is shutting down' } });
      await closed;
    } finally {
      release();
      await database.close();
    }
  });
});

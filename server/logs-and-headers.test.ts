import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './test/test-app';
import { logTransport } from './mail/transport';

/** Issue 9 items 15–17: no secrets or values in logs; health outside the rate limiter; cache headers of the app shell. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
let t: TestApp;
let clientDir: string;
const SECRET_TOKEN = 'tok_' + 'Zq9x'.repeat(10);
const PHONE = '+33 6 12 34 56 78';
const EMAIL = 'private.person@example.com';

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), 'sillage-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Sillage</title>');
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg/>');
  t = await createTestApp(
    { RATE_LIMIT_PER_MINUTE: '3' },
    {
      clientDir,
      logger: { level: 'info', stream },
      configure: (app: FastifyInstance) => {
        // A statement that fails with the values of a person in its parameters (as a real bug would).
        // Logged as the health check is: failures only.
        app.get('/api/test-only/probe', { config: { accessLog: 'failures' } }, async (request, reply) =>
          reply.code('fail' in (request.query as object) ? 503 : 200).send({ ok: true }),
        );
        app.get('/api/test-only/db-failure', async () => {
          await t.database.db.execute(sql`select 1 / 0 where ${PHONE} <> ${EMAIL}`);
          return { ok: true };
        });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('item 15: tokens never reach the logs', () => {
  it('redacts token query parameters from request-log URLs (API and app pages)', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: `/auth/verify?token=${SECRET_TOKEN}` });
    await t.app.inject({ method: 'GET', url: `/auth/reset?x=1&token=${SECRET_TOKEN}&y=2` });
    await t.app.inject({ method: 'GET', url: `/api/nothing-here?token=${SECRET_TOKEN}` });
    const log = lines.join('');
    expect(log).toContain('/auth/verify?token=[redacted]');
    expect(log).toContain('/auth/reset?x=1&token=[redacted]&y=2');
    expect(log).not.toContain(SECRET_TOKEN);
  });

  it('the log mail transport writes the whole mail to a file and logs it with links redacted', async () => {
    const out: string[] = [];
    const log = pino({ level: 'info' }, new Writable({ write: (c, _e, d) => (out.push(String(c)), d()) }));
    const dir = mkdtempSync(path.join(tmpdir(), 'sillage-mail-'));
    const transport = logTransport(log, dir);
    await transport.send(
      { to: 'a@example.com', subject: 'Confirm', text: `Open http://localhost:3000/auth/verify?token=${SECRET_TOKEN}\n` },
      'Sillage <no-reply@x>',
    );
    expect(out.join('')).toContain('/auth/verify?token=[redacted]');
    expect(out.join('')).not.toContain(SECRET_TOKEN);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(dir, files[0]), 'utf8')).toContain(`token=${SECRET_TOKEN}`);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('item 16: database errors are logged without their values', () => {
  it('logs the SQL state and statement, never the parameters', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/test-only/db-failure' });
    expect(res.statusCode).toBe(500);
    const errorLine = lines.map((l) => JSON.parse(l)).find((l) => l.level >= 50);
    expect(errorLine.err).toMatchObject({ sqlState: '22012', message: 'database error 22012' });
    expect(errorLine.err.query).toContain('select 1 / 0 where $1 <> $2');
    const log = lines.join('');
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain(EMAIL);
  });
});

describe('item 17: health and caching', () => {
  it('/api/health is outside the general rate limiter; other API routes are limited with Retry-After', async () => {
    for (let i = 0; i < 10; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.17.0.1' })).statusCode).toBe(200);
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject({ method: 'GET', url: '/api/products', remoteAddress: '10.17.0.2' });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a successful health probe writes no access line; a failed probe and any other request do', async () => {
    lines.length = 0;
    const requestLines = () => lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request');
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/test-only/probe' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/test-only/probe?fail' })).statusCode).toBe(503);
    await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(requestLines().map((l) => [l.url, l.status])).toEqual([
      ['/api/test-only/probe?fail', 503],
      ['/favicon.svg', 200],
    ]);
  });

  it.each(['/', '/index.html', '/community', '/auth/verify?token=x', '/some/deep/client/route'])(
    'serves the app shell at %s with no-cache',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      // The shell, with the page's own title where it has one (server/modules/seo/page-meta.service.ts).
      expect(res.body).toMatch(/^<!doctype html><title>(\w[\w ]* · )?Sillage<\/title>/);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets for a year, immutable; other files for an hour', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});

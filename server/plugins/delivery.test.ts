import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { App } from '#server/context';
import { openTestDatabase } from '#server/test/test-app';
import type { Database } from '#server/db/client';
import { seedCatalogue } from '#server/db/seed/catalogue';
import { computeSecurityHeaders } from './security-headers';

// A built client of our own: one script with hand-made .br and .gz siblings whose bytes differ from what a
// per-request compression would produce (a marker comment), so the test sees which bytes were sent.
const clientDir = mkdtempSync(path.join(tmpdir(), 'sillage-client-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
const br = brotliCompressSync(`${script}/* from the .br file */`);
const gz = gzipSync(`${script}/* from the .gz file */`);
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Sillage</title><div id="root"></div>');
writeFileSync(path.join(clientDir, 'assets/app-abc.js'), script);
writeFileSync(path.join(clientDir, 'assets/app-abc.js.br'), br);
writeFileSync(path.join(clientDir, 'assets/app-abc.js.gz'), gz);

let app: App;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedCatalogue(database.db);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: clientDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  app = await buildApp({ config, database, jwtSecret: 'test-secret-test-secret-test-secret-123', clientDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('is sent from its precompressed brotli file with Content-Encoding: br', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(br)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('from the .br file');
  });

  it('is sent from its .gz file to a client that only accepts gzip', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('from the .gz file');
  });

  it('is sent as it is, uncompressed, to a client that accepts no encoding', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });
});

describe('API answers', () => {
  it('over 1 KB are compressed when the client accepts it: brotli first, else gzip', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/products' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ]) {
      const res = await app.inject({ method: 'GET', url: '/api/products', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
      const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
      expect(JSON.parse(body.toString())).toEqual(plain.json());
    }
  });

  it('under 1 KB are sent uncompressed', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('security headers', () => {
  it("are computed once: helmet's on the app shell and files, the same on each", async () => {
    const expected = computeSecurityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } });
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    const csps = new Set<string>();
    for (const url of ['/community', '/assets/app-abc.js', '/favicon.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      csps.add(String(res.headers['content-security-policy']));
    }
    expect(csps.size).toBe(1);
    expect([...csps][0]).toContain("frame-ancestors 'none'");
    expect([...csps][0]).toContain("script-src 'self'");
  });

  it('API answers (found or not) get the API set: nothing may load, no framing, no sniffing, same origin only', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/products']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

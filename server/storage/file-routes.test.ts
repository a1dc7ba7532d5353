import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import { registerFileRoutes } from './file-routes';
import type { Storage } from './storage';

describe('GET /files/* (disk driver)', () => {
  let dataDir: string;
  let storage: Storage;
  let app: FastifyInstance;
  const image = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 fake-but-opaque-bytes', 'latin1');

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sillage-files-'));
    storage = createStorage({ dataDir });
    // The same router limit as the real app, to check long keys still route.
    app = Fastify({ routerOptions: { maxParamLength: 200 } });
    registerFileRoutes(app, storage);
    await app.ready();
    await storage.put('avatars/u1/lg-abc.webp', image, { contentType: 'image/webp', cacheControl: 'public, max-age=3600' });
    await storage.put('posts/p1/v.mp4', Buffer.from('0123456789'), { contentType: 'video/mp4' });
    await storage.put('misc/page.html', Buffer.from('<script>alert(1)</script>'), { contentType: 'text/html' });
    // A file planted beside the store, to prove keys cannot climb out of it.
    await writeFile(path.join(dataDir, 'secret.txt'), 'top secret');
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves a stored file with its type, the spec cache lifetime and nosniff', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/avatars/u1/lg-abc.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(image.length));
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.rawPayload.equals(image)).toBe(true);
  });

  it('uses public, max-age=3600 when the file was stored without cache control', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/posts/p1/v.mp4?v=2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['accept-ranges']).toBe('bytes');
  });

  it('answers a byte range with 206 (video in Safari needs it)', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/posts/p1/v.mp4', headers: { range: 'bytes=0-1' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 0-1/10');
    expect(res.headers['content-length']).toBe('2');
    expect(res.body).toBe('01');

    const open = await app.inject({ method: 'GET', url: '/files/posts/p1/v.mp4', headers: { range: 'bytes=4-' } });
    expect(open.statusCode).toBe(206);
    expect(open.body).toBe('456789');

    const ignored = await app.inject({ method: 'GET', url: '/files/posts/p1/v.mp4', headers: { range: 'bytes=-3' } });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.body).toBe('0123456789');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/files/avatars/u1/lg-abc.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.body).toBe('');
  });

  it('sends types a browser would run as downloads, under a sandboxing CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/misc/page.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it.each([
    '/files/avatars/u1/missing.webp',
    '/files/avatars/u1',
    '/files/',
    '/files/..%2Fsecret.txt',
    '/files/avatars/..%2F..%2Fsecret.txt',
    '/files/avatars/u1/.lg-abc.webp.meta.json',
    '/files/%2Fetc%2Fpasswd',
    '/files/a%00b',
    `/files/${'a'.repeat(301)}`,
  ])('answers 404 not_found JSON for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'File not found' } });
    expect(res.body).not.toContain('top secret');
  });

  it('refuses traversal sent raw over HTTP (no client-side path normalisation)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const rawPath of [
      '/files/../secret.txt',
      '/files/%2e%2e/secret.txt',
      '/files/%2E%2E%2Fsecret.txt',
      '/files/avatars/%2e%2e/%2e%2e/secret.txt',
    ]) {
      const { status, body } = await rawGet(address, rawPath);
      expect(status, rawPath).toBe(404);
      expect(body, rawPath).not.toContain('top secret');
    }
  });

  it('routes keys longer than the router parameter limit', async () => {
    const key = `posts/${'k'.repeat(150)}/${'m'.repeat(100)}.webp`;
    await storage.put(key, image, { contentType: 'image/webp' });
    const res = await app.inject({ method: 'GET', url: `/files/${key}` });
    expect(res.statusCode).toBe(200);
  });
});

/** A GET whose path is sent exactly as written (fetch and inject would resolve `..` first). */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

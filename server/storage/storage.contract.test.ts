import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import { DiskStorage } from './disk-storage';
import { parseStorageUrl, S3Storage } from './s3-storage';
import { InvalidKeyError, type Storage, type StoredObject } from './storage';
import { startS3rver } from './test-s3rver';

/** One environment the contract runs in: a fresh, empty store and a way to tear it down. */
interface Driver {
  name: string;
  open(): Promise<{ storage: Storage; close(): Promise<void>; tempDir: string }>;
}

const disk: Driver = {
  name: 'disk',
  async open() {
    const tempDir = await mkdtemp(path.join(tmpdir(), 'sillage-disk-'));
    return { storage: createStorage({ dataDir: tempDir }), tempDir, close: () => rm(tempDir, { recursive: true, force: true }) };
  },
};

const s3: Driver = {
  name: 's3',
  async open() {
    const server = await startS3rver();
    return { storage: createStorage({ storageUrl: server.url, dataDir: '/nonexistent' }), tempDir: '', close: () => server.close() };
  },
};

async function readBody(file: StoredObject | null): Promise<Buffer> {
  if (!file) throw new Error('expected a stored object');
  if (Buffer.isBuffer(file.body)) return file.body;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const HOSTILE_KEYS = [
  '',
  '../etc/passwd',
  'a/../../etc/passwd',
  '/etc/passwd',
  'a//b',
  'a/',
  '.',
  '..',
  'a/./b',
  'a/.hidden',
  '.meta.json',
  'a\\..\\b',
  'a b',
  'a\0b',
  'é.webp',
  'a%2f..',
  'x'.repeat(301),
  `long/${'y'.repeat(201)}`,
];

describe.each([disk, s3])('storage contract: $name driver', (driver) => {
  let storage: Storage;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ storage, close } = await driver.open());
  });
  afterAll(async () => {
    await close();
  });

  it('answers its health check, before any upload too', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('round-trips bytes with their content type and cache control', async () => {
    const body = randomBytes(200_000);
    await storage.put('posts/p1/full.webp', body, { contentType: 'image/webp', cacheControl: 'public, max-age=3600' });
    const file = await storage.get('posts/p1/full.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', cacheControl: 'public, max-age=3600', size: body.length });
    expect((await readBody(file)).equals(body)).toBe(true);
    expect(file?.range).toBeUndefined();
  });

  it('stores no cache control when none is given, and overwrites in place', async () => {
    await storage.put('misc/a.bin', Buffer.from('first'), { contentType: 'application/octet-stream', cacheControl: 'no-store' });
    await storage.put('misc/a.bin', Buffer.from('second!'), { contentType: 'text/plain; charset=utf-8' });
    const file = await storage.get('misc/a.bin');
    expect(file?.contentType).toBe('text/plain; charset=utf-8');
    expect(file?.cacheControl).toBeUndefined();
    expect(file?.size).toBe(7);
    expect((await readBody(file)).toString()).toBe('second!');
  });

  it('returns null for a missing key', async () => {
    expect(await storage.get('nothing/here.webp')).toBeNull();
    expect(await storage.get('posts')).toBeNull(); // a "folder" is not an object
  });

  it('serves a byte range, and the whole object for a range past its end', async () => {
    await storage.put('videos/v.mp4', Buffer.from('abcdefghij'), { contentType: 'video/mp4' });
    const part = await storage.get('videos/v.mp4', { range: { start: 2, end: 5 } });
    expect(part?.range).toEqual({ start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect((await readBody(part)).toString()).toBe('cdef');

    const tail = await storage.get('videos/v.mp4', { range: { start: 7 } });
    expect(tail?.range).toEqual({ start: 7, end: 9 });
    expect((await readBody(tail)).toString()).toBe('hij');

    const clamped = await storage.get('videos/v.mp4', { range: { start: 8, end: 500 } });
    expect(clamped?.range).toEqual({ start: 8, end: 9 });
    expect((await readBody(clamped)).toString()).toBe('ij');

    const past = await storage.get('videos/v.mp4', { range: { start: 10 } });
    expect(past?.range).toBeUndefined();
    expect((await readBody(past)).toString()).toBe('abcdefghij');
  });

  it('deletes a key, and deleting a missing key is fine', async () => {
    await storage.put('tmp/gone.txt', Buffer.from('x'), { contentType: 'text/plain' });
    await storage.delete('tmp/gone.txt');
    expect(await storage.get('tmp/gone.txt')).toBeNull();
    await expect(storage.delete('tmp/gone.txt')).resolves.toBeUndefined();
    await expect(storage.delete('never/was.txt')).resolves.toBeUndefined();
  });

  it('lists keys by folder or partial prefix, sorted', async () => {
    for (const key of [
      'avatars/u2/sm-b.webp',
      'avatars/u1/sm-a.webp',
      'avatars/u1/lg-a.webp',
      'avatars/u10/sm-c.webp',
      'covers/u1/wide-a.webp',
    ]) {
      await storage.put(key, Buffer.from(key), { contentType: 'image/webp' });
    }
    expect(await storage.list('avatars/u1/')).toEqual(['avatars/u1/lg-a.webp', 'avatars/u1/sm-a.webp']);
    expect(await storage.list('avatars/u1')).toEqual(['avatars/u1/lg-a.webp', 'avatars/u1/sm-a.webp', 'avatars/u10/sm-c.webp']);
    expect(await storage.list('avatars/u1/sm-')).toEqual(['avatars/u1/sm-a.webp']);
    expect(await storage.list('avatars/nobody/')).toEqual([]);
    expect(await storage.list('nowhere/')).toEqual([]);
    expect(await storage.list('')).toEqual(expect.arrayContaining(['avatars/u2/sm-b.webp', 'covers/u1/wide-a.webp']));
  });

  it('deletePrefix removes exactly the matching keys and counts them', async () => {
    for (const key of ['del/u1/a.webp', 'del/u1/b.webp', 'del/u1/c/d.webp', 'del/u10/a.webp', 'del/u2/a.webp']) {
      await storage.put(key, Buffer.from('x'), { contentType: 'image/webp' });
    }
    expect(await storage.deletePrefix('del/u1/')).toBe(3);
    expect(await storage.list('del/')).toEqual(['del/u10/a.webp', 'del/u2/a.webp']);
    expect(await storage.deletePrefix('del/u1/')).toBe(0);
    await expect(storage.deletePrefix('')).rejects.toThrow(InvalidKeyError);
  });

  it('refuses hostile keys in every method', async () => {
    const body = Buffer.from('pwned');
    for (const key of HOSTILE_KEYS) {
      await expect(storage.put(key, body, { contentType: 'text/plain' }), key).rejects.toThrow(InvalidKeyError);
      await expect(storage.get(key), key).rejects.toThrow(InvalidKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(InvalidKeyError);
      expect(() => storage.publicUrl(key), key).toThrow(InvalidKeyError);
    }
    for (const prefix of ['../', '/etc', 'a/../', 'a//', 'a/.']) {
      await expect(storage.list(prefix), prefix).rejects.toThrow(InvalidKeyError);
      await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(InvalidKeyError);
    }
  });

  it('refuses a content type or cache control that would break the header', async () => {
    await expect(storage.put('x/y.txt', Buffer.from('x'), { contentType: 'text/html\r\nSet-Cookie: a=b' })).rejects.toThrow(/content type/);
    await expect(storage.put('x/y.txt', Buffer.from('x'), { contentType: 'image/webp', cacheControl: 'public\nX: y' })).rejects.toThrow(
      /cache control/,
    );
    expect(await storage.get('x/y.txt')).toBeNull();
  });

  it('gives /files/<key> as the public URL (reads go through the app)', () => {
    expect(storage.publicUrl('avatars/u1/lg-a.webp')).toBe('/files/avatars/u1/lg-a.webp');
  });
});

describe('disk driver specifics', () => {
  it('fails its health check when its folder cannot be made (a file stands where it would go)', async () => {
    const { tempDir, close } = await disk.open();
    try {
      await writeFile(path.join(tempDir, 'not-a-folder'), 'x');
      await expect(new DiskStorage(path.join(tempDir, 'not-a-folder')).check()).rejects.toThrow();
    } finally {
      await close();
    }
  });

  it('keeps files under <dataDir>/files, leaves no temp files, and prunes emptied folders', async () => {
    const { storage, tempDir, close } = await disk.open();
    try {
      await storage.put('a/b/c.webp', Buffer.from('x'), { contentType: 'image/webp' });
      expect((await readdir(path.join(tempDir, 'files', 'a', 'b'))).sort()).toEqual(['.c.webp.meta.json', 'c.webp']);
      await storage.delete('a/b/c.webp');
      expect(await readdir(path.join(tempDir, 'files'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('survives concurrent writers of one key: a reader always sees one whole version', async () => {
    const { storage, close } = await disk.open();
    try {
      const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(300_000, i));
      await Promise.all(versions.map((v) => storage.put('race/k.bin', v, { contentType: 'application/octet-stream' })));
      const got = await readBody(await storage.get('race/k.bin'));
      expect(versions.some((v) => v.equals(got))).toBe(true);
      expect(await storage.list('race/')).toEqual(['race/k.bin']);
    } finally {
      await close();
    }
  });

  it('derives the content type from the extension when a sidecar is missing', async () => {
    const { storage, tempDir, close } = await disk.open();
    try {
      await storage.put('p/x.webp', Buffer.from('x'), { contentType: 'image/webp', cacheControl: 'no-cache' });
      await rm(path.join(tempDir, 'files', 'p', '.x.webp.meta.json'));
      const file = await storage.get('p/x.webp');
      expect(file).toMatchObject({ contentType: 'image/webp', size: 1 });
      expect((await readBody(file)).toString()).toBe('x');
    } finally {
      await close();
    }
  });

  it('is the default when no STORAGE_URL is given', () => {
    expect(createStorage({ dataDir: '/tmp/x' })).toBeInstanceOf(DiskStorage);
    expect(createStorage({ storageUrl: '  ', dataDir: '/tmp/x' })).toBeInstanceOf(DiskStorage);
  });
});

describe('s3 driver specifics (s3rver)', () => {
  let server: Awaited<ReturnType<typeof startS3rver>>;
  beforeAll(async () => {
    server = await startS3rver();
  });
  afterAll(async () => {
    await server.close();
  });

  it('fails its health check for a bucket that does not exist', async () => {
    const storage = new S3Storage(parseStorageUrl(server.url.replace('/sillage-test?', '/no-such-bucket?')));
    await expect(storage.check()).rejects.toThrow();
  });

  it('pages through ListObjectsV2 and deletes in batches', async () => {
    const storage = new S3Storage(parseStorageUrl(server.url), { pageSize: 2 });
    const keys = ['page/a', 'page/b', 'page/c', 'page/d', 'page/e'];
    for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });
    expect(await storage.list('page/')).toEqual(keys);
    expect(await storage.deletePrefix('page/')).toBe(5);
    expect(await storage.list('page/')).toEqual([]);
  });

  it('uses the publicUrl option for browser URLs', () => {
    const storage = createStorage({
      storageUrl: `s3://S3RVER:S3RVER@127.0.0.1:${server.port}/sillage-test?tls=false&publicUrl=${encodeURIComponent('https://cdn.example.com/media/')}`,
      dataDir: '/tmp',
    });
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.publicUrl('avatars/u1/lg.webp')).toBe('https://cdn.example.com/media/avatars/u1/lg.webp');
  });

  it('reports a store error (missing bucket) instead of pretending the file is missing', async () => {
    const storage = createStorage({ storageUrl: `s3://S3RVER:S3RVER@127.0.0.1:${server.port}/no-such-bucket?tls=false`, dataDir: '/tmp' });
    await expect(storage.get('anything.webp')).rejects.toThrow(/bucket/i);
  });
});

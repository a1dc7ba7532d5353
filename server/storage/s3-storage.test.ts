import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';
import { parseStorageUrl, S3Storage } from './s3-storage';

describe('parseStorageUrl', () => {
  it('reads an S3-compatible endpoint with credentials and options', () => {
    const url = `s3://AKIA123:se%2Fcret%2Bx@minio.internal:9000/media-bucket?region=eu-west-3&forcePathStyle=true&tls=false&publicUrl=${encodeURIComponent('https://cdn.example.com/')}`;
    expect(parseStorageUrl(url)).toEqual({
      bucket: 'media-bucket',
      region: 'eu-west-3',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'se/cret+x' },
      publicUrl: 'https://cdn.example.com',
    });
  });

  it('defaults to https, us-east-1 and path style for a custom host', () => {
    expect(parseStorageUrl('s3://k:s@account.r2.cloudflarestorage.com/photos')).toEqual({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
  });

  it('reads s3://bucket as AWS S3 with the default credential chain', () => {
    expect(parseStorageUrl('s3://sillage-media')).toEqual({ bucket: 'sillage-media', region: 'us-east-1', forcePathStyle: false });
    expect(parseStorageUrl('s3://sillage-media/?region=eu-central-1')).toEqual({
      bucket: 'sillage-media',
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(parseStorageUrl('s3://k:s@sillage-media').credentials).toEqual({ accessKeyId: 'k', secretAccessKey: 's' });
  });

  it.each([
    ['not a URL', 'definitely not a url'],
    ['another scheme', 'https://bucket.s3.amazonaws.com'],
    ['no bucket', 's3:///'],
    ['a bad bucket name', 's3://host:9000/Bad_Bucket'],
    ['a key prefix', 's3://host:9000/bucket/prefix'],
    ['a port without a host', 's3://bucket:9000'],
    ['only an access key', 's3://key@host:9000/bucket'],
    ['an unknown option', 's3://host/bucket?regoin=eu-west-1'],
    ['a bad boolean', 's3://host/bucket?tls=maybe'],
    ['a bad publicUrl', 's3://host/bucket?publicUrl=ftp%3A%2F%2Fx'],
    ['a bad region', 's3://host/bucket?region=EU%20WEST'],
  ])('refuses %s with an error naming STORAGE_URL', (_what, url) => {
    expect(() => parseStorageUrl(url)).toThrow(/^STORAGE_URL: /);
    expect(() => createStorage({ storageUrl: url, dataDir: '/tmp' })).toThrow(/STORAGE_URL/);
  });

  it('never echoes the secret in its error', () => {
    expect(() => parseStorageUrl('s3://key:TOPSECRET@host:9000/bucket?oops=1')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('TOPSECRET') }),
    );
  });
});

describe('S3Storage DeleteObjects', () => {
  it('sends Content-MD5 (which every S3-compatible store accepts) instead of the SDK default CRC32', async () => {
    // A bare HTTP peer that records the request and answers as S3 does.
    let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } | undefined;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method === 'POST')
          seen = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString() };
        res.setHeader('content-type', 'application/xml');
        res.end(
          req.method === 'GET'
            ? '<?xml version="1.0"?><ListBucketResult><Name>b</Name><IsTruncated>false</IsTruncated><Contents><Key>p/a</Key></Contents><Contents><Key>p/b</Key></Contents></ListBucketResult>'
            : '<?xml version="1.0"?><DeleteResult></DeleteResult>',
        );
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const storage = new S3Storage(parseStorageUrl(`s3://k:s@127.0.0.1:${port}/bucket?tls=false`));
      expect(await storage.deletePrefix('p/')).toBe(2);
      expect(seen?.url).toMatch(/^\/bucket\/?\?delete/);
      expect(seen?.body).toContain('<Key>p/a</Key>');
      expect(seen?.headers['content-md5']).toBe(createHash('md5').update(seen!.body).digest('base64'));
      expect(Object.keys(seen!.headers).filter((h) => h.startsWith('x-amz-checksum-') || h.startsWith('x-amz-sdk-checksum-'))).toEqual([]);
    } finally {
      server.close();
    }
  });
});

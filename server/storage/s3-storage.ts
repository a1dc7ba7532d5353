import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import { CheckedStorage, type ByteRange, type PutOptions, type StoredObject } from './storage';

/** Where and how to reach the bucket; what `parseStorageUrl` reads from STORAGE_URL. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** `https://host:port` of an S3-compatible service; absent for AWS S3 itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the AWS SDK's default credential chain (env vars, ~/.aws, instance or task role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Base URL where the bucket's objects are publicly readable (a CDN, R2 public bucket…), no trailing slash. */
  publicUrl?: string;
}

const OPTIONS = ['region', 'forcePathStyle', 'tls', 'publicUrl'];
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Reads STORAGE_URL. Two forms:
 *
 *     s3://[ACCESS_KEY:SECRET@]HOST[:PORT]/BUCKET[?options]   any S3-compatible service (MinIO, R2, Ceph, AWS endpoint)
 *     s3://[ACCESS_KEY:SECRET@]BUCKET[?options]                AWS S3, endpoint chosen by region
 *
 * Options (query string):
 * - `region` — default `us-east-1` (R2 wants `auto`).
 * - `forcePathStyle=true|false` — `host/bucket/key` instead of `bucket.host/key`; default true with a HOST, false for AWS.
 * - `tls=true|false` — https (default) or http to HOST, e.g. a MinIO on localhost.
 * - `publicUrl` — URL-encoded base where objects are publicly readable, e.g. `publicUrl=https%3A%2F%2Fcdn.example.com`;
 *   `publicUrl(key)` is then `<base>/<key>`. Without it, browsers get `/files/<key>` and the app proxies reads.
 *
 * Credentials go in the user and password parts, percent-encoded (a `/` in a secret is `%2F`); without them
 * the AWS default credential chain applies. Example:
 * `s3://minio:minio123@localhost:9000/sillage?tls=false&region=us-east-1`.
 *
 * Throws an Error whose message starts with `STORAGE_URL:` (and never contains the secret) when malformed.
 */
export function parseStorageUrl(storageUrl: string): S3Settings {
  const fail = (why: string): never => {
    throw new Error(`STORAGE_URL: ${why} (expected s3://ACCESS_KEY:SECRET@host:port/bucket?region=… or s3://bucket)`);
  };
  let url: URL;
  try {
    url = new URL(storageUrl);
  } catch {
    return fail('not a valid URL');
  }
  if (url.protocol !== 's3:') fail(`unsupported scheme "${url.protocol.replace(/:$/, '')}"`);
  if (url.hash) fail('must not have a #fragment');
  for (const name of url.searchParams.keys()) {
    if (!OPTIONS.includes(name)) fail(`unknown option "${name}" (known: ${OPTIONS.join(', ')})`);
  }
  const boolOption = (name: string, fallback: boolean): boolean => {
    const v = url.searchParams.get(name);
    if (v === null) return fallback;
    if (v === 'true' || v === '1') return true;
    if (v === 'false' || v === '0') return false;
    return fail(`${name} must be true or false`);
  };

  const path = url.pathname.replace(/^\/|\/$/g, '');
  if (path.includes('/')) fail('the path must be just the bucket name');
  const onAws = path === '';
  const bucket = onAws ? url.hostname : path;
  if (!bucket) fail('missing bucket name');
  if (!BUCKET.test(bucket)) fail(`invalid bucket name "${bucket}"`);
  if (onAws && url.port) fail('a port needs a host: s3://host:port/bucket');

  let credentials: S3Settings['credentials'];
  if (url.username || url.password) {
    if (!url.username || !url.password) fail('give both ACCESS_KEY and SECRET, or neither');
    try {
      credentials = { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) };
    } catch {
      fail('bad percent-encoding in the credentials');
    }
  }

  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) fail('invalid region');

  let publicUrl = url.searchParams.get('publicUrl') ?? undefined;
  if (publicUrl !== undefined) {
    let base: URL | undefined;
    try {
      base = new URL(publicUrl);
    } catch {
      /* handled below */
    }
    if (!base || !/^https?:$/.test(base.protocol) || base.search || base.hash) fail('publicUrl must be an http(s) URL without query');
    publicUrl = publicUrl.replace(/\/+$/, '');
  }

  const tls = boolOption('tls', true);
  return {
    bucket,
    region,
    ...(onAws ? {} : { endpoint: `${tls ? 'https' : 'http'}://${url.host}` }),
    forcePathStyle: boolOption('forcePathStyle', !onAws),
    ...(credentials ? { credentials } : {}),
    ...(publicUrl ? { publicUrl } : {}),
  };
}

/**
 * Objects in an S3-compatible bucket. Content type and cache control are the object's own headers, so a
 * CDN or public bucket serves them as stored.
 */
export class S3Storage extends CheckedStorage {
  readonly bucket: string;
  private readonly publicBase?: string;
  private readonly pageSize: number;
  private readonly settings: S3Settings;
  private connection?: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }>;

  /** `pageSize` (keys per list page and per batch delete, ≤ 1000) is only lowered by tests of the paging. */
  constructor(settings: S3Settings, opts: { pageSize?: number } = {}) {
    super();
    this.settings = settings;
    this.bucket = settings.bucket;
    this.pageSize = Math.min(opts.pageSize ?? 1000, 1000);
    this.publicBase = settings.publicUrl;
  }

  /**
   * The SDK and its client, loaded at the first call: the SDK is ~20 MB of a process's memory, which an app
   * storing files on disk never loads (createStorage imports this module either way).
   */
  private connect() {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { settings } = this;
      const client = new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials: settings.credentials,
        // Third-party stores (older MinIO, some others) reject the SDK's newer default checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      // DeleteObjects must carry a checksum; Content-MD5 is the one every S3-compatible store accepts.
      // See aws-sdk-js-v3 supplemental-docs/MD5_FALLBACK.md. Runs after the SDK's checksum middleware.
      client.middlewareStack.add(
        (next, context) => async (args) => {
          const request = args.request as { headers?: Record<string, string>; body?: unknown };
          if (context.commandName === 'DeleteObjectsCommand' && request.headers && typeof request.body === 'string') {
            for (const name of Object.keys(request.headers)) {
              if (/^x-amz-(sdk-)?checksum-/i.test(name)) delete request.headers[name];
            }
            request.headers['content-md5'] = createHash('md5').update(request.body).digest('base64');
          }
          return next(args);
        },
        { step: 'build', priority: 'low', name: 'sillageDeleteObjectsContentMd5' },
      );
      return { client, sdk };
    });
    return this.connection;
  }

  /** HeadBucket: the store answers and these credentials may list the bucket, as `list` needs. */
  async check(): Promise<void> {
    const { client, sdk } = await this.connect();
    await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
  }

  protected async write(key: string, body: Buffer, opts: PutOptions): Promise<void> {
    const { client, sdk } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: body.length,
        ContentType: opts.contentType,
        CacheControl: opts.cacheControl,
      }),
    );
  }

  protected async read(key: string, opts: { range?: ByteRange }): Promise<StoredObject | null> {
    const { range } = opts;
    const { client, sdk } = await this.connect();
    let out: GetObjectCommandOutput;
    try {
      out = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined }),
      );
    } catch (err) {
      if (errorName(err) === 'NoSuchKey') return null;
      // A range past the end: answer with the whole object, as the disk driver does.
      if (range && errorName(err) === 'InvalidRange') return this.get(key);
      throw err;
    }
    if (!(out.Body instanceof Readable)) throw new Error('S3 GetObject returned no readable body');
    const served = parseContentRange(out.ContentRange);
    return {
      body: out.Body,
      contentType: out.ContentType ?? 'application/octet-stream',
      size: served?.size ?? out.ContentLength ?? 0,
      ...(out.CacheControl ? { cacheControl: out.CacheControl } : {}),
      ...(served ? { range: { start: served.start, end: served.end } } : {}),
    };
  }

  protected async remove(key: string): Promise<void> {
    const { client, sdk } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  protected async removePrefix(prefix: string): Promise<number> {
    const { client, sdk } = await this.connect();
    let deleted = 0;
    // Each listed page (≤ 1000 keys) is one DeleteObjects call, the API's batch limit.
    for await (const keys of this.pages(prefix)) {
      if (keys.length === 0) continue;
      const out = await client.send(
        new sdk.DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
      );
      if (out.Errors?.length) {
        const first = out.Errors[0];
        throw new Error(
          `S3 DeleteObjects failed for ${out.Errors.length} key(s), first ${first.Key}: ${first.Code} ${first.Message ?? ''}`.trim(),
        );
      }
      deleted += keys.length;
    }
    return deleted;
  }

  protected async keys(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    for await (const page of this.pages(prefix)) keys.push(...page);
    return keys.sort();
  }

  protected urlOf(key: string): string {
    return this.publicBase ? `${this.publicBase}/${key}` : `/files/${key}`;
  }

  /** Pages of keys under the prefix, following ListObjectsV2's continuation tokens. */
  private async *pages(prefix: string): AsyncGenerator<string[]> {
    const { client, sdk } = await this.connect();
    let token: string | undefined;
    do {
      const out = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
          MaxKeys: this.pageSize,
        }),
      );
      yield (out.Contents ?? []).map((o) => o.Key).filter((k): k is string => typeof k === 'string');
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }
}

function errorName(err: unknown): string | undefined {
  return (err as { name?: string; Code?: string } | undefined)?.name;
}

/** `bytes 0-99/1234` → { start: 0, end: 99, size: 1234 }. */
function parseContentRange(header: string | undefined): { start: number; end: number; size: number } | undefined {
  const m = header && /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header);
  return m ? { start: Number(m[1]), end: Number(m[2]), size: Number(m[3]) } : undefined;
}

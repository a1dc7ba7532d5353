/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header; no end means "to the end". */
export interface ByteRange {
  start: number;
  end?: number;
}

/** What `Storage.get` returns: the bytes and what was stored with them. */
export interface StoredObject {
  body: NodeJS.ReadableStream | Buffer;
  contentType: string;
  /** Size of the whole object in bytes (not of the range). */
  size: number;
  cacheControl?: string;
  /** Present when only part of the object was returned (inclusive bounds, clamped to the object). */
  range?: { start: number; end: number };
}

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

/**
 * Where uploaded files live. Two drivers: `DiskStorage` (default, under DATA_DIR) and `S3Storage`
 * (any S3-compatible store, from STORAGE_URL). Keys are paths such as `avatars/<userId>/lg-<random>.webp`;
 * every method refuses a key that `assertValidKey` refuses, so keys never escape the store.
 */
export interface Storage {
  /** Stores the bytes under the key, replacing any object there. */
  put(key: string, body: Buffer, opts: PutOptions): Promise<void>;
  /**
   * Reads an object, or null when there is none. With a range whose start lies inside the object only
   * that part is returned (and `range` says which); a range starting past the end returns the whole object.
   */
  get(key: string, opts?: { range?: ByteRange }): Promise<StoredObject | null>;
  /** Removes an object; a missing key is fine. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with the prefix and says how many went. The prefix may not be empty. */
  deletePrefix(prefix: string): Promise<number>;
  /** Keys that start with the prefix (plain string prefix, not only folders), sorted. */
  list(prefix: string): Promise<string[]>;
  /** The URL (absolute, or a path on this app) a browser uses to fetch the object. */
  publicUrl(key: string): string;
  /** Resolves when the store answers (for /api/health); rejects, with the driver's error, when it does not. */
  check(): Promise<void>;
}

/**
 * The part every driver shares: each public method checks its arguments (key, prefix, put options) the same way,
 * then calls the driver's own protected method, which therefore only ever sees a valid key or prefix.
 */
export abstract class CheckedStorage implements Storage {
  async put(key: string, body: Buffer, opts: PutOptions): Promise<void> {
    assertValidKey(key);
    assertValidPutOptions(opts);
    return this.write(key, body, opts);
  }
  async get(key: string, opts: { range?: ByteRange } = {}): Promise<StoredObject | null> {
    assertValidKey(key);
    return this.read(key, opts);
  }
  async delete(key: string): Promise<void> {
    assertValidKey(key);
    return this.remove(key);
  }
  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    if (prefix === '') throw new InvalidKeyError(prefix);
    return this.removePrefix(prefix);
  }
  async list(prefix: string): Promise<string[]> {
    assertValidPrefix(prefix);
    return this.keys(prefix);
  }
  publicUrl(key: string): string {
    assertValidKey(key);
    return this.urlOf(key);
  }

  abstract check(): Promise<void>;

  protected abstract write(key: string, body: Buffer, opts: PutOptions): Promise<void>;
  protected abstract read(key: string, opts: { range?: ByteRange }): Promise<StoredObject | null>;
  protected abstract remove(key: string): Promise<void>;
  protected abstract removePrefix(prefix: string): Promise<number>;
  protected abstract keys(prefix: string): Promise<string[]>;
  protected abstract urlOf(key: string): string;
}

/** Cache lifetime for stored files: the spec's 3600 seconds. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=3600';

export const MAX_KEY_LENGTH = 300;
/** Longest part between slashes: a file name on disk (with its sidecar's extra 11 characters) must fit in 255 bytes. */
export const MAX_SEGMENT_LENGTH = 200;

/** A key (or prefix) that could escape the store or is not in the safe alphabet. */
export class InvalidKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidKeyError';
  }
}

// One path segment: safe characters only, and never starting with a dot. That refuses `.` and `..`,
// and leaves names starting with a dot free for the disk driver's own files (sidecars, temp files).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * True for `a/b/c.webp`-style keys: `[A-Za-z0-9/_.-]`, ≤ 300 chars, relative, no empty or dot-leading
 * segment, no segment over 200 chars.
 */
export function isValidKey(key: unknown): key is string {
  return (
    typeof key === 'string' &&
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    key.split('/').every((s) => s.length <= MAX_SEGMENT_LENGTH && SEGMENT.test(s))
  );
}

/** Throws `InvalidKeyError` unless `isValidKey(key)`. */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
}

/**
 * A prefix is valid when some valid key could start with it: `''`, `avatars/`, `avatars/u1/lg-`.
 * Throws `InvalidKeyError` otherwise.
 */
export function assertValidPrefix(prefix: string): void {
  if (typeof prefix !== 'string') throw new InvalidKeyError(String(prefix));
  if (prefix === '') return;
  if (prefix.length > MAX_KEY_LENGTH || !isValidKey(prefix.endsWith('/') ? `${prefix}x` : prefix)) throw new InvalidKeyError(prefix);
}

// A MIME type with optional parameters, and printable ASCII for cache control: both become HTTP headers.
const CONTENT_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;[ -~]*)?$/;
const HEADER_VALUE = /^[ -~]*$/;

/** Refuses a content type or cache control that is not a clean header value (no CR/LF, ≤ 200 chars). */
export function assertValidPutOptions(opts: PutOptions): void {
  if (typeof opts.contentType !== 'string' || opts.contentType.length > 200 || !CONTENT_TYPE.test(opts.contentType)) {
    throw new Error(`Invalid content type: ${JSON.stringify(String(opts.contentType).slice(0, 80))}`);
  }
  if (
    opts.cacheControl !== undefined &&
    (typeof opts.cacheControl !== 'string' || opts.cacheControl.length > 200 || !HEADER_VALUE.test(opts.cacheControl))
  ) {
    throw new Error('Invalid cache control');
  }
}

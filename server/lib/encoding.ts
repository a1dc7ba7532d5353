import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions } from 'node:zlib';

/**
 * How answers made per request are compressed: the API's JSON (through @fastify/compress) and the app shell.
 * Brotli at quality 1 first, gzip (level 6) for a client without brotli. On the signed-in feed's 6.7 KB, brotli
 * quality 1 takes about 50 µs where gzip takes 120–200 µs, for a size within 8 % of gzip's; on 40 KB it is both
 * smaller and seven times faster (docs/benchmarks/api.md). The built client is precompressed at build time.
 * The window is 256 KB (LGWIN 18) instead of brotli's 4 MB: the encoder sets up its window for every answer, and
 * on the signed-in feed's 6.7 KB that was a quarter of the time (45 -> 33 µs, the same bytes; 150 KB of JS
 * compresses to the same size too). Answers are sent in one piece below 64 KB and streamed above.
 */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
export const BROTLI_OPTIONS: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_LGWIN]: 18 } };

/**
 * The encoding an Accept-Encoding header gets, as @fastify/compress chooses it (`*` and `x-gzip` read as gzip;
 * equal weights go to the server's order), or undefined for none.
 */
export function negotiatedEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const value = (Array.isArray(header) ? header.join(',') : header).toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return (negotiate(value, [...ENCODINGS]) ?? undefined) as Encoding | undefined;
}

/** `body` compressed with `encoding`. */
export function compressSync(encoding: Encoding, body: string | Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body);
}

import type { FastifyInstance } from 'fastify';
import { DEFAULT_CACHE_CONTROL, isValidKey, type ByteRange, type Storage } from './storage';

/** Types a browser may render inline from our origin; anything else is sent as a download. */
const INLINE_TYPES = /^(image\/(webp|jpeg|png|gif|avif)|video\/(mp4|quicktime|webm)|audio\/[\w.+-]+)$/;

/**
 * `GET /files/*`: serves stored objects through `storage.get` (the disk driver, or S3 without a public URL).
 * Sends the stored Content-Type, the stored Cache-Control or the spec's `public, max-age=3600`, `nosniff`,
 * and a CSP that keeps a stored file from running script on our origin. Supports one `Range: bytes=a-b`
 * (Safari plays video only from servers that do). A missing or hostile key is a 404.
 */
export function registerFileRoutes(app: FastifyInstance, storage: Storage): void {
  app.get('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const range = parseRange(request.headers.range);
    // Data exports are only ever sent to their owner, through /api/account/exports/:id/download.
    const file = isValidKey(key) && !key.startsWith('exports/') ? await storage.get(key, range ? { range } : {}) : null;
    if (!file) {
      return reply.code(404).send({ error: { code: 'not_found', message: 'File not found' } });
    }
    const contentType = file.contentType.split(';')[0].trim().toLowerCase();
    reply
      .header('content-type', file.contentType)
      .header('cache-control', file.cacheControl ?? DEFAULT_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('accept-ranges', 'bytes');
    if (!INLINE_TYPES.test(contentType)) reply.header('content-disposition', 'attachment');
    if (file.range) {
      reply
        .code(206)
        .header('content-range', `bytes ${file.range.start}-${file.range.end}/${file.size}`)
        .header('content-length', file.range.end - file.range.start + 1);
    } else {
      reply.header('content-length', file.size);
    }
    return reply.send(file.body);
  });
}

/** One `bytes=start-[end]` range; anything else (suffix or multiple ranges) is ignored and the whole file is sent. */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const m = header && /^bytes=(\d{1,15})-(\d{0,15})$/.exec(header.trim());
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] === '' ? undefined : Number(m[2]);
  return end === undefined || end >= start ? { start, ...(end === undefined ? {} : { end }) } : undefined;
}

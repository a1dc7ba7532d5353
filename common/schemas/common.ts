import { z } from 'zod';

import { DEFAULT_PAGE_SIZE } from '#common/page-sizes';

export { UPLOAD_MAX_BYTES } from '#common/constants';

export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

export const OkSchema = z.object({ ok: z.literal(true) });

/**
 * A resource id in the path. Only its length is checked here: the service answers 404 for an id that is not a
 * UUID, exactly as for a missing one, so a malformed id tells nothing more than an unknown one.
 */
export const IdParamSchema = z.object({ id: z.string().max(100) });

/** Keyset pagination query: `?limit=&cursor=`. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** Control characters other than newline and tab (C0, DEL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B-\u001F\u007F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const TEXT_NOT_ALLOWED = 'This text contains characters that are not allowed';

/**
 * The one schema for text a user types (every text field of every request): line breaks made `\n`,
 * NFC-normalised, trimmed, and refused when it holds a control character (other than newline and tab)
 * or a lone surrogate — such text is never stored, searched or echoed. Chain `.min()`/`.max()` on it.
 */
export const userText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .overwrite((s) => s.replace(/\r\n?/g, '\n'))
    .normalize('NFC')
    .trim()
    .refine((s) => !CONTROL_CHARS.test(s) && !LONE_SURROGATE.test(s), TEXT_NOT_ALLOWED);

export const URL_INVALID = 'Please enter a valid URL (https://…)';

/** A web address: `http:` or `https:` only (never `javascript:`, `data:` …). Every URL the product stores uses it. */
export const httpUrl = (max = 300) =>
  userText()
    .max(max, `URLs must be at most ${max} characters`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === 'http:' || u.protocol === 'https:') && Boolean(u.hostname);
      } catch {
        return false;
      }
    }, URL_INVALID);

/** An optional URL field of a form: empty means "clear it" (null). */
export const optionalHttpUrl = (max = 300) =>
  z
    .union([z.literal(''), httpUrl(max)])
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

import { z } from 'zod';

export const ErrorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

/** The most bytes one uploaded file may have: avatars, covers, post images and videos alike. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const OkSchema = z.object({ ok: z.literal(true) });

/**
 * A resource id in the path. Only its length is checked here: the service answers 404 for an id that is not a
 * UUID, exactly as for a missing one, so a malformed id tells nothing more than an unknown one.
 */
export const IdParamSchema = z.object({ id: z.string().max(100) });

/** Keyset pagination query: `?limit=&cursor=`. */
export const PageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

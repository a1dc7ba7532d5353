import { randomBytes } from 'node:crypto';
import { unsupported } from '#server/errors';
import { DEFAULT_CACHE_CONTROL, type Storage } from '#server/storage/storage';
import { processImage, type ImageVariant, type ImageVariantSpec } from './images';
import { MediaError } from './media-error';

/** One stored size of an image: its variant name and width, where it is kept and its public URL. */
export interface StoredImageVariant {
  name: string;
  width: number;
  key: string;
  url: string;
}

/**
 * A fresh storage key stem for a user's file, `{ownerId}/{kind}_{16 hex}`: unguessable, and new for every
 * upload so a replaced file is never served from a stale cache.
 */
export function newStorageStem(ownerId: string, kind: string): string {
  return `${ownerId}/${kind}_${randomBytes(8).toString('hex')}`;
}

/**
 * Checks and re-encodes an uploaded image (type from the bytes, orientation applied, metadata stripped) into
 * `variants`, then stores each under `keyOf(variant, all)` with the stored-file cache header. Bytes that are no
 * usable image answer 415 with `wrongTypeMessage`; other media errors (an image too large to decode) pass through.
 */
export async function storeImage(
  storage: Storage,
  bytes: Buffer,
  variants: readonly ImageVariantSpec[],
  wrongTypeMessage: string,
  keyOf: (variant: ImageVariant, all: readonly ImageVariant[]) => string,
): Promise<StoredImageVariant[]> {
  let processed;
  try {
    processed = await processImage(bytes, variants);
  } catch (err) {
    if (err instanceof MediaError && err.status === 415) throw unsupported(wrongTypeMessage);
    throw err;
  }
  const stored: StoredImageVariant[] = [];
  for (const v of processed.variants) {
    const key = keyOf(v, processed.variants);
    await storage.put(key, v.buffer, { contentType: v.contentType, cacheControl: DEFAULT_CACHE_CONTROL });
    stored.push({ name: v.name, width: v.width, key, url: storage.publicUrl(key) });
  }
  return stored;
}

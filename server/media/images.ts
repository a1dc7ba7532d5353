import type { Metadata } from 'sharp';
import { MediaError } from './media-error';
import { sniffImage, type ImageType } from './sniff';

/** One size to produce. `cover` crops to exactly width × (height ?? width); `inside` fits within, never enlarging. */
export interface ImageVariantSpec {
  name: string;
  width: number;
  height?: number;
  fit: 'cover' | 'inside';
}

/** One produced size: WebP bytes without any metadata. */
export interface ImageVariant {
  name: string;
  buffer: Buffer;
  width: number;
  height: number;
  bytes: number;
  contentType: 'image/webp';
}

export interface ProcessedImage {
  variants: ImageVariant[];
  /** What was uploaded: its real type, and its size once EXIF orientation is applied. */
  source: { type: ImageType; width: number; height: number };
}

/** Profile picture: small for lists and comments, large for the profile page. */
export const AVATAR_VARIANTS: readonly ImageVariantSpec[] = [
  { name: 'sm', width: 96, height: 96, fit: 'cover' },
  { name: 'lg', width: 400, height: 400, fit: 'cover' },
];

/** Profile cover banner, 3:1. */
export const COVER_VARIANTS: readonly ImageVariantSpec[] = [
  { name: 'lg', width: 1500, height: 500, fit: 'cover' },
  { name: 'sm', width: 750, height: 250, fit: 'cover' },
];

/** Post image: whole picture at three widths (for srcset), never upscaled. */
export const POST_IMAGE_VARIANTS: readonly ImageVariantSpec[] = [
  { name: 'lg', width: 1600, fit: 'inside' },
  { name: 'md', width: 800, fit: 'inside' },
  { name: 'sm', width: 400, fit: 'inside' },
];

/** Shop product picture: the whole image, never upscaled, one size (cards and the product page share it). */
export const PRODUCT_IMAGE_VARIANTS: readonly ImageVariantSpec[] = [{ name: 'lg', width: 1200, fit: 'inside' }];

/**
 * Most pixels a decoded image may have: 50 MP covers 8160×6120 phone photos, while a decompression
 * bomb (a few KB of PNG claiming 20000×20000) is refused from its header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** WebP quality: visually clean for photos at about a tenth of a camera JPEG's size. */
export const WEBP_QUALITY = 82;

/** sharp (a native library, a tenth of a second to load) is loaded with the first image, not at start. */
const loadSharp = async () => (await import('sharp')).default;

/** sharp's format name for each type it may decode. HEIC/HEIF need a HEVC decoder sharp does not ship. */
const DECODABLE: Partial<Record<ImageType, string>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'heif',
};

/**
 * Turns an uploaded image into clean WebP variants. The type comes from the bytes (`sniffImage`), the
 * pixel count is checked from the header before decoding, EXIF orientation is applied, and nothing of
 * the original file survives but its pixels: no EXIF/GPS/XMP/ICC (converted to sRGB), no appended data.
 * Animated GIF/WebP keep their first frame.
 *
 * Throws MediaError: 415 `empty` / `not_image` / `unsupported_image` / `corrupt_image`, 422 `image_too_large`.
 */
export async function processImage(
  buf: Buffer,
  variants: readonly ImageVariantSpec[],
  opts: { maxPixels?: number } = {},
): Promise<ProcessedImage> {
  const maxPixels = opts.maxPixels ?? MAX_INPUT_PIXELS;
  if (buf.length === 0) throw new MediaError('empty');
  const type = sniffImage(buf);
  if (!type) throw new MediaError('not_image');
  const format = DECODABLE[type];
  if (!format) throw new MediaError('unsupported_image');

  // The header alone: dimensions and format, without decoding pixels.
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    throw new MediaError('corrupt_image');
  }
  if (meta.format !== format) throw new MediaError('corrupt_image');
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width <= 0 || height <= 0) throw new MediaError('corrupt_image');
  if (width * height > maxPixels) throw new MediaError('image_too_large');

  // failOn 'warning' (sharp's default, set here on purpose) refuses truncated and damaged data instead of
  // filling the missing part with grey. limitInputPixels guards again at decode time.
  const base = sharp(buf, { failOn: 'warning', limitInputPixels: maxPixels, pages: 1 }).rotate().timeout({ seconds: 30 });
  let out: ImageVariant[];
  try {
    out = await Promise.all(
      variants.map(async (v) => {
        const { data, info } = await base
          .clone()
          .resize(
            v.fit === 'cover'
              ? { width: v.width, height: v.height ?? v.width, fit: 'cover' }
              : { width: v.width, height: v.height, fit: 'inside', withoutEnlargement: true },
          )
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return {
          name: v.name,
          buffer: data,
          width: info.width,
          height: info.height,
          bytes: data.length,
          contentType: 'image/webp' as const,
        };
      }),
    );
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) throw new MediaError('image_too_large');
    throw new MediaError('corrupt_image');
  }
  // Orientations 5–8 turn the picture a quarter: the displayed width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  return { variants: out, source: { type, width: turned ? height : width, height: turned ? width : height } };
}

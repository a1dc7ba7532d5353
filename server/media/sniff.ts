/** Image types recognised from their bytes. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif' | 'image/heic' | 'image/heif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * The image type the bytes really are (magic numbers; ftyp brands for AVIF/HEIC), or null. Never
 * looks at a file name or a client's Content-Type. A match is no proof the image decodes.
 */
export function sniffImage(buf: Buffer): ImageType | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (buf.length >= 6 && (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')) return 'image/gif';
  if (buf.length >= 12 && ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 4) === 'WEBP') return 'image/webp';
  const ftyp = readFtyp(buf);
  if (ftyp) {
    const brands = [ftyp.major, ...ftyp.compatible];
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'image/avif';
    if (brands.some((b) => HEIC_BRANDS.has(b))) return 'image/heic';
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'image/heif';
  }
  return null;
}

/**
 * The brands of an ISO-BMFF file (mp4, mov, avif, heic…): the `ftyp` box that must open it.
 * Null when the bytes do not start with a well-formed ftyp box.
 */
export function readFtyp(buf: Buffer): { major: string; compatible: string[] } | null {
  if (buf.length < 16 || ascii(buf, 4, 4) !== 'ftyp') return null;
  const size = buf.readUInt32BE(0);
  if (size < 16 || size > buf.length || size % 4 !== 0 || size > 4096) return null;
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= size; at += 4) compatible.push(ascii(buf, at, 4));
  return { major: ascii(buf, 8, 4), compatible };
}

function ascii(buf: Buffer, start: number, length: number): string {
  return buf.toString('latin1', start, start + length);
}

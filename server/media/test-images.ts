import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Gaussian noise drawn small then enlarged smoothly: detail at one scale. */
async function noiseLayer(width: number, height: number, scale: number, sigma: number): Promise<Buffer> {
  const w = Math.max(1, Math.round(width / scale));
  const h = Math.max(1, Math.round(height / scale));
  return sharp({ create: { width: w, height: h, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma } } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

/**
 * A photo-like test JPEG (test helper): detail at several scales, so file and variant sizes are close to
 * a real photo's (plain noise compresses unlike any photo). A 1000×750 tile is drawn and repeated, which
 * keeps a 4000×3000 image quick to make; JPEG gains nothing from the repeats, so the size stays realistic.
 */
export async function syntheticPhoto(width: number, height: number, quality = 90): Promise<Buffer> {
  const tw = Math.min(width, 1000);
  const th = Math.min(height, 750);
  const layers = await Promise.all([
    noiseLayer(tw, th, 400, 60),
    noiseLayer(tw, th, 40, 40),
    noiseLayer(tw, th, 4, 25),
    noiseLayer(tw, th, 1, 6),
  ]);
  const tile = Buffer.alloc(tw * th * 3);
  for (let i = 0; i < tile.length; i++) {
    tile[i] = Math.max(0, Math.min(255, layers[0][i] + layers[1][i] + layers[2][i] + layers[3][i] - 3 * 128));
  }
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = tile.subarray((y % th) * tw * 3, ((y % th) * tw + tw) * 3);
    for (let x = 0; x < width; x += tw) row.copy(out, (y * width + x) * 3, 0, Math.min(tw, width - x) * 3);
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A valid 1-bit black PNG of any size: a 20000×20000 one is about 50 KB on disk and 400 megapixels decoded. */
export function blackPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // filter byte 0 + zero bits per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

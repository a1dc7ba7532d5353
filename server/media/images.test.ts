import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_VARIANTS, COVER_VARIANTS, MAX_INPUT_PIXELS, POST_IMAGE_VARIANTS, processImage } from './images';
import { MediaError, type MediaErrorReason } from './media-error';
import { sniffImage } from './sniff';
import { blackPng, syntheticPhoto } from './test-images';

async function refusal(buf: Buffer): Promise<MediaError> {
  const err = await processImage(buf, AVATAR_VARIANTS).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MediaError);
  return err as MediaError;
}

async function expectRefused(buf: Buffer, reason: MediaErrorReason, status = 415) {
  const err = await refusal(buf);
  expect(err.reason).toBe(reason);
  expect(err.status).toBe(status);
}

/** 600×400 JPEG, top half red and bottom half blue, to see where a rotation put things. */
async function twoToneJpeg(): Promise<Sharp> {
  const top = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#0000ff' } }).composite([{ input: top, top: 0, left: 0 }]);
}

async function pixel(buf: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(buf).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

const GPS_IFD_TAG_LE = Buffer.from([0x25, 0x88]);
const GPS_IFD_TAG_BE = Buffer.from([0x88, 0x25]);
const LATITUDE_51 = Buffer.from([0, 0, 0, 51, 0, 0, 0, 1]);
const JS_PAYLOAD = Buffer.from('/*polyglot*/<script>alert(document.cookie)</script>');
const ZIP_PAYLOAD = Buffer.concat([
  Buffer.from('PK\x03\x04\x14\x00\x00\x00', 'latin1'),
  Buffer.from('index.html<html><body onload=alert(1)>'),
]);

describe('sniffImage', () => {
  let samples: Record<string, Buffer>;
  beforeAll(async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } });
    samples = {
      'image/jpeg': await base.clone().jpeg().toBuffer(),
      'image/png': await base.clone().png().toBuffer(),
      'image/webp': await base.clone().webp().toBuffer(),
      'image/gif': await base.clone().gif().toBuffer(),
      'image/avif': await base.clone().avif().toBuffer(),
    };
  });

  it('recognises each format from its bytes', () => {
    for (const [type, buf] of Object.entries(samples)) expect(sniffImage(buf), type).toBe(type);
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    expect(sniffImage(heic)).toBe('image/heic');
    const heif = Buffer.concat([Buffer.from([0, 0, 0, 16]), Buffer.from('ftypmif1\0\0\0\0')]);
    expect(sniffImage(heif)).toBe('image/heif');
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['a script', Buffer.from('<script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['HTML', Buffer.from('<!doctype html><html></html>')],
    ['two JPEG bytes', Buffer.from([0xff, 0xd8])],
    ['a WAV file', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')])],
    ['an mp4', Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypisom\0\0\0\0isom')])],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
  ])('returns null for %s', (_what, buf) => {
    expect(sniffImage(buf)).toBeNull();
  });
});

describe('processImage', () => {
  it('applies EXIF orientation and strips EXIF and GPS', async () => {
    const input = await (
      await twoToneJpeg()
    )
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } } })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ width: 600, height: 400, orientation: 6 });
    // The GPS IFD pointer (tag 0x8825) and the latitude 51/1 as a TIFF rational are in the input's EXIF.
    expect(before.exif?.includes(GPS_IFD_TAG_LE) || before.exif?.includes(GPS_IFD_TAG_BE)).toBe(true);
    expect(input.includes(LATITUDE_51)).toBe(true);

    const { variants, source } = await processImage(input, [{ name: 'full', width: 2000, fit: 'inside' }]);
    expect(source).toEqual({ type: 'image/jpeg', width: 400, height: 600 });
    const [out] = variants;
    expect(out).toMatchObject({ name: 'full', width: 400, height: 600, contentType: 'image/webp' });
    const after = await sharp(out.buffer).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 400, height: 600 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(out.buffer.includes(Buffer.from('EXIF'))).toBe(false); // no WebP EXIF chunk
    expect(out.buffer.includes(Buffer.from('Exif'))).toBe(false);
    expect(out.buffer.includes(LATITUDE_51)).toBe(false);
    // Orientation 6 = turn 90° clockwise: the red top edge is now on the right.
    const [leftR, , leftB] = await pixel(out.buffer, 20, 300);
    const [rightR, , rightB] = await pixel(out.buffer, 380, 300);
    expect(rightR).toBeGreaterThan(200);
    expect(rightB).toBeLessThan(60);
    expect(leftB).toBeGreaterThan(200);
    expect(leftR).toBeLessThan(60);
  });

  it('keeps no GPS coordinates anywhere in the output', async () => {
    const input = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a3' } })
      .jpeg()
      .withMetadata({
        exif: {
          IFD0: { Make: 'SillageCam', Copyright: 'secret-owner' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
        },
      })
      .toBuffer();
    expect(input.includes(Buffer.from('SillageCam'))).toBe(true);
    const { variants } = await processImage(input, AVATAR_VARIANTS);
    for (const v of variants) {
      expect(v.buffer.includes(Buffer.from('SillageCam'))).toBe(false);
      expect(v.buffer.includes(Buffer.from('secret-owner'))).toBe(false);
      expect((await sharp(v.buffer).metadata()).exif).toBeUndefined();
    }
  });

  it('produces each preset at its size, as WebP', async () => {
    const input = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c96' } })
      .png()
      .toBuffer();
    const avatar = await processImage(input, AVATAR_VARIANTS);
    expect(avatar.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['sm', 96, 96],
      ['lg', 400, 400],
    ]);
    const cover = await processImage(input, COVER_VARIANTS);
    expect(cover.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['lg', 1500, 500],
      ['sm', 750, 250],
    ]);
    const post = await processImage(input, POST_IMAGE_VARIANTS);
    // Never enlarged: the 1200 px original stays 1200 px in the 1600 slot.
    expect(post.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['lg', 1200, 900],
      ['md', 800, 600],
      ['sm', 400, 300],
    ]);
    for (const v of [...avatar.variants, ...cover.variants, ...post.variants]) {
      expect(sniffImage(v.buffer)).toBe('image/webp');
      expect(v.bytes).toBe(v.buffer.length);
      expect(v.contentType).toBe('image/webp');
    }
  });

  it('reads every decodable type, and keeps transparency', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } });
    for (const buf of [
      await base.clone().png().toBuffer(),
      await base.clone().webp().toBuffer(),
      await base.clone().gif().toBuffer(),
      await base.clone().avif().toBuffer(),
    ]) {
      const { variants, source } = await processImage(buf, [{ name: 'x', width: 40, fit: 'inside' }]);
      expect(variants[0]).toMatchObject({ width: 40, height: 30 });
      expect(source.type).toBe(sniffImage(buf));
    }
    const { variants } = await processImage(await base.clone().png().toBuffer(), [{ name: 'x', width: 40, fit: 'inside' }]);
    const { data } = await sharp(variants[0].buffer).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBeGreaterThan(100);
    expect(data[3]).toBeLessThan(160);
  });

  it('takes the first frame of an animated GIF', async () => {
    // Three 20×20 frames, red, green, blue, stacked as one raw strip.
    const frames = Buffer.concat(
      [
        [255, 0, 0],
        [0, 255, 0],
        [0, 0, 255],
      ].map((rgb) => Buffer.from(Array.from({ length: 400 }, () => rgb).flat())),
    );
    const gif = await sharp(frames, { raw: { width: 20, height: 60, channels: 3, pageHeight: 20 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);
    const { variants } = await processImage(gif, [{ name: 'x', width: 100, fit: 'inside' }]);
    expect(variants[0]).toMatchObject({ width: 20, height: 20 });
    expect((await sharp(variants[0].buffer).metadata()).pages).toBeUndefined();
    const [r, g, b] = await pixel(variants[0].buffer, 10, 10);
    expect(r).toBeGreaterThan(200);
    expect(g + b).toBeLessThan(60);
  });

  it('refuses a script renamed .jpg', async () => {
    await expectRefused(Buffer.from('<script>alert(1)</script>'), 'not_image');
    expect((await refusal(Buffer.from('<script>alert(1)</script>'))).message).toBe('Invalid file type');
  });

  it('refuses a zero-byte file', async () => {
    await expectRefused(Buffer.alloc(0), 'empty');
  });

  it('refuses SVG (it can carry script) as not an image', async () => {
    await expectRefused(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
      'not_image',
    );
  });

  it('refuses a truncated JPEG (first half of a real one)', async () => {
    const jpeg = await syntheticPhoto(320, 240);
    await expectRefused(jpeg.subarray(0, jpeg.length >> 1), 'corrupt_image');
  });

  it('refuses a truncated PNG and a JPEG header with nothing after it', async () => {
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
    })
      .png()
      .toBuffer();
    await expectRefused(png.subarray(0, png.length - 100), 'corrupt_image');
    await expectRefused(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), 'corrupt_image');
  });

  it('refuses a GIF header followed by JavaScript (a GIF/JS polyglot)', async () => {
    await expectRefused(Buffer.concat([Buffer.from('GIF89a/*'), Buffer.alloc(8), Buffer.from('*/=alert(1)//')]), 'corrupt_image');
  });

  it('re-encodes real images with appended payloads, dropping every appended byte', async () => {
    const gif = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    const jpeg = await syntheticPhoto(320, 240);
    for (const polyglot of [Buffer.concat([gif, JS_PAYLOAD]), Buffer.concat([jpeg, ZIP_PAYLOAD, JS_PAYLOAD])]) {
      const { variants } = await processImage(polyglot, [
        ...AVATAR_VARIANTS,
        ...POST_IMAGE_VARIANTS.map((v) => ({ ...v, name: `post-${v.name}` })),
      ]);
      for (const v of variants) {
        expect(v.buffer.includes(JS_PAYLOAD)).toBe(false);
        expect(v.buffer.includes(Buffer.from('<script>'))).toBe(false);
        expect(v.buffer.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
        expect(v.buffer.includes(Buffer.from('alert('))).toBe(false);
      }
    }
  });

  it('refuses a huge-dimension PNG (decompression bomb) from its header, quickly', async () => {
    const bomb = blackPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 20_000, height: 20_000 });
    const started = performance.now();
    const err = await refusal(bomb);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(err).toMatchObject({ reason: 'image_too_large', status: 422, code: 'image_too_large' });
  });

  it('accepts up to MAX_INPUT_PIXELS and honours a lower limit', async () => {
    expect(MAX_INPUT_PIXELS).toBe(50_000_000);
    const png = blackPng(2000, 1500);
    await expect(processImage(png, AVATAR_VARIANTS)).resolves.toBeDefined();
    const err = await processImage(png, AVATAR_VARIANTS, { maxPixels: 1_000_000 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ reason: 'image_too_large', status: 422 });
  });

  it('refuses HEIC (sharp has no HEVC decoder) with a clear message', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]);
    await expectRefused(heic, 'unsupported_image');
  });

  it('turns a 4000×3000 camera JPEG into avatar and post variants', async () => {
    const photo = await syntheticPhoto(4000, 3000);
    const { variants } = await processImage(photo, [
      ...AVATAR_VARIANTS.map((v) => ({ ...v, name: `avatar-${v.name}` })),
      ...POST_IMAGE_VARIANTS,
    ]);
    expect(variants.map((v) => `${v.name} ${v.width}x${v.height}`)).toEqual([
      'avatar-sm 96x96',
      'avatar-lg 400x400',
      'lg 1600x1200',
      'md 800x600',
      'sm 400x300',
    ]);
    for (const v of variants) expect(v.bytes).toBeLessThan(photo.length);
  }, 60_000);
});

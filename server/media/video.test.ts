import { parseBuffer } from 'music-metadata';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MediaError } from './media-error';
import { box, buildMp4, ftyp, fullBox, moof, mvex, mvhd, u32 } from './test-mp4';
import { probeVideo, videoTypeOf } from './video';

async function refusal(buf: Buffer): Promise<MediaError> {
  const err = await probeVideo(buf).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MediaError);
  return err as MediaError;
}

/** A track whose header, media header and samples all agree on `seconds`. */
const honestTrack = (seconds: number, id = 1) => ({
  id,
  duration: seconds * 1000,
  mediaTimescale: 90_000,
  mediaDuration: seconds * 90_000,
  samples: [[seconds * 30, 3000]] as [number, number][],
});

describe('probeVideo: type from the ftyp box', () => {
  it('recognises mp4 brands and QuickTime', async () => {
    for (const brand of ['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V ']) {
      expect(await probeVideo(buildMp4({ brand, timescale: 1000, duration: 3000 })), brand).toEqual({
        contentType: 'video/mp4',
        durationSeconds: 3,
      });
    }
    expect(await probeVideo(buildMp4({ brand: 'qt  ', compatible: ['qt  '], timescale: 600, duration: 1800 }))).toEqual({
      contentType: 'video/quicktime',
      durationSeconds: 3,
    });
    // A camera maker's own major brand that declares MP4 compatibility.
    expect(videoTypeOf(ftyp('XYZW', ['mp42', 'iso2']))).toBe('video/mp4');
  });

  it.each([
    ['zero bytes', Buffer.alloc(0)],
    ['a script named .mp4', Buffer.from('<script>alert(1)</script>')],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])],
    ['a HEIC photo', Buffer.concat([ftyp('heic', ['mif1', 'heic']), box('meta')])],
    ['an AVIF image', Buffer.concat([ftyp('avif', ['avif', 'mif1', 'miaf']), box('meta')])],
    ['M4A audio', buildMp4({ brand: 'M4A ', compatible: ['M4A ', 'mp42', 'isom'], timescale: 1000, duration: 3000 })],
    ['3GPP', buildMp4({ brand: '3gp4', compatible: ['3gp4', '3gp5'], timescale: 1000, duration: 3000 })],
    ['WebM', Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81])],
    ['AVI', Buffer.concat([Buffer.from('RIFF'), u32(100), Buffer.from('AVI LIST')])],
    ['a moov without ftyp', box('moov', mvhd(1000, 3000))],
  ])('refuses %s as Invalid file type (415)', async (_what, buf) => {
    const err = await refusal(buf);
    expect(err.status).toBe(415);
    expect(err.code).toBe('unsupported_type');
    expect(err.message).toBe('Invalid file type');
  });
});

describe('probeVideo: duration from the container', () => {
  it('reads 5 s and 12 s files', async () => {
    expect((await probeVideo(buildMp4({ timescale: 1000, duration: 5000, tracks: [honestTrack(5)] }))).durationSeconds).toBe(5);
    expect(
      (await probeVideo(buildMp4({ timescale: 600, duration: 7200, tracks: [{ ...honestTrack(12), duration: 7200 }] }))).durationSeconds,
    ).toBe(12);
    expect((await probeVideo(buildMp4({ timescale: 1000, duration: 12_000 }))).durationSeconds).toBe(12); // mvhd only
  });

  it('reads a 64-bit (version 1) movie header and a moov placed after mdat', async () => {
    const v1 = Buffer.concat([ftyp(), box('moov', mvhd(48_000, 48_000 * 9.5, 1))]);
    expect((await probeVideo(v1)).durationSeconds).toBe(9.5);
    expect(
      (await probeVideo(buildMp4({ timescale: 1000, duration: 4200, tracks: [honestTrack(4.2)], moovLast: true }))).durationSeconds,
    ).toBeCloseTo(4.2);
  });

  it('agrees with music-metadata on an honest file with an audio track (the cross-check)', async () => {
    const file = buildMp4({
      timescale: 1000,
      duration: 5000,
      tracks: [honestTrack(5), { id: 2, handler: 'soun', duration: 5000, mediaTimescale: 44_100, mediaDuration: 5 * 44_100 }],
    });
    const { format } = await parseBuffer(file, { mimeType: 'video/mp4' }, { duration: true });
    expect(format.duration).toBe(5);
    expect((await probeVideo(file)).durationSeconds).toBe(5);
  });

  describe('a header that lies: the longest declared or implied duration wins', () => {
    it('mvhd says 5 s but a track header says 60 s', async () => {
      const file = buildMp4({ timescale: 1000, duration: 5000, tracks: [{ ...honestTrack(5), duration: 60_000 }] });
      expect((await probeVideo(file)).durationSeconds).toBe(60);
    });

    it('mvhd and tkhd say 5 s but the media header says 60 s', async () => {
      const file = buildMp4({ timescale: 1000, duration: 5000, tracks: [{ ...honestTrack(5), mediaDuration: 60 * 90_000 }] });
      expect((await probeVideo(file)).durationSeconds).toBe(60);
    });

    it('every header says 5 s but the samples run for 60 s', async () => {
      const file = buildMp4({ timescale: 1000, duration: 5000, tracks: [{ ...honestTrack(5), samples: [[1800, 3000]] }] });
      expect((await probeVideo(file)).durationSeconds).toBe(60);
    });

    it('a short video track hides a 60 s second track', async () => {
      const file = buildMp4({
        timescale: 1000,
        duration: 5000,
        tracks: [honestTrack(5, 1), { ...honestTrack(5, 2), mediaDuration: 60 * 90_000, samples: [[1800, 3000]] }],
      });
      expect((await probeVideo(file)).durationSeconds).toBe(60);
    });

    it('mvhd says 0 (fragmented file) and the fragments run for 30 s', async () => {
      const file = buildMp4({
        timescale: 1000,
        duration: 0,
        tracks: [{ id: 1, duration: 0, mediaTimescale: 1000, mediaDuration: 0, samples: [] }],
        extraMoov: [mvex(1)],
        after: [moof(1, 0, Array(150).fill(100)), moof(1, 15_000, Array(150).fill(100))],
      });
      expect((await probeVideo(file)).durationSeconds).toBe(30);
    });
  });

  it.each([
    ['no moov at all', Buffer.concat([ftyp(), box('mdat', Buffer.alloc(100))])],
    ['a moov without mvhd', Buffer.concat([ftyp(), box('moov', box('free'))])],
    ['a moov cut off in the middle of mvhd', buildMp4({ timescale: 1000, duration: 5000 }).subarray(0, 60)],
    ['a file cut off in mdat', buildMp4({ timescale: 1000, duration: 5000, tracks: [honestTrack(5)], moovLast: false }).subarray(0, -10)],
    ['an mvhd too short for its fields', Buffer.concat([ftyp(), box('moov', fullBox('mvhd', 0, 0, u32(0), u32(0)))])],
    ['a timescale of zero', buildMp4({ timescale: 0, duration: 5000 })],
    ['a duration of zero', buildMp4({ timescale: 1000, duration: 0 })],
    ['an unknown (all ones) duration', buildMp4({ timescale: 1000, duration: 0xffffffff })],
    ['a box claiming more bytes than the file has', Buffer.concat([ftyp(), u32(1_000_000), Buffer.from('moov'), mvhd(1000, 5000)])],
  ])('refuses %s (415, unreadable)', async (_what, buf) => {
    const err = await refusal(buf);
    expect(err.status).toBe(415);
    expect(err.reason).toBe('unreadable_video');
  });

  it('refuses a sample table that claims more entries than it holds', async () => {
    const file = buildMp4({ timescale: 1000, duration: 5000, tracks: [honestTrack(5)] });
    const at = file.indexOf('stts') + 8; // entry count of the stts box
    file.writeUInt32BE(0x7fffffff, at);
    expect((await refusal(file)).reason).toBe('unreadable_video');
  });

  it('is not fooled by a JPEG that carries an mp4 inside it', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const err = await refusal(Buffer.concat([jpeg, buildMp4({ timescale: 1000, duration: 3000 })]));
    expect(err.reason).toBe('not_video');
  });
});

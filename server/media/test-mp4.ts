/**
 * Builds small but real ISO-BMFF (mp4 / mov) files for tests: the boxes a player and our probe read,
 * with the durations a test asks for. Test helper only.
 */

export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

export function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE(((version & 0xff) << 24) | (flags & 0xffffff), 0);
  return box(type, vf, ...payload);
}

export const u8 = (n: number) => Buffer.from([n]);
export const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
export const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
export const u64 = (n: number | bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);
const UNITY_MATRIX = Buffer.concat([u32(0x10000), u32(0), u32(0), u32(0), u32(0x10000), u32(0), u32(0), u32(0), u32(0x40000000)]);

export function ftyp(major = 'isom', compatible = ['isom', 'iso2', 'avc1', 'mp41']): Buffer {
  return box('ftyp', Buffer.from(major, 'latin1'), u32(0x200), ...compatible.map((b) => Buffer.from(b, 'latin1')));
}

/** Movie header: timescale units per second, duration in those units (64-bit fields with version 1). */
export function mvhd(timescale: number, duration: number | bigint, version: 0 | 1 = 0): Buffer {
  const times = version === 1 ? [u64(0), u64(0), u32(timescale), u64(duration)] : [u32(0), u32(0), u32(timescale), u32(Number(duration))];
  return fullBox('mvhd', version, 0, ...times, u32(0x10000), u16(0x100), zeros(10), UNITY_MATRIX, zeros(24), u32(2));
}

/** Track header; duration in the movie's timescale. */
export function tkhd(trackId: number, duration: number, opts: { width?: number; height?: number } = {}): Buffer {
  return fullBox(
    'tkhd',
    0,
    3,
    u32(0),
    u32(0),
    u32(trackId),
    u32(0),
    u32(duration),
    zeros(8),
    u16(0),
    u16(0),
    u16(0),
    u16(0),
    UNITY_MATRIX,
    u32((opts.width ?? 0) << 16),
    u32((opts.height ?? 0) << 16),
  );
}

/** Media header: the track's own timescale and duration. */
export function mdhd(timescale: number, duration: number): Buffer {
  return fullBox('mdhd', 0, 0, u32(0), u32(0), u32(timescale), u32(duration), u16(0x55c4), u16(0));
}

export function hdlr(handler: 'vide' | 'soun'): Buffer {
  return fullBox('hdlr', 0, 0, u32(0), Buffer.from(handler, 'latin1'), zeros(12), Buffer.from('Handler\0', 'latin1'));
}

/** Time-to-sample table: [sample count, sample delta] runs. */
export function stts(entries: [number, number][]): Buffer {
  return fullBox('stts', 0, 0, u32(entries.length), ...entries.flatMap(([count, delta]) => [u32(count), u32(delta)]));
}

/** Sample description: one minimal `avc1` (video) or `mp4a` (audio, 44.1 kHz stereo) entry. */
export function stsd(handler: 'vide' | 'soun'): Buffer {
  const entryStart = Buffer.concat([zeros(6), u16(1)]);
  const entry =
    handler === 'vide'
      ? box(
          'avc1',
          entryStart,
          zeros(16),
          u16(320),
          u16(240),
          u32(0x480000),
          u32(0x480000),
          u32(0),
          u16(1),
          zeros(32),
          u16(0x18),
          u16(0xffff),
        )
      : box('mp4a', entryStart, u16(0), u16(0), u32(0), u16(2), u16(16), u16(0), u16(0), u32(44_100 * 65_536));
  return fullBox('stsd', 0, 0, u32(1), entry);
}

/** Sample sizes: every sample 100 bytes. */
export function stsz(samples: [number, number][]): Buffer {
  return fullBox('stsz', 0, 0, u32(100), u32(samples.reduce((n, [count]) => n + count, 0)));
}

export interface TrackSpec {
  id?: number;
  handler?: 'vide' | 'soun';
  /** tkhd duration, in the movie timescale. */
  duration: number;
  mediaTimescale: number;
  mediaDuration: number;
  /** Sample table; defaults to samples adding up to mediaDuration. */
  samples?: [number, number][];
}

export function trak(t: TrackSpec): Buffer {
  const samples = t.samples ?? [[1, t.mediaDuration]];
  return box(
    'trak',
    tkhd(t.id ?? 1, t.duration, t.handler === 'soun' ? {} : { width: 320, height: 240 }),
    box(
      'mdia',
      mdhd(t.mediaTimescale, t.mediaDuration),
      hdlr(t.handler ?? 'vide'),
      box('minf', box('stbl', stsd(t.handler ?? 'vide'), stts(samples), stsz(samples))),
    ),
  );
}

/** A complete file: ftyp, moov (mvhd and tracks), mdat; moov after mdat when `moovLast`. */
export function buildMp4(opts: {
  brand?: string;
  compatible?: string[];
  timescale: number;
  duration: number;
  tracks?: TrackSpec[];
  extraMoov?: Buffer[];
  after?: Buffer[];
  moovLast?: boolean;
}): Buffer {
  const moov = box('moov', mvhd(opts.timescale, opts.duration), ...(opts.tracks ?? []).map(trak), ...(opts.extraMoov ?? []));
  const mdat = box('mdat', Buffer.alloc(64, 0xab));
  const head = ftyp(opts.brand, opts.compatible);
  return Buffer.concat(opts.moovLast ? [head, mdat, moov, ...(opts.after ?? [])] : [head, moov, mdat, ...(opts.after ?? [])]);
}

/** A movie fragment for one track: tfhd, tfdt and a trun with per-sample durations. */
export function moof(trackId: number, baseTime: number, sampleDurations: number[]): Buffer {
  return box(
    'moof',
    fullBox('mfhd', 0, 0, u32(1)),
    box(
      'traf',
      fullBox('tfhd', 0, 0x020000, u32(trackId)),
      fullBox('tfdt', 0, 0, u32(baseTime)),
      fullBox('trun', 0, 0x100, u32(sampleDurations.length), ...sampleDurations.map(u32)),
    ),
  );
}

export function mvex(trackId: number, defaultSampleDuration = 0): Buffer {
  return box('mvex', fullBox('trex', 0, 0, u32(trackId), u32(1), u32(defaultSampleDuration), u32(0), u32(0)));
}

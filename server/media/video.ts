import { MediaError } from './media-error';
import { readFtyp } from './sniff';

export type VideoType = 'video/mp4' | 'video/quicktime';

export interface VideoProbe {
  contentType: VideoType;
  /** The longest duration the container declares or its sample tables add up to (see `probeVideo`). */
  durationSeconds: number;
}

/** Major brands of MP4 video files (ISO base media, MPEG-4, H.264, Apple M4V, Sony, DASH, Flash). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'MSNV',
  'XAVC',
  'dash',
  'f4v ',
  'mmp4',
]);
/** ISO-BMFF brands that are not video even when they list an mp4 brand as compatible: images and audio. */
const NOT_VIDEO_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'M4A ',
  'M4B ',
  'M4P ',
  'F4A ',
  'F4B ',
]);

/**
 * Checks an uploaded video and reads its real duration from the container, never trusting a name or header.
 *
 * - The type comes from the `ftyp` box: an MP4 brand → video/mp4, `qt  ` → video/quicktime; anything else
 *   (including HEIC/AVIF images and M4A audio, which are ISO-BMFF too) is refused: MediaError 415 `not_video`.
 * - The duration is read from `moov` directly. A file could declare 5 s in `mvhd` while a track runs 60 s, so
 *   the rule is: **the longest of** mvhd, mehd (fragmented files), and for every track its tkhd, edit list,
 *   mdhd, the sum of its `stts` sample durations and of its fragments' `trun` sample durations.
 *   music-metadata's reading is a cross-check folded into the same maximum (it only reports audio tracks).
 * - No `moov`, a truncated box, or no positive duration anywhere: MediaError 415 `unreadable_video`.
 *
 * The caller compares `durationSeconds` with its limit (10 s).
 */
export async function probeVideo(buf: Buffer): Promise<VideoProbe> {
  const contentType = videoTypeOf(buf);
  if (!contentType) throw new MediaError(buf.length === 0 ? 'empty' : 'not_video');

  let durations: number[];
  try {
    durations = readDurations(buf);
  } catch (err) {
    if (err instanceof Malformed) throw new MediaError('unreadable_video');
    throw err;
  }
  durations.push(await musicMetadataDuration(buf, contentType));
  const durationSeconds = Math.max(0, ...durations.filter((d) => Number.isFinite(d)));
  if (!(durationSeconds > 0)) throw new MediaError('unreadable_video');
  return { contentType, durationSeconds };
}

/** video/mp4 or video/quicktime from the ftyp box, or null. */
export function videoTypeOf(buf: Buffer): VideoType | null {
  const ftyp = readFtyp(buf);
  if (!ftyp || NOT_VIDEO_BRANDS.has(ftyp.major)) return null;
  if (ftyp.major === 'qt  ') return 'video/quicktime';
  if (MP4_BRANDS.has(ftyp.major)) return 'video/mp4';
  // An unlisted major brand (a camera maker's own) that declares MP4 compatibility.
  return ftyp.compatible.some((b) => MP4_BRANDS.has(b)) ? 'video/mp4' : null;
}

class Malformed extends Error {}

interface Box {
  type: string;
  /** First byte after the header. */
  start: number;
  end: number;
}

/** The boxes laid end to end in buf[from, to); one running past `to` means the file is truncated or forged. */
function boxes(buf: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  for (let at = from; at < to;) {
    if (to - at < 8) throw new Malformed('box header truncated');
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (to - at < 16) throw new Malformed('box header truncated');
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at; // "to the end"
    }
    if (size < header || at + size > to) throw new Malformed(`box ${type} runs past its container`);
    out.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return out;
}

const children = (buf: Buffer, box: Box) => boxes(buf, box.start, box.end);
const child = (buf: Buffer, box: Box, type: string) => children(buf, box).find((b) => b.type === type);

/** A full box's version byte, after checking the payload holds at least `need` bytes. */
function version(buf: Buffer, box: Box, need: number): number {
  if (box.end - box.start < need) throw new Malformed(`${box.type} truncated`);
  return buf[box.start];
}

/** A 32- or 64-bit unsigned field; all ones means "unknown" in these boxes, read as NaN. */
function uint(buf: Buffer, at: number, wide: boolean): number {
  if (wide) {
    const v = buf.readBigUInt64BE(at);
    return v === 0xffffffffffffffffn ? NaN : Number(v);
  }
  const v = buf.readUInt32BE(at);
  return v === 0xffffffff ? NaN : v;
}

const seconds = (units: number, timescale: number) => (timescale > 0 ? units / timescale : NaN);

/** Every duration in seconds the file states or implies (see `probeVideo`); throws Malformed when unreadable. */
function readDurations(buf: Buffer): number[] {
  const top = boxes(buf, 0, buf.length);
  const moov = top.find((b) => b.type === 'moov');
  if (!moov) throw new Malformed('no moov box');
  const moovBoxes = children(buf, moov);
  const mvhd = moovBoxes.find((b) => b.type === 'mvhd');
  if (!mvhd) throw new Malformed('no mvhd box');

  // mvhd: version, flags(3), creation, modification, timescale(32), duration — 32-bit times in v0, 64-bit in v1.
  const v1 = version(buf, mvhd, 4) === 1;
  version(buf, mvhd, v1 ? 32 : 20);
  const movieScale = buf.readUInt32BE(mvhd.start + (v1 ? 20 : 12));
  const durations = [seconds(uint(buf, mvhd.start + (v1 ? 24 : 16), v1), movieScale)];

  // Fragmented files: the movie extends header and each track's default sample duration.
  const trexDefault = new Map<number, number>();
  const mvex = moovBoxes.find((b) => b.type === 'mvex');
  if (mvex) {
    for (const b of children(buf, mvex)) {
      if (b.type === 'mehd') {
        const wide = version(buf, b, 8) === 1;
        version(buf, b, wide ? 12 : 8);
        durations.push(seconds(uint(buf, b.start + 4, wide), movieScale));
      } else if (b.type === 'trex') {
        version(buf, b, 16);
        trexDefault.set(buf.readUInt32BE(b.start + 4), buf.readUInt32BE(b.start + 12));
      }
    }
  }

  const mediaScale = new Map<number, number>();
  for (const trak of moovBoxes.filter((b) => b.type === 'trak')) {
    const tkhd = child(buf, trak, 'tkhd');
    let trackId = 0;
    if (tkhd) {
      // tkhd: version, flags, creation, modification, track_ID(32), reserved(32), duration (movie timescale).
      const wide = version(buf, tkhd, 4) === 1;
      version(buf, tkhd, wide ? 36 : 24);
      trackId = buf.readUInt32BE(tkhd.start + (wide ? 20 : 12));
      durations.push(seconds(uint(buf, tkhd.start + (wide ? 28 : 20), wide), movieScale));
    }
    const edts = child(buf, trak, 'edts');
    const elst = edts && child(buf, edts, 'elst');
    if (elst) durations.push(seconds(editListTotal(buf, elst), movieScale));

    const mdia = child(buf, trak, 'mdia');
    const mdhd = mdia && child(buf, mdia, 'mdhd');
    if (!mdia || !mdhd) continue;
    const wide = version(buf, mdhd, 4) === 1;
    version(buf, mdhd, wide ? 32 : 20);
    const timescale = buf.readUInt32BE(mdhd.start + (wide ? 20 : 12));
    mediaScale.set(trackId, timescale);
    durations.push(seconds(uint(buf, mdhd.start + (wide ? 24 : 16), wide), timescale));

    const minf = child(buf, mdia, 'minf');
    const stbl = minf && child(buf, minf, 'stbl');
    const stts = stbl && child(buf, stbl, 'stts');
    if (stts) durations.push(seconds(sampleTableTotal(buf, stts), timescale));
  }

  // Fragments: per track, the later of "sum of sample durations" and "last decode time + its fragment".
  const fragmentUnits = new Map<number, number>();
  for (const moof of top.filter((b) => b.type === 'moof')) {
    for (const traf of children(buf, moof).filter((b) => b.type === 'traf')) {
      const { trackId, units, baseTime } = readTrackFragment(buf, traf, trexDefault);
      const sum = (fragmentUnits.get(trackId) ?? 0) + units;
      fragmentUnits.set(trackId, Math.max(sum, baseTime + units));
    }
  }
  for (const [trackId, units] of fragmentUnits) durations.push(seconds(units, mediaScale.get(trackId) ?? 0));
  return durations;
}

/** elst: the sum of segment durations (movie timescale). */
function editListTotal(buf: Buffer, elst: Box): number {
  const wide = version(buf, elst, 8) === 1;
  const count = buf.readUInt32BE(elst.start + 4);
  const entry = wide ? 20 : 12;
  if (count * entry > elst.end - elst.start - 8) throw new Malformed('elst truncated');
  let total = 0;
  for (let i = 0, at = elst.start + 8; i < count; i++, at += entry) total += wide ? Number(buf.readBigUInt64BE(at)) : buf.readUInt32BE(at);
  return total;
}

/** stts: sample count × sample delta, summed (media timescale). */
function sampleTableTotal(buf: Buffer, stts: Box): number {
  version(buf, stts, 8);
  const count = buf.readUInt32BE(stts.start + 4);
  if (count * 8 > stts.end - stts.start - 8) throw new Malformed('stts truncated');
  let total = 0;
  for (let i = 0, at = stts.start + 8; i < count; i++, at += 8) total += buf.readUInt32BE(at) * buf.readUInt32BE(at + 4);
  return total;
}

/** traf: which track, its decode start (tfdt) and the sum of its samples' durations (trun, else defaults). */
function readTrackFragment(buf: Buffer, traf: Box, trexDefault: Map<number, number>): { trackId: number; units: number; baseTime: number } {
  const parts = children(buf, traf);
  const tfhd = parts.find((b) => b.type === 'tfhd');
  if (!tfhd) throw new Malformed('traf without tfhd');
  version(buf, tfhd, 8);
  const tfhdFlags = buf.readUIntBE(tfhd.start + 1, 3);
  const trackId = buf.readUInt32BE(tfhd.start + 4);
  let at = tfhd.start + 8 + (tfhdFlags & 0x1 ? 8 : 0) + (tfhdFlags & 0x2 ? 4 : 0);
  let defaultDuration = trexDefault.get(trackId) ?? 0;
  if (tfhdFlags & 0x8) {
    if (at + 4 > tfhd.end) throw new Malformed('tfhd truncated');
    defaultDuration = buf.readUInt32BE(at);
    at += 4;
  }

  let baseTime = 0;
  const tfdt = parts.find((b) => b.type === 'tfdt');
  if (tfdt) {
    const wide = version(buf, tfdt, 8) === 1;
    version(buf, tfdt, wide ? 12 : 8);
    baseTime = wide ? Number(buf.readBigUInt64BE(tfdt.start + 4)) : buf.readUInt32BE(tfdt.start + 4);
  }

  let units = 0;
  for (const trun of parts.filter((b) => b.type === 'trun')) {
    version(buf, trun, 8);
    const flags = buf.readUIntBE(trun.start + 1, 3);
    const count = buf.readUInt32BE(trun.start + 4);
    let p = trun.start + 8 + (flags & 0x1 ? 4 : 0) + (flags & 0x4 ? 4 : 0);
    const perSample = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
    if (count * perSample > trun.end - p) throw new Malformed('trun truncated');
    if (!(flags & 0x100)) {
      units += count * defaultDuration;
      continue;
    }
    for (let i = 0; i < count; i++, p += perSample) units += buf.readUInt32BE(p);
  }
  return { trackId, units, baseTime };
}

/** music-metadata's duration (first audio track only), or NaN when it has none or cannot parse the file. */
async function musicMetadataDuration(buf: Buffer, mimeType: VideoType): Promise<number> {
  // Loaded with the first video, not at start (outside the try: failing to load it is not an unreadable file).
  const { parseBuffer } = await import('music-metadata');
  try {
    const { format } = await parseBuffer(buf, { mimeType, size: buf.length }, { duration: true, skipCovers: true });
    return format.duration ?? NaN;
  } catch {
    return NaN;
  }
}

import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rmdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { CheckedStorage, InvalidKeyError, type ByteRange, type PutOptions, type StoredObject } from './storage';

interface Sidecar {
  contentType: string;
  cacheControl?: string;
}

/** Content types by extension, for a file whose sidecar is missing (e.g. copied in by hand). */
const TYPES_BY_EXTENSION: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
};

/**
 * Files on local disk: the object `a/b.webp` is `${dataDir}/files/a/b.webp`, and its content type and
 * cache control sit beside it in `.b.webp.meta.json`. Names starting with a dot are never valid keys,
 * so sidecars and temp files cannot collide with objects and `list` skips them.
 *
 * Every write goes to a temp file in the same folder, is flushed, then renamed over the target, so a
 * reader sees the old bytes or the new ones, never half a file. (The sidecar is renamed first: a reader
 * racing an overwrite that changes the content type may briefly see the new type with the old bytes.)
 * A key cannot be both an object and a folder (`a/b` and `a/b/c`) on disk; our keys never need that.
 */
export class DiskStorage extends CheckedStorage {
  readonly root: string;

  constructor(dataDir: string) {
    super();
    this.root = path.resolve(dataDir, 'files');
  }

  /** This process may read and write in the folder, or, before the first upload makes it, in its nearest parent. */
  async check(): Promise<void> {
    for (let dir = this.root; ; dir = path.dirname(dir)) {
      try {
        return await access(dir, constants.R_OK | constants.W_OK | constants.X_OK);
      } catch (err) {
        if (!isMissing(err) || path.dirname(dir) === dir) throw err;
      }
    }
  }

  protected async write(key: string, body: Buffer, opts: PutOptions): Promise<void> {
    const file = this.pathOf(key);
    const sidecar: Sidecar = opts.cacheControl
      ? { contentType: opts.contentType, cacheControl: opts.cacheControl }
      : { contentType: opts.contentType };
    await this.withFolder(file, async () => {
      await writeAtomic(sidecarOf(file), JSON.stringify(sidecar));
      await writeAtomic(file, body);
    });
  }

  protected async read(key: string, opts: { range?: ByteRange }): Promise<StoredObject | null> {
    const file = this.pathOf(key);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    try {
      // Size and bytes come from the same open file, so a concurrent overwrite cannot mix them.
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const meta = await readSidecar(file);
      const size = stat.size;
      const range =
        opts.range && opts.range.start < size
          ? { start: opts.range.start, end: Math.min(opts.range.end ?? size - 1, size - 1) }
          : undefined;
      const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return {
        body,
        size,
        contentType: meta.contentType,
        ...(meta.cacheControl ? { cacheControl: meta.cacheControl } : {}),
        ...(range ? { range } : {}),
      };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  protected async remove(key: string): Promise<void> {
    const file = this.pathOf(key);
    await unlinkIfPresent(file);
    await unlinkIfPresent(sidecarOf(file));
    await this.pruneEmptyFolders(path.dirname(file));
  }

  protected async removePrefix(prefix: string): Promise<number> {
    const keys = await this.list(prefix);
    for (const key of keys) await this.delete(key);
    return keys.length;
  }

  protected async keys(prefix: string): Promise<string[]> {
    // Walk only the deepest folder the prefix fully names: `avatars/u1/lg-` → `avatars/u1`.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const keys: string[] = [];
    await this.walk(folder, keys);
    return keys.filter((k) => k.startsWith(prefix)).sort();
  }

  protected urlOf(key: string): string {
    return `/files/${key}`;
  }

  /** The file of a (valid) key, checked once more to lie inside the root. */
  private pathOf(key: string): string {
    const file = path.join(this.root, ...key.split('/'));
    if (!file.startsWith(this.root + path.sep)) throw new InvalidKeyError(key);
    return file;
  }

  private async walk(folder: string, into: string[]): Promise<void> {
    let entries;
    try {
      entries = await readdir(folder ? this.pathOf(folder) : this.root, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await this.walk(key, into);
      else if (entry.isFile()) into.push(key);
    }
  }

  /** Creates the file's folder and runs the write; retries once if a concurrent delete pruned the folder meanwhile. */
  private async withFolder(file: string, write: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      await mkdir(path.dirname(file), { recursive: true });
      try {
        return await write();
      } catch (err) {
        if (attempt > 0 || (err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
  }

  /** Removes folders left empty by a delete, up to (not including) the root. */
  private async pruneEmptyFolders(folder: string): Promise<void> {
    while (folder.startsWith(this.root + path.sep)) {
      try {
        await rmdir(folder);
      } catch {
        return; // not empty (or already gone): stop here
      }
      folder = path.dirname(folder);
    }
  }
}

function sidecarOf(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.meta.json`);
}

async function readSidecar(file: string): Promise<Sidecar> {
  try {
    const parsed = JSON.parse(await readFile(sidecarOf(file), 'utf8')) as Partial<Sidecar>;
    if (typeof parsed.contentType === 'string') {
      return { contentType: parsed.contentType, ...(typeof parsed.cacheControl === 'string' ? { cacheControl: parsed.cacheControl } : {}) };
    }
  } catch (err) {
    if (!isMissing(err) && !(err instanceof SyntaxError)) throw err;
  }
  return { contentType: TYPES_BY_EXTENSION[path.extname(file).toLowerCase()] ?? 'application/octet-stream' };
}

/** Writes to a temp file beside the target, flushes it to disk, then renames it over the target. */
async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const temp = path.join(path.dirname(file), `.tmp-${randomUUID()}`);
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (err) {
    await unlinkIfPresent(temp);
    throw err;
  }
}

async function unlinkIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (err) {
    // EISDIR: the key names a folder, so there is no object to remove.
    if (!isMissing(err) && (err as NodeJS.ErrnoException).code !== 'EISDIR') throw err;
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { count, sql } from 'drizzle-orm';
import { Header, Pack, Parser, ReadEntry, Unpack } from 'tar';
import { openDatabase, type Database } from '#server/db/client';
import { posts, users } from '#server/db/schema';

/**
 * A backup of the embedded database is one .tar.gz that plain `tar` can read:
 *
 *   sillage-backup.json   the manifest (always first): what the archive holds, checked on restore
 *   pglite/...            the PGlite data folder, copied after a clean shutdown (a cold backup)
 *   files/...             uploaded files on local disk (DATA_DIR/files), absent when they live in object storage
 *   jwt-secret            the generated token secret, so mailed links (unsubscribe) keep working on a new machine
 *
 * The database and its files travel together because a post's row names its image: restoring one without the
 * other leaves broken images. The data folder is copied as files rather than through PGlite's dumpDataDir(),
 * which builds the whole database in memory and, taken from a running instance, carries its postmaster.pid.
 * node-tar (isaacs/node-tar, the tar npm itself uses) writes and reads the archive.
 */

export const MANIFEST = 'sillage-backup.json';
const FORMAT = 'sillage-backup';
const VERSION = 1;
/** What a restore replaces in DATA_DIR, and so what it moves aside first. */
const PARTS = ['pglite', 'files', 'jwt-secret'] as const;
type Part = (typeof PARTS)[number];

/** An error for the operator: its message is printed as is, and the process exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Why an archive is refused, for the operator: "FILE is not a usable Sillage backup: <message>. Nothing was changed." */
class Refusal extends Error {}

interface Tally {
  entries: number;
  bytes: number;
}

export interface BackupManifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  database: {
    engine: 'pglite';
    /** The data folder's PostgreSQL major version (PG_VERSION): a PGlite of another major cannot open it. */
    postgresVersion: string;
    /** Migrations applied when the backup was made; a restore applies the newer ones. */
    migrations: number;
    accounts: number;
    posts: number;
  };
  pglite: Tally;
  /** Null when uploads were in object storage (STORAGE_URL) and so are not in the archive. */
  files: Tally | null;
  jwtSecret: boolean;
}

/** "20261128T203105Z": a UTC time for file and folder names (no colons, sorts in time order). */
export const stamp = (d = new Date()) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export function describeBytes(n: number) {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MB`;
  return `${(n / 1024 ** 3).toFixed(2)} GB`;
}

/**
 * A path the operator typed, made absolute from the folder they ran the command in: npm runs scripts from the
 * project's root and says where it was started in INIT_CWD. (DATA_DIR stays relative to the root, as for the server.)
 */
export const fromCaller = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

/** `base` + `suffix`, or with -2, -3… before the suffix when that name is taken (two runs in one second). */
function unused(base: string, suffix = '') {
  let name = `${base}${suffix}`;
  for (let n = 2; existsSync(name); n++) name = `${base}-${n}${suffix}`;
  return name;
}

/** True when DATA_DIR holds an embedded database (a non-empty pglite folder). */
export function hasDatabase(dataDir: string) {
  const dir = path.join(dataDir, 'pglite');
  return existsSync(dir) && readdirSync(dir).length > 0;
}

interface Counts {
  migrations: number;
  accounts: number;
  posts: number;
}

async function countsOf(database: Database): Promise<Counts> {
  // Drizzle keeps applied migrations in drizzle.__drizzle_migrations; a database never migrated has none.
  const applied = await database.db
    .execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows[0].n)
    .catch(() => 0);
  const [a] = await database.db.select({ n: count() }).from(users);
  const [p] = await database.db.select({ n: count() }).from(posts);
  return { migrations: applied, accounts: a.n, posts: p.n };
}

/** The archive path of `name` (a folder or file of DATA_DIR) and of everything under it, parents first, with its bytes. */
async function walk(dataDir: string, name: string, found: { name: string; size: number }[] = []) {
  const abs = path.join(dataDir, name);
  const s = await stat(abs);
  if (!s.isFile() && !s.isDirectory())
    throw new CliError(`${abs} is neither a file nor a folder: move it out of ${dataDir} and back up again.`);
  found.push({ name, size: s.isFile() ? s.size : 0 });
  // `.tmp-…` files in files/ are writes a crash interrupted (server/storage/disk-storage.ts): never objects.
  const skip = (child: string) => name.split('/')[0] === 'files' && child.startsWith('.tmp-');
  if (s.isDirectory()) for (const child of (await readdir(abs)).sort()) if (!skip(child)) await walk(dataDir, `${name}/${child}`, found);
  return found;
}

const noTallies = () => Object.fromEntries(PARTS.map((part) => [part, { entries: 0, bytes: 0 }])) as Record<Part, Tally>;

/** Which part of DATA_DIR an archive path belongs to (a folder's path ends with '/'); undefined for any other. */
const partOf = (name: string): Part | undefined =>
  name === 'jwt-secret' ? name : (['pglite', 'files'] as const).find((part) => name.startsWith(`${part}/`));

/** How the entries seen in an archive differ from what its manifest lists, in words; undefined when they agree. */
function mismatch(seen: Record<Part, Tally>, manifest: BackupManifest): string | undefined {
  for (const [part, listed] of [
    ['pglite', manifest.pglite],
    ['files', manifest.files ?? { entries: 0, bytes: 0 }],
  ] as const) {
    const { entries, bytes } = seen[part];
    if (entries !== listed.entries || bytes !== listed.bytes)
      return `${part}/ holds ${entries} entries (${bytes} bytes) where the manifest lists ${listed.entries} (${listed.bytes} bytes)`;
  }
  if (seen['jwt-secret'].entries !== (manifest.jwtSecret ? 1 : 0)) return 'jwt-secret does not match the manifest';
}

export interface BackupResult {
  file: string;
  size: number;
  manifest: BackupManifest;
}

/**
 * Writes a backup of the embedded database in `dataDir` (and its uploaded files unless `includeFiles` is false) to
 * `out`, by default DATA_DIR/backups/sillage-<UTC time>.tar.gz. The database is opened first, which replays its
 * log after a crash, and closed cleanly, so the copied folder is consistent. The archive is written beside its
 * destination under a temporary name, flushed, then renamed: a backup file that exists is complete.
 * The caller makes sure no server holds the database.
 */
export async function createBackup(opts: { dataDir: string; out?: string; includeFiles: boolean }): Promise<BackupResult> {
  const pgDir = path.join(opts.dataDir, 'pglite');
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) throw new CliError(`No embedded database in ${pgDir}: nothing to back up.`);
  const database = await openDatabase({ dataDir: opts.dataDir });
  let counts: Counts;
  try {
    await database.db.execute(sql`checkpoint`);
    counts = await countsOf(database);
  } finally {
    await database.close();
  }

  const included = PARTS.filter((part) => (part !== 'files' || opts.includeFiles) && existsSync(path.join(opts.dataDir, part)));
  const entries: string[] = [];
  const tallies = noTallies();
  for (const part of included)
    for (const { name, size } of await walk(opts.dataDir, part)) {
      entries.push(name);
      tallies[part].entries++;
      tallies[part].bytes += size;
    }
  const createdAt = new Date();
  const manifest: BackupManifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: createdAt.toISOString(),
    database: { engine: 'pglite', postgresVersion: readFileSync(path.join(pgDir, 'PG_VERSION'), 'utf8').trim(), ...counts },
    pglite: tallies.pglite,
    files: opts.includeFiles ? tallies.files : null,
    jwtSecret: included.includes('jwt-secret'),
  };

  const out = path.resolve(opts.out ?? unused(path.join(opts.dataDir, 'backups', `sillage-${stamp(createdAt)}`), '.tar.gz'));
  await mkdir(path.dirname(out), { recursive: true });
  const partial = path.join(path.dirname(out), `.${path.basename(out)}.partial`);
  const written = noTallies();
  const pack = new Pack({
    cwd: opts.dataDir,
    gzip: true,
    // No owner names or ids: the archive is restored on another machine, by another user.
    portable: true,
    // Exactly the entries walked, in their order; a files/ that links to another disk is copied with what it holds.
    noDirRecurse: true,
    follow: true,
    strict: true,
    onWriteEntry: (entry) => {
      const part = partOf(entry.path);
      if (!part) return;
      written[part].entries++;
      written[part].bytes += entry.stat?.size ?? 0;
    },
  });
  const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
  // node-tar adds an entry it reads from another archive as it is: the manifest is one, made in memory.
  const manifestEntry = new ReadEntry(
    new Header({ path: MANIFEST, type: 'File', size: manifestBytes.length, mode: 0o644, mtime: createdAt }),
  );
  manifestEntry.end(manifestBytes);
  pack.add(manifestEntry);
  for (const name of entries) pack.add(name);
  pack.end();
  try {
    // The archive holds password hashes and the token secret: readable by its owner only.
    await pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
    const changed = mismatch(written, manifest);
    if (changed) throw new CliError(`${opts.dataDir} changed while it was being backed up (${changed}): run the backup again.`);
    const handle = await open(partial, 'r+');
    await handle.sync();
    await handle.close();
    await rename(partial, out);
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
  return { file: out, size: statSync(out).size, manifest };
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Migrations applied now, on top of those the backup had. */
  migrated: number;
  /** Where the replaced database and files went, if there were any. */
  movedAside?: string;
}

/**
 * Restores a backup into `dataDir`. Refuses when a database is there unless `force`, and then moves the current
 * database (and files and token secret, when the backup replaces them) into DATA_DIR/before-restore-<UTC time>/.
 * The archive is unpacked, opened and migrated in a folder of its own inside DATA_DIR first: a damaged or foreign
 * file is refused there, and DATA_DIR is left exactly as it was. The caller makes sure no server holds the database.
 */
export async function restoreBackup(opts: { dataDir: string; file: string; force: boolean }): Promise<RestoreResult> {
  const file = path.resolve(opts.file);
  if (!existsSync(file) || !statSync(file).isFile()) throw new CliError(`No such file: ${file}`);
  if (hasDatabase(opts.dataDir) && !opts.force)
    throw new CliError(
      [
        `${opts.dataDir} already holds a database. To replace it with the backup, run again with --force:`,
        `the current database is then moved to ${path.join(opts.dataDir, 'before-restore-<time>')}/, not deleted.`,
      ].join('\n'),
    );
  // A new machine has no DATA_DIR yet; one made here and left empty by a refused file is removed again.
  const made = await mkdir(opts.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(opts.dataDir, '.restore-'));
  let restored = false;
  try {
    let manifest: BackupManifest;
    let migrated: number;
    try {
      manifest = await readManifest(file);
      const unexpected = mismatch(await unpack(file, staging), manifest);
      if (unexpected) throw new Refusal(unexpected);
      if (!existsSync(path.join(staging, 'pglite', 'PG_VERSION'))) throw new Refusal('pglite/ holds no database');
      const database = await openDatabase({ dataDir: staging });
      try {
        const before = await countsOf(database);
        await database.migrate();
        migrated = (await countsOf(database)).migrations - before.migrations;
      } finally {
        await database.close();
      }
    } catch (err) {
      if (err instanceof CliError) throw err;
      throw new CliError(`${file} is not a usable Sillage backup: ${reasonFor(err as Error)}. Nothing was changed.`);
    }
    const movedAside = await swapIn(opts.dataDir, staging, manifest);
    restored = true;
    return { manifest, migrated, movedAside };
  } finally {
    // Retries: node-tar may still be finishing a file it had begun when the archive was refused.
    await rm(staging, { recursive: true, force: true, maxRetries: 3 });
    if (made && !restored) await rm(made, { recursive: true, force: true });
  }
}

/** Reads the manifest, the archive's first entry, and nothing after it. */
async function readManifest(file: string): Promise<BackupManifest> {
  const source = createReadStream(file);
  const parser = new Parser({ strict: true });
  const failed = new Promise<never>((_, reject) => {
    source.on('error', reject);
    parser.on('error', reject);
  });
  try {
    source.pipe(parser);
    const [entry] = (await Promise.race([once(parser, 'entry'), failed])) as [ReadEntry];
    if (entry.path !== MANIFEST || entry.type !== 'File' || entry.size > 64 * 1024) throw new Refusal('it has no Sillage manifest');
    return parseManifest(await Promise.race([entry.concat(), failed]));
  } finally {
    source.destroy();
  }
}

/**
 * Unpacks the archive into `dir`; returns what it held, part by part. node-tar in strict mode refuses a damaged or
 * truncated archive and any path that would land outside `dir` ('..', absolute); the filter refuses what a backup
 * never holds: links, devices, names outside pglite/, files/ and jwt-secret, a name given twice. At the first
 * refusal the read and the unpacking stop.
 */
function unpack(file: string, dir: string): Promise<Record<Part, Tally>> {
  const seen = noTallies();
  const names = new Set<string>();
  return new Promise((resolve, reject) => {
    const source = createReadStream(file);
    const unpacker = new Unpack({
      cwd: dir,
      strict: true,
      // Files belong to whoever restores, even root: not to the ids the archive names.
      preserveOwner: false,
      // Unpack passes each entry as it is read (a ReadEntry).
      filter: (name, entry) => {
        const { type, size, linkpath } = entry as ReadEntry;
        const first = names.size === 0;
        if (names.has(name)) return refuse(`it holds ${name} twice`);
        names.add(name);
        if (first && name === MANIFEST) return false; // read already
        const part = partOf(name);
        if (!part) return refuse(`it holds an unexpected entry (${name})`);
        if (type !== 'File' && type !== 'Directory')
          return refuse(`it holds ${name}, a ${type}${linkpath ? ` to ${linkpath}` : ''}: a backup holds files and folders only`);
        seen[part].entries++;
        seen[part].bytes += size;
        return true;
      },
    });
    let failed = false;
    function fail(err: Error) {
      if (failed) return;
      failed = true;
      source.destroy();
      unpacker.abort(err);
      reject(err);
    }
    function refuse(reason: string) {
      fail(new Refusal(reason));
      return false;
    }
    source.on('error', fail);
    unpacker.on('error', fail);
    unpacker.on('close', () => resolve(seen));
    source.pipe(unpacker);
  });
}

/** Why the archive could not be read, in words for the operator. `code` is node-tar's (TAR_…), zlib's (Z_…) or the system's. */
function reasonFor(err: Error & { code?: string; path?: string }): string {
  if (err instanceof Refusal) return err.message;
  const detail = err.message.replace(/^TAR_\w+: /, '');
  // zlib's own messages ("unexpected end of file", "incorrect header check") say little to an operator.
  if (err.code === 'Z_BUF_ERROR' || detail.startsWith('Truncated input')) return `it is cut short (${detail})`;
  if (err.code?.startsWith('Z_') || err.code === 'TAR_BAD_ARCHIVE' || err.code === 'TAR_ENTRY_INVALID')
    return `it is not a gzip file, or it is damaged (${detail})`;
  // node-tar refuses a path that would land outside the folder ('..', absolute, too deep) and names it.
  if (err.code?.startsWith('TAR_ENTRY') && err.path) return `it holds an unsafe path (${err.path}: ${detail})`;
  return err.message;
}

function parseManifest(bytes: Buffer): BackupManifest {
  let m: BackupManifest;
  try {
    m = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Refusal('its manifest is not JSON');
  }
  if (m?.format !== FORMAT) throw new Refusal('its manifest is not a Sillage one');
  if (m.version > VERSION) throw new Refusal(`it is format ${m.version}, newer than this Sillage reads (${VERSION}): update Sillage first`);
  if (!m.pglite || typeof m.pglite.entries !== 'number' || !m.database) throw new Refusal('its manifest is incomplete');
  return m;
}

/**
 * Moves the current pglite/ (and files/ and jwt-secret, when the backup has them) into before-restore-<time>/,
 * then the unpacked ones into place; every step is a rename inside DATA_DIR. If a step fails, the steps done are
 * undone in reverse.
 */
async function swapIn(dataDir: string, staging: string, manifest: BackupManifest): Promise<string | undefined> {
  const replaced = PARTS.filter((p) => p === 'pglite' || (p === 'files' ? manifest.files !== null : manifest.jwtSecret));
  const aside = unused(path.join(dataDir, `before-restore-${stamp()}`));
  const done: [from: string, to: string][] = [];
  const move = async (from: string, to: string) => {
    await rename(from, to);
    done.push([from, to]);
  };
  try {
    for (const part of replaced) {
      if (!existsSync(path.join(dataDir, part))) continue;
      await mkdir(aside, { recursive: true });
      await move(path.join(dataDir, part), path.join(aside, part));
    }
    for (const part of replaced) if (existsSync(path.join(staging, part))) await move(path.join(staging, part), path.join(dataDir, part));
  } catch (err) {
    for (const [from, to] of done.reverse()) await rename(to, from).catch(() => {});
    throw err;
  }
  return existsSync(aside) ? aside : undefined;
}

import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { products } from '#server/db/schema';
import { seedCatalogue } from '#server/db/seed/catalogue';
import { syntheticPhoto } from '#server/media/test-images';
import { multipartForm } from '#server/test/multipart';
import { createTestApp, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';

const scratch = mkdtempSync(path.join(tmpdir(), 'sillage-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const dataDir = path.join(scratch, 'data');

/** Runs `npm run backup` / `npm run restore` as an operator does: a child process, settings from the environment. */
const cli = (name: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', `server/cli/${name}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_URL: '', ...env },
    encoding: 'utf8',
  });

/** Each CLI run starts Node with tsx and opens PGlite (WASM): seconds each, and far more on a loaded 2-core machine. */
const CLI_TIMEOUT = 240_000;

/** The real app on the embedded database in `dir` (migrated first, as the server does at start), files in `dir`/files. */
async function withApp<T>(dir: string, use: (t: TestApp) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  const t = await createTestApp({ DATA_DIR: dir }, { database });
  try {
    return await use(t);
  } finally {
    await t.close();
    await database.close();
  }
}

/** What a visitor sees of a post, its image's bytes, and a product: the data a restore must bring back. */
async function snapshot(t: TestApp, postId: string, productId: string) {
  const post = await t.app.inject({ method: 'GET', url: `/api/posts/${postId}` });
  const image = post.statusCode === 200 ? await t.app.inject({ method: 'GET', url: post.json().imageUrl }) : undefined;
  const product = await t.app.inject({ method: 'GET', url: `/api/products/${productId}` });
  return { post: post.json(), image: image?.rawPayload, product: product.json() };
}

/** Every path under `dir` with its size and modification time: to show that a refused restore touched nothing. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((e) => {
    const full = path.join(e.parentPath, e.name);
    const s = statSync(full);
    return `${path.relative(dir, full)} ${e.isFile() ? s.size : 'dir'} ${s.mtimeMs}`;
  });
}

describe('npm run backup and npm run restore on the embedded database', () => {
  let alice: SignedUp;
  let postId: string;
  let productId: string;
  let atBackup: Awaited<ReturnType<typeof snapshot>>;
  let backupFile: string;

  it(
    'restores a backup: the app serves what it served when the backup was made, uploaded images included',
    async () => {
      await withApp(dataDir, async (t) => {
        await seedCatalogue(t.database.db);
        alice = await signUp(t.app);
        const form = multipartForm([
          { name: 'content', value: 'Vetiver after rain, before the backup' },
          { name: 'file', filename: 'p.jpg', type: 'image/jpeg', data: await syntheticPhoto(640, 480) },
        ]);
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/posts',
          payload: form.payload,
          headers: { ...form.headers, ...alice.auth },
        });
        expect(created.statusCode).toBe(201);
        postId = created.json().id;
        [{ id: productId }] = await t.database.db.select({ id: products.id }).from(products).limit(1);
        atBackup = await snapshot(t, postId, productId);
        expect(atBackup.image?.length).toBeGreaterThan(0);
      });
      writeFileSync(path.join(dataDir, 'jwt-secret'), 'secret-at-backup');

      const backup = cli('backup', []);
      expect(backup.stderr).toBe('');
      expect(backup.status).toBe(0);
      backupFile = /to (\S+\.tar\.gz) \(/.exec(backup.stdout)![1];
      expect(path.dirname(backupFile)).toBe(path.join(dataDir, 'backups'));
      expect(path.basename(backupFile)).toMatch(/^sillage-\d{8}T\d{6}Z\.tar\.gz$/);
      expect(backup.stdout).toMatch(/\(\d+(\.\d)? (KB|MB)\)/);
      expect(backup.stdout).toMatch(/accounts: \d+, posts: 1, migrations applied: \d+/);
      // Password hashes and the token secret are inside: the owner alone may read it.
      expect(statSync(backupFile).mode & 0o777).toBe(0o600);

      // After the backup: the post is deleted, another is made, a price changes, the secret is replaced.
      let later: string;
      await withApp(dataDir, async (t) => {
        expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${postId}`, headers: alice.auth })).statusCode).toBe(200);
        const form = multipartForm([
          { name: 'content', value: 'After the backup' },
          { name: 'file', filename: 'q.jpg', type: 'image/jpeg', data: await syntheticPhoto(320, 240) },
        ]);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/posts',
          payload: form.payload,
          headers: { ...form.headers, ...alice.auth },
        });
        later = res.json().imageUrl;
        await t.database.db.update(products).set({ priceCents: 1 }).where(eq(products.id, productId));
        expect((await snapshot(t, postId, productId)).post.error.code).toBe('not_found');
      });
      writeFileSync(path.join(dataDir, 'jwt-secret'), 'secret-after-backup');

      const refused = cli('restore', [backupFile]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('already holds a database');
      expect(refused.stderr).toContain('--force');
      expect(readdirSync(dataDir).filter((n) => n.startsWith('before-restore-'))).toEqual([]);

      const restore = cli('restore', [backupFile, '--force']);
      expect(restore.stderr).toBe('');
      expect(restore.status).toBe(0);
      expect(restore.stdout).toMatch(/accounts: \d+, posts: 1; migrations: \d+ in the backup, 0 applied now/);
      // The replaced database, files and secret are moved aside, not deleted.
      const [aside] = readdirSync(dataDir).filter((n) => n.startsWith('before-restore-'));
      expect(restore.stdout).toContain(path.join(dataDir, aside));
      expect(readdirSync(path.join(dataDir, aside)).sort()).toEqual(['files', 'jwt-secret', 'pglite']);
      expect(readFileSync(path.join(dataDir, aside, 'jwt-secret'), 'utf8')).toBe('secret-after-backup');
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe('secret-at-backup');
      expect(readdirSync(dataDir).filter((n) => n.startsWith('.restore-'))).toEqual([]);

      await withApp(dataDir, async (t) => {
        expect(await snapshot(t, postId, productId)).toEqual(atBackup);
        // What was made after the backup is gone, its image with it; the account signs in as before.
        expect((await t.app.inject({ method: 'GET', url: later })).statusCode).toBe(404);
        const again = await signIn(t.app, alice);
        expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: again.auth })).statusCode).toBe(200);
      });
    },
    CLI_TIMEOUT,
  );

  it(
    'refuses a damaged or foreign file with a clear error, and changes nothing',
    () => {
      const truncated = path.join(scratch, 'truncated.tar.gz');
      const whole = readFileSync(backupFile);
      writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
      const junk = path.join(scratch, 'junk.tar.gz');
      writeFileSync(junk, 'not a backup at all\n');
      const foreign = path.join(scratch, 'foreign.tar.gz');
      expect(spawnSync('tar', ['czf', foreign, '-C', dataDir, 'jwt-secret']).status).toBe(0);
      // Made by hand from the backup's own manifest: a link out, a path that climbs out of the folder, a stray entry.
      const parts = path.join(scratch, 'parts');
      mkdirSync(parts);
      expect(spawnSync('tar', ['xzf', backupFile, '-C', parts]).status).toBe(0);
      symlinkSync('/etc/passwd', path.join(parts, 'pglite', 'link'));
      writeFileSync(path.join(scratch, 'climbed'), 'x');
      mkdirSync(path.join(parts, 'other'));
      writeFileSync(path.join(parts, 'other', 'x'), 'x');
      const handmade = (name: string, member: string) => {
        const file = path.join(scratch, name);
        // -P: the names as given, '..' included.
        expect(spawnSync('tar', ['czPf', file, '-C', parts, 'sillage-backup.json', member]).status).toBe(0);
        return file;
      };

      const before = listing(dataDir);
      for (const [file, reason] of [
        [truncated, 'it is cut short'],
        [junk, 'it is not a gzip file'],
        [foreign, 'it has no Sillage manifest'],
        [handmade('link.tar.gz', 'pglite/link'), 'it holds pglite/link, a SymbolicLink to /etc/passwd'],
        [handmade('climbing.tar.gz', 'pglite/../../climbed'), 'it holds an unsafe path (pglite/../../climbed'],
        [handmade('stray.tar.gz', 'other/x'), 'it holds an unexpected entry (other/x)'],
        [path.join(scratch, 'missing.tar.gz'), 'No such file'],
      ]) {
        const r = cli('restore', [file, '--force']);
        expect(r.status, r.stderr).toBe(1);
        expect(r.stderr).toContain(reason);
        if (file !== path.join(scratch, 'missing.tar.gz')) expect(r.stderr).toContain('Nothing was changed.');
      }
      expect(listing(dataDir)).toEqual(before);

      // Nor is an empty DATA_DIR left behind on a machine that had none.
      const fresh = path.join(scratch, 'fresh');
      const r = cli('restore', [truncated], { DATA_DIR: fresh });
      expect(r.status).toBe(1);
      expect(existsSync(fresh)).toBe(false);
    },
    CLI_TIMEOUT,
  );

  it(
    'refuses while the server holds the embedded database',
    () => {
      // This test process stands in for the server: it is alive, and its pid is in the lock file.
      writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
      try {
        for (const r of [cli('backup', []), cli('restore', [backupFile, '--force'])]) {
          expect(r.status).toBe(3);
          expect(r.stderr).toContain(`The server (pid ${process.pid}) holds the embedded database`);
          expect(r.stderr).toContain('Stop the server');
        }
      } finally {
        rmSync(path.join(dataDir, 'server.pid'));
      }
    },
    CLI_TIMEOUT,
  );

  it(
    'on PostgreSQL, says to use pg_dump and pg_restore, with the commands, and does nothing',
    () => {
      const env = { DATABASE_URL: 'postgres://someone:hunter2@127.0.0.1:1/sillage' };
      const backup = cli('backup', [], env);
      expect(backup.status).toBe(2);
      expect(backup.stderr).toContain('pg_dump -Fc');
      const restore = cli('restore', ['sillage.dump'], env);
      expect(restore.status).toBe(2);
      expect(restore.stderr).toContain('pg_restore --clean --if-exists --no-owner --single-transaction -d "$DATABASE_URL" sillage.dump');
      expect(backup.stderr + restore.stderr).not.toContain('hunter2');
    },
    CLI_TIMEOUT,
  );

  it(
    'migrates a backup made on an older schema when it is restored on a new machine',
    async () => {
      // A database two migrations behind: the journal of a copy of the migrations folder stops early.
      const oldDir = path.join(scratch, 'old');
      const migrations = path.join(scratch, 'migrations');
      cpSync('server/db/migrations', migrations, { recursive: true });
      const journalFile = path.join(migrations, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
      const total = journal.entries.length;
      journal.entries = journal.entries.slice(0, -2);
      writeFileSync(journalFile, JSON.stringify(journal));
      const old = await openDatabase({ dataDir: oldDir });
      try {
        await migrate(old.db as never, { migrationsFolder: migrations });
        const [{ id }] = (
          (await old.db.execute(sql`insert into users (email, password_hash) values ('old@example.com', 'x') returning id`)) as unknown as {
            rows: { id: string }[];
          }
        ).rows;
        await old.db.execute(sql`insert into profiles (id, username) values (${id}, 'oldtimer')`);
        await old.db.execute(sql`insert into posts (author_id, content) values (${id}, 'Oakmoss from the old days')`);
      } finally {
        await old.close();
      }
      const file = path.join(scratch, 'old.tar.gz');
      const backup = cli('backup', ['--out', file], { DATA_DIR: oldDir });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`accounts: 1, posts: 1, migrations applied: ${total - 2}`);

      const newDir = path.join(scratch, 'new-machine');
      const restore = cli('restore', [file], { DATA_DIR: newDir });
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`migrations: ${total - 2} in the backup, 2 applied now`);
      expect(restore.stdout).not.toContain('previous database');

      await withApp(newDir, async (t) => {
        // Search reads a column the newer migrations added, filled for the rows the backup brought.
        const found = await t.app.inject({ method: 'GET', url: '/api/posts/search?q=oakmoss' });
        expect(found.statusCode).toBe(200);
        expect(found.json().items.map((p: { content: string }) => p.content)).toEqual(['Oakmoss from the old days']);
      });
    },
    CLI_TIMEOUT,
  );
});

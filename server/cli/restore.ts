import { existsSync, rmdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config';
import { holdEmbeddedDatabase, refuseWhileHeld } from '#server/db/server-lock';
import { CliError, fromCaller, describeBytes, restoreBackup } from './backup-archive';

/**
 * Restores a backup made by `npm run backup` into DATA_DIR:
 *   npm run restore -- FILE [--force]
 * On PostgreSQL (DATABASE_URL) it prints the pg_restore recipe instead.
 */
async function run() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help || positionals.length !== 1) {
    console.error('usage: npm run restore -- FILE [--force]   (FILE: a .tar.gz made by npm run backup)');
    process.exit(values.help ? 0 : 2);
  }
  const [file] = positionals;
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      [
        'DATABASE_URL is set: the database is on PostgreSQL, which is restored with its own tools (docs/deploy.md, "Back up and restore").',
        'Stop every app instance, then restore a pg_dump -Fc file over the database:',
        `  pg_restore --clean --if-exists --no-owner --single-transaction -d "$DATABASE_URL" ${file}`,
        'or, safer, into a fresh database and point DATABASE_URL at it (the old one stays as it was):',
        `  createdb -T template0 sillage_restored && pg_restore --no-owner --single-transaction -d postgres://…/sillage_restored ${file}`,
        'Nothing was restored.',
      ].join('\n'),
    );
    process.exit(2);
  }
  refuseWhileHeld(config.DATA_DIR, 'npm run restore');
  // Held while it works: a server started meanwhile refuses rather than open the folder too. Holding it creates
  // DATA_DIR; a refused restore into a DATA_DIR that did not exist leaves none behind.
  const existed = existsSync(config.DATA_DIR);
  const lock = holdEmbeddedDatabase(config.DATA_DIR);
  const release = () => {
    lock.release();
    if (existed) return;
    try {
      rmdirSync(config.DATA_DIR); // only when empty: a successful restore filled it
    } catch {
      // not empty
    }
  };
  const started = performance.now();
  const { manifest, migrated, movedAside } = await restoreBackup({
    dataDir: config.DATA_DIR,
    file: fromCaller(file),
    force: values.force,
  }).finally(release);
  const { database: db, files } = manifest;
  console.log(
    `Restored ${fromCaller(file)} (made ${manifest.createdAt}) into ${config.DATA_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
  );
  console.log(
    `  database: accounts: ${db.accounts}, posts: ${db.posts}; migrations: ${db.migrations} in the backup, ${migrated} applied now`,
  );
  console.log(
    files
      ? `  uploaded files: ${files.entries} entries, ${describeBytes(files.bytes)}, into ${config.DATA_DIR}/files` +
          (config.STORAGE_URL ? ' (STORAGE_URL is set: the server reads its bucket, not this folder)' : '')
      : `  uploaded files: none in this backup (they were in object storage): ${config.DATA_DIR}/files is left as it was`,
  );
  if (movedAside)
    console.log(
      [
        `The previous database is in ${movedAside}/ (not deleted). Once the restored one looks right, delete that folder;`,
        `to undo the restore, stop the server and move what it holds back into ${config.DATA_DIR}.`,
      ].join('\n'),
    );
}

run().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(err instanceof CliError ? err.exitCode : 1);
});

import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config';
import { holdEmbeddedDatabase, refuseWhileHeld } from '#server/db/server-lock';
import { CliError, fromCaller, createBackup, describeBytes } from './backup-archive';

/**
 * Backs up the embedded database and its uploaded files into one .tar.gz:
 *   npm run backup [-- --out FILE]
 * On PostgreSQL (DATABASE_URL) it prints the pg_dump recipe instead: PostgreSQL has its own tools.
 */
async function run() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', default: false } } });
  if (values.help) {
    console.log('usage: npm run backup [-- --out FILE]   (default: DATA_DIR/backups/sillage-<UTC time>.tar.gz)');
    return;
  }
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      [
        'DATABASE_URL is set: the database is on PostgreSQL, which is backed up with its own tools (docs/deploy.md, "Back up and restore"):',
        '  pg_dump -Fc -f sillage-$(date -u +%Y%m%dT%H%M%SZ).dump "$DATABASE_URL"',
        config.STORAGE_URL
          ? "Uploaded files are in STORAGE_URL's bucket: copy the bucket after pg_dump ends (aws s3 sync, rclone, mc mirror)."
          : `Uploaded files are in ${config.DATA_DIR}/files: copy that folder after pg_dump ends.`,
        'Nothing was backed up.',
      ].join('\n'),
    );
    process.exit(2);
  }
  refuseWhileHeld(config.DATA_DIR, 'npm run backup');
  // Held while it works: a server started meanwhile refuses rather than open the folder too.
  const lock = holdEmbeddedDatabase(config.DATA_DIR);
  const started = performance.now();
  const { file, size, manifest } = await createBackup({
    dataDir: config.DATA_DIR,
    out: values.out && fromCaller(values.out),
    includeFiles: !config.STORAGE_URL,
  }).finally(() => lock.release());
  const { database: db, files } = manifest;
  console.log(
    `Backed up the embedded database to ${file} (${describeBytes(size)}) in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
  );
  console.log(
    `  database: ${describeBytes(manifest.pglite.bytes)}; accounts: ${db.accounts}, posts: ${db.posts}, migrations applied: ${db.migrations}`,
  );
  console.log(
    files
      ? `  uploaded files: ${files.entries ? `${files.entries} entries, ${describeBytes(files.bytes)}` : 'none yet'} (${config.DATA_DIR}/files)`
      : "  uploaded files: not included, they are in STORAGE_URL's bucket: back the bucket up with its own tools",
  );
  console.log(
    `The file holds password hashes${manifest.jwtSecret ? ' and the token secret' : ''}: keep it private, and keep a copy off this machine.`,
  );
  console.log(`Restore with: npm run restore -- ${file}`);
}

run().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(err instanceof CliError ? err.exitCode : 1);
});

import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedCatalogue } from './db/seed/catalogue';
import { seedLessonVideo } from './db/seed/learn';
import { createStorage } from './storage/create-storage';
import { MailWorker } from './mail/outbox';
import { startPurgeJob } from './jobs/purge';
import { ExportWorker } from './modules/account/export';
import { startAccountJobs } from './modules/account/erasure';
import { EmbeddedDatabaseHeld, holdEmbeddedDatabase } from './db/server-lock';
import { SignedLinks } from './lib/signed-links';
import { grantListedSuperAdmins } from './modules/admin/admin-emails';
import { runDailyDigest, scheduleDailyDigest } from './modules/notifications/digest';
import { logTransport, smtpTransport } from './mail/transport';
import { resolveJwtSecret } from './secret';
import { RestartPolicy } from './lib/restart-policy';
import { answerWorkersMetricsRequests } from './lib/cluster-metrics';

/**
 * The built client: dist/client beside dist/server when running the compiled server (dist/server/main.js),
 * ../dist/client when running this file from source (server/main.ts, e.g. `npm run serve` or tests).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir =
  path.basename(here) === 'server' && path.basename(path.dirname(here)) === 'dist'
    ? path.join(here, '../client')
    : path.join(here, '../dist/client');

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * Reads settings, opens and migrates the database, seeds, then serves: in this process when
 * WEB_CONCURRENCY is 1, otherwise in WEB_CONCURRENCY worker processes (node:cluster) sharing the port.
 */
async function main() {
  const config = readConfig();
  const log = pino({ level: config.LOG_LEVEL });
  if (cluster.isPrimary) {
    // The embedded database is single-process: claimed before it is opened, so a second server or a command that
    // opens it (backup, restore, user:role) started meanwhile refuses instead of opening the same folder.
    const lock = config.DATABASE_URL ? undefined : claimEmbeddedDatabase(config.DATA_DIR);
    const database = await openDatabase(databaseOptions(config, log));
    await database.migrate();
    // Milliseconds since the process started: what a start is made of (docs/benchmarks/api.md, start time).
    log.info(
      { database: database.kind, mode: config.NODE_ENV, sinceStartMs: Math.round(performance.now()) },
      'database ready, migrations applied',
    );
    if (config.SEED && (await seedCatalogue(database.db))) log.info('sample catalogue seeded');
    if (config.SEED && (await seedLessonVideo(database.db, createStorage({ storageUrl: config.STORAGE_URL, dataDir: config.DATA_DIR }))))
      log.info('lesson video seeded');
    const granted = await grantListedSuperAdmins(database.db, config.ADMIN_EMAILS);
    if (granted.length) log.info({ count: granted.length }, 'ADMIN_EMAILS: super admin granted');
    resolveJwtSecret(config); // generated once, before any worker reads it
    if (config.WEB_CONCURRENCY > 1) {
      await database.close();
      return supervise(config, log);
    }
    return serve(config, database, log, lock);
  }
  return serve(config, await openDatabase(databaseOptions(config, log)), log);
}

/** Claims the embedded database in `dataDir`, or stops with a message naming the process that holds it. */
function claimEmbeddedDatabase(dataDir: string) {
  try {
    return holdEmbeddedDatabase(dataDir);
  } catch (err) {
    if (!(err instanceof EmbeddedDatabaseHeld)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** Where the database is and how many connections a process may open, from the settings. */
const databaseOptions = (config: Config, log: pino.Logger) => ({
  url: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  poolSize: config.DATABASE_POOL_SIZE,
  // A lost connection is logged and replaced; requests that were using it answer 503 (plugins/error-handler.ts).
  onError: (err: Error & { code?: string }) => log.warn({ err: err.message, code: err.code }, 'database connection lost'),
});

/**
 * The primary of a cluster: starts the workers, replaces each one that dies (after a backoff that grows while
 * workers keep dying before they serve), and stops them all on a signal. It exits non-zero only when it gives up
 * (workers die at start again and again: a setting or the database is wrong), so a supervisor restarts it.
 */
function supervise(config: Config, log: pino.Logger) {
  let stopping = false;
  // GET /metrics on any worker answers every worker's metrics, gathered here (lib/cluster-metrics.ts).
  if (config.METRICS_TOKEN) answerWorkersMetricsRequests(log);
  const restarts = new RestartPolicy();
  const served = new WeakSet<Worker>();
  cluster.on('listening', (worker) => {
    served.add(worker);
    restarts.served();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log.info('all workers stopped');
        process.exit(0);
      }
      return;
    }
    const next = restarts.died(served.has(worker));
    if (next === 'give-up') {
      log.fatal(
        { pid: worker.process.pid, code, signal, failedStarts: restarts.failedStarts },
        'workers keep dying before they serve, giving up',
      );
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exit(1);
    }
    log.error({ pid: worker.process.pid, code, signal, restartInMs: next }, 'worker exited unexpectedly, starting another');
    // Not unref'd: with every worker dead this timer is all that keeps the primary alive to replace them.
    setTimeout(() => stopping || cluster.fork(), next);
  });
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) cluster.fork();
  log.info({ workers: config.WEB_CONCURRENCY }, 'cluster started');
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping workers');
    const alive = Object.values(cluster.workers ?? {});
    if (alive.length === 0) process.exit(0);
    for (const worker of alive) worker?.process.kill('SIGTERM');
    setTimeout(() => {
      log.error('workers took too long to stop, exiting');
      process.exit(1);
    }, 20_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** One serving process: the app, the mail worker (safe side by side: it claims with SKIP LOCKED), listen, graceful shutdown. */
async function serve(
  config: Config,
  database: Awaited<ReturnType<typeof openDatabase>>,
  log: pino.Logger,
  lock?: ReturnType<typeof holdEmbeddedDatabase>,
) {
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : logTransport(log, path.join(config.DATA_DIR, 'mail'));
  const mail = new MailWorker(database.db, transport, config.MAIL_FROM, log);
  const jwtSecret = resolveJwtSecret(config);
  const appStarted = performance.now();
  // One store for the app and the account jobs (data exports are written and erased files deleted through it).
  const storage = createStorage({ storageUrl: config.STORAGE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({
    config,
    database,
    jwtSecret,
    mailQueued: () => mail.kick(),
    clientDir,
    storage,
  });
  log.debug({ buildAppMs: Math.round(performance.now() - appStarted) }, 'app built');
  mail.start();
  const stopPurge = startPurgeJob(database.db, { sessionMaxDays: config.SESSION_MAX_DAYS, minutes: config.PURGE_INTERVAL_MINUTES }, log);
  // Every process prepares exports and erases due accounts: each row is claimed with SKIP LOCKED, so each is done once.
  const exports = new ExportWorker(database.db, storage, config.PUBLIC_URL, log, () => mail.kick());
  exports.start();
  const stopAccountJobs = startAccountJobs(database.db, storage, config.PURGE_INTERVAL_MINUTES, log);
  // Every process may run the digest: digest_runs lets each member be mailed once a day across the cluster.
  const links = new SignedLinks(jwtSecret);
  const stopDigest = scheduleDailyDigest(async () => {
    const n = await runDailyDigest(database.db, config, links);
    if (n) mail.kick();
    return n;
  }, log);
  await app.listen({ port: config.PORT, host: config.HOST });
  // nodeFlags: what Node was started with (`npm start` sets the heap's growth, docs/deploy.md).
  if (cluster.isPrimary)
    app.log.info(
      { sinceStartMs: Math.round(performance.now()), nodeFlags: process.execArgv },
      `Sillage is running on ${config.PUBLIC_URL}`,
    );
  else app.log.info({ pid: process.pid, nodeFlags: process.execArgv }, `worker ${cluster.worker?.id} is serving ${config.PUBLIC_URL}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 15_000).unref();
    try {
      await app.close(); // stops accepting connections and waits for in-flight requests
      stopDigest();
      await mail.stop();
      await stopPurge();
      await exports.stop();
      await stopAccountJobs();
      await database.close();
      lock?.release();
      clearTimeout(force);
      app.log.info('shut down cleanly');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // In a cluster, Ctrl-C reaches every process; the primary stops the workers with SIGTERM.
  process.on('SIGINT', () => (cluster.isPrimary ? void shutdown('SIGINT') : undefined));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

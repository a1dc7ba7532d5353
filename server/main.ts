import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedCatalogue } from './db/seed/catalogue';
import { MailWorker } from './mail/outbox';
import { logTransport, smtpTransport } from './mail/transport';
import { resolveJwtSecret } from './secret';
import { holdEmbeddedDatabase } from './db/server-lock';
import { grantListedSuperAdmins } from './modules/admin/admin-emails';
import { runDailyDigest, scheduleDailyDigest } from './modules/notifications/digest';
import { SignedLinks } from './lib/signed-links';

/** Reads settings, opens and migrates the database, seeds, starts the mail worker and listens. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  log.info({ database: database.kind }, 'database ready, migrations applied');
  if (config.SEED && (await seedCatalogue(database.db))) log.info('sample catalogue seeded');
  const granted = await grantListedSuperAdmins(database.db, config.ADMIN_EMAILS);
  if (granted.length) log.info({ count: granted.length }, 'ADMIN_EMAILS: super admin granted');
  // The embedded database is single-process: leave a note so `npm run user:role` can say what to do.
  const lock = database.kind === 'pglite' ? holdEmbeddedDatabase(config.DATA_DIR) : undefined;

  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : logTransport(log);
  const mail = new MailWorker(database.db, transport, config.MAIL_FROM, log);
  const jwtSecret = resolveJwtSecret(config);
  const app = await buildApp({
    config,
    database,
    jwtSecret,
    mailQueued: () => mail.kick(),
    clientDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
  });
  mail.start();
  const links = new SignedLinks(jwtSecret);
  const stopDigest = scheduleDailyDigest(async () => {
    const n = await runDailyDigest(database.db, config, links);
    if (n) mail.kick();
    return n;
  }, log);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Sillage is running on ${config.PUBLIC_URL}`);

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
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

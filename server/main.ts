import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedCatalogue } from './db/seed/catalogue';
import { MailWorker } from './mail/outbox';
import { startPurgeJob } from './jobs/purge';
import { logTransport, smtpTransport } from './mail/transport';
import { resolveJwtSecret } from './secret';

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

  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : logTransport(log, path.join(config.DATA_DIR, 'mail'));
  const mail = new MailWorker(database.db, transport, config.MAIL_FROM, log);
  const app = await buildApp({
    config,
    database,
    jwtSecret: resolveJwtSecret(config),
    mailQueued: () => mail.kick(),
    clientDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
  });
  mail.start();
  const stopPurge = startPurgeJob(database.db, { sessionMaxDays: config.SESSION_MAX_DAYS, minutes: config.PURGE_INTERVAL_MINUTES }, log);
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
      await mail.stop();
      await stopPurge();
      await database.close();
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

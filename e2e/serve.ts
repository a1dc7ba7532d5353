/**
 * The server the browser journeys run against: a fresh PGlite data folder, the sample catalogue,
 * and one account per role (made as the README says: sign up, then the role from the command line's code path).
 */
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { seedCatalogue } from '#server/db/seed/catalogue';
import { eq } from 'drizzle-orm';
import { userRoles, users } from '#server/db/schema';
import { E2E_ACCOUNTS, E2E_DATA_DIR, E2E_PORT } from './accounts';

const env = {
  ...process.env,
  PORT: String(E2E_PORT),
  DATA_DIR: E2E_DATA_DIR,
  PUBLIC_URL: `http://localhost:${E2E_PORT}`,
  LOG_LEVEL: 'warn',
  AUTH_LIMIT_PER_IP: '100000',
  AUTH_LIMIT_PER_ACCOUNT: '100000',
  RATE_LIMIT_PER_MINUTE: '100000',
  UPLOAD_LIMIT_PER_MINUTE: '100000',
  // Journeys in parallel write and then read as visitors at once; the ≤ 1 s visitors' cache is tested by the API tests.
  PUBLIC_CACHE_MS: '0',
  // Every visitor's public page pre-rendered, however many journeys ask at once (the budget has its API tests).
  PRERENDER_MS_PER_SECOND: '1000',
  DATABASE_URL: '',
  SMTP_URL: '',
  // The admin journeys sign in without two-factor; the deletion journey sees the erasure at once.
  REQUIRE_2FA_FOR_STAFF: 'false',
  ACCOUNT_ERASE_AFTER_DAYS: '0',
};

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const config = loadConfig(env);
const database = await openDatabase({ dataDir: E2E_DATA_DIR });
await database.migrate();
await seedCatalogue(database.db);
const app = await buildApp({ config, database, jwtSecret: 'e2e-secret-e2e-secret-e2e-secret-e2e', logger: false });
for (const account of Object.values(E2E_ACCOUNTS)) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: account.email, password: account.password, journey: account.journey },
  });
  if (res.statusCode !== 201) throw new Error(`could not create ${account.email}: ${res.body}`);
  for (const role of account.extraRoles) await database.db.insert(userRoles).values({ userId: res.json().user.id, role });
  // The role accounts have confirmed their email (creating discussions and comments needs it).
  await database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, res.json().user.id));
}
await app.close();
await database.close();

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));

/**
 * The loop bench/instructions.ts runs under valgrind (bundled first, so no TypeScript loader is counted): the app
 * built in this process on the bench database, a sign-in, then 300 warm-up requests and N measured ones through
 * `app.inject`, one at a time. Settings come from the environment (see bench/instructions.ts).
 */
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';

const url = process.env.BENCH_DATABASE_URL!;
const jwtSecret = 'instructions-bench-secret-instructions-bench';
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  JWT_SECRET: jwtSecret,
  LOG_LEVEL: 'silent',
  SEED: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_LIMIT_PER_IP: '100000000',
  AUTH_LIMIT_PER_ACCOUNT: '100000000',
  ACCESS_TOKEN_TTL_SECONDS: '7200',
});
const database = await openDatabase({ url });
const app = await buildApp({ config, database, jwtSecret, logger: false });
const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
if (process.env.BENCH_SIGNED === '1') {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=password',
    payload: { email: 'bench1@example.com', password: 'bench-password' },
  });
  headers.authorization = `Bearer ${signIn.json().access_token}`;
}
const path = process.env.BENCH_PATH!;
const count = Number(process.env.BENCH_REQUESTS);
for (let i = 0; i < 300 + count; i++) {
  const res = await app.inject({ method: 'GET', url: path, headers });
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
}
await app.close();
await database.close();

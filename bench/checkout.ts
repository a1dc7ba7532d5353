/**
 * Load benchmark of checkout and the orders list on PostgreSQL.
 *
 *   node --import tsx bench/checkout.ts --url postgres://postgres@127.0.0.1:5432/postgres [--users 2000] [--connections 10] [--duration 10]
 *
 * 1. Creates a fresh database `sillage_bench_checkout` on that (local) server, migrates and seeds it, and
 *    writes --users members, each with a session and a cart of two supplies (one ×2) and one course.
 * 2. Starts the real server (server/main.ts) in a child process on 127.0.0.1:3271, so autocannon does not
 *    share its event loop, then:
 *    - POST /api/checkout: every request is a different member with a fresh Idempotency-Key (test card
 *      4242…): re-pricing, stock, payment, course access, cart and mail, one transaction each;
 *    - GET /api/orders?limit=20: members' order lists, for --duration seconds.
 * 3. Runs a bare Fastify "hello" server on the same port for the ratio DESIGN.md asks for.
 * Nothing leaves 127.0.0.1.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RequestSpec } from 'autocannon';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { seedCatalogue } from '#server/db/seed/catalogue';
import { cartItems, courses, products, profiles, sessions, users } from '#server/db/schema';
import { AccessTokens } from '#server/lib/tokens';
import { TEST_CARD, TEST_SHIPPING } from '#server/test/checkout-fixtures';
import { measureLoad as load, type LoadResult } from './lib/measure-load.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    users: { type: 'string', default: '2000' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
  },
});
if (!values.url) {
  console.error(
    'usage: node --import tsx bench/checkout.ts --url postgres://postgres@127.0.0.1:5432/postgres [--users 2000] [--connections 10] [--duration 10]',
  );
  process.exit(2);
}
const base = new URL(values.url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) throw new Error(`refusing a non-local database host: ${base.hostname}`);
const USERS = Number(values.users);
const CONNECTIONS = Number(values.connections);
const DURATION = Number(values.duration);
const PORT = 3271;
const SECRET = 'bench-secret-bench-secret-bench-secret-123';
const DB = 'sillage_bench_checkout';

const admin = new pg.Client({ connectionString: base.toString() });
await admin.connect();
await admin.query(`drop database if exists ${DB} with (force)`);
await admin.query(`create database ${DB}`);
await admin.end();
const dbUrl = new URL(base);
dbUrl.pathname = `/${DB}`;

// ---- Data: members with sessions and carts, written directly. ----
const database = await openDatabase({ url: dbUrl.toString() });
await database.migrate();
await seedCatalogue(database.db);
const db = database.db;
await db.update(products).set({ stock: 10_000_000 });
const shelf = await db.select().from(products).orderBy(asc(products.name));
const courseList = await db.select().from(courses).orderBy(asc(courses.id));
const tokens = new AccessTokens(SECRET, 3600);
const members: { token: string }[] = [];
for (let start = 0; start < USERS; start += 500) {
  const batch = Array.from({ length: Math.min(500, USERS - start) }, (_, i) => start + i);
  const us = await db
    .insert(users)
    .values(batch.map((i) => ({ email: `bench.checkout.${i}@example.com`, passwordHash: '!unusable', emailConfirmedAt: new Date() })))
    .returning({ id: users.id });
  await db.insert(profiles).values(us.map((u, k) => ({ id: u.id, username: `bench_co_${batch[k]}`, approved: true })));
  const ss = await db
    .insert(sessions)
    .values(us.map((u) => ({ userId: u.id })))
    .returning({ id: sessions.id, userId: sessions.userId });
  const lines = us.flatMap((u, k) => {
    const i = batch[k];
    const a = shelf[i % shelf.length];
    const b = shelf[(i + 5) % shelf.length];
    const c = courseList[i % courseList.length];
    return [
      { userId: u.id, itemType: 'product' as const, itemId: a.id, title: a.name, priceCents: a.priceCents, quantity: 1 },
      { userId: u.id, itemType: 'product' as const, itemId: b.id, title: b.name, priceCents: b.priceCents, quantity: 2 },
      { userId: u.id, itemType: 'course' as const, itemId: c.id, title: c.title, priceCents: c.priceCents, quantity: 1 },
    ];
  });
  await db.insert(cartItems).values(lines);
  for (const s of ss) members.push({ token: (await tokens.sign({ sub: s.userId, sid: s.id })).token });
}
await database.close();
console.log(`data: ${USERS} members, each with 3 cart lines`);

// ---- Servers ----
async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${url}`);
}
function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-bench-checkout-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATABASE_URL: dbUrl.toString(),
  JWT_SECRET: SECRET,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED: 'false',
  RATE_LIMIT_PER_MINUTE: '100000000',
  SMTP_URL: '',
  PAYMENT_PROVIDER: 'test',
};
const app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: 'inherit' });
await waitFor(`http://127.0.0.1:${PORT}/api/health`);
const target = `http://127.0.0.1:${PORT}`;
const card = JSON.stringify({ card: TEST_CARD, shipping: TEST_SHIPPING });

let next = 0;
const checkout = await load({
  url: target,
  connections: CONNECTIONS,
  amount: USERS,
  requests: [
    {
      method: 'POST',
      path: '/api/checkout',
      setupRequest: (req: RequestSpec) => ({
        ...req,
        body: card,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${members[next++ % USERS].token}`,
          'idempotency-key': randomUUID(),
        },
      }),
    },
  ],
});
let k = 0;
const list = await load({
  url: target,
  connections: CONNECTIONS,
  duration: DURATION,
  requests: [
    {
      method: 'GET',
      path: '/api/orders?limit=20',
      setupRequest: (req: RequestSpec) => ({ ...req, headers: { authorization: `Bearer ${members[k++ % USERS].token}` } }),
    },
  ],
});
await stop(app);

// Bare Fastify on the same machine and port, for the ratio.
const bare = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import F from 'fastify'; const a = F(); a.get('/', async () => ({ hello: 'world' })); await a.listen({ port: ${PORT}, host: '127.0.0.1' });`,
  ],
  { stdio: 'inherit' },
);
await waitFor(`${target}/`);
const baseline = await load({ url: target, connections: CONNECTIONS, duration: DURATION });
await stop(bare);
rmSync(dataDir, { recursive: true, force: true });

const verify = new pg.Client({ connectionString: dbUrl.toString() });
await verify.connect();
const counts = (
  await verify.query(
    `select (select count(*) from orders where status = 'paid')::int as paid, (select count(*) from orders)::int as orders, (select count(*) from cart_items)::int as lines, (select count(*) from mail_outbox)::int as mails`,
  )
).rows[0];
await verify.end();

const row = (name: string, r: LoadResult) =>
  `| ${name} | ${r.requests} | ${r.reqPerSec.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${(r.reqPerSec / baseline.reqPerSec).toFixed(3)} | ${JSON.stringify(r.statuses)} |`;
console.log(`\nmachine: ${cpus().length} × ${cpus()[0]?.model}; node ${process.version}; ${CONNECTIONS} connections`);
console.log('| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | ratio to bare Fastify | statuses |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(row('POST /api/checkout (3 lines, one member each)', checkout));
console.log(row('GET /api/orders?limit=20', list));
console.log(row('bare Fastify GET /', baseline));
console.log(`\nafter: ${JSON.stringify(counts)}`);

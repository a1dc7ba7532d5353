/**
 * `node --import tsx bench/member-batches.ts [--url …] [--members 50] [--connections 50] [--seconds 5] [--port 3293]`: how
 * members' reads are batched under a steady load. The app is built and listens in this process on the bench database
 * (filled by `npm run bench`), from source; autocannon on its own process (bench/api-load.mjs) asks the signed-in reads
 * of the API benchmark, --members members in turn. Counted per scenario: requests answered, the executions of the statements read for many
 * members at once (every prepared statement that binds `viewers`), members per execution, and this process's CPU per
 * request. An execution is mostly its fixed cost (docs/benchmarks/api.md), so fewer executions per request is less of
 * PostgreSQL's time whatever else runs on the machine.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/sillage_bench_api' },
    members: { type: 'string', default: '50' },
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '5' },
    port: { type: 'string', default: '3293' },
  },
});
const MEMBERS = Number(values.members);
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const PORT = Number(values.port);

// Every execution of a statement for many members (it binds `viewers`), and how many members it was for.
const executions = { count: 0, members: 0 };
const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const original = proto.query;
proto.query = function (this: unknown, ...args: unknown[]) {
  const config = args[0] as { name?: string; text?: string; values?: unknown[] } | null;
  if (config?.name && config.text?.includes('unnest(')) {
    const viewers = (config.values ?? (args[1] as unknown[] | undefined) ?? []).find(
      (v) => typeof v === 'string' && /^\{[0-9a-f-]{36}(,[0-9a-f-]{36})*\}$/.test(v),
    );
    if (typeof viewers === 'string' && config.text.includes('::uuid[]')) {
      executions.count++;
      executions.members += viewers.split(',').length;
    }
  }
  return original.apply(this, args);
};

const { buildApp } = await import('#server/app');
const { loadConfig } = await import('#server/config');
const { openDatabase } = await import('#server/db/client');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-bench-batches-'));
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: values.url,
  DATA_DIR: dataDir,
  JWT_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_LIMIT_PER_IP: '100000000',
  AUTH_LIMIT_PER_ACCOUNT: '100000000',
  ACCESS_TOKEN_TTL_SECONDS: '7200',
  LOG_LEVEL: 'silent',
  SEED: 'false',
};
const database = await openDatabase({ url: values.url! });
const app = await buildApp({ config: loadConfig(env), database, jwtSecret: env.JWT_SECRET, logger: false });
const tokens: string[] = [];
for (let i = 1; i <= MEMBERS; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=password',
    payload: { email: `bench${i}@example.com`, password: 'bench-password' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of bench${i}: ${res.statusCode}`);
  tokens.push(res.json().access_token);
}
const { rows } = await new pg.Pool({ connectionString: values.url, max: 1 }).query(
  `select p.username from profiles p join posts on posts.author_id = p.id group by p.username order by count(*) desc limit 1`,
);
const scenarios = [
  ['feed, first page, signed in', '/api/posts?limit=12'],
  ['search "bergamot", signed in', '/api/posts/search?q=bergamot&limit=20'],
  ['forum list, signed in', '/api/discussions?limit=10'],
  ['profile, signed in', `/api/profiles/${rows[0].username}`],
  ['profile posts, signed in', `/api/profiles/${rows[0].username}/posts?limit=24`],
];

await app.listen({ host: '127.0.0.1', port: PORT });
/** One autocannon run on its own process (bench/api-load.mjs), the members asking in turn: the requests answered. */
const load = async (url: string, seconds: number) => {
  const opts = {
    url: `http://127.0.0.1:${PORT}${url}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    memberTokens: tokens,
  };
  const child = spawn(process.execPath, [fileURLToPath(new URL('api-load.mjs', import.meta.url)), JSON.stringify(opts)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await new Promise((r) => child.once('exit', r));
  return (JSON.parse(out) as { requests: number }).requests;
};

console.log(`autocannon: ${CONNECTIONS} connections, ${MEMBERS} members in turn, ${SECONDS} s a scenario (after 2 s of the same load)`);
console.log('| scenario | requests/s | executions for many members / request | members / execution | app CPU µs/request |');
console.log('|---|---:|---:|---:|---:|');
for (const [name, url] of scenarios) {
  await load(url, 2);
  executions.count = 0;
  executions.members = 0;
  const cpu = process.cpuUsage();
  const answered = await load(url, SECONDS);
  const used = process.cpuUsage(cpu);
  console.log(
    `| ${name} | ${Math.round(answered / SECONDS)} | ${(executions.count / answered).toFixed(3)} | ${(executions.members / Math.max(1, executions.count)).toFixed(1)} | ${Math.round((used.user + used.system) / answered)} |`,
  );
}
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);

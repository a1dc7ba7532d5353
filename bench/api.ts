/**
 * `npm run bench`: the app's request path against bare Fastify, in the same run, on the machine's PostgreSQL.
 *
 *   node --import tsx bench/api.ts [--url postgres://postgres@127.0.0.1:5432/sillage_bench_api] [--posts 10000]
 *     [--duration 10] [--connections 50] [--workers 1,2] [--profile DIR] [--port 3253] [--compare DIR] [--only health,feed]
 *     [--rate 1000] [--warmup 2]
 *
 * 1. Fills the database with bench/generate-community.ts when it does not hold --posts posts (users
 *    bench<i>@example.com / bench-password), and with bench/generate-forum.ts when it holds no discussion (a
 *    tenth as many discussions as posts, at least 2,000); the app seeds the shop catalogue at its first start.
 * 2. Counts the SQL statements one request of each scenario makes (in this process: the app built with
 *    buildApp, pg.Client.prototype.query wrapped), and prints the prepared statements among them that
 *    PostgreSQL plans again on some executions instead of keeping one plan (replannedStatements).
 * 3. For each --workers value N: runs bare Fastify, then the app as it runs in production (`npm run serve`'s
 *    command, `node --heap-growing-percent=100 dist/server/main.js`, built first when stale as `npm start`
 *    does) with WEB_CONCURRENCY=N, then
 *    bare Fastify again, each in its own process, with autocannon in another (bench/api-load.mjs). The ratio
 *    uses the mean of the two bare runs. The RSS of every app process is sampled from /proc during the load;
 *    the largest is reported. The app's CPU time (user + system, all its processes, from /proc) over the
 *    requests answered gives CPU µs per request: unlike req/s, it barely moves when other programs share
 *    the machine, so it is the number to compare on a busy machine. The same for the database server when it
 *    runs on this machine (its postmaster's process tree: every database's backends, so a quiet server).
 * With --profile DIR the app runs under `node --cpu-prof` and writes its profile(s) to DIR at exit
 * (bench/profile-summary.mjs reads them). With --compare DIR an older checkout of the app (e.g. a
 * `git worktree` of the commit before a change, with node_modules) is measured too, in the same run, one
 * process, from source, at the same time as this tree (on --port; this tree on --port + 20) with the
 * scenarios alternating between the two, --rounds times; bare Fastify (on --port) runs before and after.
 * With --rate N every scenario whose load ran faster than N req/s runs again at N req/s, evenly spaced, on at most
 * as many connections (measure-load.mjs's paced load): its latency below saturation, where the load's p99 measures
 * how long 50 requests queue for one core.
 * Every load that is measured comes after --warmup seconds (2 by default; 0 for none) of the same load on the same
 * process, not measured: a cold route's first second (V8 compiling its code, the pool's sessions opening) ran at a
 * third of its warm rate here and put up to 0.8 s into the p99 of a round of a few seconds.
 * With --members N the signed-in reads are asked by N members in turn (bench1@example.com … benchN@example.com), a
 * request each, as a site's members ask; by default by one (bench1), whose concurrent asks are all the same member's.
 * The like keeps to bench1 (its PUT and DELETE are pairs).
 * Nothing leaves 127.0.0.1.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type { LoadResult } from './lib/measure-load.mjs';
import { serveNodeFlags } from '#server/lib/serve-flags';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/sillage_bench_api' },
    posts: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    workers: { type: 'string', default: '1,2' },
    profile: { type: 'string' },
    port: { type: 'string', default: '3253' },
    compare: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    rate: { type: 'string' },
    warmup: { type: 'string', default: '2' },
    members: { type: 'string', default: '1' },
    /** Comma-separated scenario names (or parts of them) to run, or one scenario's whole name; all when absent. */
    only: { type: 'string' },
  },
});
const url = new URL(values.url!);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`refusing a non-local database host: ${url.hostname}`);
const POSTS = Number(values.posts);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const WORKERS = values.workers!.split(',').map(Number);
const PORT = Number(values.port);
const ROUNDS = Number(values.rounds);
if (!(Number.isInteger(ROUNDS) && ROUNDS >= 1 && ROUNDS <= 10)) throw new Error('--rounds must be an integer from 1 to 10');
const RATE = values.rate === undefined ? undefined : Number(values.rate);
const WARMUP = Number(values.warmup);
const MEMBERS = Number(values.members);
if (!(Number.isInteger(MEMBERS) && MEMBERS >= 1)) throw new Error('--members: a whole number of members, 1 or more');
const memberEmails = Array.from({ length: MEMBERS }, (_, i) => `bench${i + 1}@example.com`);
if (!(WARMUP >= 0 && WARMUP <= 60)) throw new Error('--warmup must be between 0 and 60 seconds');
if (RATE !== undefined && !(Number.isInteger(RATE) && RATE >= 10 && RATE <= 100_000))
  throw new Error('--rate must be an integer from 10 to 100000');
if (!(DURATION > 0 && DURATION <= 120)) throw new Error('--duration must be between 1 and 120 seconds');
if (!(CONNECTIONS > 0 && CONNECTIONS <= 200)) throw new Error('--connections must be between 1 and 200');
if (!WORKERS.every((n) => Number.isInteger(n) && n >= 1 && n <= 16)) throw new Error('--workers must list integers from 1 to 16');
const load1 = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- 1. Data. ----
async function postCount(): Promise<number | null> {
  const c = new pg.Client({ connectionString: url.toString() });
  try {
    await c.connect();
    const { rows } = await c.query(`select count(*)::int as n from posts`);
    return rows[0].n;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
}
if ((await postCount()) !== POSTS) {
  console.log(`filling ${url.pathname.slice(1)} with ${POSTS} posts…`);
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/generate-community.ts',
      '--url',
      url.toString(),
      '--fresh',
      '--posts',
      String(POSTS),
      '--likes',
      String(POSTS * 5),
      '--comments',
      String(POSTS * 2),
      '--users',
      String(Math.max(1000, POSTS / 20)),
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

// The forum beside the feed: a tenth as many discussions as posts (at least 2,000), ten comments each on average.
const DISCUSSIONS = Math.max(2000, Math.floor(POSTS / 10));
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
if ((await admin.query(`select count(*)::int as n from discussions`)).rows[0].n === 0) {
  console.log(`adding a forum of ${DISCUSSIONS} discussions…`);
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/generate-forum.ts',
      '--url',
      url.toString(),
      '--discussions',
      String(DISCUSSIONS),
      '--comments',
      String(DISCUSSIONS * 10),
      '--authors',
      String(Math.max(1000, DISCUSSIONS / 10)),
      '--likes',
      String(DISCUSSIONS * 3),
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

// ---- Scenarios. ----
const { rows: deep } = await admin.query(
  `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id from posts order by created_at desc, id desc offset $1 limit 1`,
  [Math.floor(POSTS / 2)],
);
const deepCursor = Buffer.from(JSON.stringify({ t: deep[0].t, id: deep[0].id })).toString('base64url');
const { rows: newest } = await admin.query(
  `select p.id from posts p where not exists (select 1 from post_likes l join users u on u.id = l.user_id
     where l.post_id = p.id and u.email = 'bench0@example.com') order by p.created_at desc, p.id desc limit 1`,
);
const likedPost = newest[0].id as string;
// The discussion a reader opens: the most commented one by a public author.
const { rows: busiest } = await admin.query(
  `select d.id from discussions d join profiles p on p.id = d.author_id
   where d.hidden_at is null and coalesce(p.settings -> 'privacy' ->> 'profileVisibility', 'public') = 'public'
   order by d.comments_count desc, d.id limit 1`,
);
const discussionId = busiest[0].id as string;
// The profile a member opens: the public author of the most posts, someone else than the members who sign in.
const { rows: author } = await admin.query(
  `select p.username from profiles p join users u on u.id = p.id
   where u.email <> all($1) and coalesce(p.settings -> 'privacy' ->> 'profileVisibility', 'public') = 'public'
   order by (select count(*) from posts where author_id = p.id) desc, p.id limit 1`,
  [memberEmails],
);
const profileKey = encodeURIComponent(author[0].username as string);
const { rows: pgInfo } = await admin.query(`select current_setting('server_version') as version`);
// The PostgreSQL server's own processes (its postmaster's tree), when it runs here and we may read its pid:
// their CPU over a scenario gives the database's share of a request, next to the app's.
const postmasterPid = await admin
  .query(`select current_setting('data_directory') as dir`)
  .then(({ rows }) => Number(readFileSync(path.join(rows[0].dir, 'postmaster.pid'), 'utf8').split('\n')[0]))
  .catch(() => NaN);

interface Scenario {
  name: string;
  method?: string;
  path: string;
  body?: string;
  /** PUT then DELETE, signed in. */
  like?: boolean;
  /** Signed in (a Bearer token): never answered from the visitors' cache. */
  signedIn?: boolean;
}
const signInBody = JSON.stringify({ email: 'bench1@example.com', password: 'bench-password' });
const allScenarios: Scenario[] = [
  { name: 'health', path: '/api/health' },
  { name: 'feed, first page', path: '/api/posts?limit=12' },
  { name: 'feed, first page, signed in', path: '/api/posts?limit=12', signedIn: true },
  { name: 'feed, deep page', path: `/api/posts?limit=12&cursor=${deepCursor}` },
  // A visitor's search is answered from the visitors' cache, as the feed is; a member's reads the database each time.
  { name: 'search "bergamot"', path: '/api/posts/search?q=bergamot&limit=20' },
  { name: 'search "bergamot", signed in', path: '/api/posts/search?q=bergamot&limit=20', signedIn: true },
  // A rare word (10 posts in 10,000): the first search tests every one of the newest 2,000 posts, then asks the text
  // indexes; the same words asked again within a minute go to the text indexes alone (rareWords).
  { name: 'search "ambrette" (rare), signed in', path: '/api/posts/search?q=ambrette&limit=20', signedIn: true },
  // Two letters, rare (the start of "zqxvanilla", 10 posts): the trigram index cannot look them up.
  { name: 'search "zq" (two letters), signed in', path: '/api/posts/search?q=zq&limit=20', signedIn: true },
  { name: 'products', path: '/api/products' },
  { name: 'forum list', path: '/api/discussions?limit=10' },
  { name: 'forum list, signed in', path: '/api/discussions?limit=10', signedIn: true },
  { name: 'forum detail', path: `/api/discussions/${discussionId}` },
  { name: 'forum comments', path: `/api/discussions/${discussionId}/comments?limit=20` },
  { name: 'profile, signed in', path: `/api/profiles/${profileKey}`, signedIn: true },
  { name: 'profile posts, signed in', path: `/api/profiles/${profileKey}/posts?limit=24`, signedIn: true },
  { name: 'sign-in', method: 'POST', path: '/api/auth/token?grant_type=password', body: signInBody },
  { name: 'like toggle', path: `/api/posts/${likedPost}/like`, like: true },
];
// One scenario's whole name (which may hold commas), or parts of names separated by commas.
const exact = allScenarios.filter((s) => s.name === values.only);
const wanted = values.only?.split(',').map((w) => w.trim());
const scenarios = exact.length ? exact : wanted ? allScenarios.filter((s) => wanted.some((w) => s.name.includes(w))) : allScenarios;

const appEnv = (dataDir: string, workers: number): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  DATABASE_URL: url.toString(),
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(PORT + 20),
  JWT_SECRET: randomBytes(32).toString('hex'),
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_LIMIT_PER_IP: '100000000',
  AUTH_LIMIT_PER_ACCOUNT: '100000000',
  ACCESS_TOKEN_TTL_SECONDS: '7200',
  WEB_CONCURRENCY: String(workers),
  // The visitors' micro-cache: on by default as in production; PUBLIC_CACHE_MS=0 measures without it.
  ...(process.env.PUBLIC_CACHE_MS ? { PUBLIC_CACHE_MS: process.env.PUBLIC_CACHE_MS } : {}),
  // DATABASE_POOL_SIZE: the app's PostgreSQL sessions per process (10 by default), to weigh queueing in the pool
  // against PostgreSQL's backends competing with the app for the CPUs.
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  // APP_NODE_OPTIONS: Node flags for the app's processes only, e.g. a heap cap (`--max-old-space-size=256`) to weigh RSS against CPU.
  ...(process.env.APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.APP_NODE_OPTIONS } : {}),
});

// ---- 2. Statements per request, in this process. ----
/** A named (prepared) statement as the app sent it: replayed by `replannedStatements`. */
interface NamedStatement {
  name: string;
  text: string;
  values: unknown[];
}
async function countStatements(): Promise<{ count: Record<string, string>; named: Record<string, NamedStatement[]>; viewerId: string }> {
  // capture: the statements of the measured request; named: the prepared ones of its warm-up too (a visitors' read
  // the micro-cache answers runs its statements only in the warm-up).
  const probe = { capture: null as string[] | null, naming: false, named: [] as NamedStatement[] };
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string; name?: string } | null)?.text;
    if (typeof text === 'string') probe.capture?.push(text);
    const config = first as { name?: string; values?: unknown[] } | null;
    if (probe.naming && typeof text === 'string' && config?.name)
      probe.named.push({ name: config.name, text, values: config.values ?? (args[1] as unknown[]) ?? [] });
    return original.apply(this, args);
  };
  const { buildApp } = await import('#server/app');
  const { loadConfig } = await import('#server/config');
  const { openDatabase } = await import('#server/db/client');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-bench-api-'));
  const env = appEnv(dataDir, 1);
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', SEED: 'false' });
  const { seedCatalogue } = await import('#server/db/seed/catalogue');
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await seedCatalogue(database.db); // the shop catalogue, as the app's first start does
  const app = await buildApp({ config, database, jwtSecret: env.JWT_SECRET!, logger: false });
  const token = (
    await app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: signInBody,
      headers: { 'content-type': 'application/json' },
    })
  ).json().access_token;
  const out: Record<string, string> = {};
  const named: Record<string, NamedStatement[]> = {};
  for (const s of scenarios) {
    const run = async (method: string, signedIn = s.like || s.signedIn) => {
      const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${token}` } : {};
      if (s.body) headers['content-type'] = 'application/json';
      const res = await app.inject({ method: method as 'GET', url: s.path, payload: s.body, headers });
      if (res.statusCode >= 300) throw new Error(`${method} ${s.path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    const measure = async (method: string, key = s.name, signedIn?: boolean) => {
      probe.named = [];
      probe.naming = true;
      await run(method, signedIn); // warm
      if (s.like) await run(method === 'PUT' ? 'DELETE' : 'PUT');
      probe.capture = [];
      await run(method, signedIn);
      const n = probe.capture.length;
      probe.capture = null;
      probe.naming = false;
      named[key] = [...(named[key] ?? []), ...probe.named];
      return n;
    };
    if (s.like) {
      const put = await measure('PUT');
      const del = await measure('DELETE');
      out[s.name] = `${put} / ${del}`;
    } else out[s.name] = String(await measure(s.method ?? 'GET'));
    // A visitor's read asked by a member too: its statements for members are checked for kept plans as well.
    if (!s.like && !s.signedIn && !s.method) await measure('GET', `${s.name}, as a member`, true);
  }
  await app.close();
  await database.close();
  proto.query = original;
  rmSync(dataDir, { recursive: true, force: true });
  const viewerId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
  return { count: out, named, viewerId };
}

/**
 * The scenarios' prepared statements that PostgreSQL plans again on some executions. Each one a scenario ran
 * (its warm-up included) is executed again, as the app sent it (SQL and values), on a session of its own, in
 * three series under names of their own: ten times as the scenario's member, ten times as the member with the
 * most posts, and as ten members in turn (the five with the most posts, then five others; the viewer's id in the
 * values replaced). PostgreSQL keeps a generic plan after five executions unless its estimated cost is above the
 * average of the plans made for the values so far (plus a planning cost); then it plans the execution again,
 * which costs a search 0.3-0.5 ms (docs/benchmarks/api.md, eleventh session), and how often depends on who asked
 * first. Answers, per scenario, the names of those not kept for every execution of a series after its fifth, or
 * none; a statement whose replay failed is named with its error. Writes leave nothing behind: each series runs
 * in a transaction rolled back.
 */
async function replannedStatements(named: Record<string, NamedStatement[]>, viewerId: string): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: url.toString(), options: '-c jit=off' });
  await c.connect();
  const out: Record<string, string> = {};
  try {
    const { rows } = await c.query(
      `with top as (select author_id as id from posts group by author_id order by count(*) desc limit 5)
       (select id from top) union all (select id from profiles where id <> $1 and id not in (select id from top) order by id limit 5)`,
      [viewerId],
    );
    const members = rows.map((r: { id: string }) => r.id);
    const series = [Array(10).fill(viewerId), Array(10).fill(members[0]), members];
    let probe = 0;
    for (const [scenario, list] of Object.entries(named)) {
      const replanned = new Set<string>();
      for (const statement of list) {
        for (const viewers of series) {
          const name = `plan_probe_${probe++}`;
          await c.query('begin');
          try {
            for (const id of viewers)
              await c.query({ name, text: statement.text, values: statement.values.map((v) => (v === viewerId ? id : v)) });
          } catch (err) {
            replanned.add(`${statement.name} (replay failed: ${(err as Error).message})`);
            continue;
          } finally {
            await c.query('rollback');
          }
          const kept = await c.query(`select generic_plans::int as generic from pg_prepared_statements where name = $1`, [name]);
          if (!(kept.rows[0]?.generic >= viewers.length - 5)) replanned.add(statement.name);
        }
      }
      out[scenario] = replanned.size ? [...replanned].join(', ') : 'none';
    }
  } finally {
    await c.end();
  }
  return out;
}

// ---- 3. Load. ----
/** APP_NODE_FLAGS: Node flags put on the app's command line (V8 flags NODE_OPTIONS refuses, e.g. --heap-growing-percent). */
function start(args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  const flags = process.env.APP_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return spawn(process.execPath, [...flags, ...args], { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] });
}
async function waitFor(u: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(u)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(100);
  }
  throw new Error(`${u} did not answer 200 within ${ms} ms`);
}
async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(20_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** The pid and its descendants (cluster workers). */
function processTree(pid: number): number[] {
  const out = [pid];
  try {
    for (const t of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean))
      out.push(...processTree(Number(t)));
  } catch {
    /* gone */
  }
  return out;
}
function rssMb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * CPU time (user + system, ms) used so far by a process tree, from /proc (clock ticks of 10 ms), the exited
 * children's included: a PostgreSQL backend that exits during a run (a pool closing an idle connection) takes its
 * own time out of the tree, and its parent gains it as its children's time. Without them, a run during which
 * another app's idle connections closed read a third to a half less database CPU (two copies of the same code,
 * `--compare`: 295 against 468 µs a request).
 */
function cpuMs(pid: number): number {
  let ticks = 0;
  for (const p of processTree(pid)) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime, stime, cutime, cstime (fields 14 to 17 of stat): its own time and its exited children's
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      /* gone */
    }
  }
  return ticks * 10;
}

type Measured = LoadResult & { rss: number; cpuUsPerRequest: number; dbCpuUsPerRequest: number };
async function load(opts: Record<string, unknown>, watchPid?: number): Promise<Measured> {
  const cpuBefore = watchPid ? cpuMs(watchPid) : 0;
  const dbCpuBefore = postmasterPid ? cpuMs(postmasterPid) : NaN;
  const child = spawn(process.execPath, [path.join(root, 'bench/api-load.mjs'), JSON.stringify(opts)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  let rss = 0;
  const timer = setInterval(() => {
    if (watchPid) for (const p of processTree(watchPid)) rss = Math.max(rss, rssMb(p));
  }, 250);
  await new Promise((r) => child.once('exit', r));
  clearInterval(timer);
  const result = JSON.parse(out) as LoadResult;
  const perRequest = (ms: number) => (result.requests ? (ms * 1000) / result.requests : NaN);
  const cpuUsPerRequest = watchPid ? perRequest(cpuMs(watchPid) - cpuBefore) : NaN;
  const dbCpuUsPerRequest = perRequest((postmasterPid ? cpuMs(postmasterPid) : NaN) - dbCpuBefore);
  return { ...result, rss, cpuUsPerRequest, dbCpuUsPerRequest };
}

const bareUrl = `http://127.0.0.1:${PORT}/`;
const mainJs = path.join(root, 'dist/server/main.js');
interface Target {
  label: string;
  cwd: string;
  args: string[];
}
// This tree is measured as `npm start` runs it: built again first when a source is newer than its build (a stale
// dist/ measured the code before a change, silently).
execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
// The compiled server runs with the Node flags of `npm run serve` (package.json), as in production.
const serveFlags = serveNodeFlags(root);
const targets: Target[] = [{ label: 'this tree', cwd: root, args: [...serveFlags, mainJs] }];
// --compare DIR: an older checkout (its node_modules present), run from source as it ran then, measured in the same run.
if (values.compare)
  targets.unshift({ label: `--compare ${values.compare}`, cwd: path.resolve(values.compare), args: ['--import', 'tsx', 'server/main.ts'] });
const report: string[] = [];
const say = (line = '') => {
  console.log(line);
  report.push(line);
};

const { count: statements, named, viewerId } = await countStatements();
const replanned = await replannedStatements(named, viewerId);
say(`Sillage API benchmark — ${POSTS} posts; PostgreSQL ${pgInfo[0].version}; Node ${process.version}; ${cpus().length} CPUs`);
for (const t of targets) say(`${t.label}: node ${t.args.join(' ')} (in ${path.relative(root, t.cwd) || '.'})`);
say(`autocannon ${CONNECTIONS} connections × ${DURATION} s per scenario, in its own process; statements counted on this tree`);
if (process.env.APP_NODE_OPTIONS) say(`the app runs with NODE_OPTIONS=${process.env.APP_NODE_OPTIONS}`);
say(`load average at start (1/5/15 min): ${load1()}`);
const replannedList = Object.entries(replanned).filter(([, names]) => names !== 'none');
say(
  `prepared statements planned again after their fifth execution (replayed in three series of ten): ${replannedList.length ? replannedList.map(([scenario, names]) => `${scenario}: ${names}`).join('; ') : 'none'}`,
);

const f = (x: number | null) => (x === null || !Number.isFinite(x) ? '-' : x >= 100 ? x.toFixed(0) : x.toFixed(1));
const mean = (xs: number[]) => f(xs.reduce((a, x) => a + x, 0) / xs.length);
const bareLoad = async () => {
  const bare = start([path.join(root, 'bench/bare-fastify.mjs')], { PATH: process.env.PATH, PORT: String(PORT) }, root);
  try {
    await waitFor(bareUrl);
    const opts = { url: bareUrl, connections: CONNECTIONS, duration: DURATION };
    if (WARMUP) await load({ ...opts, duration: WARMUP });
    return await load(opts);
  } finally {
    await stop(bare);
  }
};

for (const workers of WORKERS) {
  // An older tree may not know WEB_CONCURRENCY: it is measured with one process only.
  const here = targets.filter((t) => t.cwd === root || workers === 1);
  // Bare Fastify first; then every app is started at once (this tree on --port + 20, a --compare tree on
  // --port) and the scenarios alternate between them, --rounds times, so a change in the machine's load
  // hits them alike; bare Fastify again at the end. Ratios use the mean of the two bare runs.
  const bareRuns = [await bareLoad()];
  const running: { target: Target; base: string; child: ChildProcess; dataDir: string; token: string; members: string[] }[] = [];
  const results = new Map<string, { r: Measured; rss: number; atRate?: Measured }[]>();
  try {
    for (const target of here) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-bench-api-'));
      const port = target.cwd === root ? PORT + 20 : PORT;
      const profileArgs = values.profile && target.cwd === root ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : [];
      const child = start([...profileArgs, ...target.args], { ...appEnv(dataDir, workers), PORT: String(port) }, target.cwd);
      running.push({ target, base: `http://127.0.0.1:${port}`, child, dataDir, token: '', members: [] });
    }
    for (const app of running) {
      await waitFor(`${app.base}/api/health`);
      const signIn = async (email: string) => {
        const res = await fetch(`${app.base}/api/auth/token?grant_type=password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'bench-password' }),
        });
        if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { access_token: string }).access_token;
      };
      app.token = await signIn('bench1@example.com');
      for (const email of memberEmails) app.members.push(await signIn(email));
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const s of scenarios) {
        for (const app of round % 2 ? [...running].reverse() : running) {
          const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
          if (s.like || (s.signedIn && MEMBERS === 1)) headers.authorization = `Bearer ${app.token}`;
          if (s.body) headers['content-type'] = 'application/json';
          const requests = s.like
            ? [
                { method: 'PUT', path: s.path },
                { method: 'DELETE', path: s.path },
              ]
            : undefined;
          const opts = {
            url: `${app.base}${s.path}`,
            method: s.method ?? 'GET',
            body: s.body,
            headers,
            requests,
            memberTokens: s.signedIn && MEMBERS > 1 ? app.members : undefined,
            connections: CONNECTIONS,
            duration: DURATION,
            timeout: 30,
          };
          // A process that has served the route a while, as a production one has: the first round starts with
          // --warmup seconds of the same load, not measured (V8 compiles the route's code, the pool opens).
          if (round === 0 && WARMUP) await load({ ...opts, duration: WARMUP }, app.child.pid);
          const r = await load(opts, app.child.pid);
          // Below saturation: the same load held at --rate, when the app answered faster than that.
          const atRate = RATE && r.reqPerSec > RATE * 1.1 ? await load({ ...opts, pacedRate: RATE }, app.child.pid) : undefined;
          const key = `${app.target.label}\u0000${s.name}`;
          results.set(key, [...(results.get(key) ?? []), { r, rss: Math.max(r.rss, atRate?.rss ?? 0), atRate }]);
        }
      }
    }
  } finally {
    for (const app of running) {
      await stop(app.child);
      rmSync(app.dataDir, { recursive: true, force: true });
    }
  }
  bareRuns.push(await bareLoad());
  const bareRate = bareRuns.reduce((a, r) => a + r.reqPerSec, 0) / bareRuns.length;
  say();
  say(
    `WEB_CONCURRENCY=${workers} — bare Fastify ${bareRuns.map((r) => r.reqPerSec.toFixed(0)).join(' and ')} req/s (before and after the apps; ratio base: their mean ${bareRate.toFixed(0)}); load average now ${load1()}`,
  );
  for (const target of here) {
    say();
    say(`${target.label}, WEB_CONCURRENCY=${workers}${ROUNDS > 1 ? ` (mean of ${ROUNDS} rounds; p50/p99 of the worst round)` : ''}:`);
    say();
    const rated = RATE !== undefined;
    say(
      `| scenario | req/s | % of bare | p50 ms | p99 ms |${rated ? ` p50 / p99 ms at ${RATE} req/s |` : ''} non-2xx | statements | app CPU µs/request | db CPU µs/request | max RSS MB |`,
    );
    say(`|---|---:|---:|---:|---:|${rated ? '---:|' : ''}---:|---:|---:|---:|---:|`);
    for (const s of scenarios) {
      const runs = results.get(`${target.label}\u0000${s.name}`) ?? [];
      if (!runs.length) continue;
      const rate = runs.reduce((a, x) => a + x.r.reqPerSec, 0) / runs.length;
      const worst = (k: 'p50' | 'p99') => Math.max(...runs.map((x) => x.r[k] ?? Infinity));
      const bad = runs.reduce(
        (a, x) => a + x.r.non2xx + x.r.errors + x.r.timeouts + (x.atRate ? x.atRate.non2xx + x.atRate.errors + x.atRate.timeouts : 0),
        0,
      );
      const slow = runs.filter((x) => x.atRate).map((x) => x.atRate!);
      const worstAtRate = (k: 'p50' | 'p99') => Math.max(...slow.map((x) => x[k] ?? Infinity));
      const atRate = !rated
        ? ''
        : slow.length === runs.length
          ? ` ${f(worstAtRate('p50'))} / ${f(worstAtRate('p99'))} |`
          : ' over capacity |';
      say(
        `| ${s.name} | ${rate.toFixed(0)} | ${((100 * rate) / bareRate).toFixed(1)} % | ${f(worst('p50'))} | ${f(worst('p99'))} |${atRate} ${bad} | ${statements[s.name]} | ${mean(runs.map((x) => x.r.cpuUsPerRequest))} | ${mean(runs.map((x) => x.r.dbCpuUsPerRequest))} | ${Math.max(...runs.map((x) => x.rss)).toFixed(0)} |`,
      );
    }
    const lags = [...results.entries()]
      .filter(([key]) => key.startsWith(`${target.label}\u0000`))
      .flatMap(([, runs]) => runs.flatMap((x) => (x.atRate?.sendLagP99 === undefined ? [] : [x.atRate.sendLagP99])));
    if (lags.length)
      say(`\nthe paced load's own lateness (p99 of how late its timer sent a request, its worst run): ${f(Math.max(...lags))} ms`);
  }
}
say();
say(`load average at the end: ${load1()}`);
await admin.end();

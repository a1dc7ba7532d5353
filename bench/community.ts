/**
 * Load and query-plan benchmark of the community API (feed, deep page, comments, search, spritz) on a
 * PostgreSQL database filled by bench/generate-community.ts.
 *
 *   node --import tsx bench/community.ts --url postgres://postgres@127.0.0.1:5432/sillage_bench [--duration 10] [--connections 10]
 *
 * Starts the real app in-process (buildApp, LOG_LEVEL=silent, rate limits lifted) on 127.0.0.1:0, signs in
 * bench0@example.com, then for each scenario:
 * 1. counts the SQL statements one request makes (pg.Client.prototype.query is wrapped in this process only)
 *    at limit 5, 20 and 50, to show the count does not grow with the page;
 * 2. runs EXPLAIN (ANALYZE, BUFFERS) on each SELECT the request made, with the same text and parameters
 *    (captured from the driver, so it is exactly the SQL Drizzle generated), and names the indexes used;
 * 3. runs autocannon for --duration seconds with --connections connections, in a worker thread so the load
 *    generator does not share the app's event loop.
 * Nothing leaves 127.0.0.1.
 */
import { cpus, loadavg } from 'node:os';
import type { Options, RequestSpec } from 'autocannon';
import type { LoadResult } from './lib/measure-load.mjs';
import { loadInWorker, parseBenchArgs, settle, signInBench, startBenchApp, statementsDuring, type Statement } from './lib/bench-app';

const { url, duration: DURATION, connections: CONNECTIONS } = parseBenchArgs('community.ts', 'sillage_bench');
const { base, admin, close } = await startBenchApp(url, 'community');
const auth = await signInBench(base, 'bench0@example.com', 'bench/generate-community.ts');

const { rows: info } =
  await admin.query(`select (select count(*) from posts)::int as posts, (select count(*) from post_likes)::int as likes,
  (select count(*) from post_comments)::int as comments, (select count(*) from users)::int as users,
  pg_size_pretty(pg_database_size(current_database())) as size, current_setting('server_version') as version,
  current_setting('shared_buffers') as shared_buffers, current_setting('work_mem') as work_mem`);
const db = info[0];
const deepOffset = Math.min(500_000, Math.floor(db.posts / 2));
const { rows: deep } = await admin.query(
  `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id from posts order by created_at desc, id desc offset $1 limit 1`,
  [deepOffset],
);
const deepCursor = Buffer.from(JSON.stringify({ t: deep[0].t, id: deep[0].id })).toString('base64url');
const { rows: busiest } = await admin.query('select id, comments_count from posts order by comments_count desc limit 1');
// The newest post bench0 has not liked: the toggle run ends unliked, so the data is left as generated.
const { rows: newest } = await admin.query(
  `select p.id from posts p where not exists (select 1 from post_likes l join users u on u.id = l.user_id
     where l.post_id = p.id and u.email = 'bench0@example.com') order by p.created_at desc nulls last, p.id desc nulls last limit 1`,
);
const likedPost = newest[0].id as string;

console.log(`Sillage community API — ${db.posts} posts, ${db.likes} likes, ${db.comments} comments, ${db.users} users (${db.size})`);
console.log(
  `PostgreSQL ${db.version} (shared_buffers ${db.shared_buffers}, work_mem ${db.work_mem}), Node ${process.version}, ${cpus().length} CPUs`,
);
const load1 = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(
  `load average at start (1/5/15 min): ${load1()} — other processes on the machine share its ${cpus().length} CPUs with PostgreSQL, the app and autocannon`,
);
console.log(
  `autocannon: ${CONNECTIONS} connections × ${DURATION} s per scenario; app pool max 10; signed in as bench0 (Bearer on every request)`,
);
console.log(
  `deep cursor: row at offset ${deepOffset} (${deep[0].t}); comments post: ${busiest[0].id} (${busiest[0].comments_count} comments)\n`,
);

interface Scenario {
  name: string;
  path: string;
  /** A list: `limit` is added (5, 20 and 50 for the statement count, 20 under load). */
  paged?: boolean;
  /** The like toggle: PUT then DELETE on the path. */
  like?: boolean;
}
const scenarios: Scenario[] = [
  { name: 'health (baseline: auth + select 1)', path: '/api/health' },
  { name: 'feed, first page', path: '/api/posts', paged: true },
  { name: `feed, deep page (after ${deepOffset})`, path: `/api/posts?cursor=${deepCursor}`, paged: true },
  { name: `comments of busiest post`, path: `/api/posts/${busiest[0].id}/comments`, paged: true },
  { name: 'search "bergamot" (common)', path: '/api/posts/search?q=bergamot', paged: true },
  { name: 'search "ambrette" (rare)', path: '/api/posts/search?q=ambrette', paged: true },
  { name: 'search "zqxvanilla" (rare)', path: '/api/posts/search?q=zqxvanilla', paged: true },
  { name: 'search "berga" (partial)', path: '/api/posts/search?q=berga', paged: true },
  { name: 'like toggle (PUT/DELETE)', path: `/api/posts/${likedPost}/like`, like: true },
];
const withLimit = (p: string, limit: number) => `${p}${p.includes('?') ? '&' : '?'}limit=${limit}`;

async function call(method: string, p: string) {
  const res = await fetch(`${base}${p}`, { method, headers: auth });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${p}: ${res.status} ${body.slice(0, 200)}`);
  return body;
}

/** The statements one request makes (by default run once before, so caches are warm). */
async function statementsOf(method: string, p: string, warm = true): Promise<Statement[]> {
  if (warm) await call(method, p);
  return statementsDuring(() => call(method, p));
}

const oneLine = (sql: string, max = 150) => {
  const s = sql.replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max)}…` : s;
};
const INDEX_RE = /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g;

async function explain(text: string, params: unknown[]) {
  let lines: string[] = [];
  for (let i = 0; i < 2; i++) {
    // Twice: the second run is the warm one (the first may read from disk).
    const { rows } = await admin.query(`explain (analyze, buffers) ${text}`, params);
    lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']);
  }
  const indexes = [...new Set([...lines.join('\n').matchAll(INDEX_RE)].map((m) => m[1]))];
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1]);
  return { lines, indexes, ms };
}

/**
 * The feed and search order by `created_at desc, id desc` (NULLS FIRST, PostgreSQL's default for DESC) while
 * posts_created_idx is `(created_at DESC NULLS LAST, id DESC NULLS LAST)`. The what-if plan runs the same
 * statement with the ORDER BY spelled like the index, to show what matching them changes.
 */
const FEED_ORDER = 'order by "posts"."created_at" desc, "posts"."id" desc';
const FEED_ORDER_AS_INDEX = 'order by "posts"."created_at" desc nulls last, "posts"."id" desc nulls last';

// ---- 1 & 2: statements per request and plans. ----
const counts: { name: string; per: Record<number, number>; kinds: string }[] = [];
const plans: { name: string; indexes: string[]; ms: number; whatIf?: { indexes: string[]; ms: number } }[] = [];
const explained = new Set<string>();
for (const s of scenarios) {
  console.log(`=== ${s.name} ===`);
  if (s.like) {
    // Warm both paths, then capture a real like (row added) and a real unlike (row removed).
    for (const m of ['PUT', 'DELETE']) await call(m, s.path);
    const put = await statementsOf('PUT', s.path, false);
    const del = await statementsOf('DELETE', s.path, false);
    for (const [label, sts] of [
      ['PUT', put],
      ['DELETE', del],
    ] as const) {
      console.log(`${label}: ${sts.length} statements`);
      for (const st of sts) console.log(`  · ${oneLine(st.text)}`);
    }
    counts.push({
      name: s.name,
      per: { 20: put.length },
      kinds: `PUT ${put.length}, DELETE ${del.length} (auth, post exists, begin, insert/delete, update counter, commit)`,
    });
    console.log();
    continue;
  }
  const per: Record<number, number> = {};
  let main: Statement[] = [];
  for (const limit of s.paged ? [5, 20, 50] : [20]) {
    const sts = await statementsOf('GET', s.paged ? withLimit(s.path, limit) : s.path);
    per[limit] = sts.length;
    if (limit === 20) main = sts;
  }
  counts.push({ name: s.name, per, kinds: '' });
  console.log(
    s.paged
      ? `statements per request: limit 5 → ${per[5]}, limit 20 → ${per[20]}, limit 50 → ${per[50]}`
      : `statements per request: ${per[20]}`,
  );
  for (const st of main) {
    const key = st.text + JSON.stringify(st.values);
    if (explained.has(key)) {
      console.log(`\n  SQL: ${oneLine(st.text, 100)} (same statement and parameters as above)`);
      continue;
    }
    explained.add(key);
    console.log(`\n  SQL: ${oneLine(st.text, 2000)}`);
    console.log(`  params: ${JSON.stringify(st.values)}`);
    if (!/^\s*select/i.test(st.text)) continue;
    const plan = await explain(st.text, st.values);
    console.log(`  indexes: ${plan.indexes.join(', ') || '(none: sequential scans)'}; execution ${plan.ms} ms`);
    for (const l of plan.lines) console.log(`    ${l}`);
    const isMain = /from "(posts|post_comments)"/.test(st.text) && /order by/.test(st.text);
    if (!isMain) continue;
    const entry: (typeof plans)[number] = { name: s.name, indexes: plan.indexes, ms: plan.ms };
    if (st.text.includes(FEED_ORDER)) {
      const alt = await explain(st.text.replace(FEED_ORDER, FEED_ORDER_AS_INDEX), st.values);
      entry.whatIf = { indexes: alt.indexes, ms: alt.ms };
      console.log(
        `\n  what-if, ORDER BY … DESC NULLS LAST (as posts_created_idx): indexes ${alt.indexes.join(', ')}; execution ${alt.ms} ms`,
      );
      for (const l of alt.lines) console.log(`    ${l}`);
    }
    plans.push(entry);
  }
  console.log();
}

// ---- 3: load. ----
const load = (opts: Options) => loadInWorker(opts, DURATION + 60);

const results: { name: string; r: LoadResult }[] = [];
for (const s of scenarios) {
  await settle();
  const requests: RequestSpec[] | undefined = s.like
    ? [
        { method: 'PUT', path: s.path },
        { method: 'DELETE', path: s.path },
      ]
    : undefined;
  const opts: Options = {
    url: `${base}${s.paged ? withLimit(s.path, 20) : s.path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    timeout: 30,
    headers: auth,
    requests,
  };
  process.stdout.write(`load: ${s.name.padEnd(40)} `);
  const r = await load(opts);
  console.log(`${r.reqPerSec.toFixed(0)} req/s (load average ${load1()})`);
  results.push({ name: s.name, r });
}
await settle();

// The like counter must still match the rows after concurrent toggles.
await call('DELETE', `/api/posts/${likedPost}/like`);
const { rows: consistency } = await admin.query(
  'select likes_count, (select count(*) from post_likes where post_id = $1)::int as n from posts where id = $1',
  [likedPost],
);

const f = (x: number, w = 9) => (Number.isFinite(x) ? (x >= 100 ? x.toFixed(0) : x.toFixed(1)) : '-').padStart(w);
console.log(
  `\n${'scenario'.padEnd(40)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(9)} ${'p97.5 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'max ms'.padStart(9)} ${'reqs'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}`,
);
for (const { name, r } of results) {
  console.log(
    `${name.padEnd(40)} ${r.reqPerSec.toFixed(1).padStart(8)} ${f(r.p50)} ${f(r.p975)} ${f(r.p99)} ${f(r.max)} ${String(r.requests).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}`,
  );
}
console.log(`\n${'statements per request'.padEnd(40)} ${'limit 5'.padStart(8)} ${'limit 20'.padStart(9)} ${'limit 50'.padStart(9)}`);
for (const c of counts) {
  if (c.kinds) console.log(`${c.name.padEnd(40)} ${c.kinds}`);
  else if (c.per[5] === undefined) console.log(`${c.name.padEnd(40)} ${String(c.per[20]).padStart(18)} (not a list)`);
  else
    console.log(`${c.name.padEnd(40)} ${String(c.per[5]).padStart(8)} ${String(c.per[20]).padStart(9)} ${String(c.per[50]).padStart(9)}`);
}
console.log(`\n${'main list query (EXPLAIN ANALYZE, warm)'.padEnd(40)} ${'ms'.padStart(9)}  indexes  |  what-if ORDER BY … NULLS LAST`);
for (const p of plans) {
  const alt = p.whatIf ? `${p.whatIf.ms.toFixed(3)} ms via ${p.whatIf.indexes.join(', ')}` : '-';
  console.log(`${p.name.padEnd(40)} ${p.ms.toFixed(3).padStart(9)}  ${p.indexes.join(', ') || 'seq scan'}  |  ${alt}`);
}
console.log(`\nload average at the end: ${load1()}`);
console.log(
  `like counter after the toggle run: likes_count ${consistency[0].likes_count}, rows ${consistency[0].n} (${consistency[0].likes_count === consistency[0].n ? 'consistent' : 'MISMATCH'})`,
);

await close();

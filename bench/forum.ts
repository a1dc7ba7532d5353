/**
 * Load benchmark of the AromaSpace API on a PostgreSQL database filled by bench/generate-forum.ts.
 *
 *   node --import tsx bench/forum.ts --url postgres://postgres@127.0.0.1:5432/sillage_bench_forum [--duration 10] [--connections 10]
 *
 * Starts the real app in-process on 127.0.0.1:0, signs in forum0@example.com, and for each scenario:
 * 1. counts the SQL statements one request makes (pg.Client.prototype.query is wrapped in this process only),
 *    at two page sizes for lists, to show the count does not grow with the page (no N+1);
 * 2. EXPLAIN (ANALYZE, BUFFERS) of the main SELECT, naming the indexes used;
 * 3. autocannon for --duration seconds with --connections connections in a worker thread (bench/community-load.ts).
 */
import { cpus, loadavg } from 'node:os';
import type { Options, RequestSpec } from 'autocannon';
import type { LoadResult } from './lib/measure-load.mjs';
import { loadInWorker, parseBenchArgs, settle, signInBench, startBenchApp, statementsDuring } from './lib/bench-app';

const { url, duration: DURATION, connections: CONNECTIONS } = parseBenchArgs('forum.ts', 'sillage_bench_forum');
const { base, admin, close } = await startBenchApp(url, 'forum');
const auth = await signInBench(base, 'forum0@example.com', 'bench/generate-forum.ts');

const { rows: info } =
  await admin.query(`select (select count(*) from discussions)::int as discussions, (select count(*) from discussion_comments)::int as comments,
  (select count(*) from users)::int as users, (select count(*) from discussion_likes)::int as likes, pg_size_pretty(pg_database_size(current_database())) as size,
  current_setting('server_version') as version, current_setting('shared_buffers') as shared_buffers`);
const db = info[0];
const deepOffset = Math.floor(db.discussions / 2);
const { rows: deep } = await admin.query(
  `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id from discussions order by created_at desc, id desc offset $1 limit 1`,
  [deepOffset],
);
const cursor = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const deepCursor = cursor({ s: 'latest', t: deep[0].t, id: deep[0].id });
const { rows: two } = await admin.query('select id from discussions where comments_count = 200 limit 1');
const detailId = two[0].id as string;
const firstComments = (await (await fetch(`${base}/api/discussions/${detailId}/comments?limit=100`, { headers: auth })).json()) as {
  nextCursor: string;
};

console.log(
  `Sillage AromaSpace API — ${db.discussions} discussions, ${db.comments} comments, ${db.likes} likes, ${db.users} users (${db.size})`,
);
console.log(
  `PostgreSQL ${db.version} (shared_buffers ${db.shared_buffers}), Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
console.log(`autocannon: ${CONNECTIONS} connections × ${DURATION} s per scenario; signed in as forum0 (Bearer on every request)\n`);

interface Scenario {
  name: string;
  paths: string[];
  /** Lists: statements counted at limit 5 and 50 too. */
  list?: boolean;
}
const scenarios: Scenario[] = [
  { name: 'health (baseline: auth + select 1)', paths: ['/api/health'] },
  { name: 'list, first page (latest)', paths: ['/api/discussions?sort=latest'], list: true },
  { name: `list, deep page (after ${deepOffset})`, paths: [`/api/discussions?sort=latest&cursor=${deepCursor}`], list: true },
  { name: 'list, popular', paths: ['/api/discussions?sort=popular'], list: true },
  { name: 'list, most active', paths: ['/api/discussions?sort=active'], list: true },
  { name: 'category "business" (latest)', paths: ['/api/discussions?category=business'], list: true },
  { name: 'category counts', paths: ['/api/discussions/categories'] },
  { name: 'search "bergamot" (common)', paths: ['/api/discussions?q=bergamot'], list: true },
  { name: 'search "ambrette" (rare)', paths: ['/api/discussions?q=ambrette'], list: true },
  { name: 'search "berga" (partial)', paths: ['/api/discussions?q=berga'], list: true },
  { name: 'search "bergamot" + category + popular', paths: ['/api/discussions?q=bergamot&category=reviews&sort=popular'], list: true },
  { name: 'detail (200 comments): discussion', paths: [`/api/discussions/${detailId}`] },
  { name: 'detail: comments 1–100', paths: [`/api/discussions/${detailId}/comments?limit=100`] },
  { name: 'detail: comments 101–200', paths: [`/api/discussions/${detailId}/comments?limit=100&cursor=${firstComments.nextCursor}`] },
];
const withLimit = (p: string, limit: number) => (p.includes('limit=') ? p : `${p}${p.includes('?') ? '&' : '?'}limit=${limit}`);

async function call(p: string) {
  const res = await fetch(`${base}${p}`, { headers: auth });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${p}: ${res.status} ${body.slice(0, 200)}`);
}
async function statementsOf(p: string) {
  await call(p);
  return statementsDuring(() => call(p));
}
const INDEX_RE = /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g;

const counts: { name: string; per: string; statements: string[] }[] = [];
const plans: { name: string; indexes: string; ms: number }[] = [];
for (const s of scenarios) {
  const limits = s.list ? [5, 10, 50] : [0];
  const per: number[] = [];
  let main: { text: string; values: unknown[] }[] = [];
  for (const l of limits) {
    const sts = await statementsOf(s.list ? withLimit(s.paths[0], l) : s.paths[0]);
    per.push(sts.length);
    if (l === 10 || l === 0) main = sts;
  }
  counts.push({
    name: s.name,
    per: s.list ? `${per[0]} / ${per[1]} / ${per[2]}` : String(per[0]),
    statements: main.map((m) => m.text.replace(/\s+/g, ' ').slice(0, 90)),
  });
  const sel = main.filter((m) => /^\s*(select|with)/i.test(m.text) && /discussion/.test(m.text));
  if (!sel.length) console.log(`=== ${s.name}: ${counts.at(-1)!.per} statements\n`);
  for (const m of sel.slice(0, 1)) {
    let lines: string[] = [];
    for (let i = 0; i < 2; i++)
      lines = (await admin.query(`explain (analyze, buffers) ${m.text}`, m.values)).rows.map(
        (r: Record<string, string>) => r['QUERY PLAN'],
      );
    const text = lines.join('\n');
    plans.push({
      name: s.name,
      indexes: [...new Set([...text.matchAll(INDEX_RE)].map((x) => x[1]))].join(', ') || 'seq scan',
      ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1]),
    });
    console.log(`=== ${s.name}: ${counts.at(-1)!.per} statements\n${lines.map((l) => `    ${l}`).join('\n')}\n`);
  }
}

const load = (opts: Options) => loadInWorker(opts, DURATION + 60);
const results: { name: string; r: LoadResult }[] = [];
for (const s of scenarios) {
  await settle();
  const p = s.list ? withLimit(s.paths[0], 10) : s.paths[0];
  const requests: RequestSpec[] = [{ method: 'GET', path: p }];
  process.stdout.write(`load: ${s.name.padEnd(44)} `);
  const r = await load({ url: `${base}${p}`, connections: CONNECTIONS, duration: DURATION, timeout: 30, headers: auth, requests });
  console.log(
    `${r.reqPerSec.toFixed(0)} req/s, p95 ${r.p95.toFixed(1)} ms, p97.5 ${r.p975.toFixed(1)} ms (load average ${loadavg()[0].toFixed(2)})`,
  );
  results.push({ name: s.name, r });
}

console.log(
  `\n| scenario | statements/request (limit 5 / 10 / 50) | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | non-2xx | main query (EXPLAIN ANALYZE, warm) |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const { name, r } of results) {
  const c = counts.find((x) => x.name === name)!;
  const plan = plans.find((x) => x.name === name);
  console.log(
    `| ${name} | ${c.per} | ${r.reqPerSec.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p975.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.non2xx} | ${plan ? `${plan.ms.toFixed(2)} ms via ${plan.indexes}` : '-'} |`,
  );
}
console.log('\nstatements of one request (limit 10):');
for (const c of counts) console.log(`- ${c.name}: ${c.statements.map((s) => `\`${s}…\``).join(' · ')}`);
console.log(
  `\nload average at the end: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);

await close();

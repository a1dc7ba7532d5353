/**
 * What-if plans for docs/benchmarks/community.md: how the feed and search statements would run with an index in
 * the order they ask for, and with a two-step search. Runs in ONE transaction that is rolled back, so the
 * data (filled by bench/generate-community.ts) is left as it was (the rolled-back update leaves dead row
 * versions for autovacuum, nothing visible).
 *
 *   node --import tsx bench/community-whatif.ts --url postgres://postgres@127.0.0.1:5432/sillage_bench
 *
 * The app's statements come from the repository functions themselves (Drizzle's toSQL(), nothing is run
 * through the app). Inside the transaction:
 * - a mid-frequency word, "orrisbutter", is appended to ~0.33 % of the posts (the generated vocabulary only has
 *   words in > 5 % of posts and made-up words in 10 posts), then posts is analysed;
 * - A: the statements as they are today;
 * - B: the same after `create index … on posts (created_at desc, id desc)` — the order the queries ask for
 *   (DESC means NULLS FIRST; posts_created_idx is DESC NULLS LAST, so it cannot give that order);
 * - C: on B, search in two steps: (1) the matches among the newest WINDOW posts, walking that index, which stops
 *   as soon as a page is full (common words); (2) only when (1) found less than a page, the remaining matches
 *   older than the window through the GIN indexes into a materialized list of (id, created_at), sorted, then
 *   joined (rare words: few matches, so the sort is small).
 * Each statement runs twice under EXPLAIN (ANALYZE, BUFFERS); the warm run is reported.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '#server/db/client';
import { listPostsQuery, searchCondition } from '#server/modules/posts/posts.repository';
import { deriveFlags } from '#common/roles';

const { values } = parseArgs({
  options: { url: { type: 'string' }, window: { type: 'string', default: '2000' }, plans: { type: 'boolean', default: false } },
});
if (!values.url) {
  console.error(
    'usage: node --import tsx bench/community-whatif.ts --url postgres://postgres@127.0.0.1:5432/sillage_bench [--window 2000] [--plans]',
  );
  process.exit(2);
}
const url = new URL(values.url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error(`refusing a non-local database host: ${url.hostname}`);
const WINDOW = Number(values.window);
const LIMIT = 20;

// Drizzle only builds SQL here: nothing is sent through this handle.
const database = await openDatabase({ url: url.toString() });
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();

const INDEX_RE = /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g;
async function run(label: string, text: string, params: unknown[]) {
  let lines: string[] = [];
  for (let i = 0; i < 2; i++) {
    const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
    lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']);
  }
  const plan = lines.join('\n');
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]);
  const rows = Number(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(lines[0])?.[1]);
  const indexes = [...new Set([...plan.matchAll(INDEX_RE)].map((m) => m[1]))];
  const shape = lines
    .map((l) => l.trim().replace(/^->\s*/, ''))
    .filter((l) => /^(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan|Parallel Bitmap Heap Scan|Sort\b|Gather Merge)/.test(l))
    .map((l) => l.replace(/\s*\(cost=.*$/, '').replace(/ on posts$/, ''))
    .slice(0, 3)
    .join(' → ');
  console.log(`${label.padEnd(44)} ${ms.toFixed(3).padStart(10)} ms  rows ${String(rows).padStart(2)}  ${shape}`);
  console.log(`${''.padEnd(44)} ${''.padStart(13)}  indexes: ${indexes.join(', ') || '-'}`);
  if (values.plans) for (const l of lines) console.log(`      ${l}`);
  return { ms, rows };
}

const { rows: viewerRows } = await client.query("select id from users where email = 'bench0@example.com'");
// A signed-in member (the feed now carries the visibility rule for this viewer).
const viewer = { userId: viewerRows[0].id as string, sessionId: '', roles: [], emailVerified: true, ...deriveFlags([]) };
const { rows: deepRows } = await client.query(
  `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t, id from posts order by created_at desc nulls last, id desc nulls last
   offset (select least(500000, count(*) / 2) from posts) limit 1`,
);
const deep = { t: deepRows[0].t as string, id: deepRows[0].id as string };
const WORDS = ['bergamot', 'orrisbutter', 'ambrette', 'zqxvanilla', 'berga'];

const appStatements = () => [
  { label: 'feed, first page', q: listPostsQuery(database.db, viewer, LIMIT).toSQL() },
  { label: 'feed, deep page', q: listPostsQuery(database.db, viewer, LIMIT, deep).toSQL() },
  ...WORDS.map((w) => ({ label: `search "${w}"`, q: listPostsQuery(database.db, viewer, LIMIT, undefined, searchCondition(w)).toSQL() })),
];

// The proposed two-step search (C). Same answer as the app's statement: the newest matches, 21 rows at most.
const COLS = `p.id, p.author_id, p.title, p.content, p.image_url, p.image_thumb_url, p.image_alt, p.video_url, p.video_thumbnail,
  p.likes_count, p.comments_count, p.created_at, p.updated_at, pr.username, coalesce(pr.avatar_thumb_url, pr.avatar_url) as avatar_url,
  exists (select 1 from post_likes l where l.post_id = p.id and l.user_id = $3) as liked_by_me,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as t`;
const MATCH = (a: string) => `(${a}.search @@ websearch_to_tsquery('simple', $1) or ${a}.search_text like $2)`;
const STEP1 = `select ${COLS}
  from (select * from posts order by created_at desc, id desc limit ${WINDOW}) p
  join profiles pr on pr.id = p.author_id
  where ${MATCH('p')}
  order by p.created_at desc, p.id desc limit $4`;
const STEP2 = `with m as materialized (
    select id, created_at from posts x
    where ${MATCH('x')}
      and (x.created_at, x.id) < (select created_at, id from posts order by created_at desc, id desc offset ${WINDOW - 1} limit 1)
  )
  select ${COLS}
  from (select id, created_at from m order by created_at desc, id desc limit $4) top
  join posts p on p.id = top.id join profiles pr on pr.id = p.author_id
  order by top.created_at desc, top.id desc`;
const pattern = (w: string) => `%${w.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

await client.query('begin');
try {
  await client.query("set local statement_timeout = '60s'");
  const { rowCount } = await client.query("update posts set content = content || ' orrisbutter' where abs(hashtext(id::text)) % 300 = 0");
  // The update's index entries sit in the GIN pending lists, which every search would scan: merge them, as
  // autovacuum would, so the plans below are not slowed by this experiment.
  await client.query(
    "select gin_clean_pending_list('posts_search_idx'), gin_clean_pending_list('posts_search_text_trgm_idx'), gin_clean_pending_list('posts_search_trgm_idx')",
  );
  await client.query('analyze posts');
  console.log(
    `load average (1/5/15 min): ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    `(in a transaction, rolled back at the end) "orrisbutter" added to ${rowCount} posts; window for C: ${WINDOW} newest posts\n`,
  );

  console.log('A — statements as the app sends them, indexes as migrated');
  for (const s of appStatements()) await run(s.label, s.q.sql, s.q.params);

  await client.query('create index posts_created_nullsfirst_idx on posts (created_at desc, id desc)');
  await client.query('analyze posts');
  console.log('\nB — same statements, plus an index on (created_at DESC, id DESC), the order they ask for');
  for (const s of appStatements()) await run(s.label, s.q.sql, s.q.params);

  console.log(`\nC — on B, search in two steps (step 2 only when step 1 found fewer than ${LIMIT + 1})`);
  for (const w of WORDS) {
    const one = await run(`search "${w}" step 1 (newest ${WINDOW})`, STEP1, [w, pattern(w), viewer, LIMIT + 1]);
    if (one.rows < LIMIT + 1) {
      const two = await run(`search "${w}" step 2 (older, GIN + sort)`, STEP2, [w, pattern(w), viewer, LIMIT + 1 - one.rows]);
      console.log(`${''.padEnd(44)} total ${(one.ms + two.ms).toFixed(3)} ms`);
    }
  }
  console.log(
    `\nload average at the end: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await client.query('rollback');
  await client.end();
  await database.close();
}

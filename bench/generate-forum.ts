/**
 * Fills a PostgreSQL database with an AromaSpace forum of realistic size for bench/forum.ts.
 *
 *   node --import tsx bench/generate-forum.ts --url postgres://postgres@127.0.0.1:5432/sillage_bench_forum \
 *     [--discussions 100000] [--comments 1000000] [--authors 10000] [--likes 300000] [--fresh]
 *
 * Creates (or with --fresh recreates) the database, runs the app's migrations, then loads with set-based SQL
 * (into an empty forum: a database that already holds other data, such as bench/generate-community.ts's, is fine):
 * - authors `forum<i>@example.com` (password 'bench-password', email confirmed), a profile each, 70 % perfumers,
 *   20 % brands, 10 % members (members only comment);
 * - discussions over the last two years in the nine categories (skewed towards technique and ingredients),
 *   titles and markdown-free bodies from a perfume vocabulary: "bergamot" is common, "ambrette" and the made-up
 *   "zqxvanilla" are each in ~10 discussions whatever the size; content_html is what the renderer makes of
 *   such plain text (one paragraph);
 * - comments with a heavy-tailed count per discussion (exact total), one discussion with exactly 200;
 * - likes: unique (discussion, user) pairs; likes_count, comments_count, last_activity_at and the category
 *   counts are written from the rows, then checked against them.
 * Secondary indexes and foreign keys are dropped for the load and rebuilt from their own definitions.
 */
import { CATEGORY_VALUES } from '#common/schemas/discussions';
import { dropConstraintsForLoad, openEmptyBenchDatabase, parseLoadArgs, pick, step, uuidOf, word } from './lib/bulk-load';
import { COMMON_FILLERS, COMMON_NOTES } from './lib/vocabulary';

const args = parseLoadArgs('generate-forum.ts', 'sillage_bench_forum', {
  discussions: 100_000,
  comments: 1_000_000,
  authors: 10_000,
  likes: 300_000,
});
const { discussions: D, comments: C, authors: A, likes: L } = args.n;
const { dbName } = args;
if (C < 200) throw new Error('at least 200 comments (one discussion has exactly 200)');
if (L / D > A / 4) throw new Error('too many likes per discussion for the number of authors');

const NOTES = [
  ...COMMON_NOTES,
  'mandarin',
  'cardamom',
  'saffron',
  'leather',
  'incense',
  'labdanum',
  'benzoin',
  'oakmoss',
  'tuberose',
  'orris',
  'osmanthus',
  'fig',
  'coffee',
  'galbanum',
  'yuzu',
  'ginger',
  'juniper',
  'cashmeran',
  'ambroxan',
  'hedione',
  'calone',
  'aldehydes',
  'civet',
  'ambergris',
  'coumarin',
  'vanillin',
  'styrax',
  'opoponax',
  'elemi',
  'cistus',
  'immortelle',
  'davana',
];
const FILLERS = [
  ...COMMON_FILLERS,
  'supplier',
  'price',
  'ifra',
  'limit',
  'percent',
  'grams',
  'question',
  'advice',
  'formula',
  'version',
  'tweak',
  'more',
  'less',
  'skin',
  'strip',
  'summer',
  'winter',
  'launch',
  'brand',
  'bottle',
  'market',
];

const started = performance.now();
console.log(`Sillage forum data: ${dbName} — ${D} discussions, ${C} comments, ${A} authors, ${L} likes\n`);

const { db, q, passwordHash } = await openEmptyBenchDatabase(args, {
  emptyTables: ['discussions'],
  settings: "set synchronous_commit = off; set maintenance_work_mem = '512MB'; set work_mem = '128MB'",
});

const TABLES = ['discussions', 'discussion_comments', 'discussion_likes'];
const dropped = await dropConstraintsForLoad(q, TABLES, 'discussion_likes');

const userId = (expr: string) => uuidOf(`'sillage-forum-user-' || (${expr})`);

await step(`authors: ${A} (users, profiles, roles)`, async () => {
  await q(
    `insert into users (id, email, password_hash, email_confirmed_at, created_at)
     select ${userId('u')}, 'forum' || u || '@example.com', $1, now() - interval '3 years', now() - interval '3 years' from generate_series(0, $2 - 1) u`,
    [passwordHash, A],
  );
  await q(
    // One author in 40 shows their profile to contacts only, one in 40 keeps it private (5 % in all): every
    // list, search and count has real authors to leave out. forum0, the signed-in benchmark user, is public.
    `insert into profiles (id, username, approved, settings, created_at, updated_at)
     select ${userId('u')}, 'nose_' || u, true,
       case u % 40 when 7 then '{"privacy":{"profileVisibility":"contacts","shareActivity":false}}'::jsonb
                   when 13 then '{"privacy":{"profileVisibility":"private","shareActivity":false}}'::jsonb end,
       now() - interval '3 years', now() - interval '3 years' from generate_series(0, $1 - 1) u`,
    [A],
  );
  await q(
    `insert into user_roles (user_id, role) select ${userId('u')}, case when u % 10 < 7 then 'perfumer' when u % 10 < 9 then 'brand' else 'customer' end from generate_series(0, $1 - 1) u`,
    [A],
  );
});

await step('plan: per-discussion ids, times, authors, comment counts', async () => {
  await q(
    `create temp table bd as
     with w as (select i, least(100000, floor(10 * power(1 - random(), -1 / 1.4)))::bigint as wc from generate_series(1, $1) i),
          s as (select i, wc, (sum(wc) over (order by i))::bigint as sc, (sum(wc) over ())::bigint as tc from w)
     select i, ${uuidOf("'sillage-forum-d-' || i")} as id,
            now() - make_interval(secs => 730 * 86400 * (1 - (i - random()) / $1)) as created_at,
            (floor($3 * power(random(), 1.5))::int / 10) * 10 + (i % 9) as author,
            (array[${CATEGORY_VALUES.map((c) => `'${c}'`).join(',')}])[1 + floor(9 * power(random(), 1.6))::int] as category,
            (($2::bigint - 200) * sc / tc - ($2::bigint - 200) * (sc - wc) / tc)::int as comments
     from s`,
    [D, C, A],
  );
  // One discussion (the middle one) gets exactly 200 more: the "detail with 200 comments" scenario.
  await q('update bd set comments = 200 where i = $1', [Math.ceil(D / 2)]);
  await q(`update bd set comments = comments + (select ($1 - sum(comments))::int from bd) where i = 1`, [C]);
  await q('alter table bd add primary key (i)');
});

await step(`discussions: ${D}`, async () => {
  await q(
    `insert into discussions (id, author_id, title, content, content_html, category, created_at, updated_at, last_activity_at)
     select bd.id, ${userId('bd.author')}, t.title, b.body, '<p>' || b.body || '</p>' || chr(10), bd.category, bd.created_at, bd.created_at, bd.created_at
     from bd
     cross join lateral (select initcap(${pick('$1', 'bd.i * 3')}) || ' ' || ${pick('$2', 'bd.i * 7')} || ' ' || ${pick('$1', 'bd.i * 11')} || ' question' as title) t
     cross join lateral (
       select string_agg(${word('$1', '$2', 0.5)}, ' ')
         || case when bd.i % $3 = 7 % $3 then ' with a touch of ambrette' else '' end
         || case when bd.i % $3 = 3 % $3 then ' zqxvanilla experiment' else '' end as body
       from generate_series(1, 20 + (bd.i * 7) % 60) g
     ) b
     order by bd.i`,
    [NOTES, FILLERS, Math.max(1, Math.floor(D / 10))],
  );
});

await step(`comments: ${C}`, async () => {
  await q(
    `insert into discussion_comments (discussion_id, author_id, content, content_html, created_at, updated_at)
     select bd.id, ${userId('floor(random() * $1)::int')}, c.body, '<p>' || c.body || '</p>' || chr(10), t, t
     from bd cross join lateral generate_series(1, bd.comments) j
     cross join lateral (select least(now(), bd.created_at + random() * interval '30 days') as t) tt
     cross join lateral (select string_agg(${word('$2', '$3', 0.5)}, ' ') as body from generate_series(1, 4 + (j * 5 + bd.i) % 20) g) c`,
    [A, NOTES, FILLERS],
  );
});

await step(`likes: ${L} unique (discussion, user) pairs`, async () => {
  await q(
    `insert into discussion_likes (discussion_id, user_id)
     select bd.id, ${userId('(bd.i::bigint * 7919 + j) % $2')}
     from (select bd.*, ((($1::bigint) * bd.i) / $3 - (($1::bigint) * (bd.i - 1)) / $3)::int as n from bd) bd
     cross join lateral generate_series(0, bd.n - 1) j`,
    [L, A, D],
  );
});

await dropped.restorePrimaryKeys();
await dropped.restoreIndexes((name) => !name.startsWith('discussions_'));

await step('counters from the rows (comments, likes, last activity, categories)', async () => {
  await q(`update discussions d set comments_count = c.n, last_activity_at = greatest(d.created_at, c.last)
           from (select discussion_id, count(*)::int as n, max(created_at) as last from discussion_comments group by 1) c where c.discussion_id = d.id`);
  await q(
    `update discussions d set likes_count = l.n from (select discussion_id, count(*)::int as n from discussion_likes group by 1) l where l.discussion_id = d.id`,
  );
  await q(`insert into discussion_category_counts (category, count) select category, count(*)::int from discussions where hidden_at is null group by 1
           on conflict (category) do update set count = excluded.count`);
});
await dropped.restoreIndexes();
await dropped.restoreForeignKeys();

const check = await step('check: counters match rows', async () => {
  const { rows } = await q(`select
    (select count(*) from discussion_comments)::int as comments, (select sum(comments_count) from discussions)::int as comments_sum,
    (select count(*) from discussion_likes)::int as likes, (select sum(likes_count) from discussions)::int as likes_sum,
    (select sum(count) from discussion_category_counts)::int as categories, (select count(*) from discussions)::int as discussions,
    (select count(*) from discussions where comments_count = 200)::int as with200`);
  return rows[0];
});
if (check.comments !== C || check.comments_sum !== C || check.likes !== check.likes_sum || check.categories !== D)
  throw new Error(`counters do not match: ${JSON.stringify(check)}`);

await step('vacuum (analyze)', async () => {
  for (const t of [
    'users',
    'profiles',
    'user_roles',
    'discussions',
    'discussion_comments',
    'discussion_likes',
    'discussion_category_counts',
  ])
    await q(`vacuum (analyze) ${t}`);
});
const { rows: stats } = await q(`select
  (select count(*) from discussions where search @@ to_tsquery('simple', 'bergamot'))::int as bergamot,
  (select count(*) from discussions where search @@ to_tsquery('simple', 'ambrette'))::int as ambrette,
  (select max(comments_count) from discussions) as max_comments, pg_size_pretty(pg_database_size(current_database())) as size`);
await db.end();
console.log(
  `\ndiscussions with bergamot: ${stats[0].bergamot}, ambrette: ${stats[0].ambrette}; most comments ${stats[0].max_comments}; ${check.with200} with exactly 200`,
);
console.log(`likes ${check.likes}; database size ${stats[0].size}; total ${((performance.now() - started) / 60000).toFixed(1)} min`);
console.log(`sign in as forum0@example.com … forum${A - 1}@example.com with 'bench-password'`);

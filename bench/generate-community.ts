/**
 * Fills a PostgreSQL database with a community of realistic size for bench/community.ts.
 *
 *   node --import tsx bench/generate-community.ts --url postgres://postgres@127.0.0.1:5432/sillage_bench \
 *     [--posts 1000000] [--likes 5000000] [--comments 2000000] [--users 50000] [--fresh]
 *
 * Creates the database when missing (drops and recreates it with --fresh), runs the app's migrations, then
 * loads everything with set-based SQL (generate_series, INSERT … SELECT) on one connection:
 *
 * - users `bench<i>@example.com`, all with one argon2 hash of 'bench-password' (any of them can sign in),
 *   a profile with a unique username and a role;
 * - posts spread over the last two years, newest last in the heap, with text drawn from a perfume vocabulary
 *   whose frequencies are skewed: "bergamot" is in about a quarter of the posts, while "ambrette" and the
 *   made-up "zqxvanilla" are each appended to exactly ~10 posts (whatever --posts is);
 * - likes: a heavy-tailed count per post (exact total), user = (post_index * 7919 + j) % users for j < count,
 *   which makes every (post, user) pair unique without sorting; likes_count is written with the post;
 * - comments: a heavy-tailed count per post (exact total), random authors; comments_count likewise.
 *
 * Foreign keys, the likes primary key and the secondary indexes of posts/post_likes/post_comments are dropped
 * for the load and recreated from their own definitions (pg_get_constraintdef / pg_get_indexdef), so the end
 * state is exactly what the migrations define, validated by the constraint builds. Then the counters are
 * checked against the rows and the tables vacuumed and analysed. Every step prints its time.
 */
import { DEFAULT_SETTINGS } from '#common/schemas/profile';
import { dropConstraintsForLoad, openEmptyBenchDatabase, parseLoadArgs, pick, step, uuidOf, word } from './lib/bulk-load';
import { COMMON_FILLERS, COMMON_NOTES } from './lib/vocabulary';

const args = parseLoadArgs('generate-community.ts', 'sillage_bench', {
  posts: 1_000_000,
  likes: 5_000_000,
  comments: 2_000_000,
  users: 50_000,
});
const { posts: POSTS, likes: LIKES, comments: COMMENTS, users: USERS } = args.n;
const { dbName } = args;
if (LIKES / POSTS > USERS / 20) throw new Error('too many likes per post for the number of users');

/** Note words, most frequent first (drawn with a skew: index = n · r^1.25). Never contains the rare words. */
const NOTES = [
  ...COMMON_NOTES,
  'lemon',
  'orange',
  'mandarin',
  'grapefruit',
  'pink pepper',
  'cardamom',
  'cinnamon',
  'clove',
  'saffron',
  'leather',
  'tobacco',
  'incense',
  'labdanum',
  'benzoin',
  'myrrh',
  'frankincense',
  'vetiver',
  'oakmoss',
  'tuberose',
  'ylang',
  'gardenia',
  'magnolia',
  'violet',
  'orris',
  'heliotrope',
  'mimosa',
  'lily',
  'peony',
  'freesia',
  'honeysuckle',
  'osmanthus',
  'fig',
  'peach',
  'pear',
  'apple',
  'blackcurrant',
  'raspberry',
  'plum',
  'coconut',
  'almond',
  'pistachio',
  'coffee',
  'cacao',
  'caramel',
  'honey',
  'praline',
  'rum',
  'cognac',
  'whisky',
  'tea',
  'matcha',
  'mint',
  'basil',
  'rosemary',
  'thyme',
  'sage',
  'clary',
  'galbanum',
  'petitgrain',
  'yuzu',
  'lime',
  'bitter',
  'ginger',
  'nutmeg',
  'pepper',
  'juniper',
  'pine',
  'fir',
  'cypress',
  'birch',
  'guaiac',
  'cashmeran',
  'ambroxan',
  'iso',
  'hedione',
  'calone',
  'aldehydes',
  'civet',
  'castoreum',
  'ambergris',
  'seaweed',
  'salt',
  'driftwood',
  'moss',
  'fern',
  'hay',
  'tonka',
  'coumarin',
  'vanillin',
  'ethyl',
  'styrax',
  'opoponax',
  'elemi',
  'tolu',
  'peru',
  'copahu',
  'cistus',
  'immortelle',
  'davana',
  'narcissus',
  'jonquil',
  'champaca',
  'frangipani',
  'lotus',
  'cyclamen',
  'lilac',
  'carnation',
  'geranium',
  'rhubarb',
  'tomato leaf',
  'cucumber',
  'melon',
  'watermelon',
  'litchi',
  'mango',
  'passionfruit',
  'guava',
  'papaya',
  'pineapple',
  'banana',
  'cherry',
  'strawberry',
  'chestnut',
  'hazelnut',
  'walnut',
  'sesame',
  'rice',
  'milk',
  'suede',
  'smoke',
  'ash',
  'tar',
  'ink',
  'metal',
  'ozone',
  'rain',
  'petrichor',
  'snow',
  'cotton',
  'linen',
  'powder',
  'soap',
];
/** Filler words, drawn uniformly: the prose around the notes. */
const FILLERS = [
  ...COMMON_FILLERS,
  'smells',
  'like',
  'very',
  'soft',
  'bright',
  'dark',
  'warm',
  'cool',
  'fresh',
  'green',
  'creamy',
  'woody',
  'floral',
  'fruity',
  'spicy',
  'sweet',
  'dry',
  'powdery',
  'smoky',
  'resinous',
  'balsamic',
  'today',
  'finally',
  'again',
  'after',
  'weeks',
  'days',
  'grams',
  'drops',
  'percent',
  'love',
  'hate',
  'need',
  'advice',
  'question',
  'formula',
  'version',
  'tweak',
  'more',
  'less',
  'too',
  'much',
  'not',
  'enough',
  'skin',
  'strip',
  'wear',
  'summer',
  'winter',
];

const started = performance.now();
console.log(`Sillage community data: ${dbName} — ${POSTS} posts, ${LIKES} likes, ${COMMENTS} comments, ${USERS} users\n`);

const { db, q, passwordHash } = await openEmptyBenchDatabase(args, {
  emptyTables: ['users', 'posts'],
  settings: "set synchronous_commit = off; set maintenance_work_mem = '1GB'; set work_mem = '256MB'",
});

const TABLES = ['posts', 'post_likes', 'post_comments'];
const dropped = await dropConstraintsForLoad(q, TABLES, 'post_likes');

const userId = (expr: string) => uuidOf(`'sillage-bench-user-' || (${expr})`);

await step(`users: ${USERS} (+ profiles, roles)`, async () => {
  await q(
    `insert into users (id, email, password_hash, email_confirmed_at, created_at)
     select ${userId('u')}, 'bench' || u || '@example.com', $1, t + interval '5 minutes', t
     from (select u, now() - interval '3 years' + (interval '3 years' - interval '1 day') * (u::float8 / $2) as t
           from generate_series(0, $2 - 1) u) s`,
    [passwordHash, USERS],
  );
  await q(
    `insert into profiles (id, username, bio, favorite_notes, settings, approved, created_at, updated_at)
     select u.id, replace(${pick('$2', 's.u')}, ' ', '_') || '_' || s.u,
            case when s.u % 3 = 0 then 'Amateur perfumer, mostly ' || ${pick('$2', 's.u * 7')} end,
            array[${pick('$2', '(s.u * 11) % 40')}, ${pick('$2', '(s.u * 13) % 40')}],
            $3::jsonb, true, u.created_at, u.created_at
     from generate_series(0, $1 - 1) s(u) join users u on u.id = ${userId('s.u')}`,
    [USERS, NOTES, JSON.stringify(DEFAULT_SETTINGS)],
  );
  await q(
    `insert into user_roles (user_id, role, created_at) select id, case when random() < 0.1 then 'perfumer' else 'customer' end, created_at from users`,
  );
});

// One row per post: its index, id, time, author and its like and comment counts. Counts come from integer
// heavy-tailed weights: count_i = floor(L·S_i/W) − floor(L·S_(i−1)/W), which sums to L exactly.
await step('plan: per-post ids, times, authors, like/comment counts', async () => {
  const span = 730 * 86400; // seconds in two years
  const likeCap = Math.max(1, Math.floor((USERS / 2) * (300 / Math.max(1, LIKES / POSTS)))); // weight cap: ≤ users/2 likes
  await q(
    `create temp table bp as
     with w as (
       select i,
              least($4::bigint, floor(100 * power(1 - random(), -1 / 1.5)))::bigint as wl,
              least(200000, floor(100 * power(1 - random(), -1 / 1.3)))::bigint as wc
       from generate_series(1, $1) i
     ), s as (
       select i, wl, wc,
              (sum(wl) over (order by i))::bigint as sl, (sum(wl) over ())::bigint as tl,
              (sum(wc) over (order by i))::bigint as sc, (sum(wc) over ())::bigint as tc
       from w
     )
     select i,
            ${uuidOf("'sillage-bench-post-' || i")} as id,
            now() - make_interval(secs => $5 * (1 - (i - random()) / $1)) as created_at,
            floor($6 * power(random(), 1.8))::int as author,
            (($2::bigint * sl) / tl - ($2::bigint * (sl - wl)) / tl)::int as likes,
            (($3::bigint * sc) / tc - ($3::bigint * (sc - wc)) / tc)::int as comments
     from s`,
    [POSTS, LIKES, COMMENTS, likeCap, span, USERS],
  );
  const { rows } = await q('select max(likes) as ml, sum(likes)::bigint as sl, max(comments) as mc, sum(comments)::bigint as sc from bp');
  if (Number(rows[0].ml) > USERS) throw new Error(`a post would get ${rows[0].ml} likes from ${USERS} users`);
  if (Number(rows[0].sl) !== LIKES || Number(rows[0].sc) !== COMMENTS)
    throw new Error(`counts do not add up: ${rows[0].sl} likes, ${rows[0].sc} comments`);
  await q('alter table bp add primary key (i)');
  return rows[0];
});

const step10 = Math.max(1, Math.floor(POSTS / 10));
await step(`posts: ${POSTS} (text, tsvector computed by the column)`, async () => {
  await q(
    `insert into posts (id, author_id, title, content, image_url, image_thumb_url, image_alt, likes_count, comments_count, created_at, updated_at)
     select bp.id, ${userId('bp.author')},
            case when bp.i % 10 < 3 then initcap(${pick('$1', 'bp.i * 3')}) || ' & ' || ${pick('$1', 'bp.i * 5')} || ' study' end,
            t.body
              || case when bp.i % $3 = 7 % $3 then ' with a touch of ambrette' else '' end
              || case when bp.i % $3 = 3 % $3 then ' zqxvanilla experiment' else '' end,
            case when bp.i % 10 < 3 then '/files/bench/post_' || bp.i || '-lg.webp' end,
            case when bp.i % 10 < 3 then '/files/bench/post_' || bp.i || '-md.webp' end,
            case when bp.i % 10 < 3 then 'a bottle of ' || ${pick('$1', 'bp.i * 3')} end,
            bp.likes, bp.comments, bp.created_at, bp.created_at
     from bp
     cross join lateral (
       select string_agg(${word('$1', '$2', 0.45)}, ' ') as body
       from generate_series(1, 8 + (bp.i * 7 + (bp.i / 13)) % 23) g
     ) t
     order by bp.i`,
    [NOTES, FILLERS, step10],
  );
});

await step(`likes: ${LIKES} unique (post, user) pairs`, async () => {
  await q(
    `insert into post_likes (post_id, user_id, created_at)
     select bp.id, ${userId('(bp.i::bigint * 7919 + j) % $1')}, least(now(), bp.created_at + random() * interval '7 days')
     from bp cross join lateral generate_series(0, bp.likes - 1) j`,
    [USERS],
  );
});

await step(`comments: ${COMMENTS}`, async () => {
  await q(
    `insert into post_comments (post_id, author_id, content, created_at)
     select bp.id, ${userId('floor(random() * $1)::int')}, c.body, least(now(), bp.created_at + random() * interval '30 days')
     from bp cross join lateral generate_series(1, bp.comments) j
     cross join lateral (
       select string_agg(${word('$2', '$3', 0.5)}, ' ') as body
       from generate_series(1, 3 + (j * 5 + bp.i) % 13) g
     ) c`,
    [USERS, NOTES, FILLERS],
  );
});

await dropped.restorePrimaryKeys();
await dropped.restoreIndexes();
await dropped.restoreForeignKeys();

const check = await step('check: counters match rows', async () => {
  const { rows } = await q(`
    select (select count(*) from post_likes)::bigint as likes, (select sum(likes_count) from posts)::bigint as likes_sum,
           (select count(*) from post_comments)::bigint as comments, (select sum(comments_count) from posts)::bigint as comments_sum,
           (select count(*) from posts p left join (select post_id, count(*) as n from post_likes group by 1) l on l.post_id = p.id
             where p.likes_count <> coalesce(l.n, 0))::int as likes_off,
           (select count(*) from posts p left join (select post_id, count(*) as n from post_comments group by 1) l on l.post_id = p.id
             where p.comments_count <> coalesce(l.n, 0))::int as comments_off`);
  return rows[0];
});
if (check.likes_off || check.comments_off || Number(check.likes) !== LIKES || Number(check.comments) !== COMMENTS) {
  throw new Error(`counters do not match the rows: ${JSON.stringify(check)}`);
}

await step('vacuum (analyze) the six tables', async () => {
  for (const t of ['users', 'profiles', 'user_roles', 'posts', 'post_likes', 'post_comments']) await q(`vacuum (analyze) ${t}`);
});

const { rows: stats } = await q(`
  select (select count(*) from posts where search @@ to_tsquery('simple', 'bergamot'))::int as bergamot,
         (select count(*) from posts where search @@ to_tsquery('simple', 'ambrette'))::int as ambrette,
         (select count(*) from posts where search @@ to_tsquery('simple', 'zqxvanilla'))::int as zqxvanilla,
         (select max(likes_count) from posts) as max_likes, (select max(comments_count) from posts) as max_comments,
         pg_size_pretty(pg_database_size(current_database())) as size`);
await db.end();

const s = stats[0];
console.log(
  `\nposts with bergamot: ${s.bergamot} (${((100 * s.bergamot) / POSTS).toFixed(1)} %), ambrette: ${s.ambrette}, zqxvanilla: ${s.zqxvanilla}`,
);
console.log(
  `most likes on a post: ${s.max_likes}, most comments: ${s.max_comments}; likes ${check.likes}, comments ${check.comments} (counters match)`,
);
console.log(`database size: ${s.size}; total ${((performance.now() - started) / 1000 / 60).toFixed(1)} min`);
console.log(`sign in as bench0@example.com … bench${USERS - 1}@example.com with 'bench-password'`);

/**
 * The live stream at scale (docs/benchmarks/live.md): one compiled server process (node dist/server/main.js, as
 * production runs it) on a PostgreSQL scratch database, 1,000 open GET /api/live streams on the feed, and a member
 * who posts. Reports the memory and file handles each open stream costs the process, and what one new post costs:
 * the time from the post's answer until all 1,000 streams were told, and the process's CPU for it, beside the same
 * posts with no stream open.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:live [-- --streams 1000 --posts 20]
 *
 * Visitors' streams are 32 per address (MAX_STREAMS_PER_VISITOR_ADDRESS): they connect from 127.0.0.2, .3, … in
 * turn. PUBLIC_CACHE_MS is 0, so no dispatch waits for the visitors' answers to expire: the time measured is the
 * fan-out's own. Loopback only; every loop is bounded.
 */
import { request } from 'node:http';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildServer, createScratchDatabase, dropScratchDatabase, freePort, startServer, stop, waitFor } from '#server/test/processes';
import { MAX_STREAMS_PER_VISITOR_ADDRESS } from '#server/lib/live-streams';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const STREAMS = arg('streams', 1000);
const POSTS = arg('posts', 20);
if (!process.env.TEST_DATABASE_URL) throw new Error('bench:live needs TEST_DATABASE_URL (a PostgreSQL server)');

const ticksPerSecond = 100;
const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
const fds = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
/** The process's CPU time so far (user + system), in ms. */
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
};

/** One open stream: counts the feed events it receives, and wakes whoever waits for a subject. */
function openStream(port: number, address: string, onEvent: (subject: string) => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, localAddress: address, path: '/api/live?topics=feed', agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const subject = /"subject":"([^"]+)"/.exec(block)?.[1];
          if (block.includes('event: live') && subject) onEvent(subject);
          else if (block.includes('event: ready')) resolve(() => req.destroy());
        }
      });
      res.on('error', () => {});
    });
    req.on('error', reject);
    req.end();
  });
}

async function main() {
  const dbName = `sillage_live_bench_${randomBytes(4).toString('hex')}`;
  const url = await createScratchDatabase(dbName);
  const buildDir = buildServer();
  const port = await freePort();
  const server = startServer(buildDir, {
    PORT: String(port),
    DATABASE_URL: url,
    DATA_DIR: `${buildDir}/data`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_CACHE_MS: '0',
    PRERENDER_MS_PER_SECOND: '0',
    RATE_LIMIT_PER_MINUTE: '1000000',
    UPLOAD_LIMIT_PER_MINUTE: '100000',
    AUTH_LIMIT_PER_IP: '100000',
    LOG_LEVEL: 'warn',
    SEED: 'false',
  });
  const base = `http://127.0.0.1:${port}`;
  const closers: (() => void)[] = [];
  try {
    await waitFor(async () => (await fetch(`${base}/api/health`)).status === 200, 'server healthy', 90_000);
    const pid = server.child.pid!;
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${randomBytes(4).toString('hex')}@example.com`,
        password: 'bench-password',
        journey: 'customer',
      }),
    });
    const member = (await signUp.json()) as { access_token: string; user: { id: string } };
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    await db.query('update users set email_confirmed_at = now() where id = $1', [member.user.id]);
    await db.end();
    const auth = { authorization: `Bearer ${member.access_token}` };
    const post = async (i: number) => {
      const form = new FormData();
      form.append('content', `Bench post ${i}`);
      const res = await fetch(`${base}/api/posts`, { method: 'POST', headers: auth, body: form });
      if (res.status !== 201) throw new Error(`post answered ${res.status}`);
      return ((await res.json()) as { id: string }).id;
    };

    // The same posts with no stream open: what a post costs by itself.
    for (let i = 0; i < 5; i++) await post(i); // warm-up
    let cpu = cpuMs(pid);
    for (let i = 0; i < POSTS; i++) await post(i);
    const alonePerPost = (cpuMs(pid) - cpu) / POSTS;

    const before = { rss: rssKb(pid), fds: fds(pid) };
    const told = new Map<string, number>();
    const waiting = new Map<string, () => void>();
    const onEvent = (subject: string) => {
      const n = (told.get(subject) ?? 0) + 1;
      told.set(subject, n);
      if (n === STREAMS) waiting.get(subject)?.();
    };
    const openedAt = Date.now();
    for (let i = 0; i < STREAMS; i++) {
      const address = `127.0.0.${2 + Math.floor(i / MAX_STREAMS_PER_VISITOR_ADDRESS)}`;
      closers.push(await openStream(port, address, onEvent));
    }
    const openMs = Date.now() - openedAt;
    await new Promise((r) => setTimeout(r, 2000)); // the process settles (garbage collected what opening made)
    const after = { rss: rssKb(pid), fds: fds(pid) };

    const latencies: number[] = [];
    cpu = cpuMs(pid);
    for (let i = 0; i < POSTS; i++) {
      let started = 0;
      const id = await new Promise<string>((resolve, reject) => {
        void post(i).then((subject) => {
          started = Date.now();
          if (told.get(subject) === STREAMS) return resolve(subject);
          const timer = setTimeout(() => reject(new Error(`not every stream was told of ${subject} within 30 s`)), 30_000);
          waiting.set(subject, () => {
            clearTimeout(timer);
            resolve(subject);
          });
        }, reject);
      });
      latencies.push(Date.now() - started);
      waiting.delete(id);
    }
    const withStreamsPerPost = (cpuMs(pid) - cpu) / POSTS;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];

    console.log(`live streams: ${STREAMS} open on one process (opened in ${openMs} ms)`);
    console.log(
      `  memory: ${before.rss} KB before, ${after.rss} KB after: ${(((after.rss - before.rss) * 1024) / STREAMS / 1024).toFixed(1)} KB per stream`,
    );
    console.log(`  file handles: ${before.fds} before, ${after.fds} after: ${((after.fds - before.fds) / STREAMS).toFixed(2)} per stream`);
    console.log(`one new post, ${POSTS} posts one after another:`);
    console.log(
      `  until all ${STREAMS} streams were told (from the post's answer): median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms`,
    );
    console.log(
      `  server CPU per post: ${withStreamsPerPost.toFixed(1)} ms with the streams, ${alonePerPost.toFixed(1)} ms without: ${(withStreamsPerPost - alonePerPost).toFixed(1)} ms for telling ${STREAMS} streams`,
    );
  } finally {
    for (const close of closers) close();
    await stop(server.child);
    await dropScratchDatabase(dbName);
    rmSync(buildDir, { recursive: true, force: true });
  }
}

await main();

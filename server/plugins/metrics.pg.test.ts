/**
 * /metrics under WEB_CONCURRENCY=2: the real entry point (server/main.ts from source) on PostgreSQL, a primary and two
 * workers. Whichever worker a scrape lands on, it answers every worker's metrics, combined by the primary.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { currentDatabaseUrl, openTestDatabase } from '#server/test/test-app';

const TOKEN = 'cluster-metrics-token-0123456789';
let database: Database;
let child: ChildProcess;
let base: string;
let output = '';
const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-metrics-'));

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', () => r()));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/** A GET on a connection of its own (no keep-alive), so the cluster hands each one to a worker in turn. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: await currentDatabaseUrl({ database }),
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
      METRICS_TOKEN: TOKEN,
      SEED: 'false',
      LOG_LEVEL: 'info',
      ACCESS_LOG: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // Both workers serving.
  const until = Date.now() + 90_000;
  while ((output.match(/is serving/g) ?? []).length < 2) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`cluster did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /metrics on a cluster of two workers', () => {
  it('answers, on whichever worker, the requests of both and each worker’s process metrics', async () => {
    const N = 10;
    for (let i = 0; i < N; i++) expect((await get(`${base}/api/health/live`)).status).toBe(200);
    expect((await get(`${base}/metrics`)).status).toBe(401);

    const counts: number[] = [];
    const pids = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const res = await get(`${base}/metrics`, { authorization: `Bearer ${TOKEN}` });
      expect(res.status, output).toBe(200);
      const count = /^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_class="2xx"\} (\d+)$/m.exec(
        res.body,
      );
      counts.push(Number(count?.[1]));
      for (const m of res.body.matchAll(/^process_resident_memory_bytes\{pid="(\d+)"\}/gm)) pids.add(m[1]);
      // The outbox is one table: read by each worker, reported once.
      expect(res.body).toMatch(/^sillage_mail_outbox_due 0$/m);
      expect(res.body).toMatch(/^sillage_db_pool_connections\{state="idle"\} \d+$/m);
    }
    // Every scrape, from either worker, counts all N requests, which both workers answered.
    expect(counts).toEqual([N, N, N, N]);
    expect(pids.size).toBe(2);
  });
});

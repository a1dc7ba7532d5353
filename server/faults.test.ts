/**
 * The embedded database (PGlite) under a hard crash: the compiled server is killed with SIGKILL in the middle of
 * writes and started again on the same DATA_DIR; every write it acknowledged is there.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { buildServer, freePort, sleep, startServer, stop, waitFor } from '#server/test/processes';

let buildDir: string;
let dataDir: string;
beforeAll(() => {
  buildDir = buildServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-crash-'));
}, 120_000);
afterAll(() => {
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded database under kill -9', () => {
  it('keeps every acknowledged write across a SIGKILL in the middle of writes and a restart', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'crash-test-secret-crash-test-secret-0123456',
      AUTH_LIMIT_PER_IP: '100000',
      AUTH_LIMIT_PER_ACCOUNT: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://127.0.0.1',
    };
    const healthy = async () => (await fetch(`${origin}/api/health`)).status === 200;
    const first = startServer(buildDir, env);
    await waitFor(healthy, 'the server', 90_000);

    // Sign-ups (each one transaction: account, profile, roles, verification mail) from four clients at once.
    const acknowledged: string[] = [];
    let running = true;
    const loops = Array.from({ length: 4 }, async () => {
      while (running) {
        const email = `crash-${randomBytes(5).toString('hex')}@example.com`;
        const res = await fetch(`${origin}/api/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'crash-test-password', journey: 'customer' }),
        }).catch(() => undefined);
        if (res?.status === 201) acknowledged.push(email);
        else if (!res) await sleep(20);
      }
    });
    await waitFor(async () => acknowledged.length >= 10, 'ten acknowledged sign-ups', 60_000, 20);
    await stop(first.child, 'SIGKILL');
    running = false;
    await Promise.all(loops);

    // Started again on the same folder, it recovers and serves.
    const second = startServer(buildDir, env);
    await waitFor(healthy, 'the server after the crash', 90_000);
    const signIn = await fetch(`${origin}/api/auth/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: acknowledged.at(-1), password: 'crash-test-password' }),
    });
    expect(signIn.status).toBe(200);
    await stop(second.child);
    expect(second.child.exitCode).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      const found = await database.db.execute(sql`select count(*)::int as n from users where lower(email) in ${acknowledged}`);
      expect((found as unknown as { rows: { n: number }[] }).rows[0].n).toBe(acknowledged.length);
    } finally {
      await database.close();
    }
  }, 180_000);
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { userRoles, users } from '#server/db/schema';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sillage-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/user-role.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

/** Each CLI run starts Node with tsx and opens PGlite (WASM): seconds each, and far more on a loaded 2-core machine. */
const CLI_TIMEOUT = 180_000;

async function rolesOf(email: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    return (await database.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).map((r) => r.role).sort();
  } finally {
    await database.close();
  }
}

it(
  'makes the first super admin from the command line, and removes a role',
  async () => {
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.db.insert(users).values({ email: 'owner@example.com', passwordHash: 'x' });
    await database.close();

    const grant = cli('--email', 'OWNER@example.com', '--role', 'super_admin');
    expect(grant.status).toBe(0);
    expect(grant.stdout).toContain('owner@example.com now has the role super_admin');
    expect(await rolesOf('owner@example.com')).toEqual(['super_admin']);

    const remove = cli('--email', 'owner@example.com', '--role', 'super_admin', '--remove');
    expect(remove.status).toBe(0);
    expect(await rolesOf('owner@example.com')).toEqual([]);
  },
  CLI_TIMEOUT,
);

it(
  'refuses an unknown role or email with a clear message',
  () => {
    const badRole = cli('--email', 'owner@example.com', '--role', 'emperor');
    expect(badRole.status).toBe(2);
    expect(badRole.stderr).toContain('usage: npm run user:role');
    const nobody = cli('--email', 'nobody@example.com', '--role', 'admin');
    expect(nobody.status).toBe(1);
    expect(nobody.stderr).toContain('No account with the email nobody@example.com');
  },
  CLI_TIMEOUT,
);

it(
  'says what to do when a running server holds the embedded database',
  () => {
    // This test process stands in for the server: it is alive, and its pid is in the lock file.
    writeFileSync(path.join(dataDir, 'server.pid'), String(process.pid));
    try {
      const held = cli('--email', 'owner@example.com', '--role', 'super_admin');
      expect(held.status).toBe(3);
      expect(held.stderr).toContain('holds the embedded database');
      expect(held.stderr).toContain('ADMIN_EMAILS=owner@example.com');
    } finally {
      rmSync(path.join(dataDir, 'server.pid'));
    }
  },
  CLI_TIMEOUT,
);

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

// The PostgreSQL pool's size (DATABASE_POOL_SIZE): how many sessions a process opens at most (the PostgreSQL pass only).
const url = process.env.TEST_DATABASE_URL!;

/** The distinct server processes that answer `queries` statements started at once, each holding its session a while. */
async function sessionsUsed(poolSize: number | undefined, queries: number): Promise<number> {
  const database = await openDatabase({ url, poolSize });
  try {
    const pids = await Promise.all(
      Array.from({ length: queries }, async () => {
        const result = await database.db.execute(sql`select pg_backend_pid() as pid from pg_sleep(0.05)`);
        return (result as unknown as { rows: { pid: number }[] }).rows[0].pid;
      }),
    );
    return new Set(pids).size;
  } finally {
    await database.close();
  }
}

describe('the PostgreSQL pool', () => {
  it('opens at most DATABASE_POOL_SIZE sessions, 10 by default', async () => {
    expect(await sessionsUsed(2, 8)).toBe(2);
    expect(await sessionsUsed(undefined, 16)).toBe(10);
  });
});

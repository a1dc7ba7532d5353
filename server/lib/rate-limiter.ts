import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { tooMany } from '#server/errors';
import { MSG } from '#common/messages';

/**
 * Fixed-window counters kept in the database, so limits hold across every app process.
 * Used for sign-in and sign-up per IP and per account; the general API limit is @fastify/rate-limit.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly windowSeconds: number,
  ) {}

  /** Counts one attempt under `key`; throws 429 once more than `limit` fall in the window. */
  async hit(key: string, limit: number): Promise<void> {
    const result = await this.db.execute(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${this.windowSeconds}))
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count`);
    const count = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
    if (count > limit) throw tooMany(MSG.tooManyRequests);
  }

  /** Throws 429 when `key` has already reached `limit` in the window, without counting. */
  async check(key: string, limit: number): Promise<void> {
    const result = await this.db.execute(sql`select count from rate_limits where key = ${key} and reset_at > now()`);
    const count = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
    if (count >= limit) throw tooMany(MSG.tooManyRequests);
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key}`);
  }
}

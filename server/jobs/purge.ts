import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';

export interface PurgeCounts {
  sessions: number;
  refreshTokens: number;
  emailTokens: number;
  rateLimits: number;
  liveEvents: number;
}

/** How long live events are kept for streams that resume (Last-Event-ID); an older resume is told to refetch. */
export const LIVE_EVENTS_KEPT_MINUTES = 60;

const affected = (result: unknown) =>
  Number((result as { affectedRows?: number; rowCount?: number }).affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0);

/**
 * Deletes what can no longer be used: sessions revoked or past their absolute end (SESSION_MAX_DAYS after
 * the password sign-in; their refresh tokens go with them), expired refresh tokens, used or expired
 * verification and reset tokens, rate-limit windows that have ended, and live events past LIVE_EVENTS_KEPT_MINUTES.
 */
export async function purgeExpired(db: Db, sessionMaxDays: number): Promise<PurgeCounts> {
  return db.transaction(async (tx) => {
    const sessions = affected(
      await tx.execute(
        sql`delete from sessions where revoked_at is not null or created_at <= now() - make_interval(days => ${sessionMaxDays})`,
      ),
    );
    const refreshTokens = affected(await tx.execute(sql`delete from refresh_tokens where expires_at <= now()`));
    const emailTokens = affected(await tx.execute(sql`delete from email_tokens where used_at is not null or expires_at <= now()`));
    const rateLimits = affected(await tx.execute(sql`delete from rate_limits where reset_at <= now()`));
    const liveEvents = affected(
      await tx.execute(sql`delete from live_events where created_at <= now() - make_interval(mins => ${LIVE_EVENTS_KEPT_MINUTES})`),
    );
    return { sessions, refreshTokens, emailTokens, rateLimits, liveEvents };
  });
}

/** Runs the purge every `minutes` (first run soon after start); returns a stop function for shutdown. */
export function startPurgeJob(db: Db, opts: { sessionMaxDays: number; minutes: number }, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= purgeExpired(db, opts.sessionMaxDays)
      .then((counts) => log.info({ purged: counts }, 'expired sessions, tokens and rate limits purged'))
      .catch((err) => log.error({ err }, 'purge failed, will retry at the next interval'))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(run, 5_000).unref();
  const timer = setInterval(run, opts.minutes * 60_000).unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

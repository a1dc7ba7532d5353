import { sql } from 'drizzle-orm';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { digestRuns } from '#server/db/schema';
import type { SignedLinks } from '#server/lib/signed-links';
import { enqueueMail } from '#server/mail/outbox';
import { digestMail } from '#server/mail/templates';

const MAX_LINES = 10;

/**
 * The daily digest: every verified, active member with email notifications on and unread notifications
 * from the last day gets one email listing them. `digest_runs` (member, day) makes each run idempotent,
 * so every app process may run the job: a member is mailed at most once a day, across the cluster.
 * Returns how many digests were queued.
 */
export async function runDailyDigest(db: Db, config: Pick<Config, 'PUBLIC_URL'>, links: SignedLinks): Promise<number> {
  const result = await db.execute(sql`
    select i.user_id, u.email, count(*)::int as n,
           (array_agg(i.title || ': ' || i.message order by i.created_at desc))[1:${MAX_LINES}] as lines
    from inbox i
    join users u on u.id = i.user_id
    left join profiles p on p.id = i.user_id
    where i.read = false and i.created_at > now() - interval '1 day'
      and u.email_confirmed_at is not null and u.suspended_at is null
      and coalesce((p.settings->'notifications'->>'email')::boolean, true)
      and not exists (select 1 from digest_runs d where d.user_id = i.user_id and d.day = (now() at time zone 'UTC')::date)
    group by i.user_id, u.email`);
  const rows = (result as unknown as { rows: { user_id: string; email: string; n: number; lines: string[] | string }[] }).rows;
  let queued = 0;
  for (const row of rows) {
    const lines = Array.isArray(row.lines) ? row.lines : [];
    if (row.n > lines.length) lines.push(`…and ${row.n - lines.length} more`);
    const sent = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(digestRuns)
        .values({ userId: row.user_id, day: sql`(now() at time zone 'UTC')::date` })
        .onConflictDoNothing()
        .returning({ userId: digestRuns.userId });
      if (!claimed.length) return false;
      const token = links.sign({ k: 'member', u: row.user_id, t: 'email' });
      await enqueueMail(
        tx,
        digestMail(row.email, lines, config.PUBLIC_URL, {
          page: `${config.PUBLIC_URL}/unsubscribe?token=${token}`,
          oneClick: `${config.PUBLIC_URL}/api/unsubscribe?token=${token}`,
        }),
      );
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

/** Runs the digest every hour (and once shortly after start); the first pass of a UTC day mails. */
export function scheduleDailyDigest(
  run: () => Promise<number>,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
) {
  const pass = () =>
    run()
      .then((n) => n && log.info({ digests: n }, 'daily digest queued'))
      .catch((err) => log.error({ err }, 'daily digest failed'));
  const first = setTimeout(pass, 60_000);
  const timer = setInterval(pass, 3600_000);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

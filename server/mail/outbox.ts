import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '#server/db/client';
import { mailOutbox, waitlist } from '#server/db/schema';
import type { MailMessage, MailTransport } from './transport';

/** Puts a message in the outbox, in the caller's transaction: it is sent only if the change commits. */
export async function enqueueMail(ex: Executor, message: MailMessage & { id?: string; ref?: string }): Promise<void> {
  await ex.insert(mailOutbox).values({
    id: message.id,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    headers: message.headers ?? null,
    ref: message.ref ?? null,
  });
}

/** What a sent mail changes: a waitlist entry becomes notified (spec 000 §4: status and notified_at set on the server). */
async function afterSent(db: Db, ref: string | null): Promise<void> {
  const waitlistId = ref?.startsWith('waitlist:') ? ref.slice('waitlist:'.length) : undefined;
  if (waitlistId) await db.execute(sql`update ${waitlist} set status = 'notified', notified_at = now() where id = ${waitlistId}::uuid`);
}

/**
 * The outbox's backlog, for /api/health and the metrics: unsent mails due now, and how long the oldest unsent mail
 * has waited since it was queued, in whole seconds (0 when none). A mail retried with backoff counts in the age,
 * so a delivery failing for long shows however few mails wait. Reads only unsent rows (mail_outbox_due_idx).
 */
export async function outboxBacklog(db: Db): Promise<{ due: number; oldestSeconds: number }> {
  const result = await db.execute(sql`
    select count(*) filter (where next_attempt_at <= now())::int as due,
      coalesce(floor(extract(epoch from now() - min(created_at))), 0)::float8 as oldest
    from ${mailOutbox} where sent_at is null`);
  const row = (result as unknown as { rows: { due: number; oldest: number }[] }).rows[0];
  return { due: Number(row?.due ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}

/** Seconds to wait before attempt n+1: 5 s doubling, at most an hour. Mail is never dropped. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  ref: string | null;
  attempts: number;
}

/**
 * Sends due outbox rows. Rows are claimed with a lease (`locked_until`) and SKIP LOCKED, so
 * several app processes can run workers side by side without sending a message twice.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 1000,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Runs a pass soon (after an enqueue) instead of waiting for the next tick. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  private schedule(ms: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.running) return this.schedule(this.intervalMs);
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((err) => this.log.error({ err }, 'mail worker pass failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.intervalMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** One pass: claim up to 20 due messages and try each once. Returns how many were sent. */
  async runOnce(): Promise<number> {
    const result = await this.db.execute(sql`
      update ${mailOutbox} set locked_until = now() + interval '60 seconds', attempts = attempts + 1
      where id in (
        select id from ${mailOutbox}
        where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
        order by next_attempt_at limit 20 for update skip locked)
      returning id, "to", subject, text, html, headers, ref, attempts`);
    const rows = (result as unknown as { rows: ClaimedRow[] }).rows;
    let sent = 0;
    for (const row of rows) {
      try {
        await this.transport.send(row, this.from);
        await this.db.execute(sql`update ${mailOutbox} set sent_at = now(), locked_until = null, last_error = null where id = ${row.id}`);
        await afterSent(this.db, row.ref);
        sent++;
      } catch (err) {
        const wait = backoffSeconds(row.attempts);
        this.log.warn({ mailId: row.id, attempts: row.attempts, retryInSeconds: wait, err: String(err) }, 'mail send failed, will retry');
        await this.db.execute(sql`
          update ${mailOutbox} set locked_until = null, last_error = ${String(err).slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${wait})
          where id = ${row.id}`);
      }
    }
    return sent;
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createTestApp, signUp, uniqueEmail, type TestApp } from '#server/test/test-app';
import { mailOutbox } from '#server/db/schema';
import { backoffSeconds, enqueueMail, MailWorker } from './outbox';
import { smtpTransport, type MailTransport } from './transport';
import type { Database } from '#server/db/client';
import { closedPort, startPeer, type Peer } from './test-smtp-peer';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const FROM = 'Sillage <no-reply@sillage.local>';

let t: TestApp;
let peer: Peer;
const transports: MailTransport[] = [];
const transportTo = (port: number) => {
  const transport = smtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`);
  transports.push(transport);
  return transport;
};
const rowsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const deliveredTo = (p: Peer, to: string) => p.messages.filter((m) => m.to.includes(to));
/** Whether the database clock says the row is due now (the worker compares with the database's now()). */
async function dueInSeconds(id: string): Promise<number> {
  const result = await t.database.db.execute(
    sql`select extract(epoch from (next_attempt_at - now()))::float8 as s from mail_outbox where id = ${id}`,
  );
  return Number((result as unknown as { rows: { s: number }[] }).rows[0].s);
}

beforeAll(async () => {
  t = await createTestApp();
  peer = await startPeer();
});
afterAll(async () => {
  for (const transport of transports) transport.close();
  await peer.close();
  ignoreDropTermination(t.database);
  await t.close();
});

describe('mail outbox', () => {
  it('delivers an enqueued message to the SMTP server, once', async () => {
    const to = uniqueEmail('outbox');
    const link = 'http://localhost:3000/auth/verify?token=abcDEF123_-xyz';
    await enqueueMail(t.database.db, {
      to,
      subject: 'Hello from the outbox',
      text: `Open this link:\n${link}\n`,
      html: `<p><a href="${link}">Open</a></p>`,
    });
    const [queued] = await rowsTo(to);
    expect(queued).toMatchObject({ sentAt: null, attempts: 0, lastError: null });

    const worker = new MailWorker(t.database.db, transportTo(peer.port), FROM, log);
    expect(await worker.runOnce()).toBe(1);

    const got = deliveredTo(peer, to);
    expect(got).toHaveLength(1);
    expect(got[0].to).toEqual([to]);
    expect(got[0].from).toBe('no-reply@sillage.local');
    expect(got[0].subject).toBe('Hello from the outbox');
    expect(got[0].text).toContain(link);
    expect(got[0].html).toContain(`href="${link}"`);

    const [row] = await rowsTo(to);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
    expect(row.lockedUntil).toBeNull();

    // A second pass finds nothing to do.
    expect(await worker.runOnce()).toBe(0);
    expect(deliveredTo(peer, to)).toHaveLength(1);
  });

  it('delivers the verification mail of a sign-up through the app', async () => {
    const { email } = await signUp(t.app, { verified: false });
    const [queued] = await rowsTo(email);
    expect(queued.sentAt).toBeNull();
    const link = /(http:\/\/localhost:3000\/auth\/verify\?token=[\w-]+)/.exec(queued.text)![1];

    const worker = new MailWorker(t.database.db, transportTo(peer.port), t.config.MAIL_FROM, log);
    expect(await worker.runOnce()).toBe(1);
    const got = deliveredTo(peer, email);
    expect(got).toHaveLength(1);
    expect(got[0].subject).toBe('Confirm your email for Sillage');
    expect(got[0].text).toContain(link);
    expect(got[0].html).toContain(link);

    // The delivered link really verifies the account.
    const token = new URL(link).searchParams.get('token');
    const verify = await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token } });
    expect(verify.statusCode).toBe(200);
  });

  it('keeps a message when the SMTP server is down, backs off, and delivers it exactly once later', async () => {
    const port = await closedPort();
    const worker = new MailWorker(t.database.db, transportTo(port), FROM, log);
    const to = uniqueEmail('retry');
    await enqueueMail(t.database.db, { to, subject: 'Retry me', text: 'Body with http://localhost:3000/x?token=retry-token' });

    expect(await worker.runOnce()).toBe(0);
    let [row] = await rowsTo(to);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(row.lockedUntil).toBeNull();
    const wait = await dueInSeconds(row.id);
    expect(wait).toBeGreaterThan(backoffSeconds(1) - 2);
    expect(wait).toBeLessThanOrEqual(backoffSeconds(1));

    // Not retried before its time.
    expect(await worker.runOnce()).toBe(0);
    [row] = await rowsTo(to);
    expect(row.attempts).toBe(1);

    // The server comes back on the same port and the retry falls due.
    const back = await startPeer(port);
    try {
      await t.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, row.id));
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      const got = deliveredTo(back, to);
      expect(got).toHaveLength(1);
      expect(got[0].subject).toBe('Retry me');
      expect(got[0].text).toContain('http://localhost:3000/x?token=retry-token');
      [row] = await rowsTo(to);
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(2);
      expect(row.lastError).toBeNull();
    } finally {
      await back.close();
    }
  });

  it('waits longer after each failed attempt', async () => {
    const worker = new MailWorker(t.database.db, transportTo(await closedPort()), FROM, log);
    const to = uniqueEmail('backoff');
    await enqueueMail(t.database.db, { to, subject: 'Backoff', text: 'x' });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [row] = await rowsTo(to);
      await t.database.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, row.id));
      expect(await worker.runOnce()).toBe(0);
      const [after] = await rowsTo(to);
      expect(after.attempts).toBe(attempt);
      waits.push(await dueInSeconds(row.id));
    }
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(waits[2]).toBeGreaterThan(waits[1]);
    expect(waits[2]).toBeGreaterThan(backoffSeconds(3) - 2);
  });

  it('leaves a message leased by another worker alone until the lease expires', async () => {
    const worker = new MailWorker(t.database.db, transportTo(peer.port), FROM, log);
    const to = uniqueEmail('leased');
    await enqueueMail(t.database.db, { to, subject: 'Leased', text: 'x' });
    const [row] = await rowsTo(to);
    await t.database.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() + interval '60 seconds'` })
      .where(eq(mailOutbox.id, row.id));
    expect(await worker.runOnce()).toBe(0);
    expect(deliveredTo(peer, to)).toHaveLength(0);
    // The other worker died: its lease runs out and the message is sent.
    await t.database.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, row.id));
    expect(await worker.runOnce()).toBe(1);
    expect(deliveredTo(peer, to)).toHaveLength(1);
  });

  it('sends each message once when two workers run at the same time', async () => {
    const recipients = Array.from({ length: 6 }, () => uniqueEmail('pair'));
    for (const to of recipients) await enqueueMail(t.database.db, { to, subject: 'Pair', text: 'x' });
    const a = new MailWorker(t.database.db, transportTo(peer.port), FROM, log);
    const b = new MailWorker(t.database.db, transportTo(peer.port), FROM, log);
    const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sentA + sentB).toBe(recipients.length);
    for (const to of recipients) expect(deliveredTo(peer, to)).toHaveLength(1);
  });

  it('runs on its own once started, and stops', async () => {
    const worker = new MailWorker(t.database.db, smtpTransport(`smtp://127.0.0.1:${peer.port}?ignoreTLS=true`), FROM, log, 50);
    const to = uniqueEmail('started');
    worker.start();
    try {
      await enqueueMail(t.database.db, { to, subject: 'Started', text: 'x' });
      worker.kick();
      const deadline = Date.now() + 10_000;
      while (deliveredTo(peer, to).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      expect(deliveredTo(peer, to)).toHaveLength(1);
    } finally {
      await worker.stop();
    }
    const [row] = await rowsTo(to);
    expect(row.sentAt).toBeInstanceOf(Date);
  });
});

describe('backoffSeconds', () => {
  it('starts at 5 seconds and doubles', () => {
    expect(backoffSeconds(1)).toBe(5);
    expect(backoffSeconds(2)).toBe(10);
    expect(backoffSeconds(3)).toBe(20);
    expect(backoffSeconds(4)).toBe(40);
  });

  it('never shrinks and is capped at an hour', () => {
    for (let n = 1; n < 200; n++) {
      expect(backoffSeconds(n + 1)).toBeGreaterThanOrEqual(backoffSeconds(n));
      expect(backoffSeconds(n)).toBeLessThanOrEqual(3600);
      expect(backoffSeconds(n)).toBeGreaterThan(0);
    }
    expect(backoffSeconds(11)).toBe(3600);
    expect(backoffSeconds(1000)).toBe(3600);
    expect(backoffSeconds(0)).toBe(5);
  });
});

/**
 * Teardown only. On PostgreSQL, test-app's close() ends the pg pool and then drops the database
 * WITH (FORCE); Pool.end() resolves before its idle connections have really closed, so one can be
 * terminated by the drop (57P01) while the pool has no 'error' listener, an uncaught error after every
 * test passed. Exactly that error is ignored; anything else is rethrown.
 */
function ignoreDropTermination(database: Database) {
  const pool = (database.db as unknown as { $client?: { on?: (event: 'error', listener: (err: { code?: string }) => void) => void } })
    .$client;
  if (database.kind !== 'postgres' || typeof pool?.on !== 'function') return;
  pool.on('error', (err) => {
    if (err.code !== '57P01') throw err;
  });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { MSG } from '#common/messages';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { mailOutbox, waitlist } from '#server/db/schema';
import { MailWorker } from '#server/mail/outbox';
import { smtpTransport } from '#server/mail/transport';
import { startPeer, type Peer } from '#server/mail/test-smtp-peer';

let t: TestApp;
let admin: SignedUp;
let member: SignedUp;
let moderator: SignedUp;
let peer: Peer;
let worker: MailWorker;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member, moderator] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await grantRoles(t.database, admin.userId, ['admin']);
  await grantRoles(t.database, moderator.userId, ['moderator']);
  peer = await startPeer();
  worker = new MailWorker(
    t.database.db,
    smtpTransport(`smtp://127.0.0.1:${peer.port}?ignoreTLS=true`),
    'Sillage <no-reply@sillage.local>',
    pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
  );
});
afterAll(async () => {
  await worker.stop();
  await peer.close();
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
let n = 0;
async function join(count: number, prefix = 'wl') {
  const emails = Array.from({ length: count }, () => `${prefix}.${Date.now().toString(36)}.${n++}@example.com`);
  for (const email of emails) expect((await call('POST', '/api/waitlist', undefined, { email: email.toUpperCase() })).statusCode).toBe(201);
  return emails;
}
/** Runs the worker until the outbox has nothing due. */
async function drain() {
  while ((await worker.runOnce()) > 0);
}
const delivered = (to: string) => peer.messages.filter((m) => m.to.includes(to));
const entry = async (email: string) => (await t.database.db.select().from(waitlist).where(eq(waitlist.email, email)))[0];

describe('access', () => {
  const endpoints: ['GET' | 'POST' | 'PATCH', string, object?][] = [
    ['GET', '/api/admin/waitlist'],
    ['PATCH', '/api/admin/waitlist/00000000-0000-4000-8000-000000000000', { notes: 'x' }],
    ['POST', '/api/admin/waitlist/delete', { ids: ['00000000-0000-4000-8000-000000000000'] }],
    ['GET', '/api/admin/waitlist/sends/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/functions/send-waitlist-notification', { type: 'launch', emails: ['a@example.com'] }],
  ];
  it.each(endpoints)('%s %s: 401 visitors, 403 members and moderators', async (method, url, payload) => {
    expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
    expect((await call(method, url, member, payload)).statusCode).toBe(403);
    expect((await call(method, url, moderator, payload)).statusCode).toBe(403);
    expect([200, 404]).toContain((await call(method, url, admin, payload)).statusCode);
  });
});

describe('the table', () => {
  it('lists newest first with search, status filter and paging; notes are saved', async () => {
    const emails = await join(3, 'table');
    const page = (await call('GET', '/api/admin/waitlist?limit=2&q=table.', admin)).json();
    expect(page.items.map((e: { email: string }) => e.email)).toEqual([emails[2], emails[1]]);
    const rest = (await call('GET', `/api/admin/waitlist?limit=2&q=table.&cursor=${page.nextCursor}`, admin)).json();
    expect(rest.items.map((e: { email: string }) => e.email)).toContain(emails[0]);
    const id = page.items[0].id;
    const saved = await call('PATCH', `/api/admin/waitlist/${id}`, admin, { notes: 'Met at Esxence' });
    expect(saved.json()).toMatchObject({ notes: 'Met at Esxence', status: 'pending', notifiedAt: null });
    expect((await entry(emails[2])).notes).toBe('Met at Esxence');
    expect((await call('PATCH', `/api/admin/waitlist/${id}`, admin, { notes: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/waitlist/${id}`, admin, { notes: 'a\u0000b' })).statusCode).toBe(400);
    // A lone surrogate would be stored as U+FFFD, silently changed: refused like a control character.
    expect((await call('PATCH', `/api/admin/waitlist/${id}`, admin, { notes: 'a\ud800b' })).statusCode).toBe(400);
    expect((await entry(emails[2])).notes).toBe('Met at Esxence');
    expect((await call('GET', '/api/admin/waitlist?status=notified&q=table.', admin)).json().items).toEqual([]);
    expect((await call('GET', '/api/admin/waitlist?status=bogus', admin)).statusCode).toBe(400);
  });

  it('Delete Selected deletes the entries (and nothing else)', async () => {
    const [a, b, keep] = await join(3, 'del');
    const ids = [(await entry(a)).id, (await entry(b)).id];
    expect((await call('POST', '/api/admin/waitlist/delete', admin, { ids: [] })).json().error.message).toBe(MSG.selectAtLeastOne);
    expect((await call('POST', '/api/admin/waitlist/delete', admin, { ids })).json()).toEqual({ deleted: 2 });
    expect(
      await t.database.db
        .select()
        .from(waitlist)
        .where(inArray(waitlist.email, [a, b])),
    ).toEqual([]);
    expect(await entry(keep)).toBeTruthy();
    expect((await call('POST', '/api/admin/waitlist/delete', admin, { ids })).json()).toEqual({ deleted: 0 });
  });
});

describe('send-waitlist-notification against a real SMTP peer', () => {
  it('launch: one mail per address, entries notified when sent, unsubscribe link and List-Unsubscribe header; a repeat mails nobody twice', async () => {
    const emails = await join(3, 'launch');
    const res = await call('POST', '/api/functions/send-waitlist-notification', admin, {
      type: 'launch',
      emails: [...emails, emails[0], 'not.on.list@example.com'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ queued: 3, skipped: 1, campaign: 'launch' });
    // Queued, not yet sent: still pending.
    expect((await entry(emails[0])).status).toBe('pending');
    await drain();
    for (const email of emails) {
      const mails = delivered(email);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Sillage is open');
      expect(mails[0].headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=[\w.-]+>$/);
      expect(mails[0].headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mails[0].text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\?token=/);
      const e = await entry(email);
      expect(e.status).toBe('notified');
      expect(e.notifiedAt).toBeInstanceOf(Date);
    }
    const progress = (await call('GET', `/api/admin/waitlist/sends/${res.json().sendId}`, admin)).json();
    expect(progress).toEqual({ sendId: res.json().sendId, total: 3, sent: 3 });

    // The same click again, and two at once: nobody is mailed twice.
    const again = await Promise.all(
      [1, 2].map(() => call('POST', '/api/functions/send-waitlist-notification', admin, { type: 'launch', emails })),
    );
    expect(again.map((r) => r.json().queued)).toEqual([0, 0]);
    await drain();
    for (const email of emails) expect(delivered(email)).toHaveLength(1);
    for (const r of again)
      expect((await call('GET', `/api/admin/waitlist/sends/${r.json().sendId}`, admin)).json()).toMatchObject({ total: 0, sent: 0 });

    // A second launch to new addresses shows its own progress: 0 of 2 queued, then 2 of 2 — not the campaign's 5.
    const later = await join(2, 'launch-later');
    const second = (await call('POST', '/api/functions/send-waitlist-notification', admin, { type: 'launch', emails: later })).json();
    expect(second).toMatchObject({ queued: 2, campaign: 'launch' });
    expect(second.sendId).not.toBe(res.json().sendId);
    const url = `/api/admin/waitlist/sends/${second.sendId}`;
    expect((await call('GET', url, admin)).json()).toMatchObject({ total: 2, sent: 0 });
    await drain();
    expect((await call('GET', url, admin)).json()).toMatchObject({ total: 2, sent: 2 });
    expect((await call('GET', '/api/admin/waitlist/sends/launch', admin)).statusCode).toBe(400);
  });

  it('custom: subject and message are required; the same message is not sent twice; a new one is', async () => {
    const [email] = await join(1, 'custom');
    for (const body of [
      { type: 'custom', emails: [email], subject: '', message: 'Hello' },
      { type: 'custom', emails: [email], subject: 'Hello', message: '   ' },
      { type: 'custom', emails: [email], subject: 'Hello' },
    ]) {
      const res = await call('POST', '/api/functions/send-waitlist-notification', admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(MSG.fillSubjectAndMessage);
    }
    const none = await call('POST', '/api/functions/send-waitlist-notification', admin, {
      type: 'custom',
      emails: [],
      subject: 'Hi',
      message: 'Hi',
    });
    expect(none.json().error.message).toBe(MSG.selectAtLeastOne);
    for (const bad of [
      { subject: 'Hi\u0007', message: 'Hi' },
      { subject: 'Hi', message: 'Hi \udc00' },
    ])
      expect(
        (await call('POST', '/api/functions/send-waitlist-notification', admin, { type: 'custom', emails: [email], ...bad })).statusCode,
      ).toBe(400);

    const body = { type: 'custom', emails: [email], subject: 'Preview <evening>', message: 'Join us on Friday\nat 7 pm & bring a friend' };
    expect((await call('POST', '/api/functions/send-waitlist-notification', admin, body)).json().queued).toBe(1);
    expect((await call('POST', '/api/functions/send-waitlist-notification', admin, body)).json().queued).toBe(0);
    expect(
      (await call('POST', '/api/functions/send-waitlist-notification', admin, { ...body, message: 'Moved to Saturday' })).json().queued,
    ).toBe(1);
    await drain();
    const mails = delivered(email);
    expect(mails.map((m) => m.subject)).toEqual(['Preview <evening>', 'Preview <evening>']);
    // Both are due at once: the worker may send them in either order.
    expect(mails.find((m) => m.text.includes('Join us'))!.html).toContain('at 7 pm &amp; bring a friend');
  });

  it('an unsubscribed address is never mailed again, even mail already queued; the link needs no sign-in', async () => {
    const [stays, leaves] = await join(2, 'unsub');
    await call('POST', '/api/functions/send-waitlist-notification', admin, {
      type: 'custom',
      emails: [stays, leaves],
      subject: 'First',
      message: 'First news',
    });
    await drain();
    const link = /unsubscribe\?token=([\w.-]+)/.exec(delivered(leaves)[0].text)![1];
    // Queue a second mailing, then unsubscribe before the worker runs: the queued mail is withdrawn.
    await call('POST', '/api/functions/send-waitlist-notification', admin, {
      type: 'custom',
      emails: [stays, leaves],
      subject: 'Second',
      message: 'Second news',
    });
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${link}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json()).toEqual({ unsubscribed: 'waitlist' });
    await drain();
    expect(delivered(leaves).map((m) => m.subject)).toEqual(['First']);
    expect(delivered(stays).map((m) => m.subject)).toEqual(['First', 'Second']);
    const third = await call('POST', '/api/functions/send-waitlist-notification', admin, { type: 'launch', emails: [leaves] });
    expect(third.json()).toMatchObject({ queued: 0, skipped: 1 });
    expect((await call('GET', `/api/admin/waitlist?q=${encodeURIComponent(leaves)}`, admin)).json().items[0].unsubscribed).toBe(true);

    // A forged or malformed link changes nothing.
    for (const token of [`${link}x`, 'garbage', `${link.split('.')[0]}.AAAA`]) {
      expect((await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } })).statusCode).toBe(400);
    }
  });

  it('a member who turned marketing emails off is not sent launch or custom mail, though on the waitlist', async () => {
    const optedOut = await signUp(t.app);
    await t.database.db.execute(sql`
      update profiles set settings = jsonb_set(coalesce(settings, '{}'::jsonb), '{notifications}',
        coalesce(settings -> 'notifications', '{}'::jsonb) || '{"marketing": false}'::jsonb)
      where id = ${optedOut.userId}`);
    expect((await call('POST', '/api/waitlist', undefined, { email: optedOut.email })).statusCode).toBe(201);
    const [other] = await join(1, 'optin');
    const launch = await call('POST', '/api/functions/send-waitlist-notification', admin, {
      type: 'launch',
      emails: [optedOut.email, other],
    });
    expect(launch.json().queued).toBe(1);
    const custom = await call('POST', '/api/functions/send-waitlist-notification', admin, {
      type: 'custom',
      emails: [optedOut.email, other],
      subject: 'Opt-out check',
      message: 'Only for those who want it',
    });
    expect(custom.json().queued).toBe(1);
    await drain();
    const marketing = delivered(other).map((m) => m.subject);
    expect(marketing).toHaveLength(2);
    // The opted-out member still gets account mail (the sign-up verification), but none of these.
    expect(delivered(optedOut.email.toLowerCase()).filter((m) => marketing.includes(m.subject))).toEqual([]);
  });

  it('10,000 addresses are queued at once and sent by the worker', async () => {
    const emails = Array.from({ length: 10_000 }, (_, i) => `bulk.${i}@example.com`);
    for (let i = 0; i < emails.length; i += 1000)
      await t.database.db.insert(waitlist).values(emails.slice(i, i + 1000).map((email) => ({ email })));
    const started = Date.now();
    const res = await call('POST', '/api/functions/send-waitlist-notification', admin, {
      type: 'custom',
      emails,
      subject: 'Bulk',
      message: 'Bulk news',
    });
    const ms = Date.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json().queued).toBe(10_000);
    console.log(`queued 10,000 waitlist mails in ${ms} ms`);
    const progress = (await call('GET', `/api/admin/waitlist/sends/${res.json().sendId}`, admin)).json();
    expect(progress).toMatchObject({ total: 10_000, sent: 0 });
    const queued = await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.subject, 'Bulk'));
    expect(queued).toHaveLength(10_000);
    // Ten thousand SMTP deliveries are the worker's business; a first pass shows progress moving.
    await worker.runOnce();
    expect((await call('GET', `/api/admin/waitlist/sends/${res.json().sendId}`, admin)).json().sent).toBe(20);
  }, 120_000);
});

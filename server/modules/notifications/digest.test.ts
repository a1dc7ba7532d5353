import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signUp, type TestApp } from '#server/test/test-app';
import { mailOutbox, profiles, users } from '#server/db/schema';
import { SignedLinks } from '#server/lib/signed-links';
import { runDailyDigest } from './digest';
import { notify } from './notifications.service';

let t: TestApp;
const links = new SignedLinks('test-secret-test-secret-test-secret-123');
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const digestsTo = async (email: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => m.subject.includes('unread notification'));

it('mails one digest a day to verified members with unread notifications and email notifications on; the link turns it off without sign-in', async () => {
  const [on, unverified] = [await signUp(t.app, { verified: false }), await signUp(t.app, { verified: false })];
  await t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, on.userId));
  for (const u of [on, unverified]) {
    await t.database.db.transaction((tx) =>
      notify(tx, { userId: u.userId, type: 'order_status', title: 'Order shipped', message: 'Your kit is on its way' }),
    );
    await t.database.db.transaction((tx) => notify(tx, { userId: u.userId, type: 'admin_reply', title: 'Re: Kit', message: 'Monday' }));
  }
  expect(await runDailyDigest(t.database.db, t.config, links)).toBe(1);
  const [mail] = await digestsTo(on.email);
  expect(mail.subject).toBe('You have 2 unread notifications on Sillage');
  expect(mail.text).toContain('• Re: Kit: Monday');
  expect(mail.text).toContain('• Order shipped: Your kit is on its way');
  expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\?token=/);
  expect(await digestsTo(unverified.email)).toEqual([]);

  // Once a day: the next pass (another process, an hour later) sends nothing.
  expect(await runDailyDigest(t.database.db, t.config, links)).toBe(0);

  const token = /unsubscribe\?token=([\w.-]+)/.exec(mail.text)![1];
  const res = await t.app.inject({ method: 'POST', url: '/api/unsubscribe', payload: { token } });
  expect(res.json()).toEqual({ unsubscribed: 'email' });
  const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, on.userId));
  expect(p.settings?.notifications).toEqual({ email: false, marketing: false, activityUpdates: true });
});

it('skips members who turned email notifications off', async () => {
  const off = await signUp(t.app);
  await t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, off.userId));
  const settings = {
    notifications: { email: false, marketing: false, activityUpdates: true },
    privacy: { profileVisibility: 'public', shareActivity: true },
  };
  expect((await t.app.inject({ method: 'PUT', url: '/api/profiles/me/settings', headers: off.auth, payload: settings })).statusCode).toBe(
    200,
  );
  await t.database.db.transaction((tx) => notify(tx, { userId: off.userId, type: 'order_status', title: 'Order shipped', message: 'x' }));
  await runDailyDigest(t.database.db, t.config, links);
  expect(await digestsTo(off.email)).toEqual([]);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { postAs } from '#server/test/content';
import { readZip } from '#server/test/zip';
import { createTestApp, grantRoles, refreshCookie, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { ExportWorker } from './export';
import { DELETED_MEMBER_NAME, eraseDueAccounts } from './erasure';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)) as unknown as { rows: T[] };
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, user: SignedUp | null, payload?: object) =>
  t.app.inject({ method, url, headers: user ? user.auth : {}, payload });
const lastMailTo = async (to: string) =>
  (
    await rows<{ subject: string; text: string }>(
      sql`select subject, text from mail_outbox where "to" = ${to} order by created_at desc limit 1`,
    )
  ).rows[0];

/** The code an authenticator app shows now for `secret`, or for the next 30-second step. */
const codeFor = (secret: string, stepsAhead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function enrol(user: SignedUp) {
  const setup = await inject('POST', '/api/account/two-factor/setup', user, { password: user.password });
  expect(setup.statusCode).toBe(200);
  const { secret, qrSvg } = setup.json();
  expect(qrSvg).toContain('<svg');
  const enabled = await inject('POST', '/api/account/two-factor/enable', user, { code: codeFor(secret) });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json().recoveryCodes as string[] };
}

/** The password grant, with a second factor when given. */
const signInWith = (user: SignedUp, factor: { code?: string; recoveryCode?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/token?grant_type=password',
    payload: { email: user.email, password: user.password, ...factor },
  });

describe('change password', () => {
  it('needs the current password, ends every other session, keeps this one and mails the owner', async () => {
    const user = await signUp(t.app);
    const other = await signIn(t.app, user);
    const wrong = await inject('POST', '/api/account/password', user, { currentPassword: 'not-it', newPassword: 'brand-new-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('invalid_password');
    expect((await inject('GET', '/api/auth/user', other)).statusCode).toBe(200);

    const res = await inject('POST', '/api/account/password', user, { currentPassword: user.password, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/user', other)).statusCode).toBe(401);
    expect((await inject('GET', '/api/auth/user', user)).statusCode).toBe(200);
    expect((await lastMailTo(user.email))?.subject).toBe('Your Sillage password was changed');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: user.email, password: user.password },
    });
    expect(old.statusCode).toBe(400);
    const audit = await rows<{ action: string }>(sql`select action from audit_log where actor_id = ${user.userId}`);
    expect(audit.rows.map((r) => r.action)).toContain('account.password_changed');
  });

  it('is limited like sign-in: past the per-account limit, 429 even with the right password', async () => {
    const limited = await createTestApp({ AUTH_LIMIT_PER_ACCOUNT: '3' });
    try {
      const user = await signUp(limited.app);
      for (let i = 0; i < 3; i++) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/api/account/password',
          headers: user.auth,
          payload: { currentPassword: `wrong-${i}`, newPassword: 'brand-new-pass' },
        });
        expect(r.statusCode).toBe(400);
      }
      const r = await limited.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: user.auth,
        payload: { currentPassword: user.password, newPassword: 'brand-new-pass' },
      });
      expect(r.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('change email', () => {
  it('answers the same for a free and a taken address, and changes only after the link', async () => {
    const user = await signUp(t.app);
    const someone = await signUp(t.app);
    const taken = await inject('POST', '/api/account/email', user, { currentPassword: user.password, newEmail: someone.email });
    const fresh = `new.${user.email}`;
    const free = await inject('POST', '/api/account/email', user, { currentPassword: user.password, newEmail: fresh });
    expect(taken.statusCode).toBe(200);
    expect(free.statusCode).toBe(200);
    expect(taken.body).toBe(free.body);
    expect((await lastMailTo(someone.email))?.subject).toBe('Someone tried to use your email on Sillage');
    expect((await inject('GET', '/api/account', user)).json()).toMatchObject({ email: user.email, pendingEmail: fresh });

    const mail = await lastMailTo(fresh);
    const token = /email-change=([\w-]+)/.exec(mail!.text)![1];
    expect((await inject('POST', '/api/account/email/confirm', null, { token })).statusCode).toBe(200);
    expect((await inject('POST', '/api/account/email/confirm', null, { token })).statusCode).toBe(400);
    expect((await inject('GET', '/api/auth/user', user)).json().email).toBe(fresh);
    expect((await lastMailTo(user.email))?.subject).toBe('Your Sillage email was changed');
  });

  it('refuses a wrong current password', async () => {
    const user = await signUp(t.app);
    const res = await inject('POST', '/api/account/email', user, { currentPassword: 'nope-nope', newEmail: `x.${user.email}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('sessions', () => {
  it('lists sessions with device and browser, ends one, then all but this one', async () => {
    const user = await signUp(t.app);
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      headers: {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      },
      payload: { email: user.email, password: user.password },
    });
    const third = await signIn(t.app, user);
    const list = (await inject('GET', '/api/account/sessions', user)).json().items as {
      id: string;
      device: string;
      browser: string;
      current: boolean;
    }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.some((s) => s.device.includes('iPhone') && s.browser.startsWith('Mobile Safari'))).toBe(true);

    const phoneSession = list.find((s) => s.device.includes('iPhone'))!;
    expect((await inject('DELETE', `/api/account/sessions/${phoneSession.id}`, user)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${phone.json().access_token}` } }))
        .statusCode,
    ).toBe(401);
    // Another member's session id is not found.
    const stranger = await signUp(t.app);
    const current = list.find((s) => s.current)!;
    expect((await inject('DELETE', `/api/account/sessions/${current.id}`, stranger)).statusCode).toBe(404);

    expect((await inject('POST', '/api/account/sessions/end-others', user)).statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/user', third)).statusCode).toBe(401);
    expect((await inject('GET', '/api/auth/user', user)).statusCode).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('asks for a code after the password, refuses a reused code, takes a recovery code once', async () => {
    const user = await signUp(t.app);
    const { secret, recoveryCodes } = await enrol(user);
    expect(recoveryCodes).toHaveLength(10);
    expect((await inject('GET', '/api/account', user)).json()).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    const stored = await rows<{ code_hash: string }>(sql`select code_hash from two_factor_recovery_codes where user_id = ${user.userId}`);
    expect(stored.rows[0].code_hash.startsWith('$argon2id$')).toBe(true);

    const first = await signInWith(user);
    expect(first.statusCode).toBe(403);
    expect(first.json().error.code).toBe('two_factor_required');
    expect(first.json().access_token).toBeUndefined();
    // A code without the right password signs nobody in, and says nothing of the code.
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: user.email, password: 'not-the-password', code: codeFor(secret, 1) },
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.code).toBe('invalid_credentials');

    const code = codeFor(secret, 1);
    const ok = await signInWith(user, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().access_token).toBeTruthy();
    expect(refreshCookie(ok)).toMatch(/^sillage_refresh=/);

    const reused = await signInWith(user, { code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('invalid_code');

    const withRecovery = await signInWith(user, { recoveryCode: recoveryCodes[0].toUpperCase() });
    expect(withRecovery.statusCode).toBe(200);
    const recoveryAgain = await signInWith(user, { recoveryCode: recoveryCodes[0] });
    expect(recoveryAgain.statusCode).toBe(400);
    expect((await inject('GET', '/api/account', user)).json().recoveryCodesLeft).toBe(9);
    const audit = await rows<{ action: string }>(sql`select action from audit_log where actor_id = ${user.userId}`);
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['account.two_factor_enabled', 'account.recovery_code_used']));
  });

  it('wrong codes are limited per account like wrong passwords', async () => {
    const limited = await createTestApp({ AUTH_LIMIT_PER_ACCOUNT: '2' });
    try {
      const user = await signUp(limited.app);
      const setup = await limited.app.inject({
        method: 'POST',
        url: '/api/account/two-factor/setup',
        headers: user.auth,
        payload: { password: user.password },
      });
      const secret = setup.json().secret as string;
      await limited.app.inject({
        method: 'POST',
        url: '/api/account/two-factor/enable',
        headers: user.auth,
        payload: { code: codeFor(secret) },
      });
      const attempt = (code: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/token?grant_type=password',
          payload: { email: user.email, password: user.password, code },
        });
      expect((await attempt('000000')).statusCode).toBe(400);
      expect((await attempt('000001')).statusCode).toBe(400);
      expect((await attempt(codeFor(secret, 1))).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('turning it off needs the password and a code', async () => {
    const user = await signUp(t.app);
    const { secret } = await enrol(user);
    expect((await inject('POST', '/api/account/two-factor/disable', user, { password: user.password })).statusCode).toBe(400);
    expect(
      (await inject('POST', '/api/account/two-factor/disable', user, { password: 'wrong-one', code: codeFor(secret, 1) })).statusCode,
    ).toBe(400);
    expect(
      (await inject('POST', '/api/account/two-factor/disable', user, { password: user.password, code: codeFor(secret, 1) })).statusCode,
    ).toBe(200);
    expect((await signInWith(user)).statusCode).toBe(200);
  });

  it('REQUIRE_2FA_FOR_STAFF: an admin without two-factor is asked to enrol before the admin API answers', async () => {
    const strict = await createTestApp({ REQUIRE_2FA_FOR_STAFF: 'true' });
    try {
      const admin = await signUp(strict.app);
      await grantRoles(strict.database, admin.userId, ['admin']);
      const signedIn = await signIn(strict.app, admin);
      const before = await strict.app.inject({ method: 'GET', url: '/api/admin/account-deletions', headers: signedIn.auth });
      expect(before.statusCode).toBe(403);
      expect(before.json().error.code).toBe('two_factor_enrolment_required');
      const overview = await strict.app.inject({ method: 'GET', url: '/api/account', headers: signedIn.auth });
      expect(overview.json().twoFactorRequired).toBe(true);
      const setup = await strict.app.inject({
        method: 'POST',
        url: '/api/account/two-factor/setup',
        headers: signedIn.auth,
        payload: { password: admin.password },
      });
      await strict.app.inject({
        method: 'POST',
        url: '/api/account/two-factor/enable',
        headers: signedIn.auth,
        payload: { code: codeFor(setup.json().secret) },
      });
      const after = await strict.app.inject({ method: 'GET', url: '/api/admin/account-deletions', headers: signedIn.auth });
      expect(after.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('data export', () => {
  it('is prepared in the background, mailed, downloadable by its owner only, with every section', async () => {
    const user = await signUp(t.app);
    const admin = await signUp(t.app);
    await grantRoles(t.database, admin.userId, ['admin', 'super_admin']);
    const adminIn = await signIn(t.app, admin);
    await postAs(t.app, user, 'My first accord: bergamot and iris.');

    const requested = await inject('POST', '/api/account/exports', user);
    expect(requested.statusCode).toBe(202);
    expect(requested.json().status).toBe('pending');
    const worker = new ExportWorker(t.database.db, await storageOf(), t.config.PUBLIC_URL, silentLog, () => {});
    expect(await worker.runOnce()).toBe(true);
    expect(await worker.runOnce()).toBe(false);
    const [ready] = (await inject('GET', '/api/account/exports', user)).json().items;
    expect(ready.status).toBe('ready');
    expect((await lastMailTo(user.email))?.subject).toBe('Your Sillage data is ready to download');

    expect((await inject('GET', `/api/account/exports/${ready.id}/download`, adminIn)).statusCode).toBe(404);
    expect((await inject('GET', `/api/account/exports/${ready.id}/download`, null)).statusCode).toBe(401);
    const res = await inject('GET', `/api/account/exports/${ready.id}/download`, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = await readZip(res.rawPayload);
    const names = [...entries.keys()];
    const posts = entries.get('posts.json')!.toString();
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'settings.json',
        'posts.json',
        'comments.json',
        'discussions.json',
        'likes.json',
        'follows.json',
        'formulas.json',
        'orders.json',
        'notifications.json',
      ]),
    );
    expect(JSON.parse(posts)[0].content).toBe('My first accord: bergamot and iris.');
  });
});

describe('account deletion', () => {
  it('deactivates at once, hides the content, cancels on sign-in, and erases after 30 days keeping threads', async () => {
    const leaver = await signUp(t.app);
    const friend = await signUp(t.app);
    const admin = await signUp(t.app);
    await grantRoles(t.database, admin.userId, ['admin']);
    const adminIn = await signIn(t.app, admin);
    const post = { id: await postAs(t.app, leaver, 'Leaving soon, but this accord stays.') };
    const alone = { id: await postAs(t.app, leaver, 'Nobody answered this one.') };
    expect((await inject('POST', `/api/posts/${post.id}/comments`, friend, { content: 'Lovely accord!' })).statusCode).toBe(201);
    expect((await inject('POST', `/api/posts/${post.id}/comments`, leaver, { content: 'Thank you!' })).statusCode).toBe(201);

    expect((await inject('POST', '/api/account/delete', leaver, { password: 'wrong-password' })).statusCode).toBe(400);
    const del = await inject('POST', '/api/account/delete', leaver, { password: leaver.password });
    expect(del.statusCode).toBe(200);
    expect((await inject('GET', '/api/auth/user', leaver)).statusCode).toBe(401);
    t.later();
    expect((await inject('GET', `/api/posts/${post.id}/comments`, friend)).statusCode).toBe(404);
    const feed = (await inject('GET', '/api/posts?limit=50', friend)).json().items as { id: string }[];
    expect(feed.some((p) => p.id === post.id)).toBe(false);
    const pending = (await inject('GET', '/api/admin/account-deletions', adminIn)).json().items as { userId: string }[];
    expect(pending.some((p) => p.userId === leaver.userId)).toBe(true);

    // Signing in again cancels, then the owner deletes once more.
    const back = await signIn(t.app, leaver);
    t.later();
    expect((await inject('GET', '/api/posts?limit=50', friend)).json().items.some((p: { id: string }) => p.id === post.id)).toBe(true);
    expect((await inject('POST', '/api/account/delete', back, { password: leaver.password })).statusCode).toBe(200);

    // 30 days later the job erases it.
    await t.database.db.execute(
      sql`update account_deletions set erase_after = now() - interval '1 second' where user_id = ${leaver.userId}`,
    );
    expect(await eraseDueAccounts(t.database.db, await storageOf())).toBe(1);
    t.later();
    expect((await rows(sql`select 1 from users where id = ${leaver.userId}`)).rows).toHaveLength(0);
    const thread = await inject('GET', `/api/posts/${post.id}/comments`, friend);
    expect(thread.statusCode).toBe(200);
    const comments = thread.json().items as { content: string; author: { username: string } }[];
    expect(comments.map((c) => c.content).sort()).toEqual(['Lovely accord!', 'Thank you!']);
    expect(comments.find((c) => c.content === 'Thank you!')!.author.username).toBe(DELETED_MEMBER_NAME);
    expect((await inject('GET', `/api/posts/${alone.id}/comments`, friend)).statusCode).toBe(404);
    const audit = await rows<{ action: string }>(sql`select action from audit_log where target_id = ${leaver.userId}`);
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['account.deactivated', 'account.deletion_cancelled', 'account.erased']),
    );
  });
});

describe('hostile input', () => {
  it('is a 4xx and changes nothing', async () => {
    const user = await signUp(t.app);
    for (const [url, payload] of [
      ['/api/account/password', { currentPassword: 'x'.repeat(10_000), newPassword: 'a' }],
      ['/api/account/email', { currentPassword: user.password, newEmail: 'not-an-email' }],
      ['/api/account/two-factor/enable', { code: '\u0000' }],
      ['/api/account/delete', { password: '' }],
      ['/api/account/email/confirm', { token: "' or 1=1 --" }],
    ] as const) {
      const res = await inject('POST', url, user, payload);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    expect((await inject('GET', '/api/account/exports/not-a-uuid/download', user)).statusCode).toBe(404);
    expect((await inject('GET', '/api/auth/user', user)).json().email).toBe(user.email);
  });
});

const silentLog = { warn() {}, error() {}, info() {} } as never;
async function storageOf() {
  const { createStorage } = await import('#server/storage/create-storage');
  return createStorage({ storageUrl: t.config.STORAGE_URL, dataDir: t.config.DATA_DIR });
}

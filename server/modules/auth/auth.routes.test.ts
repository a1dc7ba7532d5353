import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, grantRoles, refreshCookie, signUp, uniqueEmail, type TestApp } from '#server/test/test-app';
import { emailTokens, inbox, mailOutbox, profiles, refreshTokens, userRoles, users } from '#server/db/schema';
import { AccessTokens } from '#server/lib/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const countUsers = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;
const mailTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const linkToken = (text: string) => /token=([\w-]+)/.exec(text)![1];
/** The reset mail is queued after the answer (issue 9, item 9): wait for it. */
async function resetMailTo(email: string) {
  for (let i = 0; i < 100; i++) {
    const found = (await mailTo(email)).find((m) => m.subject.includes('Reset'));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no reset mail to ${email}`);
}

describe('sign-up', () => {
  it('creates an approved customer with a profile, a role and a verification mail', async () => {
    const email = uniqueEmail('Jane.Doe');
    const res = await post('/api/auth/signup', { email: `  ${email.toUpperCase()} `, password: 'secret1', journey: 'customer' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user.email).toBe(email.toLowerCase());
    expect(body.user.roles).toEqual(['customer']);
    expect(body.user.approved).toBe(true);
    expect(body.user.emailConfirmed).toBe(false);
    expect(body.user.username).toMatch(/^jane\.doe/);
    expect(body.token_type).toBe('bearer');
    expect(refreshCookie(res)).toMatch(/^sillage_refresh=/);
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(res.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
    const mails = await mailTo(email.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('http://localhost:3000/auth/verify?token=');
    expect(t.mailQueued).toBeGreaterThan(0);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, body.user.id));
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('creates a perfumer who cannot launch products yet', async () => {
    const { userId } = await signUp(t.app, { journey: 'perfumer' });
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile.approved).toBe(true);
    expect(profile.canLaunchProducts).toBe(false);
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(roles.map((r) => r.role)).toEqual(['perfumer']);
  });

  it('creates an unapproved brand and notifies every admin', async () => {
    const admin = await signUp(t.app);
    const superAdmin = await signUp(t.app);
    await grantRoles(t.database, admin.userId, ['admin']);
    await grantRoles(t.database, superAdmin.userId, ['super_admin']);
    const res = await post('/api/auth/signup', {
      email: uniqueEmail('brand'),
      password: 'secret1',
      journey: 'brand',
      brand: {
        brandName: 'Maison Émeraude',
        phoneNumber: '+33 1 23 45 67 89',
        businessType: 'Perfume brand',
        website: 'https://emeraude.example',
        socialMediaLinks: 'https://instagram.com/emeraude',
      },
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user.approved).toBe(false);
    expect(user.username).toMatch(/^maison_emeraude/);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({
      brandName: 'Maison Émeraude',
      phoneNumber: '+33 1 23 45 67 89',
      businessType: 'Perfume brand',
      website: 'https://emeraude.example',
    });
    expect(profile.socialLinks).toEqual({ links: 'https://instagram.com/emeraude' });
    const notes = await t.database.db.select().from(inbox).where(eq(inbox.type, 'new_brand_signup'));
    const forThisBrand = notes.filter((n) => n.data?.user_id === user.id);
    expect(forThisBrand.map((n) => n.userId).sort()).toEqual([admin.userId, superAdmin.userId].sort());
    expect(forThisBrand[0].data).toMatchObject({ brand_name: 'Maison Émeraude' });
  });

  it('makes usernames unique', async () => {
    const a = await signUp(t.app, { email: `same.name@one.example` });
    const b = await signUp(t.app, { email: `same.name@two.example` });
    const [pa] = await t.database.db.select().from(profiles).where(eq(profiles.id, a.userId));
    const [pb] = await t.database.db.select().from(profiles).where(eq(profiles.id, b.userId));
    expect(pa.username).toBe('same.name');
    expect(pb.username).toMatch(/^same\.name_\d+$/);
  });

  it('never takes a reserved route name as a username', async () => {
    const { userId } = await signUp(t.app, { email: `admin@reserved.example` });
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(p.username).not.toBe('admin');
  });

  it('answers an existing email, in any case, with "User already registered" and writes nothing', async () => {
    const { email } = await signUp(t.app);
    const before = await countUsers();
    const res = await post('/api/auth/signup', { email: email.toUpperCase(), password: 'another1', journey: 'customer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('User already registered');
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret1' }, 'Please enter a valid email address'],
    [{ password: 'secret1' }, 'Email is required'],
    [{ email: '', password: 'secret1' }, 'Email is required'],
    [{ email: 'a@b.example', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'a@b.example' }, 'Password is required'],
    [{ email: 'a@b.example', password: 123456 }, 'Password is required'],
    [{ email: 'a@b.example', password: 'secret1', role: 'admin' }, undefined],
    [{ email: 'a@b.example', password: 'secret1', journey: 'super_admin' }, undefined],
    [{ email: "x'; drop table users;--@example.com", password: 'secret1' }, 'Please enter a valid email address'],
    [{ email: 'a@b.example', password: 'secret1', journey: 'brand' }, 'Brand details are required'],
    [
      {
        email: 'a@b.example',
        password: 'secret1',
        journey: 'brand',
        brand: { brandName: 'X', phoneNumber: 'call me', businessType: 'Perfume brand' },
      },
      'Please enter a valid phone number',
    ],
    [
      {
        email: 'a@b.example',
        password: 'secret1',
        journey: 'brand',
        brand: { brandName: 'X', phoneNumber: '+1 555 0100', businessType: 'Perfume brand', website: 'javascript:alert(1)' },
      },
      'Please enter a valid URL (https://…)',
    ],
  ])('refuses %j with 400 and writes nothing', async (payload, message) => {
    const before = await countUsers();
    const res = await post('/api/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    if (message) expect(res.json().error.message).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('malformed_json');
    const huge = await post('/api/auth/signup', { email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
  });

  it('deletes the account again when a later step fails', async () => {
    const admin = await signUp(t.app);
    await grantRoles(t.database, admin.userId, ['admin']);
    // A real database failure in the last step (notifying admins), not a mock.
    await t.database.db.execute(
      sql.raw(
        `create or replace function fail_inbox() returns trigger language plpgsql as $$ begin raise exception 'inbox is down'; end $$`,
      ),
    );
    await t.database.db.execute(sql.raw(`create trigger fail_inbox before insert on inbox for each row execute function fail_inbox()`));
    try {
      const email = uniqueEmail('brandfail');
      const before = await countUsers();
      const res = await post('/api/auth/signup', {
        email,
        password: 'secret1',
        journey: 'brand',
        brand: { brandName: 'Doomed', phoneNumber: '+1 555 0100', businessType: 'Retailer' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toEqual({ code: 'signup_failed', message: 'Failed to send admin notification' });
      expect(await countUsers()).toBe(before);
      expect(await mailTo(email)).toHaveLength(0);
    } finally {
      await t.database.db.execute(sql.raw(`drop trigger fail_inbox on inbox`));
    }
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password and refuses a wrong one without telling whether the email exists', async () => {
    const u = await signUp(t.app);
    const ok = await post('/api/auth/token?grant_type=password', { email: u.email, password: u.password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(u.userId);
    const wrong = await post('/api/auth/token?grant_type=password', { email: u.email, password: 'wrong-password' });
    const unknown = await post('/api/auth/token?grant_type=password', { email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid login credentials');
  });

  it('refuses a sign-in without email or password', async () => {
    const res = await post('/api/auth/token?grant_type=password', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Email is required');
    const grant = await post('/api/auth/token?grant_type=magic', {});
    expect(grant.statusCode).toBe(400);
  });

  it('returns the current user for a valid access token only', async () => {
    const u = await signUp(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: u.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: u.userId, email: u.email, roles: ['customer'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${u.token.slice(0, -3)}abc` },
    });
    expect(forged.statusCode).toBe(401);
    const expired = await new AccessTokens('test-secret-test-secret-test-secret-123', -10).sign({ sub: u.userId, sid: 'x' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${expired.token}` } })).statusCode,
    ).toBe(401);
  });

  it('rotates the refresh token and revokes the whole family when an old one is reused after the reuse window', async () => {
    const u = await signUp(t.app);
    const first = await post('/api/auth/token?grant_type=refresh_token', undefined, { cookie: u.cookie });
    expect(first.statusCode).toBe(200);
    const second = refreshCookie(first);
    expect(second).not.toBe(u.cookie);
    // The original token again, past the 10 s window: a thief (or a replay). The whole family dies.
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.userId, u.userId));
    const reuse = await post('/api/auth/token?grant_type=refresh_token', undefined, { cookie: u.cookie });
    expect(reuse.statusCode).toBe(401);
    const after = await post('/api/auth/token?grant_type=refresh_token', undefined, { cookie: second });
    expect(after.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${first.json().access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses an expired refresh token and a missing one', async () => {
    const u = await signUp(t.app);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, u.userId));
    expect((await post('/api/auth/token?grant_type=refresh_token', undefined, { cookie: u.cookie })).statusCode).toBe(401);
    expect((await post('/api/auth/token?grant_type=refresh_token')).statusCode).toBe(401);
    expect((await post('/api/auth/token?grant_type=refresh_token', undefined, { cookie: 'sillage_refresh=garbage' })).statusCode).toBe(401);
  });

  it('signs out one session locally, or every session with scope global', async () => {
    const u = await signUp(t.app);
    const other = await post('/api/auth/token?grant_type=password', { email: u.email, password: u.password });
    const otherCookie = refreshCookie(other);
    const third = await post('/api/auth/token?grant_type=password', { email: u.email, password: u.password });

    const local = await post('/api/auth/logout?scope=local', undefined, { ...u.auth, cookie: u.cookie });
    expect(local.statusCode).toBe(200);
    expect((await post('/api/auth/token?grant_type=refresh_token', undefined, { cookie: u.cookie })).statusCode).toBe(401);
    const stillAlive = await post('/api/auth/token?grant_type=refresh_token', undefined, { cookie: otherCookie });
    expect(stillAlive.statusCode).toBe(200);

    const global = await post('/api/auth/logout?scope=global', undefined, {
      authorization: `Bearer ${third.json().access_token}`,
      cookie: refreshCookie(third),
    });
    expect(global.statusCode).toBe(200);
    expect((await post('/api/auth/token?grant_type=refresh_token', undefined, { cookie: refreshCookie(stillAlive) })).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${stillAlive.json().access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });
});

describe('email verification', () => {
  it('confirms the account with the mailed link, once', async () => {
    const u = await signUp(t.app, { verified: false });
    const [mail] = await mailTo(u.email);
    const token = linkToken(mail.text);
    expect((await post('/api/auth/verify', { token })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: u.auth });
    expect(me.json().emailConfirmed).toBe(true);
    const again = await post('/api/auth/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe('This verification link is invalid or has expired.');
  });

  it('refuses an expired link and a made-up one', async () => {
    const u = await signUp(t.app, { verified: false });
    const [mail] = await mailTo(u.email);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.userId, u.userId));
    expect((await post('/api/auth/verify', { token: linkToken(mail.text) })).statusCode).toBe(400);
    expect((await post('/api/auth/verify', { token: 'x'.repeat(43) })).statusCode).toBe(400);
    expect((await post('/api/auth/verify', { token: 'short' })).statusCode).toBe(400);
  });

  it('resends a link to a signed-in user and the new one works', async () => {
    const u = await signUp(t.app, { verified: false });
    expect((await post('/api/auth/verify/resend', undefined, u.auth)).statusCode).toBe(200);
    const mails = await mailTo(u.email);
    expect(mails).toHaveLength(2);
    const newest = mails.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect((await post('/api/auth/verify', { token: linkToken(newest.text) })).statusCode).toBe(200);
    expect((await post('/api/auth/verify/resend', undefined, u.auth)).statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const u = await signUp(t.app);
    expect((await post('/api/auth/recover', { email: u.email })).statusCode).toBe(200);
    const resetMail = await resetMailTo(u.email);
    expect(resetMail.text).toContain('http://localhost:3000/auth/reset?token=');
    const token = linkToken(resetMail.text);

    expect((await post('/api/auth/reset', { token, password: '123' })).statusCode).toBe(400);
    const res = await post('/api/auth/reset', { token, password: 'brand-new-password' });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/auth/reset', { token, password: 'another-password' })).statusCode).toBe(400);

    expect((await post('/api/auth/token?grant_type=password', { email: u.email, password: u.password })).statusCode).toBe(400);
    expect((await post('/api/auth/token?grant_type=password', { email: u.email, password: 'brand-new-password' })).statusCode).toBe(200);
    // The session from before the reset cannot be refreshed any more.
    expect((await post('/api/auth/token?grant_type=refresh_token', undefined, { cookie: u.cookie })).statusCode).toBe(401);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await post('/api/auth/recover', { email });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await mailTo(email)).toHaveLength(0);
  });

  it('refuses an expired reset link', async () => {
    const u = await signUp(t.app);
    await post('/api/auth/recover', { email: u.email });
    const resetMail = await resetMailTo(u.email);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailTokens.purpose, 'reset'));
    expect((await post('/api/auth/reset', { token: linkToken(resetMail.text), password: 'brand-new-password' })).statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_LIMIT_PER_ACCOUNT: '3', AUTH_LIMIT_PER_ACCOUNT_TOTAL: '100', AUTH_LIMIT_PER_IP: '8' });
  });
  afterAll(() => limited.close());

  it('limits failed sign-ins per (account, address), per account loosely and per IP, each with a 429 and Retry-After', async () => {
    const u = await signUp(limited.app);
    const attempt = (email: string, password: string, ip = '10.0.0.1') =>
      limited.app.inject({ method: 'POST', url: '/api/auth/token?grant_type=password', payload: { email, password }, remoteAddress: ip });
    // Wrong passwords from other addresses do not lock the owner out of an address that has not failed.
    for (let i = 0; i < 3; i++) expect((await attempt(u.email, 'wrong-one', `10.0.1.${i}`)).statusCode).toBe(400);
    expect((await attempt(u.email, u.password, '10.0.1.9')).statusCode).toBe(200);
    // Three failures from one address block that address for this account.
    for (let i = 0; i < 3; i++) expect((await attempt(u.email, 'wrong-one', '10.0.1.20')).statusCode).toBe(400);
    const blocked = await attempt(u.email, u.password, '10.0.1.20');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await attempt(uniqueEmail('x'), 'whatever', '10.0.2.1')).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('limits sign-ups per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: uniqueEmail('flood'), password: 'secret1' },
        remoteAddress: '10.0.3.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 201)).toBe(true);
    expect(statuses[8]).toBe(429);
  });
});

describe('send-admin-notification', () => {
  it('lets a pending brand notify admins about their own application only, once', async () => {
    const admin = await signUp(t.app);
    await grantRoles(t.database, admin.userId, ['admin']);
    const customer = await signUp(t.app);
    const body = (userId: string) => ({ type: 'new_brand_signup', brand_name: 'Anything', user_id: userId });
    expect((await post('/api/functions/send-admin-notification', body(customer.userId))).statusCode).toBe(401);
    expect((await post('/api/functions/send-admin-notification', body(customer.userId), customer.auth)).statusCode).toBe(403);
    expect((await post('/api/functions/send-admin-notification', body(admin.userId), customer.auth)).statusCode).toBe(403);
    const brand = await signUp(t.app, {
      journey: 'brand',
      brand: { brandName: 'Once Only', phoneNumber: '+1 555 0101', businessType: 'Retailer' },
    });
    expect((await post('/api/functions/send-admin-notification', body(brand.userId), brand.auth)).statusCode).toBe(200);
    const notes = await t.database.db
      .select()
      .from(inbox)
      .where(sql`${inbox.data}->>'user_id' = ${brand.userId}`);
    expect(notes.filter((n) => n.userId === admin.userId)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, refreshCookie, signUp, uniqueEmail, type TestApp } from '#server/test/test-app';
import { emailTokens, mailOutbox, rateLimits, refreshTokens, sessions, users } from '#server/db/schema';
import { purgeExpired } from '#server/jobs/purge';

/** Issue 9 items 6–9: lockouts, two tabs refreshing, absolute session lifetime and purge, reset timing. */
let t: TestApp;
/** Outbox rows for the recover request's email, counted when its answer was about to be sent. */
const atAnswer = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp(
    { AUTH_LIMIT_PER_ACCOUNT: '10', AUTH_LIMIT_PER_ACCOUNT_TOTAL: '25', SESSION_MAX_DAYS: '30' },
    {
      configure: (app: FastifyInstance) => {
        app.addHook('onSend', async (request) => {
          if (request.url !== '/api/auth/recover') return;
          const email = (request.body as { email?: string } | undefined)?.email ?? '';
          const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
          atAnswer.set(email, rows.filter((m) => m.subject.includes('Reset')).length);
        });
      },
    },
  );
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/token?grant_type=password', payload: { email, password }, remoteAddress: ip });
const refresh = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/auth/token?grant_type=refresh_token', headers: { cookie } });

describe('item 6: wrong passwords from elsewhere do not lock the owner out', () => {
  it('ten failures from other addresses: the owner signs in from a clean address', async () => {
    const u = await signUp(t.app);
    for (let i = 0; i < 10; i++) expect((await signIn(u.email, 'wrong-password', `10.6.0.${i}`)).statusCode).toBe(400);
    for (let i = 0; i < 10; i++) expect((await signIn(u.email, 'wrong-password', '10.6.1.1')).statusCode).toBe(400);
    // The attacker's address is blocked for this account; the owner's is not.
    const attacker = await signIn(u.email, u.password, '10.6.1.1');
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(u.email, u.password, '10.6.9.9')).statusCode).toBe(200);
  });

  it('a loose per-account ceiling still stops a distributed guesser', async () => {
    const u = await signUp(t.app);
    for (let i = 0; i < 25; i++) expect((await signIn(u.email, 'wrong-password', `10.7.${i}.1`)).statusCode).toBe(400);
    const res = await signIn(u.email, u.password, '10.7.99.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('item 7: two tabs refreshing at once', () => {
  it('the same token twice within 10 s gets the same new pair; the session lives on', async () => {
    const u = await signUp(t.app);
    const [a, b] = await Promise.all([refresh(u.cookie), refresh(u.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookie(a)).toBe(refreshCookie(b));
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${b.json().access_token}` } });
    expect(me.statusCode).toBe(200);
    // One after the other within the window too, and the successor still rotates normally.
    const c = await refresh(u.cookie);
    expect(refreshCookie(c)).toBe(refreshCookie(a));
    const next = await refresh(refreshCookie(a));
    expect(next.statusCode).toBe(200);
  });

  it('reuse after the window still revokes the whole family', async () => {
    const u = await signUp(t.app);
    const a = await refresh(u.cookie);
    await t.database.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 10_500) })
      .where(eq(refreshTokens.userId, u.userId));
    expect((await refresh(u.cookie)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(a))).statusCode).toBe(401);
  });

  it('within the window, a successor already rotated again is not handed out: the family is revoked', async () => {
    const u = await signUp(t.app);
    const a = await refresh(u.cookie);
    expect((await refresh(refreshCookie(a))).statusCode).toBe(200);
    expect((await refresh(u.cookie)).statusCode).toBe(401);
  });
});

describe('item 8: absolute session lifetime', () => {
  it('a session ends SESSION_MAX_DAYS after the password sign-in, whatever rotations happened', async () => {
    const u = await signUp(t.app);
    let cookie = u.cookie;
    for (let i = 0; i < 3; i++) {
      const r = await refresh(cookie);
      expect(r.statusCode).toBe(200);
      cookie = refreshCookie(r);
      const expires = /Expires=([^;]+)/.exec(
        String([r.headers['set-cookie']].flat().find((c) => String(c).startsWith('sillage_refresh='))),
      )![1];
      expect(Date.parse(expires)).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000 + 1000);
    }
    const access = (await refresh(cookie)).json().access_token;
    cookie = refreshCookie(await refresh(cookie)) || cookie;
    // The sign-in was 30 days ago: refreshing fails and the access token stops working at once.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000 - 1000) })
      .where(eq(sessions.userId, u.userId));
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${access}` } })).statusCode).toBe(
      401,
    );
  });

  it('the purge job deletes expired sessions, refresh tokens, used or expired mailed tokens and ended rate limits — nothing alive', async () => {
    const alive = await signUp(t.app, { verified: false });
    const old = await signUp(t.app, { verified: false });
    const revoked = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(sessions.userId, old.userId));
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: revoked.cookie } });
    const [expiredToken] = await t.database.db
      .insert(refreshTokens)
      .values({
        userId: alive.userId,
        family: (await t.database.db.select().from(sessions).where(eq(sessions.userId, alive.userId)))[0].id,
        tokenHash: `expired-${Date.now()}`,
        expiresAt: new Date(Date.now() - 1000),
      })
      .returning();
    await t.database.db.update(emailTokens).set({ usedAt: new Date() }).where(eq(emailTokens.userId, old.userId));
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, revoked.userId));
    await t.database.db.insert(rateLimits).values([
      { key: `test:ended:${Date.now()}`, count: 3, resetAt: new Date(Date.now() - 1000) },
      { key: `test:running:${Date.now()}`, count: 3, resetAt: new Date(Date.now() + 60_000) },
    ]);

    const counts = await purgeExpired(t.database.db, 30);
    expect(counts.sessions).toBeGreaterThanOrEqual(2);
    expect(counts.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(counts.emailTokens).toBeGreaterThanOrEqual(2);
    expect(counts.rateLimits).toBeGreaterThanOrEqual(1);

    const sessionsOf = async (id: string) => (await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).length;
    expect([await sessionsOf(alive.userId), await sessionsOf(old.userId), await sessionsOf(revoked.userId)]).toEqual([1, 0, 0]);
    expect(await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.id, expiredToken.id))).toHaveLength(0);
    expect(await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, alive.userId))).toHaveLength(1);
    expect(await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, old.userId))).toHaveLength(0);
    const keys = (
      await t.database.db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} like 'test:%'`)
    ).map((r) => r.key.split(':')[1]);
    expect(keys).toEqual(['running']);
    // What is alive still works.
    expect((await refresh(alive.cookie)).statusCode).toBe(200);
  });
});

describe('item 9: a reset request answers before doing anything that depends on the account', () => {
  it('neither a known nor an unknown email has its mail prepared before the answer; the known one gets it after', async () => {
    const known = await signUp(t.app);
    const unknown = uniqueEmail('ghost');
    for (const email of [known.email, unknown]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email }, remoteAddress: '10.9.9.9' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(atAnswer.get(email)).toBe(0);
    }
    let mails = 0;
    for (let i = 0; i < 100 && mails === 0; i++) {
      mails = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, known.email))).filter((m) =>
        m.subject.includes('Reset'),
      ).length;
      if (!mails) await new Promise((r) => setTimeout(r, 20));
    }
    expect(mails).toBe(1);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown))).toHaveLength(0);
    expect(await t.database.db.select().from(users).where(eq(users.email, unknown))).toHaveLength(0);
  });
});

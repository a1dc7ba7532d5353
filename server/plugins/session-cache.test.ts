import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { AUTH_CHANNEL, SessionCache, type CachedSession } from './session-cache';

const session = (userId: string, endsAt = Date.now() + 86_400_000): CachedSession => ({
  userId,
  roles: ['customer'],
  emailVerified: true,
  endsAt,
});

describe('SessionCache', () => {
  it('keeps a live session for its time, never past the session end, and only for its own user', () => {
    const cache = new SessionCache(5000);
    const now = 1_000_000;
    cache.keep('s1', session('u1', now + 60_000), cache.begin(), now);
    expect(cache.get('s1', 'u1', now + 4999)?.userId).toBe('u1');
    expect(cache.get('s1', 'u1', now + 5000)).toBeUndefined();
    cache.keep('s2', session('u2', now + 100), cache.begin(), now);
    expect(cache.get('s2', 'u2', now + 99)).toBeDefined();
    expect(cache.get('s2', 'u2', now + 100)).toBeUndefined();
    cache.keep('s3', session('u3'), cache.begin(), now);
    expect(cache.get('s3', 'someone-else', now)).toBeUndefined();
  });

  it('does not keep a lookup that began before a member was forgotten (it may have read the old row)', () => {
    const cache = new SessionCache(5000);
    const begun = cache.begin();
    cache.forgetUser('anyone');
    cache.keep('s1', session('u1'), begun);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.keep('s1', session('u1'), cache.begin());
    expect(cache.get('s1', 'u1')).toBeDefined();
  });

  it("forgets all of a member's sessions and nobody else's", () => {
    const cache = new SessionCache(5000);
    cache.keep('a1', session('a'), cache.begin());
    cache.keep('a2', session('a'), cache.begin());
    cache.keep('b1', session('b'), cache.begin());
    cache.forgetUser('a');
    expect([cache.get('a1', 'a'), cache.get('a2', 'a')]).toEqual([undefined, undefined]);
    expect(cache.get('b1', 'b')).toBeDefined();
  });

  it('while its notifications may be missed it keeps and serves nothing; off with a time of 0', async () => {
    let gap: ((missing: boolean) => void) | undefined;
    const cache = new SessionCache(5000);
    await cache.listen({ listen: async (_channel, _onPayload, onGap) => ((gap = onGap), async () => {}) });
    cache.keep('s1', session('u1'), cache.begin());
    gap!(true);
    expect(cache.get('s1', 'u1')).toBeUndefined();
    cache.keep('s1', session('u1'), cache.begin());
    expect(cache.get('s1', 'u1')).toBeUndefined();
    gap!(false);
    cache.keep('s1', session('u1'), cache.begin());
    expect(cache.get('s1', 'u1')).toBeDefined();
    const off = new SessionCache(0);
    off.keep('s1', session('u1'), off.begin());
    expect(off.get('s1', 'u1')).toBeUndefined();
  });
});

describe('signed-in requests with the session kept in memory', () => {
  let t: TestApp;
  let member: SignedUp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const me = (auth: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: auth });
  /** Polls until `done` holds (the database's notification arrives asynchronously on PostgreSQL). */
  async function eventually(check: () => Promise<boolean>) {
    const deadline = Date.now() + 2000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('not within 2 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /**
   * Waits until the app has heard the announcements of what was committed so far (signing up announces the new
   * member's role and email; on PostgreSQL they arrive a moment later and rightly empty the member's entry).
   * PostgreSQL delivers notifications in commit order: once a marker sent now is heard, the earlier ones were.
   */
  async function announcementsHeard() {
    const marker = randomUUID();
    let heard!: () => void;
    const got = new Promise<void>((resolve) => (heard = resolve));
    const stop = await t.database.listen(AUTH_CHANNEL, (payload) => payload === marker && heard());
    await t.database.db.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${marker})`);
    await got;
    await stop();
    // The app's own LISTEN connection gets the marker at the same time as this one; let its handler run.
    await new Promise((r) => setTimeout(r, 50));
  }

  it('a second request is answered without asking the database about the session', async () => {
    member = await signUp(t.app);
    await announcementsHeard();
    expect((await me(member.auth)).statusCode).toBe(200);
    // Only the database could tell this session is now past its maximum age (the app never changes when a session
    // began, so no notification comes): the kept check still stands, so the database was not asked.
    await t.database.db.execute(sql`update sessions set created_at = now() - interval '400 days' where user_id = ${member.userId}`);
    expect((await me(member.auth)).statusCode).toBe(200);
  });

  it('a session ended in the database by anyone (another process, a script) is refused once the database says so', async () => {
    const other = await signUp(t.app);
    expect((await me(other.auth)).statusCode).toBe(200);
    await t.database.db.execute(sql`update sessions set revoked_at = now() where user_id = ${other.userId}`);
    await eventually(async () => (await me(other.auth)).statusCode === 401);
  });

  it('a role given in the database (the user:role command) is seen once the database says so', async () => {
    const other = await signUp(t.app);
    expect((await me(other.auth)).json().roles).not.toContain('perfumer');
    await t.database.db.execute(sql`insert into user_roles (user_id, role) values (${other.userId}, 'perfumer')`);
    await eventually(async () => (await me(other.auth)).json().roles.includes('perfumer'));
  });

  it('signing out refuses the same access token at once, in the process that signed out', async () => {
    const other = await signUp(t.app);
    expect((await me(other.auth)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout?scope=local', headers: other.auth });
    expect(out.statusCode).toBe(200);
    expect((await me(other.auth)).statusCode).toBe(401);
  });

  it('with SESSION_CACHE_MS=0 every request asks the database', async () => {
    const off = await createTestApp({ SESSION_CACHE_MS: '0' });
    try {
      const other = await signUp(off.app);
      const get = () => off.app.inject({ method: 'GET', url: '/api/auth/user', headers: other.auth });
      expect((await get()).statusCode).toBe(200);
      await off.database.db.execute(sql`update sessions set created_at = now() - interval '400 days' where user_id = ${other.userId}`);
      expect((await get()).statusCode).toBe(401);
    } finally {
      await off.close();
    }
  });
});

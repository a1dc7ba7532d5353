import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { formulaGenerations, posts, profiles, userFollows, users } from '#server/db/schema';
import { setVisibility as setVisibilityOf } from '#server/test/content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'PATCH' | 'PUT' | 'POST' | 'DELETE', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers });
const setVisibility = (u: SignedUp, profileVisibility: 'public' | 'private' | 'contacts') => setVisibilityOf(t.app, u, profileVisibility);

describe('own profile', () => {
  it('needs sign-in', async () => {
    expect((await get('/api/profiles/me')).statusCode).toBe(401);
  });

  it('reads the real usage count and limit for each role', async () => {
    const free = await signUp(t.app);
    const me = (await get('/api/profiles/me', free.auth)).json();
    expect(me.usage).toEqual({ formulaGenerations: { used: 0, total: 20 }, isPremium: false });
    expect(me.settings).toEqual({
      notifications: { email: true, marketing: false, activityUpdates: true },
      privacy: { profileVisibility: 'public', shareActivity: true },
    });
    expect(me.perfumerLevel).toBe('Explorer');
    await t.database.db.insert(formulaGenerations).values([{ userId: free.userId }, { userId: free.userId }]);
    expect((await get('/api/profiles/me', free.auth)).json().usage.formulaGenerations.used).toBe(2);

    const perfumer = await signUp(t.app, { journey: 'perfumer' });
    expect((await get('/api/profiles/me', perfumer.auth)).json().usage).toEqual({
      formulaGenerations: { used: 0, total: 999 },
      isPremium: true,
    });
    const admin = await signUp(t.app);
    await grantRoles(t.database, admin.userId, ['admin']);
    expect((await get('/api/profiles/me', admin.auth)).json().usage.formulaGenerations.total).toBe(999);
  });

  it("creates a missing profile as 'user_' plus 6 digits", async () => {
    const u = await signUp(t.app);
    await t.database.db.delete(profiles).where(eq(profiles.id, u.userId));
    const me = await get('/api/profiles/me', u.auth);
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toMatch(/^user_\d{6}$/);
    expect(me.json().avatarUrl).toBeNull();
  });

  it('saves the edit dialog; empty optional fields become null', async () => {
    const u = await signUp(t.app);
    const res = await send(
      'PATCH',
      '/api/profiles/me',
      {
        username: 'Rose.Maker',
        bio: '  I make chypres.  ',
        website: 'https://rose.example',
        location: 'Grasse',
        specialty: 'Chypre',
        experienceLevel: 'Advanced',
        favoriteNotes: ['Floral', 'Woody', 'Floral'],
        signatureScent: 'Mitsouko',
        socialLinks: { instagram: 'https://instagram.com/rose', twitter: '', linkedin: '', youtube: '' },
      },
      u.auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: 'Rose.Maker',
      bio: 'I make chypres.',
      experienceLevel: 'Advanced',
      favoriteNotes: ['Floral', 'Woody'],
      socialLinks: { instagram: 'https://instagram.com/rose' },
    });
    const cleared = await send('PATCH', '/api/profiles/me', { bio: '', website: '', location: '   ', experienceLevel: '' }, u.auth);
    expect(cleared.json()).toMatchObject({ bio: null, website: null, location: null, experienceLevel: null, specialty: 'Chypre' });
  });

  it.each([
    [{ username: 'admin' }, 'This username is reserved. Please choose another.'],
    [{ username: 'Community' }, 'This username is reserved. Please choose another.'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [
      { username: 'bad name!' },
      'Username may contain only letters, digits, dots, hyphens and underscores, and must start with a letter or digit',
    ],
    [{ username: '<script>' }, undefined],
    [{ experienceLevel: 'Wizard' }, undefined],
    [{ favoriteNotes: ['Leather'] }, undefined],
    [{ website: 'javascript:alert(1)' }, 'Please enter a valid URL (https://…)'],
    [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
    [{ id: '00000000-0000-0000-0000-000000000000', bio: 'not mine' }, undefined],
    [{ followersCount: 1000 }, undefined],
    [{ approved: true }, undefined],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const u = await signUp(t.app);
    const before = (await get('/api/profiles/me', u.auth)).json();
    const res = await send('PATCH', '/api/profiles/me', payload, u.auth);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toBe(message);
    expect((await get('/api/profiles/me', u.auth)).json()).toEqual(before);
  });

  it('refuses a username taken in any case with 409', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await send('PATCH', '/api/profiles/me', { username: 'Vetiver_Fan' }, a.auth)).statusCode).toBe(200);
    const res = await send('PATCH', '/api/profiles/me', { username: 'vetiver_fan' }, b.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This username is already taken. Please choose another.');
  });

  it('saves settings and refuses malformed ones', async () => {
    const u = await signUp(t.app);
    const saved = await send(
      'PUT',
      '/api/profiles/me/settings',
      {
        notifications: { email: false, marketing: true, activityUpdates: false },
        privacy: { profileVisibility: 'contacts', shareActivity: false },
      },
      u.auth,
    );
    expect(saved.statusCode).toBe(200);
    expect((await get('/api/profiles/me', u.auth)).json().settings.privacy.profileVisibility).toBe('contacts');
    expect(
      (
        await send(
          'PUT',
          '/api/profiles/me/settings',
          { notifications: { email: true }, privacy: { profileVisibility: 'public', shareActivity: true } },
          u.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await send(
          'PUT',
          '/api/profiles/me/settings',
          {
            notifications: { email: true, marketing: false, activityUpdates: true },
            privacy: { profileVisibility: 'everyone', shareActivity: true },
          },
          u.auth,
        )
      ).statusCode,
    ).toBe(400);
    expect((await send('PUT', '/api/profiles/me/settings', {}, undefined)).statusCode).toBe(400);
  });
});

describe('public profiles and visibility', () => {
  it('finds a profile by id and by username in any case; an unknown one is User Not Found', async () => {
    const u = await signUp(t.app);
    await send('PATCH', '/api/profiles/me', { username: 'Oud.Lover' }, u.auth);
    const byId = await get(`/api/profiles/${u.userId}`);
    const byName = await get('/api/profiles/oud.lover');
    expect(byId.statusCode).toBe(200);
    expect(byName.json().id).toBe(u.userId);
    expect(byId.json()).toMatchObject({ username: 'Oud.Lover', restricted: false, isOwn: false, isFollowing: false });
    expect(byId.json().profile).toMatchObject({ roles: ['customer'], postsCount: 0, spritzCount: 0, followersCount: 0 });
    expect(JSON.stringify(byId.json())).not.toContain(u.email);
    const missing = await get('/api/profiles/nobody-at-all');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('User Not Found');
  });

  it('enforces public, contacts and private for every kind of viewer', async () => {
    const owner = await signUp(t.app);
    const follower = await signUp(t.app); // follows the owner (needs no approval): NOT a contact
    const contact = await signUp(t.app); // the owner follows them: a contact
    const stranger = await signUp(t.app);
    const admin = await signUp(t.app);
    await grantRoles(t.database, admin.userId, ['admin']);
    await send('POST', `/api/profiles/${owner.userId}/follow`, undefined, follower.auth);
    await send('POST', `/api/profiles/${contact.userId}/follow`, undefined, owner.auth);
    await t.database.db.insert(posts).values({ authorId: owner.userId, content: 'behind the curtain' });
    const sees = async (viewer?: SignedUp) => !(await get(`/api/profiles/${owner.userId}`, viewer?.auth)).json().restricted;
    // Each viewer, a second after the change (visitors are answered what was kept for them until then).
    const all = async () => [
      (t.later(), await sees()),
      await sees(stranger),
      await sees(follower),
      await sees(contact),
      await sees(owner),
      await sees(admin),
    ];

    expect(await all()).toEqual([true, true, true, true, true, true]);
    await setVisibility(owner, 'contacts');
    expect(await all()).toEqual([false, false, false, true, true, true]);
    await setVisibility(owner, 'private');
    expect(await all()).toEqual([false, false, false, false, true, true]);

    const hidden = (await get(`/api/profiles/${owner.userId}`, stranger.auth)).json();
    expect(hidden).toMatchObject({ restricted: true, visibility: 'private', profile: null });
    expect(hidden.username).toBeTruthy();
    const postsOf = async (viewer?: SignedUp) =>
      (await get(`/api/profiles/${owner.userId}/posts`, viewer?.auth)).json().items.map((p: { content: string }) => p.content);
    expect(await postsOf(stranger)).toEqual([]);
    expect(await postsOf()).toEqual([]);
    expect(await postsOf(owner)).toEqual(['behind the curtain']);
    expect(await postsOf(admin)).toEqual(['behind the curtain']);
  });

  it("answers a profile's posts by id or username in any case: none is an empty page, an unknown profile User Not Found", async () => {
    const u = await signUp(t.app);
    await send('PATCH', '/api/profiles/me', { username: 'Neroli.Nights' }, u.auth);
    for (const key of [u.userId, 'neroli.nights', 'NEROLI.Nights'])
      expect((await get(`/api/profiles/${key}/posts`, u.auth)).json()).toEqual({ items: [], nextCursor: null });
    await t.database.db.insert(posts).values({ authorId: u.userId, content: 'first light' });
    for (const headers of [{}, u.auth]) {
      const page = (await get('/api/profiles/Neroli.Nights/posts', headers)).json();
      expect(page).toMatchObject({ items: [{ content: 'first light', likesCount: 0, commentsCount: 0 }], nextCursor: null });
    }
    for (const key of ['nobody-at-all', '00000000-0000-4000-8000-000000000000']) {
      const missing = await get(`/api/profiles/${key}/posts`, u.auth);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('User Not Found');
    }
  });

  it("lists the user's posts newest first by cursor, with Posts and Spritz stats", async () => {
    const u = await signUp(t.app);
    const base = Date.parse('2026-01-01T00:00:00Z');
    await t.database.db.insert(posts).values(
      Array.from({ length: 7 }, (_, i) => ({
        authorId: u.userId,
        content: `post ${i}`,
        likesCount: i,
        createdAt: new Date(base + (i % 3) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`/api/profiles/${u.userId}/posts?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((p: { content: string }) => p.content));
      cursor = res.json().nextCursor;
    } while (cursor);
    // Newest first; posts of the same instant by id, descending, as the keyset walks them.
    const stored = await t.database.db.select().from(posts).where(eq(posts.authorId, u.userId));
    stored.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    expect(seen).toEqual(stored.map((p) => p.content));
    const profile = (await get(`/api/profiles/${u.userId}`)).json().profile;
    expect(profile.postsCount).toBe(7);
    expect(profile.spritzCount).toBe(0 + 1 + 2 + 3 + 4 + 5 + 6);
    expect((await get(`/api/profiles/${u.userId}/posts?cursor=not-a-cursor`)).statusCode).toBe(400);

    // A post a moderator hid is in no list (only its author and moderators can open it): nor in the counts, the owner's too.
    await t.database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.content, 'post 6'));
    t.later();
    for (const headers of [{}, u.auth]) {
      expect((await get(`/api/profiles/${u.userId}`, headers)).json().profile).toMatchObject({ postsCount: 6, spritzCount: 15 });
      const items = (await get(`/api/profiles/${u.userId}/posts?limit=20`, headers)).json().items as { content: string }[];
      expect(items.map((p) => p.content).sort()).toEqual(['post 0', 'post 1', 'post 2', 'post 3', 'post 4', 'post 5']);
    }
    expect((await get('/api/profiles/me', u.auth)).json()).toMatchObject({ postsCount: 6, spritzCount: 15 });
  });
});

describe('follow', () => {
  it('follows and unfollows; repeats are no-ops; counts follow the rows', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await send('POST', `/api/profiles/${b.userId}/follow`, undefined)).statusCode).toBe(401);
    const first = await send('POST', `/api/profiles/${b.userId}/follow`, undefined, a.auth);
    expect(first.json()).toEqual({ following: true, followersCount: 1, followingCount: 0 });
    const again = await send('POST', `/api/profiles/${b.userId}/follow`, undefined, a.auth);
    expect(again.json()).toEqual({ following: true, followersCount: 1, followingCount: 0 });
    expect((await get(`/api/profiles/${b.userId}`, a.auth)).json().isFollowing).toBe(true);
    expect((await get('/api/profiles/me', a.auth)).json().followingCount).toBe(1);
    const off = await send('DELETE', `/api/profiles/${b.userId}/follow`, undefined, a.auth);
    expect(off.json()).toEqual({ following: false, followersCount: 0, followingCount: 0 });
    const offAgain = await send('DELETE', `/api/profiles/${b.userId}/follow`, undefined, a.auth);
    expect(offAgain.json().followersCount).toBe(0);
    expect((await get('/api/profiles/me', a.auth)).json().followingCount).toBe(0);
  });

  it('refuses following oneself and unknown users', async () => {
    const a = await signUp(t.app);
    const self = await send('POST', `/api/profiles/${a.userId}/follow`, undefined, a.auth);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot follow yourself');
    // Nobody, a username (the follow actions take ids only), and an account without a profile: nothing is written.
    const [bare] = await t.database.db.insert(users).values({ email: 'no-profile@follow.test', passwordHash: 'x' }).returning();
    for (const key of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', bare.id])
      for (const method of ['POST', 'DELETE'] as const) {
        const res = await send(method, `/api/profiles/${key}/follow`, undefined, a.auth);
        expect(res.statusCode, `${method} ${key}`).toBe(404);
        expect(res.json().error.message).toBe('User Not Found');
      }
    expect(await t.database.db.select().from(userFollows).where(eq(userFollows.followerId, a.userId))).toEqual([]);
    expect((await get('/api/profiles/me', a.auth)).json().followingCount).toBe(0);
  });

  it('fifty concurrent follow and unfollow requests leave both counts equal to the rows', async () => {
    const target = await signUp(t.app);
    const fans = await Promise.all(Array.from({ length: 10 }, () => signUp(t.app)));
    const requests = Array.from({ length: 50 }, (_, i) => {
      const fan = fans[i % fans.length];
      return send(i % 3 === 0 ? 'DELETE' : 'POST', `/api/profiles/${target.userId}/follow`, undefined, fan.auth);
    });
    const results = await Promise.all(requests);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userFollows)
      .where(eq(userFollows.followingId, target.userId));
    const [p] = await t.database.db.select().from(profiles).where(eq(profiles.id, target.userId));
    expect(p.followersCount).toBe(rows[0].n);
    for (const fan of fans) {
      const [fp] = await t.database.db.select().from(profiles).where(eq(profiles.id, fan.userId));
      const own = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(userFollows)
        .where(eq(userFollows.followerId, fan.userId));
      expect(fp.followingCount).toBe(own[0].n);
    }
  });
});

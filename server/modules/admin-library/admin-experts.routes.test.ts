import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { AdminExpert } from '#common/schemas/admin-library';
import { auditLog, experts, profiles } from '#server/db/schema';
import { createTestAppWith, LIBRARY_ACCOUNTS, type SignedUp, type TestApp } from '#server/test/test-app';
import { expectAdminOnly, type Endpoint, type Method } from '#server/test/access';
import { setVisibility as setVisibilityOf } from '#server/test/content';
import { EXPERT_MSG } from './admin-library.service';

let t: TestApp, admin: SignedUp, moderator: SignedUp, perfumer: SignedUp, expert: SignedUp;
let expertName: string;

const call = (method: Method, url: string, who?: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1))[0];
const usernameOf = async (u: SignedUp) =>
  (await t.database.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, u.userId)))[0].username;
/** Every page of /api/experts as `who` sees it, two at a time (the keyset cursor across pages). */
const learnExperts = async (who?: SignedUp) => {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await call('GET', `/api/experts?limit=2${cursor ? `&cursor=${cursor}` : ''}`, who);
    expect(res.statusCode).toBe(200);
    ids.push(...res.json().items.map((e: { id: string }) => e.id));
    cursor = res.json().nextCursor;
  } while (cursor);
  return ids;
};
const setVisibility = (u: SignedUp, profileVisibility: 'public' | 'private' | 'contacts') => setVisibilityOf(t.app, u, profileVisibility);

beforeAll(async () => {
  ({ t, admin, moderator, perfumer, expert } = await createTestAppWith({ ...LIBRARY_ACCOUNTS, expert: [] }));
  expertName = await usernameOf(expert);
});
afterAll(() => t.close());

describe('access: 401 to visitors, 403 to members, professionals and moderators', () => {
  const someone = '00000000-0000-4000-8000-000000000001';
  const endpoints: Endpoint[] = [
    ['GET', '/api/admin/experts'],
    ['POST', '/api/admin/experts', { username: 'whoever', title: 'Nose' }],
    ['PUT', `/api/admin/experts/${someone}`, { title: 'Nose' }],
    ['POST', `/api/admin/experts/${someone}/move`, { direction: 'up' }],
    ['DELETE', `/api/admin/experts/${someone}`],
  ];
  it.each(endpoints)('%s %s', (...endpoint) => expectAdminOnly(t.app, endpoint, { refused: [perfumer, moderator] }));
});

describe('featuring a member on /learn', () => {
  it('by username in any case: the card is last on /learn with its title, and audited', async () => {
    const before = await learnExperts();
    const res = await call('POST', '/api/admin/experts', admin, { username: expertName.toUpperCase(), title: 'Natural materials' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ id: expert.userId, name: expertName, role: 'Natural materials', public: true, suspended: false });
    expect(await learnExperts()).toEqual([...before, expert.userId]);
    const seen = await call('GET', '/api/experts?limit=50');
    expect(seen.json().items.find((e: { id: string }) => e.id === expert.userId)).toEqual({
      id: expert.userId,
      name: expertName,
      role: 'Natural materials',
      location: null,
      avatarUrl: null,
      bio: null,
    });
    expect(await lastAudit()).toMatchObject({
      actorId: admin.userId,
      action: 'expert.create',
      targetId: expert.userId,
      targetLabel: expertName,
    });
  });

  it('refuses a second time, an unknown username and bad titles, and changes nothing', async () => {
    const count = async () => (await t.database.db.select().from(experts)).length;
    const n = await count();
    const twice = await call('POST', '/api/admin/experts', admin, { username: expertName, title: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(EXPERT_MSG.already);
    const unknown = await call('POST', '/api/admin/experts', admin, { username: 'nobody_by_this_name', title: 'Nose' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(EXPERT_MSG.noMember);
    for (const payload of [
      { username: await usernameOf(perfumer), title: '' },
      { username: await usernameOf(perfumer), title: 'x'.repeat(81) },
      { username: await usernameOf(perfumer), title: 'Nose\u0000' },
      { username: await usernameOf(perfumer), title: 'Nose\uD800' },
      { username: '', title: 'Nose' },
      { username: await usernameOf(perfumer) },
      { username: await usernameOf(perfumer), title: 'Nose', position: 1 },
    ]) {
      const res = await call('POST', '/api/admin/experts', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await count()).toBe(n);
    expect(
      (await call('POST', '/api/admin/experts', admin, { username: await usernameOf(perfumer), title: '' })).json().error.message,
    ).toBe('Please enter a title, such as Master Perfumer');
  });

  it('edits the title, audited from → to; an unknown or malformed id is a 4xx', async () => {
    const res = await call('PUT', `/api/admin/experts/${expert.userId}`, admin, { title: 'Naturals and tinctures' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('Naturals and tinctures');
    expect(await lastAudit()).toMatchObject({
      action: 'expert.update',
      details: { title: { from: 'Natural materials', to: 'Naturals and tinctures' } },
    });
    const missing = await call('PUT', `/api/admin/experts/${perfumer.userId}`, admin, { title: 'Nose' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(EXPERT_MSG.missing);
    expect((await call('PUT', '/api/admin/experts/not-a-uuid', admin, { title: 'Nose' })).statusCode).toBe(400);
  });

  it('moves up and down through the whole order; at the top, up changes nothing', async () => {
    const order = await learnExperts();
    const at = order.indexOf(expert.userId);
    expect(at).toBe(order.length - 1);
    const up = await call('POST', `/api/admin/experts/${expert.userId}/move`, admin, { direction: 'up' });
    expect(up.statusCode).toBe(200);
    const swapped = [...order];
    [swapped[at - 1], swapped[at]] = [swapped[at], swapped[at - 1]];
    expect(await learnExperts()).toEqual(swapped);
    expect((await lastAudit()).action).toBe('expert.move_up');
    for (let i = 0; i < order.length; i++) await call('POST', `/api/admin/experts/${expert.userId}/move`, admin, { direction: 'up' });
    expect((await learnExperts())[0]).toBe(expert.userId);
    const audits = (await t.database.db.select().from(auditLog)).length;
    expect((await call('POST', `/api/admin/experts/${expert.userId}/move`, admin, { direction: 'up' })).statusCode).toBe(200);
    expect((await t.database.db.select().from(auditLog)).length).toBe(audits);
    await call('POST', `/api/admin/experts/${expert.userId}/move`, admin, { direction: 'down' });
    expect((await learnExperts())[1]).toBe(expert.userId);
    expect((await call('POST', `/api/admin/experts/${expert.userId}/move`, admin, { direction: 'sideways' })).statusCode).toBe(400);
  });
});

describe('what /learn shows follows the one visibility rule', () => {
  it('a private profile: only its owner and admins see the card; the admin list says it is not public', async () => {
    expect((await setVisibility(expert, 'private')).statusCode).toBe(200);
    expect(await learnExperts()).not.toContain(expert.userId);
    expect(await learnExperts(perfumer)).not.toContain(expert.userId);
    expect(await learnExperts(expert)).toContain(expert.userId);
    expect(await learnExperts(admin)).toContain(expert.userId);
    const admins = (await call('GET', '/api/admin/experts?limit=50', admin)).json().items as AdminExpert[];
    expect(admins.find((e) => e.id === expert.userId)).toMatchObject({ public: false });
  });

  it('contacts only: shown to the people the expert follows, not to their followers', async () => {
    await setVisibility(expert, 'contacts');
    expect((await call('POST', `/api/profiles/${perfumer.userId}/follow`, expert)).statusCode).toBe(200);
    expect((await call('POST', `/api/profiles/${expert.userId}/follow`, moderator)).statusCode).toBe(200);
    expect(await learnExperts(perfumer)).toContain(expert.userId);
    expect(await learnExperts(moderator)).not.toContain(expert.userId);
    expect(await learnExperts()).not.toContain(expert.userId);
    await setVisibility(expert, 'public');
    expect(await learnExperts()).toContain(expert.userId);
  });

  it('a suspended account is not shown, and the admin list says so', async () => {
    expect((await call('POST', `/api/admin/users/${expert.userId}/suspend`, admin)).statusCode).toBe(200);
    expect(await learnExperts()).not.toContain(expert.userId);
    const admins = (await call('GET', '/api/admin/experts?limit=50', admin)).json().items as AdminExpert[];
    expect(admins.find((e) => e.id === expert.userId)).toMatchObject({ suspended: true });
    expect((await call('POST', `/api/admin/users/${expert.userId}/reactivate`, admin)).statusCode).toBe(200);
    expect(await learnExperts()).toContain(expert.userId);
  });
});

describe('removing an expert', () => {
  it('takes the card off /learn and leaves the member; a second removal is 404', async () => {
    const res = await call('DELETE', `/api/admin/experts/${expert.userId}`, admin);
    expect(res.statusCode).toBe(204);
    expect(await learnExperts()).not.toContain(expert.userId);
    expect(await usernameOf(expert)).toBe(expertName);
    expect(await lastAudit()).toMatchObject({
      action: 'expert.remove',
      targetId: expert.userId,
      details: { title: 'Naturals and tinctures' },
    });
    const again = await call('DELETE', `/api/admin/experts/${expert.userId}`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(EXPERT_MSG.missing);
    // Featured again, the member is last once more.
    expect((await call('POST', '/api/admin/experts', admin, { username: expertName, title: 'Back' })).statusCode).toBe(201);
    expect((await learnExperts()).at(-1)).toBe(expert.userId);
  });
});

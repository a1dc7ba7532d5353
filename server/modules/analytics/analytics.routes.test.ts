import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { formulaGenerations, postComments, posts } from '#server/db/schema';

let t: TestApp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app);
  await grantRoles(t.database, admin.userId, ['admin']);
});
afterAll(() => t.close());

const get = (url: string, who?: SignedUp) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });

it('answers 401 to visitors and 403 to members and moderators', async () => {
  const [member, moderator] = [await signUp(t.app), await signUp(t.app)];
  await grantRoles(t.database, moderator.userId, ['moderator']);
  expect((await get('/api/admin/analytics')).statusCode).toBe(401);
  expect((await get('/api/admin/analytics?days=999')).statusCode).toBe(401);
  expect((await get('/api/admin/analytics', member)).statusCode).toBe(403);
  expect((await get('/api/admin/analytics', moderator)).statusCode).toBe(403);
  expect((await get('/api/admin/analytics?days=999', admin)).statusCode).toBe(400);
});

it('counts the spec tiles on the server and charts each day of the range', async () => {
  const perfumer = await signUp(t.app, { journey: 'perfumer' });
  const member = await signUp(t.app);
  await grantRoles(t.database, member.userId, ['brand', 'perfumer']);
  const [p] = await t.database.db
    .insert(posts)
    .values([{ authorId: perfumer.userId, content: 'Iris study' }])
    .returning();
  await t.database.db.insert(posts).values({ authorId: perfumer.userId, content: 'old', createdAt: sql`now() - interval '10 days'` });
  await t.database.db.insert(postComments).values({ postId: p.id, authorId: member.userId, content: 'Lovely' });
  await t.database.db.insert(formulaGenerations).values([{ userId: member.userId }, { userId: member.userId }]);

  const res = await get('/api/admin/analytics?days=7', admin);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  const users = (await t.database.db.execute(sql`select count(*)::int n from users`)) as unknown as { rows: { n: number }[] };
  const total = users.rows[0].n;
  // The seed may hold professionals of its own (the experts); count them as the spec defines them.
  const pros = (
    (await t.database.db.execute(
      sql`select count(distinct user_id)::int n from user_roles where role in ('perfumer', 'brand')`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0].n;
  expect(pros).toBeGreaterThanOrEqual(2);
  expect(body.totals).toEqual({
    totalUsers: total,
    professionalUsers: pros,
    freeUsers: total - pros,
    communityPosts: 2,
    communityComments: 1,
    professionalDiscussions: 0,
    discussionComments: 0,
  });
  expect(body.series).toHaveLength(7);
  const today = body.series[6];
  expect(today.day).toBe(new Date().toISOString().slice(0, 10));
  expect(today).toMatchObject({ posts: 1, comments: 1, formulas: 2 });
  expect(today.signups).toBeGreaterThanOrEqual(3);
  expect(body.series.slice(0, 6).every((d: { posts: number }) => d.posts === 0)).toBe(true);
  expect((await get('/api/admin/analytics?days=30', admin)).json().series.reduce((n: number, d: { posts: number }) => n + d.posts, 0)).toBe(
    2,
  );
  expect(body.recent[0]).toMatchObject({ kind: 'comment', postId: p.id, excerpt: 'Lovely' });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestAppWith, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { discussions, formulaGenerations, orders, postComments, posts } from '#server/db/schema';

let t: TestApp, admin: SignedUp;
beforeAll(async () => ({ t, admin } = await createTestAppWith({ admin: ['admin'] })));
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
  await t.database.db
    .insert(discussions)
    .values({ authorId: perfumer.userId, title: 'Orris butter', content: 'Where to buy?', contentHtml: '<p>Where to buy?</p>' });
  const order = (key: string, cents: number) => ({
    userId: member.userId,
    subtotalCents: cents,
    shippingCents: 0,
    totalCents: cents,
    provider: 'test',
    idempotencyKey: key,
    requestHash: key,
  });
  // Today: one order paid (12.50), and a refund (5.00) of one paid three days ago; one still unpaid.
  await t.database.db.insert(orders).values([
    { ...order('a', 1250), status: 'paid', paidAt: sql`now()` },
    { ...order('b', 500), status: 'refunded', paidAt: sql`now() - interval '3 days'`, refundedAt: sql`now()` },
    { ...order('c', 9999), status: 'pending_payment' },
  ]);

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
    professionalDiscussions: 1,
    discussionComments: 0,
  });
  expect(body.series).toHaveLength(7);
  const today = body.series[6];
  expect(today.day).toBe(new Date().toISOString().slice(0, 10));
  expect(today).toMatchObject({ posts: 1, comments: 1, discussions: 1, formulas: 2, orders: 1, revenueCents: 750 });
  expect(body.series[3]).toMatchObject({ orders: 1, revenueCents: 500 });
  expect(today.signups).toBeGreaterThanOrEqual(3);
  expect(body.series.slice(0, 6).every((d: { posts: number }) => d.posts === 0)).toBe(true);
  expect((await get('/api/admin/analytics?days=30', admin)).json().series.reduce((n: number, d: { posts: number }) => n + d.posts, 0)).toBe(
    2,
  );
  expect(body.recent[0]).toMatchObject({ kind: 'comment', postId: p.id, excerpt: 'Lovely' });
});

it('keeps the content tiles exact through hides, restores, edits and deletes, a deleted account included', async () => {
  const tiles = async () => (await get('/api/admin/analytics?days=7', admin)).json().totals;
  const before = await tiles();
  const author = await signUp(t.app, { journey: 'perfumer' });
  const made = await t.database.db
    .insert(posts)
    .values([1, 2, 3].map((i) => ({ authorId: author.userId, content: `Accord ${i}` })))
    .returning();
  await t.database.db.insert(postComments).values({ postId: made[0].id, authorId: author.userId, content: 'Mine' });
  await t.database.db.insert(discussions).values({ authorId: author.userId, title: 'T', content: 'C', contentHtml: '<p>C</p>' });
  expect(await tiles()).toMatchObject({
    communityPosts: before.communityPosts + 3,
    communityComments: before.communityComments + 1,
    professionalDiscussions: before.professionalDiscussions + 1,
  });

  await t.database.db
    .update(posts)
    .set({ hiddenAt: sql`now()` })
    .where(sql`${posts.id} = ${made[1].id}`);
  await t.database.db
    .update(posts)
    .set({ likesCount: 5 })
    .where(sql`${posts.id} = ${made[2].id}`);
  expect((await tiles()).communityPosts).toBe(before.communityPosts + 2);
  await t.database.db
    .update(posts)
    .set({ hiddenAt: null })
    .where(sql`${posts.id} = ${made[1].id}`);
  expect((await tiles()).communityPosts).toBe(before.communityPosts + 3);

  // The account goes, and its posts, comment and discussion with it (ON DELETE CASCADE).
  await t.database.db.execute(sql`delete from users where id = ${author.userId}`);
  expect(await tiles()).toMatchObject({
    communityPosts: before.communityPosts,
    communityComments: before.communityComments,
    professionalDiscussions: before.professionalDiscussions,
  });
});

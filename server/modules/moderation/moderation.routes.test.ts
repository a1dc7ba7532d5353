import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { auditLog, postComments, posts } from '#server/db/schema';

let t: TestApp;
let author: SignedUp;
let reporter: SignedUp;
let moderator: SignedUp;
let admin: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  [author, reporter, moderator, admin] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  await grantRoles(t.database, moderator.userId, ['moderator']);
  await grantRoles(t.database, admin.userId, ['admin']);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who?: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
const newPost = async (content = 'Cheap knock-offs here') =>
  (await t.database.db.insert(posts).values({ authorId: author.userId, content }).returning())[0].id;
const feedIds = async () => (await call('GET', '/api/posts?limit=100', reporter)).json().items.map((p: { id: string }) => p.id);

describe('reports', () => {
  it('members report posts and comments with a reason, once each; not their own; bad input is a 4xx', async () => {
    const postId = await newPost();
    expect((await call('POST', '/api/reports', undefined, { subjectType: 'post', subjectId: postId, reason: 'spam' })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/api/reports', reporter, { subjectType: 'post', subjectId: postId, reason: '  ' })).statusCode).toBe(400);
    expect((await call('POST', '/api/reports', reporter, { subjectType: 'discussion', subjectId: postId, reason: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await call('POST', '/api/reports', reporter, {
          subjectType: 'post',
          subjectId: '00000000-0000-4000-8000-000000000000',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/reports', author, { subjectType: 'post', subjectId: postId, reason: 'x' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/reports', reporter, { subjectType: 'post', subjectId: postId, reason: 'Counterfeit sales' })).statusCode,
    ).toBe(201);
    expect((await call('POST', '/api/reports', reporter, { subjectType: 'post', subjectId: postId, reason: 'again' })).statusCode).toBe(
      409,
    );
    const [comment] = await t.database.db.insert(postComments).values({ postId, authorId: author.userId, content: 'Buy here' }).returning();
    expect(
      (await call('POST', '/api/reports', reporter, { subjectType: 'comment', subjectId: comment.id, reason: 'spam link' })).statusCode,
    ).toBe(201);
  });

  it('the queue and decisions are for moderators and admins only (401 visitors, 403 members)', async () => {
    expect((await call('GET', '/api/moderation/reports')).statusCode).toBe(401);
    expect((await call('GET', '/api/moderation/reports', reporter)).statusCode).toBe(403);
    const some = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/moderation/reports/${some}/hide`)).statusCode).toBe(401);
    expect((await call('POST', `/api/moderation/reports/${some}/hide`, reporter)).statusCode).toBe(403);
    expect((await call('POST', `/api/moderation/reports/${some}/hide`, moderator)).statusCode).toBe(404);
    expect((await call('POST', `/api/moderation/reports/${some}/explode`, moderator)).statusCode).toBe(400);
    expect((await call('GET', '/api/moderation/reports', moderator)).statusCode).toBe(200);
    expect((await call('GET', '/api/moderation/reports', admin)).statusCode).toBe(200);
    // Moderators get the moderation queue only.
    expect((await call('GET', '/api/admin/users', moderator)).statusCode).toBe(403);
  });
});

describe('decisions', () => {
  it('hide takes a post out of the feed, restore brings it back, each in the audit log', async () => {
    const postId = await newPost('Hide me');
    await call('POST', '/api/reports', reporter, { subjectType: 'post', subjectId: postId, reason: 'Offensive' });
    const queue = (await call('GET', '/api/moderation/reports', moderator)).json().items;
    const report = queue.find((r: { subjectId: string }) => r.subjectId === postId);
    expect(report).toMatchObject({ subjectType: 'post', excerpt: 'Hide me', reason: 'Offensive', status: 'open', hidden: false });
    expect(await feedIds()).toContain(postId);

    expect((await call('POST', `/api/moderation/reports/${report.id}/hide`, moderator)).statusCode).toBe(200);
    expect(await feedIds()).not.toContain(postId);
    expect((await call('GET', '/api/moderation/reports?status=hidden', moderator)).json().items.map((r: { id: string }) => r.id)).toContain(
      report.id,
    );

    expect((await call('POST', `/api/moderation/reports/${report.id}/restore`, admin)).statusCode).toBe(200);
    expect(await feedIds()).toContain(postId);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, postId));
    expect(audit.map((a) => a.action).sort()).toEqual(['report.hide', 'report.restore']);
  });

  it('delete removes a reported comment and lowers the post count in the same transaction', async () => {
    const postId = await newPost('Has comments');
    const res = await call('POST', `/api/posts/${postId}/comments`, author, { content: 'Spam spam' });
    const commentId = res.json().id;
    await call('POST', '/api/reports', reporter, { subjectType: 'comment', subjectId: commentId, reason: 'Spam' });
    const report = (await call('GET', '/api/moderation/reports?limit=100', moderator))
      .json()
      .items.find((r: { subjectId: string }) => r.subjectId === commentId);
    expect(report).toMatchObject({ postId, excerpt: 'Spam spam' });
    expect((await call('POST', `/api/moderation/reports/${report.id}/delete`, moderator)).statusCode).toBe(200);
    expect(await t.database.db.select().from(postComments).where(eq(postComments.id, commentId))).toEqual([]);
    const [p] = await t.database.db.select().from(posts).where(eq(posts.id, postId));
    expect(p.commentsCount).toBe(0);
  });
});

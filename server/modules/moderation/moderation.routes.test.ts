import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { auditLog, discussionComments, discussions, moderationLog, postComments, posts, profiles } from '#server/db/schema';

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
  await grantRoles(t.database, author.userId, ['perfumer']);
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
      404,
    );
    expect((await call('POST', '/api/reports', reporter, { subjectType: 'thread', subjectId: postId, reason: 'x' })).statusCode).toBe(400);
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

describe('forum reports', () => {
  const newDiscussion = async (title: string) =>
    (await call('POST', '/api/discussions', author, { title, content: `${title} body`, category: 'technique' })).json().id as string;
  const listIds = async (who: SignedUp) =>
    (await call('GET', '/api/discussions?limit=50', who)).json().items.map((d: { id: string }) => d.id) as string[];
  const reportOf = async (subjectId: string, status = 'open') =>
    (await call('GET', `/api/moderation/reports?limit=100&status=${status}`, moderator))
      .json()
      .items.find((r: { subjectId: string }) => r.subjectId === subjectId);
  const techniqueCount = async () =>
    (await call('GET', '/api/discussions/categories')).json().categories.find((c: { value: string }) => c.value === 'technique')
      .count as number;
  const usernameOf = async (who: SignedUp) => (await t.database.db.select().from(profiles).where(eq(profiles.id, who.userId)))[0].username;

  it('a reported discussion is hidden from the queue with a reason, restored, each audited and in the forum log', async () => {
    const id = await newDiscussion('Fake oud supplier');
    const before = await techniqueCount();
    expect((await call('POST', '/api/reports', author, { subjectType: 'discussion', subjectId: id, reason: 'mine' })).statusCode).toBe(400);
    expect((await call('POST', '/api/reports', reporter, { subjectType: 'discussion', subjectId: id, reason: 'Scam' })).statusCode).toBe(
      201,
    );
    const report = await reportOf(id);
    expect(report).toMatchObject({
      subjectType: 'discussion',
      discussionId: id,
      postId: null,
      author: await usernameOf(author),
      reason: 'Scam',
    });
    expect(report.excerpt).toContain('Fake oud supplier');

    const hide = await call('POST', `/api/moderation/reports/${report.id}/hide`, moderator, { reason: 'Confirmed scam' });
    expect(hide.statusCode).toBe(200);
    expect(await listIds(reporter)).not.toContain(id);
    expect((await call('GET', `/api/discussions/${id}`, reporter)).statusCode).toBe(404);
    expect(await techniqueCount()).toBe(before - 1);
    expect(await reportOf(id, 'hidden')).toMatchObject({ hidden: true });
    // Once hidden, it can no longer be reported.
    expect((await call('POST', '/api/reports', admin, { subjectType: 'discussion', subjectId: id, reason: 'x' })).statusCode).toBe(404);

    expect((await call('POST', `/api/moderation/reports/${report.id}/restore`, admin)).statusCode).toBe(200);
    expect(await listIds(reporter)).toContain(id);
    expect(await techniqueCount()).toBe(before);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(['report.hide', 'report.restore']);
    expect(audit.find((a) => a.action === 'report.hide')!.details).toEqual({ reason: 'Scam', decisionReason: 'Confirmed scam' });
    const log = (await call('GET', '/api/discussions/moderation-log?limit=100', moderator))
      .json()
      .items.filter((e: { targetId: string }) => e.targetId === id);
    expect(
      log.map((e: { action: string; reason: string; moderator: { username: string } }) => [e.action, e.reason, e.moderator.username]),
    ).toEqual([
      ['unhide', 'Scam', await usernameOf(admin)],
      ['hide', 'Confirmed scam', await usernameOf(moderator)],
    ]);
  });

  it('a reported forum comment is deleted from the queue; the discussion count follows; dismiss leaves content alone', async () => {
    const id = await newDiscussion('Ambroxan dosing');
    const commentId = (await call('POST', `/api/discussions/${id}/comments`, author, { content: 'Buy my course' })).json().id as string;
    expect(
      (await call('POST', '/api/reports', reporter, { subjectType: 'discussion_comment', subjectId: commentId, reason: 'Ad' })).statusCode,
    ).toBe(201);
    const report = await reportOf(commentId);
    expect(report).toMatchObject({ subjectType: 'discussion_comment', discussionId: id, excerpt: 'Buy my course', hidden: false });
    expect((await call('POST', `/api/moderation/reports/${report.id}/delete`, moderator, { reason: 'Advertising' })).statusCode).toBe(200);
    expect(await t.database.db.select().from(discussionComments).where(eq(discussionComments.id, commentId))).toEqual([]);
    const [d] = await t.database.db.select().from(discussions).where(eq(discussions.id, id));
    expect(d.commentsCount).toBe(0);
    const [entry] = await t.database.db.select().from(moderationLog).where(eq(moderationLog.targetId, commentId));
    expect(entry).toMatchObject({ action: 'delete', targetType: 'comment', reason: 'Advertising', moderatorId: moderator.userId });

    const other = (await call('POST', `/api/discussions/${id}/comments`, author, { content: 'Fine comment' })).json().id as string;
    await call('POST', '/api/reports', reporter, { subjectType: 'discussion_comment', subjectId: other, reason: 'meh' });
    expect((await call('POST', `/api/moderation/reports/${(await reportOf(other)).id}/dismiss`, moderator)).statusCode).toBe(200);
    expect(await t.database.db.select().from(discussionComments).where(eq(discussionComments.id, other))).toHaveLength(1);
    const tooLong = await call('POST', `/api/moderation/reports/${(await reportOf(other, 'dismissed')).id}/hide`, moderator, {
      reason: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

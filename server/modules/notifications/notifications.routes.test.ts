import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '#common/messages';
import { createTestAppWith, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { inbox, posts } from '#server/db/schema';
import { notify } from './notifications.service';

let t: TestApp, admin: SignedUp;
beforeAll(async () => ({ t, admin } = await createTestAppWith({ admin: ['admin'] })));
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
const list = async (who: SignedUp, query = '') =>
  (await call('GET', `/api/inbox${query}`, who)).json().items as {
    id: string;
    type: string;
    message: string;
    read: boolean;
    link: string | null;
    actorCount: number;
    canReply: boolean;
    replyToId: string | null;
  }[];
const unread = async (who: SignedUp) => (await call('GET', '/api/inbox/unread-count', who)).json().unread as number;
const newPost = async (author: SignedUp) => {
  const [p] = await t.database.db.insert(posts).values({ authorId: author.userId, content: 'A vetiver study' }).returning();
  return p.id;
};

describe('activity notifications from follows, spritz and comments', () => {
  it('a follow notifies the followed member, linking to the follower', async () => {
    const [ana, bo] = [await signUp(t.app), await signUp(t.app)];
    expect((await call('POST', `/api/profiles/${bo.userId}/follow`, ana)).statusCode).toBe(200);
    const [n] = await list(bo);
    expect(n).toMatchObject({ type: 'follow', link: `/profile/${ana.userId}`, read: false });
    expect(n.message).toMatch(/started following you$/);
    // A repeated follow adds nothing.
    await call('POST', `/api/profiles/${bo.userId}/follow`, ana);
    expect(await unread(bo)).toBe(1);
  });

  it('groups spritz on one post: "X and 3 others spritzed your post", each liker counted once', async () => {
    const author = await signUp(t.app);
    const postId = await newPost(author);
    const likers = await Promise.all([1, 2, 3, 4].map(() => signUp(t.app)));
    for (const l of likers) expect((await call('PUT', `/api/posts/${postId}/like`, l)).statusCode).toBe(200);
    // Unlike and like again: still four people.
    await call('DELETE', `/api/posts/${postId}/like`, likers[0]);
    await call('PUT', `/api/posts/${postId}/like`, likers[0]);
    // The author's own spritz is not news.
    await call('PUT', `/api/posts/${postId}/like`, author);
    const items = await list(author);
    expect(items).toHaveLength(1);
    const latest = (await call('GET', `/api/profiles/${likers[0].userId}`, author)).json();
    expect(items[0]).toMatchObject({ type: 'post_like', actorCount: 4, link: `/community/post/${postId}` });
    expect(items[0].message).toBe(`${latest.username ?? latest.profile?.username} and 3 others spritzed your post`);
    // Once read, the next spritz starts a new group.
    await call('POST', '/api/inbox/read-all', author);
    const fifth = await signUp(t.app);
    await call('PUT', `/api/posts/${postId}/like`, fifth);
    const after = await list(author);
    expect(after).toHaveLength(2);
    expect(after[0].message).toMatch(/^\S+ spritzed your post$/);
  });

  it('a comment notifies the post author; the activity-updates setting off stops activity notifications', async () => {
    const author = await signUp(t.app);
    const postId = await newPost(author);
    const commenter = await signUp(t.app);
    expect((await call('POST', `/api/posts/${postId}/comments`, commenter, { content: 'Lovely' })).statusCode).toBe(201);
    expect((await list(author)).map((n) => n.type)).toEqual(['post_comment']);

    const quiet = await signUp(t.app);
    const settings = {
      notifications: { email: true, marketing: false, activityUpdates: false },
      privacy: { profileVisibility: 'public', shareActivity: true },
    };
    expect((await call('PUT', '/api/profiles/me/settings', quiet, settings)).statusCode).toBe(200);
    await call('POST', `/api/profiles/${quiet.userId}/follow`, commenter);
    await call('PUT', `/api/posts/${await newPost(quiet)}/like`, commenter);
    expect(await list(quiet)).toEqual([]);
  });

  it('notify() inside a rolled-back transaction leaves nothing', async () => {
    const u = await signUp(t.app);
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, {
          userId: u.userId,
          type: 'order_status',
          subjectType: 'order',
          subjectId: 'x',
          title: 'Order shipped',
          message: 'Your order is on its way',
          link: '/orders',
        });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await list(u)).toEqual([]);
  });
});

describe('the inbox', () => {
  it('filters All / Unread / Read, searches, marks one or all as read, and counts unread', async () => {
    const u = await signUp(t.app);
    // One transaction each: now() is the transaction's start, so each gets its own time. PGlite's clock ticks
    // in milliseconds, and two notices in one tick are ordered by their random ids: each waits for the next tick.
    for (const title of ['Order shipped', 'Order delivered', 'Welcome']) {
      await t.database.db.transaction((tx) =>
        notify(tx, { userId: u.userId, type: 'order_status', title, message: `${title} message`, link: '/orders' }),
      );
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(await unread(u)).toBe(3);
    const all = await list(u);
    expect(all.map((n) => n.message)).toEqual(['Welcome message', 'Order delivered message', 'Order shipped message']);
    expect((await call('POST', `/api/inbox/${all[0].id}/read`, u)).json()).toEqual({ unread: 2 });
    expect((await list(u, '?filter=read')).map((n) => n.id)).toEqual([all[0].id]);
    expect(await list(u, '?filter=unread')).toHaveLength(2);
    expect((await list(u, '?q=DELIVERED')).map((n) => n.id)).toEqual([all[1].id]);
    expect(await list(u, '?q=%25_')).toEqual([]);
    expect((await call('POST', '/api/inbox/read-all', u)).json()).toEqual({ unread: 0 });
    // Paged by cursor.
    const page = (await call('GET', '/api/inbox?limit=2', u)).json();
    expect(page.items).toHaveLength(2);
    const rest = (await call('GET', `/api/inbox?limit=2&cursor=${page.nextCursor}`, u)).json();
    expect(rest.items.map((n: { id: string }) => n.id)).toEqual([all[2].id]);
  });

  it("refuses visitors, other members' notifications and bad input, changing nothing", async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await t.database.db.transaction((tx) => notify(tx, { userId: a.userId, type: 'order_status', title: 'Mine', message: 'Mine' }));
    const [n] = await list(a);
    expect((await call('GET', '/api/inbox')).statusCode).toBe(401);
    expect((await call('GET', '/api/inbox/unread-count')).statusCode).toBe(401);
    expect((await call('POST', `/api/inbox/${n.id}/read`)).statusCode).toBe(401);
    expect((await call('POST', `/api/inbox/${n.id}/read`, b)).statusCode).toBe(404);
    expect((await call('POST', '/api/inbox/not-a-uuid/read', a)).statusCode).toBe(400);
    expect((await call('GET', '/api/inbox?filter=nonsense', a)).statusCode).toBe(400);
    expect((await call('GET', '/api/inbox?cursor=%00', a)).statusCode).toBe(400);
    expect(await unread(a)).toBe(1);
  });
});

describe('messages to the staff and replies (send-inbox-reply)', () => {
  it('an unverified member cannot message the staff: 403, and no admin inbox gets a row', async () => {
    const unverified = await signUp(t.app, { verified: false });
    const res = await call('POST', '/api/inbox/messages', unverified, { title: 'Hello', message: 'Unverified message 77' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'email_not_verified', message: MSG.verifyEmailFirst });
    expect(await list(admin, '?q=Unverified%20message%2077')).toHaveLength(0);
  });

  it("a member's message reaches every admin, an admin replies, the reply lands in the member's inbox", async () => {
    const member = await signUp(t.app);
    expect(
      (await call('POST', '/api/inbox/messages', member, { title: 'Order question', message: 'Where is my kit?' })).json().sent,
    ).toBeGreaterThanOrEqual(1);
    const [msg] = await list(admin, '?q=Where%20is%20my%20kit');
    expect(msg).toMatchObject({ type: 'member_message', canReply: true });

    expect((await call('POST', '/api/functions/send-inbox-reply', member, { notification_id: msg.id, message: 'hi' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/functions/send-inbox-reply', admin, { notification_id: msg.id, message: '   ' })).statusCode).toBe(
      400,
    );
    const res = await call('POST', '/api/functions/send-inbox-reply', admin, { notification_id: msg.id, message: 'It ships tomorrow.' });
    expect(res.statusCode).toBe(200);
    const [reply] = await list(member);
    expect(reply).toMatchObject({ type: 'admin_reply', message: 'It ships tomorrow.', replyToId: msg.id });
    const [kept] = await t.database.db.select().from(inbox).where(eq(inbox.id, msg.id));
    expect(kept).toMatchObject({ replyMessage: 'It ships tomorrow.', read: true });
  });

  it('only messages from members can be answered, and only from the own inbox', async () => {
    const other = await signUp(t.app);
    await grantRoles(t.database, other.userId, ['admin']);
    const member = await signUp(t.app);
    await call('POST', '/api/inbox/messages', member, { title: 'Q', message: 'Unique question 42' });
    const [msg] = await list(admin, '?q=Unique%20question%2042');
    const res = await call('POST', '/api/functions/send-inbox-reply', other, { notification_id: msg.id, message: 'x' });
    expect(res.statusCode).toBe(404);
    await t.database.db.transaction((tx) => notify(tx, { userId: admin.userId, type: 'order_status', title: 'System', message: 'System' }));
    const [system] = await list(admin, '?q=System');
    expect((await call('POST', '/api/functions/send-inbox-reply', admin, { notification_id: system.id, message: 'x' })).statusCode).toBe(
      403,
    );
    expect(MSG.replySent).toBe('Reply sent successfully');
  });
});

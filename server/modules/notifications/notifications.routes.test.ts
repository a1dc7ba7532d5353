import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '#common/messages';
import { createTestAppWith, grantRoles, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { MAX_STREAMS_PER_MEMBER } from '#server/lib/live-streams';
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
    // One transaction each: now() is the transaction's start, so each gets its own time.
    for (const title of ['Order shipped', 'Order delivered', 'Welcome']) {
      await t.database.db.transaction((tx) =>
        notify(tx, { userId: u.userId, type: 'order_status', title, message: `${title} message`, link: '/orders' }),
      );
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

describe('live unread count (server-sent events)', () => {
  let listening: Promise<string> | undefined;
  const serverAddress = () => (listening ??= t.app.listen({ port: 0, host: '127.0.0.1' }));

  /** Opens `who`'s inbox stream; `ended` settles with the ms from `since()` to the end of the stream. */
  async function openInboxStream(who: SignedUp) {
    const controller = new AbortController();
    const res = await fetch(`${await serverAddress()}/api/inbox/stream`, { headers: who.auth, signal: controller.signal });
    let startedAt = 0;
    const ended =
      res.status === 200
        ? (async () => {
            const reader = res.body!.getReader();
            try {
              while (!(await reader.read()).done);
            } catch {
              /* aborted by the test */
            }
            return Date.now() - startedAt;
          })()
        : Promise.resolve(-1);
    return { res, ended, since: () => void (startedAt = Date.now()), abort: () => controller.abort() };
  }
  const stillOpen = (p: Promise<number>, ms = 300) =>
    Promise.race([p.then(() => false), new Promise((r) => setTimeout(() => r(true), ms))]);

  it('ends a stream within a second of its session signing out, and leaves the member’s other sessions’ streams open', async () => {
    const me = await signUp(t.app);
    const otherDevice = await signIn(t.app, me);
    const [a, b] = [await openInboxStream(me), await openInboxStream(otherDevice)];
    try {
      expect([a.res.status, b.res.status]).toEqual([200, 200]);
      a.since();
      expect((await call('POST', '/api/auth/logout?scope=local', me)).statusCode).toBe(200);
      expect(await a.ended).toBeLessThan(1000);
      expect(await stillOpen(b.ended)).toBe(true);
    } finally {
      a.abort();
      b.abort();
    }
  });

  it('ends every stream of a member within a second of their suspension', async () => {
    const me = await signUp(t.app);
    const streams = [await openInboxStream(me), await openInboxStream(me)];
    try {
      for (const s of streams) s.since();
      expect((await call('POST', `/api/admin/users/${me.userId}/suspend`, admin)).statusCode).toBe(200);
      for (const s of streams) expect(await s.ended).toBeLessThan(1000);
    } finally {
      for (const s of streams) s.abort();
    }
  });

  it(`holds at most ${MAX_STREAMS_PER_MEMBER} open streams per member, and one more once one closes`, async () => {
    const me = await signUp(t.app);
    const streams = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) streams.push(await openInboxStream(me));
      expect(streams.map((s) => s.res.status)).toEqual(Array(MAX_STREAMS_PER_MEMBER).fill(200));
      const over = await openInboxStream(me);
      expect(over.res.status).toBe(429);
      expect((await over.res.json()).error.message).toBe(MSG.tooManyStreams);
      // Another member is not affected.
      const other = await openInboxStream(await signUp(t.app));
      streams.push(other);
      expect(other.res.status).toBe(200);
      streams[0].abort();
      await streams[0].ended;
      let again = await openInboxStream(me);
      for (let i = 0; again.res.status === 429 && i < 20; i++) {
        await new Promise((r) => setTimeout(r, 50));
        again = await openInboxStream(me);
      }
      streams.push(again);
      expect(again.res.status).toBe(200);
    } finally {
      for (const s of streams) s.abort();
    }
  });

  it('sends the count at once and again within 2 s after a follow committed', async () => {
    const [me, fan] = [await signUp(t.app), await signUp(t.app)];
    const address = await serverAddress();
    const controller = new AbortController();
    const res = await fetch(`${address}/api/inbox/stream`, { headers: me.auth, signal: controller.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextCount = async (): Promise<number> => {
      for (;;) {
        const m = /event: unread\ndata: (\{.*?\})\n\n/.exec(buffer);
        if (m) {
          buffer = buffer.slice(m.index + m[0].length);
          return JSON.parse(m[1]).unread;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
      }
    };
    try {
      expect(await nextCount()).toBe(0);
      const started = Date.now();
      await call('POST', `/api/profiles/${me.userId}/follow`, fan);
      expect(await nextCount()).toBe(1);
      expect(Date.now() - started).toBeLessThan(2000);
      const visitor = await fetch(`${address}/api/inbox/stream`);
      expect(visitor.status).toBe(401);
    } finally {
      controller.abort();
    }
  });
});

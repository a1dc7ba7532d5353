import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '#common/messages';
import { MAX_LIVE_TOPICS } from '#common/live-constants';
import { MAX_STREAMS_PER_MEMBER } from '#server/lib/live-streams';
import { postAs, setVisibility } from '#server/test/content';
import { openLive, type Frame, type LiveClient } from '#server/test/live-client';
import { createTestAppWith, grantRoles, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';

let t: TestApp, admin: SignedUp;
let address: string;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWith({ admin: ['admin'] }));
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who?: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
const live = (topics: string[], who?: SignedUp, lastEventId?: string) => openLive(address, topics, { auth: who?.auth, lastEventId });
const about = (subject: string, kind?: string) => (f: Frame) =>
  f.event === 'live' && f.data.subject === subject && (!kind || f.data.kind === kind);
const ready = (c: LiveClient) => c.next((f) => f.event === 'ready');
/** Whether `c` was ever told of `subject`. */
const told = (c: LiveClient, subject: string) => c.frames.some((f) => f.data.subject === subject);

async function comment(who: SignedUp, postId: string, content: string): Promise<string> {
  const res = await call('POST', `/api/posts/${postId}/comments`, who, { content });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('new posts and comments reach the viewers who may see them', () => {
  it("tells a member of a followed member's new post within 2 s, and never of a private author's", async () => {
    const [me, followed, hidden] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    expect((await call('POST', `/api/profiles/${followed.userId}/follow`, me)).statusCode).toBe(200);
    expect((await setVisibility(t.app, hidden, 'private')).statusCode).toBe(200);
    const [mine, visitor, staff] = [await live(['feed'], me), await live(['feed']), await live(['feed'], admin)];
    try {
      expect([mine.res.status, visitor.res.status, staff.res.status]).toEqual([200, 200, 200]);
      expect(mine.res.headers.get('content-type')).toContain('text/event-stream');
      await Promise.all([ready(mine), ready(visitor), ready(staff)]);
      // The private author's post is committed first; events go out in commit order, so once the next one
      // arrives, the first would have too.
      const secret = await postAs(t.app, hidden, 'A private accord');
      const open = await postAs(t.app, followed, 'A vetiver study');
      const event = await mine.next(about(open));
      expect(event.data).toEqual({ topic: 'feed', kind: 'post', subject: open, extra: null });
      expect(event.id).toMatch(/^\d+$/);
      await visitor.next(about(open));
      expect(told(mine, secret)).toBe(false);
      expect(told(visitor, secret)).toBe(false);
      // An admin may see everything, so is told of both.
      await staff.next(about(secret));
      await staff.next(about(open));
      // Events carry ids and what happened, never content nor the authors.
      expect(JSON.stringify(mine.frames)).not.toContain('vetiver');
      expect(JSON.stringify(mine.frames)).not.toContain(followed.userId);
    } finally {
      for (const c of [mine, visitor, staff]) c.abort();
    }
  });

  it("tells a contacts-only author's post to the people the author follows, and no one else", async () => {
    const [author, friend, stranger] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    expect((await setVisibility(t.app, author, 'contacts')).statusCode).toBe(200);
    expect((await call('POST', `/api/profiles/${friend.userId}/follow`, author)).statusCode).toBe(200);
    const [a, b] = [await live(['feed'], friend), await live(['feed'], stranger)];
    try {
      await Promise.all([ready(a), ready(b)]);
      const id = await postAs(t.app, author, 'For friends');
      const marker = await postAs(t.app, friend, 'Public after it');
      await a.next(about(id));
      await b.next(about(marker));
      expect(told(b, id)).toBe(false);
    } finally {
      a.abort();
      b.abort();
    }
  });

  it("tells an open post's viewer of new, edited and deleted comments within 2 s, and its spritz count moving", async () => {
    const [author, reader, talker, hidden] = [await signUp(t.app), await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    expect((await setVisibility(t.app, hidden, 'private')).statusCode).toBe(200);
    const postId = await postAs(t.app, author, 'Neroli and petitgrain');
    const c = await live([`post:${postId}`], reader);
    try {
      await ready(c);
      const secret = await comment(hidden, postId, 'Only I see this');
      const said = await comment(talker, postId, 'Lovely');
      expect((await c.next(about(said, 'comments'))).data.topic).toBe(`post:${postId}`);
      expect(told(c, secret)).toBe(false);
      let from = c.frames.length;
      expect((await call('DELETE', `/api/posts/${postId}/comments/${said}`, talker)).statusCode).toBe(200);
      await c.next(about(said, 'comments'), 2000, from);
      from = c.frames.length;
      expect((await call('PUT', `/api/posts/${postId}/like`, talker)).statusCode).toBe(200);
      await c.next(about(postId, 'changed'), 2000, from);
      from = c.frames.length;
      expect((await call('DELETE', `/api/posts/${postId}`, author)).statusCode).toBe(200);
      await c.next(about(postId, 'deleted'), 2000, from);
    } finally {
      c.abort();
    }
  });

  it("tells an open discussion's viewer of comments and edits, and the forum of a new discussion with its category", async () => {
    // Only professionals and staff start discussions.
    const [author, reader] = [admin, await signUp(t.app)];
    const forum = await live(['forum'], reader);
    try {
      await ready(forum);
      const res = await call('POST', '/api/discussions', author, {
        title: 'Oud substitutes',
        content: 'Which ones?',
        category: 'ingredients',
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as string;
      expect((await forum.next(about(id))).data).toEqual({ topic: 'forum', kind: 'discussion', subject: id, extra: 'ingredients' });
      const open = await live([`discussion:${id}`], reader);
      try {
        await ready(open);
        const added = await call('POST', `/api/discussions/${id}/comments`, reader, { content: 'Cypriol' });
        expect(added.statusCode, added.body).toBe(201);
        const commentId = added.json().id as string;
        await open.next(about(commentId, 'comments'));
        let from = open.frames.length;
        expect(
          (await call('PATCH', `/api/discussions/${id}/comments/${commentId}`, reader, { content: 'Cypriol, or nagarmotha' })).statusCode,
        ).toBe(200);
        await open.next(about(commentId, 'comments'), 2000, from);
        from = open.frames.length;
        expect(
          (await call('PATCH', `/api/discussions/${id}`, author, { title: 'Oud substitutes, again', content: 'Which ones?' })).statusCode,
        ).toBe(200);
        await open.next(about(id, 'changed'), 2000, from);
      } finally {
        open.abort();
      }
    } finally {
      forum.abort();
    }
  });
});

describe('resuming with Last-Event-ID', () => {
  it('sends a stream that comes back what it missed, then goes on live', async () => {
    const [me, author] = [await signUp(t.app), await signUp(t.app)];
    const first = await live(['feed'], me);
    const start = (await ready(first)).id!;
    const seen = await postAs(t.app, author, 'Before the drop');
    await first.next(about(seen));
    const lastId = first.lastId()!;
    expect(Number(lastId)).toBeGreaterThan(Number(start));
    first.abort();
    await first.ended;
    const missed = [await postAs(t.app, author, 'Missed one'), await postAs(t.app, author, 'Missed two')];
    const again = await live(['feed'], me, lastId);
    try {
      expect(again.res.status).toBe(200);
      await again.next(about(missed[1]));
      const subjects = again.frames.filter((f) => f.event === 'live').map((f) => f.data.subject);
      expect(subjects.slice(0, 2)).toEqual(missed);
      expect(subjects).not.toContain(seen);
      expect(again.frames.some((f) => f.event === 'ready')).toBe(false);
      const after = await postAs(t.app, author, 'Live again');
      await again.next(about(after));
    } finally {
      again.abort();
    }
  });

  it('resumes only with what the viewer may see, and asks a stream whose place is no longer kept to refetch', async () => {
    const [me, hidden] = [await signUp(t.app), await signUp(t.app)];
    expect((await setVisibility(t.app, hidden, 'private')).statusCode).toBe(200);
    const first = await live(['feed'], me);
    const start = (await ready(first)).id!;
    first.abort();
    const secret = await postAs(t.app, hidden, 'Still private');
    const again = await live(['feed'], me, start);
    try {
      await again.next((f) => f.event === 'live' || f.event === 'ready' || f.event === 'reset', 300).catch(() => undefined);
      expect(told(again, secret)).toBe(false);
    } finally {
      again.abort();
    }
    // Events are kept for an hour; a resume from one no longer kept cannot know what it missed.
    await t.database.db.execute(sql`delete from live_events where id <= ${Number(start) + 1}`);
    const old = await live(['feed'], me, String(Number(start) + 1));
    try {
      const reset = await old.next((f) => f.event === 'reset');
      expect(reset.id).toMatch(/^\d+$/);
    } finally {
      old.abort();
    }
  });
});

describe('the unread count on the same stream', () => {
  it('sends the count at once and again within 2 s after a follow committed, beside the feed', async () => {
    const [me, fan] = [await signUp(t.app), await signUp(t.app)];
    const c = await live(['inbox', 'feed'], me);
    try {
      expect((await c.next((f) => f.event === 'unread')).data).toEqual({ unread: 0 });
      const from = c.frames.length;
      await call('POST', `/api/profiles/${me.userId}/follow`, fan);
      expect((await c.next((f) => f.event === 'unread', 2000, from)).data).toEqual({ unread: 1 });
      // The unread count is the member's own: a visitor may not ask for it.
      const visitor = await live(['inbox']);
      expect(visitor.res.status).toBe(401);
    } finally {
      c.abort();
    }
  });
});

describe('each stream is tied to its session and bounded', () => {
  const stillOpen = (c: LiveClient, ms = 300) =>
    Promise.race([c.ended.then(() => false), new Promise((r) => setTimeout(() => r(true), ms))]);

  it('ends a stream within a second of its session signing out, and leaves the member’s other sessions’ streams open', async () => {
    const me = await signUp(t.app);
    const otherDevice = await signIn(t.app, me);
    const [a, b] = [await live(['inbox', 'feed'], me), await live(['feed'], otherDevice)];
    try {
      expect([a.res.status, b.res.status]).toEqual([200, 200]);
      const since = Date.now();
      expect((await call('POST', '/api/auth/logout?scope=local', me)).statusCode).toBe(200);
      await a.ended;
      expect(Date.now() - since).toBeLessThan(1000);
      expect(await stillOpen(b)).toBe(true);
    } finally {
      a.abort();
      b.abort();
    }
  });

  it('ends every stream of a member within a second of their suspension', async () => {
    const me = await signUp(t.app);
    const streams = [await live(['inbox'], me), await live(['feed', 'forum'], me)];
    try {
      const since = Date.now();
      expect((await call('POST', `/api/admin/users/${me.userId}/suspend`, admin)).statusCode).toBe(200);
      await Promise.all(streams.map((s) => s.ended));
      expect(Date.now() - since).toBeLessThan(1000);
    } finally {
      for (const s of streams) s.abort();
    }
  });

  it('ends an admin’s stream within a second of the role’s removal, so the reconnect sees what a member may', async () => {
    const joined = await signUp(t.app);
    await grantRoles(t.database, joined.userId, ['admin']);
    const staff = await signIn(t.app, joined);
    const stream = await live(['feed'], staff);
    try {
      await ready(stream);
      const since = Date.now();
      await t.database.db.execute(sql`delete from user_roles where user_id = ${staff.userId} and role = 'admin'`);
      await stream.ended;
      expect(Date.now() - since).toBeLessThan(1000);
      // A member's own role changing otherwise (a perfumer approved) keeps the stream.
      const member = await signUp(t.app);
      const kept = await live(['feed'], member);
      try {
        await ready(kept);
        await grantRoles(t.database, member.userId, ['perfumer']);
        expect(kept.res.status).toBe(200);
        expect(await Promise.race([kept.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('open'), 500))])).toBe('open');
      } finally {
        kept.abort();
      }
    } finally {
      stream.abort();
    }
  });

  it(`holds at most ${MAX_STREAMS_PER_MEMBER} open streams per member, and one more once one closes`, async () => {
    const me = await signUp(t.app);
    const streams: LiveClient[] = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) streams.push(await live(['inbox'], me));
      expect(streams.map((s) => s.res.status)).toEqual(Array(MAX_STREAMS_PER_MEMBER).fill(200));
      const over = await live(['feed'], me);
      expect(over.res.status).toBe(429);
      expect((await over.res.json()).error.message).toBe(MSG.tooManyStreams);
      // Another member is not affected.
      const other = await live(['inbox'], await signUp(t.app));
      streams.push(other);
      expect(other.res.status).toBe(200);
      streams[0].abort();
      await streams[0].ended;
      let again = await live(['inbox'], me);
      for (let i = 0; again.res.status === 429 && i < 20; i++) {
        await new Promise((r) => setTimeout(r, 50));
        again = await live(['inbox'], me);
      }
      streams.push(again);
      expect(again.res.status).toBe(200);
    } finally {
      for (const s of streams) s.abort();
    }
  });
});

describe('malformed requests', () => {
  it('answers a missing, unknown, oversized or hostile topic list and a bad Last-Event-ID with 400, and opens nothing', async () => {
    const me = await signUp(t.app);
    const uuid = '6f1c2a9e-0b4d-4f3e-9a57-1c2d3e4f5a6b';
    const bad = [
      '/api/live',
      '/api/live?topics=',
      '/api/live?topics=everything',
      '/api/live?topics=post:not-a-uuid',
      `/api/live?topics=${Array.from({ length: MAX_LIVE_TOPICS + 1 }, (_, i) => `post:${uuid.slice(0, -1)}${i}`).join(',')}`,
      `/api/live?topics=${'feed,'.repeat(200)}feed`,
      "/api/live?topics=feed'%20or%201=1--",
      '/api/live?topics=feed&topics=forum',
    ];
    for (const url of bad) {
      const res = await call('GET', url, me);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    for (const lastEventId of ['abc', '-1', '1'.repeat(30), '1 or 1=1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/live?topics=feed',
        headers: { ...me.auth, 'last-event-id': lastEventId },
      });
      expect(res.statusCode, lastEventId).toBe(400);
    }
  });
});

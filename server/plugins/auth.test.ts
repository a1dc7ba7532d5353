import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { multipartForm } from '#server/test/multipart';
import { syntheticPhoto } from '#server/media/test-images';
import { posts, postComments } from '#server/db/schema';

/** Issue 9 item 4: an unverified account may sign in and browse, but creating needs a verified email. */
let t: TestApp;
let unverified: SignedUp;
let verified: SignedUp;
let photo: Buffer;
let publicPost: string;

beforeAll(async () => {
  t = await createTestApp();
  unverified = await signUp(t.app, { verified: false });
  verified = await signUp(t.app);
  photo = await syntheticPhoto(64, 48);
  const f = multipartForm([{ name: 'content', value: 'a post to comment on' }]);
  publicPost = (
    await t.app.inject({ method: 'POST', url: '/api/posts', payload: f.payload, headers: { ...f.headers, ...verified.auth } })
  ).json().id;
});
afterAll(() => t.close());

const LABELS = ['a post', 'an upload', 'an avatar', 'a cover'];
const creating = () => [
  { label: 'a post', url: '/api/posts', form: multipartForm([{ name: 'content', value: 'hello' }]) },
  {
    label: 'an upload',
    url: '/api/posts/uploads',
    form: multipartForm([
      { name: 'title', value: 'T' },
      { name: 'description', value: 'D' },
      { name: 'file', filename: 'p.jpg', type: 'image/jpeg', data: photo },
    ]),
  },
  {
    label: 'an avatar',
    url: '/api/profiles/me/avatar',
    form: multipartForm([{ name: 'file', filename: 'p.jpg', type: 'image/jpeg', data: photo }]),
  },
  {
    label: 'a cover',
    url: '/api/profiles/me/cover',
    form: multipartForm([{ name: 'file', filename: 'p.jpg', type: 'image/jpeg', data: photo }]),
  },
];
const count = async () => {
  const [p] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(posts);
  const [c] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(postComments);
  return p.n + c.n;
};

describe('requireVerified', () => {
  it('an unverified account browses and signs in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/posts', headers: unverified.auth })).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: unverified.auth });
    expect(me.json().emailConfirmed).toBe(false);
  });

  it.each(LABELS)('refuses %s from an unverified account with 403, changing nothing', async (label) => {
    const c = creating().find((x) => x.label === label)!;
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: c.url,
      payload: c.form.payload,
      headers: { ...c.form.headers, ...unverified.auth },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'email_not_verified', message: 'Please verify your email address first.' });
    expect(await count()).toBe(before);
    const me = await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: unverified.auth });
    expect(me.json().avatarUrl).toBeNull();
    expect(me.json().coverImageUrl).toBeNull();
  });

  it.each(LABELS)('accepts %s from a verified account', async (label) => {
    const c = creating().find((x) => x.label === label)!;
    const res = await t.app.inject({
      method: 'POST',
      url: c.url,
      payload: c.form.payload,
      headers: { ...c.form.headers, ...verified.auth },
    });
    expect([200, 201]).toContain(res.statusCode);
  });

  it('refuses a comment from an unverified account; a signed-out one is a 401', async () => {
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${publicPost}/comments`,
      payload: { content: 'hi' },
      headers: unverified.auth,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Please verify your email address first.');
    expect((await t.app.inject({ method: 'POST', url: `/api/posts/${publicPost}/comments`, payload: { content: 'hi' } })).statusCode).toBe(
      401,
    );
    expect(await count()).toBe(before);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/posts/${publicPost}/comments`, payload: { content: 'hi' }, headers: verified.auth }))
        .statusCode,
    ).toBe(201);
  });

  it('verifying through the mailed link lifts the block at once (same access token)', async () => {
    const u = await signUp(t.app, { verified: false });
    const f = multipartForm([{ name: 'content', value: 'before' }]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/posts', payload: f.payload, headers: { ...f.headers, ...u.auth } })).statusCode,
    ).toBe(403);
    const mail = await t.database.db.execute(sql`select text from mail_outbox where "to" = ${u.email}`);
    const token = /token=([\w-]+)/.exec((mail as unknown as { rows: { text: string }[] }).rows[0].text)![1];
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify', payload: { token } })).statusCode).toBe(200);
    const g = multipartForm([{ name: 'content', value: 'after' }]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/posts', payload: g.payload, headers: { ...g.headers, ...u.auth } })).statusCode,
    ).toBe(201);
  });

  it('rate limits "Resend verification email": the sixth in a window is a 429 with Retry-After', async () => {
    const u = await signUp(t.app, { verified: false });
    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify/resend', headers: u.auth })).statusCode).toBe(200);
    const sixth = await t.app.inject({ method: 'POST', url: '/api/auth/verify/resend', headers: u.auth });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

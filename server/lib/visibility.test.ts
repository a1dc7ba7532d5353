import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { multipartForm } from '#server/test/multipart';
import { profileView } from '#server/modules/profiles/profiles.repository';

/**
 * Issue 9 item 3: every list and count obeys the profile's visibility. For each endpoint that returns
 * another user's content, a private (and a contacts-only) author's post is absent for a stranger and
 * present for the author and an admin.
 */
let t: TestApp;
let secret: SignedUp; // private profile
let friendly: SignedUp; // contacts-only profile
let contact: SignedUp; // someone `friendly` follows
let follower: SignedUp; // follows `friendly` (not a contact)
let stranger: SignedUp;
let admin: SignedUp;
let secretPost: string;
let friendlyPost: string;
let publicPost: string;
const WORD = `zebrawood${Date.now().toString(36)}`;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: SignedUp | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload: payload as object });
const post = async (who: SignedUp, content: string) => {
  const f = multipartForm([{ name: 'content', value: content }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', payload: f.payload, headers: { ...f.headers, ...who.auth } });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const setVisibility = (u: SignedUp, profileVisibility: 'public' | 'private' | 'contacts') =>
  inject('PUT', '/api/profiles/me/settings', u, {
    notifications: { email: true, marketing: false, activityUpdates: true },
    privacy: { profileVisibility, shareActivity: true },
  });

beforeAll(async () => {
  t = await createTestApp();
  [secret, friendly, contact, follower, stranger, admin] = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
  await grantRoles(t.database, admin.userId, ['admin']);
  secretPost = await post(secret, `private ${WORD} notes`);
  friendlyPost = await post(friendly, `contacts ${WORD} notes`);
  publicPost = await post(stranger, `public ${WORD} notes`);
  // Comments by the hidden authors on a public post.
  expect((await inject('POST', `/api/posts/${publicPost}/comments`, secret, { content: `secret says ${WORD}` })).statusCode).toBe(201);
  expect((await inject('POST', `/api/posts/${publicPost}/comments`, friendly, { content: `friendly says ${WORD}` })).statusCode).toBe(201);
  await inject('POST', `/api/profiles/${contact.userId}/follow`, friendly);
  await inject('POST', `/api/profiles/${friendly.userId}/follow`, follower);
  await inject('POST', `/api/profiles/${secret.userId}/follow`, follower);
  expect((await setVisibility(secret, 'private')).statusCode).toBe(200);
  expect((await setVisibility(friendly, 'contacts')).statusCode).toBe(200);
});
afterAll(() => t.close());

const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((i) => i.id);
const contents = (res: { json(): { items: { content: string }[] } }) => res.json().items.map((i) => i.content);

/** Who sees which of the three posts: [secret's, friendly's, public]. */
const cases: [string, () => SignedUp | null, boolean, boolean][] = [
  ['a visitor', () => null, false, false],
  ['a stranger', () => stranger, false, false],
  ['a follower (not a contact)', () => follower, false, false],
  ['a contact (followed by the author)', () => contact, false, true],
  ['the private author', () => secret, true, false],
  ['the contacts-only author', () => friendly, false, true],
  ['an admin', () => admin, true, true],
];

describe.each(cases)('as %s', (_label, who, seesSecret, seesFriendly) => {
  it('the feed', async () => {
    const feed = ids(await inject('GET', '/api/posts?limit=100', who()));
    expect([feed.includes(secretPost), feed.includes(friendlyPost), feed.includes(publicPost)]).toEqual([seesSecret, seesFriendly, true]);
  });

  it('search', async () => {
    const found = ids(await inject('GET', `/api/posts/search?q=${WORD}`, who()));
    expect([found.includes(secretPost), found.includes(friendlyPost), found.includes(publicPost)]).toEqual([
      seesSecret,
      seesFriendly,
      true,
    ]);
  });

  it("a post's comments, and the comments on a hidden post", async () => {
    const onPublic = contents(await inject('GET', `/api/posts/${publicPost}/comments`, who()));
    expect([onPublic.includes(`secret says ${WORD}`), onPublic.includes(`friendly says ${WORD}`)]).toEqual([seesSecret, seesFriendly]);
    expect((await inject('GET', `/api/posts/${secretPost}/comments`, who())).statusCode).toBe(seesSecret ? 200 : 404);
    expect((await inject('GET', `/api/posts/${friendlyPost}/comments`, who())).statusCode).toBe(seesFriendly ? 200 : 404);
  });

  it('profile posts', async () => {
    const a = await inject('GET', `/api/profiles/${secret.userId}/posts`, who());
    const b = await inject('GET', `/api/profiles/${friendly.userId}/posts`, who());
    expect([ids(a).includes(secretPost), ids(b).includes(friendlyPost)]).toEqual([seesSecret, seesFriendly]);
  });

  it("the profile page's read agrees", async () => {
    const viewer = who() ? { userId: who()!.userId, isAdmin: who() === admin } : null;
    const visible = async (key: string) => (await profileView(t.database.db, key, viewer, false))?.visible;
    expect([await visible(secret.userId), await visible(friendly.userId)]).toEqual([seesSecret, seesFriendly]);
  });
});

describe('acting on a hidden post is as if it did not exist', () => {
  it('spritz and comment answer 404 Post not found', async () => {
    for (const [method, url, payload] of [
      ['PUT', `/api/posts/${secretPost}/like`, undefined],
      ['POST', `/api/posts/${secretPost}/comments`, { content: 'hello?' }],
      ['PUT', `/api/posts/${friendlyPost}/like`, undefined],
    ] as const) {
      const res = await inject(method, url, stranger, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Post not found');
    }
    expect((await inject('PUT', `/api/posts/${friendlyPost}/like`, contact)).statusCode).toBe(200);
    expect((await inject('PUT', `/api/posts/${secretPost}/like`, admin)).statusCode).toBe(200);
  });
});

describe('counts', () => {
  it("the follow answer gives a hidden profile's counts only to those who may see it", async () => {
    const hidden = await inject('POST', `/api/profiles/${secret.userId}/follow`, stranger);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ following: true, followersCount: null, followingCount: null });
    const visible = await inject('POST', `/api/profiles/${friendly.userId}/follow`, contact);
    expect(visible.json()).toMatchObject({ following: true, followersCount: 2 });
    const adminView = await inject('DELETE', `/api/profiles/${secret.userId}/follow`, admin);
    expect(adminView.json()).toEqual({ following: false, followersCount: 2, followingCount: 0 });
  });
});

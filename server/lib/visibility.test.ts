import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { postAs, setVisibility as setVisibilityOf } from '#server/test/content';
import { profileView } from '#server/modules/profiles/profiles.repository';
import { sql, type SQL } from 'drizzle-orm';
import { pgBool } from '#server/db/pg-bool';
import { authorVisibleTo, seesWhatVisitorsSee } from './visibility';

/**
 * Issue 9 item 3: every list and count obeys the profile's visibility. For each endpoint that returns
 * another user's content, a private (and a contacts-only) author's post is absent for a stranger and
 * present for the author and an admin.
 */
let t: TestApp;
/** A second app on the same data whose members share visitors' pages of the feed, search and profile posts. */
let sharing: TestApp;
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
const post = (who: SignedUp, content: string) => postAs(t.app, who, content);
const setVisibility = (u: SignedUp, v: 'public' | 'private' | 'contacts') => setVisibilityOf(t.app, u, v);

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
  sharing = await createTestApp({ PUBLIC_CACHE_MS: '60000' }, { database: t.database });
});
afterAll(async () => {
  await sharing.close();
  await t.close();
});

const rows = async <R>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;
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

  it("the feed, search and profile posts where members share visitors' pages, asked twice (the second from the kept page)", async () => {
    const seen = (found: string[]) => [found.includes(secretPost), found.includes(friendlyPost), found.includes(publicPost)];
    // Each list, what this viewer sees of the three posts in it, and whether visitors see that list at all.
    const lists: [string, boolean[], boolean][] = [
      ['/api/posts?limit=12', [seesSecret, seesFriendly, true], true],
      [`/api/posts/search?q=${WORD}&limit=20`, [seesSecret, seesFriendly, true], true],
      [`/api/profiles/${secret.userId}/posts?limit=24`, [seesSecret, false, false], false],
      [`/api/profiles/${friendly.userId}/posts?limit=24`, [false, seesFriendly, false], false],
      [`/api/profiles/${stranger.userId}/posts?limit=24`, [false, false, true], true],
    ];
    for (const [url, expected, forVisitors] of lists)
      for (let i = 0; i < 2; i++) {
        const res = await sharing.app.inject({ method: 'GET', url, headers: who()?.auth ?? {} });
        expect(seen(ids(res)), `${url}, ask ${i + 1}`).toEqual(expected);
        // The follower sees what visitors see and has no post of their own: where visitors see the list, their
        // second ask is the kept answer.
        if (who() === follower && forVisitors && i === 1) expect(res.headers['x-cache'], url).toBe('shared');
        // Admins are always read for, and so is the stranger on their own profile's posts.
        if (who() === admin || (who() === stranger && url.includes(stranger.userId))) expect(res.headers['x-cache'], url).toBeUndefined();
      }
  });

  it('sees what visitors see of everyone else exactly when the rule gives them no more of anyone (seesWhatVisitorsSee)', async () => {
    const viewer = who();
    if (!viewer || viewer === admin) return;
    const [row] = await rows<{ fast: unknown; slow: unknown }>(
      sql`select ${seesWhatVisitorsSee(viewer.userId)} as fast, not exists (select 1 from profiles p where p.id <> ${viewer.userId}
        and ${authorVisibleTo({ userId: viewer.userId, isAdmin: false }, sql`p.id`)} and not ${authorVisibleTo(null, sql`p.id`)}) as slow`,
    );
    expect(pgBool(row.fast)).toBe(pgBool(row.slow));
    expect(pgBool(row.fast)).toBe(viewer !== contact);
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

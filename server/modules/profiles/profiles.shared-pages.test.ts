import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '#server/db/schema';
import { createTestApp, grantRoles, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { postAs, setVisibility as setVisibilityOf } from '#server/test/content';

/**
 * A profile's posts: members who are not its owner are answered from the visitors' page while visitors see the
 * owner, kept for PUBLIC_CACHE_MS (here a minute, so that what is shared shows), with the counts and what was
 * deleted or hidden since read fresh (ProfilesService.posts, profilePostsMemberState); the owner at once. Visitors'
 * profile page and posts are answered from the public micro-cache.
 */
let t: TestApp;
let owner: SignedUp;
let member: SignedUp;
let admin: SignedUp;

const inject = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who?: SignedUp | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload: payload as object });
const post = (who: SignedUp, content: string) => postAs(t.app, who, content);
const setVisibility = (u: SignedUp, v: 'public' | 'private' | 'contacts') => setVisibilityOf(t.app, u, v);
type Item = { id: string; likesCount: number; commentsCount: number };
const postsOf = async (of: SignedUp, who: SignedUp | null, key = of.userId, limit = 24) => {
  const res = await inject('GET', `/api/profiles/${key}/posts?limit=${limit}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Item[];
};
const ids = (list: Item[]) => list.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  [owner, member, admin] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  await grantRoles(t.database, admin.userId, ['admin']);
  admin = await signIn(t.app, admin);
});
afterAll(() => t.close());

describe("a member shares the visitors' page of a profile's posts", () => {
  let first: string;
  let second: string;

  it("is answered the kept page: the owner's newer post waits for them, not for the owner", async () => {
    first = await post(owner, 'first words');
    expect(ids(await postsOf(owner, member))).toEqual([first]);
    second = await post(owner, 'second words');
    expect(ids(await postsOf(owner, member))).toEqual([first]);
    // Read for, not shared: the owner, an admin, and a page size the client does not ask for.
    expect(ids(await postsOf(owner, owner))).toEqual([second, first]);
    expect(ids(await postsOf(owner, admin))).toEqual([second, first]);
    expect(ids(await postsOf(owner, member, owner.userId, 25))).toEqual([second, first]);
  });

  it('sees the counts as they stand at once', async () => {
    expect((await inject('PUT', `/api/posts/${first}/like`, admin)).statusCode).toBe(200);
    expect((await inject('POST', `/api/posts/${first}/comments`, admin, { content: 'lovely' })).statusCode).toBe(201);
    const kept = await postsOf(owner, member);
    expect(ids(kept)).toEqual([first]); // the kept page, without `second`
    expect(kept[0]).toMatchObject({ likesCount: 1, commentsCount: 1 });
  });

  it('members in the same state are sent the same bytes', async () => {
    const [one, two] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const ask = (who: SignedUp) => inject('GET', `/api/profiles/${owner.userId}/posts?limit=24`, who);
    const mine = await ask(one);
    const theirs = await ask(two);
    expect(theirs.headers['x-cache']).toBe('shared');
    expect(theirs.body).toBe(mine.body);
  });

  it('no longer sees a post deleted or hidden, at once (the profile named in capitals or not: one kept page)', async () => {
    const writer = await signUp(t.app);
    const written = [await post(writer, 'one'), await post(writer, 'two'), await post(writer, 'three')].reverse();
    // A page kept with all three (the key in capitals: the same profile, the same kept page), for a member who shares it.
    const key = writer.userId.toUpperCase();
    expect(ids(await postsOf(writer, member, key))).toEqual(written);
    expect((await inject('DELETE', `/api/posts/${written[0]}`, writer)).statusCode).toBe(200);
    await t.database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, written[1]));
    const reader = await signUp(t.app);
    const shown = await inject('GET', `/api/profiles/${writer.userId}/posts?limit=24`, reader);
    expect(ids(shown.json().items)).toEqual([written[2]]);
    // Still the kept page, less what went: a newer post of the writer's waits, as it does for visitors.
    await post(writer, 'four');
    expect(ids(await postsOf(writer, reader))).toEqual([written[2]]);
  });
});

describe("the shared page's cursor", () => {
  it("pages a member through a profile's posts as its owner reads them", async () => {
    const prolific = await signUp(t.app);
    for (let i = 0; i < 26; i++) await post(prolific, `note ${i}`);
    const reader = await signUp(t.app);
    const pages = async (who: SignedUp) => {
      const all: string[] = [];
      let cursor = '';
      for (;;) {
        const res = await inject('GET', `/api/profiles/${prolific.userId}/posts?limit=24${cursor}`, who);
        expect(res.statusCode).toBe(200);
        all.push(...ids(res.json().items));
        if (!res.json().nextCursor) return all;
        cursor = `&cursor=${encodeURIComponent(res.json().nextCursor)}`;
      }
    };
    const mine = await pages(prolific);
    expect(mine).toHaveLength(26);
    expect(await pages(reader)).toEqual(mine);
    // Asked again by another member: the first page from the kept one, the same.
    const again = await inject('GET', `/api/profiles/${prolific.userId}/posts?limit=24`, await signUp(t.app));
    expect(again.headers['x-cache']).toBe('shared');
    expect(ids(again.json().items)).toEqual(mine.slice(0, 24));
  });
});

describe('a profile whose owner visitors no longer see is read for each member', () => {
  it('a contacts-only owner: the member they follow sees their posts, others nothing, at once', async () => {
    const friend = await signUp(t.app);
    const [reader, stranger] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const theirs = await post(friend, 'for my contacts');
    // Kept pages first, for the reader and the stranger alike.
    expect(ids(await postsOf(friend, reader))).toEqual([theirs]);
    expect(ids(await postsOf(friend, stranger))).toEqual([theirs]);
    expect((await inject('POST', `/api/profiles/${reader.userId}/follow`, friend)).statusCode).toBe(200);
    expect((await setVisibility(friend, 'contacts')).statusCode).toBe(200);
    expect(ids(await postsOf(friend, reader))).toEqual([theirs]);
    expect(ids(await postsOf(friend, stranger))).toEqual([]);
    expect((await setVisibility(friend, 'private')).statusCode).toBe(200);
    expect(ids(await postsOf(friend, reader))).toEqual([]);
  });

  it("a profile visitors never saw is read for: its owner's contacts see its posts", async () => {
    const friend = await signUp(t.app);
    const reader = await signUp(t.app);
    expect((await setVisibility(friend, 'contacts')).statusCode).toBe(200);
    expect((await inject('POST', `/api/profiles/${reader.userId}/follow`, friend)).statusCode).toBe(200);
    const theirs = await post(friend, 'for my contacts only');
    expect(ids(await postsOf(friend, null))).toEqual([]);
    expect(ids(await postsOf(friend, reader))).toEqual([theirs]);
  });

  it('an unknown profile is 404 for members too', async () => {
    const res = await inject('GET', '/api/profiles/nobody_at_all_here/posts?limit=24', member);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('User Not Found');
  });
});

describe("visitors' profile page and posts", () => {
  it('are answered from the micro-cache after the first', async () => {
    const someone = await signUp(t.app);
    for (const url of [`/api/profiles/${someone.userId}`, `/api/profiles/${someone.userId}/posts?limit=24`]) {
      expect((await inject('GET', url, null)).headers['x-cache']).toBeUndefined();
      expect((await inject('GET', url, null)).headers['x-cache'], url).toBe('hit');
    }
  });
});

describe('members opening a profile at once', () => {
  it('are read together, each answered as the visibility rule and their follows make it theirs', async () => {
    const [keeper, contact, follower, stranger] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
    expect((await setVisibility(keeper, 'contacts')).statusCode).toBe(200);
    expect((await inject('POST', `/api/profiles/${contact.userId}/follow`, keeper)).statusCode).toBe(200);
    expect((await inject('POST', `/api/profiles/${keeper.userId}/follow`, follower)).statusCode).toBe(200);
    const username = (await inject('GET', '/api/profiles/me', keeper)).json().username as string;
    const askers = [contact, follower, stranger, keeper, contact, admin, null];
    const answers = await Promise.all(askers.map((who) => inject('GET', `/api/profiles/${username.toUpperCase()}`, who)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const [asContact, asFollower, asStranger, asKeeper, asContactAgain, asAdmin, asVisitor] = answers.map((res) => res.json());
    expect(asContact).toMatchObject({ restricted: false, isOwn: false, isFollowing: false });
    expect(asContact.profile).toMatchObject({ followersCount: 1, followingCount: 1, postsCount: 0 });
    expect(asContactAgain).toEqual(asContact);
    // The follower is not one the keeper follows: a contacts-only profile stays closed to them.
    expect(asFollower).toMatchObject({ restricted: true, profile: null, isOwn: false, isFollowing: true });
    expect(asStranger).toMatchObject({ restricted: true, profile: null, isOwn: false, isFollowing: false });
    expect(asKeeper).toMatchObject({ restricted: false, isOwn: true, isFollowing: false });
    expect(asAdmin).toMatchObject({ restricted: false, isOwn: false });
    expect(asVisitor).toMatchObject({ restricted: true, profile: null });
    // A name nobody has, asked by members at once with one that exists: not found, each alone.
    const [missing, missingAgain, found] = await Promise.all([
      inject('GET', '/api/profiles/nobody_has_this_name', contact),
      inject('GET', '/api/profiles/nobody_has_this_name', stranger),
      inject('GET', `/api/profiles/${username}`, stranger),
    ]);
    for (const res of [missing, missingAgain]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('User Not Found');
    }
    expect(found.json()).toMatchObject({ restricted: true, isFollowing: false });
  });
});

import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantRoles, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { postAs, setVisibility as setVisibilityOf } from '#server/test/content';

/**
 * Members who see what visitors see are answered the feed and search from the visitors' page, kept for
 * PUBLIC_CACHE_MS (here a minute, so that what is shared shows), with their own state read fresh beside it
 * (PostsService.page, memberStateOf). What must reach them at once does; other people's new posts wait, as
 * they do for visitors.
 */
let t: TestApp;
let author: SignedUp;
let member: SignedUp;
let admin: SignedUp;
const WORD = `oudwood${Date.now().toString(36)}`;

const inject = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, who?: SignedUp | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload: payload as object });
const post = (who: SignedUp, content: string) => postAs(t.app, who, content);
const setVisibility = (u: SignedUp, v: 'public' | 'private' | 'contacts') => setVisibilityOf(t.app, u, v);
type Item = { id: string; likesCount: number; commentsCount: number; likedByMe: boolean };
const items = async (url: string, who: SignedUp | null) => {
  const res = await inject('GET', url, who);
  expect(res.statusCode).toBe(200);
  return res.json().items as Item[];
};
const feed = (who: SignedUp | null) => items('/api/posts?limit=12', who);
const search = (who: SignedUp | null) => items(`/api/posts/search?q=${WORD}&limit=20`, who);
const ids = (list: Item[]) => list.map((i) => i.id);
/** An answer's JSON, brotli-compressed or not (below 1 KB answers are sent as they are). */
const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  JSON.parse((res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload).toString());

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  [author, member, admin] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  await grantRoles(t.database, admin.userId, ['admin']);
  admin = await signIn(t.app, admin);
});
afterAll(() => t.close());

describe("a member who sees what visitors see shares the visitors' page", () => {
  let first: string;
  let second: string;

  it("is answered the kept page: another author's newer post waits, as it does for visitors", async () => {
    first = await post(author, `first ${WORD}`);
    expect(ids(await feed(member))[0]).toBe(first);
    expect(ids(await search(member))).toEqual([first]);
    second = await post(author, `second ${WORD}`);
    expect(ids(await feed(member))[0]).toBe(first);
    expect(ids(await search(member))).toEqual([first]);
    // Read for them, not shared: an admin, and a page size the client does not ask for.
    expect(ids(await feed(admin))[0]).toBe(second);
    expect(ids(await items('/api/posts?limit=13', member))[0]).toBe(second);
  });

  it('sees their own spritz and the counts as they stand at once', async () => {
    expect((await inject('PUT', `/api/posts/${first}/like`, member)).statusCode).toBe(200);
    expect((await inject('POST', `/api/posts/${first}/comments`, admin, { content: 'lovely' })).statusCode).toBe(201);
    for (const list of [await feed(member), await search(member)])
      expect(list.find((i) => i.id === first)).toMatchObject({ likedByMe: true, likesCount: 1, commentsCount: 1 });
    // Another member's answer from the same kept page has their own spritz, not the first member's.
    const other = await signUp(t.app);
    expect((await feed(other)).find((i) => i.id === first)).toMatchObject({ likedByMe: false, likesCount: 1 });
  });

  it("still shares a search's page when a post of their own in its range does not match it", async () => {
    const third = await post(author, `third ${WORD}`);
    await post(member, 'nothing to do with it');
    expect(ids(await search(member))).not.toContain(third);
  });

  it('members in the same state of a kept page are sent the same bytes; a different state gets its own answer', async () => {
    const [one, two] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const ask = (who: SignedUp) =>
      t.app.inject({ method: 'GET', url: '/api/posts?limit=20', headers: { ...who.auth, 'accept-encoding': 'br' } });
    const first = await ask(one);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(first.headers['content-encoding']).toBe('br');
    const again = await ask(two);
    expect(again.headers['x-cache']).toBe('shared');
    expect(again.headers['content-encoding']).toBe(first.headers['content-encoding']);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // A spritz changes the counts everyone sees and this member's own state: both get answers of their own.
    const liked = decoded(first).items[0].id;
    expect((await inject('PUT', `/api/posts/${liked}/like`, two)).statusCode).toBe(200);
    const mine = await ask(two);
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(decoded(mine).items[0]).toMatchObject({ id: liked, likedByMe: true });
    const theirs = await ask(one);
    expect(theirs.headers['x-cache']).toBeUndefined();
    expect(decoded(theirs).items[0]).toMatchObject({ id: liked, likedByMe: false });
    expect((await ask(two)).headers['x-cache']).toBe('shared');
  });

  it('sees their own new post at once', async () => {
    const mine = await post(member, `mine ${WORD}`);
    expect(ids(await feed(member))[0]).toBe(mine);
    expect(ids(await search(member))).toContain(mine);
  });

  it('no longer sees a post deleted, or an author turned private, at once', async () => {
    // A member with no post of their own is answered the kept page (without `second`, posted after it was kept),
    // less the deleted post.
    const reader = await signUp(t.app);
    const kept = ids(await feed(reader));
    expect(kept).toContain(first);
    expect(kept).not.toContain(second);
    expect((await inject('DELETE', `/api/posts/${first}`, author)).statusCode).toBe(200);
    expect(ids(await feed(reader))).toEqual(kept.filter((id) => id !== first));
    expect(ids(await feed(member))).not.toContain(first);
    const another = await signUp(t.app);
    const word = `${WORD}x`;
    const theirs = await post(another, `theirs ${word}`);
    const viewer = await signUp(t.app);
    const url = `/api/posts/search?q=${word}&limit=20`;
    expect(ids(await items(url, viewer))).toEqual([theirs]);
    expect((await setVisibility(another, 'private')).statusCode).toBe(200);
    expect(ids(await items(url, viewer))).toEqual([]);
    expect(ids(await items(url, another))).toEqual([theirs]); // their own: read for them
  });
});

describe('members asking at once', () => {
  it('are read together and each answered their own state: their spritz, their own new post, what they may see', async () => {
    const other = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
    try {
      const [writer, liker, plain, poster, friend] = await Promise.all([1, 2, 3, 4, 5].map(() => signUp(other.app)));
      const ask = async (who: SignedUp | null) => {
        const res = await other.app.inject({ method: 'GET', url: '/api/posts?limit=12', headers: who?.auth ?? {} });
        expect(res.statusCode).toBe(200);
        return res.json().items as Item[];
      };
      const top = await postAs(other.app, writer, 'a public post');
      expect(ids(await ask(plain))).toEqual([top]); // the kept page
      expect((await other.app.inject({ method: 'PUT', url: `/api/posts/${top}/like`, headers: liker.auth })).statusCode).toBe(200);
      const own = await postAs(other.app, poster, 'my own post');
      // A contacts-only author who follows `plain`: their post is plain's (and theirs) only.
      expect((await setVisibilityOf(other.app, friend, 'contacts')).statusCode).toBe(200);
      const follow = await other.app.inject({ method: 'POST', url: `/api/profiles/${plain.userId}/follow`, headers: friend.auth });
      expect(follow.statusCode).toBe(200);
      const forContacts = await postAs(other.app, friend, 'for contacts');
      const [likers, plains, posters, likersAgain, friends, visitors] = await Promise.all(
        [liker, plain, poster, liker, friend, null].map(ask),
      );
      expect(likers).toEqual([expect.objectContaining({ id: top, likedByMe: true, likesCount: 1 })]);
      expect(likersAgain).toEqual(likers);
      expect(ids(posters)).toEqual([own, top]);
      expect(posters[1]).toMatchObject({ likedByMe: false, likesCount: 1 });
      expect(ids(plains)).toEqual([forContacts, own, top]);
      expect(ids(friends)).toEqual([forContacts, own, top]);
      expect(ids(visitors)).toEqual([own, top]);
    } finally {
      await other.close();
    }
  });
});

describe('a member who sees more than visitors is read for', () => {
  it("a contacts-only author's post reaches the member they follow, and only them", async () => {
    const friend = await signUp(t.app);
    const stranger = await signUp(t.app);
    const reader = await signUp(t.app);
    // Kept pages first, for the reader and a stranger alike.
    await feed(reader);
    await feed(stranger);
    expect((await setVisibility(friend, 'contacts')).statusCode).toBe(200);
    expect((await inject('POST', `/api/profiles/${reader.userId}/follow`, friend)).statusCode).toBe(200);
    const hidden = await post(friend, `for contacts ${WORD}`);
    expect(ids(await feed(reader))[0]).toBe(hidden);
    expect(ids(await search(reader))).toContain(hidden);
    expect(ids(await feed(stranger))).not.toContain(hidden);
    expect(ids(await search(stranger))).not.toContain(hidden);
    expect(ids(await feed(null))).not.toContain(hidden);
  });
});

describe("a kept page's key", () => {
  it('is what the page is read by: a cursor written with spaces and a search of other words are two pages', async () => {
    // A cursor whose JSON (padded with spaces, which JSON.parse allows) encodes to whole groups of four: base64 of
    // more spaces after a space decodes to the same cursor, so, joined with spaces, the two asks below made one key.
    let json = JSON.stringify({ t: '2999-01-01T00:00:00Z', id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' });
    while (Buffer.byteLength(json) % 3) json += ' ';
    const cursor = Buffer.from(json).toString('base64url');
    const spaced = `${cursor} ${Buffer.from('   ').toString('base64url')}`;
    const ask = (who: SignedUp, c: string, q: string) =>
      items(`/api/posts/search?q=${encodeURIComponent(q)}&limit=20&cursor=${encodeURIComponent(c)}`, who);
    const other = `${Buffer.from('   ').toString('base64url')} ${WORD}`;
    await post(author, `keyed ${WORD}`);
    const [one, two] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const first = ids(await ask(one, spaced, WORD));
    const expected = ids(await ask(admin, cursor, other)); // read for: what the second ask is
    expect(first).not.toEqual(expected);
    expect(ids(await ask(two, cursor, other))).toEqual(expected);
  });
});

describe("a member's own post as the last of a kept page, with more after it", () => {
  it('is theirs to see as it stands: the page is read for them, their edit shows at once', async () => {
    const other = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
    try {
      const [writer, owner, reader] = await Promise.all([signUp(other.app), signUp(other.app), signUp(other.app)]);
      await postAs(other.app, writer, 'the oldest');
      const mine = await postAs(other.app, owner, 'my first words');
      for (let i = 0; i < 11; i++) await postAs(other.app, writer, `newer ${i}`);
      const page = async (who: SignedUp) =>
        (await other.app.inject({ method: 'GET', url: '/api/posts?limit=12', headers: who.auth })).json() as {
          items: { id: string; content: string }[];
          nextCursor: string | null;
        };
      const kept = await page(reader);
      expect(kept.items.at(-1)!.id).toBe(mine);
      expect(kept.nextCursor).not.toBeNull();
      const edit = await other.app.inject({
        method: 'PATCH',
        url: `/api/posts/${mine}`,
        headers: owner.auth,
        payload: { content: 'my edited words' },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect((await page(owner)).items.at(-1)).toMatchObject({ id: mine, content: 'my edited words' });
    } finally {
      await other.close();
    }
  });
});

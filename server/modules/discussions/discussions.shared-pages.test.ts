import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { setVisibility } from '#server/test/content';

/**
 * Members who see what visitors see and have no discussion of their own are answered the forum list from the
 * visitors' page, kept for PUBLIC_CACHE_MS (here a minute, so that what is shared shows), with their likes, the
 * counts and what was hidden or made private since read fresh (DiscussionsService.list, memberStateOf).
 */
let t: TestApp;
let perfumer: SignedUp;
let member: SignedUp;
let moderator: SignedUp;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedUp | null, payload?: unknown) =>
  t.app.inject({ method, url: `/api/discussions${url}`, headers: who?.auth ?? {}, payload: payload as object });
const create = async (who: SignedUp, title: string) => {
  const res = await api('POST', '', who, { title, content: 'How long do you macerate a chypre?' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
type Item = { id: string; likesCount: number; commentsCount: number; views: number; likedByMe: boolean };
const list = async (who: SignedUp | null) => {
  const res = await api('GET', '?limit=10', who);
  expect(res.statusCode).toBe(200);
  return res.json().items as Item[];
};
const ids = (items: Item[]) => items.map((i) => i.id);

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '60000' });
  [perfumer, member, moderator] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  await grantRoles(t.database, perfumer.userId, ['perfumer']);
  await grantRoles(t.database, moderator.userId, ['moderator']);
});
afterAll(() => t.close());

describe('the forum list shared with members who see what visitors see', () => {
  let first: string;

  it("is the kept page, with the member's like and the counts as they stand; a moderator's is read for them", async () => {
    first = await create(perfumer, 'Maceration times');
    expect(ids(await list(member))).toEqual([first]);
    const second = await create(perfumer, 'Cold or warm?');
    expect(ids(await list(member))).toEqual([first]);
    expect(ids(await list(moderator))).toEqual([second, first]);
    expect((await api('PUT', `/${first}/like`, member)).statusCode).toBe(200);
    expect((await api('POST', `/${first}/comments`, moderator, { content: 'Six weeks at least' })).statusCode).toBe(201);
    expect((await list(member))[0]).toMatchObject({ id: first, likedByMe: true, likesCount: 1, commentsCount: 1 });
    const other = await signUp(t.app);
    expect((await list(other))[0]).toMatchObject({ id: first, likedByMe: false, likesCount: 1 });
  });

  it('no longer shows a discussion hidden, or one whose author turned private, at once', async () => {
    const res = await api('PUT', `/${first}/moderation`, moderator, { hidden: true, reason: 'off topic' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(await list(member))).toEqual([]);
    expect(ids(await list(moderator))).toContain(first);
    const another = await signUp(t.app);
    await grantRoles(t.database, another.userId, ['perfumer']);
    const theirs = await create(another, 'Absolutes');
    const popular = async () => ((await api('GET', '?limit=10&sort=popular', member)).json().items as Item[]).map((i) => i.id);
    expect(await popular()).toContain(theirs);
    expect((await setVisibility(t.app, another, 'private')).statusCode).toBe(200);
    expect(await popular()).not.toContain(theirs);
  });

  it('the author of a discussion is read for: their own new discussion at once', async () => {
    const theirs = await create(perfumer, 'Tinctures');
    expect(ids(await list(perfumer))[0]).toBe(theirs);
    expect(ids(await list(member))).not.toContain(theirs);
    expect((await setVisibility(t.app, perfumer, 'private')).statusCode).toBe(200);
    expect(ids(await list(perfumer))[0]).toBe(theirs);
  });
});

describe('a discussion as visitors see it', () => {
  let writer: SignedUp;
  beforeAll(async () => {
    writer = await signUp(t.app);
    await grantRoles(t.database, writer.userId, ['perfumer']);
  });
  const open = (id: string, userAgent: string, who: SignedUp | null = null) =>
    t.app.inject({
      method: 'GET',
      url: `/api/discussions/${id}`,
      headers: { ...(who?.auth ?? {}), 'user-agent': userAgent, 'accept-encoding': 'br' },
    });

  it('is kept for a second, each visitor still counted once a day; members and the author read it as it stands', async () => {
    const id = await create(writer, 'Kept for visitors');
    const first = await open(id, 'reader/1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, title: 'Kept for visitors', views: 1 });
    // The same visitor again: not counted again, their view still shown, the bytes already written sent again.
    const again = await open(id, 'reader/1');
    expect(again.headers['x-cache']).toBe('shared');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    // Another visitor is counted, and a member reading it as it stands finds the table holding both views and theirs.
    expect((await open(id, 'reader/2')).json().views).toBe(2);
    expect((await open(id, 'reader/3', member)).json().views).toBe(3);
    // The author's edit: read at once by members and the author, by visitors once the kept row is a second old.
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/discussions/${id}`,
      headers: writer.auth,
      payload: { title: 'Edited for all', content: 'How long do you macerate a chypre?' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await open(id, 'reader/3', member)).json().title).toBe('Edited for all');
    expect((await open(id, 'reader/1')).json().title).toBe('Kept for visitors');
  });

  it('is not found by a visitor whose view comes after it was deleted, although its row is kept', async () => {
    const id = await create(writer, 'Soon gone');
    expect((await open(id, 'early/1')).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/discussions/${id}`, headers: writer.auth });
    expect(removed.statusCode, removed.body).toBe(200);
    const late = await open(id, 'late/1');
    expect(late.statusCode).toBe(404);
    expect(late.json().error.message).toBe('Discussion not found');
    expect((await open(id, 'late/2', member)).statusCode).toBe(404);
    // The kept row is forgotten with it: the early visitor, whose view needs no write, is not answered it again.
    expect((await open(id, 'early/1')).statusCode).toBe(404);
  });

  it('counts visitors arriving at once each once, and shows the count as it stands', async () => {
    const id = await create(writer, 'Busy');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => open(id, `crowd/${i}`)));
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(Math.max(...answers.map((res) => res.json().views))).toBe(6);
    expect((await open(id, 'crowd/0')).json().views).toBe(6);
    expect((await open(id, 'crowd/7', member)).json().views).toBe(7);
  });

  it('is not found when it does not exist, for visitors as for members', async () => {
    for (const who of [null, member]) {
      const res = await open('00000000-0000-4000-8000-0000000000ff', 'reader/9', who);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Discussion not found');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCUSSION_PER_VIEWER } from '#server/modules/discussions/discussions.repository';
import { POST_PER_VIEWER } from '#server/modules/posts/posts.repository';
import { PROFILE_POST_PER_VIEWER } from '#server/modules/profiles/profiles.repository';
import { postAs } from '#server/test/content';
import { createTestApp, grantRoles, signIn, signUp, type SignedUp, type TestApp } from '#server/test/test-app';

/**
 * Each shared list's per-viewer fields (its PerViewer declaration) are every field of its items that differs from one
 * viewer to another: a member answered from the visitors' page gets the visitors' item with these written over it, so
 * a field the presenter writes per viewer but the declaration leaves out would show them the visitors' value. Read
 * with the shared pages off (every page read for its viewer), a member who acted on everything (`actAll`: a spritz, a
 * like) and one who did nothing must be answered alike but for the declared fields, and so must a visitor. A new
 * per-viewer field comes with its act in `actAll`.
 */
const WORD = `vetiver${Date.now().toString(36)}`;
let t: TestApp;
let author: SignedUp;
let active: SignedUp;
let idle: SignedUp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '0' });
  [author, active, idle] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
  await grantRoles(t.database, author.userId, ['perfumer']);
  author = await signIn(t.app, author);
  for (let i = 0; i < 3; i++) await postAs(t.app, author, `${WORD} note ${i}`);
  for (let i = 0; i < 3; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/discussions',
      headers: author.auth,
      payload: { title: `Thread ${i}`, content: `About ${WORD}` },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  await actAll(active);
});
afterAll(() => t.close());

const get = async (url: string, who: SignedUp | null) => {
  const res = await t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Record<string, unknown>[] }).items;
};

/** Everything a member can do that their own answer shows: spritz every post, like every discussion. */
async function actAll(who: SignedUp) {
  for (const post of await get('/api/posts?limit=12', null))
    expect((await t.app.inject({ method: 'PUT', url: `/api/posts/${String(post.id)}/like`, headers: who.auth })).statusCode).toBe(200);
  for (const d of await get('/api/discussions?limit=10', null)) {
    const res = await t.app.inject({ method: 'PUT', url: `/api/discussions/${String(d.id)}/like`, headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** The fields of `a`'s items whose values differ from `b`'s, item by item (by id). */
function differingKeys(a: Record<string, unknown>[], b: Record<string, unknown>[]): Set<string> {
  const byId = new Map(b.map((item) => [item.id, item]));
  const keys = new Set<string>();
  for (const item of a) {
    const other = byId.get(item.id);
    expect(other, `item ${String(item.id)} shown to one viewer only`).toBeDefined();
    for (const [k, v] of Object.entries(item)) if (JSON.stringify(v) !== JSON.stringify(other![k])) keys.add(k);
  }
  return keys;
}

describe("a shared list's per-viewer fields, declared once", () => {
  const lists = [
    { name: 'the feed', url: () => '/api/posts?limit=12', perViewer: POST_PER_VIEWER, differs: true },
    { name: 'search', url: () => `/api/posts/search?q=${WORD}&limit=20`, perViewer: POST_PER_VIEWER, differs: true },
    { name: 'the forum list', url: () => '/api/discussions?limit=10', perViewer: DISCUSSION_PER_VIEWER, differs: true },
    {
      name: "a profile's posts",
      url: () => `/api/profiles/${author.userId}/posts?limit=24`,
      perViewer: PROFILE_POST_PER_VIEWER,
      differs: false,
    },
  ];

  for (const list of lists) {
    it(`${list.name}: the fields that differ between viewers are the declared ones, and every declared one is answered`, async () => {
      const declared = Object.keys(list.perViewer);
      const [mine, theirs, visitors] = await Promise.all([get(list.url(), active), get(list.url(), idle), get(list.url(), null)]);
      expect(mine.length).toBeGreaterThan(0);
      const differing = new Set([...differingKeys(mine, theirs), ...differingKeys(mine, visitors), ...differingKeys(theirs, visitors)]);
      expect(
        [...differing].filter((k) => !declared.includes(k)),
        `${list.name}: per-viewer fields not declared`,
      ).toEqual([]);
      if (list.differs) expect(differing.size, `${list.name}: the members' acts show in their answers`).toBeGreaterThan(0);
      // The overlay writes over fields the visitors' item has: the answer's shape is the same for everyone.
      for (const item of visitors) for (const k of declared) expect(item, `${list.name}: ${k}`).toHaveProperty(k);
    });
  }
});

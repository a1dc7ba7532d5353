import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '#common/roles';
import { DISCUSSION_EXCERPT_CHARS } from '#common/forum-constants';
import { CATEGORY_VALUES, REASON_REQUIRED } from '#common/schemas/discussions';
import {
  discussionCategoryCounts,
  discussionComments,
  discussions,
  discussionViews,
  inbox,
  moderationLog,
  profiles,
  userFollows,
  users,
} from '#server/db/schema';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';

let t: TestApp;
type Who = SignedUp & { username: string };
const as: Record<'member' | 'perfumer' | 'brand' | 'moderator' | 'admin' | 'superAdmin' | 'member2' | 'unverified', Who> = {} as never;

async function user(roles: Role[], verified = true): Promise<Who> {
  const u = await signUp(t.app, { verified });
  await grantRoles(t.database, u.userId, roles);
  if (verified) await t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, u.userId));
  const [p] = await t.database.db.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, u.userId));
  return { ...u, username: p.username };
}

beforeAll(async () => {
  t = await createTestApp();
  as.member = await user([]);
  as.member2 = await user(['customer']);
  as.perfumer = await user(['perfumer']);
  as.brand = await user(['brand']);
  as.moderator = await user(['moderator']);
  as.admin = await user(['admin']);
  as.superAdmin = await user(['super_admin']);
  as.unverified = await user(['perfumer'], false);
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  who?: Who | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url: `/api/discussions${url}`, headers: { ...(who?.auth ?? {}), ...headers }, payload: payload as object });
const create = async (who: Who, body: Record<string, unknown> = {}) => {
  const res = await api('POST', '', who, { title: 'Maceration times', content: 'How long do you macerate a chypre?', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const count = async (table: typeof discussions | typeof discussionComments) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const categoryCount = async (category: string) =>
  (
    await t.database.db
      .select({ n: discussionCategoryCounts.count })
      .from(discussionCategoryCounts)
      .where(eq(discussionCategoryCounts.category, category as 'technique'))
  )[0]?.n ?? 0;
/** A discussion as a visitor sees it a second after the writes before, once the row kept for visitors has expired. */
const visitorsView = async (id: string) => {
  t.later();
  return (await api('GET', `/${id}`)).json();
};
const inboxOf = (who: Who) => t.database.db.select().from(inbox).where(eq(inbox.userId, who.userId));

describe('who may start a discussion', () => {
  it('professionals and administrators create; visitors 401; members and moderators 403 with the spec message; unverified 403', async () => {
    for (const who of [as.perfumer, as.brand, as.admin, as.superAdmin]) await create(who, { title: `by ${who.username}` });
    const visitor = await api('POST', '', null, { title: 'x', content: 'y' });
    expect(visitor.statusCode).toBe(401);
    for (const who of [as.member, as.moderator]) {
      const res = await api('POST', '', who, { title: 'x', content: 'y' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(
        "You don't have permission to create discussions. Only professionals and administrators can create discussions.",
      );
    }
    const unverified = await api('POST', '', as.unverified, { title: 'x', content: 'y' });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error.message).toBe('Please verify your email address first.');
  });

  it('validates: trimmed content, title fallback to the first line cut to 50, limits, categories, hostile text — and changes nothing on refusal', async () => {
    const fallback = await create(as.perfumer, { title: '   ', content: `${'A'.repeat(60)}\nsecond line` });
    expect(fallback.title).toBe('A'.repeat(50));
    expect(fallback.category).toBe('technique');
    const noTitle = await create(as.perfumer, { title: undefined, content: '  \n  First line here  \nmore', category: 'reviews' });
    expect(noTitle.title).toBe('First line here');
    expect(noTitle.content).toBe('First line here  \nmore');
    const before = await count(discussions);
    const bad: [Record<string, unknown>, string | RegExp][] = [
      [{ content: '   ' }, 'Content is required'],
      [{ content: undefined }, /content/i],
      [{ title: 'x'.repeat(201) }, 'Title can have at most 200 characters'],
      [{ content: 'x'.repeat(20_001) }, 'Content can have at most 20,000 characters'],
      [{ category: 'gossip' }, 'Please choose one of the categories'],
      [{ content: 'nul \u0000 byte' }, 'This text contains characters that are not allowed'],
      [{ content: 'lone \ud800 surrogate' }, 'This text contains characters that are not allowed'],
      [{ title: 'nul \u0000' }, 'This text contains characters that are not allowed'],
      [{ likesCount: 99 }, /likesCount|Unrecognized/i],
    ];
    for (const [body, message] of bad) {
      const res = await api('POST', '', as.perfumer, { title: 'ok', content: 'ok', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/discussions',
      headers: { ...as.perfumer.auth, 'content-type': 'application/json' },
      payload: '{"title": "x",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await count(discussions)).toBe(before);
  });
});

describe('reading', () => {
  it('visitors and every role read the list and the detail; unknown ids are 404 with the spec text', async () => {
    const d = await create(as.perfumer, { title: 'Readable', content: '**Bold** claim' });
    for (const who of [null, as.member, as.perfumer, as.brand, as.moderator, as.admin, as.superAdmin]) {
      const list = await api('GET', '?limit=50', who);
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((i: { id: string }) => i.id)).toContain(d.id);
      const detail = await api('GET', `/${d.id}`, who);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().contentHtml).toBe('<p><strong>Bold</strong> claim</p>\n');
      expect(detail.json().author).toMatchObject({ id: as.perfumer.userId, username: as.perfumer.username });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '%00']) {
      const res = await api('GET', `/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Discussion not found');
    }
    expect((await api('GET', `/not-a-uuid/comments`)).statusCode).toBe(404);
  });

  it('counts a view once per viewer and day (a reloading bot does not inflate it)', async () => {
    const d = await create(as.perfumer);
    for (let i = 0; i < 3; i++) await api('GET', `/${d.id}`, as.member);
    for (let i = 0; i < 3; i++) await api('GET', `/${d.id}`, null, undefined, { 'user-agent': 'bot/1.0' });
    const res = await api('GET', `/${d.id}`, as.admin);
    expect(res.json().views).toBe(3);
    const [row] = await t.database.db.select({ views: discussions.views }).from(discussions).where(eq(discussions.id, d.id));
    expect(row.views).toBe(3);
  });

  it("asks the table once a day for a viewer's views in one process; the table stays the authority; a new day counts again", async () => {
    const d = await create(as.perfumer);
    const views = async (res: Promise<{ statusCode: number; json(): { views: number } }>) => {
      const r = await res;
      expect(r.statusCode).toBe(200);
      return r.json().views;
    };
    expect(await views(api('GET', `/${d.id}`, as.member))).toBe(1);
    // The view's row taken away behind the app's back: this process remembers the view and does not ask again;
    // another process (a second app on the same database) asks the table, and counts it.
    await t.database.db.delete(discussionViews).where(eq(discussionViews.discussionId, d.id));
    expect(await views(api('GET', `/${d.id}`, as.member))).toBe(1);
    const other = await createTestApp({}, { database: t.database });
    try {
      expect(await views(other.app.inject({ method: 'GET', url: `/api/discussions/${d.id}`, headers: as.member.auth }))).toBe(2);
    } finally {
      await other.close();
    }
    // A visitor today, then tomorrow (by the app's clock, which names the day for both the memo and the table).
    const visitor = { 'user-agent': 'reader/2.0' };
    expect(await views(api('GET', `/${d.id}`, null, undefined, visitor))).toBe(3);
    expect(await views(api('GET', `/${d.id}`, null, undefined, visitor))).toBe(3);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 24 * 60 * 60 * 1000);
      expect(await views(api('GET', `/${d.id}`, null, undefined, visitor))).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pages through every sort by keyset cursor, with category and search on the server', async () => {
    const mine = await user(['perfumer']);
    const created = [];
    for (let i = 0; i < 25; i++)
      created.push(
        await create(mine, { title: `Paging ${i} zephyrwood`, content: `Paging body ${i}`, category: i % 2 ? 'trends' : 'sustainability' }),
      );
    for (const sort of ['latest', 'popular', 'active']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await api('GET', `?q=zephyrwood&sort=${sort}&limit=10${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...res.json().items.map((i: { id: string }) => i.id));
        cursor = res.json().nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(25);
      expect(new Set(seen).size).toBe(25);
    }
    const latest = await api('GET', '?q=zephyrwood&limit=3');
    expect(latest.json().items.map((i: { title: string }) => i.title)).toEqual([
      'Paging 24 zephyrwood',
      'Paging 23 zephyrwood',
      'Paging 22 zephyrwood',
    ]);
    const trends = await api('GET', '?q=zephyrwood&category=trends&limit=50');
    expect(trends.json().items).toHaveLength(12);
    expect(trends.json().items.every((i: { category: string }) => i.category === 'trends')).toBe(true);

    // Popular = likes + comments, descending; Most active = newest comment first.
    const [a, b] = [created[3], created[5]];
    await api('PUT', `/${a.id}/like`, as.member);
    await api('PUT', `/${a.id}/like`, as.member2);
    await api('POST', `/${b.id}/comments`, as.member, { content: 'first!' });
    const popular = (await api('GET', '?q=zephyrwood&sort=popular&limit=2')).json().items.map((i: { id: string }) => i.id);
    expect(popular).toEqual([a.id, b.id]);
    const active = (await api('GET', '?q=zephyrwood&sort=active&limit=1')).json().items.map((i: { id: string }) => i.id);
    expect(active).toEqual([b.id]);

    // Search: case-insensitive over title, content, a partial word, the author's name and the category label.
    expect((await api('GET', '?q=ZEPHYRWOOD&limit=50')).json().items).toHaveLength(25);
    expect((await api('GET', '?q=ephyrwo&limit=50')).json().items).toHaveLength(25);
    expect((await api('GET', `?q=${encodeURIComponent(mine.username.toUpperCase())}&limit=50`)).json().items).toHaveLength(25);
    expect((await api('GET', '?q=Sustainab&category=sustainability&limit=50')).json().items.length).toBeGreaterThanOrEqual(13);
    expect((await api('GET', '?q=body%2012')).json().items.map((i: { title: string }) => i.title)).toContain('Paging 12 zephyrwood');
    expect((await api('GET', '?q=%25%25%25')).statusCode).toBe(200);
    // Fewer than three letters in a row, which the trigram index cannot look up: two find the start of a word, one a
    // whole word. (Greek, so that no username, made of Latin letters and digits, matches.)
    const [psyche, kapsylo] = [await create(mine, { title: 'Ψυχή accord' }), await create(mine, { title: 'Καψυλο notes' })];
    const ids = async (q: string) =>
      (await api('GET', `?q=${encodeURIComponent(q)}&limit=50`)).json().items.map((i: { id: string }) => i.id) as string[];
    expect(await ids('ΨΥ')).toEqual([psyche.id]);
    expect(await ids('αψυ')).toEqual([kapsylo.id]);
    expect(await ids('ψ')).toEqual([]);
    // The author's name likewise: its first two letters find it.
    expect(await ids(mine.username.slice(0, 2).toUpperCase())).toEqual(expect.arrayContaining([psyche.id, kapsylo.id]));
    expect(await ids(mine.username.slice(1, 3))).not.toContain(psyche.id);

    // Cursors are opaque and bound to their sort: a tampered one or another sort's is a 400.
    const page = (await api('GET', '?sort=latest&limit=1')).json();
    expect((await api('GET', `?sort=popular&cursor=${page.nextCursor}`)).statusCode).toBe(400);
    expect((await api('GET', '?cursor=garbage')).statusCode).toBe(400);
    expect((await api('GET', '?sort=nonsense')).statusCode).toBe(400);
    expect((await api('GET', '?limit=0')).statusCode).toBe(400);
    expect((await api('GET', '?category=gossip')).statusCode).toBe(400);
    expect((await api('GET', `?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('category counts: all nine categories, exact after creates, moves and deletes', async () => {
    const res = await api('GET', '/categories');
    expect(res.statusCode).toBe(200);
    expect(CATEGORY_VALUES).toHaveLength(9);
    expect(res.json().categories.map((c: { value: string }) => c.value)).toEqual(CATEGORY_VALUES);
    const actual = await t.database.db
      .select({ category: discussions.category, n: sql<number>`count(*)::int` })
      .from(discussions)
      .where(sql`hidden_at is null`)
      .groupBy(discussions.category);
    for (const c of res.json().categories) expect(c.count).toBe(actual.find((a) => a.category === c.value)?.n ?? 0);
    expect(res.json().total).toBe(actual.reduce((n, a) => n + a.n, 0));
  });
});

describe("the list's preview and the edit form's text", () => {
  /** The discussion's item in the list a second after it was written, once the pages kept before have expired. */
  const itemOf = async (id: string, who: Who | null = null) => {
    t.later();
    return (await api('GET', '?limit=50', who)).json().items.find((i: { id: string }) => i.id === id);
  };

  it('a list item carries the start of the text, not the whole text nor its HTML; a short text whole', async () => {
    const short = await create(as.perfumer, { content: '**Bold** claim\n\nsecond paragraph' });
    const item = await itemOf(short.id);
    expect(item.excerpt).toBe('**Bold** claim\n\nsecond paragraph');
    expect(item.truncated).toBe(false);
    expect(item).not.toHaveProperty('content');
    expect(item).not.toHaveProperty('contentHtml');
    const exactly = 'x'.repeat(DISCUSSION_EXCERPT_CHARS);
    expect(await itemOf((await create(as.perfumer, { content: exactly })).id)).toMatchObject({ excerpt: exactly, truncated: false });
    // As many characters, of more bytes each: whole too.
    const roses = '🌹'.repeat(DISCUSSION_EXCERPT_CHARS);
    expect(await itemOf((await create(as.perfumer, { content: roses })).id)).toMatchObject({ excerpt: roses, truncated: false });
  });

  it('a long text is cut at a space within the first characters and marked truncated; a character is never split', async () => {
    const words = Array.from({ length: 300 }, (_, i) => `w${i}`).join(' ');
    const long = await create(as.perfumer, { content: words });
    const longItem = await itemOf(long.id);
    expect(longItem.truncated).toBe(true);
    const kept: string = longItem.excerpt;
    expect(kept.length).toBeLessThanOrEqual(DISCUSSION_EXCERPT_CHARS);
    expect(kept.length).toBeGreaterThan(DISCUSSION_EXCERPT_CHARS - 40);
    expect(words.startsWith(`${kept} `)).toBe(true);
    // No space near the cut: the characters as the database cut them, whole (an emoji is two UTF-16 units).
    const flowers = '🌸'.repeat(DISCUSSION_EXCERPT_CHARS + 50);
    const flowerExcerpt: string = (await itemOf((await create(as.perfumer, { content: flowers })).id)).excerpt;
    expect(flowerExcerpt).toBe('🌸'.repeat(DISCUSSION_EXCERPT_CHARS));
    // A start that ends on a line break is cut there.
    const paragraphs = `${'a'.repeat(DISCUSSION_EXCERPT_CHARS - 1)}\n${'b'.repeat(100)}`;
    expect((await itemOf((await create(as.perfumer, { content: paragraphs })).id)).excerpt).toBe('a'.repeat(DISCUSSION_EXCERPT_CHARS - 1));
    // A no-break space holds its words together: the cut is at the space before them.
    const held = `${'p'.repeat(DISCUSSION_EXCERPT_CHARS - 30)} ${'q'.repeat(20)}10\u00a0ml${'r'.repeat(4)} and more`;
    expect((await itemOf((await create(as.perfumer, { content: held })).id)).excerpt).toBe('p'.repeat(DISCUSSION_EXCERPT_CHARS - 30));
  });

  it('the author reads the whole text for the edit form, without a view counted; others may not', async () => {
    const content = `${'Long notes on ambergris tinctures. '.repeat(40)}The end.`;
    const d = await create(as.brand, { title: 'Tinctures', content, category: 'ingredients' });
    const res = await api('GET', `/${d.id}/source`, as.brand);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: d.id, title: 'Tinctures', content, category: 'ingredients' });
    expect((await t.database.db.select({ views: discussions.views }).from(discussions).where(eq(discussions.id, d.id)))[0].views).toBe(0);
    const visitor = await api('GET', `/${d.id}/source`);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('You must be logged in to edit');
    const other = await api('GET', `/${d.id}/source`, as.admin);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('You can only change your own discussions');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await api('GET', `/${id}/source`, as.brand);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Discussion not found');
    }
  });
});

describe('editing and deleting', () => {
  it('only the author edits; others 403 (moderators and admins too), visitors 401', async () => {
    const d = await create(as.brand, { category: 'business' });
    const ok = await api('PATCH', `/${d.id}`, as.brand, { title: 'Pricing a 50 ml', content: 'New body', category: 'community' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ title: 'Pricing a 50 ml', content: 'New body', category: 'community' });
    expect((await api('PATCH', `/${d.id}`, null, { title: 'x' })).statusCode).toBe(401);
    for (const who of [as.member, as.perfumer, as.moderator, as.admin, as.superAdmin]) {
      const res = await api('PATCH', `/${d.id}`, who, { title: 'hijack' });
      expect(res.statusCode).toBe(403);
    }
    expect((await api('PATCH', `/${d.id}`, as.brand, { title: '  ' })).statusCode).toBe(400);
    expect((await api('PATCH', `/${d.id}`, as.brand, {})).statusCode).toBe(400);
    expect((await api('GET', `/${d.id}`)).json().title).toBe('Pricing a 50 ml');
    // Search follows the edit: a partial word of the new text finds it, the old text does not (visitors a second later).
    const found = async (q: string) => {
      t.later();
      return (await api('GET', `?q=${encodeURIComponent(q)}&limit=50`)).json().items.some((i: { id: string }) => i.id === d.id);
    };
    expect(await found('ricing a 50')).toBe(true);
    await api('PATCH', `/${d.id}`, as.brand, { title: 'Élan of Quillwort', content: 'Brambleroot notes' });
    expect(await found('ricing a 50')).toBe(false);
    expect(await found('LAN OF QUILL')).toBe(true);
    expect(await found('élan')).toBe(true);
    expect(await found('bramblero')).toBe(true);
  });

  it('the author deletes their own; members cannot delete others; moderators, admins and super admins can, logged with the reason', async () => {
    const own = await create(as.perfumer, { category: 'reviews' });
    const before = await categoryCount('reviews');
    expect((await api('DELETE', `/${own.id}`, null)).statusCode).toBe(401);
    expect((await api('DELETE', `/${own.id}`, as.member)).statusCode).toBe(403);
    expect((await api('DELETE', `/${own.id}`, as.brand)).statusCode).toBe(403);
    expect((await api('DELETE', `/${own.id}`, as.perfumer)).statusCode).toBe(200);
    expect(await categoryCount('reviews')).toBe(before - 1);
    expect((await api('GET', `/${own.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/${own.id}`, as.perfumer)).statusCode).toBe(404);
    for (const who of [as.moderator, as.admin, as.superAdmin]) {
      const d = await create(as.perfumer);
      const res = await api('DELETE', `/${d.id}?reason=${encodeURIComponent('spam link')}`, who);
      expect(res.statusCode).toBe(200);
      const [log] = await t.database.db.select().from(moderationLog).where(eq(moderationLog.targetId, d.id));
      expect(log).toMatchObject({ moderatorId: who.userId, action: 'delete', targetType: 'discussion', reason: 'spam link' });
    }
  });

  it('moderators, admins and super admins change the category (logged, counts moved); authors and members cannot', async () => {
    const d = await create(as.perfumer, { category: 'technique' });
    for (const who of [null, as.member, as.perfumer, as.brand]) {
      const res = await api('PUT', `/${d.id}/category`, who, { category: 'trends' });
      expect(res.statusCode).toBe(who ? 403 : 401);
    }
    let from = 'technique';
    for (const [who, to] of [
      [as.moderator, 'trends'],
      [as.admin, 'community'],
      [as.superAdmin, 'ingredients'],
    ] as const) {
      const [b1, b2] = [await categoryCount(from), await categoryCount(to)];
      const res = await api('PUT', `/${d.id}/category`, who, { category: to });
      expect(res.statusCode).toBe(200);
      expect(res.json().category).toBe(to);
      expect([await categoryCount(from), await categoryCount(to)]).toEqual([b1 - 1, b2 + 1]);
      from = to;
    }
    const logs = await t.database.db
      .select()
      .from(moderationLog)
      .where(and(eq(moderationLog.targetId, d.id), eq(moderationLog.action, 'category')));
    expect(logs).toHaveLength(3);
    expect((await api('PUT', `/${d.id}/category`, as.moderator, { category: 'nope' })).statusCode).toBe(400);
  });

  it('hiding: moderators only; a hidden discussion is gone for everyone but its author and moderators', async () => {
    const d = await create(as.perfumer, { title: 'Hide me please', category: 'perfume-ideas' });
    const before = await categoryCount('perfume-ideas');
    for (const who of [as.member, as.perfumer, as.brand])
      expect((await api('PUT', `/${d.id}/moderation`, who, { hidden: true })).statusCode).toBe(403);
    expect((await api('PUT', `/${d.id}/moderation`, null, { hidden: true })).statusCode).toBe(401);
    // A moderator hides or deletes someone else's discussion only with a reason; without one nothing changes.
    for (const res of [
      await api('PUT', `/${d.id}/moderation`, as.moderator, { hidden: true }),
      await api('PUT', `/${d.id}/moderation`, as.moderator, { hidden: true, reason: '   ' }),
      await api('DELETE', `/${d.id}`, as.admin),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(REASON_REQUIRED);
    }
    expect(await categoryCount('perfume-ideas')).toBe(before);
    expect((await api('GET', `/${d.id}`)).statusCode).toBe(200);
    const hide = await api('PUT', `/${d.id}/moderation`, as.moderator, { hidden: true, reason: 'off topic' });
    expect(hide.statusCode).toBe(200);
    expect(hide.json().hidden).toBe(true);
    expect(await categoryCount('perfume-ideas')).toBe(before - 1);
    // Visitors see it gone a second later, once the row kept for them has expired; members at once.
    t.later();
    for (const who of [null, as.member, as.brand]) {
      expect((await api('GET', `/${d.id}`, who)).statusCode).toBe(404);
      expect((await api('GET', `/?q=Hide%20me%20please`, who)).json().items).toHaveLength(0);
      expect((await api('GET', `/${d.id}/comments`, who)).statusCode).toBe(404);
    }
    for (const who of [as.perfumer, as.moderator, as.admin, as.superAdmin])
      expect((await api('GET', `/${d.id}`, who)).statusCode).toBe(200);
    expect((await api('POST', `/${d.id}/comments`, as.member, { content: 'hello?' })).statusCode).toBe(404);
    await api('PUT', `/${d.id}/moderation`, as.admin, { hidden: false });
    t.later();
    expect((await api('GET', `/${d.id}`)).statusCode).toBe(200);
    expect(await categoryCount('perfume-ideas')).toBe(before);
    const logs = await t.database.db.select().from(moderationLog).where(eq(moderationLog.targetId, d.id));
    expect(logs.map((l) => [l.action, l.reason])).toEqual(
      expect.arrayContaining([
        ['hide', 'off topic'],
        ['unhide', null],
      ]),
    );
    const log = await api('GET', '/moderation-log?limit=100', as.moderator);
    expect(log.statusCode).toBe(200);
    expect(log.json().items.some((i: { targetId: string }) => i.targetId === d.id)).toBe(true);
    expect((await api('GET', '/moderation-log', as.member)).statusCode).toBe(403);
  });
});

describe('comments', () => {
  it('visitors cannot comment; members and every signed-in verified role can; validation; author-only edit and delete', async () => {
    const d = await create(as.perfumer);
    const visitor = await api('POST', `/${d.id}/comments`, null, { content: 'hi' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toBe('You must be logged in to comment');
    const unverifiedMember = await user([], false);
    expect((await api('POST', `/${d.id}/comments`, unverifiedMember, { content: 'hi' })).json().error.message).toBe(
      'Please verify your email address first.',
    );
    for (const who of [as.member, as.perfumer, as.brand, as.moderator, as.admin, as.superAdmin]) {
      const res = await api('POST', `/${d.id}/comments`, who, { content: `  from ${who.username}  ` });
      expect(res.statusCode).toBe(201);
      expect(res.json().content).toBe(`from ${who.username}`);
    }
    const before = await count(discussionComments);
    for (const content of ['   ', 'x'.repeat(5001), 'a\u0000b'])
      expect((await api('POST', `/${d.id}/comments`, as.member, { content })).statusCode).toBe(400);
    expect((await api('POST', `/00000000-0000-4000-8000-000000000000/comments`, as.member, { content: 'x' })).statusCode).toBe(404);
    expect(await count(discussionComments)).toBe(before);

    const page = await api('GET', `/${d.id}/comments?limit=4`);
    expect(page.json().items).toHaveLength(4);
    const rest = await api('GET', `/${d.id}/comments?limit=4&cursor=${page.json().nextCursor}`);
    expect(rest.json().items).toHaveLength(2);
    expect(rest.json().nextCursor).toBeNull();
    expect((await visitorsView(d.id)).commentsCount).toBe(6);

    const mine = page.json().items[0];
    expect(mine.author.id).toBe(as.member.userId);
    for (const who of [as.member2, as.perfumer, as.moderator, as.admin])
      expect((await api('PATCH', `/${d.id}/comments/${mine.id}`, who, { content: 'x' })).statusCode).toBe(403);
    const edited = await api('PATCH', `/${d.id}/comments/${mine.id}`, as.member, { content: 'edited *now*' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().contentHtml).toBe('<p>edited <em>now</em></p>\n');
    expect((await api('DELETE', `/${d.id}/comments/${mine.id}`, as.member2)).statusCode).toBe(403);
    expect((await api('DELETE', `/${d.id}/comments/${mine.id}`, as.perfumer)).statusCode).toBe(403);
    expect((await api('DELETE', `/${d.id}/comments/${mine.id}`, as.member)).statusCode).toBe(200);
    expect((await api('DELETE', `/${d.id}/comments/${mine.id}`, as.member)).statusCode).toBe(404);
    expect((await visitorsView(d.id)).commentsCount).toBe(5);

    // Moderators hide or delete anyone's comment, logged.
    const theirs = page.json().items[1];
    const noReason = await api('PUT', `/${d.id}/comments/${theirs.id}/moderation`, as.moderator, { hidden: true });
    expect(noReason.json().error.message).toBe(REASON_REQUIRED);
    expect((await api('DELETE', `/${d.id}/comments/${theirs.id}`, as.moderator)).statusCode).toBe(400);
    expect((await visitorsView(d.id)).commentsCount).toBe(5);
    const hidden = await api('PUT', `/${d.id}/comments/${theirs.id}/moderation`, as.moderator, { hidden: true, reason: 'rude' });
    expect(hidden.statusCode).toBe(200);
    expect((await api('PUT', `/${d.id}/comments/${theirs.id}/moderation`, as.member, { hidden: true })).statusCode).toBe(403);
    expect((await api('GET', `/${d.id}/comments?limit=50`, as.member)).json().items.map((c: { id: string }) => c.id)).not.toContain(
      theirs.id,
    );
    expect((await api('GET', `/${d.id}/comments?limit=50`, as.moderator)).json().items.map((c: { id: string }) => c.id)).toContain(
      theirs.id,
    );
    expect((await visitorsView(d.id)).commentsCount).toBe(4);
    const third = page.json().items[2];
    expect((await api('DELETE', `/${d.id}/comments/${third.id}?reason=spam`, as.superAdmin)).statusCode).toBe(200);
    const [log] = await t.database.db.select().from(moderationLog).where(eq(moderationLog.targetId, third.id));
    expect(log).toMatchObject({ action: 'delete', targetType: 'comment', reason: 'spam', moderatorId: as.superAdmin.userId });
    // A comment id under another discussion is not found.
    const other = await create(as.perfumer);
    expect((await api('DELETE', `/${other.id}/comments/${page.json().items[3].id}`, as.admin)).statusCode).toBe(404);
  });

  it('likes: members toggle one like each, visitors 401, exact counts', async () => {
    const d = await create(as.perfumer);
    expect((await api('PUT', `/${d.id}/like`, null)).statusCode).toBe(401);
    expect((await api('PUT', `/${d.id}/like`, as.member)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await api('PUT', `/${d.id}/like`, as.member)).json()).toEqual({ liked: true, likesCount: 1 });
    expect((await api('PUT', `/${d.id}/like`, as.admin)).json()).toEqual({ liked: true, likesCount: 2 });
    expect((await api('GET', `/${d.id}`, as.member)).json()).toMatchObject({ likedByMe: true, likesCount: 2 });
    expect((await api('DELETE', `/${d.id}/like`, as.member)).json()).toEqual({ liked: false, likesCount: 1 });
    expect((await api('DELETE', `/${d.id}/like`, as.member)).json()).toEqual({ liked: false, likesCount: 1 });
    expect((await api('PUT', `/00000000-0000-4000-8000-000000000000/like`, as.member)).statusCode).toBe(404);
  });
});

describe('mentions and notifications', () => {
  it('notifies the author of a comment, mentioned and quoted users — once per event, never for one’s own actions', async () => {
    const author = await user(['perfumer']);
    const quotedUser = await user([]);
    const mentioned = await user([]);
    const d = await create(author, { title: 'Oud sourcing', content: `Thoughts, @${mentioned.username}?` });
    const mentionLink = `<a href="/${mentioned.username}" class="mention" rel="nofollow ugc noopener">@${mentioned.username}</a>`;
    expect(d.contentHtml).toContain(mentionLink);
    expect((await inboxOf(mentioned)).map((n) => n.type)).toEqual(['discussion_mention']);
    // Editing the discussion again with the same mention does not notify twice.
    await api('PATCH', `/${d.id}`, author, { content: `Thoughts again, @${mentioned.username}?` });
    expect(await inboxOf(mentioned)).toHaveLength(1);

    // The author comments on their own discussion: nobody is notified of it.
    await api('POST', `/${d.id}/comments`, author, { content: 'I start: Cambodian oud is rare.' });
    expect(await inboxOf(author)).toHaveLength(0);

    const q = await api('POST', `/${d.id}/comments`, quotedUser, { content: 'Laotian is easier to find.' });
    expect((await inboxOf(author)).map((n) => n.type)).toEqual(['discussion_comment']);

    const reply = await api('POST', `/${d.id}/comments`, as.member, {
      content: `> @${quotedUser.username} wrote:\n> Laotian is easier to find.\n\nAgreed, and @${mentioned.username} and @${as.member.username} and @${author.username} too.`,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().contentHtml).toContain('<blockquote>');
    expect(reply.json().contentHtml).toContain(mentionLink);
    const quotedInbox = await inboxOf(quotedUser);
    expect(quotedInbox.map((n) => n.type)).toEqual(['discussion_quote']);
    expect(quotedInbox[0].data).toMatchObject({ discussion_id: d.id, comment_id: reply.json().id });
    // The notification opens the discussion at the comment.
    expect(quotedInbox[0].link).toBe(`/discussion/${d.id}#comment-${reply.json().id}`);
    expect((await inboxOf(mentioned)).map((n) => n.type).sort()).toEqual(['discussion_mention', 'discussion_mention']);
    // The author is mentioned and is the discussion's author: one notification for the comment, not two.
    expect((await inboxOf(author)).filter((n) => (n.data as { comment_id?: string }).comment_id === reply.json().id)).toHaveLength(1);
    expect(await inboxOf(as.member)).toHaveLength(0);

    // Editing the comment (a retry of the same event) notifies nobody again.
    await api('PATCH', `/${d.id}/comments/${reply.json().id}`, as.member, {
      content: `Agreed, @${mentioned.username}, @${quotedUser.username}.`,
    });
    expect(await inboxOf(mentioned)).toHaveLength(2);
    expect(await inboxOf(quotedUser)).toHaveLength(1);
    // The signed-in inbox lists them.
    const list = await t.app.inject({ method: 'GET', url: '/api/inbox', headers: quotedUser.auth });
    expect(list.json().items[0].type).toBe('discussion_quote');
    expect(q.statusCode).toBe(201);
  });
});

describe('visibility of authors', () => {
  it('a private author’s discussions are seen only by them and admins; contacts by the people the author follows', async () => {
    const secret = await user(['perfumer']);
    const d = await create(secret, { title: 'Private musings kyphi' });
    const setVisibility = (v: 'private' | 'contacts') =>
      t.database.db
        .update(profiles)
        .set({
          settings: sql`jsonb_set(coalesce(settings, '{}'::jsonb), '{privacy}', ${JSON.stringify({ profileVisibility: v, shareActivity: false })}::jsonb)`,
        })
        .where(eq(profiles.id, secret.userId));
    await setVisibility('private');
    for (const who of [null, as.member, as.moderator]) {
      expect((await api('GET', `/${d.id}`, who)).statusCode).toBe(404);
      expect((await api('GET', '?q=kyphi', who)).json().items).toHaveLength(0);
    }
    for (const who of [secret, as.admin, as.superAdmin]) expect((await api('GET', '?q=kyphi', who)).json().items).toHaveLength(1);
    await setVisibility('contacts');
    expect((await api('GET', `/${d.id}`, as.member2)).statusCode).toBe(404);
    await t.database.db.insert(userFollows).values({ followerId: secret.userId, followingId: as.member2.userId });
    expect((await api('GET', `/${d.id}`, as.member2)).statusCode).toBe(200);
    expect((await api('GET', `/${d.id}`, null)).statusCode).toBe(404);
  });

  it('category counts follow the same rule: each viewer counts only the discussions their lists show', async () => {
    const quiet = await user(['perfumer']);
    await create(quiet, { title: 'Refill stations', category: 'sustainability' });
    await create(quiet, { title: 'Upcycled glass', category: 'sustainability' });
    await create(as.perfumer, { title: 'Biodegradable musks', category: 'sustainability' });
    // What the viewer sees a second after the writes before (visitors' lists are kept until then).
    const seen = async (who: Who | null) => {
      t.later();
      const body = (await api('GET', '/categories', who)).json() as { total: number; categories: { value: string; count: number }[] };
      const listed = (await api('GET', '?category=sustainability&limit=50', who)).json().items.length as number;
      return { count: body.categories.find((c) => c.value === 'sustainability')!.count, total: body.total, listed };
    };
    const all = await seen(as.admin);
    expect(all.count).toBe(all.listed);
    const visitorBefore = await seen(null);
    expect(visitorBefore.count).toBe(all.count);
    await t.database.db
      .update(profiles)
      .set({
        settings: sql`jsonb_set(coalesce(settings, '{}'::jsonb), '{privacy}', '{"profileVisibility":"contacts","shareActivity":false}'::jsonb)`,
      })
      .where(eq(profiles.id, quiet.userId));
    for (const who of [null, as.member, as.moderator, as.member2]) {
      const s = await seen(who);
      expect(s).toMatchObject({ count: all.count - 2, listed: all.count - 2 });
    }
    for (const who of [quiet, as.admin, as.superAdmin]) expect((await seen(who)).count).toBe(all.count);
    // The author follows member2: member2 is a contact and counts them again; a visitor still does not.
    await t.database.db.insert(userFollows).values({ followerId: quiet.userId, followingId: as.member2.userId });
    expect(await seen(as.member2)).toMatchObject({ count: all.count, listed: all.count });
    expect(await seen(null)).toMatchObject({ count: all.count - 2, total: visitorBefore.total - 2 });
  });
});

describe('preview', () => {
  it('renders the editor preview with the same sanitiser, for signed-in users', async () => {
    const res = await api('POST', '/preview', as.member, { content: '# Hi <script>x</script>' });
    expect(res.json().html).toBe('<h1>Hi &lt;script&gt;x&lt;/script&gt;</h1>\n');
    expect((await api('POST', '/preview', null, { content: 'x' })).statusCode).toBe(401);
  });

  it('renders @mentions of real users as profile links, exactly as the saved discussion will', async () => {
    const content = `Ask @${as.perfumer.username} about it, not @nobody_by_that_name.`;
    const preview = (await api('POST', '/preview', as.member, { content })).json().html as string;
    expect(preview).toContain(`href="/${as.perfumer.username}"`);
    const saved = await api('POST', '', as.brand, { title: 'Mention preview', content });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().contentHtml).toBe(preview);
  });
});

describe('counts under concurrent writers', () => {
  it('comments, likes, views and category counts stay exact when requests race', async () => {
    const d = await create(as.perfumer, { category: 'scent-families' });
    const likers = await Promise.all(Array.from({ length: 8 }, () => user([])));
    await Promise.all([
      ...likers.map((u) => api('PUT', `/${d.id}/like`, u)),
      ...likers.map((u) => api('PUT', `/${d.id}/like`, u)),
      ...likers.map((u, i) => api('POST', `/${d.id}/comments`, u, { content: `race ${i}` })),
      ...likers.map((u) => api('GET', `/${d.id}`, u)),
      ...likers.map((u) => api('GET', `/${d.id}`, u)),
    ]);
    await Promise.all(likers.slice(0, 3).map((u) => api('DELETE', `/${d.id}/like`, u)));
    const [row] = await t.database.db.select().from(discussions).where(eq(discussions.id, d.id));
    expect(row).toMatchObject({ likesCount: 5, commentsCount: 8, views: 8 });

    // Racing category moves, hides and deletes leave the per-category counts equal to the rows.
    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => create(as.perfumer, { title: `race ${i}`, category: 'trends' })));
    await Promise.all([
      ...many.map((m) => api('PUT', `/${m.id}/category`, as.moderator, { category: 'business' })),
      ...many.map((m) => api('PUT', `/${m.id}/category`, as.admin, { category: 'community' })),
      ...many.slice(0, 3).map((m) => api('PUT', `/${m.id}/moderation`, as.moderator, { hidden: true, reason: 'off topic' })),
      ...many.slice(2, 5).map((m) => api('DELETE', `/${m.id}`, as.perfumer)),
    ]);
    const counts = (await api('GET', '/categories', as.admin)).json().categories as { value: string; count: number }[];
    const actual = await t.database.db
      .select({ category: discussions.category, n: sql<number>`count(*)::int` })
      .from(discussions)
      .where(sql`hidden_at is null`)
      .groupBy(discussions.category);
    for (const c of counts) expect(c.count, c.value).toBe(actual.find((a) => a.category === c.value)?.n ?? 0);
  });
});

describe('every endpoint, every role', () => {
  type RoleName = 'visitor' | 'member' | 'perfumer' | 'brand' | 'moderator' | 'admin' | 'superAdmin';
  const ROLES: RoleName[] = ['visitor', 'member', 'perfumer', 'brand', 'moderator', 'admin', 'superAdmin'];
  const who = (r: RoleName) => (r === 'visitor' ? null : as[r]);
  /** Expected status per role: [visitor, member, perfumer, brand, moderator, admin, superAdmin]. */
  const everyone = [200, 200, 200, 200, 200, 200, 200];
  const signedIn = (ok: number) => [401, ok, ok, ok, ok, ok, ok];
  const moderators = (ok: number) => [401, 403, 403, 403, ok, ok, ok];
  const professionals = [401, 403, 201, 201, 403, 201, 201];
  const nobodyElse = [401, 403, 403, 403, 403, 403, 403];

  it('answers each role as the rules say (on someone else’s discussion and comment)', async () => {
    const owner = await user(['perfumer']);
    const commenter = await user([]);
    const fresh = async () => {
      const d = await create(owner);
      const c = (await api('POST', `/${d.id}/comments`, commenter, { content: 'a comment' })).json();
      return { d: d.id as string, c: c.id as string };
    };
    const cases: [string, number[], (ids: { d: string; c: string }, r: Who | null) => ReturnType<typeof api>][] = [
      ['GET list', everyone, (_i, r) => api('GET', '?limit=5', r)],
      ['GET categories', everyone, (_i, r) => api('GET', '/categories', r)],
      ['GET detail', everyone, (i, r) => api('GET', `/${i.d}`, r)],
      ['GET comments', everyone, (i, r) => api('GET', `/${i.d}/comments`, r)],
      ['POST discussion', professionals, (_i, r) => api('POST', '', r, { title: 'Matrix', content: 'body' })],
      ['GET source', nobodyElse, (i, r) => api('GET', `/${i.d}/source`, r)],
      ['PATCH discussion', nobodyElse, (i, r) => api('PATCH', `/${i.d}`, r, { title: 'x' })],
      ['DELETE discussion', moderators(200), (i, r) => api('DELETE', `/${i.d}?reason=spam`, r)],
      ['PUT category', moderators(200), (i, r) => api('PUT', `/${i.d}/category`, r, { category: 'reviews' })],
      ['PUT moderation', moderators(200), (i, r) => api('PUT', `/${i.d}/moderation`, r, { hidden: true, reason: 'spam' })],
      ['PUT like', signedIn(200), (i, r) => api('PUT', `/${i.d}/like`, r)],
      ['DELETE like', signedIn(200), (i, r) => api('DELETE', `/${i.d}/like`, r)],
      ['POST comment', signedIn(201), (i, r) => api('POST', `/${i.d}/comments`, r, { content: 'hi' })],
      ['PATCH comment', nobodyElse, (i, r) => api('PATCH', `/${i.d}/comments/${i.c}`, r, { content: 'x' })],
      ['DELETE comment', moderators(200), (i, r) => api('DELETE', `/${i.d}/comments/${i.c}?reason=spam`, r)],
      [
        'PUT comment moderation',
        moderators(200),
        (i, r) => api('PUT', `/${i.d}/comments/${i.c}/moderation`, r, { hidden: true, reason: 'rude' }),
      ],
      ['GET moderation log', moderators(200), (_i, r) => api('GET', '/moderation-log', r)],
      ['POST preview', signedIn(200), (_i, r) => api('POST', '/preview', r, { content: '*x*' })],
    ];
    const failures: string[] = [];
    for (const [name, expected, run] of cases) {
      for (const [i, role] of ROLES.entries()) {
        const res = await run(await fresh(), who(role));
        if (res.statusCode !== expected[i])
          failures.push(`${name} as ${role}: ${res.statusCode}, expected ${expected[i]} (${res.body.slice(0, 120)})`);
      }
    }
    expect(failures).toEqual([]);
    // And the owner may do what others may not.
    const mine = await fresh();
    expect((await api('GET', `/${mine.d}/source`, owner)).statusCode).toBe(200);
    expect((await api('PATCH', `/${mine.d}`, owner, { title: 'mine' })).statusCode).toBe(200);
    expect((await api('PATCH', `/${mine.d}/comments/${mine.c}`, commenter, { content: 'mine' })).statusCode).toBe(200);
    expect((await api('DELETE', `/${mine.d}/comments/${mine.c}`, commenter)).statusCode).toBe(200);
    expect((await api('DELETE', `/${mine.d}`, owner)).statusCode).toBe(200);
  });
});

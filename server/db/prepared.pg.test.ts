import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Executor } from '#server/db/client';
import { listPosts, memberStateOf, searchPosts, type Viewer } from '#server/modules/posts/posts.repository';
import { profilePosts, profileView, type ProfileViewer } from '#server/modules/profiles/profiles.repository';
import { createTestApp, currentDatabaseUrl, openTestDatabase, signUp, type SignedUp, type TestApp } from '#server/test/test-app';

// PostgreSQL's planner (the PostgreSQL pass only): prepared.test.ts checks the pages themselves on both drivers.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('preparedPage on PostgreSQL', () => {
  it("lets PostgreSQL keep one plan for the member's feed instead of planning every request again", async () => {
    const viewer = { userId: '00000000-0000-4000-8000-000000000001', isAdmin: false } as Parameters<typeof listPosts>[1];
    // One connection (a transaction) so that its prepared statements can be read back.
    const plans = await database.db.transaction(async (tx) => {
      for (let i = 0; i < 8; i++) {
        await listPosts(tx, viewer, 12);
        await listPosts(tx, viewer, 7);
      }
      const result = await tx.execute(
        sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name like 'feed_first_member%' order by name`,
      );
      return (result as unknown as { rows: { name: string; generic: number; custom: number }[] }).rows;
    });
    expect(plans.map((p) => p.name)).toEqual(['feed_first_member', 'feed_first_member_12']);
    const [bound, written] = plans;
    // The size written in: five custom plans, then the generic one for every later execution.
    expect(written).toMatchObject({ custom: 5, generic: 3 });
    // A bound limit (a size the client does not use) keeps the statement, planned on each execution.
    expect(bound.generic + bound.custom).toBe(8);
  });

  it("keeps one plan for the members' state of a shared page, however many members ask at once", async () => {
    const members = ['1', '2', '3'].map((n) => `00000000-0000-4000-8000-00000000000${n}`);
    const ids = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
    const plans = await database.db.transaction(async (tx) => {
      // One member, then two, then three at once: each a single execution (readForMember), for one to three members.
      for (let i = 0; i < 8; i++) {
        const states = await Promise.all(members.slice(0, 1 + (i % 3)).map((m) => memberStateOf(tx, m, ids, undefined, undefined)));
        for (const state of states) expect(state).toEqual({ shared: true, items: new Map() });
      }
      const result = await tx.execute(
        sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'post_member_state_feed'`,
      );
      return (result as unknown as { rows: { name: string; generic: number; custom: number }[] }).rows;
    });
    expect(plans).toEqual([{ name: 'post_member_state_feed', custom: 5, generic: 3 }]);
  });

  it("lets PostgreSQL keep one plan for each step of a member's search, whatever the words", async () => {
    const viewer = { userId: '00000000-0000-4000-8000-000000000001', isAdmin: false } as Parameters<typeof searchPosts>[1];
    const plans = await database.db.transaction(async (tx) => {
      for (const q of ['bergamot', 'neroli', 'oud', 'iris', 'vetiver', 'rose', 'musk', 'amber'])
        await searchPosts(tx, viewer, q, 20, undefined);
      const result = await tx.execute(
        sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
          where name like 'search_%_member_first_20' order by name`,
      );
      return (result as unknown as { rows: { name: string; generic: number; custom: number }[] }).rows;
    });
    // No post matches, so every search asks the text indexes too (step 2).
    expect(plans).toEqual([
      { name: 'search_older_word_member_first_20', custom: 5, generic: 3 },
      { name: 'search_recent_word_member_first_20', custom: 5, generic: 3 },
    ]);
  });

  it('asks the text indexes alone for words of fewer matches than a page a moment ago, for the same kind of viewer', async () => {
    const member = { userId: '00000000-0000-4000-8000-000000000001', isAdmin: false } as Parameters<typeof searchPosts>[1];
    const executions = await database.db.transaction(async (tx) => {
      const [author] = (
        (await tx.execute(sql`insert into users (email, password_hash) values ('rare@plan.test', 'x') returning id`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows;
      await tx.execute(sql`insert into profiles (id, username) values (${author.id}, 'rare_words')`);
      // Newest first: one match of a rare word, thirty of a common one, 2,000 fillers, then 25 matches of a word
      // missing from the newest 2,000 posts but common among the older ones.
      await tx.execute(sql`insert into posts (author_id, content) values (${author.id}, 'one davanawort')`);
      await tx.execute(sql`insert into posts (author_id, content, created_at)
        select ${author.id}::uuid, 'tonkabean ' || i, now() - make_interval(secs => i) from generate_series(1, 30) i`);
      await tx.execute(sql`insert into posts (author_id, content, created_at)
        select ${author.id}::uuid, 'filler ' || i, now() - interval '1 day' - make_interval(secs => i) from generate_series(1, 2000) i`);
      await tx.execute(sql`insert into posts (author_id, content, created_at)
        select ${author.id}::uuid, 'oldmossword ' || i, now() - interval '1 year' - make_interval(secs => i) from generate_series(1, 25) i`);
      // Executions of each search statement on this connection (an earlier test's included), before and after.
      const executionsOf = async () => {
        const result = await tx.execute(
          sql`select name, (generic_plans + custom_plans)::int as n from pg_prepared_statements where name like 'search_%'`,
        );
        return new Map((result as unknown as { rows: { name: string; n: number }[] }).rows.map((r) => [r.name, r.n]));
      };
      const before = await executionsOf();
      const found = new Map<string, string[][]>();
      const searches = [
        ...['davanawort', 'tonkabean', 'oldmossword', 'davanawort', 'tonkabean', 'oldmossword', 'davanawort'].map(
          (q) => [q, member] as const,
        ),
        ['davanawort', null] as const,
      ];
      for (const [q, viewer] of searches) {
        const page = await searchPosts(tx, viewer, q, 20, undefined);
        found.set(q, [...(found.get(q) ?? []), page.map((r) => r.post.content)]);
      }
      // The same pages either way.
      for (const pages of found.values()) for (const page of pages) expect(page).toEqual(pages[0]);
      expect(found.get('davanawort')![0]).toEqual(['one davanawort']);
      expect(found.get('tonkabean')![0]).toHaveLength(21);
      expect(found.get('oldmossword')![0]).toHaveLength(21);
      const after = await executionsOf();
      return [...after].map(([name, n]) => ({ name, n: n - (before.get(name) ?? 0) })).filter((e) => e.n > 0);
    });
    expect(executions.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      [
        // The rare word: step 1 once and step 2 after the one match it found, then step 2 alone from the newest post.
        { name: 'search_older_word_member_after_20', n: 1 },
        // ... and the word of the older posts, which fills a page through step 2 each time, so is never taken for rare.
        { name: 'search_older_word_member_first_20', n: 2 + 2 },
        // Step 1 each time for the common word and the older posts' word; once for the rare one.
        { name: 'search_recent_word_member_first_20', n: 1 + 2 + 2 },
        // A visitor's search of the word a member found rare goes through both steps: its kind of viewer has its own.
        { name: 'search_older_word_visitor_after_20', n: 1 },
        { name: 'search_recent_word_visitor_first_20', n: 1 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});

/** The address of the test app's own database (each test file has one), for a session of its own. */
// Who asks must not decide whether a plan is kept: PostgreSQL plans a statement's first five executions for their
// values, and the viewer's id was one of them (a member who wrote most of the posts made `author_id = viewer` look
// likelier to fill a page early, so those plans looked cheaper than the generic one and it planned every execution).
describe('prepared statements on PostgreSQL, for any member', () => {
  let t: TestApp;
  let prolific: SignedUp;
  let others: SignedUp[];
  beforeAll(async () => {
    t = await createTestApp();
    [prolific, ...others] = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    // 3,000 posts, four in five by one member and one in five by another, one in three about bergamot.
    const authors = sql.raw(`array[${[prolific, prolific, prolific, prolific, others[0]].map((a) => `'${a.userId}'::uuid`).join(', ')}]`);
    await t.database.db.execute(sql`
      insert into posts (author_id, content, created_at)
      select (${authors})[1 + i % 5], case when i % 3 = 0 then 'bergamot and ' else 'cedar and ' end || i,
        now() - make_interval(secs => i)
      from generate_series(1, 3000) i`);
    await t.database.db.execute(sql`analyze posts; analyze profiles; analyze post_likes`);
  });
  afterAll(() => t.close());

  /** The plans of a new session (its own pool) that runs `read` eight times as the member. */
  async function plansOf(viewerId: string, read: (tx: Executor, viewer: NonNullable<Viewer>) => Promise<unknown>) {
    const session = await openDatabase({ url: await currentDatabaseUrl(t), poolSize: 2 });
    try {
      return await session.db.transaction(async (tx) => {
        const viewer = { userId: viewerId, isAdmin: false } as NonNullable<Viewer>;
        for (let i = 0; i < 8; i++) await read(tx, viewer);
        const result = await tx.execute(
          sql`select name, generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements order by name`,
        );
        return (result as unknown as { rows: { name: string; generic: number; custom: number }[] }).rows;
      });
    } finally {
      await session.close();
    }
  }

  it("keeps one plan for the member's search and feed, whether they wrote most of the posts or none", async () => {
    // others[1] wrote nothing.
    for (const member of [prolific, others[1]]) {
      expect(await plansOf(member.userId, (tx, viewer) => searchPosts(tx, viewer, 'bergamot', 20, undefined))).toEqual([
        { name: 'search_recent_word_member_first_20', custom: 5, generic: 3 },
      ]);
      expect(await plansOf(member.userId, (tx, viewer) => listPosts(tx, viewer, 12))).toEqual([
        { name: 'feed_first_member_12', custom: 5, generic: 3 },
      ]);
    }
  });

  it('keeps one plan for a profile page, whether its owner wrote most of the posts or none', async () => {
    for (const owner of [prolific, others[0], others[1]])
      expect(await plansOf(others[2].userId, (tx, viewer) => profileView(tx, owner.userId, viewer, true))).toEqual([
        { name: 'profile_view_id_members', custom: 5, generic: 3 },
      ]);
  });
});

// A profile's posts, whoever's: PostgreSQL must walk the author index for a page and stop, never read all of a
// prolific author's posts and sort them (the plan it costs for an author of the average few posts, when the page
// size is in the text), whichever authors the connection's first executions were for.
describe("a profile's posts on PostgreSQL", () => {
  let t: TestApp;
  let prolific: SignedUp;
  let reader: ProfileViewer;
  let few: string[];
  beforeAll(async () => {
    t = await createTestApp();
    prolific = await signUp(t.app);
    reader = { userId: (await signUp(t.app)).userId, isAdmin: false };
    // 400 members of two posts each, and one of 600.
    await t.database.db.execute(sql`
      insert into users (email, password_hash) select 'few' || i || '@plan.test', 'x' from generate_series(1, 400) i`);
    await t.database.db.execute(sql`
      insert into profiles (id, username) select id, 'plan_' || split_part(email, '@', 1) from users where email like '%@plan.test'`);
    await t.database.db.execute(sql`
      insert into posts (author_id, content, created_at)
      select u.id, 'a post', now() - make_interval(secs => k) from users u, generate_series(1, 2) k where u.email like '%@plan.test'`);
    await t.database.db.execute(sql`
      insert into posts (author_id, content, created_at)
      select ${prolific.userId}::uuid, 'post ' || i, now() - make_interval(secs => i) from generate_series(1, 600) i`);
    await t.database.db.execute(sql`analyze posts`);
    const rows = await t.database.db.execute(sql`select id from users where email like '%@plan.test' order by email limit 8`);
    few = (rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  /**
   * Rows of posts each read of `authors`' first page by `viewer` reads (sequential and by index), in order, on a new
   * session; and how often PostgreSQL planned the statement for its values (custom) or used its kept plan (generic).
   */
  async function rowsRead(authors: string[], viewer: ProfileViewer) {
    const session = await openDatabase({ url: await currentDatabaseUrl(t), poolSize: 1 });
    try {
      return await session.db.transaction(async (tx) => {
        const read = async () => {
          const result = await tx.execute(
            sql`select (seq_tup_read + idx_tup_fetch)::int as n from pg_stat_xact_user_tables where relname = 'posts'`,
          );
          return (result as unknown as { rows: { n: number }[] }).rows[0].n;
        };
        const counts: number[] = [];
        for (const author of authors) {
          const before = await read();
          const page = (await profilePosts(tx, author, viewer, 24))!.posts;
          if (author === prolific.userId) expect(page.map((p) => p.content).slice(0, 2)).toEqual(['post 1', 'post 2']);
          counts.push((await read()) - before);
        }
        const plans = await tx.execute(
          sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name like 'profile_posts_%'`,
        );
        return { counts, plans: (plans as unknown as { rows: { generic: number; custom: number }[] }).rows };
      });
    } finally {
      await session.close();
    }
  }

  it('reads a page of a prolific author, first on the connection or after authors of two posts', async () => {
    for (const viewer of [null, reader])
      for (const authors of [Array(8).fill(prolific.userId), [...few, prolific.userId, prolific.userId]]) {
        const { counts, plans } = await rowsRead(authors, viewer);
        authors.forEach((author, i) =>
          expect(counts[i], `${viewer ? 'member' : 'visitor'}, read ${i + 1}`).toBeLessThanOrEqual(author === prolific.userId ? 25 : 2),
        );
        // One statement, whose plan PostgreSQL keeps after its fifth execution instead of planning each page again.
        expect(plans).toEqual([{ custom: 5, generic: authors.length - 5 }]);
      }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { listPosts, searchPosts } from '#server/modules/posts/posts.repository';
import { openTestDatabase } from '#server/test/test-app';

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
});

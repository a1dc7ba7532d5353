import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '#server/db/schema';
import { createTestApp, currentDatabaseUrl, signUp, type SignedUp, type TestApp } from '#server/test/test-app';

// Row locks between sessions (the PostgreSQL pass only): author-stats.test.ts checks the counts on both drivers.
let t: TestApp;
let author: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app);
});
afterAll(() => t.close());

describe('author_stats on PostgreSQL', () => {
  it("lets two transactions change one author's posts at once", async () => {
    const [first, second] = await t.database.db
      .insert(posts)
      .values([
        { authorId: author.userId, content: 'one' },
        { authorId: author.userId, content: 'two' },
      ])
      .returning();
    // Two sessions on different shards (the shard is the backend's pid modulo 8), as two of the pool's would be.
    const url = await currentDatabaseUrl(t);
    const sessions: pg.Client[] = [];
    const shardOf = async (c: pg.Client) => Number((await c.query('select pg_backend_pid() % 8 as shard')).rows[0].shard);
    try {
      const open = async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        sessions.push(c);
        return c;
      };
      const a = await open();
      let b = await open();
      while ((await shardOf(b)) === (await shardOf(a))) b = await open();
      // A like of the first post, its transaction still open (as a like's is while it writes the author's notice)…
      await a.query('begin');
      await a.query('update posts set likes_count = likes_count + 1 where id = $1', [first.id]);
      // …does not hold up a like of the second: with one row per author, this waited for the first to commit.
      await b.query("set lock_timeout = '2s'");
      await expect(b.query('update posts set likes_count = likes_count + 1 where id = $1', [second.id])).resolves.toBeTruthy();
      await a.query('commit');
      const { rows } = await b.query('select sum(posts)::int as posts, sum(spritz)::int as spritz from author_stats where author_id = $1', [
        author.userId,
      ]);
      expect(rows[0]).toEqual({ posts: 2, spritz: 2 });
    } finally {
      await Promise.all(sessions.map((c) => c.end()));
    }
  });
});

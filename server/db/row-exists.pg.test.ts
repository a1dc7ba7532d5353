import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPostsQuery } from '#server/modules/posts/posts.repository';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';

// PostgreSQL's planner (the PostgreSQL pass only): how a member's likes are read for a page of the feed.
let t: TestApp;
let author: SignedUp;
let viewer: SignedUp;
beforeAll(async () => {
  t = await createTestApp();
  author = await signUp(t.app);
  viewer = await signUp(t.app);
  // 3,000 posts, every one liked by the viewer: a member who has spritzed a lot.
  await t.database.db.execute(sql`
    insert into posts (author_id, content, created_at)
    select ${author.userId}::uuid, 'post ' || i, now() - make_interval(secs => i) from generate_series(1, 3000) i`);
  await t.database.db.execute(sql`insert into post_likes (post_id, user_id) select id, ${viewer.userId}::uuid from posts`);
  await t.database.db.execute(sql`analyze posts; analyze post_likes; analyze profiles`);
});
afterAll(() => t.close());

type PlanNode = { 'Relation Name'?: string; 'Actual Rows'?: number; 'Actual Loops'?: number; Plans?: PlanNode[] };
const likeRowsRead = (node: PlanNode): number =>
  (node['Relation Name'] === 'post_likes' ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 0) : 0) +
  (node.Plans ?? []).reduce((n, child) => n + likeRowsRead(child), 0);

describe('rowExists on PostgreSQL', () => {
  it("reads the viewer's like of each post on the page, not every like the viewer ever gave", async () => {
    const member = { userId: viewer.userId, isAdmin: false } as Parameters<typeof listPostsQuery>[1];
    const query = listPostsQuery(t.database.db, member, 12).toSQL();
    // The statement as the server sends it, its parameters written in (uuids and the page size).
    const text = query.sql.replace(/\$(\d+)/g, (_, i: string) => {
      const value = query.params[Number(i) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value)}'`;
    });
    const result = await t.database.db.execute(sql.raw(`explain (analyze, format json) ${text}`));
    const [
      {
        'QUERY PLAN': [{ Plan: plan }],
      },
    ] = (result as unknown as { rows: { 'QUERY PLAN': { Plan: PlanNode }[] }[] }).rows;
    // One index entry per post of the page (13 with the look-ahead row), never the viewer's 3,000 likes.
    expect(likeRowsRead(plan)).toBeLessThanOrEqual(13);
    const page = await listPostsQuery(t.database.db, member, 12);
    expect(page.map((r) => r.likedByMe)).toEqual(Array(13).fill(true));
  });
});

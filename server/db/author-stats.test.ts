import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { posts, users } from '#server/db/schema';
import { multipartForm } from '#server/test/multipart';

/**
 * A profile's Posts and Spritz are kept in author_stats by a trigger on posts (migration 0019). Whatever writes
 * the posts (the API, several rows in one statement, a moderator's hide, a cascade), the kept counts must equal a
 * count of the posts themselves.
 */
let t: TestApp;
let alice: SignedUp;
let bob: SignedUp;
let fans: SignedUp[];
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, ...fans] = await Promise.all(Array.from({ length: 12 }, () => signUp(t.app)));
});
afterAll(() => t.close());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: { author_id: string; posts: number; spritz: number }[] }).rows
    .map((r) => ({ author: r.author_id, posts: Number(r.posts), spritz: Number(r.spritz) }))
    .sort((a, b) => a.author.localeCompare(b.author));
/** The kept counts of every author (the sum of their shards), and the same counted from the posts. */
const kept = () =>
  rows(sql`select author_id, sum(posts) as posts, sum(spritz) as spritz from author_stats group by author_id
    having sum(posts) <> 0 or sum(spritz) <> 0`);
const counted = () =>
  rows(sql`select author_id, count(*) as posts, sum(likes_count) as spritz from posts where hidden_at is null group by author_id`);
const withForm = (content: string, who: SignedUp) => {
  const form = multipartForm([{ name: 'content', value: content }]);
  return { payload: form.payload, headers: { ...form.headers, ...who.auth } };
};
/** A post of alice's written through the upload API (a multipart form); its id. */
async function write(content: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/posts', ...withForm(content, alice) });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}
const inject = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, who: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, payload });

describe('author_stats', () => {
  it('equals a count of the posts after every kind of write', async () => {
    const made = [await write('first'), await write('second'), await write('third')];
    expect(await kept()).toEqual(await counted());

    // Likes and unlikes through the API, a repeated like changing nothing.
    for (const fan of fans.slice(0, 4)) expect((await inject('PUT', `/api/posts/${made[0]}/like`, fan)).statusCode).toBe(200);
    await inject('PUT', `/api/posts/${made[0]}/like`, fans[0]);
    await inject('PUT', `/api/posts/${made[1]}/like`, fans[0]);
    await inject('DELETE', `/api/posts/${made[0]}/like`, fans[1]);
    expect(await kept()).toEqual(await counted());
    // A visitor's view a second after the writes, once the one kept before has expired.
    const profile = async () => {
      t.later();
      return (await t.app.inject({ method: 'GET', url: `/api/profiles/${alice.userId}` })).json().profile;
    };
    expect(await profile()).toMatchObject({ postsCount: 3, spritzCount: 4 });

    // An edit; a moderator's hide, then its undo; a delete.
    await inject('PATCH', `/api/posts/${made[2]}`, alice, { content: 'third, edited' });
    await t.database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, made[0]));
    expect(await kept()).toEqual(await counted());
    expect(await profile()).toMatchObject({ postsCount: 2, spritzCount: 1 });
    await t.database.db.update(posts).set({ hiddenAt: null }).where(eq(posts.id, made[0]));
    expect((await inject('DELETE', `/api/posts/${made[1]}`, alice)).statusCode).toBe(200);
    expect(await kept()).toEqual(await counted());
    expect(await profile()).toMatchObject({ postsCount: 2, spritzCount: 3 });

    // Several authors' rows in one statement, each way.
    await t.database.db
      .insert(posts)
      .values([alice, bob, bob, alice, bob].map((a, i) => ({ authorId: a.userId, content: `batch ${i}`, likesCount: i })));
    expect(await kept()).toEqual(await counted());
    await t.database.db
      .update(posts)
      .set({ likesCount: sql`${posts.likesCount} + 2` })
      .where(sql`${posts.content} like 'batch %'`);
    expect(await kept()).toEqual(await counted());
    await t.database.db
      .update(posts)
      .set({ hiddenAt: new Date() })
      .where(inArray(posts.content, ['batch 0', 'batch 1']));
    await t.database.db.delete(posts).where(inArray(posts.content, ['batch 1', 'batch 2', 'batch 3']));
    expect(await kept()).toEqual(await counted());

    // A post moved to another author, and one written hidden, then shown.
    const [moved] = await t.database.db.insert(posts).values({ authorId: alice.userId, content: 'moved', likesCount: 5 }).returning();
    await t.database.db.update(posts).set({ authorId: bob.userId }).where(eq(posts.id, moved.id));
    expect(await kept()).toEqual(await counted());
    const [shown] = await t.database.db
      .insert(posts)
      .values({ authorId: bob.userId, content: 'shown', likesCount: 2, hiddenAt: new Date() })
      .returning();
    expect(await kept()).toEqual(await counted());
    await t.database.db.update(posts).set({ hiddenAt: null }).where(eq(posts.id, shown.id));
    expect(await kept()).toEqual(await counted());

    // An account deleted: its posts go with it, and so does its row, not brought back by their deletion.
    await t.database.db.delete(users).where(eq(users.id, bob.userId));
    expect(await kept()).toEqual(await counted());
    expect(await rows(sql`select author_id, posts, spritz from author_stats where author_id = ${bob.userId}`)).toEqual([]);
  });

  it("counts a new author's first posts written at once", async () => {
    const newcomer = await signUp(t.app);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.app
          .inject({ method: 'POST', url: '/api/posts', ...withForm(`first ${i}`, newcomer) })
          .then((r) => expect(r.statusCode).toBe(201)),
      ),
    );
    expect(await kept()).toEqual(await counted());
    expect((await t.app.inject({ method: 'GET', url: `/api/profiles/${newcomer.userId}` })).json().profile).toMatchObject({
      postsCount: 6,
    });
  });

  it('counts every like of many members liking and unliking at once', async () => {
    const ids = [await write('busy one'), await write('busy two')];
    await Promise.all(
      fans.flatMap((fan, i) => [
        inject('PUT', `/api/posts/${ids[i % 2]}/like`, fan),
        inject('PUT', `/api/posts/${ids[(i + 1) % 2]}/like`, fan).then(() => inject('DELETE', `/api/posts/${ids[(i + 1) % 2]}/like`, fan)),
      ]),
    );
    expect(await kept()).toEqual(await counted());
  });

  it('is filled from the posts by its migration, and emptied with them by TRUNCATE', async () => {
    // The migration's last statement fills the table from the posts already there.
    const migration = readFileSync(new URL('./migrations/0019_author_stats.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.lastIndexOf('INSERT INTO "author_stats"'));
    await t.database.db.execute(sql`delete from author_stats`);
    await t.database.db.execute(sql.raw(backfill));
    expect((await kept()).length).toBeGreaterThan(1);
    expect(await kept()).toEqual(await counted());

    await t.database.db.execute(sql`truncate posts cascade`);
    expect(await rows(sql`select author_id, posts, spritz from author_stats`)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client';
import { posts, profiles, users } from '#server/db/schema';
import { openTestDatabase } from '#server/test/test-app';
import { searchPosts } from './posts.repository';

// A database whose default collation is ICU's (the PostgreSQL pass only): there lower() and the text parser
// lower-case some letters differently, and search must still find what the tsvector finds.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase("locale_provider icu icu_locale 'und' template template0");
}, 60_000);
afterAll(() => database.close());

describe('post search on an ICU database', () => {
  it('finds a word written with a dotted capital I, which lower() writes with a combining dot', async () => {
    const [user] = await database.db.insert(users).values({ email: 'icu@example.com', passwordHash: 'x' }).returning({ id: users.id });
    await database.db.insert(profiles).values({ id: user.id, username: 'icu_author' });
    await database.db.insert(posts).values({ authorId: user.id, content: 'İRİS accord, powdery' });
    const found = await searchPosts(database.db, null, 'iris', 20, undefined);
    expect(found.map((row) => row.post.content)).toEqual(['İRİS accord, powdery']);
  });
});

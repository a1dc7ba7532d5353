import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#server/db/client';
import { posts, profiles, users } from '#server/db/schema';
import { searchPosts } from './posts.repository';

// A database whose default collation is ICU's (the PostgreSQL pass only): there lower() and the text parser
// lower-case some letters differently, and search must still find what the tsvector finds.
const base = process.env.TEST_DATABASE_URL!;
const name = `sillage_test_icu_${randomBytes(6).toString('hex')}`;
let database: Database;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${name} locale_provider icu icu_locale 'und' template template0`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  database = await openDatabase({ url: url.toString(), onError: () => {} });
  await database.migrate();
}, 60_000);
afterAll(async () => {
  await database?.close();
  await admin(`drop database if exists ${name} with (force)`);
});

describe('post search on an ICU database', () => {
  it('finds a word written with a dotted capital I, which lower() writes with a combining dot', async () => {
    const [user] = await database.db.insert(users).values({ email: 'icu@example.com', passwordHash: 'x' }).returning({ id: users.id });
    await database.db.insert(profiles).values({ id: user.id, username: 'icu_author' });
    await database.db.insert(posts).values({ authorId: user.id, content: 'İRİS accord, powdery' });
    const found = await searchPosts(database.db, null, 'iris', 20, undefined);
    expect(found.map((row) => row.post.content)).toEqual(['İRİS accord, powdery']);
  });
});

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
import { users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Who follows whom. The pair is unique and nobody follows themselves (enforced by the database too). */
export const userFollows = pgTable(
  'user_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followingId: uuid('following_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index('user_follows_following_idx').on(t.followingId, t.followerId),
    check('user_follows_no_self', sql`${t.followerId} <> ${t.followingId}`),
  ],
);

/** One posts table for the feed, the upload page and search: a post made on either page appears in both and is found by search. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    imageThumbUrl: text('image_thumb_url'),
    imageAlt: text('image_alt'),
    videoUrl: text('video_url'),
    videoThumbnail: text('video_thumbnail'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** Hidden by a moderator: out of the feed, search and profiles, kept for a restore. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text document of title and content (the 'simple' configuration: no stemming, any language). */
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', coalesce(title, '') || ' ' || content)`),
    /**
     * The same text lower-cased, for partial words (LIKE, through the trigram index). Kept rather than computed
     * per row: search reads the newest posts and tests each one, and lower() on the text cost PostgreSQL about
     * 1.2 µs a row against 0.2 µs for LIKE on this column (docs/benchmarks/api.md).
     */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(coalesce(title, '') || ' ' || content)`),
  },
  (t) => [
    index('posts_search_idx').using('gin', t.search),
    // Partial words ("berga" → bergamot): trigram index on the same text, lower-cased.
    index('posts_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The same index on the expression, which the previous release's instances query: kept while they may still run
    // during a rolling deploy (migrations only add), to be dropped by the next release.
    index('posts_search_trgm_idx').using('gin', sql`lower(coalesce(${t.title}, '') || ' ' || ${t.content}) gin_trgm_ops`),
    // Ascending on purpose: scanned backwards it yields ORDER BY created_at DESC, id DESC (NULLS FIRST), the
    // order every newest-first list uses. A `DESC` index as Drizzle writes it (NULLS LAST) could not.
    index('posts_created_idx').on(t.createdAt, t.id),
    index('posts_author_created_idx').on(t.authorId, t.createdAt, t.id),
    check('posts_likes_nonneg', sql`${t.likesCount} >= 0`),
    check('posts_comments_nonneg', sql`${t.commentsCount} >= 0`),
  ],
);

/**
 * A profile's Posts and Spritz: the author's posts a moderator has not hidden, and the likes on them. Kept by a
 * statement-level trigger on posts (migration 0019) as posts are written, liked, hidden and deleted, so that a
 * profile page reads a few rows instead of counting every post of its author (a prolific author's page read all
 * of their posts: 0.5 ms for 229, growing with every post). A statement adds its change to the shard of its
 * PostgreSQL session (as content_counts does), so that likes of one author's posts in concurrent transactions
 * do not queue on one row; an author's counts are the sum of their shards.
 */
export const authorStats = pgTable(
  'author_stats',
  {
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shard: smallint('shard').notNull(),
    posts: integer('posts').notNull().default(0),
    spritz: integer('spritz').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.shard] })],
);

/** Finding Notes generations, counted by the server for the quota (signed-in users and visitors). */
export const formulaGenerations = pgTable(
  'formula_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('formula_generations_user_idx').on(t.userId),
    index('formula_generations_visitor_idx').on(t.visitorId),
    index('formula_generations_ip_idx').on(t.ip, t.createdAt),
    index('formula_generations_created_idx').on(t.createdAt),
  ],
);

/** Formulas a user saved from Finding Notes: the brief and the customisations, replayed by the engine. */
export const savedFormulas = pgTable(
  'saved_formulas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brief: jsonb('brief').$type<Record<string, unknown>>().notNull(),
    changes: jsonb('changes').$type<unknown[]>().notNull(),
    formula: jsonb('formula').$type<Record<string, unknown>>().notNull(),
    /** Shared by its author: its bottle appears in the home grid's AI Generated row. */
    shared: boolean('shared').notNull().default(false),
    /** The number of its newest version in formula_versions (every save is a version; 1 when first saved). */
    currentVersion: integer('current_version').notNull().default(1),
    /** A remix: the shared formula it was copied from and that formula's author (kept when the original goes). */
    remixedFromId: uuid('remixed_from_id'),
    remixedFromAuthorId: uuid('remixed_from_author_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_formulas_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('saved_formulas_shared_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.shared}`),
  ],
);

/** Spritz: one like per user and post (the pair is the key). */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId, t.postId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_comments_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('post_comments_created_idx').on(t.createdAt, t.id),
  ],
);

import { sql } from 'drizzle-orm';
import { check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CATEGORY_VALUES } from '#common/schemas/discussions';
import { users } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * AromaSpace discussions. Counters change in the same transaction as the row they count; `popularity`
 * (likes + comments) and `last_activity_at` (newest comment) carry the two other sorts, each with an index.
 */
export const discussions = pgTable(
  'discussions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The content rendered by server/lib/markdown.ts when it was written (sanitised HTML). */
    contentHtml: text('content_html').notNull(),
    category: text('category', { enum: CATEGORY_VALUES }).notNull().default('technique'),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    popularity: integer('popularity').generatedAlwaysAs(sql`likes_count + comments_count`),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', title || ' ' || content)`),
    /** The same text lower-cased, for partial words (LIKE, through the trigram index), as posts.search_text. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || content)`),
  },
  (t) => [
    index('discussions_search_idx').using('gin', t.search),
    index('discussions_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Kept for the previous release's instances during a rolling deploy, as posts_search_trgm_idx: drop with the next.
    index('discussions_search_trgm_idx').using('gin', sql`lower(${t.title} || ' ' || ${t.content}) gin_trgm_ops`),
    // Ascending on purpose (scanned backwards for newest first), as the posts indexes.
    index('discussions_created_idx').on(t.createdAt, t.id),
    index('discussions_category_created_idx').on(t.category, t.createdAt, t.id),
    index('discussions_popular_idx').on(t.popularity, t.id),
    index('discussions_category_popular_idx').on(t.category, t.popularity, t.id),
    index('discussions_active_idx').on(t.lastActivityAt, t.id),
    index('discussions_category_active_idx').on(t.category, t.lastActivityAt, t.id),
    index('discussions_author_idx').on(t.authorId),
    // Category counts per viewer: the visible discussions of the authors the viewer may not see, read from the index alone.
    index('discussions_author_category_idx')
      .on(t.authorId, t.category)
      .where(sql`${t.hiddenAt} is null`),
    check('discussions_likes_nonneg', sql`${t.likesCount} >= 0`),
    check('discussions_comments_nonneg', sql`${t.commentsCount} >= 0`),
    check('discussions_views_nonneg', sql`${t.views} >= 0`),
  ],
);

export const discussionComments = pgTable(
  'discussion_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discussionId: uuid('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discussion_comments_discussion_created_idx').on(t.discussionId, t.createdAt, t.id),
    index('discussion_comments_author_idx').on(t.authorId),
  ],
);

/** One like per member and discussion (the pair is the key). */
export const discussionLikes = pgTable(
  'discussion_likes',
  {
    discussionId: uuid('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.discussionId, t.userId] }), index('discussion_likes_user_idx').on(t.userId)],
);

/** A view is counted once per viewer (user id, or a hash of a visitor's address) per discussion per UTC day. */
export const discussionViews = pgTable(
  'discussion_views',
  {
    discussionId: uuid('discussion_id')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.discussionId, t.viewer, t.day] })],
);

/** Visible (not hidden) discussions per category, kept in the same transaction as every change. */
export const discussionCategoryCounts = pgTable(
  'discussion_category_counts',
  {
    category: text('category', { enum: CATEGORY_VALUES }).primaryKey(),
    count: integer('count').notNull().default(0),
  },
  (t) => [check('discussion_category_counts_nonneg', sql`${t.count} >= 0`)],
);

/** Who hid, showed, deleted or re-categorised what, when and why. */
export const moderationLog = pgTable(
  'moderation_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moderatorId: uuid('moderator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['hide', 'unhide', 'delete', 'category'] }).notNull(),
    targetType: text('target_type', { enum: ['discussion', 'comment'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_log_created_idx').on(t.createdAt, t.id), index('moderation_log_target_idx').on(t.targetId)],
);

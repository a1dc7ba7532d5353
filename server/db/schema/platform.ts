import { sql } from 'drizzle-orm';
import { bigserial, check, customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Mail waiting to be sent. The worker claims due rows, sends them and retries with backoff. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers (List-Unsubscribe on marketing mail). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** What the mail is about, e.g. 'waitlist:<id>': the worker marks the entry notified once sent. */
    ref: text('ref'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('mail_outbox_ref_idx').on(t.ref),
  ],
);

export const waitlist = pgTable(
  'waitlist',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'notified'] })
      .notNull()
      .default('pending'),
    notes: text('notes'),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** Set by the unsubscribe link: the address is never mailed again. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The secret in this address's unsubscribe link (random, so mailings are built in SQL without signing each). */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_email_uq').on(t.email),
    index('waitlist_created_idx').on(t.createdAt, t.id),
    uniqueIndex('waitlist_unsubscribe_token_uq').on(t.unsubscribeToken),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: ['essential-oils', 'bases', 'tools', 'kits'] }).notNull(),
    priceCents: integer('price_cents').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Units in stock; decremented in the payment's transaction, never below zero. */
    stock: integer('stock').notNull().default(100),
    /** The formula engine's material the product sells (an id of common/formula/materials.ts), or null. */
    materialId: text('material_id'),
    /** How much of that material one unit holds, in `packUnit` (whole grams or millilitres). */
    packSize: integer('pack_size'),
    packUnit: text('pack_unit', { enum: ['g', 'mL'] }),
    /** Archived products leave the shop but stay for past orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_stock_nonneg', sql`${t.stock} >= 0`),
    check('products_price_nonneg', sql`${t.priceCents} >= 0`),
    // A material and its pack go together: all three set, or none.
    check(
      'products_material_pack',
      sql`(${t.materialId} is null and ${t.packSize} is null and ${t.packUnit} is null) or (${t.materialId} is not null and ${t.packSize} between 1 and 100000 and ${t.packUnit} is not null)`,
    ),
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_name_idx').on(t.name, t.id),
    index('products_category_name_idx').on(t.category, t.name, t.id),
    index('products_price_idx').on(t.priceCents, t.id),
    // The products that sell a lab sheet's materials.
    index('products_material_idx').on(t.materialId),
    // The admin's product list, newest first.
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    itemType: text('item_type', { enum: ['product', 'course', 'formula'] }).notNull(),
    title: text('title').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
    options: jsonb('options').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('cart_items_quantity', sql`${t.quantity} between 1 and 99`),
    uniqueIndex('cart_items_line_uq').on(t.userId, t.itemType, t.itemId),
    index('cart_items_user_idx').on(t.userId, t.createdAt),
  ],
);

const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * What changed in the community and the forum, for the live streams (server/lib/live-events.ts): written by
 * triggers on posts, discussions and their comments (migration 0022_live_events) in the writing transaction, announced on
 * 'live_events' at commit, and kept for an hour so that a stream that reconnects with Last-Event-ID is sent what
 * it missed. `authors` are the members whose content the event is about: a viewer is told only when the
 * visibility rule lets them see every one. `tx` and `snapshot_xmin` place the event among concurrent transactions, so that
 * a resume also finds the events whose id is lower but which committed later (docs/decisions/0023).
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `feed`, `forum`, `post:<id>` or `discussion:<id>`. */
    topic: text('topic').notNull(),
    /** `post`, `discussion` (new in the feed, the forum), `changed`, `deleted`, `comments`. */
    kind: text('kind').notNull(),
    subject: uuid('subject').notNull(),
    authors: uuid('authors').array().notNull(),
    /** A new discussion's category, so that a list filtered by category counts only its own. */
    extra: text('extra'),
    /** The writing transaction, and the oldest transaction still running when the event was written. */
    tx: xid8('tx')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    snapshotXmin: xid8('snapshot_xmin')
      .notNull()
      .default(sql`pg_snapshot_xmin(pg_current_snapshot())`),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_tx_idx').on(t.tx), index('live_events_created_idx').on(t.createdAt)],
);

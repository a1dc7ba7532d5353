import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { RESOURCE_TYPES, TUTORIAL_LEVELS } from '#common/constants';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert', 'All Levels'] as const;

/** A paid course. The id is a readable slug (`pro-perfume-creation`), as the spec's links use it. */
export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    duration: text('duration').notNull(),
    level: text('level', { enum: COURSE_LEVELS }).notNull(),
    priceCents: integer('price_cents').notNull(),
    features: text('features').array().notNull(),
    outcomes: text('outcomes').array().notNull(),
    instructorId: uuid('instructor_id').references(() => users.id, { onDelete: 'set null' }),
    imageUrl: text('image_url').notNull(),
    /** Average rating ×10 (4.8 → 48), from the seed until reviews exist. */
    ratingTenths: integer('rating_tenths').notNull().default(0),
    enrolledCount: integer('enrolled_count').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** Null while a course written by staff is a draft; courses already there count as published. */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    /** An archived course leaves /learn and the shop; members who own or started it keep it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('courses_position_idx').on(t.position, t.id),
    check('courses_price_nonneg', sql`${t.priceCents} >= 0`),
    check('courses_enrolled_nonneg', sql`${t.enrolledCount} >= 0`),
  ],
);

export const courseModules = pgTable(
  'course_modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
  },
  (t) => [uniqueIndex('course_modules_position_uq').on(t.courseId, t.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: ['text', 'video'] }).notNull(),
    /** Markdown, rendered without raw HTML. */
    body: text('body').notNull(),
    /** Storage key of the lesson video (served by /files with ranges). */
    videoKey: text('video_key'),
    minutes: integer('minutes').notNull(),
  },
  (t) => [uniqueIndex('lessons_position_uq').on(t.moduleId, t.position), index('lessons_course_idx').on(t.courseId)],
);

/** Access to a course: bought (order_id) or granted. A refund sets revoked_at. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    courseId: text('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] }), index('lesson_progress_course_idx').on(t.userId, t.courseId)],
);

export const tutorials = pgTable(
  'tutorials',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    duration: text('duration').notNull(),
    level: text('level', { enum: TUTORIAL_LEVELS }).notNull(),
    body: text('body').notNull(),
    views: integer('views').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** Archived by an admin: gone from /learn, the tutorial's page and the sitemap; kept for the record. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('tutorials_position_idx').on(t.position, t.id)],
);

/** An expert is a real member's profile, featured on /learn. */
export const experts = pgTable(
  'experts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('experts_position_idx').on(t.position, t.userId)],
);

export const resources = pgTable(
  'resources',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    actionLabel: text('action_label').notNull(),
    type: text('type', { enum: RESOURCE_TYPES }).notNull(),
    /** A downloadable file under /public or /files; null until one exists (then the button says 'Coming Soon'). */
    fileUrl: text('file_url'),
    position: integer('position').notNull().default(0),
    /** Archived by an admin: gone from /learn/resources. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [index('resources_type_position_idx').on(t.type, t.position, t.id), index('resources_position_idx').on(t.position, t.id)],
);

export const ORDER_STATUSES = ['pending_payment', 'paid', 'fulfilled', 'cancelled', 'refunded'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human order number shown to the member. */
    number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: 100001 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    shipping: jsonb('shipping').$type<Record<string, string>>(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** Last four digits and brand only; never the card number. */
    paymentSummary: text('payment_summary'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_idempotency_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_number_uq').on(t.number),
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('orders_provider_ref_uq').on(t.provider, t.providerRef),
    // Analytics: orders paid and refunds per day.
    index('orders_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_refunded_idx')
      .on(t.refundedAt)
      .where(sql`${t.refundedAt} is not null`),
    check('orders_total_parts', sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents}`),
    check('orders_total_nonneg', sql`${t.totalCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['product', 'course', 'formula'] }).notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineCents: integer('line_cents').notNull(),
    options: jsonb('options').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_created_idx').on(t.createdAt, t.itemType, t.itemId),
    check('order_items_quantity', sql`${t.quantity} between 1 and 99`),
    check('order_items_line', sql`${t.lineCents} = ${t.unitPriceCents} * ${t.quantity}`),
  ],
);

/** Every status change of an order: when, from what, to what, by whom. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor', { enum: ['member', 'admin', 'provider', 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Provider webhook events already handled: a replay is recognised and ignored. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

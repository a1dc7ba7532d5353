import { bigint, date, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { waitlist } from './platform';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every staff action: who did what to whom, and when. Kept when the actor or target is deleted. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /** A readable name of the target at the time (an email, a post's first words), kept if it is deleted. */
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt, t.id)],
);

/**
 * One row per waitlist entry and campaign ('launch', or 'custom:<hash of subject and message>'): the key
 * that stops a repeated click from mailing anyone twice, and the link to the queued mail for progress.
 */
export const waitlistSends = pgTable(
  'waitlist_sends',
  {
    waitlistId: uuid('waitlist_id')
      .notNull()
      .references(() => waitlist.id, { onDelete: 'cascade' }),
    campaign: text('campaign').notNull(),
    /** The queued mail (no foreign key: the mail row is written after the claim, and withdrawn mail is deleted). */
    mailId: uuid('mail_id'),
    /** The click that queued it: the progress an admin watches is that send's, not the campaign's history. */
    sendId: uuid('send_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.waitlistId, t.campaign] }),
    index('waitlist_sends_campaign_idx').on(t.campaign),
    index('waitlist_sends_send_idx').on(t.sendId),
  ],
);

/** Daily digests already queued: one per member and day, so the job runs once per cluster. */
export const digestRuns = pgTable(
  'digest_runs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A member's report of a post, comment or discussion; moderators and admins decide. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type', { enum: ['post', 'comment', 'discussion', 'discussion_comment'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'hidden', 'restored', 'deleted', 'dismissed'] })
      .notNull()
      .default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_subject_uq').on(t.reporterId, t.subjectType, t.subjectId),
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_subject_idx').on(t.subjectType, t.subjectId),
  ],
);

/**
 * Exact counts of visible content for the analytics tiles, kept by triggers on the counted tables (see the
 * migration `content_counts`): a count(*) of a million posts costs ~100 ms, a sum of these rows nothing.
 * Triggers, not service code, because rows also go away by ON DELETE CASCADE (a deleted account takes its
 * posts with it), which no service sees. Several shards per kind, chosen by the writing backend, so
 * concurrent writers rarely wait on the same row; the count is the sum over the shards.
 */
export const contentCounts = pgTable(
  'content_counts',
  {
    kind: text('kind', { enum: ['posts', 'post_comments', 'discussions', 'discussion_comments'] }).notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.shard] })],
);

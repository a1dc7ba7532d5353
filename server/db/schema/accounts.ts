import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Set by an admin: the account cannot sign in and its sessions are ended. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_created_idx').on(t.createdAt, t.id),
    // The admin user search by part of an address.
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

/** A sign-in: one family of rotating refresh tokens. Access tokens carry its id and die with it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** What the member's sessions list shows: the browser's user agent and address at sign-in, and the last refresh. */
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family: uuid('family')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.family),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** Single-use mailed tokens: email verification and password reset. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_uq').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export type ProfileSettings = {
  notifications: { email: boolean; marketing: boolean; activityUpdates: boolean };
  privacy: { profileVisibility: 'public' | 'private' | 'contacts'; shareActivity: boolean };
};

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    avatarUrl: text('avatar_url'),
    avatarThumbUrl: text('avatar_thumb_url'),
    coverImageUrl: text('cover_image_url'),
    coverThumbUrl: text('cover_thumb_url'),
    bio: text('bio'),
    website: text('website'),
    location: text('location'),
    specialty: text('specialty'),
    experienceLevel: text('experience_level'),
    favoriteNotes: text('favorite_notes').array(),
    signatureScent: text('signature_scent'),
    socialLinks: jsonb('social_links').$type<Record<string, string>>(),
    settings: jsonb('settings').$type<ProfileSettings>(),
    approved: boolean('approved').notNull().default(false),
    canLaunchProducts: boolean('can_launch_products').notNull().default(false),
    brandName: text('brand_name'),
    phoneNumber: text('phone_number'),
    businessType: text('business_type'),
    /** A rejected brand application leaves the queue; the reason was mailed to the applicant. */
    brandRejectedAt: timestamp('brand_rejected_at', { withTimezone: true }),
    brandRejectionReason: text('brand_rejection_reason'),
    /** The owner asked to delete the account: its profile and content are hidden from everyone but admins (visibility.ts). */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_uq').on(sql`lower(${t.username})`),
    // Searches by part of a username (forum search by author, admin user search).
    index('profiles_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    // The few members who are not public: what category counts subtract for a viewer who may not see them.
    index('profiles_not_public_idx')
      .on(t.id)
      .where(sql`coalesce(${t.settings} -> 'privacy' ->> 'profileVisibility', 'public') <> 'public'`),
    index('profiles_unapproved_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.approved} = false`),
    check('profiles_followers_nonneg', sql`${t.followersCount} >= 0`),
    check('profiles_following_nonneg', sql`${t.followingCount} >= 0`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['customer', 'perfumer', 'brand', 'moderator', 'admin', 'super_admin'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(t.role)],
);

/**
 * A member's inbox: notifications (follows, spritz, comments, replies, mentions, orders, brand decisions,
 * admin replies). Activity about one subject is grouped while unread: one row per `group_key`, with the
 * latest actor and how many acted ("Ana and 3 others spritzed your post").
 */
export const inbox = pgTable(
  'inbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: text('priority', { enum: ['high', 'medium', 'low'] })
      .notNull()
      .default('medium'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    read: boolean('read').notNull().default(false),
    replyToId: uuid('reply_to_id'),
    replyMessage: text('reply_message'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorCount: integer('actor_count').notNull().default(1),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    link: text('link'),
    groupKey: text('group_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('inbox_user_unread_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.read} = false`),
    uniqueIndex('inbox_unread_group_uq')
      .on(t.userId, t.groupKey)
      .where(sql`${t.read} = false and ${t.groupKey} is not null`),
    // One notification per user and event (notify() sets data.event): a retried write never notifies twice.
    uniqueIndex('inbox_user_event_uq')
      .on(t.userId, sql`(${t.data}->>'event')`)
      .where(sql`(${t.data}->>'event') is not null`),
  ],
);

/** Fixed-window counters shared by every app process (auth rate limits per IP and per account). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

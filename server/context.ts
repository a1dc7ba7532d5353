import type { FastifyInstance, RawServerDefault, FastifyBaseLogger, RawRequestDefaultExpression, RawReplyDefaultExpression } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AccessTokens } from './lib/tokens';
import type { RateLimiter } from './lib/rate-limiter';
import type { Storage } from './storage/storage';
import type { InboxEvents } from './lib/inbox-events';
import type { LiveEvents } from './lib/live-events';
import type { LiveStreams } from './lib/live-streams';
import type { SignedLinks } from './lib/signed-links';
import type { SessionCache } from './plugins/session-cache';
import type { PaymentProvider } from './modules/payments/payment-provider';

/** What every module gets: the database, settings and shared services. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: AccessTokens;
  limiter: RateLimiter;
  /** Uploaded files: local disk or an S3-compatible store. */
  storage: Storage;
  /** Takes payments: the embedded test provider or Stripe (PAYMENT_PROVIDER). */
  payments: PaymentProvider;
  /** Wakes the mail worker after mail was queued. */
  mailQueued(): void;
  /** Live inbox changes (PostgreSQL LISTEN), for the unread count on the live stream. */
  inboxEvents: InboxEvents;
  /** Live changes in the community and the forum (PostgreSQL LISTEN), told to the viewers who may see them. */
  liveEvents: LiveEvents;
  /** This process's open event streams, each ended when its session ends. */
  streams: LiveStreams;
  /** Signs and checks links that work without signing in (unsubscribe). */
  links: SignedLinks;
  /** Live sessions' checks kept in memory; whoever ends a session or changes roles or email forgets the member after commit. */
  sessions: SessionCache;
  /**
   * The time in ms (Date.now's scale) by which visitors' answers and shared pages are kept for PUBLIC_CACHE_MS:
   * Date.now, or a clock a test moves on (BuildAppOptions.now).
   */
  now: () => number;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

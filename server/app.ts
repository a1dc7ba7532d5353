import { existsSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import pino from 'pino';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import { registerSharedReads } from '#server/shared-reads';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSerializerCompiler } from './lib/serializer';
import type { Config } from './config';
import type { Database } from './db/client';
import type { App, AppContext } from './context';
import { BROTLI_OPTIONS, ENCODINGS } from './lib/encoding';
import { AccessTokens } from './lib/tokens';
import { RateLimiter } from './lib/rate-limiter';
import { logSerializers } from './lib/log-safety';
import { InboxEvents } from './lib/inbox-events';
import { LiveEvents } from './lib/live-events';
import { LiveStreams } from './lib/live-streams';
import { SignedLinks } from './lib/signed-links';
import { createHealthChecks } from '#server/lib/health';
import { outboxBacklog } from '#server/mail/outbox';
import { registerHealthRoutes } from './plugins/health';
import { registerAuth } from './plugins/auth';
import { SessionCache } from './plugins/session-cache';
import { registerErrorHandler } from './plugins/error-handler';
import { AccessLog } from './plugins/access-log';
import { pageSecurityOptions, registerSecurityHeaders } from './plugins/security-headers';
import { createStorage } from './storage/create-storage';
import { registerFileRoutes } from './storage/file-routes';
import type { Storage } from './storage/storage';
import { createPaymentProvider } from './modules/payments/create-provider';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { authRoutes } from './modules/auth/auth.routes';
import { waitlistAdminRoutes, waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { shopRoutes } from './modules/shop/shop.routes';
import { liveRoutes } from './modules/live/live.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { profileRoutes } from './modules/profiles/profiles.routes';
import { formulaRoutes } from './modules/formulas/formulas.routes';
import { postRoutes } from './modules/posts/posts.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminProductRoutes } from './modules/admin-products/admin-products.routes';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes';
import { adminLibraryRoutes } from './modules/admin-library/admin-library.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { appShellHandler, seoRoutes } from './modules/seo/seo.routes';
import { PRERENDER_HEADER, type VisitorGet } from './modules/seo/prerender';
import { discussionRoutes } from './modules/discussions/discussions.routes';
import { courseRoutes, learnLibraryRoutes } from './modules/learn/learn.routes';
import { homeRoutes } from './modules/home/home.routes';
import { orderRoutes, checkoutRoutes, paymentWebhookRoutes } from './modules/orders/orders.routes';
import { accountAdminRoutes, accountRoutes } from './modules/account/account.routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Secret for access tokens (resolved by main from JWT_SECRET or ./data). */
  jwtSecret: string;
  /** Called after mail was queued, to wake the worker. */
  mailQueued?: () => void;
  /** Where uploads live; defaults to STORAGE_URL or ${DATA_DIR}/files. */
  storage?: Storage;
  /** Folder of the built client; served with an SPA fallback when it exists. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Payment provider; defaults to PAYMENT_PROVIDER's. */
  payments?: PaymentProvider;
  /** Runs on the bare instance before any plugin or route is registered (tests add onRoute hooks here). */
  configure?: (app: FastifyInstance) => void;
  /**
   * The time the caches kept for PUBLIC_CACHE_MS read (visitors' answers, shared pages, pre-rendered pages' data):
   * Date.now by default; tests pass a clock they move on, instead of waiting for an answer to expire.
   */
  now?: () => number;
}

/** Our log rules hold for any logger given (tests pass a stream): redacted headers, token-free URLs, value-free database errors. */
function loggerOptions(config: Config, given: BuildAppOptions['logger'], stream?: pino.DestinationStream): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const base = {
    level: config.LOG_LEVEL,
    stream,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: logSerializers,
  };
  return typeof given === 'object' && given
    ? { ...base, ...given, serializers: { ...logSerializers, ...(given as { serializers?: object }).serializers } }
    : base;
}

/**
 * Caching of the built client: the app shell (index.html) is revalidated on every load, so a deploy is
 * seen at once; hashed files under /assets/ never change, so they are cached for a year; anything else
 * (favicon, robots.txt) for an hour.
 */
export function cacheControlFor(filePath: string): string {
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  if (filePath.split(path.sep).includes('assets')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Builds the whole app — plugins, error handling, modules — without listening. */
export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config, database } = opts;
  // Logs go to stdout through an asynchronous buffer: writing a line never waits, and lines are written 4 KB at
  // a time (one system call per ~20 access lines instead of one each), at the latest a second after they were
  // logged, and all of them when the app closes.
  const logStream =
    opts.logger === undefined && config.LOG_LEVEL !== 'silent'
      ? pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 })
      : undefined;
  const app = Fastify({
    logger: loggerOptions(config, opts.logger, logStream),
    // One access-log line per request instead of Fastify's two (received, completed); ACCESS_LOG=false drops it.
    logController: new AccessLog(config.ACCESS_LOG),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  // First, so every plugin and route (even one added by `configure`) answers errors the same way.
  registerErrorHandler(app);
  opts.configure?.(app as unknown as FastifyInstance);

  // The API speaks JSON (and multipart where a module takes uploads: lib/upload.ts): any other body is a 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  // Answers are written by serializers compiled from the response schemas; the test suite checks them against Zod's.
  app.setSerializerCompiler(createSerializerCompiler({ verify: config.NODE_ENV === 'test' }));
  // While shutting down, in-flight requests finish; their keep-alive connections then close with them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  if (logStream) {
    app.addHook('onClose', async () => {
      try {
        logStream.flushSync();
      } catch {
        // nothing buffered, or stdout already gone
      }
    });
  }
  // Hooks on every request take a callback rather than being async: a promise per hook is measurable on a small answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  registerSecurityHeaders(app, pageSecurityOptions(config.PUBLIC_URL.startsWith('https://')));
  await app.register(cookie);
  // With REDIS_URL the counters live in Redis, shared by every process and machine; otherwise in this process
  // (and the Redis client is not even loaded). Losing Redis must cost a request nothing it can feel: while the
  // client is not connected a command fails at once (no offline queue, no retry), a command Redis does not
  // answer fails after 100 ms, and the rate limit then lets the request through (skipOnError below). The client
  // reconnects in the background every 250 ms to 2 s, and the limit counts again as soon as it is back.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        connectTimeout: 2000,
        commandTimeout: 100,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
        connectionName: 'sillage-rate-limit',
      })
    : undefined;
  if (redis) {
    // One line when Redis is lost and one when it is back, not one per reconnection attempt.
    let redisLost = false;
    redis.on('error', (err) => {
      if (redisLost) return;
      redisLost = true;
      app.log.warn({ err: err.message }, 'redis unreachable: the API rate limit is not counted until it is back');
    });
    redis.on('ready', () => {
      if (!redisLost) return;
      redisLost = false;
      app.log.info('redis is back: the API rate limit counts again');
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  const prerenderKey = randomBytes(18).toString('base64url');
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // The pre-renderer's GETs (a page's data, asked for by a visitor's page request) carry this process's key:
    // renders are capped by their own budget (modules/seo/prerender.ts), not by the loopback address's quota.
    allowList: (req) => !req.url.startsWith('/api/') || req.headers[PRERENDER_HEADER] === prerenderKey,
    redis,
    nameSpace: 'sillage-rate-limit-',
    // Redis unreachable: serve without the general limit (logged) rather than fail every request.
    skipOnError: true,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sillage API', description: 'The API behind Sillage. Errors: { error: { code, message } }.', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  const storage = opts.storage ?? createStorage({ storageUrl: config.STORAGE_URL, dataDir: config.DATA_DIR });
  registerFileRoutes(app, storage);
  // Every dependency's check, memoised for HEALTH_CHECK_INTERVAL_MS: /api/health and the metrics share them.
  const health = createHealthChecks({
    ping: () => database.ping(),
    outboxBacklog: () => outboxBacklog(database.db),
    storage: () => storage.check(),
    redis: redis && (() => redis.ping()),
    intervalMs: config.HEALTH_CHECK_INTERVAL_MS,
    log: app.log,
  });
  // GET /metrics only with METRICS_TOKEN (prom-client is otherwise not even loaded); before the modules, whose
  // routes take the request-metrics hook from here.
  if (config.METRICS_TOKEN)
    (await import('./plugins/metrics')).registerMetrics(app, {
      token: config.METRICS_TOKEN,
      clustered: config.WEB_CONCURRENCY > 1,
      poolStats: database.poolStats?.bind(database),
      health,
    });

  const ctx: AppContext = {
    config,
    db: database.db,
    tokens: new AccessTokens(opts.jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS),
    limiter: new RateLimiter(database.db, config.AUTH_LIMIT_WINDOW_MINUTES * 60),
    storage,
    payments: opts.payments ?? (await createPaymentProvider(config)),
    mailQueued: opts.mailQueued ?? (() => {}),
    inboxEvents: new InboxEvents(database),
    liveEvents: new LiveEvents(database, database.db, config.PUBLIC_CACHE_MS, (err) =>
      app.log.warn({ err }, 'live events: dispatch failed'),
    ),
    streams: new LiveStreams(database, database.db, config.SESSION_MAX_DAYS),
    links: new SignedLinks(opts.jwtSecret),
    sessions: new SessionCache(config.SESSION_CACHE_MS),
    now: opts.now ?? Date.now,
  };
  app.addHook('onClose', () => ctx.inboxEvents.close());
  app.addHook('onClose', () => ctx.liveEvents.close());
  // Before the server waits for connections to end: open streams would hold it open.
  app.addHook('preClose', () => ctx.streams.close());
  await ctx.sessions.listen(database);
  app.addHook('onClose', () => ctx.sessions.close());
  registerAuth(app, ctx.db, ctx.tokens, ctx.sessions, config.SESSION_MAX_DAYS, config.REQUIRE_2FA_FOR_STAFF);

  await app.register(
    async (api) => {
      // JSON answers over 1 KB are compressed when the client accepts it (only under /api: the built client is
      // precompressed at build time and served as such): brotli at quality 1, else gzip (server/lib/encoding.ts).
      // In one call up to 64 KB (syncThreshold; brotli at quality 1 takes 60-220 µs for 80 KB of JSON): the plugin's
      // default on two cores is 8 KB, past which each answer went through a zlib stream and a pipeline, and that
      // cost a forum page of 20 comments more of the process's time than anything else it did.
      await api.register(compress, {
        global: true,
        threshold: 1024,
        syncThreshold: 65_536,
        encodings: [...ENCODINGS],
        brotliOptions: BROTLI_OPTIONS,
      });
      // After compression, so the answers it keeps are kept compressed (server/shared-reads).
      registerSharedReads(api, config.PUBLIC_CACHE_MS, ctx.now);
      const zapi = api.withTypeProvider<ZodTypeProvider>();
      // /health, /health/live, /health/ready: exempt from the general rate limiter, logged only when they fail.
      registerHealthRoutes(api, health, () => closing);
      zapi.get('/docs', { schema: { hide: true } }, async () => app.swagger());
      await zapi.register((s) => authRoutes(s as App, ctx), { prefix: '/auth' });
      await zapi.register((s) => waitlistRoutes(s as App, ctx), { prefix: '/waitlist' });
      await zapi.register((s) => cartRoutes(s as App, ctx), { prefix: '/cart' });
      await zapi.register((s) => shopRoutes(s as App, ctx), { prefix: '/products' });
      await zapi.register((s) => profileRoutes(s as App, ctx), { prefix: '/profiles' });
      await zapi.register((s) => formulaRoutes(s as App, ctx), { prefix: '/formulas' });
      await zapi.register((s) => postRoutes(s as App, ctx), { prefix: '/posts' });
      await zapi.register((s) => discussionRoutes(s as App, ctx), { prefix: '/discussions' });
      await zapi.register((s) => courseRoutes(s as App, ctx), { prefix: '/courses' });
      await zapi.register((s) => learnLibraryRoutes(s as App, ctx));
      await zapi.register((s) => homeRoutes(s as App, ctx), { prefix: '/home' });
      await zapi.register((s) => checkoutRoutes(s as App, ctx), { prefix: '/checkout' });
      await zapi.register((s) => orderRoutes(s as App, ctx), { prefix: '/orders' });
      await zapi.register((s) => paymentWebhookRoutes(s as App, ctx), { prefix: '/payments' });
      await zapi.register((s) => notificationRoutes(s as App, ctx));
      await zapi.register((s) => liveRoutes(s as App, ctx));
      await zapi.register((s) => adminRoutes(s as App, ctx));
      await zapi.register((s) => adminProductRoutes(s as App, ctx));
      await zapi.register((s) => adminContentRoutes(s as App, ctx));
      await zapi.register((s) => adminLibraryRoutes(s as App, ctx));
      await zapi.register((s) => waitlistAdminRoutes(s as App, ctx));
      await zapi.register((s) => analyticsRoutes(s as App, ctx));
      await zapi.register((s) => moderationRoutes(s as App, ctx));
      await zapi.register((s) => accountRoutes(s as App, ctx), { prefix: '/account' });
      await zapi.register((s) => accountAdminRoutes(s as App, ctx));
    },
    { prefix: '/api' },
  );

  await app.register((s) => seoRoutes(s as App, ctx));

  const serveClient = Boolean(opts.clientDir && existsSync(path.join(opts.clientDir, 'index.html')));
  if (serveClient) {
    // preCompressed: the build writes .br and .gz beside every compressible file; they are sent with Content-Encoding.
    // Caching per file (cacheControlFor): index.html no-cache, /assets/ a year and immutable, the rest an hour.
    await app.register(fastifyStatic, {
      root: path.resolve(opts.clientDir!),
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => res.header('cache-control', cacheControlFor(filePath)),
    });
  }
  const visitorGet: VisitorGet = (url) =>
    app.inject({ method: 'GET', url, headers: { accept: 'application/json', [PRERENDER_HEADER]: prerenderKey } });
  const appShell = serveClient ? appShellHandler(ctx, opts.clientDir!, visitorGet, app.log) : null;
  // Once listening (not under inject, as in tests): the pre-renderer loaded and its pages drawn, in the background.
  if (appShell)
    app.addHook('onListen', (done) => {
      const started = performance.now();
      void appShell
        .warm()
        .then((pages) => app.log.debug({ pages, ms: Math.round(performance.now() - started) }, 'pre-rendered pages warmed'));
      done();
    });
  app.setNotFoundHandler((request, reply) => {
    // Every non-API GET that is not a file is a client route: answer with the app shell and the page's tags.
    if (appShell && request.method === 'GET' && !request.url.startsWith('/api/')) return appShell(request, reply);
    return reply
      .code(404)
      .send({ error: { code: 'not_found', message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` } });
  });

  return app as unknown as App;
}

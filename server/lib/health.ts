import type { FastifyBaseLogger } from 'fastify';

/** How long one dependency check may take: past it the dependency counts as unreachable. */
export const HEALTH_CHECK_TIMEOUT_MS = 3000;

/** The mail outbox is degraded (not down) once its oldest unsent mail has waited longer than this. */
export const OUTBOX_DEGRADED_AFTER_SECONDS = 15 * 60;

/** A check that took longer than its deadline. */
export class HealthCheckTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'HealthCheckTimeout';
  }
}

/**
 * A dependency's check, run at most once per `intervalMs` however often monitors, load balancers and Prometheus
 * poll: between checks the last success (and its value) stands, so a poll costs no round trip (that round trip was
 * most of /api/health's cost). A failure is never remembered: while the dependency is down every poll checks again,
 * and the first success is seen at once. Concurrent polls share the check in flight. A check that has not answered
 * within `timeoutMs` fails its callers; it stays the shared one until then, and the next poll after that starts
 * another, so a hung dependency gets at most one new check per `timeoutMs`.
 */
export function memoisedCheck<T>(check: () => Promise<T>, intervalMs: number, timeoutMs = HEALTH_CHECK_TIMEOUT_MS): () => Promise<T> {
  let ok: { at: number; value: T } | undefined;
  let inflight: { promise: Promise<T>; deadline: number } | undefined;
  return () => {
    const now = performance.now();
    if (ok && now - ok.at < intervalMs) return Promise.resolve(ok.value);
    if (!inflight || now >= inflight.deadline) {
      const current: { promise: Promise<T>; deadline: number } = {
        deadline: now + timeoutMs,
        promise: check().then(
          (value) => {
            if (inflight === current) {
              ok = { at: performance.now(), value };
              inflight = undefined;
            }
            return value;
          },
          (err: unknown) => {
            if (inflight === current) inflight = undefined;
            throw err;
          },
        ),
      };
      // A check abandoned at its deadline may still fail later, with no caller left to hear it.
      current.promise.catch(() => {});
      inflight = current;
    }
    return withDeadline(inflight.promise, inflight.deadline - now);
  };
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new HealthCheckTimeout(Math.round(ms))), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The mail outbox's backlog: unsent mails due now, and how long the oldest unsent one has waited (0 when none). */
export interface OutboxBacklog {
  due: number;
  oldestSeconds: number;
}

export type Reachability = 'ok' | 'unreachable';

/**
 * What /api/health answers. `status` is 'error' (and the answer a 503) only when the database is unreachable: this
 * process can serve nothing then. Storage or Redis unreachable, or mail piling up, is 'degraded' (a 200): most pages
 * still work, and those stores are shared by every instance, so failing them all would take the whole site out of
 * its load balancer. No message, address or driver error is ever part of the answer; the log has those.
 */
export interface HealthReport {
  status: 'ok' | 'degraded' | 'error';
  database: Reachability;
  storage: Reachability;
  /** Present only when REDIS_URL is set. */
  redis?: Reachability;
  mailOutbox: ({ status: 'ok' | 'degraded' } & OutboxBacklog) | { status: 'unknown' };
}

export type Dependency = 'database' | 'storage' | 'redis';

/** Whether each dependency answered its last check; `redis` only when REDIS_URL is set. */
export interface Reachable {
  database: boolean;
  storage: boolean;
  redis?: boolean;
}

export interface HealthChecks {
  /** Resolves once the database answered (memoised); readiness and the report share it. */
  database(): Promise<void>;
  /** The outbox's backlog (memoised); the report and the metrics share it. */
  outbox(): Promise<OutboxBacklog>;
  /** Whether each dependency answered (Redis only when configured). */
  reachable(): Promise<Reachable>;
  report(): Promise<HealthReport>;
}

export interface HealthCheckOptions {
  /** A cheap round trip to the database (`select 1`). */
  ping(): Promise<void>;
  /** The outbox's backlog, read from the database. */
  outboxBacklog(): Promise<OutboxBacklog>;
  /** Whether the file store answers (Storage.check). */
  storage(): Promise<void>;
  /** Redis's ping; absent without REDIS_URL. */
  redis?: () => Promise<unknown>;
  /** HEALTH_CHECK_INTERVAL_MS: how long a success stands. */
  intervalMs: number;
  timeoutMs?: number;
  /** Where a failed check's details go (never into an answer). */
  log: FastifyBaseLogger;
}

/** Every dependency's memoised check, and the report /api/health answers with. */
export function createHealthChecks(opts: HealthCheckOptions): HealthChecks {
  const timeoutMs = opts.timeoutMs ?? HEALTH_CHECK_TIMEOUT_MS;
  // Logged once per check (not per poll): its failure, or that it is still waiting at its deadline.
  const logged =
    <T>(dependency: Dependency | 'mail outbox', check: () => Promise<T>) =>
    () => {
      const slow = setTimeout(
        () => opts.log.error({ dependency, timeoutMs }, `health check: ${dependency} did not answer in time`),
        timeoutMs,
      );
      slow.unref();
      return check()
        .finally(() => clearTimeout(slow))
        .catch((err: unknown) => {
          opts.log.error({ err, dependency }, `health check: ${dependency} failed`);
          throw err;
        });
    };
  const memo = <T>(dependency: Dependency | 'mail outbox', check: () => Promise<T>) =>
    memoisedCheck(logged(dependency, check), opts.intervalMs, timeoutMs);
  const database = memo('database', opts.ping);
  const storage = memo('storage', opts.storage);
  const redis = opts.redis && memo('redis', opts.redis);
  const outbox = memo('mail outbox', opts.outboxBacklog);
  const answered = (check: () => Promise<unknown>) =>
    check().then(
      () => true,
      () => false,
    );

  const reachable = async (): Promise<Reachable> => {
    const [db, files, cache] = await Promise.all([answered(database), answered(storage), redis && answered(redis)]);
    return cache === undefined ? { database: db, storage: files } : { database: db, storage: files, redis: cache };
  };

  return {
    database,
    outbox,
    reachable,
    async report() {
      const [up, backlog] = await Promise.all([
        reachable(),
        outbox().then(
          (b) => b,
          () => undefined,
        ),
      ]);
      const mailOutbox: HealthReport['mailOutbox'] = backlog
        ? { status: backlog.oldestSeconds > OUTBOX_DEGRADED_AFTER_SECONDS ? 'degraded' : 'ok', ...backlog }
        : { status: 'unknown' };
      const degraded = !up.storage || up.redis === false || mailOutbox.status !== 'ok';
      return {
        status: !up.database ? 'error' : degraded ? 'degraded' : 'ok',
        database: up.database ? 'ok' : 'unreachable',
        storage: up.storage ? 'ok' : 'unreachable',
        ...(up.redis === undefined ? {} : { redis: up.redis ? 'ok' : 'unreachable' }),
        mailOutbox,
      };
    },
  };
}

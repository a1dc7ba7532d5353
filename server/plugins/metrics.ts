import cluster from 'node:cluster';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '#server/db/client';
import type { HealthChecks } from '#server/lib/health';
import { metricsFromPrimary } from '#server/lib/cluster-metrics';

/** Requests' latency buckets (seconds): most answers take 1-10 ms here, a slow page 100 ms to seconds. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
/** The route label of requests that matched no route: unknown paths, and the client's pages (the app shell). */
export const NO_ROUTE = '(none)';

export interface MetricsSources {
  /** node-postgres's pool (Database.poolStats); absent on PGlite. */
  poolStats?: () => PoolStats;
  health: Pick<HealthChecks, 'outbox' | 'reachable'>;
  /** Labels every process-level metric (memory, CPU, event loop), so that each process keeps its own series. */
  pid?: number;
}

export interface AppMetrics {
  registry: Registry;
  /** Counts one answered request: one histogram observation. */
  observe(method: string, route: string | undefined, statusCode: number, seconds: number): void;
}

/**
 * This process's metrics, in a registry of its own (one per app, so tests can build several apps in one process).
 * Every metric says how to combine it across the processes of a cluster (`aggregator`, see lib/cluster-metrics.ts):
 * counters and histograms add up, pool connections add up, the outbox (the same table read by each process) and
 * dependencies' reachability take the worst; process metrics carry a `pid` label and are kept per process.
 */
export function createAppMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  // Memory, CPU, heap spaces, GC, handles, event-loop lag (nodejs_eventloop_lag_*): per process.
  collectDefaultMetrics({ register: registry, labels: { pid: String(sources.pid ?? process.pid) } });

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern (never the raw URL), method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const { poolStats } = sources;
  if (poolStats) {
    new Gauge({
      name: 'sillage_db_pool_connections',
      help: "PostgreSQL pool's connections, in use or idle",
      labelNames: ['state'] as const,
      registers: [registry],
      aggregator: 'sum',
      collect() {
        const s = poolStats();
        this.set({ state: 'in_use' }, s.total - s.idle);
        this.set({ state: 'idle' }, s.idle);
      },
    });
    new Gauge({
      name: 'sillage_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL pool connection',
      registers: [registry],
      aggregator: 'sum',
      collect() {
        this.set(poolStats().waiting);
      },
    });
  }

  // The outbox and reachability gauges are read from the health checks' memoised answers: a scrape adds no query
  // when /api/health was polled within HEALTH_CHECK_INTERVAL_MS, and at most one per interval otherwise. When a
  // read fails, the gauge has no sample in that scrape rather than a stale one.
  const { health } = sources;
  const outbox = health.outbox.bind(health);
  new Gauge({
    name: 'sillage_mail_outbox_due',
    help: 'Unsent mails due now in the outbox',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const backlog = await outbox().catch(() => undefined);
      if (backlog) this.set(backlog.due);
      else this.reset();
    },
  });
  new Gauge({
    name: 'sillage_mail_outbox_oldest_age_seconds',
    help: 'How long the oldest unsent mail has waited since it was queued (0 when none)',
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const backlog = await outbox().catch(() => undefined);
      if (backlog) this.set(backlog.oldestSeconds);
      else this.reset();
    },
  });
  new Gauge({
    name: 'sillage_dependency_up',
    help: 'Whether a dependency answered its last health check (1) or not (0): database, storage, redis',
    labelNames: ['dependency'] as const,
    registers: [registry],
    aggregator: 'min',
    async collect() {
      for (const [dependency, up] of Object.entries(await health.reachable())) this.set({ dependency }, up ? 1 : 0);
    },
  });

  return {
    registry,
    observe(method, route, statusCode, seconds) {
      requests.observe({ method, route: route ?? NO_ROUTE, status_class: STATUS_CLASSES[(statusCode / 100) | 0] ?? '0xx' }, seconds);
    },
  };
}

/** True when `header` is `Bearer <token>`, compared in constant time (as digests, so lengths never differ). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(token));
}

export interface MetricsOptions extends MetricsSources {
  /** METRICS_TOKEN: what a scrape must send as `Authorization: Bearer <token>`. */
  token: string;
  /** Under WEB_CONCURRENCY > 1: answer every worker's metrics combined, asked of the primary. */
  clustered: boolean;
}

/**
 * Prometheus metrics at `GET /metrics` (registered only when METRICS_TOKEN is set: otherwise the path is an unknown
 * one, 404). A request without the token is answered 401 with `WWW-Authenticate: Bearer`, in the API's error shape:
 * a scrape misconfigured shows as such in Prometheus's targets page.
 *
 * Every answered request is one histogram observation, in an onResponse hook (after the answer is sent), labelled by
 * the route's pattern (`/api/posts/:id`), never the URL, so the number of series is bounded by the route table.
 *
 * Under WEB_CONCURRENCY > 1 each worker has its registry, and a scrape reaches whichever worker the connection
 * landed on. Answering with that worker's metrics alone would be wrong: Prometheus would see each counter jump
 * between workers' values, and a series missing from a scrape is marked stale at once. So a worker asks the primary,
 * which gathers every worker's registry over the cluster's IPC channel and combines them (prom-client's
 * AggregatorRegistry); that takes no port or setting of its own.
 */
export function registerMetrics(app: FastifyInstance, opts: MetricsOptions): AppMetrics {
  const metrics = createAppMetrics(opts);
  if (opts.clustered && cluster.isWorker) {
    // Makes this worker answer the primary's requests for its registry (prom-client's listener).
    AggregatorRegistry.setRegistries([metrics.registry]);
    new AggregatorRegistry();
  }
  // A callback, not async: a promise per request is measurable on a small answer.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false, accessLog: 'failures' } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, opts.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: { code: 'unauthorized', message: 'A valid metrics token is required' } });
    }
    const text = opts.clustered && cluster.isWorker ? await metricsFromPrimary() : await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
  return metrics;
}

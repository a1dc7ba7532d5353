import type { FastifyInstance } from 'fastify';
import type { HealthChecks } from '#server/lib/health';

/**
 * The health routes, registered under /api. All three are exempt from the general rate limiter and logged only when
 * they fail: load balancers, orchestrators and monitors poll them every few seconds.
 *
 * - `GET /api/health`: every dependency's state (HealthReport); 503 only when the database is unreachable.
 * - `GET /api/health/live`: liveness, the process answers; it never touches a dependency, so a database outage never
 *   gets healthy processes restarted.
 * - `GET /api/health/ready`: readiness, 200 when the database answers and the app is not shutting down, else 503.
 *
 * Every dependency check is memoised (lib/health.ts), so a poll rarely costs a round trip.
 */
export function registerHealthRoutes(api: FastifyInstance, health: HealthChecks, shuttingDown: () => boolean): void {
  const config = { rateLimit: false, accessLog: 'failures' } as const;
  api.get('/health', { schema: { hide: true }, config }, async (_request, reply) => {
    const report = await health.report();
    return reply.code(report.status === 'error' ? 503 : 200).send(report);
  });
  api.get('/health/live', { schema: { hide: true }, config }, async () => ({ status: 'ok' }));
  api.get('/health/ready', { schema: { hide: true }, config }, async (_request, reply) => {
    const databaseUp = shuttingDown()
      ? false
      : await health.database().then(
          () => true,
          () => false,
        );
    // Asked again after the check: a shutdown that began while it ran makes this process not ready either.
    if (shuttingDown()) return reply.code(503).send({ error: { code: 'not_ready', message: 'The server is shutting down' } });
    if (!databaseUp) return reply.code(503).send({ error: { code: 'not_ready', message: 'The database is unreachable' } });
    return { status: 'ok' };
  });
}

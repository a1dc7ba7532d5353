/**
 * The database's health for /api/health, checked at most once per `intervalMs` however often monitors and
 * load balancers poll: between checks the last success stands, so a poll costs no database round trip
 * (that round trip was most of the route's cost). A failure is never remembered: while the database is
 * down every poll checks again (concurrent polls share one check), and the first success is seen at once.
 */
export function databaseHealth(ping: () => Promise<void>, intervalMs: number): () => Promise<void> {
  let okAt = Number.NEGATIVE_INFINITY;
  let inflight: Promise<void> | null = null;
  return async () => {
    if (performance.now() - okAt < intervalMs) return;
    inflight ??= ping()
      .then(() => void (okAt = performance.now()))
      .finally(() => (inflight = null));
    await inflight;
  };
}

/**
 * lru-cache's TTL options for entries kept `ttlMs` by `now` (Date.now, or a test's clock): fresh while younger than
 * `ttlMs`, as `expires > now` would say. lru-cache counts an entry stale only once older than its ttl, and takes a
 * start time of 0 for "no TTL"; so it reads the clock in half milliseconds, one past `now` (2 * now + 1), with a ttl
 * of 2 * ttlMs - 1. Every look-up asks the clock (`ttlResolution: 0`): a test's clock moved on is seen at once.
 */
export function lruTtl(ttlMs: number, now: () => number) {
  return { ttl: 2 * ttlMs - 1, ttlResolution: 0, perf: { now: () => 2 * now() + 1 } };
}

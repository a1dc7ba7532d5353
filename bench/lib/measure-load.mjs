// One autocannon run with req/s and latency percentiles measured per response (sub-millisecond, unlike
// autocannon's whole-millisecond histogram). Plain JavaScript: bench/api-load.mjs runs it without tsx.
import autocannon from 'autocannon';

/** Runs autocannon with `opts` and answers from the responses it counted (NaN percentiles when there were none). */
export async function measureLoad(opts) {
  const times = [];
  const statuses = {};
  const instance = autocannon(opts);
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  const q = (p) => (times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))] : NaN);
  return {
    requests: times.length,
    // Inside a worker thread autocannon returns its histograms encoded: the rate is the responses over the run.
    reqPerSec: times.length / result.duration,
    p50: q(0.5),
    p95: q(0.95),
    p975: q(0.975),
    p99: q(0.99),
    max: times.length ? times[times.length - 1] : NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}

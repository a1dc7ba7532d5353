/**
 * Worker thread of bench/community.ts: runs one autocannon scenario away from the app's event loop and
 * posts back req/s and latency percentiles measured per response (sub-millisecond, unlike autocannon's
 * whole-millisecond histogram).
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon, { type Options } from 'autocannon';

export interface LoadResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p975: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
}

const opts = workerData as Options;
const times: number[] = [];
const statuses: Record<string, number> = {};
const instance = autocannon(opts);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  times.push(responseTime);
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
const result = await instance;
times.sort((a, b) => a - b);
const q = (p: number) => (times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))] : NaN);
const out: LoadResult = {
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
parentPort!.postMessage(out);

// One autocannon run in its own process (so the load generator never shares a CPU slice with the server's
// event loop): reads the options as JSON from argv[2], prints one JSON line with req/s and latency percentiles
// measured per response (sub-millisecond, unlike autocannon's whole-millisecond histogram).
import autocannon from 'autocannon';

const opts = JSON.parse(process.argv[2]);
const times = [];
const statuses = {};
const instance = autocannon(opts);
instance.on('response', (_client, statusCode, _bytes, responseTime) => {
  times.push(responseTime);
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
});
const result = await instance;
times.sort((a, b) => a - b);
const q = (p) => (times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))] : null);
process.stdout.write(
  `${JSON.stringify({
    requests: times.length,
    reqPerSec: times.length / result.duration,
    p50: q(0.5),
    p99: q(0.99),
    max: times.length ? times[times.length - 1] : null,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  })}\n`,
);

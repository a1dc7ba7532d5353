// One autocannon run with req/s and latency percentiles measured per response (sub-millisecond, unlike
// autocannon's whole-millisecond histogram). Plain JavaScript: bench/api-load.mjs runs it without tsx.
import http from 'node:http';
import autocannon from 'autocannon';

/**
 * Runs autocannon with `opts` and answers from the responses it counted (NaN percentiles when there were none).
 * With `opts.pacedRate`, requests go out at that many a second, evenly spaced, instead (measurePaced).
 */
export async function measureLoad(opts) {
  if (opts.pacedRate) return measurePaced(opts);
  const times = [];
  const statuses = {};
  const instance = autocannon(opts.memberTokens ? asMembers(opts) : opts);
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  return summary(times, statuses, result.duration, result.non2xx, result.errors, result.timeouts);
}

/** A Bearer token's header, for the `i`th request when `memberTokens` (members in turn) is given. */
const memberAuth = (memberTokens, i) => (memberTokens ? { authorization: `Bearer ${memberTokens[i % memberTokens.length]}` } : {});

/**
 * autocannon's options with each request asked by the next of `memberTokens` in turn: a request each, so that the
 * requests on the connections at any moment are different members' (a token per connection is not an option of
 * autocannon's; setupRequest makes each request anew).
 */
function asMembers({ memberTokens, ...opts }) {
  const { pathname, search } = new URL(opts.url);
  let next = 0;
  const setupRequest = (req) => ({ ...req, headers: { ...opts.headers, ...memberAuth(memberTokens, next++) } });
  return { ...opts, requests: [{ method: opts.method ?? 'GET', path: pathname + search, setupRequest }] };
}

/**
 * An open-loop load: `pacedRate` requests a second, each sent at its own moment (one every 1/rate s), over at most
 * `connections` kept-alive connections, for `duration` seconds. A request's time runs from the moment it was due,
 * so one that waited for a free connection counts its wait. (autocannon's overallRate is a budget per second: each
 * connection sends its share back to back as the second starts, then waits, which measures bursts.)
 */
async function measurePaced({
  url,
  method = 'GET',
  headers = {},
  body,
  pacedRate,
  duration,
  connections,
  requests,
  memberTokens,
  timeout = 10,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const { origin, pathname, search } = new URL(url);
  const steps = requests?.length ? requests : [{ method, path: pathname + search }];
  const times = [];
  const lags = [];
  const statuses = {};
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  const total = Math.round(pacedRate * duration);
  const start = performance.now();
  const pending = [];
  const send = (i) =>
    new Promise((resolve) => {
      const due = start + (i * 1000) / pacedRate;
      // How late the timer let this request go (the load's own lateness, not the server's).
      lags.push(performance.now() - due);
      const step = steps[i % steps.length];
      let settled = false;
      const settle = (count) => {
        if (settled) return;
        settled = true;
        count();
        resolve();
      };
      const req = http.request(
        `${origin}${step.path}`,
        { method: step.method ?? method, headers: { ...headers, ...memberAuth(memberTokens, i) }, agent },
        (res) => {
          res.resume();
          res.on('end', () =>
            settle(() => {
              times.push(performance.now() - due);
              statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
              if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
            }),
          );
          res.on('error', () => settle(() => errors++));
          res.on('close', () => settle(() => errors++)); // closed before its end
        },
      );
      req.setTimeout(timeout * 1000, () => {
        settle(() => timeouts++);
        req.destroy();
      });
      req.on('error', () => settle(() => errors++));
      req.end(body);
    });
  for (let i = 0; i < total;) {
    const now = performance.now();
    for (; i < total && start + (i * 1000) / pacedRate <= now; i++) pending.push(send(i));
    if (i < total) await new Promise((r) => setTimeout(r, Math.max(0, start + (i * 1000) / pacedRate - performance.now())));
  }
  await Promise.all(pending);
  agent.destroy();
  const sendLagP99 = percentile(
    lags.sort((a, b) => a - b),
    0.99,
  );
  return { ...summary(times, statuses, (performance.now() - start) / 1000, non2xx, errors, timeouts), sendLagP99 };
}

function summary(times, statuses, duration, non2xx, errors, timeouts) {
  times.sort((a, b) => a - b);
  const q = (p) => percentile(times, p);
  return {
    requests: times.length,
    // Inside a worker thread autocannon returns its histograms encoded: the rate is the responses over the run.
    reqPerSec: times.length / duration,
    p50: q(0.5),
    p95: q(0.95),
    p975: q(0.975),
    p99: q(0.99),
    max: times.length ? times[times.length - 1] : NaN,
    non2xx,
    errors,
    timeouts,
    statuses,
  };
}

/** The `p` quantile of ascending `sorted` (NaN when empty). */
function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
}

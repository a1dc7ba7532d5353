import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createTestApp, TEST_DRIVER, type TestApp } from '#server/test/test-app';
import { bearerMatches, createAppMetrics, NO_ROUTE } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';
const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('METRICS_TOKEN', () => {
  it('is validated like the other settings', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: must be at least 16 characters');
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it, sixteen+' })).toThrow('METRICS_TOKEN: must be printable ASCII');
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });

  it('is compared as a bearer token', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    for (const header of [undefined, '', 'Bearer', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, `Basic ${TOKEN}`, TOKEN]) {
      expect(bearerMatches(header, TOKEN)).toBe(false);
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: 404, whatever the token', async () => {
    for (const res of [await scrape(t), await scrape(t, `Bearer ${TOKEN}`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No such endpoint: GET /metrics' } });
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer wrong-token-wrong-token-0000'],
    ['the token under another scheme', `Basic ${TOKEN}`],
  ])('answers 401 to %s, in the error shape', async (_label, authorization) => {
    const res = await scrape(t, authorization);
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'A valid metrics token is required' } });
  });

  it('answers the text exposition with a latency histogram per route pattern, method and status class', async () => {
    const id = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${id}` });
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const labels = 'method="GET",route="/api/products/:id",status_class="4xx"';
    expect(text).toContain(`http_request_duration_seconds_bucket{le="0.005",${labels}}`);
    expect(text).toMatch(new RegExp(`http_request_duration_seconds_count\\{${labels.replace(/[/:]/g, '\\$&')}\\} 1\\n`));
    // Never the raw URL: a request that matched no route is counted under one label.
    expect(text).not.toContain(id);
    expect(text).toContain(`route="${NO_ROUTE}",status_class="4xx"`);
  });

  it('holds the process, event-loop, outbox and dependency metrics, and the pool only on node-postgres', async () => {
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/^process_resident_memory_bytes\{pid="\d+"\} \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{pid="\d+"\} /m);
    expect(text).toMatch(/^sillage_mail_outbox_due 0$/m);
    expect(text).toMatch(/^sillage_mail_outbox_oldest_age_seconds 0$/m);
    expect(text).toMatch(/^sillage_dependency_up\{dependency="database"\} 1$/m);
    expect(text).toMatch(/^sillage_dependency_up\{dependency="storage"\} 1$/m);
    if (TEST_DRIVER === 'postgres') {
      expect(text).toMatch(/^sillage_db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^sillage_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^sillage_db_pool_waiting 0$/m);
    } else {
      expect(text).not.toContain('sillage_db_pool');
    }
  });

  it('is exempt from the rate limit and the health routes stay as they were', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok', database: 'ok' });
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(text).toContain('route="/api/health",status_class="2xx"');
  });
});

describe('metrics of a cluster, combined as the primary combines its workers', () => {
  it('adds up requests and pool connections, keeps process metrics per pid, and does not multiply shared readings', async () => {
    const worker = (pid: number, inUse: number) =>
      createAppMetrics({
        pid,
        poolStats: () => ({ total: inUse + 1, idle: 1, waiting: 0 }),
        health: {
          outbox: async () => ({ due: 7, oldestSeconds: 42 }),
          reachable: async () => ({ database: true, storage: pid === 1001 }),
        },
      });
    const a = worker(1001, 2);
    const b = worker(1002, 3);
    a.observe('GET', '/api/posts/:id', 200, 0.003);
    b.observe('GET', '/api/posts/:id', 200, 0.004);
    b.observe('GET', '/api/posts/:id', 503, 0.2);
    const combined = await AggregatorRegistry.aggregate([
      await a.registry.getMetricsAsJSON(),
      await b.registry.getMetricsAsJSON(),
    ]).metrics();
    expect(combined).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/posts\/:id",status_class="2xx"\} 2$/m);
    expect(combined).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/posts\/:id",status_class="5xx"\} 1$/m);
    expect(combined).toMatch(/^sillage_db_pool_connections\{state="in_use"\} 5$/m);
    expect(combined).toMatch(/^sillage_mail_outbox_due 7$/m);
    expect(combined).toMatch(/^sillage_mail_outbox_oldest_age_seconds 42$/m);
    // One worker that cannot reach storage makes it down.
    expect(combined).toMatch(/^sillage_dependency_up\{dependency="storage"\} 0$/m);
    expect(combined).toMatch(/^process_resident_memory_bytes\{pid="1001"\} \d+$/m);
    expect(combined).toMatch(/^process_resident_memory_bytes\{pid="1002"\} \d+$/m);
  });
});

import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createHealthChecks, HealthCheckTimeout, memoisedCheck, OUTBOX_DEGRADED_AFTER_SECONDS, type HealthCheckOptions } from './health';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A check whose answers the test decides, counting its calls. */
function controlled<T>(value: T) {
  const state = { calls: 0, fail: false, hang: false };
  const check = async () => {
    state.calls++;
    if (state.hang) return new Promise<T>(() => {});
    if (state.fail) throw new Error('down: postgres://user:secret@db.internal:5432');
    return value;
  };
  return { state, check };
}

describe('memoisedCheck', () => {
  it('keeps a success for the interval, shares one check in flight, and checks a failure again on every call', async () => {
    const { state, check } = controlled('v');
    const memo = memoisedCheck(check, 100);
    expect(await Promise.all([memo(), memo(), memo()])).toEqual(['v', 'v', 'v']);
    expect(state.calls).toBe(1);
    expect(await memo()).toBe('v');
    expect(state.calls).toBe(1);
    await sleep(120);
    state.fail = true;
    await expect(memo()).rejects.toThrow('down');
    await expect(memo()).rejects.toThrow('down');
    expect(state.calls).toBe(3);
    state.fail = false;
    expect(await memo()).toBe('v');
    expect(state.calls).toBe(4);
  });

  it('fails its callers at the deadline, and starts one new check per deadline while the dependency hangs', async () => {
    const { state, check } = controlled('v');
    state.hang = true;
    const memo = memoisedCheck(check, 1000, 50);
    const started = performance.now();
    const calls = [memo(), memo()];
    await sleep(20);
    calls.push(memo());
    const results = await Promise.allSettled(calls);
    for (const result of results) expect(result).toMatchObject({ status: 'rejected', reason: expect.any(HealthCheckTimeout) });
    // The third caller joined the same check and failed with it, at its deadline.
    expect(performance.now() - started).toBeLessThan(200);
    expect(state.calls).toBe(1);
    state.hang = false;
    expect(await memo()).toBe('v');
    expect(state.calls).toBe(2);
  });
});

const silent = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

function checks(overrides: Partial<HealthCheckOptions> = {}) {
  return createHealthChecks({
    ping: async () => {},
    outboxBacklog: async () => ({ due: 0, oldestSeconds: 0 }),
    storage: async () => {},
    intervalMs: 0,
    log: silent,
    ...overrides,
  });
}

describe('createHealthChecks: the report', () => {
  const fail = async () => {
    throw new Error('ECONNREFUSED 10.0.0.7:6379 password=hunter2');
  };

  it('is ok when everything answers; Redis is listed only when configured', async () => {
    expect(await checks().report()).toEqual({
      status: 'ok',
      database: 'ok',
      storage: 'ok',
      mailOutbox: { status: 'ok', due: 0, oldestSeconds: 0 },
    });
    expect(await checks({ redis: async () => 'PONG' }).report()).toMatchObject({ status: 'ok', redis: 'ok' });
  });

  it('is an error when the database fails, degraded when storage or Redis fail or mail waits too long', async () => {
    expect(await checks({ ping: fail, outboxBacklog: fail }).report()).toEqual({
      status: 'error',
      database: 'unreachable',
      storage: 'ok',
      mailOutbox: { status: 'unknown' },
    });
    expect(await checks({ storage: fail }).report()).toMatchObject({ status: 'degraded', database: 'ok', storage: 'unreachable' });
    expect(await checks({ redis: fail }).report()).toMatchObject({ status: 'degraded', redis: 'unreachable' });
    const late = { due: 3, oldestSeconds: OUTBOX_DEGRADED_AFTER_SECONDS + 1 };
    expect(await checks({ outboxBacklog: async () => late }).report()).toMatchObject({
      status: 'degraded',
      mailOutbox: { status: 'degraded', ...late },
    });
    const fresh = { due: 500, oldestSeconds: 30 };
    expect(await checks({ outboxBacklog: async () => fresh }).report()).toMatchObject({ status: 'ok', mailOutbox: { status: 'ok' } });
  });

  it('logs a failure once per check, with its details, which the answer never holds', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }) as unknown as FastifyBaseLogger;
    const health = checks({ redis: fail, log, intervalMs: 1000 });
    const reports = await Promise.all([health.report(), health.report()]);
    expect(lines.filter((l) => l.dependency === 'redis')).toHaveLength(1);
    expect(JSON.stringify(lines)).toContain('hunter2');
    expect(JSON.stringify(reports)).not.toMatch(/hunter2|10\.0\.0\.7|ECONNREFUSED/);
  });
});

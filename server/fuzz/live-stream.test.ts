import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';

/**
 * The fuzz suite's part for the live stream (GET /api/live). The route-table fuzz (fuzz.test.ts) sends it hostile
 * query values through inject, which waits for the end of an answer, so it can only send what is refused; here a
 * real connection sends topic lists and Last-Event-ID headers that are hostile, nearly valid and valid, as a visitor
 * and as a member: every answer is a 4xx with an error code, or a stream that opens (and is closed by the test).
 * Never a 5xx. FUZZ_RUNS and FUZZ_SEED apply as in fuzz.test.ts.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10) * 4;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let t: TestApp;
let member: SignedUp;
let address: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_MS: '1000' });
  member = await signUp(t.app);
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const uuid = fc.uuid();
const topic = fc.oneof(
  fc.constantFrom('inbox', 'feed', 'forum', 'FEED', 'post:', 'discussion:', 'post:x', 'feed ', ' feed', '', '*', '..', 'post:%00'),
  uuid.map((id) => `post:${id}`),
  uuid.map((id) => `discussion:${id}`),
  uuid.map((id) => `post:${id}'--`),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const topics = fc.oneof(
  fc.array(topic, { maxLength: 12 }).map((list) => list.join(',')),
  fc.constantFrom('x'.repeat(5000), ','.repeat(300), 'feed,'.repeat(100)),
);
const lastEventId = fc.option(
  fc.oneof(
    fc.constantFrom('0', '1', '-1', '1e3', '18446744073709551616', '9'.repeat(18), '9'.repeat(19), ' 1', '1;drop table live_events'),
    fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }).map(String),
    fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  ),
  { nil: undefined },
);

describe('fuzz: the live stream', () => {
  it('answers every topic list and Last-Event-ID with a 4xx or an open stream, never a 5xx', async () => {
    let opened = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(topics, lastEventId, fc.boolean(), async (list, last, signedIn) => {
        const controller = new AbortController();
        const headers: Record<string, string> = signedIn ? { ...member.auth } : {};
        if (last !== undefined) headers['last-event-id'] = last;
        let url: string;
        try {
          url = `${address}/api/live?topics=${encodeURIComponent(list)}`;
        } catch {
          url = `${address}/api/live?topics=%ED%A0%80`; // a lone surrogate: its CESU bytes, as an attacker sends them
        }
        const res = await fetch(url, { headers, signal: controller.signal });
        try {
          expect(res.status, `${list.slice(0, 80)} / ${last}`).toBeLessThan(500);
          if (res.status === 200) {
            opened++;
            expect(res.headers.get('content-type')).toContain('text/event-stream');
          } else {
            refused++;
            expect([400, 401, 429]).toContain(res.status);
            expect((await res.json()).error.code).toBeTruthy();
          }
        } finally {
          controller.abort();
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // Both kinds of answer were reached, so the parameters were read past their validation.
    expect(opened).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  }, 120_000);
});

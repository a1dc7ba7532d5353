import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { createTestApp, grantRoles, signUp, type SignedUp, type TestApp } from '#server/test/test-app';

/**
 * The fuzz suite (issue 9): every route the app registers — collected from Fastify's route table with an
 * onRoute hook, so a new endpoint is fuzzed without anyone adding it here — gets hostile values in every
 * path parameter, query field, body field and header (huge strings, NUL, lone surrogates, wrong types,
 * negative and huge numbers, impossible dates, SQL and HTML fragments, deep nesting, empty and truncated
 * multipart), signed out, as a member and as an admin. Any 5xx fails.
 *
 * `npm test` runs FUZZ_RUNS (default 10) cases per route and role with a fixed seed; `npm run fuzz` runs
 * 150 (FUZZ_RUNS and FUZZ_SEED override both).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

interface Route {
  method: string;
  url: string;
  params: string[];
  query: string[];
  body: string[];
  /** Headers the route's schema names (Last-Event-ID): fuzzed beside the usual ones. */
  headers: string[];
  multipart: boolean;
}
const routes: Route[] = [];
const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

let t: TestApp;
let member: SignedUp;
let admin: SignedUp;
let sent = 0;
const fiveHundreds: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    // As production runs: visitors' answers kept and members' pages shared for a second (the test apps' default is
    // 0), so that hostile input reaches the shared paths and the micro-cache too.
    { PUBLIC_CACHE_MS: '1000' },
    {
      configure: (app: FastifyInstance) => {
        app.addHook('onRoute', (r: RouteOptions) => {
          for (const method of [r.method].flat()) {
            if (method === 'HEAD' || method === 'OPTIONS') continue;
            const schema = (r.schema ?? {}) as {
              params?: unknown;
              querystring?: unknown;
              body?: unknown;
              headers?: unknown;
              consumes?: string[];
            };
            routes.push({
              method,
              url: r.url,
              params: [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]).concat(r.url.includes('*') ? ['*'] : []),
              query: keysOf(schema.querystring),
              body: schema.body instanceof z.ZodType ? keysOf(schema.body) : [],
              headers: keysOf(schema.headers),
              multipart: Boolean(schema.consumes?.includes('multipart/form-data')),
            });
          }
        });
      },
    },
  );
  member = await signUp(t.app);
  admin = await signUp(t.app);
  await grantRoles(t.database, admin.userId, ['admin', 'super_admin']);
});
afterAll(async () => {
  console.log(
    `fuzz: ${sent} requests over ${routes.length} routes × 3 roles (seed ${SEED}, ${RUNS} runs each), ${fiveHundreds.length} × 5xx`,
  );
  await t.close();
});

const deep = (n: number): unknown => Array.from({ length: n }).reduce<unknown>((acc) => ({ a: [acc] }), 1);
const impossibleCursor = (when: string) =>
  Buffer.from(JSON.stringify({ t: when, id: '00000000-0000-4000-8000-000000000000', v: when })).toString('base64url');

/** Cursors: well-formed base64url JSON with impossible instants and hostile ids and values, or garbage. */
const cursorArb: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .constantFrom(
      '2024-02-30T00:00:00Z',
      '2023-02-29T12:00:00.123456Z',
      '2024-04-31T10:00:00Z',
      '2024-01-01T24:00:00Z',
      '9999-12-31T23:59:59.999999Z',
      '0000-01-01T00:00:00Z',
    )
    .map(impossibleCursor),
  fc
    .record({ t: fc.string(), id: fc.string(), v: fc.oneof(fc.string(), fc.integer(), fc.double()) }, { requiredKeys: [] })
    .map((c) => Buffer.from(JSON.stringify(c)).toString('base64url')),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const hostileString = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfffy',
      '\u0007\u001b[31m',
      '\u202eevil',
      '\r\n\r\n',
      '🙂👩‍👩‍👧',
      'e\u0301',
      'x'.repeat(100_000),
      '9'.repeat(400),
      '-1',
      '0',
      '-0',
      '1e309',
      'NaN',
      'Infinity',
      'null',
      'undefined',
      'true',
      '[]',
      '{}',
      '2024-02-30T00:00:00Z',
      '2024-13-45T25:61:61Z',
      '0000-00-00',
      "' OR '1'='1",
      "'; drop table users; --",
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
      '../../../etc/passwd',
      '%00',
      '%ED%A0%80',
      '${7*7}',
      '{{7*7}}',
      '\\',
      '"',
      '00000000-0000-0000-0000-000000000000',
      '00000000-0000-4000-8000-000000000000',
      'password',
      'refresh_token',
      'customer',
      'brand',
      impossibleCursor('2024-02-30T00:00:00Z'),
      impossibleCursor('2023-02-29T12:00:00.123456Z'),
      'eyJ0IjoxfQ',
      '!!!not-a-cursor!!!',
    ),
  },
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const hostileNumber = fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.1, 1e-300), fc.double());
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.constant(deep(2000)),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 3 }),
  ),
})).value;
const asciiHeader = fc.oneof(
  fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  fc.constantFrom(
    'Bearer ',
    'Bearer x.y.z',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'Basic YTpi',
    'sillage_refresh=' + 'x'.repeat(300),
    'sillage_visitor=../../x',
    'a'.repeat(8000),
  ),
);

/** A value for a URL: percent-encoded; a lone surrogate (no UTF-8 form) becomes its CESU bytes, which is what an attacker sends. */
const urlEncode = (v: unknown) => {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
  try {
    return encodeURIComponent(s.slice(0, 3000));
  } catch {
    return '%ED%A0%80';
  }
};

type Multipart = { payload: Buffer; contentType: string };
const multipartArb: fc.Arbitrary<Multipart> = fc
  .record({
    fields: fc.dictionary(fc.constantFrom('content', 'imageAlt', 'title', 'description', 'likesCount', 'file'), hostileString, {
      maxKeys: 4,
    }),
    file: fc.option(fc.uint8Array({ maxLength: 2048 }), { nil: undefined }),
    fileField: fc.constantFrom('file', 'thumbnail', 'other'),
    damage: fc.constantFrom('none', 'truncate', 'bad-boundary', 'no-boundary', 'empty', 'garbage', 'no-closing'),
    cut: fc.nat(),
  })
  .map(({ fields, file, fileField, damage, cut }) => {
    const b = 'fuzzBoundary7MA4YWxkTrZu0gW';
    const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v.slice(0, 20_000)}\r\n`),
    );
    if (file)
      parts.push(
        Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${fileField}"; filename="f.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        Buffer.from(file),
        Buffer.from('\r\n'),
      );
    let payload = Buffer.concat([...parts, Buffer.from(damage === 'no-closing' ? '' : `--${b}--\r\n`)]);
    let contentType = `multipart/form-data; boundary=${b}`;
    if (damage === 'truncate') payload = payload.subarray(0, payload.length ? cut % payload.length : 0);
    if (damage === 'bad-boundary') contentType = 'multipart/form-data; boundary=something-else';
    if (damage === 'no-boundary') contentType = 'multipart/form-data';
    if (damage === 'empty') payload = Buffer.alloc(0);
    if (damage === 'garbage') payload = Buffer.from(`\u0000\u00ff--${b}\r\n\r\n--`);
    return { payload, contentType };
  });

/**
 * Hostile values for named fields: often one field alone (so another field's 400 does not mask it),
 * otherwise any subset of them, plus unknown keys.
 */
const fieldsOf = <T>(
  keys: string[],
  value: fc.Arbitrary<T>,
  special: Record<string, fc.Arbitrary<T>> = {},
): fc.Arbitrary<Record<string, T>> => {
  const valueOf = (k: string) => special[k] ?? value;
  const any = fc
    .tuple(
      fc.record(Object.fromEntries(keys.map((k) => [k, valueOf(k)])) as Record<string, fc.Arbitrary<T>>, { requiredKeys: [] }),
      fc.dictionary(hostileString, value, { maxKeys: 2 }),
    )
    .map(([named, extra]) => ({ ...extra, ...named }) as Record<string, T>);
  if (!keys.length) return any;
  const one = fc.constantFrom(...keys).chain((k) => valueOf(k).map((v) => ({ [k]: v }) as Record<string, T>));
  return fc.oneof(one, any);
};

const requestArb = (route: Route) =>
  fc.record({
    params: fc.tuple(...route.params.map(() => hostileString)),
    query: fieldsOf([...new Set([...route.query, 'limit', 'cursor'])], fc.oneof(hostileValue, fc.array(hostileString, { maxLength: 3 })), {
      cursor: cursorArb,
    }),
    body: fc.oneof(
      { weight: 5, arbitrary: fieldsOf(route.body, hostileValue) },
      { weight: 1, arbitrary: hostileValue },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '{"unterminated": ',
          '[1,2',
          '\u0000',
          '',
          'null',
          '{"__proto__": {"admin": true}}',
          '{"constructor": {"prototype": {"x": 1}}}',
        ),
      },
    ),
    multipart: multipartArb,
    contentType: fc.option(
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=utf-16',
        'application/octet-stream',
      ),
      { nil: undefined, freq: 1 },
    ),
    headers: fc.record(
      {
        authorization: asciiHeader,
        cookie: asciiHeader,
        'x-request-id': asciiHeader,
        'x-forwarded-for': asciiHeader,
        'accept-language': asciiHeader,
        ...Object.fromEntries(route.headers.map((h) => [h, asciiHeader])),
      },
      { requiredKeys: [] },
    ),
    keepRoleAuth: fc.boolean(),
  });

const roles: [string, () => SignedUp | null][] = [
  ['signed out', () => null],
  ['a member', () => member],
  ['an admin', () => admin],
];

describe('fuzz: no input makes a 5xx', () => {
  it('found the routes in the route table', () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(roles)(
    'every route, %s',
    async (_label, who) => {
      for (const route of routes) {
        await fc.assert(
          fc.asyncProperty(requestArb(route), async (r) => {
            let url = route.url;
            route.params.forEach((p, i) => {
              url = url.replace(p === '*' ? '*' : `:${p}`, urlEncode(r.params[i]));
            });
            const qs = Object.entries(r.query)
              .flatMap(([k, v]) =>
                Array.isArray(v) ? v.map((x) => `${urlEncode(k)}=${urlEncode(x)}`) : [`${urlEncode(k)}=${urlEncode(v)}`],
              )
              .join('&');
            const headers: Record<string, string> = { ...r.headers };
            const user = who();
            if (user && (r.keepRoleAuth || !headers.authorization)) headers.authorization = user.auth.authorization;
            let payload: string | Buffer | undefined;
            if (!['GET', 'DELETE'].includes(route.method)) {
              if (route.multipart && r.contentType === undefined) {
                payload = r.multipart.payload;
                headers['content-type'] = r.multipart.contentType;
              } else {
                payload = typeof r.body === 'string' ? r.body : (JSON.stringify(r.body) ?? '');
                headers['content-type'] = r.contentType ?? 'application/json';
              }
            }
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: qs ? `${url}?${qs}` : url,
              headers,
              payload,
              remoteAddress: `10.${sent % 200}.0.1`,
            });
            sent++;
            if (res.statusCode >= 500) {
              fiveHundreds.push(`${route.method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
              throw new Error(`${route.method} ${route.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
            }
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
    },
    600_000,
  );
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, signUp, type SignedUp, type TestApp } from './test/test-app';
import { multipartForm } from './test/multipart';
import { posts, profiles, users } from './db/schema';

/** Issue 9 items 10–14: input a client controls is a clear 4xx that changes nothing — never a 5xx. */
let t: TestApp;
let u: SignedUp;
let postId: string;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // Last-line checks of the error handler: statements PostgreSQL refuses for their values.
      configure: (app: FastifyInstance) => {
        app.register(async (s) => {
          s.get('/api/test-only/pg/:kind', async (request) => {
            const kind = (request.params as { kind: string }).kind;
            const db = t.database.db;
            if (kind === '22P02') await db.execute(sql`select ${'not-a-number'}::int`);
            if (kind === '22P05') await db.execute(sql`select ${'{"a":"\\u0000"}'}::jsonb ->> 'a'`);
            if (kind === '22021') await db.execute(sql`select convert_from('\\xff'::bytea, 'UTF8')`);
            if (kind === '22003') await db.execute(sql`select ${'2147483648'}::int`);
            if (kind === 'lost') throw new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') });
            if (kind === '57P01') throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
            return { ok: true };
          });
        });
      },
    },
  );
  u = await signUp(t.app);
  const f = multipartForm([{ name: 'content', value: 'a post' }]);
  postId = (await t.app.inject({ method: 'POST', url: '/api/posts', payload: f.payload, headers: { ...f.headers, ...u.auth } })).json().id;
});
afterAll(() => t.close());

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('item 10: impossible dates in cursors', () => {
  const lists = () => [
    '/api/posts',
    '/api/posts/search?q=post',
    `/api/posts/${postId}/comments`,
    `/api/profiles/${u.userId}/posts`,
    '/api/formulas',
    '/api/inbox',
  ];
  it.each([
    '2024-02-30T00:00:00Z',
    '2023-02-29T12:00:00.123456Z',
    '2024-13-01T00:00:00Z',
    '2024-01-01T25:00:00Z',
    '2024-01-01T23:61:00Z',
    '0000-01-01T00:00:00Z',
  ])('%s is a 400 on all six newest-first lists', async (when) => {
    for (const url of lists()) {
      const sep = url.includes('?') ? '&' : '?';
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}${sep}cursor=${cursorOf({ t: when, id: randomUUID() })}`,
        headers: u.auth,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation', message: 'Invalid cursor', field: 'cursor' });
    }
  });
  it('a real instant is still accepted (29 February of a leap year)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts?cursor=${cursorOf({ t: '2024-02-29T23:59:59.999999Z', id: randomUUID() })}`,
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('item 11: NUL bytes, lone surrogates and control characters in text', () => {
  const hostile = ['bad\u0000byte', 'lone \ud800 high', 'lone \udc00 low', 'bell\u0007', 'escape\u001b[31m'];
  const counts = async () => {
    const [p] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(posts);
    const [a] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    return [p.n, a.n];
  };

  it.each(hostile)('%j is refused with 400 by every kind of text field, and nothing changes', async (value) => {
    const before = await counts();
    const bioBefore = (await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: u.auth })).json().bio;
    // Multipart and URLs carry UTF-8, where a lone surrogate cannot exist (it arrives as U+FFFD, valid text): JSON bodies carry it.
    const encodable = !/[\uD800-\uDFFF]/.test(value);
    const f = multipartForm([{ name: 'content', value }]);
    const requests = [
      ...(encodable
        ? [
            t.app.inject({ method: 'POST', url: '/api/posts', payload: f.payload, headers: { ...f.headers, ...u.auth } }),
            t.app.inject({ method: 'GET', url: `/api/posts/search?q=${encodeURIComponent(value)}` }),
            t.app.inject({ method: 'GET', url: `/api/products?q=${encodeURIComponent(value)}` }),
          ]
        : []),
      t.app.inject({ method: 'POST', url: `/api/posts/${postId}/comments`, payload: { content: value }, headers: u.auth }),
      t.app.inject({ method: 'PATCH', url: `/api/posts/${postId}`, payload: { content: value }, headers: u.auth }),
      t.app.inject({ method: 'PATCH', url: '/api/profiles/me', payload: { bio: value }, headers: u.auth }),
      t.app.inject({ method: 'POST', url: '/api/formulas/generate', payload: { description: value }, headers: u.auth }),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: {
          email: `x${Date.now()}@example.com`,
          password: 'secret-password',
          journey: 'brand',
          brand: { brandName: value, phoneNumber: '+33 1 23 45 67 89', businessType: 'Other' },
        },
      }),
    ];
    for (const res of await Promise.all(requests)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe('This text contains characters that are not allowed');
    }
    expect(await counts()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/me', headers: u.auth })).json().bio).toBe(bioBefore);
  });

  it('keeps newlines and tabs, normalises to NFC and trims', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      payload: { bio: '  Cafe\u0301\r\n\tnotes  ' },
      headers: u.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bio).toBe('Caf\u00e9\n\tnotes');
  });

  it.each(['22P02', '22P05', '22021', '22003'])('maps PostgreSQL %s to a 400 as a last line', async (code) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/test-only/pg/${code}` });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('validation');
  });

  it.each(['lost', '57P01'])('answers a lost database connection (%s) with a 503 and Retry-After, not a 500', async (kind) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/test-only/pg/${kind}` });
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().error).toEqual({ code: 'unavailable', message: 'The service is briefly unavailable. Please try again in a moment.' });
  });
});

describe('item 12: broken multipart bodies on the four upload endpoints', () => {
  const endpoints = ['/api/posts', '/api/posts/uploads', '/api/profiles/me/avatar', '/api/profiles/me/cover'];
  const good = multipartForm([
    { name: 'title', value: 'T' },
    { name: 'file', filename: 'a.jpg', type: 'image/jpeg', data: Buffer.alloc(2000, 7) },
  ]);
  const bodies: [string, Buffer, string][] = [
    ['a boundary that does not match the body', good.payload, 'multipart/form-data; boundary=not-the-boundary'],
    ['a truncated part', good.payload.subarray(0, good.payload.length - 1200), good.headers['content-type']],
    ['no boundary at all', good.payload, 'multipart/form-data'],
    ['garbage', Buffer.from('\u0000\u0001garbage--\r\n\r\n'), good.headers['content-type']],
    [
      'malformed part headers',
      Buffer.from(`--${good.boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${good.boundary}--\r\n`),
      good.headers['content-type'],
    ],
    ['an empty body', Buffer.alloc(0), good.headers['content-type']],
  ];
  it.each(bodies)('%s: a 400 with a clear message on each', async (_label, payload, contentType) => {
    const before = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(posts))[0].n;
    for (const url of endpoints) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...u.auth } });
      expect(res.statusCode, `${url}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
      expect(res.json().error.message).toBeTruthy();
    }
    expect((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(posts))[0].n).toBe(before);
  });
});

describe('item 13: a like or comment racing the deletion of its post', () => {
  // A trigger deletes the post between the service's check and the insert: the foreign key fails (23503).
  beforeAll(async () => {
    await t.database.db.execute(sql`
      create or replace function test_doom_post() returns trigger language plpgsql as $$
      begin delete from posts where id = new.post_id and content = 'doomed'; return new; end $$`);
    await t.database.db.execute(
      sql`create trigger test_doom_like before insert on post_likes for each row execute function test_doom_post()`,
    );
    await t.database.db.execute(
      sql`create trigger test_doom_comment before insert on post_comments for each row execute function test_doom_post()`,
    );
  });
  const doomed = async () => {
    const [row] = await t.database.db.insert(posts).values({ authorId: u.userId, content: 'doomed' }).returning({ id: posts.id });
    return row.id;
  };
  it('a like answers 404 Post not found', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/posts/${await doomed()}/like`, headers: u.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Post not found');
  });
  it('a comment answers 404 Post not found', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${await doomed()}/comments`,
      payload: { content: 'too late' },
      headers: u.auth,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Post not found');
  });
});

describe('item 14: sign-up keeps validation and conflict errors 4xx', () => {
  beforeAll(async () => {
    // The database refuses this brand name (as a CHECK or a bad value would): a data exception inside the transaction.
    await t.database.db.execute(sql`
      create or replace function test_refuse_brand() returns trigger language plpgsql as $$
      begin if new.brand_name = 'Refused Brand' then raise exception 'refused' using errcode = '22023'; end if; return new; end $$`);
    await t.database.db.execute(
      sql`create trigger test_refuse_brand before insert on profiles for each row execute function test_refuse_brand()`,
    );
  });
  const brand = (brandName: string, email = `brand.${randomUUID()}@example.com`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        email,
        password: 'secret-password',
        journey: 'brand',
        brand: { brandName, phoneNumber: '+33 1 23 45 67 89', businessType: 'Other' },
      },
    });

  it('a value the database refuses is a 400, and no account remains', async () => {
    const email = `brand.${randomUUID()}@example.com`;
    const res = await brand('Refused Brand', email);
    expect(res.statusCode).toBe(400);
    expect(
      (
        await t.database.db
          .select()
          .from(users)
          .where(sql`${users.email} = ${email}`)
      ).length,
    ).toBe(0);
    expect(
      (
        await t.database.db
          .select()
          .from(profiles)
          .where(sql`${profiles.brandName} = 'Refused Brand'`)
      ).length,
    ).toBe(0);
  });
  it('a NUL byte in the brand name is a 400; an existing email is a 409', async () => {
    expect((await brand('Bad\u0000Brand')).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: u.email, password: 'secret-password' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('User already registered');
  });
});

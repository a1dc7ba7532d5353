import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, uniqueEmail, type TestApp } from '#server/test/test-app';
import { waitlist } from '#server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => {
  return t.close();
});

// The waitlist has its own limit (20 a minute per client); each test speaks from its own address
// so the tests here measure the route, not the limiter.
let ip = 0;
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
const join = (payload: unknown, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/waitlist', payload: payload as object, remoteAddress });
const countRows = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(waitlist))[0].n;
const rowsFor = (email: string) => t.database.db.select().from(waitlist).where(eq(waitlist.email, email));

describe('POST /api/waitlist', () => {
  it('answers 201 and stores the email trimmed and lower-cased, pending', async () => {
    const email = uniqueEmail('Wait.List');
    const before = await countRows();
    const res = await join({ email: `   ${email.toUpperCase()}  ` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    expect(await countRows()).toBe(before + 1);
    const rows = await rowsFor(email.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(email.toLowerCase());
    expect(rows[0].status).toBe('pending');
    expect(rows[0].notifiedAt).toBeNull();
  });

  it('answers a duplicate, in any case, with 409 and writes nothing', async () => {
    const email = uniqueEmail('dup');
    expect((await join({ email })).statusCode).toBe(201);
    const before = await countRows();
    for (const variant of [email, email.toUpperCase(), ` ${email[0].toUpperCase()}${email.slice(1)} `]) {
      const res = await join({ email: variant });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({ code: 'conflict', message: 'This email is already on the waitlist' });
    }
    expect(await countRows()).toBe(before);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('settles two simultaneous joins of the same new email: one 201, one 409, one row', async () => {
    const email = uniqueEmail('race');
    const before = await countRows();
    const results = await Promise.all([join({ email }), join({ email: email.toUpperCase() })]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.message).toBe('This email is already on the waitlist');
    expect(await countRows()).toBe(before + 1);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    ['a missing email', {}, 'Email is required'],
    ['an empty email', { email: '' }, 'Email is required'],
    ['a blank email', { email: '   ' }, 'Email is required'],
    ['an invalid email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['an email without a domain', { email: 'someone@' }, 'Please enter a valid email address'],
    ['an email with an injection attempt', { email: "x'; drop table waitlist;--@example.com" }, 'Please enter a valid email address'],
    ['an over-long email', { email: `${'a'.repeat(250)}@example.com` }, 'Please enter a valid email address'],
    ['an email of the wrong type', { email: 12345 }, 'Email is required'],
    ['an email given as an array', { email: ['a@example.com'] }, 'Email is required'],
    ['an unknown extra field', { email: 'extra.field@example.com', status: 'notified' }, undefined],
    ['a body that is not an object', ['a@example.com'], undefined],
  ])('refuses %s with 400 and writes nothing', async (_label, payload, message) => {
    const before = await countRows();
    const res = await join(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation');
    if (message) expect(res.json().error.message).toBe(message);
    expect(await countRows()).toBe(before);
  });

  it('does not store the email of a request refused for an extra field', async () => {
    const res = await join({ email: 'sneaky@example.com', notes: 'vip' });
    expect(res.statusCode).toBe(400);
    expect(await rowsFor('sneaky@example.com')).toHaveLength(0);
  });

  it('refuses malformed JSON, a missing body and a non-JSON body with 4xx and writes nothing', async () => {
    const before = await countRows();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: '{"email": "half@example.com"',
      headers: { 'content-type': 'application/json' },
      remoteAddress: nextIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('malformed_json');
    const empty = await t.app.inject({ method: 'POST', url: '/api/waitlist', remoteAddress: nextIp() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('validation');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      payload: 'email=text@example.com',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: nextIp(),
    });
    expect(text.statusCode).toBe(415);
    expect(await countRows()).toBe(before);
  });

  it('limits one client to 20 joins a minute, answering 429 in the error shape', async () => {
    const remoteAddress = '10.99.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await join({ email: uniqueEmail('limit') }, remoteAddress)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 201)).toBe(true);
    expect(codes[20]).toBe(429);
    const before = await countRows();
    const res = await join({ email: uniqueEmail('limited') }, remoteAddress);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(await countRows()).toBe(before);
    // Another client is not affected.
    expect((await join({ email: uniqueEmail('other') })).statusCode).toBe(201);
  });
});

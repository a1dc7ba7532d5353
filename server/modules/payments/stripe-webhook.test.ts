import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { createTestApp, signUp, type SignedUp, type TestApp } from '#server/test/test-app';
import { TEST_SHIPPING } from '#server/test/checkout-fixtures';
import { cartItems, courseEnrollments, inbox, mailOutbox, orders, products } from '#server/db/schema';

/**
 * The Stripe provider end to end, offline: the official SDK talks to a local fake of the endpoints it uses
 * (checkout sessions, refunds) through its host/port settings, and webhook signatures are made with the SDK's
 * own test-header helper.
 */
const WEBHOOK_SECRET = 'whsec_test_secret_for_sillage';
const sdk = new Stripe('sk_test_fake');
const received: { path: string; body: URLSearchParams; idempotencyKey?: string }[] = [];
let fake: Server;
let t: TestApp;
let sessionSeq = 0;
const paymentIntentOf = (sessionId: string) => `pi_for_${sessionId}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const body = new URLSearchParams(await readBody(req));
    received.push({ path: req.url ?? '', body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
    res.setHeader('content-type', 'application/json');
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const id = `cs_fake_${++sessionSeq}`;
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          mode: body.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        }),
      );
    } else if (req.method === 'GET' && req.url?.startsWith('/v1/checkout/sessions/cs_fake_')) {
      const id = req.url.slice('/v1/checkout/sessions/'.length);
      res.end(
        JSON.stringify({
          id,
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          payment_intent: paymentIntentOf(id),
          url: `https://checkout.stripe.test/c/pay/${id}`,
        }),
      );
    } else if (req.method === 'POST' && req.url === '/v1/refunds') {
      res.end(
        JSON.stringify({
          id: `re_fake_${received.length}`,
          object: 'refund',
          payment_intent: body.get('payment_intent'),
          status: 'succeeded',
        }),
      );
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown endpoint' } }));
    }
  });
  // A free port chosen by the system: a fixed one collides with anything else listening on the machine.
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const fakePort = (fake.address() as AddressInfo).port;
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${fakePort}`,
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fake.close(resolve));
});

function event(type: string, sessionId: string, paymentStatus: 'paid' | 'unpaid' = 'paid', id = `evt_${randomUUID()}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2024-12-18',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus, payment_intent: paymentIntentOf(sessionId) },
    },
  });
}
const deliver = (payload: string, secret = WEBHOOK_SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret }) },
    payload,
  });

async function startCheckout(courseId: string): Promise<{ u: SignedUp; orderId: string; session: string }> {
  const u = await signUp(t.app);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: u.auth, payload: { itemId: courseId, type: 'course' } }))
      .statusCode,
  ).toBe(201);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { ...u.auth, 'idempotency-key': randomUUID() },
    payload: {},
  });
  expect(res.statusCode).toBe(201);
  const { order, redirectUrl } = res.json();
  expect(order.status).toBe('pending_payment');
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  // The browser is sent to the session's page on Stripe: no card is typed in ours.
  expect(redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${row.providerRef}`);
  return { u, orderId: order.id, session: row.providerRef! };
}
const statusOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0].status;
const hasAccess = async (userId: string) =>
  (await t.database.db.select().from(courseEnrollments).where(eq(courseEnrollments.userId, userId))).some((e) => !e.revokedAt);

describe('stripe provider', () => {
  it('checkout opens a Checkout Session for the re-priced lines, idempotently per order, and does not mark the order paid', async () => {
    const { u, orderId } = await startCheckout('perfumery-foundations');
    const call = received.find((r) => r.path === '/v1/checkout/sessions' && r.body.get('metadata[order_id]') === orderId)!;
    expect(call.body.get('mode')).toBe('payment');
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe('7900');
    expect(call.body.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(call.body.get('line_items[0][price_data][product_data][name]')).toBe('Perfumery Foundations');
    expect(call.body.get('line_items[0][quantity]')).toBe('1');
    expect(call.body.has('line_items[1][quantity]')).toBe(false); // a course ships nothing
    expect(call.body.get('success_url')).toBe(`http://localhost:3000/orders/${orderId}`);
    expect(call.body.get('cancel_url')).toBe(`http://localhost:3000/orders/${orderId}`);
    expect(call.body.get('client_reference_id')).toBe(orderId);
    expect(call.idempotencyKey).toBe(`order-${orderId}`);
    expect(await statusOf(orderId)).toBe('pending_payment');
    expect(await hasAccess(u.userId)).toBe(false);
  });

  it('a physical order sends its items at their catalogue prices and shipping as its own line, adding up to the total', async () => {
    const u = await signUp(t.app);
    const [product] = await t.database.db.select().from(products).orderBy(asc(products.name)).limit(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: u.auth,
      payload: { itemId: product.id, type: 'product', quantity: 2 },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...u.auth, 'idempotency-key': randomUUID() },
      payload: { shipping: TEST_SHIPPING },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    const call = received.find((r) => r.path === '/v1/checkout/sessions' && r.body.get('metadata[order_id]') === order.id)!;
    expect(call.body.get('line_items[0][price_data][unit_amount]')).toBe(String(product.priceCents));
    expect(call.body.get('line_items[0][quantity]')).toBe('2');
    expect(call.body.get('line_items[1][price_data][product_data][name]')).toBe('Shipping');
    expect(call.body.get('line_items[1][price_data][unit_amount]')).toBe('895');
    expect(product.priceCents * 2 + 895).toBe(order.totalCents);
  });

  it('a retried checkout (same key) gets the same order and the same payment page, not a second session', async () => {
    const u = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: u.auth,
      payload: { itemId: 'advanced-blending', type: 'course' },
    });
    const key = randomUUID();
    const first = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { ...u.auth, 'idempotency-key': key }, payload: {} });
    const again = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: { ...u.auth, 'idempotency-key': key }, payload: {} });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(first.json().order.id);
    expect(again.json().redirectUrl).toBe(first.json().redirectUrl);
    expect(
      received.filter((r) => r.path === '/v1/checkout/sessions' && r.body.get('metadata[order_id]') === first.json().order.id),
    ).toHaveLength(1);
  });

  it('a valid checkout.session.completed marks it paid, grants access, empties the cart and queues the mail; a replay changes nothing', async () => {
    const { u, orderId, session } = await startCheckout('natural-perfumery');
    const payload = event('checkout.session.completed', session);
    const res = await deliver(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'paid' });
    expect(await statusOf(orderId)).toBe('paid');
    expect(await hasAccess(u.userId)).toBe(true);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, u.userId))).toHaveLength(0);
    const again = await deliver(payload);
    expect(again.json().outcome).toBe('replayed');
    const mails = (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email))).filter((m) =>
      m.subject.includes('order'),
    );
    expect(mails).toHaveLength(1);
    // One inbox notification for the payment, not one per delivery.
    const notes = await t.database.db
      .select()
      .from(inbox)
      .where(and(eq(inbox.userId, u.userId), eq(inbox.type, 'order_status')));
    expect(notes.map((n) => [n.title, n.link])).toEqual([['Order paid', `/orders/${orderId}`]]);
  });

  it('a bad signature is a 400 and changes nothing', async () => {
    const { orderId, session } = await startCheckout('fragrance-chemistry');
    const payload = event('checkout.session.completed', session);
    const forged = await deliver(payload, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('bad_signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sdk.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload: payload.replace(session, 'cs_other'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await statusOf(orderId)).toBe('pending_payment');
  });

  it('out of order: a failure after success is ignored; a success after failure is refunded, not paid', async () => {
    const a = await startCheckout('niche-brand-launch');
    expect((await deliver(event('checkout.session.completed', a.session))).json().outcome).toBe('paid');
    expect((await deliver(event('checkout.session.expired', a.session, 'unpaid'))).json().outcome).toBe('ignored');
    expect(await statusOf(a.orderId)).toBe('paid');

    const b = await startCheckout('olfactory-evaluation');
    expect((await deliver(event('checkout.session.expired', b.session, 'unpaid'))).json().outcome).toBe('cancelled');
    const late = await deliver(event('checkout.session.completed', b.session));
    expect(late.json().outcome).toBe('refund_late_payment');
    expect(await statusOf(b.orderId)).toBe('cancelled');
    expect(await hasAccess(b.u.userId)).toBe(false);
    // The refund goes to the session's payment intent.
    expect(received.some((r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === paymentIntentOf(b.session))).toBe(true);
  });

  it('a session completed with a delayed payment waits: paid only on async_payment_succeeded', async () => {
    const { u, orderId, session } = await startCheckout('pro-perfume-creation');
    expect((await deliver(event('checkout.session.completed', session, 'unpaid'))).json().outcome).toBe('ignored');
    expect(await statusOf(orderId)).toBe('pending_payment');
    expect(await hasAccess(u.userId)).toBe(false);
    expect((await deliver(event('checkout.session.async_payment_succeeded', session))).json().outcome).toBe('paid');
    expect(await statusOf(orderId)).toBe('paid');
    expect(await hasAccess(u.userId)).toBe(true);
  });

  it('ignores unrelated events and unknown intents, and refuses a body that is not JSON', async () => {
    expect((await deliver(event('customer.created', 'pi_x'))).json().outcome).toBe('ignored');
    expect((await deliver(event('checkout.session.completed', 'cs_unknown'))).json().outcome).toBe('unknown_order');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
  });

  it('an admin refund goes through the Stripe refunds endpoint', async () => {
    const { orderId, session } = await startCheckout('solid-and-oil-perfumes');
    await deliver(event('checkout.session.completed', session));
    const a0 = await signUp(t.app);
    const { grantRoles } = await import('#server/test/test-app');
    await grantRoles(t.database, a0.userId, ['admin']);
    const tok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token?grant_type=password',
      payload: { email: a0.email, password: a0.password },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/refund`,
      headers: { authorization: `Bearer ${tok.json().access_token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(received.filter((r) => r.path === '/v1/refunds' && r.body.get('payment_intent') === paymentIntentOf(session))).toHaveLength(1);
  });
});

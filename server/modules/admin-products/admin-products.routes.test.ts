import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { MSG } from '#common/messages';
import { createTestAppWith, signUp, STAFF, type SignedUp, type TestApp } from '#server/test/test-app';
import { expectAdminOnly, type Endpoint } from '#server/test/access';
import { multipartForm } from '#server/test/multipart';
import { syntheticPhoto } from '#server/media/test-images';
import { auditLog, orderItems, products } from '#server/db/schema';

let t: TestApp, superAdmin: SignedUp, admin: SignedUp, moderator: SignedUp, member: SignedUp;
beforeAll(async () => ({ t, superAdmin, admin, moderator, member } = await createTestAppWith(STAFF)));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, who?: SignedUp, payload?: object) =>
  t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
const upload = (who: SignedUp | undefined, data: Buffer, type = 'image/jpeg') => {
  const form = multipartForm([{ name: 'file', filename: 'p.jpg', type, data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products/images',
    headers: { ...(who?.auth ?? {}), ...form.headers },
    payload: form.payload,
  });
};
const valid = (over: object = {}) => ({
  name: `Neroli ${randomUUID().slice(0, 8)}`,
  description: 'Bitter orange blossom, steam distilled.',
  category: 'essential-oils',
  priceCents: 2450,
  stock: 12,
  ...over,
});
const create = async (over: object = {}) => {
  const res = await call('POST', '/api/admin/products', admin, valid(over));
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; slug: string; imageUrl: string; archived: boolean };
};
const rowOf = async (id: string) => (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
const lastAudit = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1))[0];
/** The shop's search as a visitor sees it a second after the writes before (the visitors' answers kept until then). */
const shopIds = async (q: string) => {
  t.later();
  return ((await call('GET', `/api/products?q=${encodeURIComponent(q)}`)).json().items as { id: string }[]).map((p) => p.id);
};

describe('access: 401 to visitors, 403 to members and moderators, admins and super admins pass', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const endpoints: Endpoint[] = [
    ['GET', '/api/admin/products'],
    ['POST', '/api/admin/products', valid()],
    ['PATCH', `/api/admin/products/${someId}`, { stock: 3 }],
    ['POST', `/api/admin/products/${someId}/archive`],
    ['POST', `/api/admin/products/${someId}/unarchive`],
  ];
  it.each(endpoints)('%s %s', (...endpoint) =>
    expectAdminOnly(t.app, endpoint, { refused: [member, moderator], allowed: [admin, superAdmin] }),
  );

  it('POST /api/admin/products/images', async () => {
    const photo = await syntheticPhoto(64, 64);
    expect((await upload(undefined, photo)).statusCode).toBe(401);
    for (const who of [member, moderator]) expect((await upload(who, photo)).statusCode).toBe(403);
    for (const who of [admin, superAdmin]) expect((await upload(who, photo)).statusCode).toBe(200);
  });
});

describe('create, edit, archive', () => {
  it('creates a product with an uploaded image; the shop lists it; the audit log records it', async () => {
    const img = await upload(admin, await syntheticPhoto(1600, 1200));
    expect(img.statusCode).toBe(200);
    const { imageKey, imageUrl } = img.json();
    expect(imageKey).toMatch(/^products\/img_[0-9a-f]{16}$/);
    // The stored picture is the re-encoded WebP, no wider than the product size.
    const file = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const p = await create({ name: 'Rosé Absolute', imageKey });
    expect(p).toMatchObject({ name: 'Rosé Absolute', imageUrl, archived: false, stock: 12, priceCents: 2450 });
    expect(p.slug).toMatch(/^rose-absolute/);
    expect(await shopIds('Rosé Absolute')).toContain(p.id);
    expect(await lastAudit()).toMatchObject({
      actorId: admin.userId,
      action: 'product.create',
      targetId: p.id,
      targetLabel: 'Rosé Absolute',
    });

    // Same name twice: a second, distinct slug.
    const again = await create({ name: 'Rosé Absolute' });
    expect(again.slug).not.toBe(p.slug);
    expect(again.imageUrl).toBe('/catalogue/essential-oils.svg');
  });

  it('edits only what is sent and records from → to', async () => {
    const p = await create();
    const res = await call('PATCH', `/api/admin/products/${p.id}`, superAdmin, { priceCents: 3100, stock: 0, category: 'kits' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ priceCents: 3100, stock: 0, category: 'kits', name: p.name });
    expect(await lastAudit()).toMatchObject({
      actorId: superAdmin.userId,
      action: 'product.update',
      details: { priceCents: { from: 2450, to: 3100 }, stock: { from: 12, to: 0 }, category: { from: 'essential-oils', to: 'kits' } },
    });
  });

  it('archive hides from the shop, refuses the cart and checkout; unarchive brings it back; orders keep their lines', async () => {
    const p = await create({ name: `Vetiver ${randomUUID().slice(0, 8)}` });
    // A buyer puts it in the cart before it is archived.
    expect((await call('POST', '/api/cart/items', member, { itemId: p.id, type: 'product' })).statusCode).toBe(201);

    const res = await call('POST', `/api/admin/products/${p.id}/archive`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().archived).toBe(true);
    expect(await lastAudit()).toMatchObject({ action: 'product.archive', targetId: p.id });
    expect(await shopIds(p.name)).not.toContain(p.id);
    expect((await call('GET', `/api/products/${p.id}`)).statusCode).toBe(404);

    const buyer = await signUp(t.app);
    const refused = await call('POST', '/api/cart/items', buyer, { itemId: p.id, type: 'product' });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', '/api/cart', buyer)).json().items).toHaveLength(0);
    // Already in a cart: checkout refuses it and no order is placed.
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };
    const shipping = {
      firstName: 'Ada',
      lastName: 'L',
      email: 'ada@example.com',
      address: '1 Lane',
      city: 'Grasse',
      postalCode: '06130',
      country: 'Other',
    };
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...member.auth, 'idempotency-key': randomUUID() },
      payload: { card, shipping },
    });
    expect(checkout.statusCode).toBe(410);
    expect(await t.database.db.select().from(orderItems).where(eq(orderItems.itemId, p.id))).toHaveLength(0);

    // The admin list finds it under the archived filter only.
    const archivedList = (await call('GET', `/api/admin/products?archived=archived&q=${encodeURIComponent(p.name)}`, admin)).json();
    expect(archivedList.items.map((i: { id: string }) => i.id)).toEqual([p.id]);
    expect((await call('GET', `/api/admin/products?q=${encodeURIComponent(p.name)}`, admin)).json().items).toHaveLength(0);

    // Archiving twice changes nothing and is not recorded again.
    const before = await lastAudit();
    expect((await call('POST', `/api/admin/products/${p.id}/archive`, admin)).statusCode).toBe(200);
    expect((await lastAudit()).id).toBe(before.id);

    expect((await call('POST', `/api/admin/products/${p.id}/unarchive`, admin)).json().archived).toBe(false);
    expect(await lastAudit()).toMatchObject({ action: 'product.unarchive', targetId: p.id });
    expect(await shopIds(p.name)).toContain(p.id);
    expect((await call('POST', '/api/cart/items', buyer, { itemId: p.id, type: 'product' })).statusCode).toBe(201);
  });

  it('lists in keyset pages, newest first, with search', async () => {
    const tag = randomUUID().slice(0, 8);
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await create({ name: `Paged ${tag} ${i}` }));
    const first = (await call('GET', `/api/admin/products?limit=2&q=paged ${tag}`, admin)).json();
    expect(first.items.map((p: { id: string }) => p.id)).toEqual([made[2].id, made[1].id]);
    const second = (await call('GET', `/api/admin/products?limit=2&q=paged ${tag}&cursor=${first.nextCursor}`, admin)).json();
    expect(second.items.map((p: { id: string }) => p.id)).toEqual([made[0].id]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('the material a product sells', () => {
  it('sets, changes and clears an engine material and its pack; unknown materials and bad packs are 400', async () => {
    const p = await create({ material: { materialId: 'neroli-oil', packSize: 10, packUnit: 'mL' } });
    expect((await call('GET', `/api/admin/products?q=${encodeURIComponent(p.name)}`, admin)).json().items[0].material).toEqual({
      materialId: 'neroli-oil',
      packSize: 10,
      packUnit: 'mL',
    });
    expect(await rowOf(p.id)).toMatchObject({ materialId: 'neroli-oil', packSize: 10, packUnit: 'mL' });
    const changed = await call('PATCH', `/api/admin/products/${p.id}`, admin, {
      material: { materialId: 'neroli-oil', packSize: 50, packUnit: 'g' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().material).toEqual({ materialId: 'neroli-oil', packSize: 50, packUnit: 'g' });
    expect(await lastAudit()).toMatchObject({
      action: 'product.update',
      details: { packSize: { from: 10, to: 50 }, packUnit: { from: 'mL', to: 'g' } },
    });

    const before = await rowOf(p.id);
    const bad: [object, string][] = [
      [{ materialId: 'unicorn-tears', packSize: 10, packUnit: 'mL' }, 'material.materialId'],
      [{ materialId: '', packSize: 10, packUnit: 'mL' }, 'material.materialId'],
      [{ materialId: 'neroli-oil', packSize: 0, packUnit: 'mL' }, 'material.packSize'],
      [{ materialId: 'neroli-oil', packSize: 100_001, packUnit: 'mL' }, 'material.packSize'],
      [{ materialId: 'neroli-oil', packSize: 2.5, packUnit: 'mL' }, 'material.packSize'],
      [{ materialId: 'neroli-oil', packSize: 10, packUnit: 'oz' }, 'material.packUnit'],
      [{ materialId: 'neroli-oil', packSize: 10 }, 'material.packUnit'],
      [{ materialId: 'neroli-oil', packSize: 10, packUnit: 'g', extra: 1 }, 'material'],
    ];
    for (const [material, field] of bad) {
      const res = await call('PATCH', `/api/admin/products/${p.id}`, admin, { material });
      expect(res.statusCode, JSON.stringify(material)).toBe(400);
      expect(res.json().error.field ?? '', JSON.stringify(material)).toContain(field);
    }
    expect(
      (await call('POST', '/api/admin/products', admin, valid({ material: { materialId: 'unicorn-tears', packSize: 1, packUnit: 'g' } })))
        .statusCode,
    ).toBe(400);
    expect(await rowOf(p.id)).toEqual(before);

    const cleared = await call('PATCH', `/api/admin/products/${p.id}`, admin, { material: null });
    expect(cleared.json().material).toBeNull();
    expect(await rowOf(p.id)).toMatchObject({ materialId: null, packSize: null, packUnit: null });
    // Members may not set it.
    expect((await call('PATCH', `/api/admin/products/${p.id}`, member, { material: null })).statusCode).toBe(403);
  });
});

describe('validation and hostile input: 4xx, nothing changed', () => {
  it('refuses bad products on create', async () => {
    const count = async () => (await t.database.db.select({ id: products.id }).from(products)).length;
    const before = await count();
    const bad: object[] = [
      valid({ name: '' }),
      valid({ name: 'x'.repeat(121) }),
      valid({ name: 'Nul\u0000byte' }),
      valid({ description: 'lone \ud800 surrogate' }),
      valid({ category: 'perfumes' }),
      valid({ priceCents: -1 }),
      valid({ priceCents: 12.5 }),
      valid({ priceCents: 1e20 }),
      valid({ priceCents: '100' }),
      valid({ stock: -3 }),
      valid({ stock: 1.5 }),
      valid({ imageKey: '../../etc/passwd' }),
      valid({ imageKey: 'products/img_0123456789abcdef' }), // well formed, never uploaded
      valid({ archived: true }),
      {},
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/admin/products', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it('refuses bad edits and ids', async () => {
    const p = await create();
    const snapshot = await rowOf(p.id);
    for (const body of [
      {},
      { stock: -1 },
      { priceCents: 'free' },
      { name: '\ud800' },
      { slug: 'x' },
      { imageKey: 'products/img_ffffffffffffffff' },
    ]) {
      expect((await call('PATCH', `/api/admin/products/${p.id}`, admin, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await rowOf(p.id)).toEqual(snapshot);
    expect((await call('PATCH', '/api/admin/products/not-a-uuid', admin, { stock: 1 })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/products/${randomUUID()}/archive`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/products?archived=maybe', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/products?cursor=garbage', admin)).statusCode).toBe(400);
  });

  it('image upload: 415 for what is not an image, 413 over 5 MB, 400 for a broken form', async () => {
    const notImage = await upload(admin, Buffer.from('GIF89a but not really'), 'image/gif');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error.message).toBe(MSG.selectImageFile);
    const big = await upload(admin, Buffer.concat([await syntheticPhoto(100, 100), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(MSG.imageUnder5);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/images',
      headers: { ...admin.auth, 'content-type': 'multipart/form-data; boundary=nothing' },
      payload: '--nothing\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/products/images', headers: admin.auth, payload: { file: 'x' } })).statusCode,
    ).toBe(415);
  });
});

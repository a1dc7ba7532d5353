import { expect, signUpViaApi, test } from './fixtures';

/*
 * From the lab sheet to the cart: a member's formula uses lavender, bergamot and vetiver, which the shop sells.
 * The lab sheet links each to its product in the shop; "Add batch to cart" puts the packs the batch needs in
 * the cart in one request (a double click sends one), and the cart shows them.
 */
test('a member follows a material to the shop and puts a batch’s packs in the cart', async ({ page }) => {
  const member = await signUpViaApi(page, 'batch');
  const headers = { authorization: `Bearer ${member.token}` };
  const brief = {
    description: 'lavender fougere with bergamot fcf and vetiver',
    materialsType: 'natural_synthetic',
    complexity: 'simple',
    totalGrams: 100,
  };
  const generated = await page.request.post('/api/formulas/generate', { data: brief, headers });
  expect(generated.status()).toBe(200);
  const saved = await page.request.post('/api/formulas', {
    data: { name: 'Barbershop batch', ref: (await generated.json()).ref, changes: [] },
    headers,
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };

  await page.goto(`/formulas/${id}/lab`);
  await expect(page.getByRole('heading', { name: 'Lab sheet: Barbershop batch' })).toBeVisible();
  const sheet = page.getByRole('table', { name: 'Materials to weigh' });
  await expect(sheet.getByRole('link', { name: /in the shop: / })).toHaveCount(3);

  // The lavender line opens its product in the shop.
  await sheet.getByRole('link', { name: /^Lavender oil .* in the shop: Lavender Fine Essential Oil, 10 ml$/ }).click();
  await expect(page).toHaveURL(/\/shop\?product=[0-9a-f-]{36}$/);
  const product = page.getByRole('dialog', { name: 'Lavender Fine Essential Oil, 10 ml' });
  await expect(product).toBeVisible();
  await expect(product.getByRole('button', { name: 'Add to Cart: Lavender Fine Essential Oil, 10 ml' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Lab sheet: Barbershop batch' })).toBeVisible();

  // A 200 g batch, added with a double click: one request.
  await page.getByLabel('Batch size').fill('200');
  await page.getByRole('button', { name: 'Scale' }).click();
  await expect(page.getByText(/^Batch: 200 g of concentrate/)).toBeVisible();
  let requests = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/formulas/${id}/lab-sheet/cart`)) requests++;
  });
  const answer = page.waitForResponse((r) => r.url().endsWith('/lab-sheet/cart'));
  await page.getByRole('button', { name: 'Add 200 g batch to cart' }).dblclick();
  expect((await answer).status()).toBe(201);
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();
  const added = page.getByRole('list', { name: 'Added', exact: true }).getByRole('listitem');
  await expect(added).toHaveCount(3);
  await expect(added.filter({ hasText: 'Lavender Fine Essential Oil, 10 ml' })).toContainText(/^\d+ × Lavender Fine Essential Oil/);
  await expect(page.getByRole('list', { name: 'Not added' }).getByRole('listitem').first()).toContainText('not sold in the shop');
  expect(requests).toBe(1);

  // The cart's badge counts the three lines, and the cart lists them.
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.getByRole('button', { name: 'Cart, 3 items' }).click();
  const cart = page.getByRole('list', { name: 'Cart items' });
  await expect(cart.getByRole('listitem')).toHaveCount(3);
  await expect(cart.getByRole('listitem').filter({ hasText: 'Lavender Fine Essential Oil, 10 ml' })).toContainText(/\d+ × \$19\.99/);
  await expect(cart.getByRole('listitem').filter({ hasText: 'Vetiver Essential Oil (Haiti), 10 ml' })).toBeVisible();
});

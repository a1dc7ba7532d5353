import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

async function pay(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a declined card shows the decline and creates no paid order', async ({ page }) => {
  await signUpViaApi(page, 'declined');
  await page.goto('/course-purchase/natural-perfumery');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto('/orders');
  await expect(page.getByText('No orders yet')).toBeVisible();
  await page.goto('/learn');
  await expect(page.getByRole('link', { name: 'Unlock Course: Natural Perfumery' })).toBeVisible();
});

test('a member orders a 100 ml bottle of their own formula with gift wrapping and finds it in /orders', async ({ page }) => {
  const user = await signUpViaApi(page, 'bottle');
  const auth = { authorization: `Bearer ${user.token}` };
  const brief = { description: 'fig leaf and sea salt at dawn', materialsType: 'natural_synthetic', complexity: 'simple', totalGrams: 100 };
  // Saving takes the signed reference of a generation the server counted, never a bare brief.
  const { ref } = (await (await page.request.post('/api/formulas/generate', { headers: auth, data: brief })).json()) as { ref: string };
  const saved = await page.request.post('/api/formulas', { headers: auth, data: { name: 'Fig Dawn', ref, changes: [] } });
  expect(saved.status()).toBe(201);
  const shipping = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    address: '12 Rue de la Paix',
    city: 'Grasse',
    postalCode: '06130',
    country: 'Canada',
  };
  const added = await page.request.post('/api/cart/items', {
    headers: auth,
    data: { itemId: (await saved.json()).id, type: 'formula', options: { size: '100ml', giftWrap: true, shipping } },
  });
  expect(added.status()).toBe(201);

  await page.goto('/checkout');
  await expect(page.getByLabel('City')).toHaveValue('Grasse'); // prefilled from the bottle's shipping
  await expect(page.getByTestId('checkout-total')).toHaveText('$162.45');
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByText("Your order has been placed! We'll email you with the details.")).toBeVisible();
  await page.goto('/orders');
  const order = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(order).toContainText('Fig Dawn: 100 ml bottle, gift wrapped');
  await expect(order).toContainText('$162.45');
  await expect(order).toContainText('Paid');
  // The profile's Recent Orders card lists it, with View All to /orders.
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'Recent orders' }).getByText('$162.45')).toBeVisible();
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('checkout asks for valid shipping before paying for supplies', async ({ page }) => {
  await signUpViaApi(page, 'supplies');
  await page.goto('/shop?category=tools');
  await page
    .getByRole('button', { name: /^Add to Cart: / })
    .first()
    .click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  await page.goto('/checkout');
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address').or(page.getByText('Email is required'))).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByText('No orders yet')).toBeVisible();
});

test('the home grid: a shared formula appears under AI Generated with its badge and goes into the cart', async ({ page }) => {
  const author = await signUpViaApi(page, 'sharer');
  const auth = { authorization: `Bearer ${author.token}` };
  const brief = { description: 'green tea under rain', materialsType: 'natural_synthetic', complexity: 'simple', totalGrams: 100 };
  const { ref } = (await (await page.request.post('/api/formulas/generate', { headers: auth, data: brief })).json()) as { ref: string };
  const saved = await (await page.request.post('/api/formulas', { headers: auth, data: { name: 'Rain Tea', ref, changes: [] } })).json();
  expect(saved.id).toBeTruthy();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Share Rain Tea' }).click();
  await expect(page.getByText('Formula shared', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share Rain Tea' })).toHaveAttribute('aria-pressed', 'true');
  await page.context().clearCookies();
  await signUpViaApi(page, 'gridbuyer');
  await page.goto('/shop');
  await page.getByRole('tab', { name: 'AI Generated' }).click();
  const card = page.getByRole('list', { name: 'AI Generated' }).getByRole('listitem').filter({ hasText: 'Rain Tea' });
  await expect(card.getByText('AI Generated')).toBeVisible();
  await card.getByRole('button', { name: 'Rain Tea: Add to Cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByTestId('checkout-total')).toHaveText('$93.95');
});

test('on a phone the course page, checkout and orders fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpViaApi(page, 'phone');
  for (const path of ['/learn', '/course-purchase/pro-perfume-creation']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('$129.99');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByLabel('Card number').focus();
  await page.keyboard.type('4242 4242 4242 4242');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12/40');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Enter');
  await expect(page.getByText("Your order has been placed! We'll email you with the details.")).toBeVisible();
  await page.goto('/orders');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

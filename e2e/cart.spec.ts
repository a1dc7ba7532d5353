import { expect, holdRequests, signInAs, test } from './fixtures';

test('a visitor who adds to the cart is asked to sign in', async ({ page }) => {
  await page.goto('/shop');
  await page
    .getByRole('button', { name: /^Add to Cart: / })
    .first()
    .click();
  await expect(page.getByText('Please sign in to add items to your cart')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('add to the cart, the duplicate refusal, remove and clear', async ({ page }) => {
  await signInAs(page, 'perfumer');
  await page.goto('/shop?category=tools');
  const addButtons = page.getByRole('button', { name: /^Add to Cart: / });
  await expect(addButtons.first()).toBeVisible();
  const first = addButtons.nth(0);
  const firstName = (await first.getAttribute('aria-label'))!.replace(/^Add to Cart: (.*)$/, '$1');
  await first.click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  await expect(page.getByText(`${firstName} was added to your cart.`)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await first.click();
  await expect(page.getByText('Already in cart', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await addButtons.nth(1).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // The cart is kept on the server: it is still there after a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('cart-total')).toHaveText(/^\$\d+\.\d\d$/);
  await page.getByRole('button', { name: `Remove ${firstName}` }).click();
  await expect(page.getByText('Removed from cart')).toBeVisible();
  await expect(lines).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByText('Cart cleared')).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('the shop search and filter narrow the grid', async ({ page }) => {
  await page.goto('/shop');
  await page.getByLabel('Search products').fill('MILLIGRAM');
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Search products').fill('');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Min price ($)').fill('100');
  await page.getByRole('button', { name: 'Apply' }).click();
  const items = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await page.getByRole('tab', { name: 'Kits' }).click();
  await expect(items).toHaveCount(1);
  await page.getByRole('tab', { name: 'Tools' }).click();
  await expect(page.getByText('No products found')).toBeVisible();
});

test('a new search keeps the last products on screen, marked busy, until its answer lands', async ({ page }) => {
  await page.goto('/shop');
  const grid = page.getByRole('list', { name: 'Products' });
  await page.getByLabel('Search products').fill('MILLIGRAM');
  await expect(grid.getByRole('heading')).toHaveText(['Precision Scale 0.001 g']);
  const next = await holdRequests(page, (url) => url.pathname === '/api/products' && url.searchParams.get('q') === 'vetiver');
  await page.getByLabel('Search products').fill('vetiver');
  await next.asked;
  await expect(grid).toHaveAttribute('aria-busy', 'true');
  await expect(grid.getByRole('heading')).toHaveText(['Precision Scale 0.001 g']);
  next.release();
  await expect(grid.getByRole('heading')).toHaveText(['Vetiver Essential Oil (Haiti), 10 ml']);
  await expect(grid).not.toHaveAttribute('aria-busy');
});

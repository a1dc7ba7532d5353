import { expect, signInAs, test } from './fixtures';

/*
 * A visitor's first view of a public page comes drawn by the server (client/entry-server.tsx), and the browser
 * hydrates it. Every journey already fails on a hydration error (a page error); these check the drawing itself.
 */

test('the public pages are drawn by the server: readable with scripts off, the shop and the forum with their data', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Add to Cart: / }).first()).toBeVisible();
  await page.goto('/discussion');
  await expect(page.getByRole('heading', { level: 1, name: 'AromaSpace' })).toBeVisible();
  await expect(page.getByLabel('Search discussions')).toBeVisible();
  for (const [path, heading] of [
    ['/community', 'Community'],
    ['/learn', 'Learn'],
    ['/finding-notes', 'Finding Notes'],
    ['/', 'Discover Your Perfect Scent Journey'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await context.close();
});

test('the drawn shop is hydrated with the answers it came with: not asked again, and it answers to input', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/products') asked.push(new URL(r.url()).search);
  });
  const response = await page.goto('/shop');
  expect(await response!.text()).toContain('id="sillage-prerendered-data"');
  await expect(page.getByRole('button', { name: /^Add to Cart: / }).first()).toBeVisible();
  expect(asked).toEqual([]);
  await page.getByRole('tab', { name: 'Tools' }).click();
  await expect(page).toHaveURL(/\/shop\?category=tools$/);
  await expect.poll(() => asked.some((q) => q.includes('category=tools'))).toBe(true);
  expect(asked.filter((q) => !q.includes('category='))).toEqual([]);
});

test('a member gets the page drawn in the browser, with their session', async ({ page }) => {
  await signInAs(page, 'perfumer');
  const response = await page.goto('/discussion');
  expect(await response!.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1, name: 'AromaSpace' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

/*
 * Product categories and IFRA compliance in Finding Notes: a member generates for a candle, then for a body
 * lotion, sees each category's limits applied, saves the lotion and downloads its IFRA certificate.
 */

async function createFor(page: Page, product: RegExp, code: string) {
  await page.getByRole('combobox', { name: 'What is it for?' }).click();
  await page.getByRole('option', { name: product }).click();
  await expect(page.getByTestId('category-limits')).toContainText(`The limits of IFRA Category ${code} (51st Amendment) apply`);
  await page.getByRole('button', { name: 'Create My Formula' }).click();
  await expect(page.getByRole('heading', { name: 'Customize Formula' })).toBeVisible();
}

test('a member generates for a candle, then for a body lotion, sees different limits, and downloads the IFRA certificate', async ({
  page,
}) => {
  await signUpViaApi(page, 'ifra');
  await page.goto('/create');
  await page.getByLabel('Theme description').fill('fresh bergamot and lemon with jasmine and clove');

  await createFor(page, /^Candle and reed diffuser/, '12');
  const explanation = page.getByRole('list', { name: 'Explanation' });
  await expect(explanation).toContainText(
    'Made for Candle and reed diffuser: the limits of IFRA Category 12 (51st Amendment) apply, at 10 % of concentrate in the finished product.',
  );
  const levels = page.getByRole('table', { name: 'Maximum use level per product category' });
  await expect(levels.locator('tr[data-category="12"]')).toContainText('(made for)');
  await expect(levels.getByRole('row')).toHaveCount(19);
  await expect(page.getByText('Save this formula to download its IFRA certificate of conformity.')).toBeVisible();

  await page.getByRole('button', { name: 'Go Back & Edit' }).click();
  await createFor(page, /^Body lotion/, '5A');
  await expect(explanation).toContainText('Made for Body lotion: the limits of IFRA Category 5A (51st Amendment) apply, at 1 %');
  await expect(explanation).not.toContainText('IFRA Category 12');
  await expect(levels.locator('tr[data-category="5A"]')).toContainText('(made for)');
  await expect(levels.locator('tr[data-category="12"]')).not.toContainText('(made for)');
  await expect(page.getByText(/To use it at 1 % in the finished product, blend it into/)).toBeVisible();

  await page.getByRole('button', { name: 'Continue to Order' }).click();
  await page.getByLabel('Formula name').fill('Lotion Bergamot');
  await page.getByRole('button', { name: 'Save Formula' }).click();
  await expect(page.getByText('Formula saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customize Formula' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download IFRA certificate' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ifra-certificate-lotion-bergamot.pdf');
  const body = await readFile((await download.path())!);
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('button', { name: 'Download IFRA certificate' })).toBeEnabled();
});

test('the concentration: out of range is refused before a request; a chosen one is what the limits apply at', async ({ page }) => {
  await signUpViaApi(page, 'ifra-concentration');
  await page.goto('/create');
  await page.getByLabel('Theme description').fill('fresh bergamot and lemon with jasmine and clove');
  const concentration = page.getByLabel('Concentration in the finished product, % (optional)');
  await concentration.fill('150');
  await page.getByRole('button', { name: 'Create My Formula' }).click();
  await expect(page.getByText('The concentration must be between 1 % and 100 %')).toBeVisible();
  await expect(concentration).toBeFocused();
  await concentration.fill('25');
  await expect(page.getByTestId('category-limits')).toContainText('Made at 25 % in the finished product.');
  await page.getByRole('button', { name: 'Create My Formula' }).click();
  await expect(page.getByRole('heading', { name: 'Customize Formula' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Explanation' })).toContainText(
    'Made for Fine fragrance (EdP, EdT, parfum): the limits of IFRA Category 4 (51st Amendment) apply, at 25 % of concentrate in the finished perfume.',
  );
  // Back to the brief, the value is kept.
  await page.getByRole('button', { name: 'Go Back & Edit' }).click();
  await expect(concentration).toHaveValue('25');
});

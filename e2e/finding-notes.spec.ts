import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test } from './fixtures';

/*
 * Finding Notes journeys.
 *
 * The server allows a visitor 3 generations per cookie AND per IP per day, and every journey's browser
 * comes from the same IP (127.0.0.1). Visitor generations in one journey would therefore eat into another's,
 * and the outcome would depend on the order the parallel workers run them. So only the quota journey
 * generates as a visitor (exactly 3 times); it also covers what a visitor sees when ordering or saving
 * (sent to /auth), on its first formula, which this tab keeps. The full three-step journey signs up a
 * fresh member instead: members are counted per account, so it is independent of everything else.
 */

const DESCRIPTION = 'fresh citrus summer morning';
const QUOTA_BANNER = "You've used all your free generations. Sign up to get 20 more!";

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const shareInputs = (page: Page) => page.getByRole('spinbutton', { name: /^Share of / });

/** The sum of the shares shown line by line, in hundredths (what the table's lines really add up to). */
async function sharesTotal(page: Page): Promise<number> {
  const values = await shareInputs(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  return values.reduce((sum, v) => sum + Math.round(Number(v) * 100), 0);
}

async function expectBalanced(page: Page) {
  await expect(page.getByTestId('formula-total-share')).toHaveText('100.00 %');
  expect(await sharesTotal(page)).toBe(10_000);
}

async function describeAndCreate(page: Page) {
  await page.getByLabel('Theme description').fill(DESCRIPTION);
  await page.getByRole('button', { name: 'Create My Formula' }).click();
  // No artificial delay: the button may already be back by the time we look, so either is fine.
  await expect(
    page.getByRole('button', { name: 'Creating your formula...' }).or(page.getByRole('heading', { name: 'Customize Formula' })),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customize Formula' })).toBeVisible();
}

async function fillShipping(page: Page) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Address').fill('12 Rue de la Paix');
  await page.getByLabel('City').fill('Grasse');
  await page.getByLabel('Postal code').fill('06130');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
}

test('a member goes through all three steps: customise, go back and edit, regenerate, and shipping is validated', async ({ page }) => {
  await signUpViaApi(page, 'notes');
  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'Finding Notes' })).toBeVisible();
  await expect(page.getByTestId('generation-usage')).toHaveText('0 of 20 free generations used');
  await expect(page.getByRole('tab', { name: '2. Customize Formula' })).toBeDisabled();
  await expect(page.getByRole('tab', { name: '3. Order Your Perfume' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Create My Formula' })).toBeDisabled();
  await expect(page.getByLabel('Natural and synthetic')).toBeChecked();
  await expect(page.getByLabel('Simple')).toBeChecked();
  await expect(page.getByLabel('100g', { exact: true })).toBeChecked();

  // A custom amount out of bounds is refused before any request is spent.
  await page.getByLabel('Custom amount (grams)').fill('5');
  await expect(page.getByLabel('Custom', { exact: true })).toBeChecked();
  await page.getByLabel('Theme description').fill(DESCRIPTION);
  await expect(page.getByTestId('description-count')).toHaveText(`${DESCRIPTION.length} / 1000`);
  await page.getByRole('button', { name: 'Create My Formula' }).click();
  await expect(page.getByText('Enter a custom amount between 10 g and 5000 g')).toBeVisible();
  await expect(page.getByTestId('generation-usage')).toHaveText('0 of 20 free generations used');
  await page.getByLabel('100g', { exact: true }).check();

  // A description that is not about scent is answered with a request for one, on the field, at no cost.
  await page.getByLabel('Theme description').fill('please fix my car');
  await page.getByRole('button', { name: 'Create My Formula' }).click();
  await expect(page.getByText(/This does not describe a scent\. Describe what it should smell like/).first()).toBeVisible();
  await expect(page.getByTestId('generation-usage')).toHaveText('0 of 20 free generations used');

  await describeAndCreate(page);
  await expect(page.getByRole('img', { name: /^Scent pyramid: top notes/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Explanation' }).getByRole('listitem').first()).toBeVisible();
  await expectBalanced(page);
  const lines = page.getByTestId('formula-line');
  const count = await lines.count();
  expect(count).toBeGreaterThanOrEqual(5);

  // Remove a material: the rest re-balances.
  await page
    .getByRole('button', { name: /^Remove / })
    .last()
    .click();
  await expect(lines).toHaveCount(count - 1);
  await expectBalanced(page);

  // Change a share (applied on Enter): 2 points lower, which the other materials can take within their
  // limits (how much more they could take depends on the brief's materials and IFRA limits).
  const first = shareInputs(page).first();
  const lowered = (Number(await first.inputValue()) - 2).toFixed(2);
  await first.fill(lowered);
  await first.press('Enter');
  await expect(first).toHaveValue(lowered);
  await expectBalanced(page);

  // Swap a material for a suggestion.
  await page
    .getByRole('combobox', { name: /^Swap / })
    .first()
    .click();
  const option = page.getByRole('option').first();
  const swappedIn = ((await option.textContent()) ?? '').split('·')[0].trim();
  await option.click();
  await expect(page.getByRole('rowheader', { name: new RegExp(`^${escapeRegExp(swappedIn)}`) })).toBeVisible();
  await expectBalanced(page);

  // On a phone the table scrolls in its own container; the page does not overflow.
  await page.setViewportSize({ width: 375, height: 800 });
  const region = page.getByRole('region', { name: /^Formula:/ });
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Go back and edit: the inputs are kept; regenerate with another complexity.
  await page.getByRole('button', { name: 'Go Back & Edit' }).click();
  await expect(page.getByLabel('Theme description')).toHaveValue(DESCRIPTION);
  await expect(page.getByTestId('generation-usage')).toHaveText('1 of 20 free generations used');
  await page.getByLabel('Medium').check();
  await page.getByRole('button', { name: 'Create My Formula' }).click();
  await expect(page.getByRole('heading', { name: 'Customize Formula' })).toBeVisible();
  expect(await lines.count()).toBeGreaterThanOrEqual(8);
  await expectBalanced(page);

  // Step 3 is reached only from step 2.
  await expect(page.getByRole('tab', { name: '3. Order Your Perfume' })).toBeDisabled();
  await page.getByRole('button', { name: 'Continue to Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Your Perfume' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$93.95');
  await page.getByLabel('Gift wrapping (+$8.50)').check();
  await expect(page.getByTestId('order-total')).toHaveText('$102.45');
  await page.getByLabel('100 ml bottle').check();
  await expect(page.getByTestId('order-total')).toHaveText('$162.45');

  // Shipping is validated inline first.
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Please choose a country')).toBeVisible();
  await fillShipping(page);
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeHidden();
  await page.getByLabel('Email').fill('ada@example.com');

  // Back to step 2 and forward again: the formula and the shipping details are kept.
  await page.getByRole('button', { name: 'Back to formula' }).click();
  await expectBalanced(page);
  await page.getByRole('tab', { name: '3. Order Your Perfume' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Grasse');
  await expect(page.getByTestId('order-total')).toHaveText('$162.45');
});

test('a member saves a formula, adds it to the cart, lands on the profile, and opens it again', async ({ page }) => {
  await signUpViaApi(page, 'bottle');
  await page.goto('/finding-notes');
  await describeAndCreate(page);
  await page
    .getByRole('button', { name: /^Remove / })
    .last()
    .click();
  await expectBalanced(page);

  await page.getByRole('button', { name: 'Continue to Order' }).click();
  await expect(page.getByLabel('Formula name')).toHaveValue(DESCRIPTION);
  await page.getByRole('button', { name: 'Save Formula' }).click();
  await expect(page.getByText('Formula saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customize Formula' })).toBeVisible();

  await page.getByRole('button', { name: 'Continue to Order' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(/@e2e\.test$/);
  await fillShipping(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  const added = Date.now();
  await expect(page).toHaveURL(/\/profile$/, { timeout: 6_000 });
  expect(Date.now() - added).toBeGreaterThan(1_000);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Saved once (the cart reused the saved formula), and it opens again from the profile.
  const recent = page.getByRole('list', { name: 'Recent formulas' }).getByRole('link');
  await expect(recent).toHaveCount(1);
  await recent.first().click();
  await expect(page.getByRole('heading', { name: 'Customize Formula' })).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByTestId('formula-total-share')).toHaveText('100.00 %');
});

test('a visitor is asked to sign in to order or save, and reaches the quota after 3 generations', async ({ page }) => {
  // Every test's page has a fresh browser context, so no visitor cookie yet (and the CSP guard watches it).
  // See the note at the top about the IP quota all visitors share.
  await page.goto('/create');
  await expect(page.getByTestId('generation-usage')).toHaveText('0 of 3 free generations used');
  await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute('href', '/auth');

  // Generation 1, then ordering needs an account.
  await describeAndCreate(page);
  await expectBalanced(page);
  await page.getByRole('button', { name: 'Continue to Order' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await fillShipping(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Please sign in to add items to your cart')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // The tab kept the formula; saving needs an account too.
  await page.goto('/create');
  await expect(page.getByRole('heading', { name: 'Order Your Perfume' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Formula' }).click();
  await expect(page.getByText('Please sign in to save formulas')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  // Generations 2 and 3.
  await page.goto('/create');
  await page.getByRole('tab', { name: '1. Describe Your Perfume' }).click();
  await expect(page.getByLabel('Theme description')).toHaveValue(DESCRIPTION);
  await expect(page.getByTestId('generation-usage')).toHaveText('1 of 3 free generations used');
  for (const used of [2, 3]) {
    await page.getByRole('button', { name: 'Create My Formula' }).click();
    await expect(page.getByRole('heading', { name: 'Customize Formula' })).toBeVisible();
    await page.getByRole('button', { name: 'Go Back & Edit' }).click();
    await expect(page.getByTestId('generation-usage')).toHaveText(`${used} of 3 free generations used`);
  }

  await expect(page.getByText(QUOTA_BANNER)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('button', { name: 'Create My Formula' })).toBeDisabled();

  // The server refuses a fourth, with the spec's message.
  const res = await page.request.post('/api/formulas/generate', { data: { description: DESCRIPTION } });
  expect(res.status()).toBe(403);
  expect((await res.json()).error).toMatchObject({
    code: 'quota_exceeded',
    message: "You've exceeded your free formula generations. Please sign up to continue.",
  });
});

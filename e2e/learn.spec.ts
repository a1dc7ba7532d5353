import type { Page } from '@playwright/test';
import { expect, signInAs, signUpViaApi, test } from './fixtures';

async function pay(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a member buys a course with 4242, sees View Course, completes two lessons and sees the progress', async ({ page }) => {
  await signUpViaApi(page, 'learner');
  await page.goto('/learn');
  await page.getByRole('link', { name: 'Unlock Course: Perfumery Foundations' }).click();
  await expect(page).toHaveURL(/\/course-purchase\/perfumery-foundations$/);
  await expect(page.getByRole('heading', { name: 'Perfumery Foundations' })).toBeVisible();
  for (const text of [
    'Premium Course',
    "What You'll Learn",
    'One-time payment, lifetime access',
    '30-day money-back guarantee',
    'Secure payment processing',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText('$79.00');
  await expect(page.getByLabel('First name')).toHaveCount(0); // a course needs no shipping
  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByText("Your order has been placed! We'll email you with the details.")).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-total')).toHaveText('$79.00');

  await page.goto('/learn');
  await page.getByRole('link', { name: 'View Course: Perfumery Foundations' }).click();
  await expect(page).toHaveURL(/\/course\/perfumery-foundations\/module\/1/);
  await expect(page.getByTestId('course-progress')).toHaveText('0% complete · 0 of 6 lessons');
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByTestId('course-progress')).toHaveText('16% complete · 1 of 6 lessons');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Mark complete' }).click();
  await expect(page.getByTestId('course-progress')).toHaveText('33% complete · 2 of 6 lessons');
  await expect(page.getByRole('list', { name: 'Lessons' }).getByLabel('Completed', { exact: true })).toHaveCount(2);
  // Progress lives on the server: it is on the course card after a reload.
  await page.goto('/learn');
  await expect(page.getByText('33% complete')).toBeVisible();
  // …and on the profile dashboard.
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'My courses' })).toContainText('Perfumery Foundations');
  await expect(page.getByRole('list', { name: 'My courses' })).toContainText('33% complete');
});

test('a visitor is asked to sign in for course content; a member without the course sees its page', async ({ page }) => {
  await page.goto('/course/pro-perfume-creation/module/1');
  await expect(page.getByText('Please sign in to access course content')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  await signUpViaApi(page, 'nocourse');
  await page.goto('/course/pro-perfume-creation/module/1');
  await expect(page).toHaveURL(/\/course-purchase\/pro-perfume-creation$/);
  await expect(page.getByText('$129.99')).toBeVisible();
});

test('a perfumer opens the seeded video lesson: the player loads the video by ranges and knows its length', async ({ page }) => {
  await signInAs(page, 'perfumer');
  await page.goto('/course/pro-perfume-creation/module/1');
  const video = page.getByLabel('Reading a brief video');
  await expect(video).toBeVisible();
  // Metadata loaded from the server's file: the browser read the MP4's header and knows a real duration.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.duration : 0)), { timeout: 15_000 })
    .toBeGreaterThan(10);
});

test('unknown courses and tutorials toast the spec message and go back to /learn', async ({ page }) => {
  await page.goto('/course-purchase/12345');
  await expect(page.getByText('Course with ID 12345 could not be found.')).toBeVisible();
  await expect(page).toHaveURL(/\/learn$/);
  await page.goto('/tutorial/nope');
  await expect(page.getByText('Tutorial with ID nope could not be found.')).toBeVisible();
  await expect(page).toHaveURL(/\/learn$/);
});

test('tutorials open by query and by path, with content and a way back', async ({ page }) => {
  await page.goto('/learn');
  await page.getByRole('tab', { name: 'Tutorials' }).click();
  await page.getByRole('link', { name: 'The Art of Scent Layering' }).click();
  await expect(page).toHaveURL(/\/tutorial\?id=scent-layering$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Art of Scent Layering' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rules that help' })).toBeVisible();
  await page.goto('/tutorial/intro-perfumery');
  await expect(page.getByRole('heading', { level: 1, name: 'Introduction to Perfumery' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Learn' }).first().click();
  await expect(page).toHaveURL(/\/learn/);
});

test('resources: the path selects the tab; a resource without a file says Coming Soon', async ({ page }) => {
  await page.goto('/learn/resources');
  await expect(page.getByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Download Template' })).toHaveAttribute('href', '/resources/formula-worksheet.csv');
  await page.getByRole('button', { name: 'Download Checklist' }).click();
  await expect(page.getByText('The checklist will be available in the next update.')).toBeVisible();
  await page.goto('/learn?type=guide');
  await expect(page.getByRole('tab', { name: 'Resources' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Sourcing Materials Guide' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Formula Worksheet' })).toHaveCount(0);
});

test('experts are member profiles: the card opens the expert’s public profile', async ({ page }) => {
  await page.goto('/learn?tab=experts');
  await expect(page.getByRole('tab', { name: 'Experts' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'View claire_duval' }).click();
  await expect(page).toHaveURL(/\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'claire_duval' })).toBeVisible();
});

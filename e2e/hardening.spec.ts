import { expect, mailedToken, signUpViaApi, test } from './fixtures';

/** Issue 9 in the browser: the unverified member's banner and resend button; the brand form's mismatch at once. */
test('an unverified member sees the banner, resends the link, is refused a post, and after verifying may post', async ({ page }) => {
  const me = await signUpViaApi(page, 'unverified', 'customer', { verified: false });
  await page.goto('/community');
  const banner = page.getByRole('status').filter({ hasText: 'Verify your email address to post' });
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText('Verification email sent')).toBeVisible();

  // The server refuses the post whatever the page does.
  await page.getByLabel('Share something with the community').fill('Trying before verifying');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Please verify your email address first.').first()).toBeVisible();

  // The newest mailed link verifies the account; the banner goes.
  const token = await mailedToken(me.email, '/auth/verify');
  await page.goto(`/auth/verify?token=${token}`);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.goto('/community');
  await expect(page.getByLabel('Share something with the community')).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test('the brand form says Passwords do not match as soon as the confirmation differs', async ({ page }) => {
  await page.goto('/brand');
  await page.getByLabel(/^Password/).fill('brand-password');
  await page.getByLabel(/^Confirm password/).fill('brand-passw0rd');
  await page.getByLabel(/^Confirm password/).blur();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Brand name is required')).toHaveCount(0);
});

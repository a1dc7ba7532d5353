import { E2E_ACCOUNTS } from './accounts';
import { expect, freshEmail, signInAs, test } from './fixtures';

test('a perfume lover signs up, sees the toast, the thank-you page and the dashboard after 5 s', async ({ page }) => {
  const email = freshEmail('lover');
  await page.goto('/welcome');
  await page.getByRole('link', { name: /Perfume Lover/ }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('lovely-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Welcome to Sillage!')).toBeVisible();
  await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you$/);
  const arrived = Date.now();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 9_000 });
  expect(Date.now() - arrived).toBeGreaterThan(3_500);
  const username = email.split('@')[0].toLowerCase();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}!` })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Community' })).toBeVisible();
});

test('signing up with a registered email says so and goes to /auth', async ({ page }) => {
  await page.goto('/perfumer');
  await page.getByLabel('Email').fill(E2E_ACCOUNTS.customer.email);
  await page.getByLabel('Password').fill('whatever-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('User already registered').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('sign in goes to /community with the welcome line; sign out goes to /', async ({ page }) => {
  await signInAs(page, 'customer');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page.getByTestId('welcome-line')).toHaveText(`Welcome, ${E2E_ACCOUNTS.customer.email}`);
  await expect(page.getByRole('heading', { name: 'Community' })).toBeVisible();
  // A signed-in user at / is sent to /community.
  await page.goto('/');
  await expect(page).toHaveURL(/\/community$/);
  // The session survives a reload (refresh cookie, access token in memory only).
  await page.reload();
  await expect(page.getByTestId('welcome-line')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Discover Your Perfect Scent Journey' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
});

test('a wrong password shows the sign-in error', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ACCOUNTS.customer.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Error signing in')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
});

test('the brand application shows each validation message, then is submitted pending approval', async ({ page }) => {
  await page.goto('/brand');
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await submit.click();
  for (const message of [
    'Brand name is required',
    'Email is required',
    'Phone number is required',
    'Business type is required',
    'Password is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await page.getByLabel('Brand name').fill('Maison Test');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone number').fill('+33 1 23 45 67 89');
  await page.getByLabel('Business type').click();
  await page.getByRole('option', { name: 'Perfume brand' }).click();
  await page.getByLabel(/^Password/).fill('12345');
  await page.getByLabel(/^Confirm password/).fill('54321');
  await submit.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel(/^Password/).fill('brand-password');
  await page.getByLabel(/^Confirm password/).fill('brand-passw0rd');
  await submit.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Email').fill(freshEmail('brand'));
  await page.getByLabel(/^Confirm password/).fill('brand-password');
  await page.getByLabel('Website (optional)').fill('https://maison.example');
  await submit.click();
  await expect(page.getByText('Welcome! Your brand application has been submitted. An admin will review it shortly.')).toBeVisible();
  await expect(page).toHaveURL(/\/thank-you$/);
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page.getByText('Pending Approval')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveCount(0);
});

test('the dashboard without a session says Session Expired with a way back', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Session Expired' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('forgot password asks for an email and answers without telling whether it exists', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody-here@e2e.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText("If an account exists for nobody-here@e2e.test, we've sent a link");
});

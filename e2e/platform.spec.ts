import { expect, signInAs, test } from './fixtures';

/** The Inbox link, with its live unread badge when other journeys have left this account a notification. */
const INBOX = /^Inbox(\s*\d+ unread)?$/;

test('joining the waitlist, then again with the same email', async ({ page }) => {
  const email = `Wait.${Date.now()}@E2E.test`;
  await page.goto('/waitlist');
  await expect(page.getByText('100+')).toBeVisible();
  await expect(page.getByText('1,000+')).toBeVisible();
  const join = page.getByRole('button', { name: 'Join Waitlist' });
  await join.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('nope');
  await join.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await join.click();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully joined waitlist!' })).toBeVisible();
  await page.getByLabel('Email').fill(email.toLowerCase());
  await join.click();
  await expect(page.getByRole('alert').filter({ hasText: 'This email is already on the waitlist' })).toBeVisible();
});

test('an unknown route shows the not-found page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(logged.some((l) => l.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Discover Your Perfect Scent Journey' })).toBeVisible();
});

const sidebarLinks = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

test('the menu a visitor sees', async ({ page }) => {
  await page.goto('/');
  await expect(sidebarLinks(page)).toHaveText(['Home', 'Learn', 'Shop', 'Community', 'Finding Notes']);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toHaveAttribute('href', '/auth');
});

test('the menu a customer sees', async ({ page }) => {
  await signInAs(page, 'customer');
  await expect(sidebarLinks(page)).toHaveText(['Home', 'Learn', 'Shop', 'Community', 'Finding Notes', INBOX, 'Profile']);
});

test('the menu a perfumer sees', async ({ page }) => {
  await signInAs(page, 'perfumer');
  await expect(sidebarLinks(page)).toHaveText(['Home', 'Learn', 'Shop', 'Community', 'Finding Notes', INBOX, 'Profile', 'Discussion']);
});

test('the menu an admin sees', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(sidebarLinks(page)).toHaveText([
    'Home',
    'Learn',
    'Shop',
    'Community',
    'Finding Notes',
    INBOX,
    'Profile',
    'Discussion',
    'Admin Management',
    'Admin Analytics',
    'Waitlist',
    'Notifications',
  ]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('bottom bar, drawer and community mode', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByTestId('welcome-line')).toBeHidden();
    // Signing in lands on /community, so the bar starts in community mode.
    const community = page.getByRole('navigation', { name: 'Community' });
    await expect(community.getByRole('link')).toHaveText(['Search', 'Upload', 'Profile']);
    await community.getByRole('button', { name: 'Home' }).click();
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    await expect(bar.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Learn', 'Shop', 'Community', 'Profile']);
    await bar.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Drawer' });
    await expect(drawer.getByRole('link')).toHaveText([
      'Finding Notes',
      INBOX,
      'Discussion',
      'Admin Management',
      'Admin Analytics',
      'Waitlist',
      'Notifications',
    ]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await bar.getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await bar.getByRole('link', { name: 'Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('navigation', { name: 'Community' }).getByRole('link', { name: 'Search' })).toBeVisible();
  });

  test('a visitor sees the landing page and the bottom bar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Your Perfect Scent Journey' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Drawer' }).getByRole('link')).toHaveText(['Finding Notes']);
  });
});

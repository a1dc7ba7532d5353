import { readFile } from 'node:fs/promises';
import { generateSync } from 'otplib';
import type { Page } from '@playwright/test';
import { readZip } from '#server/test/zip';
import { expect, signUpViaApi, test, type ApiUser } from './fixtures';

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
const codeFor = (secret: string, stepsAhead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function signInThroughPage(page: Page, user: ApiUser) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function openAccount(page: Page) {
  await page.goto('/profile?tab=account');
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
}

test('changing the password signs the other browser out', async ({ page, browser }) => {
  const user = await signUpViaApi(page, 'changer');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInThroughPage(other, user);
  await expect(other).toHaveURL(/\/community$/);

  await openAccount(page);
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('(this browser)')).toBeVisible();

  const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Password', exact: true }) });
  await card.getByLabel(/^Current password/).fill('not-my-password');
  await card.getByLabel(/^New password/).fill('a-brand-new-password');
  await card.getByLabel(/^Confirm new password/).fill('a-brand-new-password');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('Your current password is not right.')).toBeVisible();

  await card.getByLabel(/^Current password/).fill(user.password);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Every other session was signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The other browser is signed out: its next page load finds no session.
  await other.goto('/profile?tab=account');
  await expect(other).toHaveURL(/\/auth$/);
  await otherContext.close();
});

test('two-factor sign-in: enrol with the shown key, then sign in with a code and with a recovery code', async ({ page }) => {
  const user = await signUpViaApi(page, 'twofactor');
  await openAccount(page);
  const card = page.locator('[data-slot="card"]').filter({ has: page.getByRole('heading', { name: 'Two-factor sign-in' }) });
  await card.getByLabel(/^Current password/).fill(user.password);
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(card.getByRole('img', { name: 'QR code to add Sillage to your authenticator app' })).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
  await card.getByLabel(/^Code from the app/).fill(codeFor(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card.getByText(/On: signing in asks for a code/)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await signInThroughPage(page, user);
  await expect(page.getByRole('form', { name: 'Two-factor sign-in' })).toBeVisible();
  // The code of the next step: the one used to turn it on is never accepted again.
  await page.getByLabel(/^Authentication code/).fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/community$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been successfully signed out.').first()).toBeVisible();
  await signInThroughPage(page, user);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel(/^Recovery code/).fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await openAccount(page);
  await expect(page.getByText(/9 recovery codes left/)).toBeVisible();
});

test('download my data: prepared in the background, then a zip with a README and the posts', async ({ page }) => {
  const user = await signUpViaApi(page, 'exporter');
  const text = `Notes of my export ${Date.now().toString(36)}`;
  const res = await page.request.post('/api/posts', { multipart: { content: text }, headers: { authorization: `Bearer ${user.token}` } });
  expect(res.status()).toBe(201);
  await openAccount(page);
  await expect(page.getByText('You have not asked for a copy of your data yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(page.getByRole('button', { name: 'Preparing your data…' })).toBeDisabled();
  const download = page.getByRole('button', { name: 'Download zip' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const zip = await readZip(await readFile((await file.path())!));
  expect([...zip.keys()]).toEqual(expect.arrayContaining(['README.txt', 'profile.json', 'posts.json', 'orders.json']));
  expect(JSON.parse(zip.get('posts.json')!.toString())[0].content).toBe(text);
  expect(JSON.parse(zip.get('profile.json')!.toString()).email).toBe(user.email);
});

test("deleting an account: the confirmation screen, then its post's thread reads deleted member", async ({ page, browser }) => {
  const leaver = await signUpViaApi(page, 'leaver');
  const text = `A last accord before leaving ${Date.now().toString(36)}`;
  const post = await (
    await page.request.post('/api/posts', { multipart: { content: text }, headers: { authorization: `Bearer ${leaver.token}` } })
  ).json();
  await page.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: 'Thank you all' },
    headers: { authorization: `Bearer ${leaver.token}` },
  });
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  const friend = await signUpViaApi(friendPage, 'friend');
  await friendPage.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: 'We will miss your accords' },
    headers: { authorization: `Bearer ${friend.token}` },
  });

  await openAccount(page);
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const confirm = page.getByRole('form', { name: 'Confirm account deletion' });
  await expect(confirm.getByText('Content others replied to is kept as "deleted member", so that their threads still read.')).toBeVisible();
  await confirm.getByLabel(/^Current password/).fill(leaver.password);
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  await expect(page.getByText('Orders are kept as the law on accounting requires, detached from you.')).toBeVisible();
  await page.getByRole('button', { name: 'Leave Sillage' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The friend opens the thread: the post and both comments are there, the leaver's as "deleted member".
  const comments = await friendPage.request.get(`/api/posts/${post.id}/comments`);
  expect(comments.status()).toBe(200);
  await friendPage.goto('/community');
  const card = friendPage.getByRole('article').filter({ hasText: text });
  await expect(async () => {
    if ((await card.count()) === 0) {
      const more = friendPage.getByRole('button', { name: 'Load more' });
      if (await more.isVisible()) await more.click();
      else await friendPage.reload();
    }
    await expect(card).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await card.getByRole('button', { name: /View comments/ }).click();
  const dialog = friendPage.getByRole('dialog');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Thank you all' })).toContainText('deleted member');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'We will miss your accords' })).toContainText(friend.username);
  await friendContext.close();
});

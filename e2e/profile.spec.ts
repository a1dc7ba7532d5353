import sharp from 'sharp';
import { expect, signUpViaApi, test } from './fixtures';

test('own profile: dashboard cards, inline username edit, and an empty name is ignored', async ({ page }) => {
  const me = await signUpViaApi(page, 'inline');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Account Information')).toBeVisible();
  await expect(page.getByTestId('usage-count')).toHaveText('0 / 20');
  await expect(page.getByText('No formulas yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first formula' })).toHaveAttribute('href', '/create');
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/orders');
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit username' }).click();
  await page.getByLabel('Username', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByTestId('summary-username')).toHaveText(me.username);

  const newName = `scent_${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Edit username' }).click();
  await page.getByLabel('Username', { exact: true }).fill(newName);
  await page.getByLabel('Username', { exact: true }).press('Enter');
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByTestId('summary-username')).toHaveText(newName);
  await expect(page.getByRole('link', { name: 'View Public Profile' })).toHaveAttribute('href', `/${newName}`);

  await page.getByRole('button', { name: 'Edit username' }).click();
  await page.getByLabel('Username', { exact: true }).fill('shop');
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByText('This username is reserved. Please choose another.')).toBeVisible();
});

test('settings are saved only with Save Settings, and kept', async ({ page }) => {
  await signUpViaApi(page, 'settings');
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const marketing = page.getByLabel('Marketing emails');
  await expect(marketing).not.toBeChecked();
  await marketing.click();
  await page.getByLabel('Private — only you').check();
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Marketing emails')).not.toBeChecked();
  await page.getByLabel('Marketing emails').click();
  await page.getByLabel('Contacts — only people you follow').check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Your preferences have been updated successfully.')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByLabel('Marketing emails')).toBeChecked();
  await expect(page.getByLabel('Contacts — only people you follow')).toBeChecked();
});

test('a visitor sees a public profile; a member follows and unfollows; the count follows', async ({ page, browser }) => {
  const author = await signUpViaApi(page, 'author');
  await page.request.patch('/api/profiles/me', {
    data: { bio: 'Chypre devotee', location: 'Grasse' },
    headers: { authorization: `Bearer ${author.token}` },
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${author.username}`);
  await expect(visitor.getByRole('heading', { name: author.username })).toBeVisible();
  await expect(visitor.getByText('Chypre devotee')).toBeVisible();
  await expect(visitor.getByText('No posts yet')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Follow' })).toHaveCount(0);
  await visitor.getByRole('tab', { name: 'Creations' }).click();
  await expect(visitor.getByText('Creations are coming soon.')).toBeVisible();
  await visitorContext.close();

  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await signUpViaApi(fan, 'fan');
  await fan.goto(`/profile/${author.userId}`);
  await expect(fan.getByTestId('stat-followers')).toHaveText('0');
  await fan.getByRole('button', { name: 'Follow' }).click();
  await expect(fan.getByText('Following', { exact: true }).first()).toBeVisible();
  await expect(fan.getByTestId('stat-followers')).toHaveText('1');
  await fan.reload();
  await expect(fan.getByRole('button', { name: 'Following' })).toBeVisible();
  await fan.getByRole('button', { name: 'Following' }).click();
  await expect(fan.getByText('Unfollowed')).toBeVisible();
  await expect(fan.getByTestId('stat-followers')).toHaveText('0');
  await fanContext.close();

  // On one's own profile there is no Follow button.
  await page.goto(`/${author.username}`);
  await expect(page.getByRole('link', { name: 'Edit your profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
});

test('a contacts-only profile: shown to people the owner follows, hidden from a stranger who follows the owner', async ({
  page,
  browser,
}) => {
  const owner = await signUpViaApi(page, 'owner');
  const headers = { authorization: `Bearer ${owner.token}` };
  await page.request.patch('/api/profiles/me', { data: { bio: 'Only for friends' }, headers });

  // A stranger follows the owner while the profile is public: following needs no approval.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await signUpViaApi(stranger, 'stranger');
  await stranger.goto(`/${owner.username}`);
  await stranger.getByRole('button', { name: 'Follow' }).click();
  await expect(stranger.getByTestId('stat-followers')).toHaveText('1');

  // The owner follows a friend: the friend is a contact (the owner chose them).
  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  const friend = await signUpViaApi(fan, 'friend');
  expect((await page.request.post(`/api/profiles/${friend.userId}/follow`, { headers })).status()).toBe(200);

  await page.request.put('/api/profiles/me/settings', {
    data: {
      notifications: { email: true, marketing: false, activityUpdates: true },
      privacy: { profileVisibility: 'contacts', shareActivity: true },
    },
    headers,
  });
  await fan.goto(`/${owner.username}`);
  await expect(fan.getByText('Only for friends')).toBeVisible();
  await fanContext.close();

  await stranger.reload();
  await expect(stranger.getByRole('heading', { name: owner.username })).toBeVisible();
  await expect(stranger.getByText('This profile is private')).toBeVisible();
  await expect(stranger.getByText('Only for friends')).toHaveCount(0);
  await strangerContext.close();
});

test('an unknown user shows User Not Found; /inbox is never a profile', async ({ page }) => {
  await page.goto('/profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
  await page.goto('/no_such_member_here');
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  test('the own profile fits and its tabs work', async ({ page }) => {
    // A username of the longest kind sign-up derives (25 characters without a break opportunity) must wrap, not widen the page.
    const member = await signUpViaApi(page, 'phonememberwithalongname');
    await page.goto('/profile');
    await expect(page.getByTestId('summary-username')).toHaveText(member.username);
    await expect(page.getByRole('tab', { name: 'Profile Dashboard' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('button', { name: 'Save Settings' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.goto(`/${member.username}`);
    await expect(page.getByRole('heading', { name: member.username })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});

test('edit the profile with a new avatar and cover; a non-image is refused in the browser', async ({ page }) => {
  await signUpViaApi(page, 'editor');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'View and edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();

  // A text file named like an image is refused before any upload.
  await dialog
    .getByLabel('Change avatar')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Please select an image file')).toBeVisible();

  const png = (width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer();
  await dialog.getByLabel('Change avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(300, 300, '#78285a') });
  await dialog
    .getByLabel('Change cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(900, 300, '#c8aa5a') });
  await dialog.getByLabel('Bio').fill('Nose in training');
  await dialog.getByLabel('Location').fill('Grasse');
  await dialog.getByRole('button', { name: 'Woody' }).click();
  await dialog.getByLabel('Experience level').selectOption('Intermediate');
  await dialog.getByLabel('Instagram').fill('https://instagram.com/nose');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const avatar = page.getByRole('img', { name: /avatar$/ }).first();
  await expect(avatar).toHaveAttribute('src', /^\/files\/.+\/avatar_[0-9a-f]+\.webp$/);
  const src = await avatar.getAttribute('src');
  const file = await page.request.get(src!);
  expect(file.headers()['content-type']).toBe('image/webp');
  await page.getByRole('link', { name: 'View Public Profile' }).click();
  await expect(page.getByText('Nose in training')).toBeVisible();
  await expect(page.getByText('Grasse')).toBeVisible();
});

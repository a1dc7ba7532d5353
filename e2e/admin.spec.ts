import { E2E_ACCOUNTS } from './accounts';
import { test, expect, freshEmail, signInAs, signUpViaApi } from './fixtures';

test('access: a visitor goes to /auth; a member is told access is denied and sent home', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/admin/notifications');
  await expect(page).toHaveURL(/\/auth$/);

  await signInAs(page, 'customer');
  await page.goto('/admin');
  await expect(page.getByText("Access denied: You don't have permission to access this page")).toBeVisible();
  await expect(page).toHaveURL(/\/(community)?$/);
  // The admin wrapper of the other admin pages sends to /admin, which sends a member home.
  await page.goto('/admin/notifications');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('link', { name: 'Admin Management' })).toHaveCount(0);
});

test('a super admin promotes a member to perfumer; the member then has the Discussion menu', async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const m = await signUpViaApi(member, 'promoted');

  await signInAs(page, 'superAdmin');
  await page.goto('/admin');
  await page.getByLabel('Search users').fill(m.email);
  const row = page.getByRole('row', { name: new RegExp(m.email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Make Perfumer: ${m.email}` }).click();
  await expect(page.getByText('User role updated to perfumer')).toBeVisible();
  await expect(row.getByRole('button', { name: `Remove Perfumer: ${m.email}` })).toBeVisible();
  // The super admin's own row has no role actions.
  await page.getByLabel('Search users').fill('super@e2e.test');
  await expect(page.getByRole('row', { name: /super@e2e\.test/ }).getByRole('button')).toHaveCount(0);
  // The change is in the Audit tab.
  await page.getByRole('tab', { name: 'Audit' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Added role.*${m.email.replace(/[.+]/g, '\\$&')}.*perfumer`) })).toBeVisible();

  await member.goto('/community');
  await expect(member.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discussion' })).toBeVisible();
  await memberContext.close();
});

test("an admin approves a brand application and the brand's dashboard reads Approved", async ({ page, browser }) => {
  const brandContext = await browser.newContext();
  const brand = await brandContext.newPage();
  const email = freshEmail('maison');
  const brandName = `Maison ${Date.now().toString(36)}`;
  const res = await brand.request.post('/api/auth/signup', {
    data: {
      email,
      password: 'brand-password',
      journey: 'brand',
      brand: { brandName, phoneNumber: '+33 1 23 45 67 89', businessType: 'Perfume brand', website: 'https://maison.example' },
    },
  });
  expect(res.status()).toBe(201);
  await brand.goto('/dashboard');
  await expect(brand.getByText('Pending Approval')).toBeVisible();

  await signInAs(page, 'admin');
  await page.goto('/admin?tab=brands');
  await expect(page.getByRole('heading', { name: brandName })).toBeVisible();
  await page.getByRole('button', { name: `Approve as Brand: ${brandName}` }).click();
  await expect(page.getByText('Brand application approved successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: brandName })).toHaveCount(0);

  await brand.reload();
  await expect(brand.getByText('Approved', { exact: true })).toBeVisible();
  await brand.goto('/inbox');
  await expect(brand.getByRole('heading', { name: 'Brand application approved' })).toBeVisible();
  await brandContext.close();
});

test('the unread badge updates live: a second member follows you and the badge increments within 2 s', async ({ page, browser }) => {
  const me = await signUpViaApi(page, 'followed');
  await page.goto('/community');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible();
  await expect(nav.getByTestId('unread-badge')).toHaveCount(0);

  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  const f = await signUpViaApi(fan, 'fan');
  const followed = await fan.request.post(`/api/profiles/${me.userId}/follow`, { headers: { authorization: `Bearer ${f.token}` } });
  expect(followed.status()).toBe(200);
  await expect(nav.getByTestId('unread-badge')).toHaveText(/^1\s*unread$/, { timeout: 2000 });
  await fanContext.close();

  // The inbox shows it; marking it read clears the badge.
  await nav.getByRole('link', { name: /Inbox/ }).click();
  await expect(page.getByText(`${f.username} started following you`)).toBeVisible();
  await page.getByRole('button', { name: 'Mark as read' }).click();
  await expect(nav.getByTestId('unread-badge')).toHaveCount(0);
});

test('a member writes to the team; an admin replies from Notifications; the reply lands in the member inbox', async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signUpViaApi(member, 'asker');
  await member.goto('/inbox');
  await expect(member.getByText('No notifications yet')).toBeVisible();
  await member.getByRole('button', { name: 'Message the team' }).click();
  const subject = `Kit question ${Date.now().toString(36)}`;
  await member.getByLabel('Subject').fill(subject);
  await member.getByRole('textbox', { name: 'Message' }).fill('When does the starter kit ship?');
  await member.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(member.getByText('Message sent')).toBeVisible();

  await signInAs(page, 'admin');
  await page.goto('/admin/notifications');
  await page.getByLabel('Search notifications').fill(subject);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await page.getByRole('listitem').filter({ hasText: subject }).getByRole('button', { name: 'Reply' }).click();
  await page.getByRole('textbox', { name: 'Your reply' }).fill('It ships on Monday.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent successfully')).toBeVisible();

  await expect(member.getByRole('heading', { name: `Re: ${subject}` })).toBeVisible({ timeout: 5000 });
  await expect(member.getByText('It ships on Monday.')).toBeVisible();
  await memberContext.close();
});

test('an admin sends a launch email to three waitlist entries; each is notified once, notes and Delete Selected work', async ({ page }) => {
  const tag = Date.now().toString(36);
  const emails = [1, 2, 3].map((i) => `launch${i}.${tag}@e2e.test`);
  for (const email of [...emails, `gone.${tag}@e2e.test`])
    expect((await page.request.post('/api/waitlist', { data: { email } })).status()).toBe(201);

  await signInAs(page, 'admin');
  await page.goto('/admin/waitlist');
  await page.getByLabel('Search emails').fill(tag);
  for (const email of emails) await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();

  // Nothing selected: the spec's message.
  await page.getByRole('button', { name: 'Notify about launch' }).click();
  await expect(page.getByText('Please select at least one entry')).toBeVisible();

  // A note is saved (it survives a reload).
  await page.getByLabel(`Notes for ${emails[0]}`).fill('VIP from the Paris event');
  await page.getByLabel(`Notes for ${emails[0]}`).press('Enter');
  await expect(page.getByText('Note saved')).toBeVisible();

  // Delete Selected deletes, after confirmation.
  await page.getByLabel(`Select gone.${tag}@e2e.test`).click();
  await page.getByRole('button', { name: 'Delete Selected' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('cell', { name: `gone.${tag}@e2e.test`, exact: true })).toHaveCount(0);

  for (const email of emails) await page.getByLabel(`Select ${email}`).click();
  await page.getByRole('button', { name: 'Notify about launch' }).click();
  await expect(page.getByText('Notified 3 users')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'All 3 emails sent' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('row', { name: new RegExp(emails[1].replace(/[.]/g, '\\.')) }).getByText('notified')).toBeVisible();

  // Clicking again mails nobody twice.
  for (const email of emails) await page.getByLabel(`Select ${email}`).click();
  await page.getByRole('button', { name: 'Notify about launch' }).click();
  await expect(page.getByText('Notified 0 users')).toBeVisible();

  await page.reload();
  await page.getByLabel('Search emails').fill(tag);
  await expect(page.getByLabel(`Notes for ${emails[0]}`)).toHaveValue('VIP from the Paris event');
});

test('admin analytics: the spec tiles from the server, a chart per day with its table, and the range switch', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: 'User Statistics' })).toBeVisible();
  for (const tile of ['Total Users', 'Professional Users', 'Free Users', 'Community Posts', 'Community Comments'])
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /Activity per day over 30 days/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Orders and revenue per day over 30 days: orders paid, net revenue/ })).toBeVisible();
  for (const summary of await page.getByText('Show the numbers as a table').all()) await summary.click();
  await expect(page.getByRole('table', { name: 'Activity per day' }).getByRole('row')).toHaveCount(31);
  await expect(
    page.getByRole('table', { name: 'Orders and revenue per day' }).getByRole('columnheader', { name: 'Net revenue' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: '7 days' }).click();
  await expect(page.getByRole('table', { name: 'Activity per day' }).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('table', { name: 'Orders and revenue per day' }).getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/community');
});

test('a member reports a post and a moderator hides it; the moderator sees the moderation queue only', async ({ page, browser }) => {
  const authorContext = await browser.newContext();
  const authorPage = await authorContext.newPage();
  const author = await signUpViaApi(authorPage, 'reported');
  const content = `Buy fake Chanel here ${Date.now().toString(36)}`;
  const posted = await authorPage.request.post('/api/posts', {
    multipart: { content },
    headers: { authorization: `Bearer ${author.token}` },
  });
  expect(posted.status()).toBe(201);
  await authorContext.close();

  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await signUpViaApi(reporter, 'reporter');
  await reporter.goto('/community');
  const card = reporter.getByRole('article').filter({ hasText: content });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Post actions' }).click();
  await reporter.getByRole('menuitem', { name: 'Report' }).click();
  await reporter.getByRole('textbox', { name: 'Reason' }).fill('Counterfeit perfume sales');
  await reporter.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByText('Report sent')).toBeVisible();

  await signInAs(page, 'moderator');
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Moderation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  const report = page.getByRole('listitem').filter({ hasText: content });
  await expect(report.getByText('Counterfeit perfume sales')).toBeVisible();
  await report.getByRole('button', { name: 'Hide' }).click();
  const why = page.getByRole('dialog', { name: 'Hide this content?' });
  await why.getByRole('textbox', { name: 'Reason' }).fill('Counterfeit goods');
  await why.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('Content hidden')).toBeVisible();
  // Other admin pages are for admins only.
  await page.goto('/admin/analytics');
  await expect(page).toHaveURL(/\/admin$/);

  await reporter.reload();
  await expect(reporter.getByRole('list', { name: 'Posts' }).or(reporter.getByText('No posts yet'))).toBeVisible();
  await expect(reporter.getByRole('article').filter({ hasText: content })).toHaveCount(0);
  await reporterContext.close();
});

test('a member reports a discussion; a moderator hides it from the queue with a reason; it is gone for other members and in the forum log', async ({
  page,
  browser,
}) => {
  // The perfumer writes through the API in a context of its own (the token grant sets a cookie).
  const perfumerContext = await browser.newContext();
  const { email, password } = E2E_ACCOUNTS.perfumer;
  const signedIn = await perfumerContext.request.post('/api/auth/token?grant_type=password', { data: { email, password } });
  const { access_token } = (await signedIn.json()) as { access_token: string };
  const title = `Cheap oud from a shady supplier ${Date.now().toString(36)}`;
  const created = await perfumerContext.request.post('/api/discussions', {
    data: { title, content: 'DM me for prices.', category: 'technique' },
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await perfumerContext.close();

  const reporterContext = await browser.newContext();
  const reporter = await reporterContext.newPage();
  await signUpViaApi(reporter, 'forumreporter');
  await reporter.goto(`/discussion/${id}`);
  await expect(reporter.getByRole('heading', { name: title })).toBeVisible();
  await reporter.getByRole('button', { name: 'Report' }).click();
  const dialog = reporter.getByRole('dialog', { name: 'Report this discussion' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Selling counterfeit oud');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByText('Report sent')).toBeVisible();

  await signInAs(page, 'moderator');
  await page.goto('/admin');
  const report = page.getByRole('listitem').filter({ hasText: title });
  await expect(report.getByText('Selling counterfeit oud')).toBeVisible();
  await expect(report.getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/discussion/${id}`);
  await report.getByRole('button', { name: 'Hide' }).click();
  const why = page.getByRole('dialog', { name: 'Hide this content?' });
  await expect(why.getByRole('button', { name: 'Hide' })).toBeDisabled();
  await why.getByRole('textbox', { name: 'Reason' }).fill('Counterfeit trade, confirmed');
  await why.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByText('Content hidden')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  // The forum's moderation log says who, what, when and why.
  await page.getByRole('tab', { name: 'Forum log' }).click();
  const entry = page.getByRole('list', { name: 'Forum moderation log' }).getByRole('listitem').filter({ hasText: title }).first();
  await expect(entry).toContainText('hid a discussion');
  await expect(entry).toContainText('Counterfeit trade, confirmed');

  // Gone for other members: not in the list, and its page is not found.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signUpViaApi(other, 'forumreader');
  const listed = other.waitForResponse((r) => r.url().includes('/api/discussions?') && r.status() === 200);
  await other.goto(`/discussion?q=${encodeURIComponent(title)}`);
  await listed;
  await expect(other.getByRole('heading', { name: 'AromaSpace' })).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  await other.goto(`/discussion/${id}`);
  await expect(other.getByText('Discussion not found')).toBeVisible();
  await reporterContext.close();
  await otherContext.close();
});

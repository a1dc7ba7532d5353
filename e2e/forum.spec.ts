import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_ACCOUNTS, type E2ERole } from './accounts';
import { expect, holdRequests, signInAs, test } from './fixtures';

let n = 0;
/** A word no other journey writes, so a journey finds its own discussions in the shared forum. */
const unique = (what: string) => `${what}${Date.now().toString(36)}${process.pid}${n++}`;

/** An access token for a role account, through the real sign-in endpoint (its own request context: the page stays signed out). */
async function tokenOf(request: APIRequestContext, role: E2ERole) {
  const { email, password } = E2E_ACCOUNTS[role];
  const res = await request.post('/api/auth/token?grant_type=password', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { access_token: string; user: { id: string; username: string } };
}

async function createViaApi(request: APIRequestContext, token: string, body: { title: string; content: string; category?: string }) {
  const res = await request.post('/api/discussions', { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

async function pageAs(browser: Browser, role: E2ERole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, role);
  return page;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a perfumer starts a discussion, a member comments with markdown and a mention, the author is notified, a moderator moves it, the member deletes the comment', async ({
  page,
  browser,
  request,
}) => {
  test.slow(); // three signed-in browsers, one after the other
  const perfumer = await tokenOf(request, 'perfumer');
  await signInAs(page, 'perfumer');
  await page.goto('/discussion');
  await expect(page.getByRole('heading', { name: 'AromaSpace', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Start New Discussion' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start New Discussion' });
  const title = unique('Iris butter dilution ');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Category').click();
  await page.getByRole('option', { name: /Ingredients & Materials/ }).click();
  await dialog.getByRole('textbox', { name: 'Content' }).fill('What **dilution** do you use for orris?\n\n- 1%\n- 10%');
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByRole('tabpanel', { name: 'Preview' }).locator('strong')).toHaveText('dilution');
  await dialog.getByRole('tab', { name: 'Write' }).click();
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expect(toast(page, 'Your discussion has been created')).toBeVisible();
  await expect(page).toHaveURL(/\/discussion\/[0-9a-f-]{36}$/);
  const url = page.url();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Author', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(page.getByText('No comments yet')).toBeVisible();
  await expect(page.getByText('Be the first to share your thoughts on this discussion')).toBeVisible();

  // A member comments with markdown and a mention of the author.
  const member = await pageAs(browser, 'customer');
  await member.goto(url);
  const box = member.getByRole('textbox', { name: 'Leave a comment' });
  await expect(member.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  await box.fill(`Try *10%* in ethanol, @${perfumer.user.username}.`);
  await member.getByRole('button', { name: 'Post Comment' }).click();
  await expect(toast(member, 'Your comment has been added')).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  const comment = member.getByRole('article', { name: /^Comment by / });
  await expect(comment.locator('em')).toHaveText('10%');
  await expect(comment.getByRole('link', { name: `@${perfumer.user.username}` })).toHaveAttribute('href', `/${perfumer.user.username}`);
  await expect(box).toHaveValue('');

  // The author got exactly one notification for it.
  const inbox = await request.get('/api/inbox?limit=100', { headers: { authorization: `Bearer ${perfumer.access_token}` } });
  const mine = ((await inbox.json()) as { items: { type: string; message: string }[] }).items.filter(
    (i) => i.type.startsWith('discussion_') && i.message.includes(title),
  );
  expect(mine.map((i) => i.type)).toEqual(['discussion_mention']);

  // A moderator changes the category.
  const moderator = await pageAs(browser, 'moderator');
  await moderator.goto(url);
  await moderator.getByRole('button', { name: 'Edit Category' }).click();
  await moderator.getByLabel('Category').click();
  await moderator.getByRole('option', { name: /^Trends/ }).click();
  await moderator.getByRole('button', { name: 'Update' }).click();
  await expect(toast(moderator, 'Discussion category updated successfully')).toBeVisible();
  await expect(moderator.getByText('Trends', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Trends', { exact: true })).toBeVisible();
  // The author has no Edit Category control.
  await expect(page.getByRole('button', { name: 'Edit Category' })).toHaveCount(0);

  // The moderator hides the comment: gone for the discussion's author, back when shown again.
  const modComment = moderator.getByRole('article', { name: /^Comment by / });
  await modComment.getByRole('button', { name: 'Hide' }).click();
  // Hiding someone else's comment asks why; the moderation log keeps who, what, when and why.
  const why = moderator.getByRole('dialog', { name: 'Hide this comment?' });
  await why.getByRole('textbox', { name: 'Reason' }).fill('Off-topic dosage advice');
  await why.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(moderator, 'Comment hidden')).toBeVisible();
  const mod = await tokenOf(request, 'moderator');
  const log = await request.get('/api/discussions/moderation-log?limit=20', { headers: { authorization: `Bearer ${mod.access_token}` } });
  expect((await log.json()).items).toContainEqual(
    expect.objectContaining({
      action: 'hide',
      targetType: 'comment',
      reason: 'Off-topic dosage advice',
      moderator: { id: mod.user.id, username: mod.user.username },
    }),
  );
  await expect(modComment.getByText('Hidden', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await modComment.getByRole('button', { name: 'Show' }).click();
  await expect(toast(moderator, 'Comment visible again')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

  // The member edits, then deletes their own comment.
  await member.reload();
  await comment.getByRole('button', { name: 'Edit' }).click();
  await member.getByRole('textbox', { name: 'Edit comment' }).fill('On second thought, 5%.');
  await member.getByRole('button', { name: 'Save' }).click();
  await expect(toast(member, 'Comment updated successfully')).toBeVisible();
  await expect(comment).toContainText('On second thought, 5%.');
  await comment.getByRole('button', { name: 'Delete' }).click();
  await member.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(member, 'Comment deleted successfully')).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(member.getByText('No comments yet')).toBeVisible();
});

test('the author edits inline and deletes; quote-reply quotes a comment with its author', async ({ page, browser, request }) => {
  test.slow(); // two signed-in browsers
  const { access_token } = await tokenOf(request, 'perfumer');
  const d = await createViaApi(request, access_token, { title: unique('Quote me '), content: 'Original text' });
  const member = await pageAs(browser, 'customer');
  await member.goto(`/discussion/${d.id}`);
  await member.getByRole('textbox', { name: 'Leave a comment' }).fill('Ambroxan carries the drydown.');
  await member.getByRole('button', { name: 'Post Comment' }).click();
  await expect(member.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();

  await signInAs(page, 'perfumer');
  await page.goto(`/discussion/${d.id}`);
  const quoted = page.getByRole('article', { name: /^Comment by / });
  const reply = page.getByRole('textbox', { name: 'Leave a comment' });
  // Text selected in the comment: only that is quoted.
  await quoted.locator('p').evaluate((p) => {
    const text = p.firstChild!;
    const range = document.createRange();
    range.setStart(text, 'Ambroxan '.length);
    range.setEnd(text, 'Ambroxan carries'.length);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  await quoted.getByRole('button', { name: 'Quote' }).click();
  await expect(reply).toHaveValue(/^> @\S+ wrote:\n> carries\n\n$/);
  await reply.fill('');
  // Nothing selected: the whole comment.
  await page.evaluate(() => getSelection()!.removeAllRanges());
  await quoted.getByRole('button', { name: 'Quote' }).click();
  await expect(reply).toHaveValue(/^> @\S+ wrote:\n> Ambroxan carries the drydown\.\n\n$/);
  await expect(reply).toBeFocused();
  await reply.press('End');
  await reply.pressSequentially('Agreed.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  await expect(page.locator('blockquote').last()).toContainText('Ambroxan carries the drydown.');

  await page.getByRole('group', { name: 'Your discussion' }).getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title').fill('Quote me, edited');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Discussion updated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quote me, edited', level: 1 })).toBeVisible();
  await page.getByRole('group', { name: 'Your discussion' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Discussion deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/discussion$/);
  await page.goto(`/discussion/${d.id}`);
  await expect(page.getByRole('heading', { name: 'Discussion not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to discussions' })).toHaveAttribute('href', '/discussion');
});

test("the author edits from the list: the card shows the text's start, the edit dialog the whole text", async ({ page, request }) => {
  const { access_token } = await tokenOf(request, 'perfumer');
  const title = unique('Long read ');
  const content = `${'Tinctures take months to round out. '.repeat(20)}The very last sentence.`;
  await createViaApi(request, access_token, { title, content });
  await signInAs(page, 'perfumer');
  await page.goto(`/discussion?q=${encodeURIComponent(title)}`);
  const card = page.locator('[aria-labelledby^="discussion-"]').filter({ hasText: title });
  await expect(card).toContainText('Tinctures take months to round out.');
  await expect(card).not.toContainText('The very last sentence.');

  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Discussion' });
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveValue(content);
  // The form appears once the text is read, with the keyboard's focus on its first field.
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await dialog.getByLabel('Title').fill(`${title} edited`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Discussion updated successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: `${title} edited` })).toBeVisible();
  const res = await request.get(`/api/discussions?q=${encodeURIComponent(title)}`);
  expect((await res.json()).items[0]).toMatchObject({ title: `${title} edited` });
});

test('a mention notification opens the discussion at the comment, loading the pages before it', async ({ page, request }) => {
  const admin = await tokenOf(request, 'admin');
  const member = await tokenOf(request, 'customer');
  const perfumer = await tokenOf(request, 'perfumer');
  const d = await createViaApi(request, admin.access_token, { title: unique('Long thread '), content: 'Fifty-odd replies follow.' });
  const comment = async (content: string) => {
    const res = await request.post(`/api/discussions/${d.id}/comments`, {
      data: { content },
      headers: { authorization: `Bearer ${member.access_token}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  };
  // A page of comments is 50: the mention is on the second page.
  for (let i = 1; i <= 55; i++) await comment(`Reply number ${i}`);
  const mention = await comment(`@${perfumer.user.username} what do you make of it?`);

  await signInAs(page, 'perfumer');
  await page.goto('/inbox');
  await page.getByLabel('Search notifications').fill(d.title);
  // The search has landed: of the perfumer's notifications, only the mention is about this discussion.
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(1);
  const notice = page.getByRole('listitem').filter({ hasText: `${member.user.username} mentioned you in "${d.title}".` });
  await notice.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(new RegExp(`/discussion/${d.id}#comment-${mention.id}$`));
  const target = page.locator(`#comment-${mention.id}`);
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  await expect(target).toHaveAttribute('aria-current', 'location');
  await expect(target).toContainText('what do you make of it?');
});

test('a member may not start a discussion: the spec message', async ({ page }) => {
  await signInAs(page, 'customer');
  await page.goto('/discussion');
  await page.getByRole('button', { name: 'Start New Discussion' }).click();
  await expect(
    toast(page, "You don't have permission to create discussions. Only professionals and administrators can create discussions."),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('paging through 25 discussions with Load More and by scrolling', async ({ page, request }) => {
  const { access_token } = await tokenOf(request, 'perfumer');
  const word = unique('pagingword');
  for (let i = 0; i < 25; i++) await createViaApi(request, access_token, { title: `Page test ${i} ${word}`, content: `Body ${i}` });
  // The button alone (no IntersectionObserver, as in an old browser): each click loads the next keyset page.
  await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
  await page.goto(`/discussion?q=${word}`);
  const items = page.getByRole('list', { name: 'Discussions' }).locator(':scope > li');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText(`Page test 24 ${word}`);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(items).toHaveCount(20);
  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(items).toHaveCount(25);
  await expect(items.last()).toContainText(`Page test 0 ${word}`);
  await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0);

  // Scrolling: the next pages load as the end of the list comes into view.
  const scroller = await page.context().browser()!.newPage();
  await scroller.goto(`${page.url()}`);
  const scrolled = scroller.getByRole('list', { name: 'Discussions' }).locator(':scope > li');
  await expect(scrolled).toHaveCount(10);
  await scrolled.last().scrollIntoViewIfNeeded();
  await expect(scrolled).toHaveCount(20);
  await scrolled.last().scrollIntoViewIfNeeded();
  await expect(scrolled).toHaveCount(25);
  await expect(scrolled.last()).toContainText(`Page test 0 ${word}`);
  await scroller.close();
});

test('search, category and sort live in the URL and survive a reload', async ({ page, request }) => {
  const { access_token } = await tokenOf(request, 'perfumer');
  const word = unique('urlword');
  const liked = await createViaApi(request, access_token, { title: `Liked ${word}`, content: 'x', category: 'sustainability' });
  await createViaApi(request, access_token, { title: `Newer ${word}`, content: 'y', category: 'sustainability' });
  await createViaApi(request, access_token, { title: `Elsewhere ${word}`, content: 'z', category: 'business' });
  await request.put(`/api/discussions/${liked.id}/like`, { headers: { authorization: `Bearer ${access_token}` } });

  await page.goto('/discussion');
  await page.getByLabel('Search discussions').fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await page
    .getByRole('group', { name: 'Categories' })
    .getByRole('button', { name: /^Sustainability/ })
    .click();
  await page.getByLabel('Sort by').click();
  await page.getByRole('option', { name: 'Popular' }).click();
  await expect(page).toHaveURL(/category=sustainability/);
  await expect(page).toHaveURL(/sort=popular/);
  const titles = page.getByRole('list', { name: 'Discussions' }).getByRole('heading');
  await expect(titles).toHaveText([`Liked ${word}`, `Newer ${word}`]);

  await page.reload();
  await expect(page.getByLabel('Search discussions')).toHaveValue(word);
  await expect(page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: /^Sustainability/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Sort by')).toHaveText('Popular');
  await expect(titles).toHaveText([`Liked ${word}`, `Newer ${word}`]);

  await page.getByLabel('Sort by').click();
  await page.getByRole('option', { name: 'Latest' }).click();
  await expect(titles).toHaveText([`Newer ${word}`, `Liked ${word}`]);
});

test('a new search keeps the last list on screen, marked busy, until its answer lands', async ({ page, request }) => {
  const { access_token } = await tokenOf(request, 'perfumer');
  const [first, second] = [unique('keptword'), unique('nextword')];
  await createViaApi(request, access_token, { title: `Kept ${first}`, content: 'x' });
  await createViaApi(request, access_token, { title: `Next ${second}`, content: 'y' });

  await page.goto('/discussion');
  const list = page.getByRole('list', { name: 'Discussions' });
  await page.getByLabel('Search discussions').fill(first);
  await expect(list.getByRole('heading')).toHaveText([`Kept ${first}`]);
  const next = await holdRequests(page, (url) => url.pathname === '/api/discussions' && url.searchParams.get('q') === second);
  await page.getByLabel('Search discussions').fill(second);
  await next.asked;
  // The last answer stays where the pointer is (no placeholders that would take a click), marked busy.
  await expect(list).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('link', { name: `Kept ${first}` })).toBeVisible();
  next.release();
  await expect(list.getByRole('heading')).toHaveText([`Next ${second}`]);
  await expect(list).not.toHaveAttribute('aria-busy');
});

test('a failed load shows the error state, and Try Again loads the list; on a phone the list fits the screen', async ({
  page,
  request,
}) => {
  const { access_token } = await tokenOf(request, 'perfumer');
  const word = unique('errorword');
  await createViaApi(request, access_token, { title: `Recovered ${word}`, content: 'still here' });
  await page.setViewportSize({ width: 375, height: 740 });
  // The server is down until Try Again (the client's own retries fail too).
  let down = true;
  await page.route('**/api/discussions?*', async (route) => {
    if (down)
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"down"}}' });
    return route.continue();
  });
  // The first list comes drawn by the server; the search is the browser's own request, and it fails.
  await page.goto('/discussion');
  await page.getByLabel('Search discussions').fill(word);
  await expect(page.getByRole('heading', { name: 'Error Loading Discussions' })).toBeVisible({ timeout: 20_000 });
  await expect(toast(page, 'Failed to load discussions. Please try again.')).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('link', { name: `Recovered ${word}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

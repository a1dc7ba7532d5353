import { expect, postViaApi, signUpViaApi, test, unique } from './fixtures';

test('a new post shows as "new posts — show" in another browser; showing brings it in without a reload', async ({ page, browser }) => {
  const reader = await signUpViaApi(page, 'live-reader');
  // The tab subscribes to the feed once the list's live parts have loaded: the post below is made after that.
  const subscribed = page.waitForResponse((r) => /\/api\/live\?topics=[^&]*feed/.test(r.url()));
  await page.goto('/community');
  // The feed, or its empty state when this journey runs alone on a new database.
  await expect(page.getByRole('list', { name: 'Posts' }).or(page.getByText('No posts yet'))).toBeVisible();
  await subscribed;

  // Someone else, in another browser, posts.
  const other = await browser.newContext();
  const writerPage = await other.newPage();
  const writer = await signUpViaApi(writerPage, 'live-writer');
  const text = unique('A new cedar accord');
  await postViaApi(writerPage, writer, text);

  // Other journeys post at the same time, so the count may be more than one.
  const bar = page.getByRole('button', { name: /^\d+ new posts? — show$/ });
  await expect(bar).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('article').filter({ hasText: text })).toHaveCount(0);
  // Reached with the keyboard, announced politely.
  await expect(page.locator('[aria-live="polite"]').filter({ has: bar })).toHaveCount(1);
  await bar.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  await expect(bar).toHaveCount(0);
  expect(reader.userId).not.toBe(writer.userId);
  await other.close();
});

test('a comment written in another browser appears in the open post, and its removal too', async ({ page, browser }) => {
  const author = await signUpViaApi(page, 'live-author');
  const post = await postViaApi(page, author, unique('Open post for live comments'));
  await page.goto(`/community?post=${post.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('No comments yet')).toBeVisible();

  const other = await browser.newContext();
  const guest = await other.newPage();
  const commenter = await signUpViaApi(guest, 'live-commenter');
  const said = unique('Lovely drydown');
  const res = await guest.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: said },
    headers: { authorization: `Bearer ${commenter.token}` },
  });
  expect(res.status()).toBe(201);
  const comment = (await res.json()) as { id: string };

  await expect(dialog.getByRole('listitem').filter({ hasText: said })).toBeVisible({ timeout: 10_000 });
  const removed = await guest.request.delete(`/api/posts/${post.id}/comments/${comment.id}`, {
    headers: { authorization: `Bearer ${commenter.token}` },
  });
  expect(removed.status()).toBe(200);
  await expect(dialog.getByRole('listitem').filter({ hasText: said })).toHaveCount(0, { timeout: 10_000 });
  await other.close();
});

import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { buildMp4 } from '#server/media/test-mp4';
import { expect, postViaApi, signUpViaApi, test, unique } from './fixtures';

let n = 0;
const card = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/**
 * The card of a post in the feed, loading older pages until it shows: journeys run in parallel, so
 * other journeys' posts may have pushed it off the first page.
 */
async function feedCard(page: Page, text: string) {
  const found = card(page, text);
  await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
  await expect(async () => {
    if ((await found.count()) === 0) {
      const more = page.getByRole('button', { name: 'Load more' });
      // Older pages first; at the end of the feed, a fresh first page (a list fetched before the post
      // was committed would otherwise never show it).
      if (await more.isVisible()) await more.click();
      else await page.reload();
    }
    await expect(found).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  return found;
}
const composer = (page: Page) => page.getByLabel('Share something with the community');
const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
/** A real mp4 container (ftyp, moov with one video track, mdat) of the given length. */
const mp4 = (seconds: number) =>
  buildMp4({
    timescale: 1000,
    duration: seconds * 1000,
    tracks: [{ duration: seconds * 1000, mediaTimescale: 90_000, mediaDuration: seconds * 90_000, samples: [[seconds * 30, 3000]] }],
  });

test('post text: counter, empty post refused, the post appears at the top and stays', async ({ page }) => {
  const me = await signUpViaApi(page, 'poster');
  await page.goto('/community');
  await expect(page.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Please add content to your post')).toBeVisible();

  const text = unique('First accord of bergamot and vetiver');
  await composer(page).fill(`  ${text}  `);
  await expect(page.getByText(`${text.length + 4} / 2000`)).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const first = page.getByRole('list', { name: 'Posts' }).getByRole('article').first();
  await expect(first).toContainText(text);
  await expect(first.getByRole('link', { name: me.username, exact: true })).toHaveAttribute('href', `/${me.username}`);
  await expect(composer(page)).toHaveValue('');
  await expect(page.getByText('0 / 2000')).toBeVisible();

  await page.reload();
  await expect((await feedCard(page, text)).locator('p.line-clamp-8')).toHaveText(text);
});

test('post an image: wrong types refused, preview, Remove clears it, the image shows in the card', async ({ page }) => {
  await signUpViaApi(page, 'imager');
  await page.goto('/community');
  const pick = page.getByLabel('Add a photo or video');

  await pick.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Please select an image or video file')).toBeVisible();
  await expect(page.getByTestId('composer-preview')).toHaveCount(0);

  await pick.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
  await expect(page.getByText('Please select a file under 5MB')).toBeVisible();
  await pick.setInputFiles({ name: 'big.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
  await expect(page.getByText('Please select a video under 5MB')).toBeVisible();

  const image = await png(400, 300, '#78285a');
  await pick.setInputFiles({ name: 'vial.png', mimeType: 'image/png', buffer: image });
  await expect(page.getByRole('img', { name: 'Preview of vial.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('composer-preview')).toHaveCount(0);

  // An image alone is content enough.
  await pick.setInputFiles({ name: 'vial.png', mimeType: 'image/png', buffer: image });
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByTestId('composer-preview')).toHaveCount(0);
  const text = unique('Amber vial');
  await composer(page).fill(text);
  await pick.setInputFiles({ name: 'vial.png', mimeType: 'image/png', buffer: image });
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const img = card(page, text).getByRole('img');
  await expect(img).toHaveAttribute('src', /^\/files\/.+\.webp$/);
  const file = await page.request.get((await img.getAttribute('src'))!);
  expect(file.headers()['content-type']).toBe('image/webp');
});

test('post a short video (thumbnail optional); a long one fails with the video message', async ({ page }) => {
  await signUpViaApi(page, 'filmer');
  await page.goto('/community');
  const pick = page.getByLabel('Add a photo or video');

  const long = unique('Twelve seconds of maceration');
  await composer(page).fill(long);
  await pick.setInputFiles({ name: 'long.mp4', mimeType: 'video/mp4', buffer: mp4(12) });
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Failed to process video. Please try again.')).toBeVisible();
  await expect(card(page, long)).toHaveCount(0);

  const text = unique('Three seconds of a spritz');
  await composer(page).fill(text);
  await page.getByRole('button', { name: 'Remove' }).click();
  await pick.setInputFiles({ name: 'short.mp4', mimeType: 'video/mp4', buffer: mp4(3) });
  await expect(page.getByTestId('composer-preview').locator('video')).toBeVisible();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(card(page, text).locator('video')).toHaveAttribute('src', /^\/files\/.+\.mp4$/);
  await page.reload();
  const video = (await feedCard(page, text)).locator('video');
  await expect(video).toHaveAttribute('src', /^\/files\/.+\.mp4$/);
  // The poster opens the post (the strip at the bottom is the video's own controls): a click near its top, where
  // the layer over the poster takes it. The locator's click waits for a still layout and scrolls it into view.
  const poster = video.locator('xpath=following-sibling::div[1]');
  const box = (await poster.boundingBox())!;
  await poster.click({ position: { x: box.width / 2, y: 20 } });
  await expect(page.getByRole('dialog').getByText(text)).toBeVisible();
  await expect(page).toHaveURL(/\/community\/post\/[0-9a-f-]{36}$/);
});

test('spritz and un-spritz: the count follows and persists after reload', async ({ page, browser }) => {
  const author = await signUpViaApi(page, 'liked');
  const text = unique('Rose absolute study');
  await postViaApi(page, author, text);

  const fanContext = await browser.newContext();
  const fan = await fanContext.newPage();
  await signUpViaApi(fan, 'liker');
  await fan.goto('/community');
  const spritz = (await feedCard(fan, text)).getByRole('button', { name: /Spritz/ });
  await expect(spritz).toHaveAttribute('aria-pressed', 'false');
  await expect(spritz.getByTestId('spritz-count')).toHaveText('0');
  const liked = fan.waitForResponse((r) => r.url().endsWith('/like') && r.request().method() === 'PUT');
  await spritz.click();
  await expect(spritz).toHaveAttribute('aria-pressed', 'true');
  await expect(spritz.getByTestId('spritz-count')).toHaveText('1');
  expect((await liked).status()).toBe(200);
  await fan.reload();
  await expect((await feedCard(fan, text)).getByRole('button', { name: /Spritz/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(fan, text).getByTestId('spritz-count')).toHaveText('1');

  const unliked = fan.waitForResponse((r) => r.url().endsWith('/like') && r.request().method() === 'DELETE');
  await card(fan, text)
    .getByRole('button', { name: /Spritz/ })
    .click();
  await expect(card(fan, text).getByTestId('spritz-count')).toHaveText('0');
  await expect(card(fan, text).getByRole('button', { name: /Spritz/ })).toHaveAttribute('aria-pressed', 'false');
  expect((await unliked).status()).toBe(200);
  await fan.reload();
  await expect((await feedCard(fan, text)).getByTestId('spritz-count')).toHaveText('0');
  await fanContext.close();

  // The author sees no spritz of their own.
  await page.goto('/community');
  await expect((await feedCard(page, text)).getByRole('button', { name: /Spritz/ })).toHaveAttribute('aria-pressed', 'false');
});

test('comment on a post: loaded on open, added, counted, deleted by its author', async ({ page, browser }) => {
  const author = await signUpViaApi(page, 'commented');
  const text = unique('Oud and saffron');
  const post = await postViaApi(page, author, text);
  await page.request.post(`/api/posts/${post.id}/comments`, {
    data: { content: 'Author note first' },
    headers: { authorization: `Bearer ${author.token}` },
  });

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const commenter = await signUpViaApi(guest, 'commenter');
  await guest.goto('/community');
  await expect((await feedCard(guest, text)).getByTestId('comments-count')).toHaveText('1');
  await card(guest, text)
    .getByRole('button', { name: /View comments/ })
    .click();
  const dialog = guest.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await expect(dialog.getByText('Author note first')).toBeVisible();
  // Not their comment: no Delete.
  await expect(dialog.getByRole('button', { name: /Delete/ })).toHaveCount(0);

  await expect(dialog.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  await dialog.getByLabel('Add a comment').fill('  Lovely drydown  ');
  await dialog.getByRole('button', { name: 'Post Comment' }).click();
  await expect(guest.getByText('Your comment has been added successfully.')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Lovely drydown' })).toContainText(commenter.username);
  await expect(dialog.getByRole('heading', { name: 'Comments (2)' })).toBeVisible();
  await expect(dialog.getByLabel('Add a comment')).toHaveValue('');

  await dialog.getByRole('button', { name: 'Delete your comment' }).click();
  await expect(dialog.getByText('Lovely drydown')).toHaveCount(0);
  await expect(dialog.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
  await dialog.getByLabel('Add a comment').fill('Second thought');
  await dialog.getByRole('button', { name: 'Post Comment' }).click();
  await expect(dialog.getByText('Second thought')).toBeVisible();
  await guest.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card(guest, text).getByTestId('comments-count')).toHaveText('2');

  // Opening by the text works too, and the comments are loaded again.
  await card(guest, text).getByText(text).click();
  await expect(guest.getByRole('dialog').getByText('Second thought')).toBeVisible();
  await guestContext.close();
});

test('edit and delete one’s own post; no menu on others’ posts', async ({ page, browser }) => {
  const me = await signUpViaApi(page, 'editor');
  const mine = unique('My draft about iris');
  await postViaApi(page, me, mine);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  const someone = await signUpViaApi(other, 'someone');
  const theirs = unique('Not yours to edit');
  await postViaApi(other, someone, theirs);
  await otherContext.close();

  await page.goto('/community');
  // Someone else's post offers only Report: no Edit, no Delete.
  await (await feedCard(page, theirs)).getByRole('button', { name: 'Post actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Report' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await feedCard(page, mine);

  await card(page, mine).getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit post' });
  await edit.getByLabel('Post text').fill('   ');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Please add content to your post')).toBeVisible();
  const edited = unique('Iris, rewritten');
  await edit.getByLabel('Post text').fill(edited);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your post has been updated successfully.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(card(page, edited)).toBeVisible();
  await expect(card(page, mine)).toHaveCount(0);
  await page.reload();
  await feedCard(page, edited);

  await card(page, edited).getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete this post?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, edited)).toBeVisible();
  await card(page, edited).getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your post has been deleted successfully.')).toBeVisible();
  await expect(card(page, edited)).toHaveCount(0);
  const gone = await page.request.get(`/api/posts/search?q=${encodeURIComponent(edited)}`);
  expect((await gone.json()).items).toEqual([]);
});

test('search as you type finds a post by part of a word; no results says so', async ({ page }) => {
  const me = await signUpViaApi(page, 'searcher');
  const word = `Labdanum${Date.now().toString(36)}${n++}`;
  await postViaApi(page, me, `A resinous ${word} accord`);
  await page.goto('/community/search');
  const box = page.getByRole('searchbox', { name: 'Search posts' });
  await expect(box).toHaveAttribute('placeholder', 'Search posts...');
  await box.pressSequentially(word.slice(0, -3).toLowerCase(), { delay: 20 });
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').filter({ hasText: word })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: word }).getByRole('link', { name: me.username })).toBeVisible();
  await expect(page).toHaveURL(/\?q=/);

  await box.fill(`${word}zzzqqq`);
  await expect(page.getByText('No results found')).toBeVisible();
  await box.fill(word.toUpperCase());
  await expect(results.getByRole('listitem').filter({ hasText: word })).toBeVisible();
});

test('the upload page: required fields, image only, then the post is in the feed', async ({ page, browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/community/upload');
  await expect(visitor).toHaveURL(/\/auth$/);
  await visitorContext.close();

  await signUpViaApi(page, 'uploader');
  await page.goto('/community/upload');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Please add a title')).toBeVisible();
  await expect(page.getByText('Please add a description')).toBeVisible();
  await expect(page.getByText('Please choose an image')).toBeVisible();

  await page.getByLabel(/^Image/).setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4(2) });
  await expect(page.getByText('Please select an image file')).toBeVisible();
  await page.getByLabel(/^Image/).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 10) });
  await expect(page.getByText('Please select an image under 5MB')).toBeVisible();

  const title = unique('Neroli harvest');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Description/).fill('Orange blossoms picked at dawn.');
  await page.getByLabel(/^Image/).setInputFiles({ name: 'neroli.png', mimeType: 'image/png', buffer: await png(500, 400, '#f0e0b0') });
  await expect(page.getByRole('img', { name: 'Preview of neroli.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Your post has been uploaded')).toBeVisible();
  await expect(page).toHaveURL(/\/community$/);
  await expect((await feedCard(page, title)).getByRole('heading', { name: title })).toBeVisible();
  await expect(card(page, title)).toContainText('Orange blossoms picked at dawn.');
  await expect(card(page, title).getByRole('img')).toHaveAttribute('src', /\.webp$/);
});

test('infinite scroll loads older posts; Load more works by keyboard', async ({ page }) => {
  // A short window, so the first page fills it and more loads only on scrolling.
  await page.setViewportSize({ width: 1280, height: 600 });
  const me = await signUpViaApi(page, 'prolific');
  const oldest = unique('The oldest of many');
  await postViaApi(page, me, oldest);
  // One page of the feed is 12 posts: 12 newer ones push the oldest to a later page.
  for (let i = 0; i < 12; i++) await postViaApi(page, me, unique(`Filler ${i}`));

  const pagesAfterFirst: string[] = [];
  page.on('request', (r) => /\/api\/posts\?.*cursor=/.test(r.url()) && pagesAfterFirst.push(r.url()));
  await page.goto('/community');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  for (let i = 0; i < 10 && (await card(page, oldest).count()) === 0; i++) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(300);
  }
  await expect(card(page, oldest)).toBeVisible();
  // Scrolling alone fetched the next page (the button was never pressed).
  expect(pagesAfterFirst.length).toBeGreaterThan(0);

  // Without scrolling: the button loads the next page.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  const before = await page.getByRole('list', { name: 'Posts' }).getByRole('article').count();
  await page.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('list', { name: 'Posts' }).getByRole('article').count()).toBeGreaterThan(before);
});

test('a visitor sees the feed but must sign in to spritz or post', async ({ page, browser }) => {
  const author = await signUpViaApi(page, 'seen');
  const text = unique('For everyone to read');
  await postViaApi(page, author, text);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/community');
  await feedCard(visitor, text);
  await card(visitor, text)
    .getByRole('button', { name: /Spritz/ })
    .click();
  await expect(visitor.getByText('Please sign in to spritz posts')).toBeVisible();
  await expect(visitor.getByText('Sign in required')).toBeVisible();
  await expect(card(visitor, text).getByTestId('spritz-count')).toHaveText('0');
  await expect(card(visitor, text).getByRole('button', { name: 'Post actions' })).toHaveCount(0);

  await composer(visitor).fill('Trying to post');
  await visitor.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(visitor.getByText('Please sign in to create posts')).toBeVisible();

  await card(visitor, text)
    .getByRole('button', { name: /View comments/ })
    .click();
  await expect(visitor.getByRole('dialog').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await visitorContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  test('community mode: the bottom bar has Home, Search, Upload, Profile; pages fit', async ({ page }) => {
    const me = await signUpViaApi(page, 'phone');
    const text = unique('Phone post with a rather long unbroken wordwordwordwordwordwordwordwordwordword');
    await postViaApi(page, me, text);
    await page.goto('/community');
    const bar = page.getByRole('navigation', { name: 'Community' });
    await expect(bar).toBeVisible();
    for (const name of ['Home', 'Search', 'Upload', 'Profile'])
      await expect(bar.getByRole(name === 'Home' ? 'button' : 'link', { name })).toBeVisible();
    await feedCard(page, text);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await bar.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/community\/search$/);
    await expect(page.getByRole('searchbox', { name: 'Search posts' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await bar.getByRole('link', { name: 'Upload' }).click();
    await expect(page).toHaveURL(/\/community\/upload$/);
    await expect(page.getByLabel(/^Title/)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await bar.getByRole('button', { name: 'Home' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  });
});

test.describe('a post has its own address', () => {
  test.use({ viewport: { width: 1024, height: 640 } });

  test('a click on a card’s text opens the post at /community/post/<id>; Back closes it, the feed where it was', async ({ page }) => {
    const author = await signUpViaApi(page, 'opener');
    const text = unique('Ambrette seed, second distillation');
    const post = await postViaApi(page, author, text);
    // Newer posts above it, so the feed scrolls to reach it.
    for (let i = 0; i < 4; i++) await postViaApi(page, author, unique('Newer note'));
    await page.goto('/community');
    const target = await feedCard(page, text);
    await target.scrollIntoViewIfNeeded();
    await page.evaluate(() => Object.assign(window, { feedMarker: true }));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    // Where the reader was: the same scroll offset, or the card at the same place on screen. Other journeys post
    // and spritz beside this one, so a card above may change height while the post is open; the browser's scroll
    // anchoring then keeps this card in place rather than the offset.
    const place = () => target.evaluate((el) => ({ scrollY: Math.round(window.scrollY), top: Math.round(el.getBoundingClientRect().top) }));
    const seen = await place();

    // The controls keep their own use: spritz stays on the feed.
    await target.getByRole('button', { name: /spritz/i }).click();
    await expect(target.getByRole('button', { name: /spritz/i })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await target.getByText(text).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/community/post/${post.id}$`));
    await expect(page).toHaveTitle(`A post by @${author.username} · Sillage`);

    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page).toHaveTitle('Community · Sillage');
    // The same page, not loaded again, at the same place.
    expect(await page.evaluate(() => (window as unknown as { feedMarker?: boolean }).feedMarker)).toBe(true);
    await expect
      .poll(async () => {
        const now = await place();
        return now.scrollY === seen.scrollY || now.top === seen.top;
      })
      .toBe(true);
    await expect(target).toBeInViewport();

    // Forward opens it again; the × closes it and goes back to the feed's own entry.
    await page.goForward();
    await expect(dialog.getByText(text)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/community$/);
  });

  test('by keyboard: the card’s link opens the post with Enter; Escape closes it and focus returns to the card', async ({ page }) => {
    const author = await signUpViaApi(page, 'keys');
    const text = unique('Orris butter by keyboard');
    const post = await postViaApi(page, author, text);
    await page.goto('/community');
    const opener = (await feedCard(page, text)).getByRole('link', { name: `Open post by ${author.username}: ${text}` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(text)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/community/post/${post.id}$`));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/community$/);
    await expect(opener).toBeFocused();
  });

  test('a visitor opens a shared link: the page carries the post’s tags, the dialog shows it, Copy link copies it', async ({
    page,
    browser,
  }) => {
    const author = await signUpViaApi(page, 'shared');
    const text = unique('Vetiver from Haiti');
    const post = await postViaApi(page, author, text);
    const address = `/community/post/${post.id}`;

    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const visitor = await context.newPage();
    const answer = await visitor.request.get(address);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<meta property="og:description" content="${text}" />`);
    expect(html).toContain(`<link rel="canonical" href="${answer.url()}" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary" />');

    expect((await visitor.goto(address))?.status()).toBe(200);
    const dialog = visitor.getByRole('dialog');
    await expect(dialog.getByText(text)).toBeVisible();
    await dialog.getByRole('button', { name: 'Copy link to this post' }).click();
    await expect(visitor.getByText('Link copied')).toBeVisible();
    expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(answer.url());
    // Closing a post opened from a link leaves the feed in its place.
    await visitor.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(visitor).toHaveURL(/\/community$/);
    await expect(visitor.getByRole('list', { name: 'Posts' })).toBeVisible();

    // The address of old (/community?post=<id>) leads to the same page.
    await visitor.goto(`/community?post=${post.id}`);
    await expect(visitor).toHaveURL(new RegExp(`${address}$`));
    await expect(dialog.getByText(text)).toBeVisible();

    // A post the visitor may not see, or none: a 404, and the page says so.
    expect((await visitor.goto('/community/post/00000000-0000-4000-8000-000000000000'))?.status()).toBe(404);
    await expect(dialog.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await expect(dialog.getByText('This post was deleted, or it is not shared with you.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to the feed' }).click();
    await expect(visitor).toHaveURL(/\/community$/);
    await context.close();
  });
});

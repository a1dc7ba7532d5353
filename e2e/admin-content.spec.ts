import sharp from 'sharp';
import { buildMp4 } from '#server/media/test-mp4';
import { E2E_ACCOUNTS } from './accounts';
import { expect, signInAs, signUpViaApi, test } from './fixtures';

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

test('an admin creates a product with an image, finds it in the shop, archives it and it leaves the shop', async ({ page }) => {
  // The longest admin journey (create with an image, two edits, the shop, archive, the audit log): more than the
  // usual 90 s on a loaded two-core runner.
  test.setTimeout(180_000);
  const name = `Orris Butter ${Date.now().toString(36)}${process.pid}`;
  await signInAs(page, 'admin');
  await page.goto('/admin?tab=products');
  await page.getByRole('button', { name: 'New product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New product' });

  // Saving an empty form names each missing field.
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(dialog.getByText('Please enter a name')).toBeVisible();
  await expect(dialog.getByText('Please choose a category')).toBeVisible();

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Iris root aged three years, by keyboard and by hand.');
  await dialog.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Bases' }).click();
  await dialog.getByLabel('Price (USD)').fill('129.5');
  await expect(dialog.getByText('$129.50')).toBeVisible();
  await dialog.getByLabel('Stock').fill('4');
  await dialog.getByLabel('Image').setInputFiles({ name: 'orris.png', mimeType: 'image/png', buffer: await png(900, 600, '#b9a6d6') });
  const preview = dialog.getByRole('img', { name: 'Preview of the new image' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /products\/img_[0-9a-f]{16}\.webp$/);
  await dialog.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Product created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search products').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('$129.50');
  await expect(row).toContainText('In the shop');

  // Edit the price; the table follows.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByRole('img', { name: 'Current image' })).toBeVisible();
  await edit.getByLabel('Price (USD)').fill('119');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product updated', { exact: true })).toBeVisible();
  await expect(row).toContainText('$119.00');

  // The engine material it sells, for lab sheets: an unknown id is refused under its field, a known one is kept.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await edit.getByLabel('Engine material id').fill('unicorn-tears');
  await edit.getByLabel('Pack size').fill('25');
  await edit.getByLabel('Pack unit').click();
  await page.getByRole('option', { name: 'grams' }).click();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('No such material')).toBeVisible();
  await edit.getByLabel('Engine material id').fill('orris-butter');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Product updated', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await expect(edit.getByLabel('Engine material id')).toHaveValue('orris-butter');
  await expect(edit.getByLabel('Pack size')).toHaveValue('25');
  await page.keyboard.press('Escape');

  // In the shop, with its uploaded picture.
  await page.goto('/shop');
  await page.getByLabel('Search products').fill(name);
  await expect(page.getByRole('button', { name: `Add to Cart: ${name}` })).toBeVisible();
  const picture = page.locator(`img[src*="products/img_"]`).first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Archive, with confirmation: gone from the shop, listed under Archived.
  await page.goto('/admin?tab=products');
  await page.getByLabel('Search products').fill(name);
  await page.getByRole('button', { name: `Archive ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('can no longer be added to a cart or bought');
  await confirm.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(`${name} is no longer in the shop.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.getByLabel('Archived filter').click();
  await page.getByRole('option', { name: 'Archived' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Archived');

  await page.goto('/shop');
  await page.getByLabel('Search products').fill(name);
  await expect(page.getByText('No products found')).toBeVisible();
  await expect(page.getByRole('button', { name: `Add to Cart: ${name}` })).toHaveCount(0);

  // The audit log has each step.
  await page.goto('/admin?tab=audit');
  await expect(page.getByRole('row', { name: new RegExp(`Created product.*${name}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Edited product.*${name}.*priceCents: 12950 → 11900`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Archived product.*${name}`) })).toBeVisible();
});

test('an admin writes a course: a module, a lesson checked in Preview, reorders, publishes; learners find it on /learn', async ({
  page,
}) => {
  const title = `Fougère Atelier ${Date.now().toString(36)}${process.pid}`;
  await signInAs(page, 'admin');
  await page.goto('/admin?tab=content');
  await page.getByRole('button', { name: 'New course' }).click();
  const dialog = page.getByRole('dialog', { name: 'New course' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Lavender, coumarin and oakmoss, from first sketch to a finished fougère.');
  await dialog.getByLabel('Price (USD)').fill('149');
  await dialog.getByLabel('Level').click();
  await page.getByRole('option', { name: 'Intermediate' }).click();
  await dialog.getByLabel('Weeks').fill('4');
  await dialog.getByLabel('What learners will be able to do').fill('Build a fougère accord\n\nDose coumarin by feel');
  await dialog.getByLabel('What is included').fill('Lifetime access');
  await dialog.getByRole('button', { name: 'Create course' }).click();
  await expect(page.getByText('Course created', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  await page.getByLabel('New module title').fill('The accord');
  await page.getByRole('button', { name: 'Add module' }).click();
  await expect(page.getByRole('heading', { name: 'Module 1: The accord' })).toBeVisible();

  for (const [name, text] of [
    ['Lavender', '# Lavender\n\nSmell **linalool** first.\n\n- fresh\n- herbal\n\n<b>not bold</b>'],
    ['Coumarin', 'Hay and tonka.'],
  ]) {
    await page.getByRole('button', { name: 'Add lesson to The accord' }).click();
    const lesson = page.getByRole('dialog', { name: 'New lesson' });
    await lesson.getByLabel('Lesson title').fill(name);
    await lesson.getByLabel('Lesson text').fill(text);
    if (name === 'Lavender') {
      // Preview renders as the course player does: markdown formatted, raw HTML left as text.
      await lesson.getByRole('tab', { name: 'Preview' }).click();
      const preview = lesson.getByRole('article', { name: 'Lesson preview' });
      await expect(preview.getByRole('heading', { name: 'Lavender' })).toBeVisible();
      await expect(preview.locator('strong')).toHaveText('linalool');
      await expect(preview.getByRole('listitem')).toHaveText(['fresh', 'herbal']);
      await expect(preview).toContainText('<b>not bold</b>');
      await lesson.getByRole('tab', { name: 'Write' }).click();
    }
    await lesson.getByRole('button', { name: 'Add lesson' }).click();
    await expect(lesson).toBeHidden();
  }
  const lessons = page.getByRole('list', { name: 'Lessons of The accord' }).getByRole('listitem');
  await expect(lessons).toHaveText([/Lavender/, /Coumarin/]);
  await page.getByRole('button', { name: 'Move lesson Coumarin up' }).click();
  await expect(lessons).toHaveText([/Coumarin/, /Lavender/]);

  // Before publishing, the admin previews the draft as learners will see it, then comes back to the editor.
  await page.getByRole('link', { name: 'Preview as learners see it' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Preview of a draft' })).toBeVisible();
  await expect(page.locator('#main').getByText('Coumarin', { exact: true })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Course published', { exact: true })).toBeVisible();

  await page.goto('/learn');
  await expect(page.getByText(title).first()).toBeVisible();
  // The course page lists what the admin wrote, outcomes first.
  await page.goto(
    `/course-purchase/${title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ /g, '-')}`,
  );
  await expect(page.getByRole('heading', { name: "What You'll Learn" })).toBeVisible();
  await expect(page.getByText('Build a fougère accord', { exact: true })).toBeVisible();
  await expect(page.getByText('Dose coumarin by feel', { exact: true })).toBeVisible();
  await expect(page.getByText('Lifetime access', { exact: true })).toBeVisible();
});

test('on a phone the product dialog fits the screen and is used by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin');
  await page.goto('/admin?tab=products');
  await page.getByRole('button', { name: 'New product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Tab order reaches the labelled fields; Escape closes.
  await dialog.getByLabel('Name').focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Description')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an admin writes a tutorial checked in Preview, learners read it, and archiving takes it off /learn', async ({ page }) => {
  const stamp = `${Date.now().toString(36)}${process.pid}`;
  const title = `Reading Oakmoss ${stamp}`;
  await signInAs(page, 'admin');
  await page.goto('/admin?tab=content');
  const tutorials = page.getByRole('region', { name: 'Tutorials' });
  await expect(tutorials.getByRole('row', { name: /The Art of Scent Layering/ })).toBeVisible();
  await tutorials.getByRole('button', { name: 'New tutorial' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tutorial' });

  // An empty form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Publish tutorial' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the tutorial a title, a description, a duration (such as 15 min) and its text.');

  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Evernia prunastri, smelled dry, in dilution and in a chypre.');
  await dialog.getByLabel('Duration').fill('12 min');
  await dialog.getByLabel('Level').click();
  await page.getByRole('option', { name: 'Intermediate' }).click();
  await dialog.getByLabel('Tutorial text').fill('## On a strip\n\nOakmoss is **inky** and green.');
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  const preview = dialog.getByRole('article', { name: 'Tutorial preview' });
  await expect(preview.getByRole('heading', { name: 'On a strip' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('inky');
  await dialog.getByRole('button', { name: 'Publish tutorial' }).click();
  await expect(page.getByText('Tutorial published', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = tutorials.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Intermediate · 12 min');
  await expect(row).toContainText('On /learn');

  // Learners read it, rendered as previewed.
  await page.goto('/learn');
  await page.getByRole('tab', { name: 'Tutorials' }).click();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'On a strip' })).toBeVisible();
  const url = page.url();

  // An edit shows on the page; archiving (confirmed) takes the page away.
  await page.goto('/admin?tab=content');
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit tutorial: ${title}` });
  await expect(edit.getByLabel('Tutorial text')).toHaveValue(/Oakmoss is \*\*inky\*\*/);
  await edit.getByLabel('Duration').fill('15 min');
  await edit.getByRole('button', { name: 'Save tutorial' }).click();
  await expect(page.getByText('Tutorial saved', { exact: true })).toBeVisible();
  await expect(row).toContainText('Intermediate · 15 min');

  await row.getByRole('button', { name: `Archive ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Tutorial archived', { exact: true })).toBeVisible();
  await expect(row).toContainText('Archived');
  await page.goto(url);
  await expect(page.getByText('Tutorial not found', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/learn$/);

  await page.goto('/admin?tab=audit');
  await expect(page.getByRole('row', { name: new RegExp(`Published tutorial.*${title}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Edited tutorial.*${title}.*duration: 12 min → 15 min`) })).toBeVisible();
});

test('an admin adds a resource with a file; it is on /learn/resources until archived', async ({ page }) => {
  const title = `Accord Checklist ${Date.now().toString(36)}${process.pid}`;
  await signInAs(page, 'admin');
  await page.goto('/admin?tab=content');
  const resources = page.getByRole('region', { name: 'Resources' });
  await resources.getByRole('button', { name: 'New resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'New resource' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Ten checks before an accord leaves the lab.');
  await dialog.getByLabel('Type').click();
  await page.getByRole('option', { name: 'checklist' }).click();
  await dialog.getByLabel('Button label').fill('Get the checklist');
  // A file address that is neither this site nor the web is refused by the server, in its words.
  await dialog.getByLabel('File address').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('File address').fill('https://example.com/accord-checklist.pdf');
  await dialog.getByRole('button', { name: 'Add resource' }).click();
  await expect(page.getByText('Resource added', { exact: true })).toBeVisible();

  await page.goto('/learn/resources?type=checklist');
  const link = page.getByRole('link', { name: 'Get the checklist' });
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(link).toHaveAttribute('href', 'https://example.com/accord-checklist.pdf');

  await page.goto('/admin?tab=content');
  await resources.getByRole('button', { name: `Archive ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Resource archived', { exact: true })).toBeVisible();
  await page.goto('/learn/resources?type=checklist');
  await expect(page.getByRole('list', { name: 'Resources' }).or(page.getByText('No resources of this kind yet'))).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
});

test('an admin features a member as an expert, retitles and moves them, and removes them from /learn', async ({ page, browser }) => {
  const memberPage = await (await browser.newContext()).newPage();
  const member = await signUpViaApi(memberPage, 'expert');
  await signInAs(page, 'admin');
  await page.goto('/admin?tab=content');
  const experts = page.getByRole('region', { name: 'Experts' });
  await experts.getByRole('button', { name: 'Feature an expert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Feature an expert' });
  // An unknown username is refused by the server, in its words, and the dialog stays.
  await dialog.getByLabel('Username').fill(`${member.username}_nobody`);
  await dialog.getByLabel('Title').fill('Resinoids and balsams');
  await dialog.getByRole('button', { name: 'Feature' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('No member has this username');
  await dialog.getByLabel('Username').fill(`@${member.username}`);
  await dialog.getByRole('button', { name: 'Feature' }).click();
  await expect(page.getByText('Expert added', { exact: true })).toBeVisible();
  const row = experts.getByRole('row').filter({ hasText: member.username });
  await expect(row).toContainText('Resinoids and balsams');
  await expect(row).toContainText('On /learn');

  // Learners see the member's own profile as the card, with the title, last in the order.
  await memberPage.goto('/learn?tab=experts');
  const cards = memberPage.getByRole('list', { name: 'Experts' }).getByRole('listitem');
  await expect(cards.last()).toContainText(member.username);
  await expect(cards.last()).toContainText('Resinoids and balsams');
  await expect(cards.last().getByRole('link', { name: `View ${member.username}` })).toHaveAttribute('href', `/profile/${member.userId}`);

  await row.getByRole('button', { name: `Edit ${member.username}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${member.username}` });
  await expect(edit.getByLabel('Username')).toBeDisabled();
  await edit.getByLabel('Title').fill('Balsams and resins');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expert updated', { exact: true })).toBeVisible();
  await expect(row).toContainText('Balsams and resins');

  // Move up: the member swaps places with the expert before them, here and on /learn.
  const names = async () => (await experts.getByRole('row').allInnerTexts()).slice(1);
  const before = await names();
  await row.getByRole('button', { name: `Move ${member.username} up` }).click();
  await expect.poll(async () => (await names()).findIndex((t) => t.includes(member.username))).toBe(before.length - 2);
  await memberPage.reload();
  await expect(cards.nth(-2)).toContainText(member.username);

  await row.getByRole('button', { name: `Remove ${member.username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Expert removed', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await memberPage.reload();
  await expect(memberPage.getByRole('list', { name: 'Experts' })).toBeVisible();
  await expect(memberPage.getByRole('list', { name: 'Experts' })).not.toContainText(member.username);
});

test('an admin adds a video to a lesson; the lesson plays it, removing it makes it text again, and the lesson is deleted', async ({
  page,
  request,
}) => {
  const { email, password } = E2E_ACCOUNTS.admin;
  const auth = (await (await request.post('/api/auth/token?grant_type=password', { data: { email, password } })).json()) as {
    access_token: string;
  };
  const headers = { authorization: `Bearer ${auth.access_token}` };
  const title = `Vetiver Film ${Date.now().toString(36)}${process.pid}`;
  const course = await request.post('/api/admin/courses', {
    headers,
    data: { title, description: 'Vetiver, filmed.', priceCents: 4900, level: 'Beginner', weeks: 1 },
  });
  expect(course.status()).toBe(201);
  const { id } = (await course.json()) as { id: string };
  const mod = await request.post(`/api/admin/courses/${id}/modules`, { headers, data: { title: 'Roots' } });
  const moduleId = ((await mod.json()) as { modules: { id: string }[] }).modules[0].id;
  const added = await request.post(`/api/admin/modules/${moduleId}/lessons`, {
    headers,
    data: { title: 'Haitian vetiver', body: 'Smoky, earthy, grapefruit-bright.', minutes: 5 },
  });
  expect(added.status()).toBe(201);

  await signInAs(page, 'admin');
  await page.goto(`/admin?tab=content&course=${id}`);
  await page.getByRole('button', { name: 'Edit lesson Haitian vetiver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit lesson: Haitian vetiver' });
  const seconds = 150;
  const video = buildMp4({
    timescale: 1000,
    duration: seconds * 1000,
    tracks: [{ duration: seconds * 1000, mediaTimescale: 90_000, mediaDuration: seconds * 90_000, samples: [[seconds * 30, 3000]] }],
  });
  await dialog.getByLabel(/^Video file for Haitian vetiver/).setInputFiles({ name: 'vetiver.mp4', mimeType: 'video/mp4', buffer: video });
  await expect(page.getByText('Video added', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Learners watch a video above the lesson text.')).toBeVisible();
  // The video's length (2.5 minutes) sets the lesson's minutes.
  await expect(dialog.getByLabel('Minutes')).toHaveValue('3');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/course/${id}/module/1`);
  await expect(page.getByLabel('Haitian vetiver video')).toHaveAttribute('src', /\/video\?token=/);

  await page.goto(`/admin?tab=content&course=${id}`);
  await page.getByRole('button', { name: 'Edit lesson Haitian vetiver' }).click();
  await dialog.getByRole('button', { name: 'Remove video' }).click();
  await expect(page.getByText('Video removed', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/^No video: learners read the text/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Nobody has the course yet, so the lesson may be deleted (after a confirmation).
  await page.getByRole('button', { name: 'Delete lesson Haitian vetiver' }).click();
  await page.getByRole('alertdialog', { name: 'Delete lesson Haitian vetiver?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lesson deleted', { exact: true })).toBeVisible();
  await expect(page.getByText('No lessons yet.')).toBeVisible();
});

import { readFile } from 'node:fs/promises';
import { expect, signUpViaApi, test } from './fixtures';

/*
 * Formula versions and the lab sheet: a member saves a formula and two more versions of it, compares two,
 * restores one, then opens the lab sheet, prints it (print media) and downloads its CSV. A fresh member, so
 * the generation is counted on their own quota.
 */
test('a member saves three versions, compares two, restores one, prints the lab sheet and downloads its CSV', async ({ page }) => {
  await signUpViaApi(page, 'versions');
  await page.goto('/finding-notes');
  await page.getByLabel('Theme description').fill('fresh citrus summer morning');
  await page.getByRole('button', { name: 'Create My Formula' }).click();
  await expect(page.getByRole('heading', { name: 'Customize Formula' })).toBeVisible({ timeout: 15_000 });

  // Version 1: the first save.
  await page.getByRole('button', { name: 'Continue to Order' }).click();
  await page.getByLabel('Formula name').fill('Summer versions');
  await page.getByRole('button', { name: 'Save Formula' }).click();
  await expect(page.getByText('Formula saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Customize Formula' })).toBeVisible();
  const saveVersion = page.getByRole('button', { name: 'Save as new version' });
  await expect(saveVersion).toBeDisabled();

  // Versions 2 and 3: remove a material, note why, save.
  for (const note of ['without the last material', 'one fewer again']) {
    await page
      .getByRole('button', { name: /^Remove / })
      .last()
      .click();
    await expect(saveVersion).toBeEnabled();
    await page.getByLabel('Note for this version (optional)').fill(note);
    await saveVersion.click();
    await expect(page.getByText('Version saved', { exact: true }).last()).toBeVisible();
    await expect(saveVersion).toBeDisabled();
  }

  await page.getByRole('link', { name: 'History and lab sheet' }).click();
  await expect(page.getByRole('heading', { name: 'Summer versions', level: 1 })).toBeVisible();
  await expect(page.getByText('Version 3', { exact: true }).first()).toBeVisible();
  const versions = page.getByRole('list', { name: 'Versions' }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('one fewer again');

  // Compare version 1 and version 3: two materials removed, each version's IFRA status shown.
  await page.getByRole('checkbox', { name: 'Compare version 1' }).check();
  await page.getByRole('checkbox', { name: 'Compare version 3' }).check();
  await page.getByRole('button', { name: 'Compare selected' }).click();
  await expect(page.getByRole('heading', { name: 'Version 1 and version 3 side by side' })).toBeVisible();
  const differences = page.getByRole('table', { name: 'Differences between version 1 and version 3' });
  await expect(differences.getByRole('row').filter({ hasText: 'Removed' })).toHaveCount(2);
  await expect(page.getByText(/^0 added, 2 removed, \d+ changed/)).toBeVisible();
  await expect(page.getByText('Within IFRA limits').first()).toBeVisible();

  // Restore version 1 as version 4.
  await page.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(page.getByText('Version restored', { exact: true })).toBeVisible();
  await expect(versions).toHaveCount(4);
  await expect(versions.first()).toContainText('Restored version 1');
  await expect(page.getByText('Version 4', { exact: true }).first()).toBeVisible();

  // The lab sheet at 250 g, printed and downloaded.
  await page.getByRole('link', { name: 'Lab sheet' }).click();
  await expect(page.getByRole('heading', { name: 'Lab sheet: Summer versions' })).toBeVisible();
  await page.getByLabel('Batch size').fill('250');
  await page.getByRole('button', { name: 'Scale' }).click();
  await expect(page.getByText(/^Batch: 250 g of concentrate/)).toBeVisible();
  await page.getByLabel('Batch size').fill('-3');
  await expect(page.getByText('The batch must be between 1 and 50000')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scale' })).toBeDisabled();
  await page.getByLabel('Batch size').fill('250');

  const rows = page.getByRole('table', { name: 'Materials to weigh' }).getByRole('row');
  const materials = (await rows.count()) - 1;
  expect(materials).toBeGreaterThan(3);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('form', { name: 'Batch' })).toBeHidden();
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Lab sheet: Summer versions' })).toBeVisible();
  await expect(page.getByText('Weighed by, date and signature')).toBeVisible();
  await expect(rows.nth(1)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('summer-versions-v4-250g.csv');
  const csv = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe(
    'material,cas,percent,grams,millilitres,density_g_per_ml,density_assumed,dilution,dilution_grams_to_weigh,solvent_grams',
  );
  expect(csv).toHaveLength(materials + 1);
  const grams = csv
    .slice(1)
    .reduce((sum, line) => sum + Math.round(Number(line.match(/,(\d+\.\d\d),(\d+\.\d\d),(\d+\.\d\d),/)![2]) * 100), 0);
  expect(grams).toBe(25_000);
});

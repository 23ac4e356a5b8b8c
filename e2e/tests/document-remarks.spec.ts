import { API_PREFIX } from '@door/contract';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expect, test } from '../fixtures/demo';

/**
 * A draft offer of the demo data in an active project of the distributor (salesman: the admin), with one
 * configuration whose row id the seed keeps stable (`stableId('document-configuration', 'demo-<index>-0')`).
 */
const DOCUMENT_NUMBER = '2026-00029';
const DOCUMENT_CONFIGURATION = {
  documentConfigurationId: '66eb72e7-a56e-5ed0-8b04-834cae5b3645',
  configurationId: '00000000-0000-0000-0000-000000000000',
  position: 1,
  name: 'Position 1',
  statusId: null,
};
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Opens the demo document from 'all projects' (the list puts it into the app store), then makes its configuration
 * the current one as the configurations page will (that page is another part of this issue): the store reads it from
 * browser storage at start.
 */
const openConfiguration = async (page: Page) => {
  await page.goto('/admin/allProjects');
  await page.getByLabel('Filter Document').fill(DOCUMENT_NUMBER);
  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('radio').check();
  await page.getByRole('toolbar').getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('document') ?? 'null'));
  expect(stored).toMatchObject({ name: DOCUMENT_NUMBER, disableEdit: false });
  await page.addInitScript((value) => {
    localStorage.setItem('documentConfiguration', value);
  }, JSON.stringify(DOCUMENT_CONFIGURATION));
};

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('userToken') ?? '');

test.describe('remarks of a configuration in a document', () => {
  test('an admin writes a sales remark with an image; an installer writes an installer remark and has no sales remarks', async ({
    pageAs,
  }) => {
    const admin = await pageAs('admin');
    await openConfiguration(admin);
    await admin.goto('/admin/configuration/remarks');
    await expect(admin.getByRole('heading', { level: 1, name: 'Sales remarks' })).toBeVisible();
    const save = admin.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await expectAccessible(admin);

    await admin.getByRole('textbox', { name: 'Remark' }).fill('Hinge on the left, check the wall on site.');
    await expect(save).toBeEnabled();
    // A text file first: 'not an image' under the image title, and save is disabled.
    const fileInput = admin.locator('input[type="file"]');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(admin.getByTestId('remark-image-error')).toHaveText('Not an image');
    await expect(save).toBeDisabled();
    await expectAccessible(admin);
    await fileInput.setInputFiles({ name: 'Front door.PNG', mimeType: 'image/png', buffer: PNG });
    await expect(admin.getByTestId('remark-image-error')).toBeHidden();
    await expect(admin.getByTestId('remark-image-name')).toHaveText('Front door.PNG');
    await expect(save).toBeEnabled();
    await save.click();

    const row = admin.getByTestId('remark-row').filter({ hasText: 'Hinge on the left' });
    await expect(row).toHaveCount(1);
    await expect(admin.getByRole('textbox', { name: 'Remark' })).toHaveValue('');
    await expect(row.getByRole('button', { name: /^Delete the remark/ })).toBeVisible();
    // The image opens in a new tab, without a bearer token.
    const link = row.getByRole('link', { name: 'Open the image Front door.PNG in a new tab' });
    await expect(link).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([admin.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toContain(`${API_PREFIX}/files/`);
    expect(await tab.evaluate(() => document.contentType)).toBe('image/png');
    await tab.close();

    // The installer opens the same document and writes an installer remark.
    const installer = await pageAs('installer');
    await openConfiguration(installer);
    await installer.goto('/admin/configuration/monter');
    await expect(installer.getByRole('heading', { level: 1, name: 'Installer remarks' })).toBeVisible();
    await expectAccessible(installer);
    await installer.getByRole('textbox', { name: 'Remark' }).fill('The wall is not plumb: 8 mm over 2 m.');
    await installer.getByRole('button', { name: 'Save', exact: true }).click();
    const installerRow = installer.getByTestId('remark-row').filter({ hasText: 'The wall is not plumb' });
    await expect(installerRow).toHaveCount(1);
    await expect(installerRow.getByRole('button', { name: /^Delete the remark/ })).toBeVisible();

    // Sales remarks are in no installer menu (§2): the page sends the installer to the installer remarks.
    await installer.goto('/admin/configuration/remarks');
    await expect(installer).toHaveURL(/\/admin\/configuration\/monter$/);
    // And the server refuses them too, to read and to write.
    const unread = await installer.request.get(
      `${API_PREFIX}/document/configuration/${DOCUMENT_CONFIGURATION.documentConfigurationId}/notes?type=0`,
      { headers: { Authorization: `Bearer ${await tokenOf(installer)}` } },
    );
    expect(unread.status()).toBe(403);
    const refused = await installer.request.post(
      `${API_PREFIX}/document/configuration/${DOCUMENT_CONFIGURATION.documentConfigurationId}/notes?type=0`,
      {
        headers: { Authorization: `Bearer ${await tokenOf(installer)}` },
        data: { BrandPartnerId: '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01', Comment: 'Not mine to write.' },
      },
    );
    expect(refused.status()).toBe(403);

    // The admin sees the installer's remark and deletes the own sales remark after confirming.
    await admin.goto('/admin/configuration/monter');
    await expect(admin.getByTestId('remark-row').filter({ hasText: 'The wall is not plumb' })).toHaveCount(1);
    await expect(admin.getByRole('textbox', { name: 'Remark' })).toBeDisabled();
    await admin.goto('/admin/configuration/remarks');
    await row.getByRole('button', { name: /^Delete the remark/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete remark' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(admin.getByTestId('remark-row').filter({ hasText: 'Hinge on the left' })).toHaveCount(0);

    // The document's history lists every remark write, translated, newest first, with the remark and its author.
    await admin.goto('/admin/document/history');
    const history = admin.getByTestId('history-row');
    await expect(history.first()).toBeVisible();
    for (const [index, type] of ['Sales remark deleted', 'Installer remark added', 'Sales remark added'].entries()) {
      await expect(history.nth(index).locator('td').first()).toHaveText(type);
    }
    await expect(history.nth(0)).toContainText('Hinge on the left, check the wall on site.');
    await expect(history.nth(1)).toContainText('The wall is not plumb: 8 mm over 2 m.');
    await expect(history.nth(2)).toContainText('Hinge on the left, check the wall on site.');
    await expect(history.nth(2)).toContainText('Front door.PNG');
    await expectAccessible(admin);
  });
});

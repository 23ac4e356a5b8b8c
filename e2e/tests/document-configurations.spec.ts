import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expect, test } from '../fixtures/demo';

const cards = (page: Page) => page.getByTestId('model-card');
const rows = (page: Page) => page.locator('[data-testid^=configuration-row-]');
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** From the model selection in adding mode: Triglav → configuration → overview → save into the document. */
const addDoorThroughConfigurator = async (page: Page) => {
  await expect(page).toHaveURL(/\/configurator\/selection$/);
  await page.getByRole('searchbox').fill('Triglav');
  await expect(page.getByTestId('model-count')).toHaveText('Models found: 1');
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/configurator\/configuration\?id=/);
  await expect(page.getByTestId('next-page')).toBeVisible();
  await page.getByTestId('next-page').click();
  await expect(page).toHaveURL(/\/configurator\/confirmation\?id=/);
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
};

test.describe('configurations in a document', () => {
  test('an admin makes a new offer with two doors, changes a quantity, makes a new version and sets position data', async ({
    pageAs,
  }) => {
    const page = await pageAs('admin');
    await page.goto('/admin/myProjects');
    await expect(page.getByTestId('document-row').first()).toBeVisible();

    // New offer for a new customer (the list's dialog), which opens the model selection in adding mode.
    await page.getByRole('toolbar').getByRole('button', { name: 'New offer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New offer: for which customer?' });
    await dialog.getByRole('radio', { name: 'New contact' }).check();
    const company = `Doors for ${Date.now()}`;
    await dialog.getByLabel(/^First name/).fill('Maja');
    await dialog.getByLabel(/^Last name/).fill('Kranjc');
    await dialog.getByLabel(/^City/).fill('Maribor');
    await dialog.getByLabel(/^Postal code/).fill('2000');
    await dialog.getByLabel(/^E-mail/).fill(`maja.${Date.now()}@example.com`);
    await dialog.getByLabel(/^Company name/).fill(company);
    await dialog.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Slovenia' }).click();
    await dialog.getByRole('button', { name: 'Create the offer and choose a model' }).click();

    // Two doors through the configurator; each save returns to the document's configurations.
    await addDoorThroughConfigurator(page);
    await expect(rows(page)).toHaveCount(1);
    await page.getByTestId('add-configuration').click();
    await addDoorThroughConfigurator(page);
    await expect(rows(page)).toHaveCount(2);
    const unit = euros((await page.getByTestId('price-1').innerText()).trim());
    expect(unit).toBeGreaterThan(0);
    await expectAccessible(page);

    // Quantity of the first: save is disabled while empty, then 3 pieces triple the row's price.
    const quantity = page.getByTestId('quantity-1');
    await quantity.fill('');
    await expect(page.getByTestId('quantity-save-1')).toBeDisabled();
    await quantity.fill('3');
    await page.getByTestId('quantity-save-1').click();
    await expect(page.getByTestId('price-1')).toHaveText(
      new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(unit * 3),
    );

    // A new version of the second: change → configurator → overview → save as a new copy, right after it.
    await page.getByTestId('change-2').click();
    await expect(page).toHaveURL(/\/configurator\/configuration\?id=/);
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/configurator\/confirmation\?id=/);
    await page.getByTestId('save').click();
    await page.getByRole('dialog').getByRole('button', { name: 'New copy' }).click();
    await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
    await expect(rows(page)).toHaveCount(3);

    // Position data of the first row: details selects it, then the position page.
    await page.getByTestId('details-1').click();
    await expect(page).toHaveURL(/\/admin\/configuration\/calculation$/);
    await page.goto('/admin/configuration/position');
    await expect(page.getByTestId('customer-position')).toBeEnabled();
    await page.getByTestId('customer-position').fill('A-1');
    await page.getByTestId('customer-sub-position').fill('A-1.1');
    await page.getByTestId('delivery-date').fill('24/12/2026');
    await page.getByTestId('position-commission').fill('Ground floor');
    await page.getByTestId('position-save').click();
    await expect(page.getByTestId('toast').filter({ hasText: 'The position data was saved.' })).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByTestId('customer-position')).toHaveValue('A-1');
    await expect(page.getByTestId('delivery-date')).toHaveValue('24/12/2026');

    // The row shows the position data; the list's price follows the document's total.
    await page.goto('/admin/document/configurations');
    await expect(page.getByTestId('configuration-row-1')).toContainText('A-1');
    await expect(page.getByTestId('configuration-row-1')).toContainText('24/12/2026');
    const total = (await page.getByTestId('document-total').innerText()).replace(/^[^:]*:\s*/, '').trim();
    await page.goto('/admin/myProjects');
    await page.getByLabel('Filter Company').fill(company);
    const listRow = page.getByTestId('document-row');
    await expect(listRow).toHaveCount(1);
    await expect(listRow.first()).toContainText(total);
  });
});

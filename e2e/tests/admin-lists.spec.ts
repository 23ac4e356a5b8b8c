import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expect, test } from '../fixtures/demo';

/** A de-DE price (`1.234,50 €`) as a number. */
const priceOf = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

/** The position (1-based) of a column among the shown ones: the table shows what fits (issue 22 point 3). */
const columnOf = async (page: Page, column: string) => {
  const headers = await page.locator('thead tr').first().getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.replace(/[^\p{L} ]/gu, '').trim() === column);
  expect(index, `column ${column}`).toBeGreaterThanOrEqual(0);
  return index + 1;
};

const prices = async (rows: Locator) =>
  (await rows.locator(`td:nth-child(${await columnOf(rows.page(), 'Final price')})`).allInnerTexts()).map(priceOf);

/** Shows a column the table left out for want of room (the column choice). */
const showColumn = async (page: Page, column: string) => {
  await page.getByTestId('table-columns').click();
  await page.getByRole('checkbox', { name: column, exact: true }).check();
  await page.keyboard.press('Escape');
};

/** The list's document count (`N documents`). */
const totalOf = async (page: Page) => Number((await page.getByText(/^\d+ documents$/).innerText()).replace(/\D/g, ''));

test.describe('document lists', () => {
  test('the admin filters, sorts, pages, shows all and opens a document that survives a reload', async ({ pageAs }) => {
    const page = await pageAs('admin');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
    const rows = page.getByTestId('document-row');
    await expect(rows).toHaveCount(10);
    // Other journeys add documents, so the counts are read, not assumed (the demo data has more than 30).
    const limitedTotal = await totalOf(page);
    expect(limitedTotal).toBeGreaterThan(30);
    // 'my' hides partner and salesmen; demo documents in error carry the red mark.
    await expect(page.getByRole('button', { name: 'Sort by Partner' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sort by Company' })).toBeVisible();
    // Other journeys add newer documents to the first page, so the demo documents in error are found by status.
    await page.getByLabel('Filter Status').fill('Error');
    await expect(page.getByRole('img', { name: 'This document has an error' }).first()).toBeVisible();
    await page.getByLabel('Filter Status').fill('');
    await expect(rows).toHaveCount(10);

    await page.getByLabel('Filter Document').fill('2026-00002');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('2026-00002');
    await page.getByLabel('Filter Document').fill('');
    await expect(rows).toHaveCount(10);

    await page.getByRole('button', { name: 'Sort by Final price' }).click();
    await expect(page.getByRole('columnheader', { name: 'Sort by Final price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(async () => {
      const ascending = await prices(rows);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    }).toPass();
    await page.getByRole('button', { name: 'Sort by Final price' }).click();
    await expect(page.getByRole('columnheader', { name: 'Sort by Final price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(async () => {
      const descending = await prices(rows);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
    }).toPass();
    const firstPage = await prices(rows);

    const lastPage = Math.ceil(limitedTotal / 10);
    await page.getByRole('button', { name: `Page ${lastPage}` }).click();
    await expect(rows).toHaveCount(limitedTotal - 10 * (lastPage - 1));
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows).toHaveCount(10);
    const secondPage = await prices(rows);
    expect(Math.min(...firstPage)).toBeGreaterThanOrEqual(Math.max(...secondPage));

    // 'show all' adds the closed projects and the documents older than 180 days.
    await page.getByLabel('Show all').check();
    await expect.poll(() => totalOf(page)).toBeGreaterThan(limitedTotal);

    const row = rows.first();
    const documentCell = row.locator(`td:nth-child(${await columnOf(page, 'Document')})`);
    const documentNumber = (await documentCell.innerText()).trim();
    await documentCell.dblclick();
    await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
    const stored = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('document'))) ?? 'null') as { name: string } | null;
    await expect.poll(async () => (await stored())?.name).toBe(documentNumber);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await stored())?.name).toBe(documentNumber);
  });

  test('the open button opens the selected row', async ({ pageAs }) => {
    const page = await pageAs('admin');
    await page.goto('/admin/myProjects');
    const open = page.getByRole('toolbar').getByRole('button', { name: 'Open', exact: true });
    await expect(open).toBeDisabled();
    await page.getByTestId('document-row').first().getByRole('radio').check();
    await expect(open).toBeEnabled();
    await open.click();
    await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
  });

  test("the installer sees only 'all projects' and no admin buttons", async ({ pageAs }) => {
    const page = await pageAs('installer');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'All projects' })).toBeVisible();
    await expect(page.getByTestId('document-row').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sort by Salesman' })).toBeVisible();
    await showColumn(page, 'Partner');
    await expect(page.getByRole('button', { name: 'Sort by Partner' })).toBeVisible();
    const toolbar = page.getByRole('toolbar');
    await expect(toolbar.getByRole('button', { name: 'Open', exact: true })).toBeVisible();
    for (const name of ['New offer', 'Assign', 'Send', 'Copy', 'Confirm', 'Send to ERP', 'Import EDI']) {
      await expect(toolbar.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await page.goto('/admin/myProjects');
    await expect(page).toHaveURL(/\/admin\/allProjects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All projects' })).toBeVisible();
  });

  // The dialogs are opened and cancelled here: their write calls belong to the document actions' journeys.
  test('the dialogs ask for what §5 requires, by keyboard too, and lock new project for a closed project', async ({
    pageAs,
  }) => {
    const page = await pageAs('admin');
    await page.goto('/admin/myProjects');
    // The limited list has active projects only; closed ones need 'show all'.
    await page.getByLabel('Show all').check();
    await showColumn(page, 'Project status');
    await page.getByLabel('Filter Project status').fill('Closed');
    const rows = page.getByTestId('document-row');
    await expect(rows.first()).toContainText('Closed');
    await rows.first().click();
    const toolbar = page.getByRole('toolbar');
    await toolbar.getByRole('button', { name: 'Copy', exact: true }).click();
    const copy = page.getByRole('dialog', { name: 'Copy document' });
    await expect(copy.getByRole('checkbox', { name: 'New project' })).toBeChecked();
    await expect(copy.getByRole('checkbox', { name: 'New project' })).toBeDisabled();
    await expect(copy.getByRole('combobox', { name: 'Document type' })).toBeFocused();
    await copy.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(copy.getByText('Please choose a document type.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(copy).toBeHidden();

    await page.getByLabel('Filter Project status').fill('');
    await page.getByLabel('Filter Project status').fill('Active');
    await expect(rows.first()).toContainText('Active');
    await rows.first().click();
    await toolbar.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(
      page.getByRole('dialog', { name: 'Copy document' }).getByRole('checkbox', { name: 'New project' }),
    ).toBeEnabled();
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await toolbar.getByRole('button', { name: 'Assign', exact: true }).click();
    const assign = page.getByRole('dialog', { name: 'Assign to user' });
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(assign.getByText('Please choose a user.')).toBeVisible();
    await assign.getByRole('combobox', { name: 'User' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(assign.getByText('Please choose a user.')).toBeHidden();
    await assign.getByRole('button', { name: 'Cancel' }).click();

    await toolbar.getByRole('button', { name: 'Import EDI' }).click();
    const edi = page.getByRole('dialog', { name: 'Import EDI' });
    await edi.getByRole('button', { name: 'Import EDI' }).click();
    await expect(edi.getByText('Please choose a file.')).toBeVisible();
    await edi.getByRole('button', { name: 'Cancel' }).click();
    await expect(edi).toBeHidden();
  });

  test('each list page has no serious axe violations', async ({ pageAs }) => {
    const admin = await pageAs('admin');
    // The three list routes of §2: /admin (the role's home list), 'my' and 'all'.
    for (const path of ['/admin', '/admin/myProjects', '/admin/allProjects']) {
      await admin.goto(path);
      await expect(admin.getByTestId('document-row').first()).toBeVisible();
      await expectAccessible(admin);
    }
    const installer = await pageAs('installer');
    await installer.goto('/admin/allProjects');
    await expect(installer.getByTestId('document-row').first()).toBeVisible();
    await expectAccessible(installer);
  });
});

import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expect, test } from '../fixtures/demo';

/** A cell of a row by its column's header text (the 'my' and 'all' views have different columns). */
const cellOf = async (row: Locator, column: string) => {
  // A row on screen means the table and its headers are rendered.
  await row.waitFor();
  const headers = await row.page().locator('thead tr').first().getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((text) => text.replace(/[^\p{L} ]/gu, '').trim() === column);
  expect(index, `column ${column}`).toBeGreaterThanOrEqual(0);
  return row.locator(`td:nth-child(${index + 1})`);
};
const DOCUMENT = 'Document';
const TYPE = 'Type';
const STATUS = 'Status';

const rowsOf = (page: Page) => page.getByTestId('document-row');
const toolbarButton = (page: Page, name: string) =>
  page.getByRole('toolbar').getByRole('button', { name, exact: true });
/** The row whose radio is checked (the list selects the document an action returns). */
const selectedRow = (page: Page) => rowsOf(page).filter({ has: page.getByRole('radio', { checked: true }) });
const numberOf = async (row: Locator) => (await (await cellOf(row, DOCUMENT)).innerText()).trim();
const expectStatus = async (row: Locator, status: string) => expect(await cellOf(row, STATUS)).toHaveText(status);
const expectType = async (row: Locator, type: string) => expect(await cellOf(row, TYPE)).toHaveText(type);

/** Shows only the document with this number and selects it. */
const selectDocument = async (page: Page, documentNumber: string) => {
  await page.getByLabel('Filter Document').fill(documentNumber);
  const rows = rowsOf(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(documentNumber);
  await rows.first().getByRole('radio').check();
  return rows.first();
};

/** Opens an action's dialog from the toolbar and checks it with axe. */
const openDialog = async (page: Page, action: string, title: string) => {
  await toolbarButton(page, action).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role=dialog]');
  return dialog;
};

/** Answers a confirm-question dialog (confirm, send, archive, submit for production). */
const confirmAction = async (page: Page, action: string) => {
  const dialog = await openDialog(page, action, action);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toBeHidden();
};

/** Shows a column the table left out for want of room (the column choice). */
const showColumn = async (page: Page, column: string) => {
  await page.getByTestId('table-columns').click();
  await page.getByRole('checkbox', { name: column, exact: true }).check();
  await page.keyboard.press('Escape');
};

const expectNoError = async (page: Page) => {
  await expect(page.getByTestId('notification-dialog')).toBeHidden();
};

/** Picks an option of a Mantine select inside a dialog. */
const choose = async (page: Page, dialog: Locator, label: string, option: string | RegExp) => {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
};

/** Copies the selected row to a new document of a type; returns the number of the copy (the selected row after). */
const copySelected = async (page: Page, type: string, before: string) => {
  const copy = await openDialog(page, 'Copy', 'Copy document');
  await choose(page, copy, 'Document type', type);
  const newProject = copy.getByRole('checkbox', { name: 'New project' });
  if (!(await newProject.isChecked())) {
    await newProject.check();
  }
  await copy.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(copy).toBeHidden();
  await expectNoError(page);
  await page.getByLabel('Filter Document').fill('');
  const selected = selectedRow(page);
  await expect(selected).toHaveCount(1);
  await expect(await cellOf(selected, DOCUMENT)).not.toHaveText(before);
  await expectType(selected, type);
  return numberOf(selected);
};

const cards = (page: Page) => page.getByTestId('model-card');

/** An anonymous visitor configures a door, adds it to the cart and sends an inquiry with this company name. */
const sendInquiryFromCart = async (page: Page, company: string) => {
  await page.goto('/configurator/selection');
  await page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('searchbox').fill('Triglav');
  await expect(page.getByTestId('model-count')).toHaveText('Models found: 1');
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/configurator\/configuration\?id=[0-9a-f-]{36}/);
  await page.getByRole('link', { name: 'See the overview' }).first().click();
  await expect(page).toHaveURL(/\/configurator\/confirmation\?id=/);
  await page.getByTestId('save').click();
  const notice = page.getByTestId('notification-dialog');
  await expect(notice).toContainText('The configuration was saved to your cart.');
  await notice.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Cart (1)' }).click();
  await page.getByTestId('cart-panel').getByRole('button', { name: 'Send inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry' });
  await dialog.getByLabel(/^First name/).fill('Eva');
  await dialog.getByLabel(/^Last name/).fill('Zupan');
  await dialog.getByLabel(/^City/).fill('Ljubljana');
  await dialog.getByLabel(/^Postal code/).fill('1000');
  await dialog.getByLabel(/^E-mail/).fill(`eva.${Date.now()}@example.com`);
  await dialog.getByLabel(/^Company name/).fill(company);
  await dialog.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Slovenia' }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('notification-dialog')).toContainText('Your inquiry has been sent');
};

test.describe('document actions', () => {
  test('a cart inquiry reaches the admin, who copies, confirms, exports, imports, assigns and archives it', async ({
    anonymousPage,
    pageAs,
  }) => {
    const company = `Journey ${Date.now()}`;
    await sendInquiryFromCart(await anonymousPage('en'), company);

    // A cart inquiry has no salesman yet, so it is in 'all projects', not in 'my'.
    const page = await pageAs('admin');
    await page.goto('/admin/allProjects');
    await page.getByLabel('Filter Company').fill(company);
    const rows = rowsOf(page);
    await expect(rows).toHaveCount(1);
    await expectType(rows.first(), 'Inquiry');
    await expectStatus(rows.first(), 'Received');
    const inquiry = await numberOf(rows.first());

    // Copy to an offer in a new project: the copy is selected and carries the inquiry as its source.
    await rows.first().getByRole('radio').check();
    const offer = await copySelected(page, 'Offer', inquiry);
    // The copy's salesman is the admin: it is in 'my projects', where confirm and EDI are.
    await page.goto('/admin/myProjects');
    await showColumn(page, 'Source document');
    await selectDocument(page, offer);
    await expect(rowsOf(page).first()).toContainText(inquiry);
    await expectStatus(rowsOf(page).first(), 'Draft');

    await confirmAction(page, 'Confirm');
    await expectNoError(page);
    await expectStatus(rowsOf(page).first(), 'Confirmed');

    // EDI export: a language (the document's by default), then the XML downloads.
    const erp = await openDialog(page, 'Send to ERP', 'Send to ERP');
    await expect(erp.getByRole('combobox', { name: 'Language' })).not.toHaveValue('');
    const downloading = page.waitForEvent('download');
    await erp.getByRole('button', { name: 'Send to ERP' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    const file = await download.path();
    const xml = await readFile(file, 'utf8');
    expect(xml).toContain('<Orders');
    expect(xml).toContain(offer);
    await expectNoError(page);

    // EDI import of that file: a new draft document in a new project, selected.
    const edi = await openDialog(page, 'Import EDI', 'Import EDI');
    await edi.locator('input[type=file]').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/xml',
      buffer: Buffer.from(xml),
    });
    // Asked to price on today's catalogue, it first shows each position's price in the file and today's; not asked,
    // the import keeps the file's prices.
    const reprice = edi.getByRole('checkbox', { name: "Price on today's catalogue" });
    await reprice.check();
    const preview = edi.getByRole('table', { name: "Unit prices: file and today's catalogue" });
    await expect(preview.getByRole('row').nth(1)).toContainText('€');
    await expectAccessible(page, '[role="dialog"]');
    await reprice.uncheck();
    await expect(preview).toBeHidden();
    await edi.getByRole('button', { name: 'Import EDI' }).click();
    await expect(edi).toBeHidden();
    await expectNoError(page);
    await page.getByLabel('Filter Document').fill('');
    const imported = selectedRow(page);
    await expect(imported).toHaveCount(1);
    await expect(await cellOf(imported, DOCUMENT)).not.toHaveText(offer);
    await expectStatus(imported, 'Draft');
    // A toast names the new document; it keeps the file's prices, so its total is the exported document's.
    const importedNumber = (await (await cellOf(imported, DOCUMENT)).innerText()).trim();
    await expect(page.getByText(`was imported as the new document ${importedNumber}`)).toBeVisible();
    const importedTotal = (await (await cellOf(imported, 'Final price')).innerText()).trim();
    await page.getByLabel('Filter Document').fill(offer);
    await expect(rowsOf(page)).toHaveCount(1);
    await expect(await cellOf(rowsOf(page).first(), 'Final price')).toHaveText(importedTotal);
    await page.getByLabel('Filter Document').fill('');

    // Assign the offer to the sales user: it leaves the admin's 'my projects' and shows the new salesman in 'all'.
    await selectDocument(page, offer);
    const assign = await openDialog(page, 'Assign', 'Assign to user');
    await choose(page, assign, 'User', /^Marko Novak/);
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(assign).toBeHidden();
    await expectNoError(page);
    await expect(rowsOf(page)).toHaveCount(0);
    await page.goto('/admin/allProjects');
    const assigned = await selectDocument(page, offer);
    await expect(await cellOf(assigned, 'Salesman')).toHaveText('Marko Novak');

    // Archive it: it leaves the list unless archived documents are included.
    await confirmAction(page, 'Archive');
    await expectNoError(page);
    await expect(rowsOf(page)).toHaveCount(0);
    await page.getByLabel('Include archived').check();
    await expect(rowsOf(page)).toHaveCount(1);
    await expectStatus(rowsOf(page).first(), 'Archived');
  });

  test('a send reaches the dealer, who finds it as received and forwards it', async ({ pageAs }) => {
    const page = await pageAs('admin');
    await page.goto('/admin/myProjects');
    await expect(rowsOf(page).first()).toBeVisible();
    // New offer for the dealer's contact (a partner contact with a user: the recipient of a send).
    const newOffer = await openDialog(page, 'New offer', 'New offer: for which customer?');
    await choose(page, newOffer, 'Customer contact', /^Luka Novak/);
    await newOffer.getByRole('button', { name: 'Create the offer and choose a model' }).click();
    await expect(page).toHaveURL(/\/configurator\/selection$/);
    const current = JSON.parse((await page.evaluate(() => localStorage.getItem('document'))) ?? 'null') as {
      documentId: string;
      addingMode: boolean;
    } | null;
    expect(current?.addingMode).toBe(true);

    await page.goto('/admin/myProjects');
    const first = rowsOf(page).first();
    await expectType(first, 'Offer');
    const sent = await numberOf(first);
    await selectDocument(page, sent);
    await confirmAction(page, 'Send');
    await expectNoError(page);
    await expectStatus(rowsOf(page).first(), 'Forwarded');

    const dealer = await pageAs('dealer');
    await dealer.goto('/admin/myProjects');
    await showColumn(dealer, 'Source document');
    await dealer.getByLabel('Filter Source document').fill(sent);
    const received = rowsOf(dealer);
    await expect(received).toHaveCount(1);
    await expectStatus(received.first(), 'Received');
    await received.first().getByRole('radio').check();
    const forward = await openDialog(dealer, 'Forward', 'Forward to contact');
    await choose(dealer, forward, 'Contact', /^Marko Novak/);
    await forward.getByRole('button', { name: 'Forward', exact: true }).click();
    await expect(forward).toBeHidden();
    await expectNoError(dealer);
    await expectStatus(received.first(), 'Forwarded');
  });

  test('a send to the supplier keeps the source selected, names the new document, and the supplier finds it', async ({
    pageAs,
  }) => {
    const admin = await pageAs('admin');
    await admin.goto('/admin/myProjects');
    const source = await selectDocument(admin, '2026-00002');
    const dialog = await openDialog(admin, 'Send to supplier', 'Send to supplier');
    await dialog.getByRole('button', { name: 'Send to supplier', exact: true }).click();
    await expect(dialog.getByText('Please choose a document type.')).toBeVisible();
    await choose(admin, dialog, 'Document type', 'Order');
    await dialog.getByRole('radio', { name: 'Choose contact Petra Zupan' }).check();
    await dialog.getByLabel('Comment').fill('Please deliver in May.');
    await dialog.getByRole('button', { name: 'Send to supplier', exact: true }).click();
    await expect(dialog).toBeHidden();
    const notice = admin.getByTestId('toast').filter({ hasText: 'from document 2026-00002' });
    await expect(notice).toBeVisible();
    const text = await notice.innerText();
    const created = /Document (\d{4}-\d{5}) was created at (.+) from document/.exec(text);
    expect(created, text).not.toBeNull();
    // The source row is still the selected one.
    await expect(selectedRow(admin)).toHaveCount(1);
    expect(await numberOf(selectedRow(admin))).toBe('2026-00002');
    expect(await numberOf(source)).toBe('2026-00002');

    // The supplier's user (the contact's user, so its salesman) finds the new document in its own list, received.
    const oem = await pageAs('oem');
    await oem.goto('/admin/myProjects');
    await showColumn(oem, 'Source document');
    await oem.getByLabel('Filter Source document').fill('2026-00002');
    const received = rowsOf(oem).filter({ hasText: created?.[1] ?? '' });
    await expect(received).toHaveCount(1);
    await expectStatus(received.first(), 'Received');
    await expectType(received.first(), 'Order');
  });

  test('the OEM user submits a confirmed order confirmation for production and downloads the file', async ({
    pageAs,
  }) => {
    // Arranged through the admin's pages: a copy of a demo document as an order confirmation, confirmed.
    const admin = await pageAs('admin');
    await admin.goto('/admin/myProjects');
    await selectDocument(admin, '2026-00002');
    const confirmation = await copySelected(admin, 'Order confirmation', '2026-00002');
    await selectDocument(admin, confirmation);
    await confirmAction(admin, 'Confirm');
    await expectNoError(admin);
    await expectStatus(rowsOf(admin).first(), 'Confirmed');

    // The OEM user is not its salesman: the document is in the OEM's 'all projects'.
    const oem = await pageAs('oem');
    await oem.goto('/admin/allProjects');
    await selectDocument(oem, confirmation);
    const dialog = await openDialog(oem, 'Submit for production', 'Submit for production');
    const downloading = oem.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    const download = await downloading;
    const xml = await readFile(await download.path(), 'utf8');
    expect(xml).toContain('<ProductionOrder');
    expect(xml).toContain(confirmation);
    await expectNoError(oem);
    // Its project is now sent: the limited list has active projects only, 'show all' has it.
    await expect(rowsOf(oem)).toHaveCount(0);
    await oem.getByLabel('Show all').check();
    await expect(rowsOf(oem)).toHaveCount(1);
    await expectStatus(rowsOf(oem).first(), 'Sent to production');
  });
  test('a new offer for a new contact opens the model selection in adding mode', async ({ pageAs }) => {
    const page = await pageAs('admin');
    await page.goto('/admin/myProjects');
    await expect(rowsOf(page).first()).toBeVisible();
    const dialog = await openDialog(page, 'New offer', 'New offer: for which customer?');
    await dialog.getByRole('radio', { name: 'New contact' }).check();
    await expect(dialog.getByLabel(/^First name/)).toBeVisible();
    await expectAccessible(page, '[role=dialog]');
    // Nothing is sent while required fields are missing; each says so.
    await dialog.getByRole('button', { name: 'Create the offer and choose a model' }).click();
    await expect(dialog.getByText('Required').first()).toBeVisible();
    await expect(dialog).toBeVisible();

    const company = `New contact ${Date.now()}`;
    await dialog.getByLabel(/^First name/).fill('Tina');
    await dialog.getByLabel(/^Last name/).fill('Oblak');
    await dialog.getByLabel(/^City/).fill('Celje');
    await dialog.getByLabel(/^Postal code/).fill('3000');
    await dialog.getByLabel(/^E-mail/).fill(`tina.${Date.now()}@example.com`);
    await dialog.getByLabel(/^Company name/).fill(company);
    await dialog.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Slovenia' }).click();
    await dialog.getByRole('button', { name: 'Create the offer and choose a model' }).click();

    await expect(page).toHaveURL(/\/configurator\/selection$/);
    const current = JSON.parse((await page.evaluate(() => localStorage.getItem('document'))) ?? 'null') as {
      documentId: string;
      addingMode: boolean;
    } | null;
    expect(current?.addingMode).toBe(true);
    expect(current?.documentId).toMatch(/^[0-9a-f-]{36}$/);

    // The offer is the admin's, for the new contact's company, in a new project.
    await page.goto('/admin/myProjects');
    await page.getByLabel('Filter Company').fill(company);
    await expect(rowsOf(page)).toHaveCount(1);
    await expectType(rowsOf(page).first(), 'Offer');
    await expectStatus(rowsOf(page).first(), 'Draft');
  });
});

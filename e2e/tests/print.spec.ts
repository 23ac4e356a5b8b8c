import { API_PREFIX } from '@door/contract';
import type { Download, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, DEMO_PASSWORD, DEMO_USERS, expect, test } from '../fixtures/demo';

const CLIENT = { client_id: 'configurator-web', client_secret: 'configurator-web-secret' };
const DRAFT = '0d7b1c10-0002-4000-8000-000000000001';
const OFFER_TYPE = '0d7b1c10-0001-4000-8000-000000000002';
const OFFER_SENT_TYPE = '0d7b1c10-0001-4000-8000-000000000008';
const ACTIVE_PROJECT = '0d7b1c10-0003-4000-8000-000000000001';

type ListRow = {
  SalesDocumentId: string;
  DocumentNumber: string;
  DocumentTypeId: string;
  DocumentStatusId: string;
  ProjectStatusId: string;
};

/**
 * Clicks the print button and returns the downloaded file with its bytes; sending by e-mail is outward, so it is
 * confirmed first (`confirm`: the question's button).
 */
const printAndDownload = async (page: Page, button: string, confirm?: string) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  if (confirm) {
    const question = page.getByRole('dialog');
    await expect(question).toContainText('cannot be called back');
    await question.getByRole('button', { name: confirm, exact: true }).click();
  }
  const download = await downloading;
  const path = await (download as Download).path();
  const { readFile } = await import('node:fs/promises');
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
};

test.describe('print and send', () => {
  test('an admin prints an offer in German with and without prices, sends it and cannot delete the sent row', async ({
    pageAs,
    request,
  }) => {
    // A draft offer of the admin in an active project whose contact has an e-mail address.
    const token = await request.post(`${API_PREFIX}/token`, {
      form: { grant_type: 'password', username: DEMO_USERS.admin.email, password: DEMO_PASSWORD, ...CLIENT },
    });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${accessToken}` };
    const rows = (await (
      await request.get(`${API_PREFIX}/document/${DEMO_BRAND_PARTNERS.alpina}/my`, { headers })
    ).json()) as ListRow[];
    let offer: ListRow | undefined;
    for (const row of rows) {
      if (
        row.DocumentTypeId !== OFFER_TYPE ||
        row.DocumentStatusId !== DRAFT ||
        row.ProjectStatusId !== ACTIVE_PROJECT
      ) {
        continue;
      }
      const list = await request.get(
        `${API_PREFIX}/document/${row.SalesDocumentId}/documents?brandPartnerId=${DEMO_BRAND_PARTNERS.alpina}`,
        { headers },
      );
      const body = (await list.json()) as { Email: string; Documents: unknown[] };
      if (body.Email && body.Documents.length === 0) {
        offer = row;
        break;
      }
    }
    expect(offer, 'a draft offer with a contact e-mail').toBeDefined();
    const number = offer?.DocumentNumber ?? '';

    // Open it from the list, then go to print and send.
    const page = await pageAs('admin');
    await page.goto('/admin/myProjects');
    await page.getByLabel('Filter Document').fill(number);
    const listRows = page.getByTestId('document-row');
    await expect(listRows).toHaveCount(1);
    await listRows.first().getByRole('radio').check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
    await page.goto('/admin/document/print');
    await expect(page.getByRole('heading', { name: 'Print and send' })).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toBeVisible();

    // The offer template is preselected; the language is chosen: German.
    await expect(page.locator('form').getByRole('combobox', { name: 'Print template' })).toHaveValue('Offer');
    await page.locator('form').getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Deutsch' }).click();
    await expect(page.locator('form').getByRole('combobox', { name: 'Language' })).toHaveValue('Deutsch');
    await expectAccessible(page);

    // With prices.
    const withPrices = await printAndDownload(page, 'Print');
    expect(withPrices.name).toBe(`Angebot-${number}.pdf`);
    expect(withPrices.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByTestId('generated-row')).toHaveCount(1);

    // Without prices: a smaller document, a second row.
    await page.getByLabel('Prices').uncheck();
    const withoutPrices = await printAndDownload(page, 'Print');
    expect(withoutPrices.name).toBe(`Angebot-${number}.pdf`);
    expect(withoutPrices.bytes.equals(withPrices.bytes)).toBe(false);
    await expect(page.getByTestId('generated-row')).toHaveCount(2);

    // Send: the PDF downloads, the mail is confirmed, the row is an offer sent.
    await page.getByLabel('Prices').check();
    await page.getByLabel('Send to the contact by e-mail').check();
    const sent = await printAndDownload(page, 'Print and send', 'Print and send');
    expect(sent.name).toBe(`Angebot-${number}.pdf`);
    const notice = page.getByTestId('notification-dialog');
    await expect(notice).toContainText('The offer was sent to');
    await notice.getByRole('button', { name: 'Close' }).click();
    const generated = page.getByTestId('generated-row');
    await expect(generated).toHaveCount(3);
    const sentRow = generated.filter({ hasText: 'Offer sent' });
    await expect(sentRow).toHaveCount(1);
    await expect(sentRow.getByRole('button', { name: /^Delete / })).toBeDisabled();
    const printedRows = generated.filter({ hasText: 'Offer printed' });
    await expect(printedRows).toHaveCount(2);
    await expect(printedRows.first().getByRole('button', { name: /^Delete / })).toBeEnabled();

    // The server refuses the delete of the sent row too.
    const list = (await (
      await request.get(
        `${API_PREFIX}/document/${offer?.SalesDocumentId}/documents?brandPartnerId=${DEMO_BRAND_PARTNERS.alpina}`,
        {
          headers,
        },
      )
    ).json()) as { Documents: { SalesDocumentGeneratedId: string; DocumentTypeId: string }[] };
    const sentId = list.Documents.find((row) => row.DocumentTypeId === OFFER_SENT_TYPE)?.SalesDocumentGeneratedId;
    const refused = await request.delete(`${API_PREFIX}/document/${offer?.SalesDocumentId}/download/${sentId}`, {
      headers,
    });
    expect(refused.status()).toBe(409);

    // A printed row can be deleted after confirming.
    await printedRows
      .first()
      .getByRole('button', { name: /^Delete / })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete document' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('generated-row')).toHaveCount(2);
    await expectAccessible(page);

    // Mark as sent asks first, says it is done, and a second time changes nothing.
    for (const round of [1, 2]) {
      await page.getByRole('button', { name: 'Mark as sent', exact: true }).click();
      const question = page.getByRole('dialog', { name: 'Mark as sent' });
      await expect(question).toContainText(number);
      if (round === 1) {
        await expectAccessible(page);
      }
      await question.getByRole('button', { name: 'Mark as sent', exact: true }).click();
      await expect(page.getByText(`Document ${number} is marked as sent.`).first()).toBeVisible();
      await expect(page.getByTestId('generated-row')).toHaveCount(3);
      await expect(page.getByTestId('generated-row').filter({ hasText: 'Offer sent' })).toHaveCount(2);
    }

    // The document's status is now offer.
    await page.goto('/admin/myProjects');
    await page.getByLabel('Filter Document').fill(number);
    await expect(page.getByTestId('document-row')).toHaveCount(1);
    await expect(page.getByTestId('document-row').first()).toContainText('Offer');
    const headersText = await page.locator('thead tr').first().getByRole('columnheader').allInnerTexts();
    const statusIndex = headersText.findIndex((text) => text.replace(/[^\p{L} ]/gu, '').trim() === 'Status');
    await expect(
      page
        .getByTestId('document-row')
        .first()
        .locator(`td:nth-child(${statusIndex + 1})`),
    ).toHaveText('Offer');
  });
});

import { execFileSync } from 'node:child_process';
import { API_PREFIX } from '@door/contract';
import type { APIRequestContext, Download, Page } from '@playwright/test';
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

/** The text of a PDF, extracted by poppler's pdftotext (installed by CI for the print picture test). */
const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

type OverviewNode = {
  ParameterCategoryName: string;
  Parameters: { ParameterName: string; ParameterTitle: string; ParameterValueName: string }[];
  Categories: OverviewNode[];
};

/**
 * The words (four letters or more) of a document's catalogue texts (its configurations' categories, parameters and
 * values) and terms in Slovenian that none of the same texts in German has, but for the brand's name.
 */
const slovenianOnlyWords = async (request: APIRequestContext, headers: Record<string, string>, documentId: string) => {
  const bpi = DEMO_BRAND_PARTNERS.alpina;
  const get = async (url: string, language: string) =>
    (await request.get(`${API_PREFIX}/${url}`, { headers: { ...headers, 'Accept-Language': language } })).json();
  const detail = (await get(`document/${documentId}?brandPartnerId=${bpi}`, 'sl')) as {
    Configurations: { ConfigurationId: string }[];
  };
  const textsIn = async (language: string) => {
    const texts: string[] = [];
    const walk = (node: OverviewNode) => {
      texts.push(node.ParameterCategoryName);
      for (const parameter of node.Parameters) {
        texts.push(parameter.ParameterName, parameter.ParameterTitle, parameter.ParameterValueName);
      }
      node.Categories.forEach(walk);
    };
    for (const { ConfigurationId } of detail.Configurations) {
      const overview = (await get(
        `configurator/auth/${ConfigurationId}/overview?brandPartnerId=${bpi}&documentId=${documentId}`,
        language,
      )) as { Categories: OverviewNode[] };
      overview.Categories.forEach(walk);
    }
    const terms = (await get(`document/${documentId}/terms?brandPartnerId=${bpi}`, language)) as {
      PaymentMethods: { Name: string; Description: string }[];
      PaymentTerms: { Name: string; Description: string }[];
    };
    for (const term of [...terms.PaymentMethods, ...terms.PaymentTerms]) {
      texts.push(term.Name, term.Description);
    }
    return new Set(texts.flatMap((text) => text.toLowerCase().match(/\p{L}{4,}/gu) ?? []));
  };
  const german = await textsIn('de');
  // The brand's name ("Alpina Vrata") is a proper name and is printed as it is in every language.
  const brand = (await get(`brand/${bpi}/data`, 'de')) as { BrandName: string };
  const names = new Set(brand.BrandName.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  return [...(await textsIn('sl'))].filter((word) => !german.has(word) && !names.has(word));
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
      const positions = (await (
        await request.get(
          `${API_PREFIX}/document/${row.SalesDocumentId}?brandPartnerId=${DEMO_BRAND_PARTNERS.alpina}`,
          {
            headers,
          },
        )
      ).json()) as { Configurations: unknown[] };
      if (body.Email && body.Documents.length === 0 && positions.Configurations.length > 0) {
        offer = row;
        break;
      }
    }
    expect(offer, 'a draft offer with positions and a contact e-mail').toBeDefined();
    // Sent, a document is read-only: the journey sends a copy and leaves the demo offer to the other journeys.
    const copy = await request.post(`${API_PREFIX}/document`, {
      headers,
      data: {
        BrandPartnerId: DEMO_BRAND_PARTNERS.alpina,
        DocumentId: offer?.SalesDocumentId,
        DocumentTypeId: OFFER_TYPE,
        NewProject: false,
      },
    });
    expect(copy.status(), await copy.text()).toBe(200);
    const copied = (await copy.json()) as { SalesDocumentId: string; DocumentNumber: string };
    offer = offer && { ...offer, SalesDocumentId: copied.SalesDocumentId, DocumentNumber: copied.DocumentNumber };
    const number = offer?.DocumentNumber ?? '';

    // Its first position is taxed at 22 %.
    const bpi = DEMO_BRAND_PARTNERS.alpina;
    const detail = (await (
      await request.get(`${API_PREFIX}/document/${offer?.SalesDocumentId}?brandPartnerId=${bpi}`, { headers })
    ).json()) as { Configurations: { SalesDocumentConfigurationId: string }[] };
    const firstLine = detail.Configurations[0]?.SalesDocumentConfigurationId;
    const calculation = (await (
      await request.get(`${API_PREFIX}/document/configuration/${firstLine}/calculation?brandPartnerId=${bpi}`, {
        headers,
      })
    ).json()) as { Tax: { TaxOptionId: string; TaxValue: number }[] };
    const rate22 = calculation.Tax.find((option) => option.TaxValue === 22)?.TaxOptionId;
    const taxed = await request.put(
      `${API_PREFIX}/document/configuration/${firstLine}/taxoption/${rate22}?brandPartnerId=${bpi}`,
      { headers },
    );
    expect(taxed.status()).toBe(200);

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
    // It speaks German: no Slovenian word of its doors or terms, the terms in German, the tax line with its rate.
    const text = pdfText(withPrices.bytes);
    const slovenian = await slovenianOnlyWords(request, headers, offer?.SalesDocumentId ?? '');
    expect(slovenian.length).toBeGreaterThan(5);
    expect(slovenian.filter((word) => text.toLowerCase().includes(word))).toEqual([]);
    expect(text).toContain('Zahlung innerhalb von 8 Tagen');
    expect(text).toMatch(/MwSt\. 22\s%/);
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
    ).toHaveText(/^Offer\s*sent \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
  });
});

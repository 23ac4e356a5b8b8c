import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, DOCUMENT_TYPE_IDS } from '@door/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, DEMO_PASSWORD, expect, test } from '../fixtures/demo';

const BPI = DEMO_BRAND_PARTNERS.alpina;
const CLIENT = { client_id: 'configurator-web', client_secret: 'configurator-web-secret' };
// Screenshots of the compare page for a person to look at (E2E_SCREENSHOTS names the folder; off by default).
const SHOTS = process.env.E2E_SCREENSHOTS;

type Api = { headers: Record<string, string>; request: APIRequestContext };

const signInApi = async (request: APIRequestContext): Promise<Api> => {
  const token = await request.post(`${API_PREFIX}/token`, {
    form: { grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD, ...CLIENT },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  return { request, headers: { Authorization: `Bearer ${accessToken}` } };
};

const json = async <T>(reply: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(reply.ok(), await reply.text()).toBe(true);
  return (await reply.json()) as T;
};

/**
 * An offer with two revisions, made through the API: a copy of a demo offer with positions, its revision 02 with the
 * first position's quantity raised by two and the last position removed.
 */
const offerWithTwoRevisions = async ({ request, headers }: Api) => {
  const page = await json<{ Items: { SalesDocumentId: string; DocumentTypeId: string; TotalPriceWithTax: number }[] }>(
    await request.get(`${API_PREFIX}/document/${BPI}/my?page=1&pageSize=50&sort=TotalPriceWithTax&order=desc`, {
      headers,
    }),
  );
  const source = page.Items.find((row) => row.DocumentTypeId === DOCUMENT_TYPE_IDS.offer && row.TotalPriceWithTax > 0);
  expect(source, 'a demo offer with positions').toBeDefined();
  const first = await json<{ SalesDocumentId: string; DocumentNumber: string }>(
    await request.post(`${API_PREFIX}/document`, {
      headers,
      data: { BrandPartnerId: BPI, DocumentId: source?.SalesDocumentId, DocumentTypeId: DOCUMENT_TYPE_IDS.offer },
    }),
  );
  const second = await json<{ SalesDocumentId: string; DocumentNumber: string }>(
    await request.post(`${API_PREFIX}/document/${first.SalesDocumentId}/revision`, {
      headers,
      data: { BrandPartnerId: BPI },
    }),
  );
  expect(second.DocumentNumber).toBe(`${first.DocumentNumber}-02`);
  const detail = await json<{ Configurations: { SalesDocumentConfigurationId: string; Quantity: number }[] }>(
    await request.get(`${API_PREFIX}/document/${second.SalesDocumentId}?brandPartnerId=${BPI}`, { headers }),
  );
  const [line] = detail.Configurations;
  await json(
    await request.put(`${API_PREFIX}/document/configuration/${line?.SalesDocumentConfigurationId}/changeQuantity`, {
      headers,
      data: { BrandPartnerId: BPI, Quantity: (line?.Quantity ?? 1) + 2 },
    }),
  );
  const last = detail.Configurations.at(-1);
  if (detail.Configurations.length > 1 && last) {
    const removed = await request.delete(
      `${API_PREFIX}/document/configuration/${last.SalesDocumentConfigurationId}?brandPartnerId=${BPI}`,
      { headers },
    );
    expect(removed.ok(), await removed.text()).toBe(true);
  }
  return { first, second, quantity: line?.Quantity ?? 1, lines: detail.Configurations.length };
};

/**
 * Makes a document the page's current one (as 'open' in the lists does: the app keeps it in browser storage, read
 * when a page loads) and shows a page of it. Written before the app's first script runs, once per tab.
 */
const openDocument = async (page: Page, document: { SalesDocumentId: string; DocumentNumber: string }, to: string) => {
  await page.addInitScript((current) => {
    if (window.sessionStorage.getItem('e2e-opened') === current.SalesDocumentId) {
      return;
    }
    window.sessionStorage.setItem('e2e-opened', current.SalesDocumentId);
    window.localStorage.setItem(
      'document',
      JSON.stringify({
        documentId: current.SalesDocumentId,
        initialDocumentId: null,
        name: current.DocumentNumber,
        project: null,
        addingMode: false,
        disableEdit: false,
        status: '',
        currency: 'EUR',
      }),
    );
  }, document);
  await page.goto(to);
};

const shoot = async (page: Page, name: string) => {
  if (!SHOTS) {
    return;
  }
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

test.describe('revisions of an offer', () => {
  test('a salesperson makes a revision, picks two revisions on the document page and reads what changed (en, de)', async ({
    pageAs,
    request,
  }) => {
    const api = await signInApi(request);
    const { first, second, quantity, lines } = await offerWithTwoRevisions(api);

    // The document page of revision 02: its revisions, the open one marked, the previous one picked to compare.
    const page = await pageAs('admin');
    await openDocument(page, second, '/admin/document/document');
    await expect(page.getByTestId('document-number')).toHaveText(second.DocumentNumber);
    const revisions = page.getByTestId('revisions-table');
    await expect(revisions.getByRole('row')).toHaveCount(3);
    await expect(revisions.getByRole('button', { name: first.DocumentNumber })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'From revision' })).toHaveValue(first.SalesDocumentId);
    await expect(page.getByRole('combobox', { name: 'To revision' })).toHaveValue(second.SalesDocumentId);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Compare', exact: true }).click();

    // The comparison: position 1's quantity old → new, the removed position, the totals.
    await expect(page).toHaveURL(/\/admin\/document\/revisions\?from=.*&to=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Compare revisions' })).toBeVisible();
    const changed = page.getByRole('region', { name: /^Position 1: / });
    await expect(changed.getByText('Changed', { exact: true })).toBeVisible();
    await expect(changed.getByRole('row', { name: /^Quantity/ })).toContainText(`${quantity}${quantity + 2}`);
    if (lines > 1) {
      await expect(page.locator('[data-change="removed"]')).toHaveCount(1);
    }
    await expect(
      page.getByRole('region', { name: 'Totals' }).getByRole('row', { name: /^Total with tax/ }),
    ).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'compare-en');

    // In German: the same comparison with the server's and the page's German words.
    const german = await pageAs('admin', 'de');
    await openDocument(
      german,
      second,
      `/admin/document/revisions?from=${first.SalesDocumentId}&to=${second.SalesDocumentId}`,
    );
    await expect(german.getByRole('heading', { level: 1, name: 'Revisionen vergleichen' })).toBeVisible();
    const geändert = german.getByRole('region', { name: /^Position 1: / });
    await expect(geändert.getByText('Geändert', { exact: true })).toBeVisible();
    await expect(geändert.getByRole('row', { name: /^Menge/ })).toContainText(`${quantity}${quantity + 2}`);
    await expectAccessible(german);
    await shoot(german, 'compare-de');

    // "New revision" on the document page makes revision 03 and opens it.
    await page.goto('/admin/document/document');
    await page.getByRole('button', { name: 'New revision' }).click();
    await expect(page.getByTestId('document-number')).toHaveText(`${first.DocumentNumber}-03`);
    await expect(page.getByTestId('revisions-table').getByRole('row')).toHaveCount(4);

    // The history of revision 03 opens what changed from revision 02 (en, de).
    await page.goto('/admin/document/history');
    const made = page.getByTestId('history-row').filter({ hasText: 'New revision' });
    await expect(made).toContainText(second.DocumentNumber);
    await expectAccessible(page);
    await shoot(page, 'history-en');
    await made.getByRole('link', { name: 'Show what changed' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/document/revisions\\?from=${second.SalesDocumentId}&to=`));
    await expect(page.getByText(`From ${second.DocumentNumber} to ${first.DocumentNumber}-03`)).toBeVisible();
    await openDocument(german, second, '/admin/document/history');
    const gemacht = german.getByTestId('history-row').filter({ hasText: 'Neue Revision' });
    await expect(gemacht.first().getByRole('link', { name: 'Änderungen anzeigen' })).toBeVisible();
    await shoot(german, 'history-de');
  });
});

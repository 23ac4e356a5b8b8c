import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, DOCUMENT_TYPE_IDS } from '@door/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, DEMO_PASSWORD, expect, test } from '../fixtures/demo';

const BPI = DEMO_BRAND_PARTNERS.alpina;
const CLIENT = { client_id: 'configurator-web', client_secret: 'configurator-web-secret' };
const ZERO_GUID = '00000000-0000-0000-0000-000000000000';
const SHOTS = process.env.E2E_SCREENSHOTS_DIR ?? '';

/**
 * An order of its own for the journey: a demo order exported as openTRANS and imported again (a new document and
 * project, so other journeys' demo orders stay as they are); its number and an ORDERRESPONSE to it with a new unit
 * price and a delivery date for position 1.
 */
const orderWithResponse = async (request: APIRequestContext, unitPrice: string) => {
  const token = await request.post(`${API_PREFIX}/token`, {
    form: { grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD, ...CLIENT },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const rows = (await (await request.get(`${API_PREFIX}/document/${BPI}/my`, { headers })).json()) as {
    SalesDocumentId: string;
    DocumentTypeId: string;
  }[];
  const demo = rows.find((row) => row.DocumentTypeId === DOCUMENT_TYPE_IDS.order);
  expect(demo, 'a demo order').toBeDefined();
  const exported = await request.get(`${API_PREFIX}/document/${demo?.SalesDocumentId}/opentrans`, {
    headers,
    params: { brandPartnerId: BPI },
  });
  expect(exported.ok(), await exported.text()).toBe(true);
  const imported = await request.post(`${API_PREFIX}/document/${ZERO_GUID}/opentrans`, {
    headers,
    data: {
      BrandPartnerId: BPI,
      Base64File: Buffer.from(await exported.text(), 'utf8').toString('base64'),
      FileName: 'order.xml',
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const order = (await imported.json()) as { SalesDocumentId: string; DocumentNumber: string };
  const xml = await (
    await request.get(`${API_PREFIX}/document/${order.SalesDocumentId}/opentrans`, {
      headers,
      params: { brandPartnerId: BPI },
    })
  ).text();
  const first = /<ORDER_ITEM>[\s\S]*?<QUANTITY>([^<]*)<\/QUANTITY>/.exec(xml)?.[1] ?? '1';
  const buyer = /<bmecat:BUYER_IDREF[^>]*>([^<]*)</.exec(xml)?.[1] ?? '';
  const supplier = /<bmecat:SUPPLIER_IDREF[^>]*>([^<]*)</.exec(xml)?.[1] ?? '';
  const response = `<?xml version="1.0" encoding="UTF-8"?>
<ORDERRESPONSE version="2.1" xmlns="http://www.opentrans.org/XMLSchema/2.1" xmlns:bme="http://www.bmecat.org/bmecat/2005">
  <ORDERRESPONSE_HEADER><ORDERRESPONSE_INFO>
    <ORDER_ID>${order.DocumentNumber}</ORDER_ID><ORDERRESPONSE_DATE>2026-11-28T09:00:00</ORDERRESPONSE_DATE>
    <SUPPLIER_ORDER_ID>AB-4711</SUPPLIER_ORDER_ID>
    <PARTIES><PARTY><bme:PARTY_ID>${supplier}</bme:PARTY_ID><PARTY_ROLE>supplier</PARTY_ROLE></PARTY></PARTIES>
    <ORDER_PARTIES_REFERENCE><bme:BUYER_IDREF>${buyer}</bme:BUYER_IDREF><bme:SUPPLIER_IDREF>${supplier}</bme:SUPPLIER_IDREF></ORDER_PARTIES_REFERENCE>
  </ORDERRESPONSE_INFO></ORDERRESPONSE_HEADER>
  <ORDERRESPONSE_ITEM_LIST><ORDERRESPONSE_ITEM>
    <LINE_ITEM_ID>1</LINE_ITEM_ID><PRODUCT_ID/><QUANTITY>${first}</QUANTITY><bme:ORDER_UNIT>C62</bme:ORDER_UNIT>
    <PRODUCT_PRICE_FIX><bme:PRICE_AMOUNT>${unitPrice}</bme:PRICE_AMOUNT></PRODUCT_PRICE_FIX>
    <DELIVERY_DATE><DELIVERY_START_DATE>2026-12-20</DELIVERY_START_DATE><DELIVERY_END_DATE>2026-12-20</DELIVERY_END_DATE></DELIVERY_DATE>
  </ORDERRESPONSE_ITEM></ORDERRESPONSE_ITEM_LIST>
  <ORDERRESPONSE_SUMMARY><TOTAL_ITEM_NUM>1</TOTAL_ITEM_NUM></ORDERRESPONSE_SUMMARY>
</ORDERRESPONSE>`;
  return { number: order.DocumentNumber, response };
};

const shoot = async (page: Page, name: string) => {
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }
};

type Labels = {
  filter: string;
  open: string;
  erp: string;
  openTrans: string;
  language: string;
  menu: string;
  document: string;
  history: string;
};

/** The document workspace's sub-navigation (its tabs: configurations, document, history, …). */
const documentMenu = (page: Page, labels: Labels) => page.getByRole('list', { name: labels.menu, exact: true });

/**
 * Opens a document's page from the list by its number: Open lands on its configurations, the sub-navigation's tab
 * goes on to the document page in the app (one page load, not a second one by address).
 */
const openDocumentPage = async (page: Page, documentNumber: string, labels: Labels) => {
  await page.goto('/admin/myProjects');
  await page.getByLabel(labels.filter, { exact: true }).fill(documentNumber);
  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('radio').check();
  // Send to ERP offers openTRANS beside the specification's XML.
  await page.getByRole('toolbar').getByRole('button', { name: labels.erp, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: labels.openTrans }).check();
  await expectAccessible(page, '[role="dialog"]');
  await shoot(page, `send-to-erp-${labels.language}-${page.viewportSize()?.width ?? 0}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('toolbar').getByRole('button', { name: labels.open, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
  await documentMenu(page, labels).getByRole('link', { name: labels.document, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/document\/document$/);
};

/** The manufacturer's order number in the document's details, shot at 1280 and 360 pixels. */
const expectSupplierOrderNumber = async (page: Page, language: string) => {
  const number = page.getByTestId('supplier-order-number');
  await expect(number).toHaveText('AB-4711');
  await expectAccessible(page, 'main');
  // The applied toast is dismissed so it does not cover the details in the shots.
  const toast = page.getByTestId('toast');
  while ((await toast.count()) > 0) {
    await toast.first().locator('.toast__close').click();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await number.scrollIntoViewIfNeeded();
  await shoot(page, `order-supplier-number-${language}-1280`);
  await page.setViewportSize({ width: 360, height: 780 });
  // Nothing pushes the page sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await shoot(page, `order-supplier-number-${language}-360`);
};

const EN: Labels = {
  filter: 'Filter Document',
  open: 'Open',
  erp: 'Send to ERP',
  openTrans: 'openTRANS 2.1 (ORDER or QUOTATION)',
  language: 'en',
  menu: 'Document editing',
  document: 'Document',
  history: 'History',
};
const DE: Labels = {
  filter: 'Dokument filtern',
  open: 'Öffnen',
  erp: 'An ERP senden',
  openTrans: 'openTRANS 2.1 (ORDER oder QUOTATION)',
  language: 'de',
  menu: 'Dokument bearbeiten',
  document: 'Dokument',
  history: 'Verlauf',
};

test.describe("the ERP's order response", () => {
  test('an admin checks an ORDERRESPONSE on the order page, sees the diff, applies it and finds it in the details and the history', async ({
    pageAs,
    request,
  }, testInfo) => {
    const { number, response } = await orderWithResponse(request, '1150.50');
    const file = testInfo.outputPath('orderresponse.xml');
    writeFileSync(file, response);
    const page = await pageAs('admin');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDocumentPage(page, number, EN);
    await expect(page.getByTestId('supplier-order-number')).toHaveText('–');
    const panel = page.getByTestId('order-response-panel');
    await expect(panel.getByRole('heading', { name: 'Order response from the ERP' })).toBeVisible();
    await panel.locator('input[type="file"]').setInputFiles(file);
    await panel.getByRole('button', { name: 'Check' }).click();
    const diff = page.getByTestId('order-response-diff');
    await expect(diff).toContainText('AB-4711');
    await expect(diff.getByRole('row')).toHaveCount(3);
    await expect(diff).toContainText('Unit price');
    await expect(diff).toContainText('Delivery date');
    await expectAccessible(page, '[data-testid="order-response-panel"]');
    await panel.scrollIntoViewIfNeeded();
    await shoot(page, 'order-response-en-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await shoot(page, 'order-response-en-360');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(diff).toHaveCount(0);
    // The page reads the order again: the manufacturer's number is now in the document's details.
    await expect(page.getByText("Manufacturer's order number", { exact: true })).toBeVisible();
    await expectSupplierOrderNumber(page, 'en');
    await documentMenu(page, EN).getByRole('link', { name: EN.history, exact: true }).click();
    await expect(page.getByText('ERP order response applied')).toBeVisible();
    await expect(page.getByText('Unit price changed')).toBeVisible();
  });

  test('the German order page shows the same check and the applied number at 1280 and 360 pixels', async ({
    pageAs,
    request,
  }, testInfo) => {
    const { number, response } = await orderWithResponse(request, '1234.56');
    const file = testInfo.outputPath('orderresponse.xml');
    writeFileSync(file, response);
    const page = await pageAs('admin', 'de');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDocumentPage(page, number, DE);
    const panel = page.getByTestId('order-response-panel');
    await expect(panel.getByRole('heading', { name: 'Auftragsbestätigung aus dem ERP' })).toBeVisible();
    await panel.locator('input[type="file"]').setInputFiles(file);
    await panel.getByRole('button', { name: 'Prüfen' }).click();
    const diff = page.getByTestId('order-response-diff');
    await expect(diff).toContainText('Stückpreis');
    await expectAccessible(page, '[data-testid="order-response-panel"]');
    await shoot(page, 'order-response-de-1280');
    await page.setViewportSize({ width: 360, height: 780 });
    await shoot(page, 'order-response-de-360');
    await panel.getByRole('button', { name: 'Übernehmen' }).click();
    await expect(diff).toHaveCount(0);
    await expect(page.getByText('Auftragsnummer des Herstellers', { exact: true })).toBeVisible();
    await expectSupplierOrderNumber(page, 'de');
  });
});

import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expect, test } from '../fixtures/demo';

const WIDTHS = [1280, 360] as const;
const TEXTS = {
  en: {
    title: 'Sales dashboard',
    orders: 'Orders',
    documents: 'Show documents',
    table: 'Table',
    ordersTitle: 'Orders of the period',
    back: 'Back to the dashboard',
    refused: 'Demand the catalogue refuses',
    document: 'Configurations of document',
    optionOrders: /^\d+ orders? \(/,
  },
  de: {
    title: 'Vertriebs-Dashboard',
    orders: 'Aufträge',
    documents: 'Dokumente anzeigen',
    table: 'Tabelle',
    ordersTitle: 'Aufträge des Zeitraums',
    back: 'Zurück zum Dashboard',
    refused: 'Vom Katalog abgelehnte Nachfrage',
    document: 'Konfigurationen des Dokuments',
    optionOrders: /^\d+ (Auftrag|Aufträge) \(/,
  },
} as const;

// Screenshots of the page at each width and language, to look at (E2E_SCREENSHOTS=folder).
const SHOTS = process.env.E2E_SCREENSHOTS;

/** The page scrolls no wider than the window. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);

test('a head of sales reads the dashboard in German and English at 1280 and 360 px, with table views and the documents behind a figure; sales are not offered it', async ({
  pageAs,
}) => {
  for (const language of ['de', 'en'] as const) {
    const text = TEXTS[language];
    const page = await pageAs('admin', language);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin');
      await page.getByRole('link', { name: text.title }).first().click();
      await expect(page).toHaveURL(/\/admin\/insight/);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const orders = page.getByRole('article', { name: text.orders, exact: true });
      await expect(orders.getByTestId('insight-figure-value')).toHaveText(/^\d+$/);
      await expect(page.getByTestId('insight-funnel')).toBeVisible();
      await expect(page.getByTestId('insight-breakdown')).toBeVisible();
      // A head of sales does not see the manufacturer's refused demand.
      await expect(page.getByRole('heading', { name: text.refused })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, '#main');
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/insight-${language}-${width}.png`, fullPage: true });
      }
      // Every chart has a table view, reached by keyboard.
      const funnel = page.getByTestId('insight-funnel');
      await funnel.getByText(text.table, { exact: true }).click();
      await expect(funnel.getByRole('table')).toBeVisible();
      await expect(funnel.getByRole('rowheader').first()).toBeVisible();
      await expectAccessible(page, '#main');
      // The breakdown's table links each row's offers and orders: a row's orders list exactly the orders it counts.
      const breakdown = page.getByTestId('insight-breakdown');
      await breakdown.getByText(text.table, { exact: true }).click();
      const row = breakdown.getByRole('row').nth(1);
      await expect(row.getByRole('link')).toHaveCount(2);
      const rowOrders = Number(((await row.getByRole('cell').nth(1).textContent()) ?? '').replace(/\D/g, ''));
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, '#main');
      if (SHOTS) {
        await breakdown.screenshot({ path: `${SHOTS}/insight-breakdown-${language}-${width}.png` });
      }
      await row.getByRole('link', { name: new RegExp(`^${text.orders} \\(`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.ordersTitle })).toBeVisible();
      await expect(page.getByTestId('insight-documents').getByRole('row')).toHaveCount(Math.min(rowOrders, 25) + 1);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      // A top option links to the orders that chose it ("N orders", which may be fewer than its configurations).
      const options = page.getByTestId('insight-options');
      if (SHOTS) {
        await options.screenshot({ path: `${SHOTS}/insight-options-${language}-${width}.png` });
      }
      const optionLink = options.getByRole('link', { name: text.optionOrders }).first();
      const optionOrders = Number(((await optionLink.textContent()) ?? '').replace(/\(.*$/, '').replace(/\D/g, ''));
      await optionLink.click();
      await expect(page.getByRole('heading', { level: 1, name: text.ordersTitle })).toBeVisible();
      await expect(page).toHaveURL(/parameterId=.*valueId=/);
      await expect(page.getByTestId('insight-documents').getByRole('row')).toHaveCount(Math.min(optionOrders, 25) + 1);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      // The orders figure lists the orders it counts.
      const count = Number(await orders.getByTestId('insight-figure-value').textContent());
      await orders.getByRole('link', { name: new RegExp(text.documents) }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.ordersTitle })).toBeVisible();
      await expect(page.getByTestId('insight-documents').getByRole('row')).toHaveCount(Math.min(count, 25) + 1);
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, '#main');
      if (SHOTS) {
        await page.screenshot({ path: `${SHOTS}/insight-documents-${language}-${width}.png`, fullPage: true });
      }
      // A row opens its document, as the document lists do.
      const first = page.getByTestId('insight-documents').getByRole('row').nth(1).getByRole('link');
      const number = (await first.textContent()) ?? '';
      expect(number).toMatch(/^\d{4}-\d{5}$/);
      await first.click();
      await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
      await expect(page.getByRole('heading', { level: 1, name: `${text.document} ${number}` })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: text.ordersTitle })).toBeVisible();
      await page.getByRole('link', { name: text.back }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    }
  }
  const sales = await pageAs('sales', 'en');
  await sales.goto('/admin');
  await expect(sales.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(sales.getByRole('link', { name: TEXTS.en.title })).toHaveCount(0);
  await sales.goto('/admin/insight');
  await expect(sales).toHaveURL(/\/admin$/);
});

test("the manufacturer's OEM user also sees the demand the catalogue refuses and where configurations were left", async ({
  pageAs,
}) => {
  for (const language of ['en', 'de'] as const) {
    const page = await pageAs('oem', language);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/insight');
    await expect(page.getByRole('heading', { name: TEXTS[language].refused })).toBeVisible();
    await expect(page.getByTestId('insight-steps')).toBeVisible();
    await expectAccessible(page, '#main');
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/insight-oem-${language}-1280.png`, fullPage: true });
    }
  }
});

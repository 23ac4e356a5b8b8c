import type { Locator, Page } from '@playwright/test';
import { JOURNEY_LANGUAGES, openDocument, textsOf } from '../fixtures/backoffice';
import { expect, test } from '../fixtures/demo';

// Issue 22 point 3: one table for every table. What a salesperson reads first is in view at 1280 px, the rest is a
// click away and scrolls inside the table, the actions stay in view, and counts read in the language's plural.

/** Whether an element lies wholly inside the window (not cut off at its right edge). */
const isInView = async (page: Page, element: Locator) => {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
};

for (const language of JOURNEY_LANGUAGES) {
  const t = textsOf(language);

  test.describe(`tables (${language})`, () => {
    test('the document list shows status, price and type at 1280 px and shows more columns on demand', async ({
      pageAs,
    }) => {
      const page = await pageAs('admin', language);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/admin/myProjects');
      await expect(page.getByTestId('document-row').first()).toBeVisible();
      for (const column of ['DocumentNumber', 'TotalPriceWithTax', 'DocumentTypeName', 'DocumentStatusName']) {
        const header = page.getByRole('button', {
          name: t('common:table.sortBy', { column: t(`documents:columns.${column}`) }),
        });
        expect(await isInView(page, header), `${column} in view`).toBe(true);
      }
      const statusFilter = t('common:table.filterBy', { column: t('documents:columns.ProjectStatus') });
      await expect(page.getByLabel(statusFilter, { exact: true })).toHaveCount(0);
      await page.getByTestId('table-columns').click();
      await page.getByRole('checkbox', { name: t('documents:columns.ProjectStatus') }).check();
      await page.keyboard.press('Escape');
      await expect(page.getByLabel(statusFilter, { exact: true })).toBeVisible();
      // The page itself still does not scroll sideways; the table does, inside.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

      // One document reads in the singular.
      await page
        .getByLabel(t('common:table.filterBy', { column: t('documents:columns.DocumentNumber') }), { exact: true })
        .fill('2026-00001');
      await expect(page.getByTestId('document-count')).toHaveText(t('documents:list.total', { count: 1, shown: 1 }));
    });

    test("a document's configurations keep their actions in view and count in the language's plural", async ({
      pageAs,
    }) => {
      const page = await pageAs('admin', language);
      await page.setViewportSize({ width: 1280, height: 800 });
      await openDocument(page, language, '/admin/myProjects', '2026-00001');
      await expect(page.getByText(t('document-configurations:count', { count: 2 }), { exact: true })).toBeVisible();
      expect(await isInView(page, page.getByTestId('delete-2'))).toBe(true);
      await openDocument(page, language, '/admin/myProjects', '2026-00002');
      await expect(page.getByText(t('document-configurations:count', { count: 1 }), { exact: true })).toBeVisible();
    });
  });
}

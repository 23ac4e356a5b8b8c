import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import {
  copyOfDemoDocument,
  documentRows,
  JOURNEY_LANGUAGES,
  type JourneyLanguage,
  openDocument,
  selectDocument,
  textsOf,
  toastSaying,
} from '../fixtures/backoffice';
import { expect, test } from '../fixtures/demo';

// Issue 22 point 2: context is never lost. The configurator says which document it works for and leads back to it;
// every action that moves a document says where it went, with a link there; the OEM finds an order it received.

const toolbarButton = (page: Page, language: JourneyLanguage, action: string) =>
  page
    .getByRole('toolbar')
    .getByRole('button', { name: textsOf(language)(`documents:actions.${action}`), exact: true });

/** Runs a list action on the selected row and answers its question (or its form) with `answer`. */
const runAction = async (
  page: Page,
  language: JourneyLanguage,
  action: string,
  answer: (dialog: Locator) => Promise<void>,
) => {
  await toolbarButton(page, language, action).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await answer(dialog);
  await expect(dialog).toBeHidden();
};

const confirmQuestion = (language: JourneyLanguage) => async (dialog: Locator) => {
  await dialog.getByRole('button', { name: textsOf(language)('documents:dialogs.confirm'), exact: true }).click();
};

/** The number of the new document a toast names beside the acted-on one. */
const otherNumberIn = async (toast: Locator, document: { number: string }) => {
  await expect(toast).toBeVisible();
  const numbers = (await toast.locator('p').innerText()).match(/\d{4}-\d{5}/g) ?? [];
  const other = numbers.find((number) => number !== document.number);
  expect(other, 'the new document named in the toast').toBeDefined();
  return other ?? '';
};

/** Follows a toast's link and finds the document selected in the list it leads to. */
const followToast = async (page: Page, toast: Locator, documentNumber: string) => {
  await toast.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`document=${documentNumber}`));
  const rows = documentRows(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(documentNumber);
  await expect(rows.first().getByRole('radio')).toBeChecked();
};

for (const language of JOURNEY_LANGUAGES) {
  const t = textsOf(language);

  test.describe(`context is never lost (${language})`, () => {
    test('the configurator names the document and its customer, and leads back to it', async ({ pageAs }) => {
      const page = await pageAs('admin', language);
      await openDocument(page, language, '/admin/myProjects', '2026-00001');
      const context = page.getByTestId('document-context');

      // Changing a position: the configurator says which position of which document, and for whom.
      await page.getByTestId('change-1').click();
      await expect(page).toHaveURL(/\/configurator\/configuration\?id=/);
      await expect(context).toContainText(t('common:documentContext.changing', { number: '2026-00001', position: 1 }));
      await expect(context).toContainText(t('common:documentContext.customer', { customer: 'Maja Kos' }));
      await expectAccessible(page);
      await context.getByRole('button', { name: t('common:documentContext.back', { number: '2026-00001' }) }).click();
      await expect(page).toHaveURL(/\/admin\/document\/configurations$/);

      // Adding: model selection says which document the configuration will be added to.
      await page.getByTestId('add-configuration').click();
      await expect(page).toHaveURL(/\/configurator\/selection/);
      await expect(context).toContainText(t('common:documentContext.adding', { number: '2026-00001' }));
      await context.getByRole('button', { name: t('common:documentContext.back', { number: '2026-00001' }) }).click();
      await expect(page).toHaveURL(/\/admin\/document\/configurations$/);

      // Back at the document, adding mode is over: the configurator no longer works for it.
      await page.goto('/configurator/selection');
      await expect(page.getByTestId('model-count')).toBeVisible();
      await expect(context).toHaveCount(0);
    });

    test('assign, copy and archive say where the document went, and the link shows it', async ({ pageAs, request }) => {
      const assigned = await copyOfDemoDocument(request);
      const archived = await copyOfDemoDocument(request);
      const page = await pageAs('admin', language);
      await page.goto('/admin/myProjects');

      // Assigned to another salesman, it leaves 'my'; the link shows it in 'all'.
      await selectDocument(page, language, assigned.number);
      await runAction(page, language, 'assign', async (dialog) => {
        await dialog.getByRole('combobox', { name: t('documents:dialogs.user') }).click();
        await page.getByRole('option', { name: /Marko Novak/ }).click();
        await dialog.getByRole('button', { name: t('documents:actions.assign'), exact: true }).click();
      });
      const assignToast = toastSaying(
        page,
        t('documents:moved.assign', { number: assigned.number, user: 'Marko Novak' }),
      );
      await expect(assignToast).toBeVisible();
      await expectAccessible(page);
      await expect(documentRows(page)).toHaveCount(0);
      await followToast(page, assignToast, assigned.number);
      await expect(page).toHaveURL(/\/admin\/allProjects\?/);

      // A copy is a new document: the toast names it and its link shows it.
      await page.goto('/admin/myProjects');
      await selectDocument(page, language, archived.number);
      await runAction(page, language, 'copy', async (dialog) => {
        await dialog.getByRole('combobox', { name: t('documents:dialogs.type') }).click();
        await page.getByRole('listbox').getByRole('option').first().click();
        await dialog.getByRole('button', { name: t('documents:actions.copy'), exact: true }).click();
      });
      const copyNumber = await otherNumberIn(page.getByTestId('toast').filter({ hasText: archived.number }), archived);
      const copyToast = toastSaying(page, t('documents:moved.copy', { number: archived.number, copy: copyNumber }));
      await expect(copyToast).toBeVisible();
      await followToast(page, copyToast, copyNumber);

      // Archived, it leaves the list; the link shows it with 'include archived'.
      await page.goto('/admin/myProjects');
      await selectDocument(page, language, archived.number);
      await runAction(page, language, 'archive', confirmQuestion(language));
      const archiveToast = toastSaying(page, t('documents:moved.archive', { number: archived.number }));
      await expect(archiveToast).toBeVisible();
      await expect(documentRows(page)).toHaveCount(0);
      await followToast(page, archiveToast, archived.number);
      await expect(page.getByRole('checkbox', { name: t('documents:list.includeArchived') })).toBeChecked();
    });

    test('submit for production says where the order went; the OEM finds an order sent to it in its own list', async ({
      pageAs,
      request,
    }) => {
      const order = await copyOfDemoDocument(request, '2026-00001', { confirmed: true });
      const forSupplier = await copyOfDemoDocument(request, '2026-00001', { confirmed: true });

      // The admin sends one to the supplier (the manufacturer's contact Petra Zupan, its OEM user).
      const admin = await pageAs('admin', language);
      await admin.goto('/admin/myProjects');
      await selectDocument(admin, language, forSupplier.number);
      await runAction(admin, language, 'sendToSupplier', async (dialog) => {
        await dialog.getByRole('combobox', { name: t('documents:dialogs.type') }).click();
        await admin.getByRole('listbox').getByRole('option').nth(1).click();
        await dialog
          .getByRole('radio', { name: t('documents:dialogs.pickContactRow', { name: 'Petra Zupan' }) })
          .check();
        await dialog.getByRole('button', { name: t('documents:actions.sendToSupplier'), exact: true }).click();
      });
      const received = await otherNumberIn(
        admin.getByTestId('toast').filter({ hasText: forSupplier.number }),
        forSupplier,
      );
      await expect(
        toastSaying(
          admin,
          t('documents:moved.sendToSupplier', {
            number: forSupplier.number,
            copy: received,
            partner: 'Alpina Vrata d.d.',
          }),
        ),
      ).toBeVisible();

      // The OEM's 'my' holds what it received (its user is the new document's salesman).
      const oem = await pageAs('oem', language);
      await oem.goto('/admin/myProjects');
      await selectDocument(oem, language, received);

      // The OEM submits the distributor's confirmed order for production: the toast says it left the limited list.
      await oem.goto('/admin/allProjects');
      await selectDocument(oem, language, order.number);
      const download = oem.waitForEvent('download');
      await runAction(oem, language, 'submitForProduction', confirmQuestion(language));
      await download;
      const productionToast = toastSaying(oem, t('documents:moved.submitForProduction', { number: order.number }));
      await expect(productionToast).toBeVisible();
      await followToast(oem, productionToast, order.number);
      await expect(oem.getByRole('checkbox', { name: t('documents:list.showAll') })).toBeChecked();
    });
  });
}

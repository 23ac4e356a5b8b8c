import { createHash } from 'node:crypto';
import { API_PREFIX } from '@door/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, DEMO_PASSWORD, expect, test } from '../fixtures/demo';

const BPI = DEMO_BRAND_PARTNERS.alpina;

/** The seed's stable ids (apps/server/src/core/stable-id.ts): demo documents and their configurations. */
const stableId = (namespace: string, name: string): string => {
  const hex = createHash('sha256').update(`${namespace}:${name}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
};

const tokenOf = async (request: APIRequestContext) => {
  const reply = await request.post(`${API_PREFIX}/token`, {
    form: {
      grant_type: 'password',
      username: 'admin@demo.test',
      password: DEMO_PASSWORD,
      client_id: 'configurator-web',
      client_secret: 'configurator-web-secret',
    },
  });
  return ((await reply.json()) as { access_token: string }).access_token;
};

type ListRow = { SalesDocumentId: string; DocumentNumber: string; DocumentStatusId: string; ProjectNumber: number };

/** A demo draft of the admin, in 'my', with one configuration, which the admin may edit. */
const editableDemoConfiguration = async (request: APIRequestContext) => {
  const headers = { authorization: `Bearer ${await tokenOf(request)}` };
  const rows = (await (await request.get(`${API_PREFIX}/document/${BPI}/my`, { headers })).json()) as ListRow[];
  for (let index = 0; index < 80; index++) {
    const documentId = stableId('document', `demo-${index}`);
    const row = rows.find((entry) => entry.SalesDocumentId === documentId);
    if (!row) {
      continue;
    }
    const documentConfigurationId = stableId('document-configuration', `demo-${index}-0`);
    const reply = await request.get(
      `${API_PREFIX}/document/configuration/${documentConfigurationId}/calculation?brandPartnerId=${BPI}`,
      { headers },
    );
    // A document of one configuration: its list row's final price is that configuration's.
    const second = await request.get(
      `${API_PREFIX}/document/configuration/${stableId('document-configuration', `demo-${index}-1`)}/calculation?brandPartnerId=${BPI}`,
      { headers },
    );
    if (reply.ok() && second.status() === 404 && ((await reply.json()) as { CanEdit: boolean }).CanEdit) {
      return {
        row,
        documentId,
        documentConfigurationId,
        configurationId: stableId('configuration', `demo-${index}-0`),
      };
    }
  }
  throw new Error('no editable demo configuration');
};

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const saveOf = (dialog: Locator) => dialog.getByRole('button', { name: 'Save' });

test('an admin prices a configuration (costs, discounts, net cost, tax) and keeps the document terms', async ({
  pageAs,
  request,
}) => {
  test.setTimeout(360_000);
  const target = await editableDemoConfiguration(request);
  const page = await pageAs('admin');
  await page.addInitScript(
    ({ document, configuration }) => {
      localStorage.setItem('document', JSON.stringify(document));
      localStorage.setItem('documentConfiguration', JSON.stringify(configuration));
    },
    {
      document: {
        documentId: target.documentId,
        initialDocumentId: null,
        name: target.row.DocumentNumber,
        project: target.row.ProjectNumber,
        addingMode: false,
        disableEdit: false,
        status: target.row.DocumentStatusId,
        currency: 'EUR',
      },
      configuration: {
        documentConfigurationId: target.documentConfigurationId,
        configurationId: target.configurationId,
        position: 1,
        name: 'Vrata',
        statusId: null,
      },
    },
  );

  await page.goto('/admin/configuration/calculation');
  await expect(page.getByRole('heading', { name: /Calculation/ }).first()).toBeVisible();
  await expect(page.getByTestId('calculation-summary')).toBeVisible();
  await expectAccessible(page);

  // Additional cost: missing fields, then a bad value, then a comma value.
  await page.getByRole('button', { name: 'Add additional cost' }).click();
  let dialog = dialogNamed(page, 'New additional cost');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role=dialog]');
  await dialog.getByLabel('Name').fill('Montaža');
  await expect(dialog.getByText('Please enter all required fields.')).toBeVisible();
  await expect(saveOf(dialog)).toBeDisabled();
  await dialog.getByLabel('Value').fill('1,234');
  await expect(dialog.getByText('Input number (two decimal places)')).toBeVisible();
  await expect(saveOf(dialog)).toBeDisabled();
  await dialog.getByLabel('Value').fill('150,50');
  await saveOf(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('additional-costs-table')).toContainText('Montaža');
  await expect(page.getByTestId('additional-costs-table')).toContainText('150,50 €');

  // Two discounts at different levels; the value and level checks show after the debounce.
  await page.getByRole('button', { name: 'Add discount' }).click();
  dialog = dialogNamed(page, 'New discount');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role=dialog]');
  await dialog.getByLabel('Name').fill('Akcija');
  await dialog.getByLabel('Value (%)').fill('120');
  await dialog.getByLabel('Level').fill('101');
  await expect(dialog.getByText('Input number (-100 - 100, two decimal places)')).toBeVisible();
  await expect(dialog.getByText('Input number (0 - 100)')).toBeVisible();
  await expect(saveOf(dialog)).toBeDisabled();
  await dialog.getByLabel('Value (%)').fill('10 %');
  await dialog.getByLabel('Level').fill('1');
  await saveOf(dialog).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add discount' }).click();
  dialog = dialogNamed(page, 'New discount');
  await dialog.getByLabel('Name').fill('Zvestoba');
  await expect(dialog.getByText('Please enter all required fields.')).toBeVisible();
  await dialog.getByLabel('Value (%)').fill('5,5');
  await dialog.getByLabel('Level').fill('2');
  await saveOf(dialog).click();
  await expect(dialog).toBeHidden();
  const discounts = page.getByTestId('discounts-table');
  await expect(discounts.getByRole('row')).toHaveCount(3);
  await expect(discounts).toContainText('Akcija');
  await expect(discounts).toContainText('Zvestoba');

  // Net cost.
  await page.getByRole('button', { name: 'Add net cost' }).click();
  dialog = dialogNamed(page, 'New net cost');
  await dialog.getByLabel('Value').fill('45');
  await expect(dialog.getByText('Please enter all required fields.')).toBeVisible();
  await dialog.getByLabel('Name').fill('Prevoz');
  await saveOf(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('net-costs-table')).toContainText('45,00 €');

  // Tax 22 %.
  await page.getByRole('combobox', { name: 'Tax' }).click();
  await page.getByRole('option', { name: '22 %' }).click();
  const taxRow = page.getByTestId('summary-taxCost');
  await expect(taxRow).not.toContainText('0,00 €');
  const summaryTotal = (await page.getByTestId('summary-totalPriceWithTax').locator('dd').innerText()).trim();

  // The document's list row shows the same final price, at once.
  await page.goto('/admin/myProjects');
  await page.getByLabel('Filter Document').fill(target.row.DocumentNumber);
  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(summaryTotal);

  // Costs page: the overview with the document's price.
  await page.goto('/admin/configuration/costs');
  await expect(page.getByTestId('costs-configuration-price')).toBeVisible();
  await expect(page.getByTestId('overview-category').first()).toBeVisible();
  await expectAccessible(page);

  // Terms: add, edit and delete a payment term and a delivery term.
  await page.goto('/admin/document/terms');
  await expect(page.getByTestId('payment-terms-table')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add payment term' }).click();
  dialog = dialogNamed(page, 'New payment term');
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role=dialog]');
  await dialog.getByLabel('Text').fill('Predplačilo');
  await expect(dialog.getByText('Please enter all required fields.')).toBeVisible();
  await dialog.getByLabel('Description').fill('Plačilo pred dobavo');
  await dialog.getByLabel('Discount (%)').fill('1,234');
  await dialog.getByLabel('Sort order').fill('-1');
  await expect(dialog.getByText('Input number (two decimal places)')).toBeVisible();
  await expect(dialog.getByText('Input a non-negative whole number')).toBeVisible();
  await expect(saveOf(dialog)).toBeDisabled();
  await dialog.getByLabel('Discount (%)').fill('5,5');
  await dialog.getByLabel('Sort order').fill('0');
  await saveOf(dialog).click();
  await expect(dialog).toBeHidden();
  const payment = page.getByTestId('payment-terms-table');
  await expect(payment).toContainText('Predplačilo');
  await payment.getByRole('button', { name: 'Edit Predplačilo' }).click();
  dialog = dialogNamed(page, 'Edit payment term');
  await dialog.getByLabel('Text').fill('Predplačilo 7 dni');
  await saveOf(dialog).click();
  await expect(payment).toContainText('Predplačilo 7 dni');
  await payment.getByRole('button', { name: 'Delete Predplačilo 7 dni' }).click();
  await page
    .getByRole('dialog', { name: 'Delete' })
    .getByRole('button', { name: /OK|Confirm|Yes|Delete/ })
    .click();
  await expect(payment).not.toContainText('Predplačilo');

  await page.getByRole('button', { name: 'Add delivery term' }).click();
  dialog = dialogNamed(page, 'New delivery term');
  await dialog.getByLabel('Text').fill('Prevzem v skladišču');
  await dialog.getByLabel('Description').fill('Kupec prevzame vrata v skladišču.');
  await expect(dialog.getByText('Please enter all required fields.')).toBeVisible();
  await dialog.getByLabel('Sort order').fill('5');
  await saveOf(dialog).click();
  await expect(dialog).toBeHidden();
  const delivery = page.getByTestId('delivery-terms-table');
  await expect(delivery).toContainText('Prevzem v skladišču');
  await delivery.getByRole('button', { name: 'Edit Prevzem v skladišču' }).click();
  dialog = dialogNamed(page, 'Edit delivery term');
  await dialog.getByLabel('Sort order').fill('6');
  await saveOf(dialog).click();
  await expect(dialog).toBeHidden();
  await delivery.getByRole('button', { name: 'Delete Prevzem v skladišču' }).click();
  await page
    .getByRole('dialog', { name: 'Delete' })
    .getByRole('button', { name: /OK|Confirm|Yes|Delete/ })
    .click();
  await expect(delivery).not.toContainText('Prevzem v skladišču');
});

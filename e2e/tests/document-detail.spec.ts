import { API_PREFIX } from '@door/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, DEMO_PASSWORD, expect, test } from '../fixtures/demo';

const BPI = DEMO_BRAND_PARTNERS.alpina;
const CLIENT = { client_id: 'configurator-web', client_secret: 'configurator-web-secret' };

/** A new offer of the admin with Maja Kos as its contact, made through the API; its document number. */
const newOffer = async (request: APIRequestContext) => {
  const token = await request.post(`${API_PREFIX}/token`, {
    form: { grant_type: 'password', username: 'admin@demo.test', password: DEMO_PASSWORD, ...CLIENT },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${accessToken}` };
  const contacts = (await (await request.get(`${API_PREFIX}/brand/${BPI}/contacts`, { headers })).json()) as {
    ContactId: string;
    Name: string;
  }[];
  const maja = contacts.find((contact) => contact.Name.includes('Maja Kos'));
  expect(maja, 'the demo contact Maja Kos').toBeDefined();
  const created = await request.post(`${API_PREFIX}/document`, {
    headers,
    data: { BrandPartnerId: BPI, ContactId: maja?.ContactId },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { DocumentNumber: string }).DocumentNumber;
};

/** Opens a document from a list page by its number (filter, select, Open). */
const openFromList = async (page: Page, list: string, documentNumber: string) => {
  await page.goto(list);
  await page.getByLabel('Filter Document').fill(documentNumber);
  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('radio').check();
  await page.getByRole('toolbar').getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
};

const menu = (page: Page) => page.getByRole('list', { name: /editing$/ });

test.describe('the document workspace', () => {
  test('an admin edits the detail, changes the contact, fills contact data and sees it all in the history; an installer reads only', async ({
    pageAs,
    request,
  }) => {
    const documentNumber = await newOffer(request);
    const page = await pageAs('admin');
    await openFromList(page, '/admin/myProjects', documentNumber);
    await expect(page.getByTestId('subnav-document')).toContainText(documentNumber);
    await expect(menu(page).getByRole('link')).toHaveText([
      'Configurations',
      'Document',
      'Terms',
      'Contact',
      'Print',
      'History',
    ]);

    // Detail: read-only fields, totals in de-DE, commission and customer number.
    await menu(page).getByRole('link', { name: 'Document', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Document' })).toBeVisible();
    await expect(page.getByTestId('document-number')).toHaveText(documentNumber);
    await expect(page.getByTestId('contact-name')).toHaveText('Maja Kos');
    await expect(page.getByRole('link', { name: 'maja.kos@example.com' })).toHaveAttribute(
      'href',
      'mailto:maja.kos@example.com',
    );
    await expect(page.getByTestId('total-with-tax')).toHaveText(/^0,00\s€$/);
    await expectAccessible(page);
    const save = page.getByRole('form', { name: 'Commission and customer number' }).getByRole('button', {
      name: 'Save',
    });
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: 'Commission' }).fill('House Kos, ground floor');
    await page.getByRole('textbox', { name: 'Customer number' }).fill('PO-4711');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Commission' })).toHaveValue('House Kos, ground floor');
    await expect(page.getByRole('textbox', { name: 'Customer number' })).toHaveValue('PO-4711');

    // Change contact: the contact table, filtered.
    await page.getByRole('button', { name: 'Change contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change contact' });
    await expect(dialog.getByTestId('contact-row').first()).toBeVisible();
    await expect(dialog.getByTestId('contact-row')).toHaveCount(5);
    await expectAccessible(page, '[role=dialog]');
    await dialog.getByLabel('Filter Name').fill('Vidmar');
    await expect(dialog.getByTestId('contact-row')).toHaveCount(1);
    await dialog.getByRole('radio', { name: 'Choose contact Jan Vidmar' }).check();
    await dialog.getByRole('button', { name: 'Take this contact' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('contact-name')).toHaveText('Jan Vidmar');

    // Contact data: Jan Vidmar has no country yet; the missing-field and invalid e-mail states come first.
    await menu(page).getByRole('link', { name: 'Contact', exact: true }).click();
    const form = page.getByRole('form', { name: 'Contact data' });
    await expect(form.getByLabel(/^First name/).first()).toHaveValue('Jan');
    const saveContact = form.getByRole('button', { name: 'Save' });
    await expect(saveContact).toBeDisabled();
    await expectAccessible(page);
    const telephone = form.getByLabel(/^Telephone/).first();
    await telephone.fill('');
    await expect(page.getByTestId('missing-fields')).toBeVisible();
    await expect(saveContact).toBeDisabled();
    const email = form.getByLabel(/^E-mail/);
    await email.fill('jan.vidmar@');
    await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(saveContact).toBeDisabled();
    await email.fill('jan@vidmar-gradnje.example');
    await expect(form.getByText('Enter a valid e-mail address')).toBeHidden();
    await telephone.fill('+386 2 555 01 02');
    await form.getByRole('combobox', { name: 'Country' }).first().click();
    await page.getByRole('listbox').getByRole('option', { name: 'Slovenia', exact: true }).click();
    await form.getByRole('checkbox', { name: 'Different delivery address' }).check();
    await expect(saveContact).toBeDisabled();
    const delivery = form.getByRole('group', { name: 'Delivery address' });
    await delivery.getByLabel(/^First name/).fill('Site');
    await delivery.getByLabel(/^Last name/).fill('Manager');
    await delivery.getByLabel(/^Address/).fill('Industrijska 5');
    await delivery.getByLabel(/^City/).fill('Ptuj');
    await delivery.getByLabel(/^Postal code/).fill('2250');
    await delivery.getByLabel(/^Telephone/).fill('+386 2 555 09 09');
    await delivery.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Slovenia', exact: true }).click();
    await expect(page.getByTestId('missing-fields')).toBeHidden();
    await expect(saveContact).toBeEnabled();
    await saveContact.click();
    // Reloaded after the save: the stored values, untouched again.
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.reload();
    await expect(form.getByLabel(/^E-mail/)).toHaveValue('jan@vidmar-gradnje.example');
    await expect(form.getByRole('checkbox', { name: 'Different delivery address' })).toBeChecked();
    await expect(form.getByRole('group', { name: 'Delivery address' }).getByLabel(/^City/)).toHaveValue('Ptuj');

    // History: every change, newest first, 5 a page.
    await menu(page).getByRole('link', { name: 'History', exact: true }).click();
    const rows = page.getByTestId('history-row');
    await expect(rows).toHaveCount(5);
    await expect(rows.locator('td:first-child')).toHaveText([
      'Contact data changed',
      'Contact changed',
      /^(Customer number|Commission) changed$/,
      /^(Customer number|Commission) changed$/,
      'Created',
    ]);
    await expect(rows.nth(1)).toContainText('Jan Vidmar');
    await expect(page.getByRole('table', { name: 'History' })).toContainText('PO-4711');
    await expectAccessible(page);

    // The installer: the same document, reduced menus, detail read-only, redirected from contact and print.
    const installer = await pageAs('installer');
    await openFromList(installer, '/admin/allProjects', documentNumber);
    await expect(menu(installer).getByRole('link')).toHaveText(['Configurations', 'Document']);
    await menu(installer).getByRole('link', { name: 'Document', exact: true }).click();
    await expect(installer.getByTestId('contact-name')).toHaveText('Jan Vidmar');
    await expect(installer.getByRole('textbox', { name: 'Commission' })).toBeDisabled();
    await expect(installer.getByRole('button', { name: 'Change contact' })).toHaveCount(0);
    await expect(installer.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expectAccessible(installer);
    await installer.goto('/admin/document/contact');
    await expect(installer).toHaveURL(/\/admin\/document\/configurations$/);
    await installer.goto('/admin/document/print');
    await expect(installer).toHaveURL(/\/admin\/document\/configurations$/);
    // Calculation sends an installer on to the installer remarks (§6, lib/admin-redirects.test.ts), and those, with
    // no configuration of this empty document chosen, to its configurations: the page the journey ends on.
    await installer.goto('/admin/configuration/calculation');
    await expect(installer).toHaveURL(/\/admin\/document\/configurations$/);
    await expect(menu(installer).getByRole('link')).toHaveText(['Configurations', 'Document']);
  });
});

import {
  apiAs,
  copyOfDemoDocument,
  documentRows,
  JOURNEY_LANGUAGES,
  openDocument,
  selectDocument,
  textsOf,
  toastSaying,
} from '../fixtures/backoffice';
import { DEMO_BRAND_PARTNERS, expect, test } from '../fixtures/demo';

// Issue 22 point 6: forms that answer. Every save says it saved; the new-offer dialog is named for what it does,
// judges the e-mail as it is typed and keeps its new contact; the country field searches at once; a typed width
// applies after a second; destructive and outward actions ask first and a repeat changes nothing (print and send:
// print.spec.ts).

const BPI = DEMO_BRAND_PARTNERS.alpina;
/** Slovenia in the country list of each language. */
const SLOVENIA = { en: 'Slovenia', de: 'Slowenien' } as const;

for (const language of JOURNEY_LANGUAGES) {
  const t = textsOf(language);

  test.describe(`forms that answer (${language})`, () => {
    test('commission, contact data and terms each say they saved', async ({ pageAs, request }) => {
      const document = await copyOfDemoDocument(request);
      const page = await pageAs('admin', language);
      await openDocument(page, language, '/admin/myProjects', document.number);

      await page.goto('/admin/document/document');
      await page.getByLabel(t('document:detail.Commission'), { exact: true }).fill(`KOM-${language}`);
      await page.getByRole('button', { name: t('document:save'), exact: true }).click();
      await expect(toastSaying(page, t('document:saved.detail'))).toBeVisible();

      await page.goto('/admin/document/contact');
      await page.getByLabel(t('inquiry:fields.City'), { exact: false }).first().fill('Celje');
      // A required field emptied: the page says what is missing; filled again, the contact saves.
      const telephone = page.getByLabel(t('inquiry:fields.Telephone'), { exact: false }).first();
      const number = await telephone.inputValue();
      await telephone.fill('');
      await expect(page.getByTestId('missing-fields')).toBeVisible();
      await telephone.fill(number || '+386 1 234 5678');
      await expect(page.getByTestId('missing-fields')).toBeHidden();
      await page.getByRole('button', { name: t('document:save'), exact: true }).click();
      await expect(toastSaying(page, t('document:saved.contact'))).toBeVisible();

      await page.goto('/admin/document/terms');
      await page.getByRole('button', { name: t('terms:addDeliveryTerm') }).click();
      const dialog = page.getByRole('dialog', { name: t('terms:add.deliveryTerm') });
      await dialog.getByLabel(t('terms:name')).fill('Delivery in May');
      await dialog.getByLabel(t('terms:description')).fill('Delivered to the site in May.');
      await dialog.getByLabel(t('terms:sortOrder')).fill('9');
      await dialog.getByRole('button', { name: t('terms:save') }).click();
      await expect(toastSaying(page, t('terms:saved.row', { name: 'Delivery in May' }))).toBeVisible();
    });

    test('the new offer is named for what it does, checks the e-mail as typed and keeps its new contact', async ({
      pageAs,
    }) => {
      const page = await pageAs('admin', language);
      await page.goto('/admin/myProjects');
      await page
        .getByRole('toolbar')
        .getByRole('button', { name: t('documents:actions.newOffer') })
        .click();
      const dialog = page.getByRole('dialog', { name: t('documents:dialogs.newOfferTitle') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('radio', { name: t('documents:dialogs.newContact') }).check();

      // The country field is empty, its 'select country' a placeholder: typing searches at once.
      const country = dialog.getByRole('combobox', { name: t('inquiry:fields.CountryId') });
      await expect(country).toHaveValue('');
      await expect(country).toHaveAttribute('placeholder', t('inquiry:fields.selectCountry'));
      await country.fill(SLOVENIA[language].slice(0, 6));
      await page.getByRole('option', { name: SLOVENIA[language] }).click();

      // The e-mail is judged 700 ms after typing stops, before any submit.
      const email = dialog.getByLabel(t('inquiry:fields.Email'), { exact: false });
      await email.fill('tina@');
      await expect(dialog.getByText(t('inquiry:errors.emailInvalid'))).toBeVisible();
      await email.fill(`tina.${language}@example.com`);
      await expect(email).toHaveAttribute('data-valid', 'true');
      const lastName = `Oblak-${language}`;
      await dialog.getByLabel(t('inquiry:fields.FirstName'), { exact: false }).fill('Tina');
      await dialog.getByLabel(t('inquiry:fields.LastName'), { exact: false }).fill(lastName);
      await dialog.getByLabel(t('inquiry:fields.City'), { exact: false }).fill('Celje');
      await dialog.getByLabel(t('inquiry:fields.Zip'), { exact: false }).fill('3000');
      await dialog.getByRole('button', { name: t('documents:dialogs.newOfferSubmit') }).click();
      await expect(page).toHaveURL(/\/configurator\/selection/);
      await expect(page.getByTestId('document-context')).toContainText(`Tina ${lastName}`);

      // The new contact is one of the storefront's contacts now: the next new offer offers it.
      await page.goto('/admin/myProjects');
      await page
        .getByRole('toolbar')
        .getByRole('button', { name: t('documents:actions.newOffer') })
        .click();
      await page
        .getByRole('dialog')
        .getByRole('combobox', { name: t('documents:dialogs.customer') })
        .fill(lastName);
      await expect(page.getByRole('option', { name: new RegExp(`Tina ${lastName}`) })).toBeVisible();
    });

    test('a typed width applies one second after typing stops, without leaving the field', async ({ pageAs }) => {
      const page = await pageAs('admin', language);
      await page.goto('/configurator/selection');
      await page.getByRole('searchbox').fill('Triglav');
      await expect(page.getByTestId('model-card')).toHaveCount(1);
      await page.getByTestId('model-card').first().click();
      await expect(page).toHaveURL(/\/configurator\/configuration\?id=/);
      const width = page.getByTestId('integer-input').first();
      const price = page.getByTestId('configuration-price');
      const before = await price.innerText();
      await width.fill('');
      await width.pressSequentially('1100', { delay: 50 });
      const update = page.waitForRequest((call) => /\/configurator\/(\w+\/)?update\b/.test(call.url()));
      await expect(width).toBeFocused();
      await update;
      await expect(price).not.toHaveText(before);
      await expect(width).toBeFocused();
    });

    test('archive asks first, and a repeat changes nothing', async ({ pageAs, request }) => {
      const document = await copyOfDemoDocument(request);
      const page = await pageAs('admin', language);
      await page.goto('/admin/myProjects');
      await selectDocument(page, language, document.number);
      const archive = page.getByRole('toolbar').getByRole('button', { name: t('documents:actions.archive') });

      // Asked first: cancelling changes nothing.
      await archive.click();
      const question = page.getByRole('dialog');
      await expect(question).toContainText(t('documents:dialogs.question.archive', { number: document.number }));
      await question.getByRole('button', { name: t('documents:dialogs.cancel') }).click();
      await expect(documentRows(page)).toHaveCount(1);

      // Confirmed (twice, fast): one call, one archive.
      const calls: string[] = [];
      page.on('request', (call) => {
        if (call.method() === 'DELETE' && call.url().includes('/archive')) {
          calls.push(call.url());
        }
      });
      await archive.click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: t('documents:dialogs.confirm') })
        .dblclick();
      await expect(toastSaying(page, t('documents:moved.archive', { number: document.number }))).toBeVisible();
      expect(calls).toHaveLength(1);

      // A repeat through the API is refused and leaves the document's history as it was.
      const api = await apiAs(request, 'admin');
      const history = async () => ((await api.get(`document/${document.id}/history`)) as unknown[]).length;
      const entries = await history();
      const repeat = await api.raw('DELETE', `document/${document.id}/archive?brandPartnerId=${BPI}`);
      expect(repeat.status()).toBe(409);
      expect(await history()).toBe(entries);
    });
  });
}

import { readFileSync } from 'node:fs';
import { API_PREFIX } from '@door/contract';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { copyOfDemoDocument, JOURNEY_LANGUAGES, openDocument, textsOf } from '../fixtures/backoffice';
import { DEMO_BRAND_PARTNERS, expect, test } from '../fixtures/demo';
import { createMailSink } from '../fixtures/mail-sink';

// Issue 40, item 5: a customer downloads their data and deletes their account from the profile page; a head of sales
// downloads a document contact's data on request from the contact page. Screens at 1280 and 360 pixels
// (E2E_SCREENSHOTS=<folder> keeps them).

const sink = createMailSink();
test.beforeAll(sink.start);
test.afterAll(sink.stop);

const PASSWORD = 'Hrastova-Vrata-2026';
const shots = process.env.E2E_SCREENSHOTS;

/** Screens of the page at 1280 and at 360 pixels wide, kept when E2E_SCREENSHOTS names a folder. */
const screens = async (page: Page, name: string) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    if (shots) {
      await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
};

for (const language of JOURNEY_LANGUAGES) {
  const t = textsOf(language);

  test(`a customer downloads their data and deletes the account (${language})`, async ({ pageAs, request }) => {
    const email = `gdpr-${language}-${Date.now()}@example.com`;
    const countries = (await (await request.get(`${API_PREFIX}/selection/countrylist`)).json()) as {
      CountryId: string;
      Code: string;
    }[];
    const before = sink.count();
    const registered = await request.post(`${API_PREFIX}/account/register`, {
      data: {
        BrandPartnerId: DEMO_BRAND_PARTNERS.alpina,
        Email: email,
        Password: PASSWORD,
        ConfirmPassword: PASSWORD,
        FirstName: 'Mojca',
        LastName: 'Podobnik',
        Address: 'Trubarjeva 3',
        Zip: '1000',
        City: 'Ljubljana',
        CountryId: countries.find((country) => country.Code === 'SI')?.CountryId,
        Telephone: '+386 41 555 666',
        Lang: language,
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const mail = await sink.waitFor((item) => item.to.includes(email) && /token=/.test(item.text), before);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    expect((await request.post(`${API_PREFIX}/account/activate`, { data: { Token: token } })).ok()).toBe(true);

    const page = await pageAs({ email, password: PASSWORD }, language);
    await page.goto('/profile');
    const section = page.getByTestId('personal-data-self');
    await expect(section.getByRole('heading', { name: t('common:personalData.self.title') })).toBeVisible();
    await section.scrollIntoViewIfNeeded();

    // The download is the JSON export of every table that names the customer.
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: t('common:personalData.self.download') }).click();
    const download = await downloading;
    const exported = JSON.parse(readFileSync((await download.path()) ?? '', 'utf8')) as {
      Tables: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.Tables.users?.[0]).toMatchObject({ email, firstName: 'Mojca' });
    expect(exported.Tables.customer_profiles?.[0]).toMatchObject({ telephone: '+386 41 555 666' });
    await expectAccessible(page);
    await screens(page, `profile-data-${language}`);

    // Deleting asks for the e-mail typed again; the button waits for it.
    await section.getByRole('button', { name: t('common:personalData.self.erase') }).click();
    const dialog = page.getByRole('dialog', { name: t('common:personalData.self.confirmTitle') });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: t('common:personalData.self.confirmErase') });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(t('common:personalData.typeEmail', { email })).fill(email);
    await expect(confirm).toBeEnabled();
    await expectAccessible(page, '[role="dialog"]');
    await screens(page, `profile-delete-${language}`);
    await confirm.click();
    await expect(page).toHaveURL(/\/configurator\/selection$/);
    await expect(page.getByText(t('common:personalData.deleted'))).toBeVisible();

    // Signing in again is refused.
    const again = await request.post(`${API_PREFIX}/token`, {
      form: {
        grant_type: 'password',
        username: email,
        password: PASSWORD,
        client_id: 'configurator-web',
        client_secret: 'configurator-web-secret',
      },
    });
    expect(again.ok()).toBe(false);
  });

  test(`a head of sales downloads a document contact's data on request (${language})`, async ({ pageAs, request }) => {
    const document = await copyOfDemoDocument(request);
    const page = await pageAs('admin', language);
    await openDocument(page, language, '/admin/myProjects', document.number);
    await page.goto('/admin/document/contact');
    const section = page.getByTestId('personal-data-contact');
    await expect(section.getByRole('heading', { name: t('common:personalData.contact.title') })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: t('common:personalData.contact.download') }).click();
    const exported = JSON.parse(readFileSync((await (await downloading).path()) ?? '', 'utf8')) as {
      Tables: Record<string, unknown[]>;
    };
    expect(exported.Tables.sales_documents?.length).toBeGreaterThan(0);
    await section.getByRole('button', { name: t('common:personalData.contact.erase') }).click();
    const dialog = page.getByRole('dialog', { name: t('common:personalData.contact.confirmTitle') });
    await expect(dialog.getByRole('button', { name: t('common:personalData.contact.confirmErase') })).toBeDisabled();
    await expectAccessible(page, '[role="dialog"]');
    await screens(page, `contact-erase-${language}`);
    await dialog.getByRole('button', { name: t('common:dialog.cancel') }).click();
    await expectAccessible(page);
  });
}

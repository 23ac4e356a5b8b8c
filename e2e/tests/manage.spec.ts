import { API_PREFIX, parseColor, toHex } from '@door/contract';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, expect, test } from '../fixtures/demo';
import { createMailSink } from '../fixtures/mail-sink';

const sink = createMailSink();
test.beforeAll(sink.start);
test.afterAll(sink.stop);

const CLIENT = { client_id: 'configurator-web', client_secret: 'configurator-web-secret' };

/** Picks an option of a Mantine select or multi-select by its label. */
const choose = async (page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) => {
  await scope.getByLabel(new RegExp(`^${label}`)).click({ force: true });
  await page.getByRole('option', { name: option }).click();
};

test('a head of sales invites a salesperson, who sets a password and signs in with the granted storefront only', async ({
  pageAs,
  anonymousPage,
  request,
}) => {
  const email = `verkauf-${Date.now()}@example.com`;
  const password = 'Eichen-Tuer-2026!';
  const page = await pageAs('admin', 'en');
  await page.goto('/admin/manage/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByTestId('manage-users').getByRole('row').filter({ hasText: 'sales@demo.test' })).toBeVisible();
  await expectAccessible(page, '#main');

  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog', { name: 'New user' });
  await dialog.getByLabel('First name').fill('Vera');
  await dialog.getByLabel('Last name').fill('Verkauf');
  await dialog.getByLabel('E-mail').fill(email);
  // The head of sales cannot give the manufacturer's rights.
  await expect(dialog.getByLabel('Manufacturer administrator (OEM admin)')).toBeDisabled();
  await choose(page, dialog, 'Storefronts', 'Nordhaus Türen — Konfigurator (Nordhaus Türen)');
  await page.keyboard.press('Escape');
  await expectAccessible(page, '[role="dialog"]');
  const before = sink.count();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('manage-users').getByRole('row').filter({ hasText: email })).toContainText(
    'Invitation sent',
  );

  const mail = await sink.waitFor((item) => item.to.includes(email) && /\/reset\?token=/.test(item.text), before);
  const link = /\/reset\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '';
  const invited = await anonymousPage('en');
  await invited.goto(link);
  await invited.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await invited.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await invited.getByRole('button', { name: 'Save password' }).click();
  await expect(invited.getByText('Your password has been changed.')).toBeVisible();
  await invited.goto('/login');
  await invited.getByLabel('E-mail').fill(email);
  await invited.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await invited.getByRole('button', { name: 'Sign in' }).click();
  await expect(invited).toHaveURL(/\/admin\/myProjects$/);
  // The management pages are not theirs: the menu does not offer them, and opening one sends them home.
  await expect(invited.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await invited.goto('/admin/manage/users');
  await expect(invited).toHaveURL(/\/admin$/);

  const token = await request.post(`${API_PREFIX}/token`, {
    form: { grant_type: 'password', username: email, password, ...CLIENT },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const brands = await request.get(`${API_PREFIX}/brand`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(((await brands.json()) as { BrandPartnerId: string }[]).map((row) => row.BrandPartnerId)).toEqual([
    DEMO_BRAND_PARTNERS.nordhaus,
  ]);
});

test('an OEM admin creates a storefront with its own theme, and the storefront shows it', async ({
  pageAs,
  anonymousPage,
}) => {
  const title = `Vrata Jug ${Date.now()}`;
  const page = await pageAs('oem', 'en');
  await page.goto('/admin/manage/brand-partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Storefronts' })).toBeVisible();
  await expectAccessible(page, '#main');
  await page.getByRole('button', { name: 'New storefront' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New storefront' })).toBeVisible();
  const editor = page.getByTestId('storefront-editor');
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Inquiry e-mail').fill('jug@example.com');
  // A logo uploaded as a file: inlined in the theme and shown in the preview (the server sanitises an SVG on save).
  await editor
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10"><rect width="20" height="10" fill="#c8102e"/></svg>',
      ),
    });
  await expect(editor.getByRole('textbox', { name: /^Logo \(/ })).toHaveValue(/^data:image\/svg\+xml;base64,/);
  await expect(page.getByTestId('storefront-preview').locator('.storefront-preview__logo')).toBeVisible();
  // An unreadable pair is flagged as typed, with the nearest readable colour offered.
  const headerText = editor.getByRole('textbox', { name: 'Header text colour' });
  await editor.getByRole('textbox', { name: 'Header background' }).fill('#dddddd');
  await expect(page.getByTestId('contrast-HeaderFontColor')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Header background' }).fill('#14532d');
  await expect(page.getByTestId('contrast-HeaderFontColor')).toHaveCount(0);
  await expect(headerText).toHaveValue('#ffffff');
  const preview = page.getByTestId('storefront-preview');
  await expect(preview.locator('.storefront-preview__header')).toHaveCSS('background-color', 'rgb(20, 83, 45)');
  await expectAccessible(page, '#main');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/manage\/brand-partners\?id=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `Storefront ${title}` })).toBeVisible();

  const customer = await anonymousPage('en');
  await customer.goto(`/configurator/selection?bpi=${id}`);
  await expect(customer.getByTestId('model-card').first()).toBeVisible();
  // The theme arrives with the storefront's data, after the first paint in the default colours.
  await expect
    .poll(async () =>
      toHex(
        parseColor(
          await customer.locator('.app-header').evaluate((element) => getComputedStyle(element).backgroundColor),
        ) ?? { r: 0, g: 0, b: 0 },
      ),
    )
    .toBe('#14532d');
});

test('the partners and audit pages list what the OEM admin may see; others are sent home', async ({ pageAs }) => {
  const oem = await pageAs('oem', 'de');
  await oem.goto('/admin/manage/partners');
  await expect(oem.getByRole('heading', { level: 1, name: 'Partner' })).toBeVisible();
  await expect(
    oem.getByTestId('manage-partners').getByRole('row').filter({ hasText: 'Mizarstvo Novak' }),
  ).toBeVisible();
  await expectAccessible(oem, '#main');
  await oem.getByRole('button', { name: 'Mizarstvo Novak s.p. bearbeiten' }).click();
  const dialog = oem.getByRole('dialog', { name: 'Partner bearbeiten' });
  await dialog.getByLabel('Ort').fill('Kranj');
  await dialog.getByRole('button', { name: 'Ansprechperson hinzufügen' }).click();
  await dialog.getByLabel('Vorname').last().fill('Luka');
  await dialog.getByLabel('Nachname').last().fill('Novak');
  await dialog.getByLabel('Funktion').last().fill('Inhaber');
  await expectAccessible(oem, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    oem.getByTestId('manage-partners').getByRole('row').filter({ hasText: 'Mizarstvo Novak' }),
  ).toContainText('Kranj');

  await oem.goto('/admin/manage/audit');
  await expect(oem.getByRole('heading', { level: 1, name: 'Prüfprotokoll' })).toBeVisible();
  await expect(
    oem
      .getByTestId('manage-audit')
      .getByRole('row')
      .filter({ hasText: /hat den Partner .*Mizarstvo Novak.* geändert/ })
      .first(),
  ).toBeVisible();
  await expectAccessible(oem, '#main');

  const head = await pageAs('admin', 'en');
  await head.goto('/admin/manage/audit');
  await expect(head).toHaveURL(/\/admin$/);
  await head.goto('/admin/manage/brand-partners');
  await expect(head).toHaveURL(/\/admin$/);
  const installer = await pageAs('installer', 'en');
  await installer.goto('/admin/manage/partners');
  await expect(installer).toHaveURL(/\/admin$/);
});

import { APP_VERSION } from '@door/contract';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser, expect, test } from '../fixtures/demo';

const DEFAULT_BPI = '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01';
const INACTIVE_BPI = 'c7d8e9f0-1a2b-4c3d-8e4f-5a6b7c8d9e03';

const HOME_TITLES: Record<DemoUser, string> = {
  admin: 'My projects',
  sales: 'My projects',
  installer: 'All projects',
  oem: 'My projects',
  dealer: 'My projects',
  customer: 'Model selection',
};

test.describe('sign-in by role', () => {
  for (const user of Object.keys(DEMO_USERS) as DemoUser[]) {
    test(`${user} signs in and lands on ${DEMO_USERS[user].home}`, async ({ anonymousPage }) => {
      const page = await anonymousPage();
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(DEMO_USERS[user].email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(new RegExp(`${DEMO_USERS[user].home}$`));
      await expect(page.getByRole('heading', { level: 1, name: HOME_TITLES[user] })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeTruthy();
    });
  }

  test('refuses wrong credentials with loginFailed and asks for missing fields', async ({ anonymousPage }) => {
    const page = await anonymousPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your email')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await page.getByLabel('E-mail').fill('admin@demo.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout signs out and goes to model selection after 700 ms', async ({ pageAs }) => {
    const page = await pageAs('customer');
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/configurator\/selection$/);
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('the admin area sends an anonymous visitor to sign-in', async ({ anonymousPage }) => {
    const page = await anonymousPage();
    await page.goto('/admin/myProjects');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('language', () => {
  test('the language switch changes the texts and persists', async ({ anonymousPage }) => {
    const page = await anonymousPage('en');
    await page.goto('/configurator/selection');
    await expect(page.getByRole('heading', { level: 1, name: 'Model selection' })).toBeVisible();
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modellauswahl' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => localStorage.getItem('userLanguage'))).toBe('de');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Modellauswahl' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  });

  test('the browser language is used when none is stored, else Slovenian', async ({ browser, baseURL }) => {
    const french = await browser.newContext({ baseURL, locale: 'fr-FR' });
    const page = await french.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Choix du modèle' })).toBeVisible();
    await french.close();
    const italian = await browser.newContext({ baseURL, locale: 'it-IT' });
    const other = await italian.newPage();
    await other.goto('/');
    await expect(other.getByRole('heading', { level: 1, name: 'Izbira modela' })).toBeVisible();
    await italian.close();
  });
});

test.describe('cookie notice', () => {
  test('shows once, then is remembered for 365 days', async ({ anonymousPage }) => {
    const page = await anonymousPage();
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Cookie notice' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Accept' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Model selection' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookie_viewed');
    expect(cookie).toBeDefined();
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  test('the cookie page exists in six languages and refuses others', async ({ anonymousPage }) => {
    const page = await anonymousPage();
    await page.goto('/cookie-info/it');
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie' })).toBeVisible();
    await expect(page.getByText('Fino alla chiusura del browser').first()).toBeVisible();
    await page.goto('/cookie-info/hr');
    await expect(page.getByRole('heading', { level: 1, name: 'Kolačići' })).toBeVisible();
    await page.goto('/cookie-info/es');
    await expect(page.getByRole('heading', { level: 1, name: 'Language not supported' })).toBeVisible();
  });
});

test.describe('routes and brand', () => {
  test('an unknown route shows model selection with the sub-navigation', async ({ anonymousPage }) => {
    const page = await anonymousPage();
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Model selection' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sub-navigation' })).toBeVisible();
  });

  test('the footer shows the version and the brand partner id', async ({ anonymousPage }) => {
    const page = await anonymousPage();
    await page.goto('/configurator/selection');
    await expect(page.getByTestId('app-version')).toHaveText(`Version ${APP_VERSION}`);
    await expect(page.getByTestId('brand-partner-id')).toContainText(DEFAULT_BPI);
  });

  test('an inactive brand shows its message and moves to the redirect brand', async ({ anonymousPage }) => {
    const page = await anonymousPage();
    await page.goto(`/configurator/selection?bpi=${INACTIVE_BPI}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(new RegExp(`bpi=${DEFAULT_BPI}`));
    expect(await page.evaluate(() => localStorage.getItem('brandPartnerId'))).toBe(DEFAULT_BPI);
  });

  test('editors see the exposed banner and the sub-navigation of their role', async ({ pageAs }) => {
    const page = await pageAs('admin');
    await page.goto('/admin/myProjects');
    await expect(page.getByTestId('exposed-banner')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Sub-navigation' });
    await expect(nav.getByRole('link', { name: 'My projects' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'All projects' })).toBeVisible();
    // The document pages need a current document (without one they lead to the list): open the first row.
    await page.getByTestId('document-row').first().getByRole('radio').check();
    await page.getByRole('toolbar').getByRole('button', { name: 'Open', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/document\/configurations$/);
    await page.goto('/admin/document/history');
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Terms' })).toBeVisible();
  });
});

test.describe('accessibility', () => {
  test('sign-in, model selection, cookie page and an admin page have no serious axe violations', async ({
    anonymousPage,
    pageAs,
  }) => {
    const page = await anonymousPage();
    for (const path of ['/login', '/configurator/selection', '/cookie-info/en']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    }
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/configurator/selection');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    const admin = await pageAs('admin');
    await admin.goto('/admin/myProjects');
    await expect(admin.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
    await expectAccessible(admin);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/demo';
import { createMailSink } from '../fixtures/mail-sink';

const sink = createMailSink();
test.beforeAll(sink.start);
test.afterAll(sink.stop);

/** Waits for the mailed link of a path to an address and returns its path and query. */
const mailedLink = async (to: string, path: '/activate' | '/reset', after: number): Promise<string> => {
  const pattern = new RegExp(`${path.replace('/', '\\/')}\\?token=[A-Za-z0-9_-]+`);
  const mail = await sink.waitFor((item) => item.to.includes(to) && pattern.test(item.text), after);
  return pattern.exec(mail.text)?.[0] ?? '';
};

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/configurator\/selection$/);
};

const fillAddress = async (scope: ReturnType<Page['getByRole']>, city: string) => {
  await scope.getByLabel('First name').fill('Dora');
  await scope.getByLabel('Last name').fill('Delivery');
  await scope.getByRole('textbox', { name: 'Address', exact: true }).fill(`${city} cesta 7`);
  await scope.getByLabel('Postal code').fill('3000');
  await scope.getByLabel('City').fill(city);
  await scope.getByLabel('Country').selectOption({ label: 'Slovenia' });
};

test('a customer registers, activates by mail, edits the profile and addresses, and resets the password', async ({
  anonymousPage,
}) => {
  const email = `journey-${Date.now()}@example.com`;
  const password = 'Hrastova-Vrata-2026';
  const newPassword = 'Bukova-Okna-2027';
  const page = await anonymousPage('en');

  // Register from the login page.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter all required fields.')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(`${password}x`);
  await page.getByLabel('First name').fill('Jana');
  await page.getByLabel('Last name').fill('Journey');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Trubarjeva 3');
  await page.getByLabel('Postal code').fill('1000');
  await page.getByLabel('City').fill('Ljubljana');
  await page.getByLabel('Country').selectOption({ label: 'Slovenia' });
  await page.getByLabel('I want to receive notifications').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please enter equal passwords')).toBeVisible();
  const before = sink.count();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Check your e-mail')).toBeVisible();

  // Activate through the mailed link.
  await page.goto(await mailedLink(email, '/activate', before));
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText('Your account is active. You can sign in now.')).toBeVisible();
  await page.getByRole('button', { name: 'Activate account' }).waitFor({ state: 'detached' });

  await signIn(page, email, password);

  // Profile: personal data and consents.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const personal = page.getByRole('form', { name: 'Personal data' });
  await expect(personal.getByLabel('E-mail')).toHaveValue(email);
  await expect(personal.getByLabel('E-mail')).toHaveAttribute('readonly', '');
  await expect(personal.getByLabel('I want to receive notifications')).toBeChecked();
  await personal.getByLabel('City').fill('Maribor');
  await personal.getByLabel('Postal code').fill('2000');
  await personal.getByLabel('I want to receive offers and reminders').check();
  await personal.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('dialog', { name: 'Profile' });
  await expect(notice.getByText('Your profile has been saved.')).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Personal data' }).getByLabel('City')).toHaveValue('Maribor');

  // Two delivery addresses; the first is the default until the second is made it.
  const delivery = page.getByTestId('delivery-addresses');
  for (const city of ['Celje', 'Koper']) {
    await delivery.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog', { name: 'New address' });
    await fillAddress(dialog, city);
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await expect(dialog).toBeHidden();
    await expect(delivery.getByRole('row').filter({ hasText: city })).toBeVisible();
  }
  await expect(delivery.getByTestId('default-address')).toHaveCount(1);
  await expect(delivery.getByTestId('default-address')).toContainText('Celje');
  await delivery.getByRole('button', { name: 'Set address Dora Delivery, Koper as default' }).click();
  await expect(delivery.getByTestId('default-address')).toContainText('Koper');
  await expect(delivery.getByTestId('default-address')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('delivery-addresses').getByTestId('default-address')).toContainText('Koper');

  // Reset the password through the mailed link; the old one stops working.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/configurator\/selection$/);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset$/);
  const beforeReset = sink.count();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If an account exists for this address')).toBeVisible();
  await page.goto(await mailedLink(email, '/reset', beforeReset));
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await signIn(page, email, newPassword);
});

import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/demo';
import { createMailSink } from '../fixtures/mail-sink';

const sink = createMailSink();
test.beforeAll(sink.start);
test.afterAll(sink.stop);

const cards = (page: Page) => page.getByTestId('model-card');

/** Opens a model from the selection, changes a parameter, and saves it to the cart from the overview. */
const configureAndSave = async (page: Page, search: string) => {
  await page.goto('/configurator/selection');
  await page.getByRole('searchbox').fill(search);
  await expect(page.getByTestId('model-count')).toHaveText('Models found: 1');
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/configurator\/configuration\?id=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: search })).toBeVisible();
  const width = page.locator('[data-testid=parameter][data-name="Width (mm)"]').getByRole('textbox');
  await width.fill('1100');
  await width.press('Enter');
  await expect(width).toHaveValue('1100');
  await page.getByRole('link', { name: 'See the overview' }).first().click();
  await expect(page).toHaveURL(/\/configurator\/confirmation\?id=/);
  await expect(page.getByText('1100', { exact: true })).toBeVisible();
  await page.getByTestId('save').click();
  const notice = page.getByTestId('notification-dialog');
  await expect(notice).toContainText('The configuration was saved to your cart.');
  await notice.getByRole('button', { name: 'Close' }).click();
};

test.describe('cart and inquiry', () => {
  test('an anonymous visitor configures two doors, adds both, changes a quantity, removes one and sends an inquiry', async ({
    anonymousPage,
    request,
  }) => {
    const page = await anonymousPage('en');
    await page.goto('/configurator/selection');
    await page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();

    await configureAndSave(page, 'Triglav');
    await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();
    await configureAndSave(page, 'Bled');
    await page.getByRole('button', { name: 'Cart (2)' }).click();
    const panel = page.getByTestId('cart-panel');
    await expect(panel.getByTestId('cart-item')).toHaveCount(2);
    await expect(panel).not.toContainText('€');

    const cartToken = await page.evaluate(() => localStorage.getItem('cartToken'));
    const cart = async () =>
      (await (await request.get(`/api/v1/cart/${cartToken}`)).json()) as {
        ConfigurationName: string;
        Quantity: number;
      }[];

    const quantity = panel.getByRole('textbox', { name: /^Quantity of Triglav/ });
    await quantity.fill('3');
    await quantity.blur();
    await expect
      .poll(async () => (await cart()).find((item) => item.ConfigurationName.startsWith('Triglav'))?.Quantity)
      .toBe(3);

    await panel.getByRole('button', { name: /^Remove Bled/ }).click();
    await page
      .getByRole('dialog', { name: 'Remove from cart' })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await expect(panel.getByTestId('cart-item')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Cart (1)' })).toBeVisible();

    await panel.getByRole('button', { name: 'Send inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inquiry' });
    await expect(dialog.getByTestId('missing-fields')).toHaveText('Please enter all required fields.');
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();
    await dialog.getByLabel(/^First name/).fill('Eva');
    await dialog.getByLabel(/^Last name/).fill('Zupan');
    await dialog.getByLabel(/^City/).fill('Ljubljana');
    await dialog.getByLabel(/^Postal code/).fill('1000');
    const email = `eva.${Date.now()}@example.com`;
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Slovenia' }).click();
    await expect(dialog.getByTestId('missing-fields')).toBeHidden();
    const before = sink.count();
    await dialog.getByRole('button', { name: 'Send' }).click();

    await expect(page.getByTestId('notification-dialog')).toContainText('Your inquiry has been sent');
    await page.getByTestId('notification-dialog').getByRole('button', { name: 'Close' }).click();
    expect(await cart()).toEqual([]);

    // The customer's mail, in English, links to the overview of the configuration that was sent.
    const mail = await sink.waitFor((item) => item.to.includes(email), before);
    expect(mail.subject).toMatch(/^Your inquiry \d{4}-\d{5} – /);
    expect(mail.text).toMatch(/1\. Triglav — Quantity: 3\s+Number of leaves: Single leaf\s+Width \(mm\): 1100/);
    const link = /https?:\/\/[^\s"<>]+\/configurator\/confirmation\?id=[0-9a-f-]{36}[^\s"<>]*/.exec(mail.text)?.[0];
    expect(link, 'overview link in the mail').toBeTruthy();
    const partnerMail = await sink.waitFor((item) => item.subject.startsWith('New inquiry'), before);
    expect(partnerMail.subject).toContain('Eva Zupan');
    expect(partnerMail.to).not.toContain(email);

    const overview = new URL((link ?? '').replaceAll('&amp;', '&'));
    await page.goto(`${overview.pathname}${overview.search}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Triglav/ })).toBeVisible();
    await expect(page.getByText('1100', { exact: true })).toBeVisible();
  });
});

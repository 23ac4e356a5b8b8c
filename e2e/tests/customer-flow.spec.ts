import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { expect, test } from '../fixtures/demo';

const cards = (page: Page) => page.getByTestId('model-card');
const parameter = (page: Page, name: string) => page.locator(`[data-testid=parameter][data-name="${name}"]`);
const step = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(name) }).first();

/** Waits until the door picture shows a new drawing and returns its address. */
const nextPicture = async (page: Page, before: string | null) => {
  await expect(page.getByTestId('door-picture')).not.toHaveAttribute('data-src', before ?? '');
  return page.getByTestId('door-picture').getAttribute('data-src');
};

test.describe('customer web flow', () => {
  test('an anonymous visitor filters, searches, loads more, configures every data type and sees the login text', async ({
    anonymousPage,
  }) => {
    const page = await anonymousPage('en');
    await page.goto('/configurator/selection');
    await page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Model selection' })).toBeVisible();
    await expect(page.getByTestId('model-count')).toHaveText('Models found: 32');
    await expect(page.getByRole('heading', { name: 'Special offers' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All models' })).toBeVisible();
    await expect(page.getByText('Please login to view prices').first()).toBeVisible();
    await expectAccessible(page, '#main');

    // Scrolling near the bottom loads the second page of 25.
    await expect(cards(page)).toHaveCount(25);
    await page.mouse.wheel(0, 20000);
    await expect(cards(page)).toHaveCount(32);

    // A category filter.
    await page.getByRole('button', { name: /^Entrance door/ }).click();
    await expect(page.getByTestId('model-count')).toHaveText('Models found: 16');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('model-count')).toHaveText('Models found: 32');

    // Search, applied after the pause.
    await page.getByRole('searchbox').fill('Triglav');
    await expect(page.getByTestId('model-count')).toHaveText('Models found: 1');
    await cards(page).first().click();

    await expect(page).toHaveURL(/\/configurator\/configuration\?id=[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name: 'Triglav' })).toBeVisible();
    await expect(page.getByTestId('configuration-price')).toHaveText('Please login to view prices');
    await expect(page.getByTestId('step-count')).toHaveText(/Step 1 of \d+/);
    await expect(page.getByTestId('send-inquiry')).toBeVisible();
    await expectAccessible(page, '#main');
    let picture = await page.getByTestId('door-picture').getAttribute('data-src');

    // string
    await parameter(page, 'Number of leaves')
      .getByRole('radio', { name: /Double leaf/ })
      .click();
    picture = await nextPicture(page, picture);
    // integer
    const width = parameter(page, 'Width (mm)').getByRole('textbox');
    await width.fill('1500');
    await width.press('Enter');
    picture = await nextPicture(page, picture);
    await expect(width).toHaveValue('1500');
    // double and decimal
    const wall = parameter(page, 'Wall thickness (cm)').getByRole('textbox');
    await wall.fill('24,5');
    await wall.press('Enter');
    await expect(wall).toHaveValue('24,5');
    const gap = parameter(page, 'Floor gap (cm)').getByRole('textbox');
    await gap.fill('1.25');
    await gap.press('Tab');
    await expect(gap).toHaveValue('1,25');

    // color: the picker closes 500 ms after a pick
    await step(page, 'Colour and surface').click();
    await expect(page.getByTestId('step-count')).toHaveText(/Step 3 of/);
    const colour = parameter(page, 'Leaf colour');
    await colour.getByTestId('colour-trigger').click();
    await colour.getByRole('radio', { name: /Anthracite grey/ }).click();
    await expect(colour.getByTestId('colour-panel')).toBeHidden();
    await expect(colour.getByTestId('colour-trigger')).toContainText('Anthracite grey');
    picture = await nextPicture(page, picture);

    // A value that is not allowed stays visible with its reason; picking it moves the lock, and undo restores it.
    await step(page, 'Hardware').click();
    const access = parameter(page, 'Access');
    const fingerprint = access.getByRole('radio', { name: /Fingerprint reader/ });
    await expect(fingerprint).toHaveAccessibleDescription(/motorised lock/);
    await fingerprint.click();
    await expect(page.getByTestId('moved-notice')).toContainText('Motorised lock');
    await page.getByTestId('undo').click();
    await expect(parameter(page, 'Lock').getByRole('radio', { name: /Single-point lock/ })).toBeChecked();
    await expect(access.getByRole('radio', { name: 'Key', exact: true })).toBeChecked();

    // text
    await step(page, 'Notes').click();
    const house = parameter(page, 'House number').getByRole('textbox');
    await house.fill('12a');
    await house.press('Enter');
    await expect(page.getByTestId('comment-box')).toBeVisible();
    await page.getByTestId('comment-box').fill('Please call before delivery.');
    await expect(page.getByTestId('comment-status')).toHaveText('Saved');

    // The overview opens from its link and shows what was chosen.
    const id = new URL(page.url()).searchParams.get('id');
    await page.goto(`/configurator/confirmation?id=${id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Dimensions' })).toBeVisible();
    await expect(page.getByText('1500', { exact: true })).toBeVisible();
    await expect(page.getByText('12a', { exact: true })).toBeVisible();
    await expect(page.getByTestId('overview-total')).toHaveText('Please login to view prices');
    await expectAccessible(page, '#main');
  });

  test('a customer sees prices change with the picture and an overview total equal to the engine price', async ({
    pageAs,
    request,
  }) => {
    const page = await pageAs('customer');
    await page.goto('/configurator/selection');
    await expect(page.getByTestId('model-price').first()).toHaveText(/^from [\d.]+,\d{2}\s€$/);
    // A model far down the list: step 2 opens at its top, not at the list's scroll position.
    await cards(page).nth(12).click();
    await expect(page).toHaveURL(/\/configurator\/configuration\?id=/);
    await expect(page.getByTestId('door-picture')).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const price = page.getByTestId('configuration-price');
    await expect(price).toHaveText(/[\d.]+,\d{2}\s€/);
    const before = await price.textContent();
    const picture = await page.getByTestId('door-picture').getAttribute('data-src');
    await parameter(page, 'Number of leaves')
      .getByRole('radio', { name: /Double leaf/ })
      .click();
    await expect(price).not.toHaveText(before ?? '');
    await nextPicture(page, picture);
    await expect(page.getByTestId('next-page')).toBeVisible();
    await expectAccessible(page, '#main');

    const shown = (await price.textContent()) ?? '';
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/configurator\/confirmation\?id=/);
    await expect(page.getByTestId('overview-total')).toHaveText(shown);
    const id = new URL(page.url()).searchParams.get('id');
    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    const reply = await request.get(`/api/v1/configurator/${id}/price`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const engine = (await reply.json()) as { Price: number; Currency: string };
    const expected = new Intl.NumberFormat('de-DE', { style: 'currency', currency: engine.Currency }).format(
      engine.Price,
    );
    await expect(page.getByTestId('overview-total')).toHaveText(expected);
    await expectAccessible(page, '#main');

    // Saving adds the configuration to the cart.
    await page.getByTestId('save').click();
    await expect(page.getByTestId('notification-dialog')).toContainText('The configuration was saved to your cart.');
    await page.getByTestId('notification-dialog').getByRole('button', { name: 'Close' }).click();

    // The print layout drops the page frame and the buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.app-header')).toBeHidden();
    await expect(page.getByTestId('print')).toBeHidden();
    await expect(page.getByTestId('overview-total')).toBeVisible();
    await page.pdf({ path: test.info().outputPath('overview.pdf') });
  });
});

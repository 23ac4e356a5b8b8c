import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { JOURNEY_LANGUAGES, openDocument, textsOf } from '../fixtures/backoffice';
import { DEMO_BRAND_PARTNERS, expect, test } from '../fixtures/demo';

/** The narrowest phone the customer side supports. */
const NARROW = { width: 360, height: 740 };
/** The desktop width the back office is used at. */
const DESKTOP = { width: 1280, height: 800 };

/**
 * Fails when the page scrolls sideways, naming the elements that stick out (those not clipped by a scrolling
 * ancestor), so a failure says what to fix.
 */
const expectNoSidewaysScroll = async (page: Page, what: string) => {
  const viewport = page.viewportSize()?.width ?? NARROW.width;
  const measure = () =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const clipped = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') {
            return true;
          }
        }
        return false;
      };
      const wide = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      return { scrollWidth: document.documentElement.scrollWidth, wide };
    });
  await expect
    .poll(
      async () => {
        const { scrollWidth, wide } = await measure();
        return scrollWidth <= viewport ? 'fits' : `${scrollWidth} px wide: ${wide.join(', ')}`;
      },
      { message: `${what} at ${viewport} px` },
    )
    .toBe('fits');
};

const cards = (page: Page) => page.getByTestId('model-card');
const parameter = (page: Page, name: string) => page.locator(`[data-testid=parameter][data-name="${name}"]`);

/** Opens the selection, checks it, and opens the first model found for the search (step 2). */
const openModel = async (page: Page, search: string) => {
  await page.getByRole('searchbox').fill(search);
  await expect(page.getByTestId('model-count')).toHaveText('Models found: 1');
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/configurator\/configuration\?id=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: search })).toBeVisible();
};

test.describe('customer pages at 360 px', () => {
  test('an anonymous visitor never scrolls sideways: selection, steps, overview, cart, inquiry, account pages, cookie info', async ({
    anonymousPage,
  }) => {
    const page = await anonymousPage('en');
    await page.setViewportSize(NARROW);

    for (const bpi of Object.values(DEMO_BRAND_PARTNERS)) {
      await page.goto(`/configurator/selection?bpi=${bpi}`);
      await expect(page.getByTestId('model-count')).toHaveText(/Models found: \d+/);
      await expectNoSidewaysScroll(page, `model selection of ${bpi} with the cookie notice`);
    }
    await page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();

    await page.goto(`/configurator/selection?bpi=${DEMO_BRAND_PARTNERS.alpina}`);
    await expect(page.getByTestId('model-count')).toHaveText('Models found: 32');
    await page.getByRole('button', { name: /^Entrance door/ }).click();
    await expect(page.getByTestId('model-count')).toHaveText('Models found: 16');
    await expectNoSidewaysScroll(page, 'model selection with a filter');
    await page.getByRole('button', { name: 'Clear filters' }).click();

    await openModel(page, 'Triglav');
    await expectNoSidewaysScroll(page, 'configuration, first step');
    await page
      .getByRole('button', { name: /Colour and surface/ })
      .first()
      .click();
    await expect(page.getByTestId('step-count')).toHaveText(/Step 3 of/);
    await parameter(page, 'Leaf colour').getByTestId('colour-trigger').click();
    await expect(parameter(page, 'Leaf colour').getByTestId('colour-panel')).toBeVisible();
    await expectNoSidewaysScroll(page, 'configuration, colour picker open');
    await page
      .getByRole('button', { name: /Hardware/ })
      .first()
      .click();
    await parameter(page, 'Access')
      .getByRole('radio', { name: /Fingerprint reader/ })
      .click();
    await expect(page.getByTestId('moved-notice')).toBeVisible();
    await expectNoSidewaysScroll(page, 'configuration, notice of moved choices');

    await page.getByRole('link', { name: 'See the overview' }).first().click();
    await expect(page).toHaveURL(/\/configurator\/confirmation\?id=/);
    await expect(page.getByRole('heading', { level: 2, name: 'Dimensions' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'overview');

    await page.getByTestId('save').click();
    const notice = page.getByTestId('notification-dialog');
    await expect(notice).toContainText('The configuration was saved to your cart.');
    await expectNoSidewaysScroll(page, 'saved notification');
    await notice.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Cart (1)' }).click();
    const panel = page.getByTestId('cart-panel');
    await expect(panel.getByTestId('cart-item')).toHaveCount(1);
    await expectNoSidewaysScroll(page, 'cart');
    await panel.getByRole('button', { name: 'Send inquiry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inquiry' });
    await expect(dialog.getByTestId('missing-fields')).toBeVisible();
    await expectNoSidewaysScroll(page, 'inquiry dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const pages: [string, string][] = [
      ['/login', 'Sign in'],
      ['/register', 'Registration'],
      ['/reset', 'Password reset'],
      ['/reset?token=0123456789abcdef', 'Set a new password'],
      ['/activate?token=0123456789abcdef', 'Account activation'],
      ['/activate', 'Account activation'],
      ['/cookie-info/en', 'Cookies'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
  });

  test('a signed-in customer never scrolls sideways: prices, overview, cart and profile', async ({ pageAs }) => {
    const page = await pageAs('customer');
    await page.setViewportSize(NARROW);
    await page.goto('/configurator/selection');
    await expect(page.getByTestId('model-count')).toHaveText('Models found: 32');
    await expectNoSidewaysScroll(page, 'model selection with prices');

    await openModel(page, 'Triglav');
    await expect(page.getByTestId('configuration-price')).toContainText('€');
    await expectNoSidewaysScroll(page, 'configuration with prices');
    await page.getByRole('link', { name: /^Step 3/ }).click();
    await expect(page.getByTestId('overview-total')).toContainText('€');
    await expectNoSidewaysScroll(page, 'overview with prices');

    await page.getByRole('button', { name: /^Cart/ }).click();
    await expect(page.getByTestId('cart-panel')).toBeVisible();
    await expectNoSidewaysScroll(page, 'cart of a customer');
    await page.keyboard.press('Escape');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel(/^First name/)).not.toHaveValue('');
    await expectNoSidewaysScroll(page, 'profile');
  });
});

// Every page of the back office with a document and one of its configurations open (issue 22 point 3).
const ADMIN_PAGES = [
  '/admin/myProjects',
  '/admin/allProjects',
  '/admin/document/configurations',
  '/admin/document/document',
  '/admin/document/terms',
  '/admin/document/contact',
  '/admin/document/print',
  '/admin/document/history',
  '/admin/configuration/calculation',
  '/admin/configuration/position',
  '/admin/configuration/costs',
  '/admin/configuration/images',
  '/admin/configuration/remarks',
  '/admin/configuration/monter',
] as const;

for (const language of JOURNEY_LANGUAGES) {
  test.describe(`admin pages at 1280 and 360 px (${language})`, () => {
    test('no admin page scrolls sideways and none has a serious or critical axe finding', async ({ pageAs }) => {
      test.setTimeout(240_000);
      const t = textsOf(language);
      const page = await pageAs('admin', language);
      await page.setViewportSize(DESKTOP);
      await openDocument(page, language, '/admin/myProjects', '2026-00001');
      await page.getByTestId('details-1').click();
      await expect(page).toHaveURL(/\/admin\/configuration\/calculation$/);
      for (const size of [DESKTOP, NARROW]) {
        await page.setViewportSize(size);
        for (const path of ADMIN_PAGES) {
          await page.goto(path);
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // Wait for the page's data: its loader gone (tables, forms and the overview have rendered).
          await expect(page.getByTestId('query-loading')).toHaveCount(0);
          await expect(page.getByLabel(t('common:loader.loading'))).toHaveCount(0);
          await expectNoSidewaysScroll(page, `${path} (${language})`);
          await expectAccessible(page);
        }
      }
    });
  });
}

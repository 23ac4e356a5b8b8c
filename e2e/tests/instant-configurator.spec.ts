import { API_PREFIX, type ConfigurationUpdateReply } from '@door/contract';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/demo';

const UPDATE = /\/api\/v1\/configurator\/(auth\/|admin\/)?update\?/;
const parameter = (page: Page, name: string) => page.locator(`[data-testid=parameter][data-name="${name}"]`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const partIdOf = async (request: APIRequestContext, name: string) => {
  const reply = await request.post(`${API_PREFIX}/selection/models/3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01`, {
    data: { pageSize: 100 },
  });
  const body = (await reply.json()) as {
    BrandModelsSpecial: { PartId: string; Name: string }[];
    BrandModelsNotSpecial: { PartId: string; Name: string }[];
  };
  return [...body.BrandModelsSpecial, ...body.BrandModelsNotSpecial].find((model) => model.Name === name)
    ?.PartId as string;
};

/** Opens a new configuration of a model and waits until the browser's engine is loaded. */
const openInstant = async (page: Page, partId: string) => {
  await page.goto(`/configurator/configuration?part=${partId}`);
  await expect(page).toHaveURL(/\/configurator\/configuration\?id=[0-9a-f-]{36}/);
  await expect(page.locator('.cfg-page')).toHaveAttribute('data-instant', 'ready');
};

/** Chooses the double leaf of the door: a change of price and picture. */
const chooseDoubleLeaf = (page: Page) =>
  parameter(page, 'Number of leaves')
    .getByRole('radio', { name: /Double leaf/ })
    .click();

/** A customer's new Triglav with the browser's engine loaded, and its price on screen. */
const openAsCustomer = async (pageAs: (user: 'customer') => Promise<Page>, request: APIRequestContext) => {
  const page = await pageAs('customer');
  await openInstant(page, await partIdOf(request, 'Triglav'));
  return { page, price: page.getByTestId('configuration-price') };
};

test.describe('instant configurator', () => {
  test('picture and price change before the server answers (500 ms late), and the server still stores the change', async ({
    pageAs,
    request,
  }) => {
    const { page, price } = await openAsCustomer(pageAs, request);
    await expect(price).toHaveText(/[\d.]+,\d{2}\s€/);
    const before = (await price.textContent()) ?? '';
    const pictureBefore = await page.getByTestId('door-picture').getAttribute('data-src');
    let answered = 0;
    await page.route(UPDATE, async (route: Route) => {
      await sleep(500);
      const response = await route.fetch();
      answered += 1;
      await route.fulfill({ response });
    });
    const saved = page.waitForResponse(UPDATE);
    const clicked = Date.now();
    await chooseDoubleLeaf(page);
    await expect(price).not.toHaveText(before, { timeout: 400 });
    await expect(page.getByTestId('door-picture')).not.toHaveAttribute('data-src', pictureBefore ?? '', {
      timeout: 400,
    });
    expect(answered).toBe(0);
    expect(Date.now() - clicked).toBeLessThan(500);
    expect(await page.getByTestId('door-picture').getAttribute('data-src')).toMatch(/^data:image\/svg\+xml/);
    const shown = (await price.textContent()) ?? '';
    const reply = (await (await saved).json()) as ConfigurationUpdateReply;
    // The server agrees: the screen stays as the browser drew it.
    expect(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(reply.Price ?? 0)).toBe(shown);
    await expect(price).toHaveText(shown);
  });

  test('a server answer that differs from the browser’s wins on screen and is reported as a defect', async ({
    pageAs,
    request,
  }) => {
    const { page, price } = await openAsCustomer(pageAs, request);
    await page.route(UPDATE, async (route: Route) => {
      const response = await route.fetch();
      const reply = (await response.json()) as ConfigurationUpdateReply;
      await route.fulfill({ response, json: { ...reply, Price: 98765.43 } });
    });
    const defect = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/defect'));
    await chooseDoubleLeaf(page);
    await expect(price).toHaveText(/98\.765,43\s€/);
    const report = (await defect).postDataJSON() as { Differences: { Field: string; Server: string }[] };
    expect(report.Differences).toContainEqual(expect.objectContaining({ Field: 'price', Server: '98765.43' }));
  });

  test('when the server cannot be reached, the change stays on screen as not saved and is saved on a later try', async ({
    pageAs,
    request,
  }) => {
    const { page, price } = await openAsCustomer(pageAs, request);
    const before = (await price.textContent()) ?? '';
    let failures = 2;
    await page.route(UPDATE, async (route: Route) => {
      if (failures > 0) {
        failures -= 1;
        await route.abort('failed');
        return;
      }
      await route.continue();
    });
    await chooseDoubleLeaf(page);
    await expect(price).not.toHaveText(before);
    const shown = (await price.textContent()) ?? '';
    await expect(page.getByTestId('not-saved')).toHaveText('Not saved – trying again …');
    await expect(page.getByTestId('not-saved')).toBeHidden({ timeout: 10_000 });
    await expect(price).toHaveText(shown);
    // Nothing was lost: the stored configuration holds the change.
    await page.reload();
    await expect(price).toHaveText(shown);
  });

  test('an anonymous session receives no price in any reply, the definition included', async ({
    anonymousPage,
    request,
  }) => {
    const page = await anonymousPage('en');
    const bodies: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/') && (response.headers()['content-type'] ?? '').includes('json')) {
        bodies.push({ url: response.url(), body: await response.text().catch(() => '') });
      }
    });
    await page.goto('/configurator/selection');
    await page.getByTestId('cookie-notice').getByRole('button', { name: 'Accept' }).click();
    await openInstant(page, await partIdOf(request, 'Triglav'));
    await expect(page.getByTestId('configuration-price')).toHaveText('Please login to view prices');
    await chooseDoubleLeaf(page);
    const width = parameter(page, 'Width (mm)').getByRole('textbox');
    await width.fill('1500');
    const isUpdate = (url: string) => new URL(url).pathname.endsWith('/configurator/update');
    // The server's answer to the width, and both answers' bodies read (each is read after its response arrives).
    const widthSaved = page.waitForResponse((response) => isUpdate(response.url()) && response.url().includes('=1500'));
    await width.press('Enter');
    await widthSaved;
    await expect(page.getByTestId('configuration-price')).toHaveText('Please login to view prices');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => bodies.filter((entry) => isUpdate(entry.url)).length).toBeGreaterThanOrEqual(2);
    const urls = bodies.map((entry) => new URL(entry.url).pathname);
    expect(urls.some((url) => url.includes('/configurator/definition/'))).toBe(true);
    for (const { url, body } of bodies) {
      expect(body, url).not.toMatch(/"(Price|ModelPrice|ConfigurationPrice|PriceBefore|PriceAfter)":\s*-?[0-9]/);
      expect(body, url).not.toMatch(/"(priceCents|basePriceCents|cents|centsPerM2|centsPerMm)":\s*-?[1-9]/);
      expect(body, url).not.toContain('"kind":"price"');
    }
  });
});

import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/demo';

// A customer's first visit (issue 28): the page's files are named in the HTML, steps 1 and 2 paint without the
// component library's styles, and nothing moves once painted.

type Shift = { value: number; sources: string[] };

/** Starts recording the layout shifts of the page (what Lighthouse's CLS adds up), before anything loads. */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const state = window as unknown as { layoutShifts: Shift[] };
    state.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (!entry.hadRecentInput) {
          state.layoutShifts.push({
            value: entry.value,
            sources: entry.sources.map(
              ({ node, previousRect: from, currentRect: to }) =>
                `${node?.nodeName}.${node?.className} ${from.x},${from.y} ${from.width}×${from.height} → ${to.x},${to.y} ${to.width}×${to.height}`,
            ),
          });
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The layout shifts so far, each with what moved. */
const layoutShiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);

const componentStylesOf = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('link[rel=stylesheet]')].filter((link) =>
        link.getAttribute('href')?.includes('mantine-styles'),
      ).length,
  );

const firstModel = async (request: import('@playwright/test').APIRequestContext) => {
  const reply = await request.post(`${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`, { data: {} });
  const body = (await reply.json()) as { BrandModelsSpecial: { PartId: string }[] };
  return body.BrandModelsSpecial[0]?.PartId as string;
};

test.describe('a first visit on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the server names the page's code and texts in the caller's language for preloading", async ({ request }) => {
    const html = async (path: string, language: string) =>
      (await request.get(path, { headers: { 'accept-language': language } })).text();
    const preloads = (text: string) =>
      [...text.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const selection = preloads(await html('/configurator/selection', 'de-DE,de;q=0.9'));
    const configuration = preloads(await html('/configurator/configuration?id=x', 'de-DE,de;q=0.9'));
    const admin = preloads(await html('/admin/myProjects', 'de-DE,de;q=0.9'));
    expect(selection.some((file) => file?.includes('/selection-'))).toBe(true);
    expect(configuration.some((file) => file?.includes('/configuration-'))).toBe(true);
    expect(configuration.some((file) => file?.includes('/selection-'))).toBe(false);
    // The start-up texts of the language asked for, and nothing of another page on an unlisted one.
    const startup = admin.filter((file) => file?.includes('/startup-'));
    expect(startup).toHaveLength(1);
    expect(selection).toContain(startup[0]);
    expect(preloads(await html('/admin/myProjects', 'en'))).not.toContain(startup[0]);
  });

  test('step 1 and step 2 paint without the component styles and nothing moves once painted', async ({
    anonymousPage,
    request,
  }) => {
    const page = await anonymousPage('de');
    await watchLayoutShifts(page);
    await page.goto('/configurator/selection');
    await expect(page.getByTestId('model-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await componentStylesOf(page)).toBe(0);
    expect(await layoutShiftsOf(page)).toEqual([]);

    const created = await request.get(
      `${API_PREFIX}/configurator/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${await firstModel(request)}`,
    );
    const { Metadata } = (await created.json()) as { Metadata: { ConfigurationId: string } };
    const step2 = await anonymousPage('de');
    await watchLayoutShifts(step2);
    await step2.goto(`/configurator/configuration?id=${Metadata.ConfigurationId}`);
    await expect(step2.getByTestId('door-picture')).toBeVisible();
    await expect(step2.locator('.subnav-steps li')).toHaveCount(3);
    await step2.waitForLoadState('networkidle');
    expect(await componentStylesOf(step2)).toBe(0);
    expect(await layoutShiftsOf(step2)).toEqual([]);
  });
});

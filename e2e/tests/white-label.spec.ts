import {
  accessibleShade,
  contrastRatio,
  normalizeColor,
  parseColor,
  rgbToHsl,
  toHex,
  WCAG_AA_CONTRAST,
} from '@door/contract';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, expect, test } from '../fixtures/demo';

type StoredStyle = { ButtonColor: string; ButtonFontColor: string };

/** A computed CSS colour as #rrggbb. */
const hex = (computed: string) => {
  const rgb = parseColor(computed);
  expect(rgb, `a colour: ${computed}`).not.toBeNull();
  return toHex(rgb ?? { r: 0, g: 0, b: 0 });
};

/** Hue of a colour in degrees. */
const hue = (color: string) => rgbToHsl(parseColor(color) ?? { r: 0, g: 0, b: 0 }).h * 360;
const hueDistance = (a: string, b: string) => {
  const d = Math.abs(hue(a) - hue(b)) % 360;
  return Math.min(d, 360 - d);
};

type Seen = {
  /** The current category step's number badge: the brand's button colour as displayed. */
  stepBadge: string;
  stepBadgeText: string;
  /** The current category step's border and the selected value's border: the brand colour on the page. */
  stepBorder: string;
  selectedBorder: string;
  /** The selected value's background: a tint of the brand colour. */
  selectedBackground: string;
  page: string;
};

/** Opens the first model of a brand partner's selection and reads the colours of the configurator. */
const readConfiguratorColours = async (page: Page, bpi: string): Promise<Seen> => {
  await page.goto(`/configurator/selection?bpi=${bpi}`);
  await page.getByTestId('model-card').first().click();
  await expect(page).toHaveURL(/\/configurator\/configuration\?id=[0-9a-f-]{36}/);
  const step = page.locator('.cfg-steps__item[aria-current="step"]');
  await expect(step).toBeVisible();
  const selected = page
    .getByTestId('value-option')
    .filter({ has: page.getByRole('radio', { checked: true }) })
    .first();
  await expect(selected).toBeVisible();
  await expectAccessible(page, '#main');
  const badge = await step.locator('.cfg-steps__number').evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, color: style.color };
  });
  return {
    stepBadge: hex(badge.background),
    stepBadgeText: hex(badge.color),
    stepBorder: hex(await step.evaluate((element) => getComputedStyle(element).borderTopColor)),
    selectedBorder: hex(await selected.evaluate((element) => getComputedStyle(element).borderTopColor)),
    selectedBackground: hex(await selected.evaluate((element) => getComputedStyle(element).backgroundColor)),
    page: hex(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)),
  };
};

test('the configurator takes its colours from each brand partner theme', async ({ anonymousPage, request }) => {
  const page = await anonymousPage('en');
  const seen: Record<string, Seen> = {};
  for (const [name, bpi] of Object.entries(DEMO_BRAND_PARTNERS)) {
    const reply = await request.get(`/api/v1/brand/${bpi}/data`);
    expect(reply.ok()).toBe(true);
    const style = ((await reply.json()) as { Style: StoredStyle }).Style;
    const colours = await readConfiguratorColours(page, bpi);
    seen[name] = colours;

    // The theme's button colour, in the shade that carries its text (the rule of docs/decisions.md).
    const buttonText = normalizeColor(style.ButtonFontColor, '#ffffff');
    expect(colours.stepBadge, `${name}: step badge`).toBe(accessibleShade(style.ButtonColor, buttonText));
    expect(colours.stepBadgeText, `${name}: step badge text`).toBe(buttonText);
    // Borders and the tint are of the brand's hue; the marks stand out from the page (3:1).
    for (const colour of [colours.stepBorder, colours.selectedBorder, colours.selectedBackground]) {
      expect(hueDistance(colour, style.ButtonColor), `${name}: ${colour} near ${style.ButtonColor}`).toBeLessThan(8);
    }
    expect(colours.selectedBorder).toBe(colours.stepBorder);
    expect(contrastRatio(colours.selectedBorder, colours.page)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colours.selectedBackground, '#000000')).toBeGreaterThan(WCAG_AA_CONTRAST);
  }

  const { alpina, nordhaus } = seen;
  expect(alpina && nordhaus).toBeTruthy();
  for (const key of ['stepBadge', 'stepBorder', 'selectedBorder', 'selectedBackground'] as const) {
    expect(alpina?.[key], `${key} differs between the brands`).not.toBe(nordhaus?.[key]);
  }
});

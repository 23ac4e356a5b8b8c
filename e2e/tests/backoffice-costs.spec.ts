import { JOURNEY_LANGUAGES, openDocument, textsOf } from '../fixtures/backoffice';
import { expect, test } from '../fixtures/demo';

// Issue 22 point 7: the costs page's lines add up to the configuration's price, visibly (the model's base price is
// a line), and it shows the configuration's one picture.

/** Cents of an amount as the pages write money (de-DE: `1.234,50 €`). */
const centsOf = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);

for (const language of JOURNEY_LANGUAGES) {
  const t = textsOf(language);

  test(`the costs add up to the configuration price: base price and categories (${language})`, async ({ pageAs }) => {
    const page = await pageAs('admin', language);
    await openDocument(page, language, '/admin/myProjects', '2026-00001');
    await page.getByTestId('details-1').click();
    await expect(page).toHaveURL(/\/admin\/configuration\/calculation$/);
    await page.goto('/admin/configuration/costs');

    const overview = page.getByRole('region', { name: t('calculation:overview') });
    await expect(overview.getByText(t('calculation:modelPrice'))).toBeVisible();
    const base = centsOf(await page.getByTestId('costs-model-price').innerText());
    expect(base).toBeGreaterThan(0);
    // The top-level categories' prices (their heads; a nested category's price is in its parent's).
    const heads = overview.locator('.ovw-category:not(.ovw-category--nested) > .ovw-category__head .ovw-price');
    const categories = (await heads.allInnerTexts()).map(centsOf);
    expect(categories.length).toBeGreaterThan(0);
    const total = centsOf(await page.getByTestId('costs-configuration-price').innerText());
    expect(base + categories.reduce((sum, cents) => sum + cents, 0)).toBe(total);
    await expect(overview.getByText(t('calculation:cataloguePrice'))).toBeVisible();

    // One picture: the configuration's own.
    await expect(page.locator('main img')).toHaveCount(1);
    await expect(page.getByRole('img', { name: t('calculation:imageAlt') })).toBeVisible();
  });
}

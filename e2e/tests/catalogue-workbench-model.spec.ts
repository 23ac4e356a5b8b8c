import { API_PREFIX } from '@door/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, DEMO_PASSWORD, DEMO_USERS, expect, test } from '../fixtures/demo';

// Issue 38: the workbench builds a model from nothing — a new model, a parameter it uses, a new rule set assigned to
// it, a code renamed, a test case whose expectations are written in the form and taken from the live preview, and a
// check that passes. On the second demo brand's draft, which is discarded at the end (nothing is published).

const CLIENT = { client_id: 'configurator-web', client_secret: 'configurator-web-secret' };

const oemApi = async (request: APIRequestContext) => {
  const token = await request.post(`${API_PREFIX}/token`, {
    form: { grant_type: 'password', username: DEMO_USERS.oem.email, password: DEMO_PASSWORD, ...CLIENT },
  });
  const headers = { Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` };
  return async (method: string, path: string) => {
    const reply = await request.fetch(`${API_PREFIX}${path}`, { method, headers });
    return { status: reply.status(), body: (await reply.json().catch(() => null)) as unknown };
  };
};

/** The input labelled so (a select's list shares its label). */
const input = (page: Page | Locator, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input'));

const pick = async (page: Page, field: Locator, option: string | RegExp) => {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
};

test('the workbench builds a new model from nothing, with a rule set and a test case that passes', async ({
  pageAs,
  request,
}) => {
  const oem = await oemApi(request);
  const brands = (await oem('GET', '/catalogue/brands')).body as { BrandId: string; BrandPartnerIds: string[] }[];
  const brandId = brands.find((brand) => brand.BrandPartnerIds.includes(DEMO_BRAND_PARTNERS.nordhaus))?.BrandId;
  expect(brandId).toBeTruthy();
  await oem('DELETE', `/catalogue/brands/${brandId}/draft`);

  const page = await pageAs('oem');
  await page.goto(`/admin/catalogue?brand=${brandId}`);
  await page.getByTestId('start-draft').click();
  const saved = page.getByTestId('save-state');
  await expect(saved).toHaveText('All changes saved');
  const form = page.locator('.cat-pane--form');

  // A new model: valid at once, named by its code (the name stays when the code is renamed).
  await page.getByTestId('add-models').click();
  await page.getByTestId('new-entry-code').fill('WB-NEW');
  await page.getByTestId('add-entry-confirm').click();
  await expect(form.getByText(/^Code: WB-NEW/)).toBeVisible();
  await expect(saved).toHaveText('All changes saved');

  // Renamed: a taken code is refused at the field, a free one renames it.
  await form.getByRole('button', { name: 'Rename WB-NEW' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename WB-NEW' });
  await rename.getByTestId('rename-to').fill('LIPA');
  await rename.getByTestId('rename-confirm').click();
  await expect(rename.getByText(/LIPA/).last()).toBeVisible();
  await expect(rename.getByTestId('rename-to')).toHaveAttribute('aria-invalid', 'true');
  await rename.getByTestId('rename-to').fill('WB-ONE');
  await rename.getByTestId('rename-confirm').click();
  await expect(rename).toBeHidden();
  await expect(form.getByText(/^Code: WB-ONE/)).toBeVisible();

  // It uses a parameter of the brand.
  await pick(page, input(form, 'Use a parameter'), /^Surface/);
  await expect(saved).toHaveText('All changes saved');
  await expect(form.locator('.cat-links').first()).toContainText('Surface');

  // A new rule set, assigned to it.
  await page.getByTestId('add-ruleSets').click();
  await page.getByTestId('new-entry-code').fill('wb-basics');
  await page.getByTestId('add-entry-confirm').click();
  await expect(form.getByText('No model uses it yet', { exact: false })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Catalogue contents' })
    .getByRole('button', { name: 'WB-NEW', exact: true })
    .click();
  await pick(page, input(form, 'Rule sets used'), 'wb-basics');
  await page.keyboard.press('Escape');
  await expect(saved).toHaveText('All changes saved');
  await expectAccessible(page, '#main');

  // A test case from the live preview of the new model, its expectations then written in the form.
  await pick(page, page.getByTestId('preview-model'), /\(WB-ONE\)$/);
  await expect(page.getByTestId('preview-price')).toBeVisible();
  await page.getByTestId('save-test-case').click();
  await page.getByTestId('test-name').fill('WB-ONE starts plain');
  await page.getByTestId('save-test-confirm').click();
  await expect(saved).toHaveText('All changes saved');
  await expect(form.getByTestId('test-expect')).toBeVisible();
  const price = form.getByLabel('List price (€)');
  const expected = await price.inputValue();
  await price.fill('1');
  await price.press('Tab');
  await expect(saved).toHaveText('All changes saved');
  await expect(price).toHaveValue('1,00 €');
  // The check finds the test failing; the live preview's state puts it right.
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('check-results')).toContainText('WB-ONE starts plain');
  await form.getByTestId('take-preview').click();
  await expect(price).toHaveValue(expected);
  await expect(saved).toHaveText('All changes saved');
  await expectAccessible(page, '#main');

  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const results = page.getByTestId('check-results');
  await expect(results).toContainText('Errors: 0');
  await expect(results).not.toContainText('WB-ONE starts plain');

  await oem('DELETE', `/catalogue/brands/${brandId}/draft`);
});

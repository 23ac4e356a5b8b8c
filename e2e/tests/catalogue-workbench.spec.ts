import { API_PREFIX, API_ROUTES } from '@door/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, DEMO_PASSWORD, DEMO_USERS, expect, test } from '../fixtures/demo';

// The catalogue workbench (issue 26) on the second demo brand, Nordhaus, so the other journeys' Alpina catalogue
// stays as seeded: a draft, a new value in four languages with a price, a rule built with the pickers, the live
// preview naming that rule, a test case, a scheduled publish the customer sees only from its time.

const CLIENT = { client_id: 'configurator-web', client_secret: 'configurator-web-secret' };

/** A small API client signed in as a demo user; answers the reply's status and body. */
const apiAs = async (request: APIRequestContext, user: keyof typeof DEMO_USERS) => {
  const token = await request.post(`${API_PREFIX}/token`, {
    form: { grant_type: 'password', username: DEMO_USERS[user].email, password: DEMO_PASSWORD, ...CLIENT },
  });
  const headers = {
    Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
    'Accept-Language': 'en',
  };
  return async (method: string, path: string, data?: unknown) => {
    const reply = await request.fetch(`${API_PREFIX}${path}`, { method, headers, ...(data ? { data } : {}) });
    const type = reply.headers()['content-type'] ?? '';
    return {
      status: reply.status(),
      body: (type.includes('json') ? await reply.json() : await reply.text()) as unknown,
    };
  };
};

type Brand = { BrandId: string; Name: string; BrandPartnerIds: string[] };

const nordhausBrand = async (request: APIRequestContext) => {
  const oem = await apiAs(request, 'oem');
  const brands = (await oem('GET', '/catalogue/brands')).body as Brand[];
  const brand = brands.find((candidate) => candidate.BrandPartnerIds.includes(DEMO_BRAND_PARTNERS.nordhaus));
  expect(brand, 'the OEM admin manages Nordhaus').toBeTruthy();
  return { oem, brandId: (brand as Brand).BrandId };
};

/** Picks an option of a Mantine select or multi-select by its label. */
const pick = async (page: Page, field: Locator, option: string | RegExp) => {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
};

/** Toggles options of a multi-select, one after the other (a chosen option is taken off by picking it again). */
const toggle = async (page: Page, field: Locator, options: RegExp[]) => {
  for (const option of options) {
    const entry = page.getByRole('option', { name: option }).first();
    if (!(await entry.isVisible())) {
      await field.click();
    }
    await entry.click();
  }
  await field.press('Escape');
};

/** The input labelled so (a select's list shares its label). */
const input = (page: Page | Locator, label: string) =>
  page.getByLabel(label, { exact: true }).and(page.locator('input'));

/** Types into a draft field and leaves it, which saves it; waits until the draft is saved. */
const typeAndSave = async (page: Page, field: Locator, text: string) => {
  await field.fill(text);
  await field.press('Tab');
  await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
};

/** The tree entry with a label. */
const treeEntry = (page: Page, label: string | RegExp) =>
  page.getByRole('navigation', { name: 'Catalogue contents' }).getByRole('button', { name: label, exact: false });

test.describe('the catalogue workbench', () => {
  test('edits a draft, tries it live, saves a test and publishes it for a time the customer sees it from', async ({
    pageAs,
    anonymousPage,
    request,
  }) => {
    test.setTimeout(240_000);
    const { brandId } = await nordhausBrand(request);
    const page = await pageAs('oem');
    await page.goto(`/admin/catalogue?brand=${brandId}`);
    await expect(page.getByRole('heading', { name: 'Catalogue' }).first()).toBeVisible();
    await expect(page.getByText('No draft is open')).toBeVisible();
    await expectAccessible(page, '#main');

    // A draft from the current version.
    await page.getByTestId('start-draft').click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

    // A new value of Surface with four names and a price.
    await treeEntry(page, /^Surface/)
      .first()
      .click();
    await page.getByTestId('add-value').click();
    await page.getByTestId('new-entry-code').fill('gloss');
    await page.getByTestId('add-entry-confirm').click();
    await expect(page.getByText(/^Code: gloss/)).toBeVisible();
    const names = page.getByRole('group', { name: 'Names', exact: true });
    await typeAndSave(page, names.getByLabel(/^Slovenian/), 'Visoki sijaj');
    await typeAndSave(page, names.getByLabel(/^English/), 'High gloss');
    await typeAndSave(page, names.getByLabel(/^German/), 'Hochglanz');
    await typeAndSave(page, names.getByLabel(/^French/), 'Brillant');
    await expect(names.getByLabel(/· missing$/)).toHaveCount(0);
    await typeAndSave(page, page.getByLabel('Price (€)'), '55');
    // Surface drives the drawing's surface: the new value names how it is drawn.
    await pick(page, input(page, 'Drawn as'), /\(smooth\)$/);
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    await expectAccessible(page, '#main');

    // A rule of Lipa from the pickers: High gloss only with double leaves.
    await treeEntry(page, /^Lipa/).first().click();
    await page.getByRole('button', { name: 'Add rule', exact: true }).click();
    await pick(page, input(page.getByRole('dialog'), 'Kind of rule'), 'Allow values');
    await page.getByTestId('new-entry-code').fill('gloss-double-only');
    await page.getByTestId('add-entry-confirm').click();
    await expect(page.getByLabel('Rule id')).toHaveValue('gloss-double-only');
    await pick(page, input(page, 'Parameter'), /^Surface \(surface\)/);
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    // The rule starts with Surface's first value: High gloss is picked, Smooth matt picked off.
    await toggle(page, input(page, 'Allowed values'), [/^High gloss \(gloss\)/, /^Smooth matt \(smooth\)/]);
    await expect(page.locator('.cat-sentence--rule')).toContainText('Surface may be High gloss');
    await pick(page, input(page, 'Parameter (line 1)'), /^Number of leaves \(leaves\)/);
    await toggle(page, input(page, 'Values (line 1)'), [/^Double/, /^Single/]);
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    const reason = page.getByRole('group', { name: 'Reason shown to the customer', exact: true });
    await typeAndSave(page, reason.getByLabel(/^English/), 'High gloss comes with double doors only');
    await typeAndSave(page, reason.getByLabel(/^Slovenian/), 'Visoki sijaj le pri dvokrilnih vratih');
    await typeAndSave(page, reason.getByLabel(/^German/), 'Hochglanz nur bei zweiflügligen Türen');
    await typeAndSave(page, reason.getByLabel(/^French/), 'Brillant uniquement pour les portes doubles');
    await expect(page.locator('.cat-sentence--rule')).toContainText('Surface may be High gloss');
    await expect(page.locator('.cat-sentence--rule')).toContainText('Number of leaves is Double');

    // The live preview of Lipa: High gloss is forbidden, and says by which rule.
    await pick(page, page.getByTestId('preview-model'), /^Lipa/);
    const why = page.getByTestId('preview-why');
    await expect(why).toContainText('Surface: High gloss is not allowed');
    await expect(why).toContainText('High gloss comes with double doors only');
    await why.getByRole('button', { name: 'Show rule gloss-double-only' }).click();
    await expect(page).toHaveURL(/at=%2Fmodels%2F\d+%2Frules%2F\d+/);
    await expect(page.getByLabel('Rule id')).toHaveValue('gloss-double-only');
    await expect(page.getByTestId('price-trace')).toContainText('Total');

    // Save the tried choices as a test case.
    await page.getByTestId('save-test-case').click();
    await page.getByTestId('test-name').fill('Lipa keeps high gloss for double doors');
    await page.getByTestId('save-test-confirm').click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    await expect(treeEntry(page, 'Lipa keeps high gloss for double doors')).toBeVisible();
    await expectAccessible(page, '#main');

    // Publish from a time a little ahead: the check passes, the diff shows the new value.
    await page.getByTestId('publish').click();
    const dialog = page.getByRole('dialog', { name: 'Publish the draft' });
    await expect(dialog.getByTestId('publish-from')).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toContainText('gloss');
    // The field takes minutes: the first whole minute at least 30 s ahead (time enough to confirm the dialog).
    const validFrom = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const local = new Date(validFrom.getTime() - validFrom.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    await dialog.getByTestId('publish-from').fill(local);
    await dialog.getByTestId('publish-note').fill('High gloss surface');
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByTestId('publish-confirm').click();
    await expect(page.getByText('No draft is open')).toBeVisible();

    // The customer: no High gloss before that time, High gloss (with double leaves) from then on.
    const customer = await anonymousPage('en');
    const surfaceOptions = async () => {
      await customer.goto(`/configurator/selection?bpi=${DEMO_BRAND_PARTNERS.nordhaus}`);
      await customer.getByRole('searchbox').fill('Lipa');
      await expect(customer.getByTestId('model-card')).toHaveCount(1);
      await customer.getByTestId('model-card').click();
      await expect(customer).toHaveURL(/\/configurator\/configuration\?id=/);
      // The configurator opens at the step last shown: Number of leaves is on the first.
      await customer
        .locator('.cfg-steps__item', { hasText: /Dimensions/ })
        .first()
        .click();
      await customer
        .getByRole('radio', { name: /^Double/ })
        .first()
        .click();
      await expect(customer.getByRole('radio', { name: /^Double/ }).first()).toBeChecked();
      await customer
        .locator('.cfg-steps__item', { hasText: /Colour/ })
        .first()
        .click();
      await expect(customer.getByRole('radio', { name: /^Smooth matt/ }).first()).toBeVisible();
      return customer.getByRole('radio', { name: /^High gloss/ });
    };
    await expect(await surfaceOptions()).toHaveCount(0);
    const wait = validFrom.getTime() - Date.now() + 1500;
    if (wait > 0) {
      await customer.waitForTimeout(wait);
    }
    await expect(async () => {
      await expect(await surfaceOptions()).toHaveCount(1);
    }).toPass({ timeout: 60_000 });
  });

  test('refuses a stale write of the draft and shows the conflict', async ({ pageAs, request }) => {
    const { oem, brandId } = await nordhausBrand(request);
    await oem('DELETE', `/catalogue/brands/${brandId}/draft`);
    const created = await oem('POST', `/catalogue/brands/${brandId}/draft`, {});
    expect(created.status).toBe(200);
    const revision = (created.body as { Revision: number }).Revision;
    const page = await pageAs('oem');
    await page.goto(`/admin/catalogue?brand=${brandId}&at=%2Fbrand`);
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

    // Another maintainer saves meanwhile.
    const theirs = await oem('PUT', `/catalogue/brands/${brandId}/draft`, {
      Revision: revision,
      Operations: [{ op: 'replace', path: '/brand/name', value: 'Nordhaus Türen AG' }],
    });
    expect(theirs.status).toBe(200);
    const stale = await oem('PUT', `/catalogue/brands/${brandId}/draft`, {
      Revision: revision,
      Operations: [{ op: 'replace', path: '/brand/name', value: 'Nordhaus' }],
    });
    expect(stale.status).toBe(409);

    // This page still holds the revision before: its save is refused and reported, not lost.
    const name = page.getByLabel('Brand name');
    await name.fill('Nordhaus Türen GmbH');
    await name.press('Tab');
    await expect(page.getByTestId('save-state')).toHaveText('Not saved: conflict');
    await expect(page.getByText('Someone else saved the draft meanwhile')).toBeVisible();
    await expectAccessible(page, '#main');
    await page.getByRole('button', { name: 'Apply my changes again' }).click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    const draft = await oem('GET', `/catalogue/brands/${brandId}/draft`);
    expect((draft.body as { File: { brand: { name: string } } }).File.brand.name).toBe('Nordhaus Türen GmbH');
    await oem('DELETE', `/catalogue/brands/${brandId}/draft`);
  });

  test('works by keyboard alone: open a draft, change a price, move an entry, undo, discard', async ({
    pageAs,
    request,
  }) => {
    const { oem, brandId } = await nordhausBrand(request);
    await oem('DELETE', `/catalogue/brands/${brandId}/draft`);
    const page = await pageAs('oem');
    await page.goto(`/admin/catalogue?brand=${brandId}`);
    await expect(page.getByText('No draft is open')).toBeVisible();
    const focusOn = async (target: Locator, limit = 200) => {
      for (let step = 0; step < limit; step += 1) {
        if (await target.evaluate((element) => element === document.activeElement)) {
          return;
        }
        await page.keyboard.press('Tab');
      }
      throw new Error('the target was not reached by Tab');
    };
    await focusOn(page.getByTestId('start-draft'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

    // Open the Surface parameter, then its first value, from the tree.
    const surface = treeEntry(page, /^Surface/).first();
    await focusOn(surface);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/at=%2Fparameters%2F\d+$/);
    const firstValue = page.locator('.cat-pane--form .cat-links button').first();
    await focusOn(firstValue);
    await page.keyboard.press('Enter');
    const price = page.getByLabel('Price (€)');
    await focusOn(price);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');

    // Move Surface one place down in its list with Alt+↓, then undo it with Ctrl+Z.
    await focusOn(surface);
    const pathBefore = new URL(page.url()).searchParams.get('at');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Alt+ArrowDown');
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    expect(new URL(page.url()).searchParams.get('at')).not.toBe(pathBefore);
    await page.locator('body').press('ControlOrMeta+z');
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    await expectAccessible(page, '#main');

    // Discard the draft from the keyboard, through the confirmation.
    await focusOn(page.getByRole('button', { name: 'Discard draft' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await confirm.getByRole('button', { name: 'Discard draft' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('No draft is open')).toBeVisible();
  });

  test('is for OEM admins only: others are redirected, and every catalogue call answers 403', async ({
    pageAs,
    request,
  }) => {
    const { oem, brandId } = await nordhausBrand(request);
    const page = await pageAs('admin');
    await page.goto('/admin/catalogue');
    await expect(page).not.toHaveURL(/\/admin\/catalogue/);
    await page.goto(`/admin/catalogue/prices?brand=${brandId}`);
    await expect(page).not.toHaveURL(/\/admin\/catalogue/);

    // Each call with a body it would accept from an OEM admin: the refusal is about who asks, not what is sent.
    const file = (await oem('GET', `/catalogue/brands/${brandId}/versions/current`)).body;
    const bodies: Record<string, unknown> = {
      importCatalogue: file,
      checkCatalogue: file,
      updateCatalogueDraft: { Revision: 1, Operations: [{ op: 'test', path: '/brand' }] },
      updateCatalogueDraftCode: { Revision: 1, Path: '/parameters/0', To: 'renamed' },
      createCatalogueBrand: file,
      publishCatalogueDraft: { Revision: 1 },
      previewCatalogueDraft: { Model: 'LIPA' },
      addCatalogueImage: { FileName: 'door.png', Contents: '' },
      importCataloguePrices: { FileName: 'prices.xlsx', Contents: '' },
    };
    const queries: Record<string, string> = {
      compareCatalogueVersions: '?against=1',
      importCatalogue: '?dryRun=true',
      importCataloguePrices: '?dryRun=true',
    };
    const admin = await apiAs(request, 'admin');
    const calls = Object.entries(API_ROUTES).filter(([, route]) => route.path.startsWith('/catalogue/brands'));
    expect(calls.length).toBeGreaterThan(15);
    for (const [id, route] of calls) {
      const path = `${route.path.replace(':brandId', brandId).replace(':version', '1')}${queries[id] ?? ''}`;
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : (bodies[id] ?? {});
      const reply = await admin(route.method, path, body);
      expect(reply.status, `${id}: ${route.method} ${path}`).toBe(403);
    }
  });
});

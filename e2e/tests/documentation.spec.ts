import { API_PREFIX } from '@door/contract';
import type { APIRequestContext } from '@playwright/test';
import { stableId } from '../../apps/server/src/core/stable-id';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, DEMO_PASSWORD, DEMO_USERS, expect, test } from '../fixtures/demo';

const BPI = DEMO_BRAND_PARTNERS.alpina;

/** A demo configuration in a document where the admin may request documentation (seeded ids are stable). */
const findRequestable = async (request: APIRequestContext) => {
  const token = await request.post(`${API_PREFIX}/token`, {
    form: {
      grant_type: 'password',
      username: DEMO_USERS.admin.email,
      password: DEMO_PASSWORD,
      client_id: 'configurator-web',
      client_secret: 'configurator-web-secret',
    },
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  for (let index = 0; index < 60; index += 1) {
    const documentConfigurationId = stableId('document-configuration', `demo-${index}-0`);
    const reply = await request.get(
      `${API_PREFIX}/document/configuration/${documentConfigurationId}/documentation?brandPartnerId=${BPI}`,
      { headers: { Authorization: `Bearer ${accessToken}` } },
    );
    if (reply.ok() && ((await reply.json()) as { CanRequestDocumentation: boolean }).CanRequestDocumentation) {
      return {
        index,
        documentId: stableId('document', `demo-${index}`),
        documentConfigurationId,
        configurationId: stableId('configuration', `demo-${index}-0`),
      };
    }
  }
  throw new Error('no demo configuration where the admin may request documentation');
};

test('an admin requests documentation, and a signed-out visitor downloads the drawing from the public page', async ({
  pageAs,
  anonymousPage,
  request,
}) => {
  test.setTimeout(120_000);
  const target = await findRequestable(request);
  const page = await pageAs('admin');
  // The app state a list's 'open' and 'details' leave behind, in place before the app starts.
  await page.addInitScript((current) => {
    localStorage.setItem(
      'document',
      JSON.stringify({
        documentId: current.documentId,
        initialDocumentId: null,
        name: `demo ${current.index}`,
        project: null,
        addingMode: false,
        disableEdit: false,
        status: '',
        currency: 'EUR',
      }),
    );
    localStorage.setItem(
      'documentConfiguration',
      JSON.stringify({
        documentConfigurationId: current.documentConfigurationId,
        configurationId: current.configurationId,
        position: 1,
        name: 'Demo',
        statusId: null,
      }),
    );
  }, target);
  await page.goto('/admin/configuration/images');
  await expect(page.getByRole('heading', { name: 'Technical documentation' })).toBeVisible();
  const request_ = page.getByRole('button', { name: 'Request documentation' });
  await expect(request_).toBeEnabled();
  await expectAccessible(page);
  await request_.click();
  // All request buttons are off after a request; the status line follows the job until it is generated.
  await expect(request_).toBeDisabled();
  const status = page.getByTestId('documentation-status');
  await expect(status).toContainText(/generated/i, { timeout: 30_000 });
  await expect(status).not.toContainText(/being generated/i);
  await expect(page.getByRole('link', { name: /dimensioned-drawing|kotirana-risba/ })).toBeVisible();

  const visitor = await anonymousPage();
  await visitor.goto(`/documents/${target.configurationId}`);
  const link = visitor.getByRole('link', { name: /^(dimensioned-drawing|kotirana-risba)/ });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/[?&]t=\d+$/);
  await expectAccessible(visitor);
  // The link opens without a login: the browser context has no token.
  const file = await visitor.request.get(href);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

import { API_PREFIX, type CatalogueFile } from '@door/contract';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/axe';
import { DEMO_BRAND_PARTNERS, DEMO_PASSWORD, DEMO_USERS, expect, test } from '../fixtures/demo';

const BPI = DEMO_BRAND_PARTNERS.alpina;
const CLIENT = { client_id: 'configurator-web', client_secret: 'configurator-web-secret' };

/** A small API client signed in as a demo user. */
const apiAs = async (request: APIRequestContext, user: keyof typeof DEMO_USERS) => {
  const token = await request.post(`${API_PREFIX}/token`, {
    form: { grant_type: 'password', username: DEMO_USERS[user].email, password: DEMO_PASSWORD, ...CLIENT },
  });
  const headers = {
    Authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
    'Accept-Language': 'en',
  };
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const reply = await request.fetch(`${API_PREFIX}${path}`, { method, headers, ...(data ? { data } : {}) });
    expect(reply.ok(), `${method} ${path}: ${await reply.text()}`).toBe(true);
    const type = reply.headers()['content-type'] ?? '';
    return (type.includes('json') ? await reply.json() : await reply.text()) as T;
  };
  return call;
};

type Tree = { Name: string; ParameterId: string; Values: { ParameterValueId: string; ParameterValueName: string }[] }[];

test.describe('a configuration of a document and a new catalogue', () => {
  test('stays on its version and price until the user updates it, after a preview of exactly what changes', async ({
    pageAs,
    request,
  }) => {
    const admin = await apiAs(request, 'admin');
    const oem = await apiAs(request, 'oem');
    // An offer with a Kamnik in anthracite.
    const countries = await admin<{ CountryId: string; Code: string }[]>('GET', '/selection/countrylist');
    const offer = await admin<{ SalesDocumentId: string }>('POST', '/document', {
      BrandPartnerId: BPI,
      ConfigurationContact: {
        ContactData: {
          FirstName: 'Iva',
          LastName: 'Novak',
          Email: `iva.${Date.now()}@example.com`,
          City: 'Celje',
          Zip: '3000',
          CountryId: countries.find((country) => country.Code === 'SI')?.CountryId,
        },
      },
    });
    const models = await admin<{ BrandModelsNotSpecial: { PartId: string; Name: string }[] }>(
      'POST',
      `/selection/models/${BPI}`,
      { pageSize: 100 },
    );
    const kamnik = models.BrandModelsNotSpecial.find((model) => model.Name === 'Kamnik')?.PartId as string;
    const created = await admin<{ Metadata: { ConfigurationId: string }; ViewModel: { Tree: Tree } }>(
      'GET',
      `/configurator/admin/create?brandPartnerId=${BPI}&partId=${kamnik}`,
    );
    const id = created.Metadata.ConfigurationId;
    const colour = created.ViewModel.Tree.find((parameter) => parameter.Name === 'Leaf colour');
    const anthracite = colour?.Values.find((value) => value.ParameterValueName === 'Anthracite grey RAL 7016');
    await admin(
      'GET',
      `/configurator/admin/update?brandPartnerId=${BPI}&configurationId=${id}&partId=${kamnik}&parameterId=${colour?.ParameterId}&parameterValueId=${anthracite?.ParameterValueId}`,
    );
    await admin('POST', `/document/${offer.SalesDocumentId}?configurationId=${id}&brandPartnerId=${BPI}`);

    // The manufacturer publishes a new catalogue: Kamnik 100 € dearer, anthracite only up to 900 mm wide.
    const brands = await oem<{ BrandId: string; BrandPartnerIds: string[]; CurrentVersion: number }[]>(
      'GET',
      '/catalogue/brands',
    );
    const brand = brands.find((candidate) => candidate.BrandPartnerIds.includes(BPI)) as (typeof brands)[number];
    const file = await oem<CatalogueFile>('GET', `/catalogue/brands/${brand.BrandId}/versions/current`);
    const model = file.models.find((candidate) => candidate.code === 'KAMNIK');
    if (model) {
      model.basePriceCents += 10_000;
    }
    file.ruleSets
      ?.find((set) => set.code === 'colour')
      ?.rules.push({
        kind: 'allow',
        id: 'anthracite-narrow',
        param: 'leafColour',
        values: ['ral7016'],
        when: { param: 'width', lte: 900 },
        reason: {
          sl: 'Antracit le do širine 900 mm.',
          en: 'Anthracite only on doors up to 900 mm wide.',
          de: 'Anthrazit nur bis 900 mm Breite.',
          fr: 'Anthracite seulement jusqu’à 900 mm de large.',
        },
      });
    const imported = await oem<{ Version: number }>(
      'POST',
      `/catalogue/brands/${brand.BrandId}/versions?publish=true`,
      file,
    );

    try {
      const page = await pageAs('admin');
      await page.goto(`/configurator/configuration?id=${id}&bpi=${BPI}`);
      const notice = page.getByTestId('catalogue-update-notice');
      await expect(notice).toContainText(
        `This configuration is priced with catalogue version ${brand.CurrentVersion}; version ${imported.Version} is current.`,
      );
      const price = page.getByTestId('configuration-price');
      const before = (await price.innerText()).trim();
      await expectAccessible(page);

      // The preview: nothing is saved yet.
      await page.getByTestId('catalogue-update').click();
      const dialog = page.getByRole('dialog', { name: 'Update to the current catalogue' });
      await expect(dialog.getByTestId('catalogue-update-changes')).toContainText(
        'Leaf colour: Anthracite grey RAL 7016 → Traffic white RAL 9016',
      );
      await expect(dialog.getByTestId('catalogue-update-changes')).toContainText(
        'Anthracite only on doors up to 900 mm wide. (Width (mm): 1000)',
      );
      const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
      const after = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(euros(before) - 20);
      await expect(dialog.getByTestId('catalogue-update-price')).toHaveText(`Price: ${before} → ${after}`);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(price).toHaveText(before);

      // The update: the configuration moves, its price follows, the notice goes.
      await page.getByTestId('catalogue-update').click();
      await page.getByTestId('catalogue-update-confirm').click();
      await expect(dialog).toBeHidden();
      await expect(price).toHaveText(after);
      await expect(notice).toBeHidden();
      await expect(page.getByTestId('toast')).toContainText(
        'The configuration is now priced with the current catalogue.',
      );
    } finally {
      // The journeys after this one expect the demo catalogue: re-publish the version that was current (rollback).
      await oem('POST', `/catalogue/brands/${brand.BrandId}/versions/${brand.CurrentVersion}/publish`, {});
    }
  });
});

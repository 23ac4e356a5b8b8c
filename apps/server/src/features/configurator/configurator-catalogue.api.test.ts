import {
  type CatalogueFile,
  catalogueUpdatePreviewSchema,
  configurationReplySchema,
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  documentActionReplySchema,
  formatMoney,
  type TreeParameter,
} from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configurations, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { findModelPartId } from '#server/test/catalogue';
import { readDemoCatalogueText } from '#server/test/demo-catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { expectStoredTotalsFollowTheRule } from '#server/test/stored-totals';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const TRIGLAV = await findModelPartId(app, BPI, 'Triglav');
const KRAS = await findModelPartId(app, BPI, 'Kras');
const SLOVENIA = (await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'en' } }))
  .json<{ CountryId: string; Code: string }[]>()
  .find((country) => country.Code === 'SI')?.CountryId as string;

const tokens = new Map<string, string>();
const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  if (!tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', authorization: tokens.get(email) },
    ...(payload ? { payload } : {}),
  });
};
const open = async (email: string, configurationId: string, documentId?: string) =>
  configurationReplySchema.parse(
    (
      await call(
        email,
        'GET',
        `configurator/${email === DEMO_USERS.customer ? 'auth' : 'admin'}/create?brandPartnerId=${BPI}&configurationId=${configurationId}${documentId ? `&documentId=${documentId}` : ''}`,
      )
    ).json(),
  );
const parameterOf = (tree: TreeParameter[], name: string) => tree.find((param) => param.Name === name) as TreeParameter;
/** Chooses a value by its English name. */
const choose = async (
  email: string,
  variant: 'auth' | 'admin',
  configurationId: string,
  partId: string,
  value: string,
) => {
  const opened = await open(email, configurationId);
  const colour = parameterOf(opened.ViewModel.Tree, 'Leaf colour');
  const valueId = colour.Values.find((candidate) => candidate.ParameterValueName === value)?.ParameterValueId;
  const response = await call(
    email,
    'GET',
    `configurator/${variant}/update?brandPartnerId=${BPI}&configurationId=${configurationId}&partId=${partId}&parameterId=${colour.ParameterId}&parameterValueId=${valueId}`,
  );
  expect(response.statusCode).toBe(200);
};

const newOffer = async () =>
  documentActionReplySchema.parse(
    (
      await call(DEMO_USERS.admin, 'POST', 'document', {
        BrandPartnerId: BPI,
        ConfigurationContact: {
          ContactData: {
            FirstName: 'Ana',
            LastName: 'Kos',
            Email: 'ana.kos@example.com',
            City: 'Kranj',
            Zip: '4000',
            CountryId: SLOVENIA,
          },
        },
      })
    ).json(),
  ).SalesDocumentId;

/** An offer holding a Triglav in anthracite (a colour with a price). */
const offerWithAnthraciteTriglav = async () => {
  const documentId = await newOffer();
  const created = configurationReplySchema.parse(
    (await call(DEMO_USERS.admin, 'GET', `configurator/admin/create?brandPartnerId=${BPI}&partId=${TRIGLAV}`)).json(),
  );
  const configurationId = created.Metadata.ConfigurationId;
  await choose(DEMO_USERS.admin, 'admin', configurationId, TRIGLAV, 'Anthracite grey RAL 7016');
  const added = await call(
    DEMO_USERS.admin,
    'POST',
    `document/${documentId}?configurationId=${configurationId}&brandPartnerId=${BPI}`,
  );
  expect(added.statusCode).toBe(200);
  return { documentId, configurationId };
};
const lineOf = async (configurationId: string) => {
  const [line] = await db
    .select()
    .from(salesDocumentConfigurations)
    .where(eq(salesDocumentConfigurations.configurationId, configurationId));
  return line as typeof salesDocumentConfigurations.$inferSelect;
};

/** Publishes version 2: Triglav 100 € dearer, and anthracite only on doors up to 900 mm wide. */
const publishNewPrices = async () => {
  const file: CatalogueFile = JSON.parse(readDemoCatalogueText());
  const triglav = file.models.find((model) => model.code === 'TRIGLAV');
  if (!triglav) {
    throw new Error('no TRIGLAV');
  }
  triglav.basePriceCents += 10_000;
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
  const response = await call(
    DEMO_USERS.oem,
    'POST',
    `catalogue/brands/${DEMO_IDS.brandAlpina}/versions?publish=true`,
    file as unknown as object,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Version: number }>().Version;
};

describe('catalogue versions in the configurator', async () => {
  const inOffer = await offerWithAnthraciteTriglav();
  const readOnly = await offerWithAnthraciteTriglav();
  const customer = configurationReplySchema.parse(
    (await call(DEMO_USERS.customer, 'GET', `configurator/auth/create?brandPartnerId=${BPI}&partId=${KRAS}`)).json(),
  ).Metadata.ConfigurationId;
  await choose(DEMO_USERS.customer, 'auth', customer, KRAS, 'Anthracite grey RAL 7016');
  const before = await open(DEMO_USERS.admin, inOffer.configurationId, inOffer.documentId);
  const lineBefore = await lineOf(inOffer.configurationId);
  const [pinned] = await db.select().from(configurations).where(eq(configurations.id, readOnly.configurationId));
  const pinnedBefore = pinned?.catalogueVersionId;
  const version = await publishNewPrices();
  await db
    .update(salesDocuments)
    .set({ statusId: DOCUMENT_STATUS_IDS.confirmed })
    .where(eq(salesDocuments.id, readOnly.documentId));

  it('keeps a configuration of a document on the version it was priced with: price and picture stay', async () => {
    expect(before.Metadata.Catalogue).toMatchObject({ Version: 1, CurrentVersion: 1, CanUpdate: false });
    const after = await open(DEMO_USERS.admin, inOffer.configurationId, inOffer.documentId);
    expect(after.Price).toBe(before.Price);
    expect(after.Metadata.FinalImageUrl).toBe(before.Metadata.FinalImageUrl);
    expect(parameterOf(after.ViewModel.Tree, 'Leaf colour').ParameterValueId).toBe(
      parameterOf(before.ViewModel.Tree, 'Leaf colour').ParameterValueId,
    );
    expect(after.Metadata.Catalogue).toMatchObject({ Version: 1, CurrentVersion: version, CanUpdate: true });
    expect((await lineOf(inOffer.configurationId)).unitPriceCents).toBe(lineBefore.unitPriceCents);
  });

  it('previews the update to the current catalogue exactly: price old → new, each choice that moves and why', async () => {
    const preview = catalogueUpdatePreviewSchema.parse(
      (
        await call(
          DEMO_USERS.admin,
          'GET',
          `configurator/${inOffer.configurationId}/catalogue-update?documentId=${inOffer.documentId}`,
        )
      ).json(),
    );
    expect(preview).toEqual({
      ConfigurationId: inOffer.configurationId,
      FromVersion: 1,
      ToVersion: version,
      IsModelAvailable: true,
      PriceBefore: before.Price,
      // 100 € more for the model, 120 € less for the colour that is no longer allowed.
      PriceAfter: (before.Price as number) + 100 - 120,
      Changes: [
        {
          ParameterId: parameterOf(before.ViewModel.Tree, 'Leaf colour').ParameterId,
          Parameter: 'Leaf colour',
          From: 'Anthracite grey RAL 7016',
          To: 'Traffic white RAL 9016',
          Reason: 'Anthracite only on doors up to 900 mm wide. (Width (mm): 1000)',
        },
      ],
    });
    // The preview changes nothing.
    expect((await open(DEMO_USERS.admin, inOffer.configurationId, inOffer.documentId)).Price).toBe(before.Price);
  });

  it('updates on request: the configuration moves to the current version and its line is priced again', async () => {
    const applied = await call(
      DEMO_USERS.admin,
      'POST',
      `configurator/${inOffer.configurationId}/catalogue-update?documentId=${inOffer.documentId}`,
    );
    expect(applied.statusCode).toBe(200);
    const after = await open(DEMO_USERS.admin, inOffer.configurationId, inOffer.documentId);
    expect(after.Price).toBe((before.Price as number) - 20);
    expect(after.Metadata.Catalogue).toMatchObject({ Version: version, CurrentVersion: version, CanUpdate: false });
    expect((await lineOf(inOffer.configurationId)).unitPriceCents).toBe(lineBefore.unitPriceCents - 2000);
    const again = await call(
      DEMO_USERS.admin,
      'POST',
      `configurator/${inOffer.configurationId}/catalogue-update?documentId=${inOffer.documentId}`,
    );
    expect(again.statusCode).toBe(409);
  });

  it('offers no update in a read-only document and refuses one with 409', async () => {
    const opened = await open(DEMO_USERS.admin, readOnly.configurationId, readOnly.documentId);
    expect(opened.Metadata.Catalogue).toMatchObject({ Version: 1, CanUpdate: false });
    const refused = await call(
      DEMO_USERS.admin,
      'POST',
      `configurator/${readOnly.configurationId}/catalogue-update?documentId=${readOnly.documentId}`,
    );
    expect(refused.statusCode).toBe(409);
    const [row] = await db.select().from(configurations).where(eq(configurations.id, readOnly.configurationId));
    expect(row?.catalogueVersionId).toBe(pinnedBefore);
  });

  it('moves a configuration in no document to the current version when it is next opened, and says what changed', async () => {
    const opened = await open(DEMO_USERS.customer, customer);
    expect(opened.Metadata.Catalogue).toMatchObject({ Version: version, CurrentVersion: version, CanUpdate: false });
    expect(opened.Message).toBe(
      [
        `The catalogue was updated (version 1 → ${version}).`,
        // Kras 1.290 € + 199,50 € door area, + 120 € anthracite before.
        `Price: ${formatMoney(1609.5)} → ${formatMoney(1489.5)}.`,
        '• Leaf colour: Anthracite grey RAL 7016 → Traffic white RAL 9016 — Anthracite only on doors up to 900 mm wide. (Width (mm): 1000)',
      ].join('\n'),
    );
    expect(opened.Changes).toEqual([
      expect.objectContaining({
        Parameter: 'Leaf colour',
        From: 'Anthracite grey RAL 7016',
        To: 'Traffic white RAL 9016',
      }),
    ]);
    // Opened once more, it is on the current version and nothing changes.
    expect((await open(DEMO_USERS.customer, customer)).Message).toBeNull();
  });
});

describe('the money of every line this file wrote', () => {
  it('follows the money rule: each line stores its calculated totals, each document their sum', async () => {
    await expectStoredTotalsFollowTheRule(db);
  });
});

import {
  configurationReplySchema,
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  type DocumentStatusCode,
  documentActionReplySchema,
  documentConfigurationReplySchema,
  type TreeParameter,
} from '@door/contract';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configurations, documentHistory, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { findModelPartId } from '#server/test/catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { expectStoredTotalsFollowTheRule } from '#server/test/stored-totals';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const TRIGLAV = await findModelPartId(app, BPI, 'Triglav');
const SLOVENIA = (await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'en' } }))
  .json<{ CountryId: string; Code: string }[]>()
  .find((country) => country.Code === 'SI')?.CountryId as string;

const tokens = new Map<string, string>();
const get = async (email: string, url: string, method: 'GET' | 'POST' = 'GET') => {
  let token = tokens.get(email);
  if (!token) {
    token = (await signIn(app, email)).authorization;
    tokens.set(email, token);
  }
  return app.inject({ method, url: `/api/v1/${url}`, headers: { 'accept-language': 'en', authorization: token } });
};

const newOffer = async () =>
  documentActionReplySchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/document',
        headers: { authorization: (await signIn(app, DEMO_USERS.admin)).authorization },
        payload: {
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
        },
      })
    ).json(),
  ).SalesDocumentId;

/** A document with one configuration of Triglav in it, made by the admin. */
const documentWithConfiguration = async () => {
  const documentId = await newOffer();
  const created = configurationReplySchema.parse(
    (await get(DEMO_USERS.admin, `configurator/admin/create?brandPartnerId=${BPI}&partId=${TRIGLAV}`)).json(),
  );
  const configurationId = created.Metadata.ConfigurationId;
  const line = documentConfigurationReplySchema.parse(
    (
      await get(
        DEMO_USERS.admin,
        `document/${documentId}?configurationId=${configurationId}&brandPartnerId=${BPI}`,
        'POST',
      )
    ).json(),
  );
  const width = created.ViewModel.Tree.find((parameter: TreeParameter) => parameter.Name === 'Width (mm)');
  return {
    documentId,
    configurationId,
    lineId: line.SalesDocumentConfigurationId,
    widthId: width?.ParameterId as string,
  };
};

const open = (email: string, configurationId: string, documentId: string) =>
  get(
    email,
    `configurator/admin/create?brandPartnerId=${BPI}&configurationId=${configurationId}&documentId=${documentId}`,
  );
const change = (email: string, configurationId: string, widthId: string, value: number, documentId = '') =>
  get(
    email,
    `configurator/admin/update?brandPartnerId=${BPI}&configurationId=${configurationId}&partId=${TRIGLAV}&parameterId=${widthId}&customValue=${value}${documentId ? `&documentId=${documentId}` : ''}`,
  );
const setLineStatus = (lineId: string, status: DocumentStatusCode) =>
  db
    .update(salesDocumentConfigurations)
    .set({ statusId: DOCUMENT_STATUS_IDS[status] })
    .where(eq(salesDocumentConfigurations.id, lineId));
const choicesOf = async (configurationId: string) =>
  (await db.select().from(configurations).where(eq(configurations.id, configurationId)))[0]?.choices;

describe('the configurator with a document', () => {
  it('carries HasDocument, Position, InApproval false and CanEdit for a configuration in a document', async () => {
    const { documentId, configurationId } = await documentWithConfiguration();
    const reply = configurationReplySchema.parse((await open(DEMO_USERS.admin, configurationId, documentId)).json());
    expect(reply.Metadata).toMatchObject({ HasDocument: true, Position: 1, InApproval: false, CanEdit: true });
    // Without documentId the document that holds the configuration is found all the same.
    const plain = configurationReplySchema.parse(
      (
        await get(
          DEMO_USERS.admin,
          `configurator/admin/create?brandPartnerId=${BPI}&configurationId=${configurationId}`,
        )
      ).json(),
    );
    expect(plain.Metadata).toMatchObject({ HasDocument: true, Position: 1 });
  });

  it('carries the asked position for a new configuration made for a document', async () => {
    const documentId = await newOffer();
    const reply = configurationReplySchema.parse(
      (
        await get(
          DEMO_USERS.admin,
          `configurator/admin/create?brandPartnerId=${BPI}&partId=${TRIGLAV}&documentId=${documentId}&p=3`,
        )
      ).json(),
    );
    expect(reply.Metadata).toMatchObject({ HasDocument: true, Position: 3, CanEdit: true });
  });

  it('says CanEdit false and refuses a change with 409 when the document is read-only', async () => {
    const { documentId, configurationId, widthId } = await documentWithConfiguration();
    await db
      .update(salesDocuments)
      .set({ statusId: DOCUMENT_STATUS_IDS.confirmed })
      .where(eq(salesDocuments.id, documentId));
    const reply = configurationReplySchema.parse((await open(DEMO_USERS.admin, configurationId, documentId)).json());
    expect(reply.Metadata.CanEdit).toBe(false);
    const before = await choicesOf(configurationId);
    expect((await change(DEMO_USERS.admin, configurationId, widthId, 950)).statusCode).toBe(409);
    expect((await change(DEMO_USERS.admin, configurationId, widthId, 950, documentId)).statusCode).toBe(409);
    expect(await choicesOf(configurationId)).toEqual(before);
  });

  it('lets installers only open a configuration of a document (CanEdit false, a change 403)', async () => {
    const { documentId, configurationId, widthId } = await documentWithConfiguration();
    const reply = configurationReplySchema.parse(
      (await open(DEMO_USERS.installer, configurationId, documentId)).json(),
    );
    expect(reply.Metadata.CanEdit).toBe(false);
    const before = await choicesOf(configurationId);
    expect((await change(DEMO_USERS.installer, configurationId, widthId, 950)).statusCode).toBe(403);
    expect(await choicesOf(configurationId)).toEqual(before);
  });

  it('shows InApproval and refuses a change while technical documentation is generating', async () => {
    const { documentId, configurationId, lineId, widthId } = await documentWithConfiguration();
    await setLineStatus(lineId, 'generatingTechnicalDocumentation');
    const reply = configurationReplySchema.parse((await open(DEMO_USERS.admin, configurationId, documentId)).json());
    expect(reply.Metadata).toMatchObject({ InApproval: true, CanEdit: false });
    expect((await change(DEMO_USERS.admin, configurationId, widthId, 950)).statusCode).toBe(409);
  });

  it('sends a configuration with special documentation back to draft on a change, and records it', async () => {
    const { documentId, configurationId, lineId, widthId } = await documentWithConfiguration();
    await setLineStatus(lineId, 'specialTechnicalDocumentationGenerated');
    const response = await change(DEMO_USERS.admin, configurationId, widthId, 950, documentId);
    expect(response.statusCode, response.body).toBe(200);
    const [line] = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.id, lineId));
    expect(line?.statusId).toBe(DOCUMENT_STATUS_IDS.draft);
    const [entry] = await db
      .select()
      .from(documentHistory)
      .where(eq(documentHistory.documentId, documentId))
      .orderBy(desc(documentHistory.createdAt));
    expect([entry?.type, entry?.text, entry?.value, entry?.documentConfigurationId]).toEqual([
      'configurationStatusChanged',
      'draft',
      'specialTechnicalDocumentationGenerated',
      lineId,
    ]);
  });

  it('prices in the document’s currency (price and overview)', async () => {
    const { documentId, configurationId } = await documentWithConfiguration();
    await db.update(salesDocuments).set({ currency: 'CHF' }).where(eq(salesDocuments.id, documentId));
    const price = (
      await get(DEMO_USERS.admin, `configurator/${configurationId}/price?documentId=${documentId}`)
    ).json();
    expect(price).toMatchObject({ Currency: 'CHF', Price: expect.any(Number) });
    const overview = await get(
      DEMO_USERS.admin,
      `configurator/auth/${configurationId}/overview?brandPartnerId=${BPI}&documentId=${documentId}`,
    );
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json()).toMatchObject({ Currency: 'CHF', Metadata: { HasDocument: true, Position: 1 } });
  });

  it('refuses a document of a foreign tenant (403) and an unknown document (404)', async () => {
    const { documentId, configurationId } = await documentWithConfiguration();
    const fresh = configurationReplySchema.parse(
      (await get('dealer@demo.test', `configurator/admin/create?brandPartnerId=${BPI}&partId=${TRIGLAV}`)).json(),
    );
    expect(
      (
        await get(
          'dealer@demo.test',
          `configurator/admin/create?brandPartnerId=${BPI}&configurationId=${fresh.Metadata.ConfigurationId}&documentId=${documentId}`,
        )
      ).statusCode,
    ).toBe(403);
    expect((await open(DEMO_USERS.admin, configurationId, '00000000-0000-4000-8000-00000000abcd')).statusCode).toBe(
      404,
    );
  });
});

describe('the money of every line this file wrote', () => {
  it('follows the money rule: each line stores its calculated totals, each document their sum', async () => {
    await expectStoredTotalsFollowTheRule(db);
  });
});

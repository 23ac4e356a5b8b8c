import { DEFAULT_BRAND_PARTNER_ID, DOCUMENT_STATUS_IDS, DOCUMENT_TYPE_IDS } from '@door/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configurations, salesDocumentConfigurations, salesDocumentGenerated, salesDocuments } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

// The findings of the hostile-partner run (issue 21), each as a test of its own.

const { app, database } = await buildTestApp();
const db = database.db;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';
const tokens = new Map<string, string>();
const authorizationOf = async (email: string) => {
  if (!tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return tokens.get(email) as string;
};
const call = async (email: string | null, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: await authorizationOf(email) } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ok = async <T>(response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json() as T;
};

const MODEL = (
  await ok<{ BrandModelsNotSpecial: { PartId: string }[] }>(
    call(null, 'POST', `selection/models/${BPI}`, { Filters: [], Page: 1 }),
  )
).BrandModelsNotSpecial[0]?.PartId as string;
const SLOVENIA = (await ok<{ CountryId: string; Code: string }[]>(call(null, 'GET', 'selection/countrylist'))).find(
  (country) => country.Code === 'SI',
)?.CountryId as string;

type Tree = { ParameterId: string; Name: string; Values: { ParameterValueId: string; Selected?: boolean }[] }[];
/** A document of the caller's partner with one configuration in it. */
const documentOf = async (email: string) => {
  const { SalesDocumentId: documentId } = await ok<{ SalesDocumentId: string }>(
    call(email, 'POST', 'document', {
      BrandPartnerId: BPI,
      ConfigurationContact: {
        ContactData: {
          FirstName: 'Fin',
          LastName: 'Ding',
          Email: 'fin.ding@example.com',
          City: 'Kranj',
          Zip: '4000',
          CountryId: SLOVENIA,
        },
      },
    }),
  );
  const created = await ok<{ Metadata: { ConfigurationId: string }; ViewModel: { Tree: Tree } }>(
    call(email, 'GET', `configurator/admin/create?brandPartnerId=${BPI}&partId=${MODEL}&documentId=${documentId}`),
  );
  const configurationId = created.Metadata.ConfigurationId;
  const line = await ok<{ SalesDocumentConfigurationId: string }>(
    call(email, 'POST', `document/${documentId}?brandPartnerId=${BPI}&configurationId=${configurationId}`),
  );
  return { documentId, configurationId, lineId: line.SalesDocumentConfigurationId, tree: created.ViewModel.Tree };
};
/** A change of a list parameter to a value it does not have now. */
const changeOf = (tree: Tree) => {
  const parameter = tree.find((each) => each.Values.length > 1) as Tree[number];
  const value = parameter.Values.find((each) => !each.Selected) as Tree[number]['Values'][number];
  return `parameterId=${parameter.ParameterId}&parameterValueId=${value.ParameterValueId}`;
};
const stateOf = async (documentId: string, configurationId: string) =>
  JSON.stringify({
    document: await db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId)),
    lines: await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, documentId)),
    configuration: await db.select().from(configurations).where(eq(configurations.id, configurationId)),
  });
const confirm = (documentId: string) =>
  db
    .update(salesDocuments)
    .set({ typeId: DOCUMENT_TYPE_IDS.orderconfirmation, statusId: DOCUMENT_STATUS_IDS.confirmed })
    .where(eq(salesDocuments.id, documentId));

describe('issue 21: the findings of the hostile partner', () => {
  it('1. creates a document with the all-zero ProjectId, as the specification sends it', async () => {
    const response = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      ProjectId: '00000000-0000-0000-0000-000000000000',
      NewProject: true,
      ContactId: '00000000-0000-0000-0000-000000000000',
      ConfigurationContact: {
        ContactData: {
          FirstName: 'Zero',
          LastName: 'Guid',
          Email: 'zero@example.com',
          City: 'Kranj',
          Zip: '4000',
          CountryId: SLOVENIA,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('2. a child partner changes no configuration of its head partner’s document, by any update call', async () => {
    const { documentId, configurationId, tree } = await documentOf(DEMO_USERS.admin);
    const before = await stateOf(documentId, configurationId);
    const change = changeOf(tree);
    const query = `brandPartnerId=${BPI}&configurationId=${configurationId}&partId=${MODEL}&${change}`;
    for (const variant of ['admin/', 'auth/', '']) {
      const response = await call(DEALER, 'GET', `configurator/${variant}update?${query}`);
      expect(response.statusCode, `${variant}update ${response.body}`).toBe(403);
    }
    const comment = await call(DEALER, 'POST', `configurator/${configurationId}/updatecomment`, {
      Comment: 'Mine now',
    });
    expect(comment.statusCode).toBe(403);
    expect(await stateOf(documentId, configurationId)).toBe(before);
    // The document's own staff change it, naming the document or not.
    await ok(call(DEMO_USERS.sales, 'GET', `configurator/admin/update?${query}`));
  });

  it('3. attaching copies anything but the caller’s own free configuration; nothing unreadable is attached', async () => {
    const head = await documentOf(DEMO_USERS.admin);
    const child = await documentOf(DEALER);
    // The child cannot read the head partner's document: 403, and its document is unchanged.
    const childBefore = await stateOf(child.documentId, child.configurationId);
    const foreign = await call(
      DEALER,
      'POST',
      `document/${child.documentId}?brandPartnerId=${BPI}&configurationId=${head.configurationId}`,
    );
    expect(foreign.statusCode).toBe(403);
    expect(await stateOf(child.documentId, child.configurationId)).toBe(childBefore);
    // The head partner sees its child's document: the configuration comes in as a copy, a new id.
    const copied = await ok<{ ConfigurationId: string }>(
      call(
        DEMO_USERS.admin,
        'POST',
        `document/${head.documentId}?brandPartnerId=${BPI}&configurationId=${child.configurationId}`,
      ),
    );
    expect(copied.ConfigurationId).not.toBe(child.configurationId);
    // So does one of a confirmed document.
    const confirmed = await documentOf(DEMO_USERS.admin);
    await confirm(confirmed.documentId);
    const fromConfirmed = await ok<{ ConfigurationId: string }>(
      call(
        DEMO_USERS.admin,
        'POST',
        `document/${head.documentId}?brandPartnerId=${BPI}&configurationId=${confirmed.configurationId}`,
      ),
    );
    expect(fromConfirmed.ConfigurationId).not.toBe(confirmed.configurationId);
    const holders = await db
      .select({ configurationId: salesDocumentConfigurations.configurationId })
      .from(salesDocumentConfigurations)
      .where(inArray(salesDocumentConfigurations.configurationId, [child.configurationId, confirmed.configurationId]));
    expect(holders).toHaveLength(2);
  });

  it('4. read-only is whole: no generated document is deleted, and a call naming two documents is refused', async () => {
    const { documentId, configurationId, lineId, tree } = await documentOf(DEMO_USERS.admin);
    const [template] = await ok<{ DocumentTemplateId: string }[]>(
      call(DEMO_USERS.admin, 'GET', `document/${documentId}/templates`),
    );
    const [language] = await ok<{ LanguageId: string }[]>(
      call(DEMO_USERS.admin, 'GET', `selection/language/${documentId}`),
    );
    await ok(
      call(DEMO_USERS.admin, 'POST', `document/${documentId}/generateDocument`, {
        BrandPartnerId: BPI,
        TemplateId: template?.DocumentTemplateId,
        LanguageId: language?.LanguageId,
      }),
    );
    const [generated] = await db
      .select()
      .from(salesDocumentGenerated)
      .where(eq(salesDocumentGenerated.documentId, documentId));
    await confirm(documentId);
    const removal = await call(DEMO_USERS.admin, 'DELETE', `document/${documentId}/download/${generated?.id}`);
    expect(removal.statusCode).toBe(409);
    expect(
      await db.select().from(salesDocumentGenerated).where(eq(salesDocumentGenerated.documentId, documentId)),
    ).toHaveLength(1);

    const other = await documentOf(DEMO_USERS.admin);
    const before = await stateOf(other.documentId, other.configurationId);
    const crossed = await call(
      DEMO_USERS.admin,
      'GET',
      `configurator/admin/update?brandPartnerId=${BPI}&configurationId=${other.configurationId}&partId=${MODEL}&documentId=${other.documentId}&documentConfigurationId=${lineId}&${changeOf(tree)}`,
    );
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().detail).toBe('documentConfigurationId');
    expect(await stateOf(other.documentId, other.configurationId)).toBe(before);
    const named = await call(
      DEMO_USERS.admin,
      'GET',
      `configurator/admin/create?brandPartnerId=${BPI}&configurationId=${other.configurationId}&documentId=${documentId}`,
    );
    expect(named.statusCode).toBe(400);
    expect(configurationId).not.toBe(other.configurationId);
  });

  it('5. the server refuses installers what their screens hide (§2, §6)', async () => {
    const { documentId, lineId } = await documentOf(DEMO_USERS.admin);
    const [contact] = await ok<{ ContactId: string }[]>(
      call(DEMO_USERS.admin, 'GET', `brand/${BPI}/contacts?onlyParent=true`),
    );
    const refused = [
      [
        'POST',
        `document/${documentId}/sendToSupplier`,
        { DocumentTypeId: DOCUMENT_TYPE_IDS.order, BrandPartnerId: BPI, ContactId: contact?.ContactId },
      ],
      ['GET', `document/${documentId}/terms?brandPartnerId=${BPI}`],
      ['GET', `document/${documentId}/history`],
      ['GET', `document/${documentId}/contact`],
      ['GET', `document/configuration/${lineId}/calculation?brandPartnerId=${BPI}`],
      ['GET', `document/configuration/${lineId}?brandPartnerId=${BPI}`],
      ['GET', `document/configuration/${lineId}/notes?type=0`],
      ['GET', `brand/${BPI}/users`],
      ['GET', `brand/${BPI}/myusers`],
    ] as const;
    for (const [method, url, body] of refused) {
      expect((await call(DEMO_USERS.installer, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const url of [
      `document/${documentId}?brandPartnerId=${BPI}`,
      `document/configuration/${lineId}/notes?type=1`,
    ]) {
      expect((await call(DEMO_USERS.installer, 'GET', url)).statusCode, url).toBe(200);
    }
  });

  it('6. who you are comes first: an anonymous caller learns nothing of which ids exist', async () => {
    const { documentId } = await documentOf(DEMO_USERS.admin);
    const unknown = '0e0e0e0e-0000-4000-8000-00000000f00d';
    for (const url of [
      `document/${unknown}/history`,
      `document/${documentId}/history`,
      `document/${unknown}`,
      `document/${documentId}`,
    ]) {
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
    }
  });
});

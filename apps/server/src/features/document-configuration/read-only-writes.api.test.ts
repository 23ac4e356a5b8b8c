import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  documentConfigurationReplySchema,
  PROJECT_STATUS_IDS,
  remarkSchema,
} from '@door/contract';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contacts,
  documentConfigurationRemarks,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { findModelPartId } from '#server/test/catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

/**
 * Issue 12: for an archived and for a confirmed document (and one in a closed project), every write call of the
 * document workspace is refused with 409 and the document reads back unchanged: its detail, contact data, history,
 * the configurations' position data and quantities, and the remarks.
 */
const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const TRIGLAV = await findModelPartId(app, BPI, 'Triglav');
const countries = (
  await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'en' } })
).json<{ CountryId: string; Code: string }[]>();
const contactData = {
  FirstName: 'Eva',
  LastName: 'Horvat',
  Email: 'eva.horvat@example.com',
  Telephone: '+386 41 111 222',
  Address: 'Obala 1',
  City: 'Koper',
  Zip: '6000',
  CountryId: countries.find((country) => country.Code === 'SI')?.CountryId as string,
};
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2]);

const tokens = new Map<string, string>();
const authOf = async (email: string) => {
  let token = tokens.get(email);
  if (!token) {
    token = (await signIn(app, email)).authorization;
    tokens.set(email, token);
  }
  return token;
};
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (email: string, method: Method, url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', authorization: await authOf(email) },
    ...(payload ? { payload } : {}),
  });
const ok = async (email: string, method: Method, url: string, payload?: object) => {
  const response = await call(email, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
};

const newConfiguration = async () =>
  (await ok(DEMO_USERS.admin, 'GET', `configurator/admin/create?brandPartnerId=${BPI}&partId=${TRIGLAV}`)).json<{
    Metadata: { ConfigurationId: string };
  }>().Metadata.ConfigurationId;

/** A new offer of the admin with Maja Kos as contact, a comment, one configuration with position data and remarks. */
const workspace = async () => {
  const [maja] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.firstName, 'Maja'));
  const documentId = (
    await ok(DEMO_USERS.admin, 'POST', 'document', { BrandPartnerId: BPI, ContactId: maja?.id })
  ).json<{
    SalesDocumentId: string;
  }>().SalesDocumentId;
  await db
    .update(salesDocuments)
    .set({ comment: 'Please call before delivery.' })
    .where(eq(salesDocuments.id, documentId));
  const line = documentConfigurationReplySchema.parse(
    (
      await ok(
        DEMO_USERS.admin,
        'POST',
        `document/${documentId}?configurationId=${await newConfiguration()}&brandPartnerId=${BPI}`,
      )
    ).json(),
  );
  const lineId = line.SalesDocumentConfigurationId;
  await ok(DEMO_USERS.admin, 'PUT', `document/configuration/${lineId}/changeQuantity`, {
    BrandPartnerId: BPI,
    Quantity: 2,
  });
  await ok(DEMO_USERS.admin, 'PUT', `document/configuration/${lineId}`, {
    BrandPartnerId: BPI,
    CustomerPosition: 'A1',
    CustomerSubPosition: 'A1.2',
    DeliveryDate: '2026-12-24T10:00:00.000Z',
    Commission: 'Hiša Kos',
  });
  const salesRemark = remarkSchema.parse(
    (
      await ok(DEMO_USERS.admin, 'POST', `document/configuration/${lineId}/notes?type=0`, {
        BrandPartnerId: BPI,
        Comment: 'Check the hinge side on site.',
        FileBase64: PNG.toString('base64'),
        FileName: 'front.png',
      })
    ).json(),
  );
  const installerRemark = remarkSchema.parse(
    (
      await ok(DEMO_USERS.installer, 'POST', `document/configuration/${lineId}/notes?type=1`, {
        BrandPartnerId: BPI,
        Comment: 'Wall is not plumb.',
      })
    ).json(),
  );
  return {
    documentId,
    line,
    salesRemarkId: salesRemark.SalesDocumentConfigurationCommentId,
    installerRemarkId: installerRemark.SalesDocumentConfigurationCommentId,
  };
};

/** A remark's image link is signed with an expiry in seconds: compare the file it names, not the signature. */
const withoutSignatures = (remarks: { CommentImageUrl?: string | null }[]) =>
  remarks.map((remark) => ({
    ...remark,
    CommentImageUrl: remark.CommentImageUrl && new URL(remark.CommentImageUrl, 'http://x').searchParams.get('key'),
  }));

/** Everything a reader of the document sees, read through the API, plus the stored rows behind it. */
const readBack = async (documentId: string, lineId: string) => ({
  detail: (await ok(DEMO_USERS.admin, 'GET', `document/${documentId}?brandPartnerId=${BPI}`)).json(),
  contact: (await ok(DEMO_USERS.admin, 'GET', `document/${documentId}/contact`)).json(),
  history: (await ok(DEMO_USERS.admin, 'GET', `document/${documentId}/history`)).json<unknown[]>(),
  position: (await ok(DEMO_USERS.admin, 'GET', `document/configuration/${lineId}?brandPartnerId=${BPI}`)).json(),
  salesRemarks: withoutSignatures(
    (await ok(DEMO_USERS.admin, 'GET', `document/configuration/${lineId}/notes?type=0`)).json(),
  ),
  installerRemarks: withoutSignatures(
    (await ok(DEMO_USERS.installer, 'GET', `document/configuration/${lineId}/notes?type=1`)).json(),
  ),
  document: (await db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId)))[0],
  lines: await db
    .select()
    .from(salesDocumentConfigurations)
    .where(eq(salesDocumentConfigurations.documentId, documentId))
    .orderBy(asc(salesDocumentConfigurations.position)),
  remarkRows: await db
    .select()
    .from(documentConfigurationRemarks)
    .where(eq(documentConfigurationRemarks.documentConfigurationId, lineId))
    .orderBy(asc(documentConfigurationRemarks.id)),
});

const makeReadOnly = {
  archived: (documentId: string) =>
    db.update(salesDocuments).set({ statusId: DOCUMENT_STATUS_IDS.archived }).where(eq(salesDocuments.id, documentId)),
  confirmed: (documentId: string) =>
    db.update(salesDocuments).set({ statusId: DOCUMENT_STATUS_IDS.confirmed }).where(eq(salesDocuments.id, documentId)),
  'closed-project': async (documentId: string) => {
    const [document] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId));
    await db
      .update(projects)
      .set({ statusId: PROJECT_STATUS_IDS.closed })
      .where(eq(projects.id, document?.projectId as string));
  },
};

describe('every write of the document workspace to a read-only document', () => {
  it.each(Object.keys(makeReadOnly) as (keyof typeof makeReadOnly)[])(
    'is refused with 409 for an %s document, which reads back unchanged',
    async (kind) => {
      const { documentId, line, salesRemarkId, installerRemarkId } = await workspace();
      const lineId = line.SalesDocumentConfigurationId;
      const [jan] = await db.select().from(contacts).where(eq(contacts.firstName, 'Jan'));
      const freshConfigurationId = await newConfiguration();
      await makeReadOnly[kind](documentId);
      const before = await readBack(documentId, lineId);
      expect(before.detail.IsReadOnly).toBe(true);
      expect(before.history.length).toBeGreaterThan(0);
      expect(before.lines).toHaveLength(1);
      expect(before.remarkRows).toHaveLength(2);

      const writes: [string, string, Method, string, object?][] = [
        [
          'detail',
          DEMO_USERS.admin,
          'PUT',
          `document/${documentId}`,
          { BrandPartnerId: BPI, Commission: 'x', CustomerNumber: 'y' },
        ],
        ['remove comment', DEMO_USERS.admin, 'POST', `document/${documentId}/removeComment`, { BrandPartnerId: BPI }],
        [
          'change contact',
          DEMO_USERS.admin,
          'POST',
          `document/${documentId}/changecontact`,
          { BrandPartnerId: BPI, ContactId: jan?.id },
        ],
        [
          'contact data',
          DEMO_USERS.admin,
          'POST',
          `document/${documentId}/contact`,
          { BrandPartnerId: BPI, ContactData: contactData, DeliveryAddress: false, ReceiptAddress: false },
        ],
        ['copy', DEMO_USERS.admin, 'POST', `document/configuration/${lineId}/copy?brandPartnerId=${BPI}`],
        ['delete', DEMO_USERS.admin, 'DELETE', `document/configuration/${lineId}?brandPartnerId=${BPI}`],
        [
          'quantity',
          DEMO_USERS.admin,
          'PUT',
          `document/configuration/${lineId}/changeQuantity`,
          { BrandPartnerId: BPI, Quantity: 5 },
        ],
        [
          'add',
          DEMO_USERS.admin,
          'POST',
          `document/${documentId}?configurationId=${freshConfigurationId}&brandPartnerId=${BPI}`,
        ],
        [
          'replace',
          DEMO_USERS.admin,
          'POST',
          `document/${documentId}?configurationId=${line.ConfigurationId}&brandPartnerId=${BPI}`,
        ],
        [
          'new version',
          DEMO_USERS.admin,
          'POST',
          `configurator/${line.ConfigurationId}/clone/${documentId}?brandPartnerId=${BPI}`,
        ],
        [
          'position data',
          DEMO_USERS.admin,
          'PUT',
          `document/configuration/${lineId}`,
          { BrandPartnerId: BPI, CustomerPosition: 'X', DeliveryDate: null },
        ],
        [
          'sales remark',
          DEMO_USERS.admin,
          'POST',
          `document/configuration/${lineId}/notes?type=0`,
          { BrandPartnerId: BPI, Comment: 'late', FileBase64: PNG.toString('base64'), FileName: 'late.png' },
        ],
        [
          'installer remark',
          DEMO_USERS.installer,
          'POST',
          `document/configuration/${lineId}/notes?type=1`,
          { BrandPartnerId: BPI, Comment: 'late' },
        ],
        [
          'delete sales remark',
          DEMO_USERS.admin,
          'DELETE',
          `document/configuration/${lineId}/notes/${salesRemarkId}?brandPartnerId=${BPI}`,
        ],
        [
          'delete installer remark',
          DEMO_USERS.installer,
          'DELETE',
          `document/configuration/${lineId}/notes/${installerRemarkId}?brandPartnerId=${BPI}`,
        ],
      ];
      for (const [name, email, method, url, payload] of writes) {
        const response = await call(email, method, url, payload);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(409);
        expect(response.json(), name).toMatchObject({ Message: expect.any(String), detail: 'documentReadOnly' });
        expect(await readBack(documentId, lineId), name).toEqual(before);
      }
    },
  );
});

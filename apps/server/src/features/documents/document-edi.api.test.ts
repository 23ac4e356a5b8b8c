import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  type DocumentStatusCode,
  documentActionReplySchema,
  ediImportPreviewSchema,
  fileReplySchema,
  PROJECT_STATUS_IDS,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import {
  configurations,
  documentHistory,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { validateAgainstXsd } from '#server/render/edi/edi.fixtures';
import { buildTestApp } from '#server/test/build-test-app';
import { storeDraftWithoutModel } from '#server/test/demo-catalogue';
import { expectInsightSummaryRight } from '#server/test/insight-summary';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { expectStoredTotalsFollowTheRule } from '#server/test/stored-totals';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';
const NO_DOCUMENT = '00000000-0000-0000-0000-000000000000';

const tokens = new Map<string, string>();
const call = async (email: string | null, method: 'GET' | 'POST', url: string, payload?: object) => {
  if (email && !tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: tokens.get(email) } : {}) },
    ...(payload ? { payload } : {}),
  });
};

const demoDocument = async (status: DocumentStatusCode, project: string) => {
  const [row] = await db
    .select()
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.statusId, DOCUMENT_STATUS_IDS[status]),
        eq(salesDocuments.projectId, stableId('project', `demo-${project}`)),
      ),
    )
    .orderBy(asc(salesDocuments.number))
    .limit(1);
  if (!row) {
    throw new Error(`no demo document ${status} in ${project}`);
  }
  return row;
};
const documentRow = async (id: string) => (await db.select().from(salesDocuments).where(eq(salesDocuments.id, id)))[0];
const historyOf = (id: string) =>
  db.select().from(documentHistory).where(eq(documentHistory.documentId, id)).orderBy(desc(documentHistory.createdAt));
const xmlOf = (file: { Contents: string }) => Buffer.from(file.Contents, 'base64').toString('utf8');
/** The export with the document number and every date masked (they differ by design between documents). */
const masked = (xml: string) =>
  xml
    .replace(/<DocumentNumber>[^<]*<\/DocumentNumber>/g, '<DocumentNumber>#</DocumentNumber>')
    .replace(/\d{4}-\d{2}-\d{2}/g, 'YYYY-MM-DD');

const exportOf = async (id: string, email: string = DEMO_USERS.admin, query = '') => {
  const response = await call(email, 'GET', `document/${id}/download/edifactxml${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return fileReplySchema.parse(response.json());
};
const importOf = (contents: string, fileName = 'order.xml', email: string = DEMO_USERS.admin, bpi = BPI) =>
  call(email, 'POST', `document/${NO_DOCUMENT}/upload/edifactxml`, {
    BrandPartnerId: bpi,
    Base64File: Buffer.from(contents, 'utf8').toString('base64'),
    FileName: fileName,
  });

describe('EDI export and import', () => {
  it('exports a document as an XML that validates against orders.xsd and records it', async () => {
    const doc = await demoDocument('draft', 'active-2');
    const file = await exportOf(doc.id, DEMO_USERS.admin, '?language=de');
    expect(file.MimeType).toBe('application/xml');
    expect(file.FileName).toMatch(/^edi-.*\.xml$/);
    const validation = await validateAgainstXsd(xmlOf(file));
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(xmlOf(file)).toContain('<Language>de</Language>');
    expect((await historyOf(doc.id))[0]).toMatchObject({ type: 'ediExported', value: 'de' });
  });

  it('imports a file as a new document and project with new numbers; export → import → export is equal', async () => {
    const doc = await demoDocument('draft', 'active-2');
    const first = xmlOf(await exportOf(doc.id));
    const imported = await importOf(first);
    expect(imported.statusCode, imported.body).toBe(200);
    const b = documentActionReplySchema.parse(imported.json());
    expect(b.ProjectId).not.toBe(doc.projectId);
    expect(b.DocumentNumber).not.toBe(`${doc.year}-${String(doc.number).padStart(5, '0')}`);
    expect(await documentRow(b.SalesDocumentId)).toMatchObject({
      contactLastName: doc.contactLastName,
      contactCity: doc.contactCity,
      statusId: DOCUMENT_STATUS_IDS.draft,
    });
    const lines = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, b.SalesDocumentId));
    expect(lines.length).toBeGreaterThan(0);
    // The import keeps the file's prices: every position's unit price and the document's total to the cent.
    const sourceLines = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, doc.id));
    const pricesOf = (rows: (typeof salesDocumentConfigurations.$inferSelect)[]) =>
      rows.map((row) => [row.position, row.quantity, row.unitPriceCents]).sort(([a], [b]) => Number(a) - Number(b));
    expect(pricesOf(lines)).toEqual(pricesOf(sourceLines));
    expect((await documentRow(b.SalesDocumentId))?.totalPriceCents).toBe((await documentRow(doc.id))?.totalPriceCents);
    const exported = xmlOf(await exportOf(b.SalesDocumentId));
    const again = documentActionReplySchema.parse((await importOf(exported)).json());
    const reexported = xmlOf(await exportOf(again.SalesDocumentId));
    expect(masked(reexported)).toBe(masked(exported));
    expect(reexported).not.toBe(exported);
    expect((await historyOf(again.SalesDocumentId)).find((entry) => entry.type === 'ediImported')?.text).toBe(
      'order.xml',
    );
  });

  it("re-prices on today's catalogue only when asked", async () => {
    const doc = await demoDocument('draft', 'active-2');
    const file = xmlOf(await exportOf(doc.id));
    const repriced = await call(DEMO_USERS.admin, 'POST', `document/${NO_DOCUMENT}/upload/edifactxml`, {
      BrandPartnerId: BPI,
      Base64File: Buffer.from(file, 'utf8').toString('base64'),
      FileName: 'order.xml',
      Reprice: true,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const id = documentActionReplySchema.parse(repriced.json()).SalesDocumentId;
    const [line] = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, id))
      .orderBy(salesDocumentConfigurations.position);
    const price = await call(DEMO_USERS.admin, 'GET', `configurator/${line?.configurationId}/price`);
    expect(Math.round(Number(price.json().Price) * 100)).toBe(line?.unitPriceCents);
  });

  it("previews the file's and today's price per position and writes nothing", async () => {
    const doc = await demoDocument('draft', 'active-2');
    const file = Buffer.from(xmlOf(await exportOf(doc.id)), 'utf8').toString('base64');
    const before = await db.select({ id: salesDocuments.id }).from(salesDocuments);
    const preview = await call(DEMO_USERS.admin, 'POST', `document/${NO_DOCUMENT}/upload/edifactxml/preview`, {
      BrandPartnerId: BPI,
      Base64File: file,
      FileName: 'order.xml',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const reply = ediImportPreviewSchema.parse(preview.json());
    const source = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, doc.id))
      .orderBy(salesDocumentConfigurations.position);
    expect(reply.Positions.map((row) => [row.Position, row.Quantity, Math.round(row.FileUnitPrice * 100)])).toEqual(
      source.map((line) => [line.position, line.quantity, line.unitPriceCents]),
    );
    for (const [index, line] of source.entries()) {
      const price = await call(DEMO_USERS.admin, 'GET', `configurator/${line.configurationId}/price`);
      expect(reply.Positions[index]?.CatalogueUnitPrice).toBe(Number(price.json().Price));
      expect(reply.Positions[index]?.ModelName).toEqual(expect.any(String));
    }
    expect(await db.select({ id: salesDocuments.id }).from(salesDocuments)).toHaveLength(before.length);
    const refused = await call(DEMO_USERS.installer, 'POST', `document/${NO_DOCUMENT}/upload/edifactxml/preview`, {
      BrandPartnerId: BPI,
      Base64File: file,
      FileName: 'order.xml',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses hostile and wrong files with a Message and creates nothing', async () => {
    const before = await db.select().from(salesDocuments);
    const doctype = await importOf('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Orders/>');
    expect(doctype.statusCode).toBe(400);
    expect(doctype.json().Message).toEqual(expect.any(String));
    const wrongRoot = await importOf('<?xml version="1.0"?><Invoice xmlns="urn:door-configurator:edi:1"/>');
    expect(wrongRoot.statusCode).toBe(400);
    expect(wrongRoot.json().Message).toContain('root element Orders');
    const doc = await demoDocument('draft', 'active-2');
    const unknownModel = xmlOf(await exportOf(doc.id)).replace(
      /(<Model>\s*<Code>)[^<]*(<\/Code>)/,
      '$1NO-SUCH-MODEL$2',
    );
    const unknown = await importOf(unknownModel);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Message).toContain('NO-SUCH-MODEL');
    const big = await importOf(`<?xml version="1.0"?><Orders>${' '.repeat(6 * 1024 * 1024)}</Orders>`);
    expect(big.statusCode).toBe(413);
    expect(big.json().Message).toEqual(expect.any(String));
    const notXml = await importOf('<Orders/>', 'order.txt');
    expect(notXml.statusCode).toBe(400);
    expect(notXml.json().detail).toBe('FileName');
    const missing = await call(DEMO_USERS.admin, 'POST', `document/${NO_DOCUMENT}/upload/edifactxml`, {
      BrandPartnerId: BPI,
      FileName: 'a.xml',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Message).toContain('Base64File');
    expect((await db.select().from(salesDocuments)).length).toBe(before.length);
  });

  it('gates export and import by their licences (403) and refuses installers and foreign tenants', async () => {
    const second = await demoDocument('draft', 'second');
    const exportSecond = await call(DEMO_USERS.admin, 'GET', `document/${second.id}/download/edifactxml`);
    expect(exportSecond.statusCode).toBe(403);
    expect(exportSecond.json().detail).toBe('actionForbiddenLicence');
    const doc = await demoDocument('draft', 'active-2');
    const xml = xmlOf(await exportOf(doc.id));
    const importSecond = await importOf(xml, 'a.xml', DEMO_USERS.admin, SECOND_BRAND_PARTNER_ID);
    expect(importSecond.statusCode).toBe(403);
    expect(importSecond.json().detail).toBe('actionForbiddenLicence');
    expect((await call(DEMO_USERS.installer, 'GET', `document/${doc.id}/download/edifactxml`)).statusCode).toBe(403);
    expect((await call(DEALER, 'GET', `document/${doc.id}/download/edifactxml`)).statusCode).toBe(403);
    const foreignContext = await call(DEALER, 'POST', `document/${doc.id}/upload/edifactxml`, {
      BrandPartnerId: BPI,
      Base64File: Buffer.from(xml).toString('base64'),
      FileName: 'a.xml',
    });
    expect(foreignContext.statusCode).toBe(403);
    expect((await call(DEMO_USERS.admin, 'GET', `document/${doc.id}/download/edifactxml?language=xx`)).statusCode).toBe(
      400,
    );
  });
});

describe('POST /ref/clone (submit for production)', () => {
  it('moves a confirmed order to sent to production and returns a production file that validates', async () => {
    const doc = await demoDocument('confirmed', 'active-2');
    const response = await call(DEMO_USERS.oem, 'POST', `ref/clone?documentId=${doc.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const file = fileReplySchema.parse(response.json());
    expect(file.FileName).toMatch(/^production-.*\.xml$/);
    const xml = xmlOf(file);
    expect(xml).toContain('<ProductionOrder');
    expect((await validateAgainstXsd(xml)).errors).toEqual([]);
    expect((await documentRow(doc.id))?.statusId).toBe(DOCUMENT_STATUS_IDS.sentToProduction);
    const [project] = await db.select().from(projects).where(eq(projects.id, doc.projectId));
    expect(project?.statusId).toBe(PROJECT_STATUS_IDS.sent);
    expect((await historyOf(doc.id)).map((entry) => entry.type).slice(0, 2)).toEqual([
      'sentToProduction',
      'sendingToProduction',
    ]);
    // Submitted once: the document is no longer confirmed and its project no longer active → 409.
    const before = await documentRow(doc.id);
    const again = await call(DEMO_USERS.oem, 'POST', `ref/clone?documentId=${doc.id}`);
    expect(again.statusCode).toBe(409);
    expect(await documentRow(doc.id)).toEqual(before);
  });

  it('refuses non-OEM users (403), a draft (409), a foreign tenant (403) and a malformed id (400)', async () => {
    const confirmed = await demoDocument('confirmed', 'active-1');
    const before = await documentRow(confirmed.id);
    const admin = await call(DEMO_USERS.admin, 'POST', `ref/clone?documentId=${confirmed.id}`);
    expect(admin.statusCode).toBe(403);
    expect(await documentRow(confirmed.id)).toEqual(before);
    const draft = await demoDocument('draft', 'active-3');
    const draftBefore = await documentRow(draft.id);
    const refused = await call(DEMO_USERS.oem, 'POST', `ref/clone?documentId=${draft.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Message).toEqual(expect.any(String));
    expect(await documentRow(draft.id)).toEqual(draftBefore);
    const dealerDocument = await demoDocument('draft', 'dealer');
    expect((await call(DEMO_USERS.oem, 'POST', `ref/clone?documentId=${dealerDocument.id}`)).statusCode).toBe(403);
    const malformed = await call(DEMO_USERS.oem, 'POST', 'ref/clone?documentId=nope');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Message).toContain('documentId');
  });

  it('leaves error sent to production with the reason in history when the file cannot be written', async () => {
    const doc = await demoDocument('confirmed', 'active-1');
    // A configuration whose model its catalogue version does not offer (a draft version where the model is inactive)
    // cannot be produced.
    const [line] = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, doc.id))
      .limit(1);
    const [configuration] = await db
      .select()
      .from(configurations)
      .where(eq(configurations.id, line?.configurationId as string));
    const draftId = await storeDraftWithoutModel(db, configuration?.modelId as string);
    await db
      .update(configurations)
      .set({ catalogueVersionId: draftId })
      .where(eq(configurations.id, line?.configurationId as string));
    const response = await call(DEMO_USERS.oem, 'POST', `ref/clone?documentId=${doc.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('position 1');
    expect((await documentRow(doc.id))?.statusId).toBe(DOCUMENT_STATUS_IDS.errorSentToProduction);
    const [project] = await db.select().from(projects).where(eq(projects.id, doc.projectId));
    expect(project?.statusId).toBe(PROJECT_STATUS_IDS.active);
    expect((await historyOf(doc.id))[0]).toMatchObject({
      text: 'errorSentToProduction',
      value: 'modelUnavailable: position 1',
    });
  });
});

describe('the money of every line this file wrote', () => {
  it('follows the money rule: each line stores its calculated totals, each document their sum', async () => {
    await expectStoredTotalsFollowTheRule(db);
  });
});

describe('the sales dashboard after these writes', () => {
  it('keeps its summaries as the base tables say', async () => {
    await expectInsightSummaryRight(db, 'the EDI imports, re-pricing and production submits');
  });
});

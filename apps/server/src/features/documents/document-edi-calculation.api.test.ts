import {
  DEFAULT_BRAND_PARTNER_ID,
  DISCOUNT_TYPE_IDS,
  DOCUMENT_STATUS_IDS,
  type DocumentStatusCode,
  documentActionReplySchema,
  fileReplySchema,
} from '@door/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import {
  documentConfigurationCosts,
  documentConfigurationDiscounts,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { validateAgainstXsd } from '#server/render/edi/edi.fixtures';
import { refreshLineTotals } from '#server/services/calculation/line-totals';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { expectStoredTotalsFollowTheRule } from '#server/test/stored-totals';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const NO_DOCUMENT = '00000000-0000-0000-0000-000000000000';

const tokens = new Map<string, string>();
const call = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  if (!tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  const response = await app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', authorization: tokens.get(email) },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
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
const linesOf = (documentId: string) =>
  db
    .select()
    .from(salesDocumentConfigurations)
    .where(eq(salesDocumentConfigurations.documentId, documentId))
    .orderBy(asc(salesDocumentConfigurations.position));
const xmlOf = (file: { Contents: string }) => Buffer.from(file.Contents, 'base64').toString('utf8');
const masked = (xml: string) =>
  xml
    .replace(/<DocumentNumber>[^<]*<\/DocumentNumber>/g, '<DocumentNumber>#</DocumentNumber>')
    .replace(/\d{4}-\d{2}-\d{2}/g, 'YYYY-MM-DD');
const exportOf = async (id: string) =>
  xmlOf(fileReplySchema.parse((await call(DEMO_USERS.admin, 'GET', `document/${id}/download/edifactxml`)).json()));
const importOf = async (contents: string) =>
  documentActionReplySchema.parse(
    (
      await call(DEMO_USERS.admin, 'POST', `document/${NO_DOCUMENT}/upload/edifactxml`, {
        BrandPartnerId: BPI,
        Base64File: Buffer.from(contents, 'utf8').toString('base64'),
        FileName: 'order.xml',
      })
    ).json(),
  ).SalesDocumentId;

describe('EDI with the calculation and the terms', () => {
  it('carries every kind of cost, discounts of both types, the tax and the terms through export → import → export', async () => {
    const source = await importOf(await exportOf((await demoDocument('draft', 'active-2')).id));
    const [line] = await linesOf(source);
    const base = `document/configuration/${line?.id}`;
    await call(DEMO_USERS.admin, 'POST', `${base}/additionalCost`, {
      BrandPartnerId: BPI,
      Name: 'Montaža',
      Value: '150.50',
    });
    await call(DEMO_USERS.admin, 'POST', `${base}/discount`, {
      BrandPartnerId: BPI,
      Name: 'Akcija',
      Value: '10',
      Level: 1,
      TypeId: DISCOUNT_TYPE_IDS.percentage,
    });
    await call(DEMO_USERS.admin, 'POST', `${base}/discount`, {
      BrandPartnerId: BPI,
      Name: 'Gotovina',
      Value: '25.25',
      Level: 1,
      TypeId: DISCOUNT_TYPE_IDS.amount,
    });
    await call(DEMO_USERS.admin, 'POST', `${base}/discount`, {
      BrandPartnerId: BPI,
      Name: 'Zvestoba',
      Value: '3.5',
      Level: 2,
      TypeId: DISCOUNT_TYPE_IDS.percentage,
    });
    await call(DEMO_USERS.admin, 'POST', `${base}/netCost/`, { BrandPartnerId: BPI, Name: 'Prevoz', Value: '-12.30' });
    const calculation = (await call(DEMO_USERS.admin, 'GET', `${base}/calculation?brandPartnerId=${BPI}`)).json();
    const tax = calculation.Tax.find((option: { TaxValue: number }) => option.TaxValue === 9.5).TaxOptionId;
    await call(DEMO_USERS.admin, 'PUT', `${base}/taxoption/${tax}?brandPartnerId=${BPI}`);
    await call(DEMO_USERS.admin, 'POST', `document/${source}/paymentTerm`, {
      BrandPartnerId: BPI,
      Name: 'Predplačilo',
      Description: 'Pred dobavo',
      Value: '5.5',
      SortOrder: 0,
    });

    const exported = await exportOf(source);
    expect((await validateAgainstXsd(exported)).errors).toEqual([]);
    for (const piece of [
      '<AdditionalCost>',
      '<Type>percentage</Type>',
      '<Type>amount</Type>',
      '<NetCost>',
      '<TaxRate>9.50</TaxRate>',
      '<PaymentTerm>',
      '<DeliveryTerm>',
      '<Name>Predplačilo</Name>',
    ]) {
      expect(exported).toContain(piece);
    }
    const [sourceDocument] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, source));
    expect(exported).toContain(`<TaxAmount>${((sourceDocument?.totalTaxCents ?? 0) / 100).toFixed(2)}</TaxAmount>`);

    const copy = await importOf(exported);
    const [copyDocument] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, copy));
    expect(copyDocument).toMatchObject({
      totalPriceCents: sourceDocument?.totalPriceCents,
      totalTaxCents: sourceDocument?.totalTaxCents,
      totalCents: sourceDocument?.totalCents,
    });
    expect(masked(await exportOf(copy))).toBe(masked(exported));
  });

  it('writes the calculation, totals and terms into the production file, which validates', async () => {
    const doc = await demoDocument('confirmed', 'active-2');
    const [line] = await linesOf(doc.id);
    await db
      .insert(documentConfigurationCosts)
      .values({ documentConfigurationId: line?.id ?? '', kind: 'additional', name: 'Montaža', valueCents: 9_900 });
    await db.insert(documentConfigurationDiscounts).values({
      documentConfigurationId: line?.id ?? '',
      name: 'Akcija',
      typeId: DISCOUNT_TYPE_IDS.percentage,
      value: 500,
      level: 0,
    });
    await refreshLineTotals(db, [line?.id ?? '']);
    const response = await call(DEMO_USERS.oem, 'POST', `ref/clone?documentId=${doc.id}`);
    const xml = xmlOf(fileReplySchema.parse(response.json()));
    expect((await validateAgainstXsd(xml)).errors).toEqual([]);
    expect(xml).toContain('<Calculation>');
    expect(xml).toContain('<Totals>');
    expect(xml).toContain('<Terms>');
  });
});

describe('the money of every line this file wrote', () => {
  it('follows the money rule: each line stores its calculated totals, each document their sum', async () => {
    await expectStoredTotalsFollowTheRule(db);
  });
});

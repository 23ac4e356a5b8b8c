import {
  DEFAULT_BRAND_PARTNER_ID,
  DISCOUNT_TYPE_IDS,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentStatusCode,
  type DocumentTypeCode,
  documentActionReplySchema,
  documentListRowSchema,
  documentSendReplySchema,
  LIMITS,
  PROJECT_STATUS_IDS,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import {
  brandPartners,
  contacts,
  documentConfigurationCosts,
  documentConfigurationDiscounts,
  documentConfigurationRemarks,
  documentConfigurationTaxOptions,
  documentHistory,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
  taxOptions,
} from '#server/db/schema';
import { DEMO_DOCUMENT_IDS } from '#server/db/seed/demo-documents.seed';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { refreshLineTotals } from '#server/services/calculation/line-totals';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { expectStoredTotalsFollowTheRule } from '#server/test/stored-totals';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';
const projectId = (key: string) => stableId('project', `demo-${key}`);

const countries = (
  await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'en' } })
).json<{ CountryId: string; Code: string }[]>();
const SLOVENIA = countries.find((country) => country.Code === 'SI')?.CountryId as string;

const tokens = new Map<string, string>();
const authOf = async (email: string) => {
  let token = tokens.get(email);
  if (!token) {
    token = (await signIn(app, email)).authorization;
    tokens.set(email, token);
  }
  return token;
};

const call = async (email: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: await authOf(email) } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A demo document of the given kind (first by number), so tests do not depend on the seed's order. */
const demoDocument = async (where: { status: DocumentStatusCode; type?: DocumentTypeCode; project?: string }) => {
  const conditions = [eq(salesDocuments.statusId, DOCUMENT_STATUS_IDS[where.status])];
  if (where.type) {
    conditions.push(eq(salesDocuments.typeId, DOCUMENT_TYPE_IDS[where.type]));
  }
  if (where.project) {
    conditions.push(eq(salesDocuments.projectId, projectId(where.project)));
  }
  const [row] = await db
    .select()
    .from(salesDocuments)
    .where(and(...conditions))
    .orderBy(asc(salesDocuments.number))
    .limit(1);
  if (!row) {
    throw new Error(`no demo document ${JSON.stringify(where)}`);
  }
  return row;
};
const documentRow = async (id: string) => {
  const [row] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, id));
  return row;
};
const projectRow = async (id: string) => {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
};
const historyOf = (id: string) =>
  db.select().from(documentHistory).where(eq(documentHistory.documentId, id)).orderBy(desc(documentHistory.createdAt));
const linesOf = (id: string) =>
  db
    .select()
    .from(salesDocumentConfigurations)
    .where(eq(salesDocumentConfigurations.documentId, id))
    .orderBy(asc(salesDocumentConfigurations.position));
const contactId = async (firstName: string) => {
  const [row] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.firstName, firstName));
  return row?.id as string;
};

/** Asserts a refusal: the status, a Message, and that the document did not change. */
const expectRefused = async (
  response: Awaited<ReturnType<typeof call>>,
  status: number,
  documentId: string | null,
  before?: unknown,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().Message).toEqual(expect.any(String));
  if (documentId) {
    expect(await documentRow(documentId)).toEqual(before);
  }
};

const newContact = {
  ContactData: {
    FirstName: 'Eva',
    LastName: 'Horvat',
    Email: 'eva.horvat@example.com',
    City: 'Koper',
    Zip: '6000',
    CountryId: SLOVENIA,
  },
};

describe('POST /document (create)', () => {
  it('creates an offer draft in a new project with the inquiry contact fields and records it', async () => {
    const response = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      ConfigurationContact: newContact,
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = documentActionReplySchema.parse(response.json());
    expect(reply.DocumentStatusId).toBe(DOCUMENT_STATUS_IDS.draft);
    expect(reply.ProjectStatusId).toBe(PROJECT_STATUS_IDS.active);
    const row = await documentRow(reply.SalesDocumentId);
    // The reply names the document's currency (the storefront's), for the web app's prices while adding.
    expect(reply.Currency).toBe(row?.currency);
    expect(row).toMatchObject({
      typeId: DOCUMENT_TYPE_IDS.offer,
      contactFirstName: 'Eva',
      contactCity: 'Koper',
      ownerPartnerId: DEMO_IDS.partnerDistributor,
      salesmanUserId: DEMO_IDS.userAdmin,
    });
    expect((await projectRow(reply.ProjectId))?.partnerId).toBe(DEMO_IDS.partnerDistributor);
    expect((await historyOf(reply.SalesDocumentId))[0]).toMatchObject({ type: 'created', userId: DEMO_IDS.userAdmin });
    // The new document is in the admin's own list.
    const list = await call(DEMO_USERS.admin, 'GET', `document/${BPI}/my`);
    const rows = documentListRowSchema.array().parse(list.json());
    expect(rows.some((listRow) => listRow.SalesDocumentId === reply.SalesDocumentId)).toBe(true);
  });

  it('keeps a new contact as a customer contact of the storefront, once per e-mail, so the pickers list it', async () => {
    const contactsOfStorefront = async () => {
      const reply = await call(DEMO_USERS.admin, 'GET', `brand/${BPI}/contacts`);
      return (reply.json() as { Name: string; User: string }[]).filter((row) => row.Name === 'Eva Horvat');
    };
    expect(await contactsOfStorefront()).toHaveLength(1);
    const again = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      ConfigurationContact: { ContactData: { ...newContact.ContactData, Email: 'EVA.horvat@example.com' } },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await contactsOfStorefront()).toEqual([expect.objectContaining({ Name: 'Eva Horvat', User: '' })]);
  });

  it('takes an existing contact and an active project of the partner', async () => {
    const response = await call(DEMO_USERS.sales, 'POST', 'document', {
      BrandPartnerId: BPI,
      ContactId: await contactId('Maja'),
      ProjectId: projectId('active-1'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = documentActionReplySchema.parse(response.json());
    expect(reply.ProjectId).toBe(projectId('active-1'));
    expect(await documentRow(reply.SalesDocumentId)).toMatchObject({
      contactLastName: 'Kos',
      contactCity: 'Ljubljana',
    });
  });

  it('refuses a closed project (409), a foreign project, a missing or foreign contact and bad input (400)', async () => {
    const closed = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      ConfigurationContact: newContact,
      ProjectId: projectId('closed'),
    });
    await expectRefused(closed, 409, null);
    const foreignProject = await call(DEALER, 'POST', 'document', {
      BrandPartnerId: BPI,
      ConfigurationContact: newContact,
      ProjectId: projectId('active-1'),
    });
    await expectRefused(foreignProject, 400, null);
    expect(foreignProject.json().detail).toBe('ProjectId');
    const noContact = await call(DEMO_USERS.admin, 'POST', 'document', { BrandPartnerId: BPI });
    await expectRefused(noContact, 400, null);
    expect(noContact.json().detail).toBe('ContactId');
    // The distributor's own contact person is no contact of the chain around the distributor.
    const ownContact = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      ContactId: await contactId('Marko'),
    });
    await expectRefused(ownContact, 400, null);
    const badGuid = await call(DEMO_USERS.admin, 'POST', 'document', { BrandPartnerId: 'nope' });
    await expectRefused(badGuid, 400, null);
    expect(badGuid.json().Message).toContain('BrandPartnerId');
    const badEmail = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      ConfigurationContact: { ContactData: { ...newContact.ContactData, Email: 'x' } },
    });
    await expectRefused(badEmail, 400, null);
    expect(badEmail.json().Message).toContain('Email');
    const badType = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      DocumentTypeId: DOCUMENT_TYPE_IDS.inquiry,
      ConfigurationContact: newContact,
    });
    await expectRefused(badType, 400, null);
    expect(badType.json().detail).toBe('DocumentTypeId');
  });

  it('refuses installers and customers (403), anonymous callers (401) and a foreign storefront (403)', async () => {
    const body = { BrandPartnerId: BPI, ConfigurationContact: newContact };
    await expectRefused(await call(DEMO_USERS.installer, 'POST', 'document', body), 403, null);
    await expectRefused(await call(DEMO_USERS.customer, 'POST', 'document', body), 403, null);
    await expectRefused(await call(null, 'POST', 'document', body), 401, null);
    const foreign = await call(DEMO_USERS.sales, 'POST', 'document', {
      ...body,
      BrandPartnerId: SECOND_BRAND_PARTNER_ID,
    });
    await expectRefused(foreign, 403, null);
  });

  it('gives 20 concurrent creations 20 different numbers and 20 different project numbers', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(DEMO_USERS.admin, 'POST', 'document', { BrandPartnerId: BPI, ConfigurationContact: newContact }),
      ),
    );
    const parsed = replies.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return documentActionReplySchema.parse(response.json());
    });
    expect(new Set(parsed.map((reply) => reply.DocumentNumber)).size).toBe(20);
    const numbers = await Promise.all(parsed.map(async (reply) => (await projectRow(reply.ProjectId))?.number));
    expect(new Set(numbers).size).toBe(20);
  });
});

describe('POST /document (copy)', () => {
  it('copies into the same active project with every configuration, position and quantity', async () => {
    const source = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const response = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      DocumentId: source.id,
      DocumentTypeId: DOCUMENT_TYPE_IDS.order,
      NewProject: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = documentActionReplySchema.parse(response.json());
    expect(reply.ProjectId).toBe(source.projectId);
    const copy = await documentRow(reply.SalesDocumentId);
    expect(copy).toMatchObject({
      typeId: DOCUMENT_TYPE_IDS.order,
      statusId: DOCUMENT_STATUS_IDS.draft,
      initialDocumentId: source.id,
      contactLastName: source.contactLastName,
    });
    const [from, to] = [await linesOf(source.id), await linesOf(reply.SalesDocumentId)];
    expect(to.map((line) => [line.position, line.quantity, line.unitPriceCents])).toEqual(
      from.map((line) => [line.position, line.quantity, line.unitPriceCents]),
    );
    // The copy has its own configurations.
    expect(to.map((line) => line.configurationId)).not.toEqual(from.map((line) => line.configurationId));
    expect((await historyOf(reply.SalesDocumentId))[0]?.type).toBe('copied');
  });

  it("carries each configuration's position data into the copy, but not its remarks", async () => {
    const source = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const [first] = await linesOf(source.id);
    const positionData = {
      customerPosition: 'P-1',
      customerSubPosition: 'P-1.a',
      deliveryDate: '2026-12-24',
      commission: 'Hiša Novak',
      comment: 'Left hinge',
    };
    await db
      .update(salesDocumentConfigurations)
      .set(positionData)
      .where(eq(salesDocumentConfigurations.id, first?.id as string));
    await db.insert(documentConfigurationRemarks).values([
      { documentConfigurationId: first?.id as string, type: 0, comment: 'Measure again.', userId: DEMO_IDS.userAdmin },
      { documentConfigurationId: first?.id as string, type: 1, comment: 'Wall not plumb.', userId: DEMO_IDS.userAdmin },
    ]);
    const response = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      DocumentId: source.id,
      DocumentTypeId: DOCUMENT_TYPE_IDS.offer,
      NewProject: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const copied = await linesOf(documentActionReplySchema.parse(response.json()).SalesDocumentId);
    const positionDataOf = (line: (typeof copied)[number] | undefined) => ({
      customerPosition: line?.customerPosition,
      customerSubPosition: line?.customerSubPosition,
      deliveryDate: line?.deliveryDate,
      commission: line?.commission,
      comment: line?.comment,
    });
    expect(positionDataOf(copied[0])).toEqual(positionData);
    expect(copied.map(positionDataOf)).toEqual((await linesOf(source.id)).map(positionDataOf));
    for (const line of copied) {
      expect(
        await db
          .select()
          .from(documentConfigurationRemarks)
          .where(eq(documentConfigurationRemarks.documentConfigurationId, line.id)),
      ).toEqual([]);
    }
    expect(
      await db
        .select()
        .from(documentConfigurationRemarks)
        .where(eq(documentConfigurationRemarks.documentConfigurationId, first?.id as string)),
    ).toHaveLength(2);
  });

  it('carries each configuration’s calculation (costs, discounts, tax) into the copy: the totals are equal', async () => {
    const source = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const [first] = await linesOf(source.id);
    const lineId = first?.id as string;
    await db.insert(documentConfigurationCosts).values([
      { documentConfigurationId: lineId, kind: 'additional', name: 'Montaža', valueCents: 15050 },
      { documentConfigurationId: lineId, kind: 'net', name: 'Prevoz', valueCents: 4500 },
    ]);
    await db.insert(documentConfigurationDiscounts).values({
      documentConfigurationId: lineId,
      name: 'Akcija',
      typeId: DISCOUNT_TYPE_IDS.percentage,
      value: 1000,
      level: 1,
    });
    const [tax] = await db.select().from(taxOptions).limit(1);
    await db
      .insert(documentConfigurationTaxOptions)
      .values({ documentConfigurationId: lineId, taxOptionId: tax?.id as string });
    // As the calculation's writes do, the line stores its new totals.
    await refreshLineTotals(db, [lineId]);
    const response = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      DocumentId: source.id,
      DocumentTypeId: DOCUMENT_TYPE_IDS.offer,
      NewProject: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const copyId = documentActionReplySchema.parse(response.json()).SalesDocumentId;
    const totalsOf = async (documentId: string) => {
      const [row] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId));
      return [row?.totalPriceCents, row?.totalTaxCents, row?.totalCents];
    };
    const lineTotals = async (documentId: string) =>
      (await linesOf(documentId)).map((line) => [
        line.withAdditionalCostCents,
        line.totalPriceCents,
        line.totalTaxCents,
      ]);
    expect(await totalsOf(copyId)).toEqual(await totalsOf(source.id));
    expect(await lineTotals(copyId)).toEqual(await lineTotals(source.id));
    const [copiedFirst] = await linesOf(copyId);
    expect(
      await db
        .select({ name: documentConfigurationCosts.name, kind: documentConfigurationCosts.kind })
        .from(documentConfigurationCosts)
        .where(eq(documentConfigurationCosts.documentConfigurationId, copiedFirst?.id as string))
        .orderBy(asc(documentConfigurationCosts.name)),
    ).toEqual([
      { name: 'Montaža', kind: 'additional' },
      { name: 'Prevoz', kind: 'net' },
    ]);
  });

  it('forces a new project for a closed project; a read-only source can be copied', async () => {
    const source = await demoDocument({ status: 'confirmed', type: 'offer', project: 'closed' });
    const response = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      DocumentId: source.id,
      DocumentTypeId: DOCUMENT_TYPE_IDS.offer,
      NewProject: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = documentActionReplySchema.parse(response.json());
    expect(reply.ProjectId).not.toBe(source.projectId);
    expect(reply.ProjectStatusId).toBe(PROJECT_STATUS_IDS.active);
  });

  it('refuses a missing type (400), installers (403), a foreign tenant (403) and an unknown id (404)', async () => {
    const source = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const before = await documentRow(source.id);
    const noType = await call(DEMO_USERS.admin, 'POST', 'document', { BrandPartnerId: BPI, DocumentId: source.id });
    await expectRefused(noType, 400, source.id, before);
    expect(noType.json().detail).toBe('DocumentTypeId');
    const body = { BrandPartnerId: BPI, DocumentId: source.id, DocumentTypeId: DOCUMENT_TYPE_IDS.offer };
    await expectRefused(await call(DEMO_USERS.installer, 'POST', 'document', body), 403, source.id, before);
    await expectRefused(await call(DEALER, 'POST', 'document', body), 403, source.id, before);
    const unknown = { ...body, DocumentId: '00000000-0000-4000-8000-000000000099' };
    await expectRefused(await call(DEMO_USERS.admin, 'POST', 'document', unknown), 404, null);
  });
});

describe('POST /document/{id}/toggle', () => {
  it('closes and reopens the project and records it', async () => {
    const source = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const closed = documentActionReplySchema.parse(
      (await call(DEMO_USERS.admin, 'POST', `document/${source.id}/toggle`)).json(),
    );
    expect(closed.ProjectStatusId).toBe(PROJECT_STATUS_IDS.closed);
    const reopened = await call(DEMO_USERS.admin, 'POST', `document/${source.id}/toggle`);
    expect(documentActionReplySchema.parse(reopened.json()).ProjectStatusId).toBe(PROJECT_STATUS_IDS.active);
    expect((await historyOf(source.id)).filter((entry) => entry.type === 'projectStatusChanged')).toHaveLength(2);
  });

  it('refuses a sending project (409), installers (403), a foreign tenant (403) and a malformed id (400)', async () => {
    const sending = await demoDocument({ status: 'sendingToProduction', project: 'sending' });
    const before = await documentRow(sending.id);
    await expectRefused(await call(DEMO_USERS.admin, 'POST', `document/${sending.id}/toggle`), 409, sending.id, before);
    expect((await projectRow(sending.projectId))?.statusId).toBe(PROJECT_STATUS_IDS.sending);
    const draft = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const draftBefore = await documentRow(draft.id);
    await expectRefused(
      await call(DEMO_USERS.installer, 'POST', `document/${draft.id}/toggle`),
      403,
      draft.id,
      draftBefore,
    );
    await expectRefused(await call(DEALER, 'POST', `document/${draft.id}/toggle`), 403, draft.id, draftBefore);
    const malformed = await call(DEMO_USERS.admin, 'POST', 'document/nope/toggle');
    await expectRefused(malformed, 400, null);
    expect(malformed.json().Message).toContain('id');
  });
});

describe('POST /document/{id}/confirm', () => {
  it('confirms an offer; an OEM user then confirms it as confirmedOem', async () => {
    const created = documentActionReplySchema.parse(
      (
        await call(DEMO_USERS.admin, 'POST', 'document', { BrandPartnerId: BPI, ConfigurationContact: newContact })
      ).json(),
    );
    const id = created.SalesDocumentId;
    const confirmed = await call(DEMO_USERS.admin, 'POST', `document/${id}/confirm?brandPartnerId=${BPI}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(documentActionReplySchema.parse(confirmed.json()).DocumentStatusId).toBe(DOCUMENT_STATUS_IDS.confirmed);
    const oem = await call(DEMO_USERS.oem, 'POST', `document/${id}/confirm?brandPartnerId=${BPI}`);
    expect(oem.statusCode, oem.body).toBe(200);
    expect(documentActionReplySchema.parse(oem.json()).DocumentStatusId).toBe(DOCUMENT_STATUS_IDS.confirmedOem);
    expect((await historyOf(id)).filter((entry) => entry.type === 'confirmed').map((entry) => entry.text)).toEqual(
      expect.arrayContaining(['confirmed', 'confirmedOem']),
    );
    // Confirmed again by the admin: read-only and already confirmed → 409, nothing changed.
    const before = await documentRow(id);
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `document/${id}/confirm?brandPartnerId=${BPI}`),
      409,
      id,
      before,
    );
  });

  it('refuses an order (409), an archived document (409), a wrong or missing brand partner (400) and a foreign tenant', async () => {
    const order = await demoDocument({ status: 'draft', type: 'order', project: 'active-3' });
    const orderBefore = await documentRow(order.id);
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `document/${order.id}/confirm?brandPartnerId=${BPI}`),
      409,
      order.id,
      orderBefore,
    );
    const archived = await demoDocument({ status: 'archived' });
    const archivedBefore = await documentRow(archived.id);
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `document/${archived.id}/confirm?brandPartnerId=${BPI}`),
      409,
      archived.id,
      archivedBefore,
    );
    const offer = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const offerBefore = await documentRow(offer.id);
    const missing = await call(DEMO_USERS.admin, 'POST', `document/${offer.id}/confirm`);
    await expectRefused(missing, 400, offer.id, offerBefore);
    expect(missing.json().Message).toContain('brandPartnerId');
    const wrong = await call(
      DEMO_USERS.admin,
      'POST',
      `document/${offer.id}/confirm?brandPartnerId=${SECOND_BRAND_PARTNER_ID}`,
    );
    await expectRefused(wrong, 400, offer.id, offerBefore);
    expect(wrong.json().detail).toBe('BrandPartnerId');
    await expectRefused(
      await call(DEALER, 'POST', `document/${offer.id}/confirm?brandPartnerId=${BPI}`),
      403,
      offer.id,
      offerBefore,
    );
    await expectRefused(
      await call(DEMO_USERS.installer, 'POST', `document/${offer.id}/confirm?brandPartnerId=${BPI}`),
      403,
      offer.id,
      offerBefore,
    );
  });
});

describe('POST /document/{id}/assign', () => {
  it('sets the salesman to a user of the users lookup (also a child partner’s)', async () => {
    const doc = await demoDocument({ status: 'draft', type: 'order', project: 'active-3' });
    const response = await call(DEMO_USERS.admin, 'POST', `document/${doc.id}/assign`, {
      BrandPartnerId: BPI,
      PartnerUserId: DEMO_DOCUMENT_IDS.userDealer,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await documentRow(doc.id))?.salesmanUserId).toBe(DEMO_DOCUMENT_IDS.userDealer);
    expect((await historyOf(doc.id))[0]).toMatchObject({ type: 'assigned', text: DEMO_DOCUMENT_IDS.userDealer });
  });

  it('refuses a user outside the lookup (400), a closed project (409), installers and a foreign tenant (403)', async () => {
    const doc = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const before = await documentRow(doc.id);
    const outsider = await call(DEMO_USERS.admin, 'POST', `document/${doc.id}/assign`, {
      BrandPartnerId: BPI,
      PartnerUserId: DEMO_IDS.userOem,
    });
    await expectRefused(outsider, 400, doc.id, before);
    expect(outsider.json().detail).toBe('PartnerUserId');
    const missing = await call(DEMO_USERS.admin, 'POST', `document/${doc.id}/assign`, { BrandPartnerId: BPI });
    await expectRefused(missing, 400, doc.id, before);
    expect(missing.json().Message).toContain('PartnerUserId');
    const nothingPicked = await call(DEMO_USERS.admin, 'POST', `document/${doc.id}/assign`, {
      BrandPartnerId: BPI,
      PartnerUserId: '',
    });
    await expectRefused(nothingPicked, 400, doc.id, before);
    expect(nothingPicked.json().detail).toContain('body.PartnerUserId: pickUser');
    const body = { BrandPartnerId: BPI, PartnerUserId: DEMO_IDS.userSales };
    await expectRefused(
      await call(DEMO_USERS.installer, 'POST', `document/${doc.id}/assign`, body),
      403,
      doc.id,
      before,
    );
    await expectRefused(await call(DEALER, 'POST', `document/${doc.id}/assign`, body), 403, doc.id, before);
    const closed = await demoDocument({ status: 'draft', type: 'order', project: 'closed' });
    const closedBefore = await documentRow(closed.id);
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `document/${closed.id}/assign`, body),
      409,
      closed.id,
      closedBefore,
    );
  });
});

describe('DELETE /document/{id}/archive', () => {
  it('archives a document (any staff user); archiving again is 409 and changes nothing', async () => {
    const created = documentActionReplySchema.parse(
      (
        await call(DEMO_USERS.admin, 'POST', 'document', { BrandPartnerId: BPI, ConfigurationContact: newContact })
      ).json(),
    );
    const id = created.SalesDocumentId;
    const archived = await call(DEMO_USERS.installer, 'DELETE', `document/${id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(documentActionReplySchema.parse(archived.json()).DocumentStatusId).toBe(DOCUMENT_STATUS_IDS.archived);
    expect((await historyOf(id))[0]).toMatchObject({ type: 'archived', value: 'draft' });
    const before = await documentRow(id);
    await expectRefused(await call(DEMO_USERS.admin, 'DELETE', `document/${id}/archive`), 409, id, before);
  });

  it('discards an abandoned new offer: its salesperson archives the empty draft and the lists no longer show it', async () => {
    // docs/decisions.md, "The first day of an administrator and a new salesperson (issue 39)".
    const myList = async () =>
      documentListRowSchema
        .array()
        .parse((await call(DEMO_USERS.sales, 'GET', `document/${BPI}/my`)).json())
        .map((row) => row.SalesDocumentId);
    const created = documentActionReplySchema.parse(
      (
        await call(DEMO_USERS.sales, 'POST', 'document', { BrandPartnerId: BPI, ConfigurationContact: newContact })
      ).json(),
    );
    const id = created.SalesDocumentId;
    expect(await myList()).toContain(id);
    const discarded = await call(DEMO_USERS.sales, 'DELETE', `document/${id}/archive`);
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(await myList()).not.toContain(id);
  });

  it('refuses a foreign tenant (403), customers (403) and anonymous callers (401)', async () => {
    const doc = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const before = await documentRow(doc.id);
    await expectRefused(await call(DEALER, 'DELETE', `document/${doc.id}/archive`), 403, doc.id, before);
    await expectRefused(await call(DEMO_USERS.customer, 'DELETE', `document/${doc.id}/archive`), 403, doc.id, before);
    await expectRefused(await call(null, 'DELETE', `document/${doc.id}/archive`), 401, doc.id, before);
    const malformed = await call(DEMO_USERS.admin, 'DELETE', 'document/not-a-guid/archive');
    await expectRefused(malformed, 400, doc.id, before);
    expect(malformed.json().Message).toContain('id');
    const unknown = await call(DEMO_USERS.admin, 'DELETE', 'document/00000000-0000-4000-8000-000000000099/archive');
    await expectRefused(unknown, 404, doc.id, before);
  });
});

describe('POST /document/{id}/send', () => {
  it('passes a confirmed order to its recipient partner: the dealer finds its received copy in its list', async () => {
    const [source] = await db
      .select()
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.statusId, DOCUMENT_STATUS_IDS.confirmed),
          eq(salesDocuments.recipientPartnerId, DEMO_IDS.partnerDealer),
        ),
      );
    const id = source?.id as string;
    const response = await call(DEMO_USERS.admin, 'POST', `document/${id}/send?brandPartnerId=${BPI}`);
    expect(response.statusCode, response.body).toBe(200);
    const reply = documentSendReplySchema.parse(response.json());
    expect(reply.DocumentStatusId).toBe(DOCUMENT_STATUS_IDS.forwarded);
    const copy = await documentRow(reply.RecipientSalesDocumentId);
    expect(copy).toMatchObject({
      statusId: DOCUMENT_STATUS_IDS.received,
      ownerPartnerId: DEMO_IDS.partnerDealer,
      salesmanUserId: DEMO_DOCUMENT_IDS.userDealer,
      recipientSalesmanUserId: DEMO_DOCUMENT_IDS.userDealer,
      initialDocumentId: id,
    });
    expect((await linesOf(reply.RecipientSalesDocumentId)).length).toBe((await linesOf(id)).length);
    expect((await historyOf(id))[0]?.type).toBe('sent');
    const list = documentListRowSchema.array().parse((await call(DEALER, 'GET', `document/${BPI}/my`)).json());
    const received = list.find((row) => row.SalesDocumentId === reply.RecipientSalesDocumentId);
    expect(received).toMatchObject({ DocumentStatusId: DOCUMENT_STATUS_IDS.received, InitialSalesDocumentId: id });
    // Sent once: the sender's document is forwarded (read-only); sending again is refused.
    const before = await documentRow(id);
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `document/${id}/send?brandPartnerId=${BPI}`),
      409,
      id,
      before,
    );
  });

  it('refuses a document without recipient (409), an offer (409), sales on a foreign storefront and a foreign tenant (403)', async () => {
    const order = await demoDocument({ status: 'draft', type: 'order', project: 'active-3' });
    const before = await documentRow(order.id);
    const noRecipient = await call(DEMO_USERS.admin, 'POST', `document/${order.id}/send?brandPartnerId=${BPI}`);
    await expectRefused(noRecipient, 409, order.id, before);
    expect(noRecipient.json().detail).toBe('noRecipient');
    const offer = await demoDocument({ status: 'offer' });
    const offerBefore = await documentRow(offer.id);
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `document/${offer.id}/send?brandPartnerId=${BPI}`),
      409,
      offer.id,
      offerBefore,
    );
    await expectRefused(
      await call(DEALER, 'POST', `document/${order.id}/send?brandPartnerId=${BPI}`),
      403,
      order.id,
      before,
    );
    const malformed = await call(DEMO_USERS.admin, 'POST', `document/${order.id}/send?brandPartnerId=x`);
    await expectRefused(malformed, 400, order.id, before);
    expect(malformed.json().Message).toContain('brandPartnerId');
    const second = await demoDocument({ status: 'received', project: 'second' });
    const secondBefore = await documentRow(second.id);
    await expectRefused(
      await call(DEMO_USERS.sales, 'POST', `document/${second.id}/send?brandPartnerId=${SECOND_BRAND_PARTNER_ID}`),
      403,
      second.id,
      secondBefore,
    );
  });
});

describe('POST /document/{id}/forward', () => {
  it('forwards the dealer’s received document to the manufacturer’s contact user, who finds it as received', async () => {
    const received = await demoDocument({ status: 'received', project: 'dealer' });
    const petra = await contactId('Petra');
    const response = await call(DEALER, 'POST', `document/${received.id}/forward`, {
      BrandPartnerId: BPI,
      ContactId: petra,
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = documentSendReplySchema.parse(response.json());
    expect(reply.DocumentStatusId).toBe(DOCUMENT_STATUS_IDS.forwarded);
    expect(await documentRow(received.id)).toMatchObject({
      recipientPartnerId: DEMO_IDS.partnerManufacturer,
      recipientSalesmanUserId: DEMO_IDS.userOem,
    });
    const list = documentListRowSchema.array().parse((await call(DEMO_USERS.oem, 'GET', `document/${BPI}/my`)).json());
    expect(list.find((row) => row.SalesDocumentId === reply.RecipientSalesDocumentId)).toMatchObject({
      DocumentStatusId: DOCUMENT_STATUS_IDS.received,
    });
    expect((await historyOf(received.id))[0]?.type).toBe('forwarded');
  });

  it('refuses a contact without a user or outside the chain (400), a draft (409) and a foreign tenant (403)', async () => {
    const forwarded = await demoDocument({ status: 'forwarded', project: 'active-1' });
    const before = await documentRow(forwarded.id);
    const noUser = await call(DEMO_USERS.admin, 'POST', `document/${forwarded.id}/forward`, {
      BrandPartnerId: BPI,
      ContactId: await contactId('Tomaž'),
    });
    await expectRefused(noUser, 400, forwarded.id, before);
    expect(noUser.json().detail).toBe('ContactId');
    expect(noUser.json().Message).toContain('no user');
    const customer = await call(DEMO_USERS.admin, 'POST', `document/${forwarded.id}/forward`, {
      BrandPartnerId: BPI,
      ContactId: await contactId('Maja'),
    });
    await expectRefused(customer, 400, forwarded.id, before);
    const missing = await call(DEMO_USERS.admin, 'POST', `document/${forwarded.id}/forward`, { BrandPartnerId: BPI });
    await expectRefused(missing, 400, forwarded.id, before);
    expect(missing.json().Message).toContain('ContactId');
    const draft = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const draftBefore = await documentRow(draft.id);
    const body = { BrandPartnerId: BPI, ContactId: await contactId('Petra') };
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `document/${draft.id}/forward`, body),
      409,
      draft.id,
      draftBefore,
    );
    await expectRefused(await call(DEALER, 'POST', `document/${draft.id}/forward`, body), 403, draft.id, draftBefore);
  });
});

describe('POST /document/{id}/sendToSupplier', () => {
  it('creates a received document of the chosen type at the supplier with the comment; the OEM finds it', async () => {
    const source = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const body = {
      DocumentTypeId: DOCUMENT_TYPE_IDS.order,
      BrandPartnerId: BPI,
      DocumentId: source.id,
      NewProject: false,
      ContactId: await contactId('Petra'),
      Comment: 'Please deliver in March',
    };
    const response = await call(DEMO_USERS.sales, 'POST', `document/${source.id}/sendToSupplier`, body);
    expect(response.statusCode, response.body).toBe(200);
    const reply = documentActionReplySchema.parse(response.json());
    expect(await documentRow(reply.SalesDocumentId)).toMatchObject({
      ownerPartnerId: DEMO_IDS.partnerManufacturer,
      typeId: DOCUMENT_TYPE_IDS.order,
      statusId: DOCUMENT_STATUS_IDS.received,
      comment: 'Please deliver in March',
      initialDocumentId: source.id,
    });
    expect((await historyOf(source.id))[0]?.type).toBe('sentToSupplier');
    const list = documentListRowSchema.array().parse((await call(DEMO_USERS.oem, 'GET', `document/${BPI}/all`)).json());
    expect(list.some((row) => row.SalesDocumentId === reply.SalesDocumentId)).toBe(true);
    // Without a new project the supplier keeps one project per source project; with one, a new project.
    const again = documentActionReplySchema.parse(
      (await call(DEMO_USERS.sales, 'POST', `document/${source.id}/sendToSupplier`, body)).json(),
    );
    expect(again.ProjectId).toBe(reply.ProjectId);
    const fresh = documentActionReplySchema.parse(
      (
        await call(DEMO_USERS.sales, 'POST', `document/${source.id}/sendToSupplier`, { ...body, NewProject: true })
      ).json(),
    );
    expect(fresh.ProjectId).not.toBe(reply.ProjectId);
  });

  it('refuses a child partner’s contact, a contact without a user, a bad type (400) and a foreign tenant (403)', async () => {
    const source = await demoDocument({ status: 'draft', type: 'order', project: 'active-3' });
    const before = await documentRow(source.id);
    const base = { DocumentTypeId: DOCUMENT_TYPE_IDS.order, BrandPartnerId: BPI, ContactId: await contactId('Petra') };
    const child = await call(DEMO_USERS.admin, 'POST', `document/${source.id}/sendToSupplier`, {
      ...base,
      ContactId: await contactId('Luka'),
    });
    await expectRefused(child, 400, source.id, before);
    expect(child.json().detail).toBe('ContactId');
    const noUser = await call(DEMO_USERS.admin, 'POST', `document/${source.id}/sendToSupplier`, {
      ...base,
      ContactId: await contactId('Tomaž'),
    });
    await expectRefused(noUser, 400, source.id, before);
    const badType = await call(DEMO_USERS.admin, 'POST', `document/${source.id}/sendToSupplier`, {
      ...base,
      DocumentTypeId: DOCUMENT_TYPE_IDS.configuration,
    });
    await expectRefused(badType, 400, source.id, before);
    expect(badType.json().detail).toBe('DocumentTypeId');
    const otherId = await call(DEMO_USERS.admin, 'POST', `document/${source.id}/sendToSupplier`, {
      ...base,
      DocumentId: DEMO_DOCUMENT_IDS.firstDocument === source.id ? projectId('x') : DEMO_DOCUMENT_IDS.firstDocument,
    });
    await expectRefused(otherId, 400, source.id, before);
    expect(otherId.json().detail).toBe('DocumentId');
    // §5's dialog rules are the contract's body rules: nothing picked, or a comment over 255 characters, is a 400
    // naming the field, with the message key the web dialog shows.
    const nothingPicked = await call(DEMO_USERS.admin, 'POST', `document/${source.id}/sendToSupplier`, {
      ...base,
      DocumentTypeId: '',
      ContactId: '',
    });
    await expectRefused(nothingPicked, 400, source.id, before);
    expect(nothingPicked.json().Message).toContain('DocumentTypeId');
    expect(nothingPicked.json().detail).toContain('body.DocumentTypeId: pickType');
    expect(nothingPicked.json().detail).toContain('body.ContactId: pickContact');
    const longComment = await call(DEMO_USERS.admin, 'POST', `document/${source.id}/sendToSupplier`, {
      ...base,
      Comment: 'x'.repeat(LIMITS.textMax + 1),
    });
    await expectRefused(longComment, 400, source.id, before);
    expect(longComment.json().Message).toContain('Comment');
    expect(longComment.json().detail).toContain('body.Comment: tooLong');
    await expectRefused(
      await call(DEALER, 'POST', `document/${source.id}/sendToSupplier`, base),
      403,
      source.id,
      before,
    );
  });
});

describe('licence', () => {
  it('refuses every action when the storefront’s application licence is off (403) and changes nothing', async () => {
    const doc = await demoDocument({ status: 'draft', type: 'offer', project: 'active-2' });
    const before = await documentRow(doc.id);
    await db.update(brandPartners).set({ enabledApplication: false }).where(eq(brandPartners.id, BPI));
    try {
      const archived = await call(DEMO_USERS.admin, 'DELETE', `document/${doc.id}/archive`);
      await expectRefused(archived, 403, doc.id, before);
      expect(archived.json().detail).toBe('actionForbiddenLicence');
      const created = await call(DEMO_USERS.admin, 'POST', 'document', {
        BrandPartnerId: BPI,
        ConfigurationContact: newContact,
      });
      await expectRefused(created, 403, null);
    } finally {
      await db.update(brandPartners).set({ enabledApplication: true }).where(eq(brandPartners.id, BPI));
    }
  });
});

describe('the money of every line this file wrote', () => {
  it('follows the money rule: each line stores its calculated totals, each document their sum', async () => {
    await expectStoredTotalsFollowTheRule(db);
  });
});

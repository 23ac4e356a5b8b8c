import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  documentDetailSchema,
  documentHistoryReplySchema,
  PROJECT_STATUS_IDS,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts, documentHistory, projects, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';

const tokens = new Map<string, string>();
const authOf = async (email: string) => {
  let token = tokens.get(email);
  if (!token) {
    token = (await signIn(app, email)).authorization;
    tokens.set(email, token);
  }
  return token;
};

const call = async (email: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: await authOf(email) } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A demo document of the admin's partner in an active project with at least two configurations, of a status. */
const demoDocument = async (status: keyof typeof DOCUMENT_STATUS_IDS, skip = 0) => {
  const lines = db
    .select({ documentId: salesDocumentConfigurations.documentId, lines: count().as('lines') })
    .from(salesDocumentConfigurations)
    .groupBy(salesDocumentConfigurations.documentId)
    .as('lines');
  const [row] = await db
    .select({ document: salesDocuments })
    .from(salesDocuments)
    .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
    .innerJoin(lines, eq(lines.documentId, salesDocuments.id))
    .where(
      and(
        eq(salesDocuments.statusId, DOCUMENT_STATUS_IDS[status]),
        eq(salesDocuments.brandPartnerId, BPI),
        eq(salesDocuments.ownerPartnerId, DEMO_IDS.partnerDistributor),
        eq(projects.statusId, PROJECT_STATUS_IDS.active),
        gte(lines.lines, 2),
      ),
    )
    .orderBy(asc(salesDocuments.number))
    .limit(1)
    .offset(skip);
  if (!row) {
    throw new Error(`no demo document ${status}`);
  }
  return row.document;
};

describe('GET /document/{id}', () => {
  it('returns every detail field and the configurations in position order', async () => {
    const document = await demoDocument('draft');
    const response = await call(DEMO_USERS.admin, 'GET', `document/${document.id}?brandPartnerId=${BPI}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = documentDetailSchema.parse(response.json());
    expect(detail.SalesDocumentId).toBe(document.id);
    expect(detail.DocumentNumber).toBe(`${document.year}-${String(document.number).padStart(5, '0')}`);
    expect(detail.Commission).toBe(document.commission);
    expect(detail.ContactEmail).toBe(document.contactEmail);
    expect(detail.TotalPriceWithTax).toBe(document.totalCents / 100);
    expect(detail.TotalPrice).toBe(document.totalPriceCents / 100);
    expect(detail.TotalTaxCost).toBe(document.totalTaxCents / 100);
    expect(detail.Currency).toBe('EUR');
    expect(detail.IsReadOnly).toBe(false);
    expect(detail.Configurations.length).toBeGreaterThanOrEqual(2);
    expect(detail.Configurations.map((row) => row.ConfigurationPosition)).toEqual(
      detail.Configurations.map((_, index) => index + 1),
    );
    const [first] = detail.Configurations;
    expect(first?.Image).toMatch(new RegExp(`/configurator/${first?.ConfigurationId}/image\\?t=`));
    expect(first?.ConfigurationName).not.toBe('');
    expect(first?.Quantity).toBeGreaterThanOrEqual(1);
  });

  it("shows each row's position data (customer position and delivery date)", async () => {
    const document = await demoDocument('draft');
    const [line] = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, document.id))
      .orderBy(asc(salesDocumentConfigurations.position));
    await db
      .update(salesDocumentConfigurations)
      .set({ customerPosition: 'P-7', deliveryDate: '2026-12-24' })
      .where(eq(salesDocumentConfigurations.id, line?.id as string));
    const detail = (await call(DEMO_USERS.admin, 'GET', `document/${document.id}?brandPartnerId=${BPI}`)).json();
    expect(detail.Configurations[0]).toMatchObject({
      SalesDocumentConfigurationId: line?.id,
      CustomerPosition: 'P-7',
      DeliveryDate: '2026-12-24',
    });
  });

  it('lets an installer read the detail, and marks a confirmed document read-only', async () => {
    const document = await demoDocument('confirmed').catch(() => demoDocument('draft'));
    const response = await call(DEMO_USERS.installer, 'GET', `document/${document.id}?brandPartnerId=${BPI}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().IsReadOnly).toBe(document.statusId === DOCUMENT_STATUS_IDS.confirmed);
  });

  it('refuses a foreign tenant (403), anonymous callers (401), an unknown id (404) and bad input (400)', async () => {
    const document = await demoDocument('draft');
    expect((await call(DEALER, 'GET', `document/${document.id}?brandPartnerId=${BPI}`)).statusCode).toBe(403);
    expect((await call(DEMO_USERS.customer, 'GET', `document/${document.id}?brandPartnerId=${BPI}`)).statusCode).toBe(
      403,
    );
    expect((await call(null, 'GET', `document/${document.id}?brandPartnerId=${BPI}`)).statusCode).toBe(401);
    const unknown = await call(
      DEMO_USERS.admin,
      'GET',
      `document/00000000-0000-4000-8000-000000000001?brandPartnerId=${BPI}`,
    );
    expect(unknown.statusCode).toBe(404);
    const other = await call(
      DEMO_USERS.admin,
      'GET',
      `document/${document.id}?brandPartnerId=${SECOND_BRAND_PARTNER_ID}`,
    );
    expect([400, 403]).toContain(other.statusCode);
    expect((await call(DEMO_USERS.admin, 'GET', `document/${document.id}`)).statusCode).toBe(400);
    expect((await call(DEMO_USERS.admin, 'GET', `document/not-a-guid?brandPartnerId=${BPI}`)).statusCode).toBe(400);
  });
});

const documentRow = async (id: string) => {
  const [row] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, id));
  return row;
};
const historyTypes = async (id: string) =>
  (await call(DEMO_USERS.admin, 'GET', `document/${id}/history`))
    .json<{ TypeKey: string }[]>()
    .map((row) => row.TypeKey);

/** A fresh document of the admin's partner: a new offer in a new project, with Maja Kos as its contact. */
const freshDocument = async () => {
  const [maja] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.firstName, 'Maja'));
  const response = await call(DEMO_USERS.admin, 'POST', 'document', { BrandPartnerId: BPI, ContactId: maja?.id });
  expect(response.statusCode, response.body).toBe(200);
  const id = response.json<{ SalesDocumentId: string }>().SalesDocumentId;
  await db.update(salesDocuments).set({ comment: 'Please call before delivery.' }).where(eq(salesDocuments.id, id));
  return id;
};
/** A fresh document made read-only by archiving it. */
const readOnlyDocument = async () => {
  const id = await freshDocument();
  await db.update(salesDocuments).set({ statusId: DOCUMENT_STATUS_IDS.archived }).where(eq(salesDocuments.id, id));
  return id;
};

/** Runs a write and asserts it was refused with the status and changed nothing (not even the history). */
const expectWriteRefused = async (
  email: string | null,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
  status: number,
  id: string,
) => {
  const before = await documentRow(id);
  const historyBefore = await historyTypes(id);
  const response = await call(email, method, url, payload);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().Message).toEqual(expect.any(String));
  expect(await documentRow(id)).toEqual(before);
  expect(await historyTypes(id)).toEqual(historyBefore);
  return response;
};

describe('PUT /document/{id}', () => {
  it('changes commission and customer number, replies with the detail and records each change', async () => {
    const id = await freshDocument();
    const response = await call(DEMO_USERS.admin, 'PUT', `document/${id}`, {
      BrandPartnerId: BPI,
      Commission: '  Hiša Kos  ',
      CustomerNumber: 'PO-77',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ Commission: 'Hiša Kos', CustomerNumber: 'PO-77' });
    expect((await documentRow(id))?.commission).toBe('Hiša Kos');
    const history = (await call(DEMO_USERS.admin, 'GET', `document/${id}/history`)).json();
    expect(history[0]).toMatchObject({ TypeKey: expect.stringMatching(/Changed$/), User: expect.any(String) });
    expect(history.map((row: { TypeKey: string; Value: string }) => [row.TypeKey, row.Value])).toEqual(
      expect.arrayContaining([
        ['commissionChanged', 'Hiša Kos'],
        ['customerNumberChanged', 'PO-77'],
      ]),
    );
    // Unchanged values write nothing.
    const again = await call(DEMO_USERS.admin, 'PUT', `document/${id}`, {
      BrandPartnerId: BPI,
      Commission: 'Hiša Kos',
      CustomerNumber: 'PO-77',
    });
    expect(again.statusCode).toBe(200);
    expect((await historyTypes(id)).filter((type) => type.endsWith('Changed'))).toHaveLength(2);
  });

  it('refuses read-only (409), installers (403), a foreign tenant (403), anonymous (401) and bad input (400)', async () => {
    const id = await freshDocument();
    const body = { BrandPartnerId: BPI, Commission: 'x', CustomerNumber: 'y' };
    const readOnly = await readOnlyDocument();
    await expectWriteRefused(DEMO_USERS.admin, 'PUT', `document/${readOnly}`, body, 409, readOnly);
    await expectWriteRefused(DEMO_USERS.installer, 'PUT', `document/${id}`, body, 403, id);
    await expectWriteRefused(DEALER, 'PUT', `document/${id}`, body, 403, id);
    await expectWriteRefused(null, 'PUT', `document/${id}`, body, 401, id);
    const tooLong = await expectWriteRefused(
      DEMO_USERS.admin,
      'PUT',
      `document/${id}`,
      { ...body, Commission: 'x'.repeat(256) },
      400,
      id,
    );
    expect(tooLong.json().detail).toContain('Commission');
    const wrongStore = await expectWriteRefused(
      DEMO_USERS.admin,
      'PUT',
      `document/${id}`,
      { ...body, BrandPartnerId: SECOND_BRAND_PARTNER_ID },
      400,
      id,
    );
    expect(wrongStore.json().detail).toBe('BrandPartnerId');
    await expectWriteRefused(DEMO_USERS.admin, 'PUT', `document/${id}`, { BrandPartnerId: BPI }, 400, id);
    const unknown = await call(DEMO_USERS.admin, 'PUT', 'document/00000000-0000-4000-8000-000000000001', body);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /document/{id}/removeComment', () => {
  it('removes the comment and records the removed text', async () => {
    const id = await freshDocument();
    const response = await call(DEMO_USERS.admin, 'POST', `document/${id}/removeComment`, { BrandPartnerId: BPI });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().Comment).toBe('');
    const [entry] = (await call(DEMO_USERS.admin, 'GET', `document/${id}/history`)).json();
    expect(entry).toMatchObject({
      TypeKey: 'commentRemoved',
      Type: 'Comment removed',
      Text: 'Please call before delivery.',
    });
  });

  it('refuses read-only (409), installers (403), a foreign tenant (403) and bad input (400)', async () => {
    const id = await freshDocument();
    const readOnly = await readOnlyDocument();
    const body = { BrandPartnerId: BPI };
    await expectWriteRefused(DEMO_USERS.admin, 'POST', `document/${readOnly}/removeComment`, body, 409, readOnly);
    await expectWriteRefused(DEMO_USERS.installer, 'POST', `document/${id}/removeComment`, body, 403, id);
    await expectWriteRefused(DEALER, 'POST', `document/${id}/removeComment`, body, 403, id);
    await expectWriteRefused(DEMO_USERS.admin, 'POST', `document/${id}/removeComment`, {}, 400, id);
  });
});

describe('POST /document/{id}/changecontact', () => {
  it('copies a customer contact into the document and records the change', async () => {
    const id = await freshDocument();
    const [jan] = await db.select().from(contacts).where(eq(contacts.firstName, 'Jan'));
    const response = await call(DEMO_USERS.admin, 'POST', `document/${id}/changecontact`, {
      BrandPartnerId: BPI,
      ContactId: jan?.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ContactName: 'Jan Vidmar',
      ContactEmail: 'jan.vidmar@example.com',
      CompanyName: 'Vidmar gradnje d.o.o.',
    });
    expect(await documentRow(id)).toMatchObject({ contactCity: 'Maribor', contactAddressing: jan?.title });
    const [entry] = (await call(DEMO_USERS.admin, 'GET', `document/${id}/history`)).json();
    expect(entry).toMatchObject({ TypeKey: 'contactChanged', Text: 'Maja Kos', Value: 'Jan Vidmar' });
  });

  it('refuses a contact outside the lookup (400), read-only (409), installers and a foreign tenant (403)', async () => {
    const id = await freshDocument();
    const readOnly = await readOnlyDocument();
    const [jan] = await db.select().from(contacts).where(eq(contacts.firstName, 'Jan'));
    const body = { BrandPartnerId: BPI, ContactId: jan?.id };
    await expectWriteRefused(DEMO_USERS.admin, 'POST', `document/${readOnly}/changecontact`, body, 409, readOnly);
    await expectWriteRefused(DEMO_USERS.installer, 'POST', `document/${id}/changecontact`, body, 403, id);
    await expectWriteRefused(DEALER, 'POST', `document/${id}/changecontact`, body, 403, id);
    const [foreignCustomer] = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.kind, 'customer'), eq(contacts.brandPartnerId, SECOND_BRAND_PARTNER_ID)));
    if (foreignCustomer) {
      const refused = await expectWriteRefused(
        DEMO_USERS.admin,
        'POST',
        `document/${id}/changecontact`,
        { BrandPartnerId: BPI, ContactId: foreignCustomer.id },
        400,
        id,
      );
      expect(refused.json().detail).toBe('ContactId');
    }
    const unknown = await expectWriteRefused(
      DEMO_USERS.admin,
      'POST',
      `document/${id}/changecontact`,
      { BrandPartnerId: BPI, ContactId: '00000000-0000-4000-8000-000000000001' },
      400,
      id,
    );
    expect(unknown.json().detail).toBe('ContactId');
    await expectWriteRefused(
      DEMO_USERS.admin,
      'POST',
      `document/${id}/changecontact`,
      { BrandPartnerId: BPI, ContactId: 'nope' },
      400,
      id,
    );
  });
});

const countries = (
  await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'en' } })
).json<{ CountryId: string; Code: string }[]>();
const SLOVENIA = countries.find((country) => country.Code === 'SI')?.CountryId as string;
const AUSTRIA = countries.find((country) => country.Code === 'AT')?.CountryId as string;

const contactData = {
  Addressing: 'Ga.',
  FirstName: 'Eva',
  LastName: 'Horvat',
  Email: 'eva.horvat@example.com',
  Telephone: '+386 41 111 222',
  Address: 'Obala 1',
  City: 'Koper',
  Zip: '6000',
  CountryId: SLOVENIA,
  CompanyName: '',
  CompanyRegistration: '',
  CompanyVAT: '',
};
const deliveryData = {
  ...contactData,
  Email: undefined,
  FirstName: 'Dostava',
  Address: 'Skladišče 3',
  CountryId: AUSTRIA,
};
const receiptData = {
  FirstName: 'Račun',
  LastName: 'Horvat',
  Address: 'Trg 2',
  City: 'Izola',
  Zip: '6310',
  CountryId: SLOVENIA,
};

describe('GET and POST /document/{documentId}/contact', () => {
  it('saves the three blocks, reads them back, and null for an unticked block', async () => {
    const id = await freshDocument();
    const before = await call(DEMO_USERS.admin, 'GET', `document/${id}/contact`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      ContactData: { FirstName: 'Maja', LastName: 'Kos' },
      DeliveryAddress: false,
      DeliveryData: null,
      ReceiptAddress: false,
      ReceiptData: null,
    });
    const saved = await call(DEMO_USERS.admin, 'POST', `document/${id}/contact`, {
      BrandPartnerId: BPI,
      ContactData: contactData,
      DeliveryAddress: true,
      DeliveryData: deliveryData,
      ReceiptAddress: true,
      ReceiptData: receiptData,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call(DEMO_USERS.admin, 'GET', `document/${id}/contact`)).json();
    expect(read).toMatchObject({
      ContactData: {
        FirstName: 'Eva',
        Email: 'eva.horvat@example.com',
        Telephone: '+386 41 111 222',
        CountryId: SLOVENIA,
      },
      DeliveryAddress: true,
      DeliveryData: { FirstName: 'Dostava', Address: 'Skladišče 3', CountryId: AUSTRIA },
      ReceiptAddress: true,
      ReceiptData: { FirstName: 'Račun', City: 'Izola' },
    });
    // Unticking sends null: the block is gone.
    const unticked = await call(DEMO_USERS.admin, 'POST', `document/${id}/contact`, {
      BrandPartnerId: BPI,
      ContactData: contactData,
      DeliveryAddress: false,
      DeliveryData: null,
      ReceiptAddress: false,
      ReceiptData: null,
    });
    expect(unticked.statusCode, unticked.body).toBe(200);
    expect(unticked.json()).toMatchObject({ DeliveryAddress: false, DeliveryData: null, ReceiptData: null });
    expect((await documentRow(id))?.deliveryData).toBeNull();
    expect((await historyTypes(id)).filter((type) => type === 'contactDataChanged')).toHaveLength(2);
  });

  it('checks every §5 rule on the server: 400 naming the field', async () => {
    const id = await freshDocument();
    const post = (body: object) =>
      expectWriteRefused(
        DEMO_USERS.admin,
        'POST',
        `document/${id}/contact`,
        { BrandPartnerId: BPI, DeliveryAddress: false, ReceiptAddress: false, ContactData: contactData, ...body },
        400,
        id,
      );
    for (const field of ['FirstName', 'LastName', 'Address', 'City', 'Zip', 'Telephone', 'Email']) {
      const response = await post({ ContactData: { ...contactData, [field]: '  ' } });
      expect(response.json().detail).toContain(field);
    }
    expect((await post({ ContactData: { ...contactData, Email: 'eva@' } })).json().detail).toContain('Email');
    const noCountry = await post({
      ContactData: { ...contactData, CountryId: '00000000-0000-0000-0000-000000000000' },
    });
    expect(noCountry.json().detail).toContain('CountryId');
    const unknownCountry = await post({
      ContactData: { ...contactData, CountryId: '00000000-0000-4000-8000-000000000001' },
    });
    expect(unknownCountry.json().detail).toContain('CountryId');
    expect((await post({ DeliveryAddress: true, DeliveryData: null })).json().detail).toContain('DeliveryData');
    for (const field of ['FirstName', 'LastName', 'Address', 'City', 'Zip', 'Telephone']) {
      const response = await post({ DeliveryAddress: true, DeliveryData: { ...deliveryData, [field]: '' } });
      expect(response.json().detail).toContain(field);
    }
    for (const field of ['FirstName', 'LastName', 'Address', 'City', 'Zip']) {
      const response = await post({ ReceiptAddress: true, ReceiptData: { ...receiptData, [field]: '' } });
      expect(response.json().detail).toContain(field);
    }
    expect(
      (await post({ ReceiptAddress: true, ReceiptData: { ...receiptData, CountryId: '' } })).json().detail,
    ).toContain('CountryId');
    expect((await post({ ContactData: { ...contactData, CompanyName: 'x'.repeat(251) } })).json().detail).toContain(
      'CompanyName',
    );
  });

  it('refuses read-only (409), installers (403) and a foreign tenant (403, also for reading)', async () => {
    const id = await freshDocument();
    const readOnly = await readOnlyDocument();
    const body = { BrandPartnerId: BPI, ContactData: contactData, DeliveryAddress: false, ReceiptAddress: false };
    await expectWriteRefused(DEMO_USERS.admin, 'POST', `document/${readOnly}/contact`, body, 409, readOnly);
    await expectWriteRefused(DEMO_USERS.installer, 'POST', `document/${id}/contact`, body, 403, id);
    await expectWriteRefused(DEALER, 'POST', `document/${id}/contact`, body, 403, id);
    expect((await call(DEALER, 'GET', `document/${id}/contact`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `document/${id}/contact`)).statusCode).toBe(401);
    expect((await call(DEMO_USERS.admin, 'GET', `document/${readOnly}/contact`)).statusCode).toBe(200);
  });
});

describe('GET /document/{id}/history', () => {
  it('lists the document and its configurations newest first with the user', async () => {
    const document = await demoDocument('draft');
    const [line] = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, document.id));
    await db.insert(documentHistory).values({
      documentId: document.id,
      documentConfigurationId: line?.id,
      configurationId: line?.configurationId,
      type: 'quantityChanged',
      text: '1',
      value: '2',
      userId: DEMO_IDS.userAdmin,
    });
    // Installers have no history page (admin spec §2): the server refuses them as the menu hides it.
    expect((await call(DEMO_USERS.installer, 'GET', `document/${document.id}/history`)).statusCode).toBe(403);
    const response = await call(DEMO_USERS.sales, 'GET', `document/${document.id}/history`);
    expect(response.statusCode, response.body).toBe(200);
    const history = documentHistoryReplySchema.parse(response.json());
    expect(history[0]).toMatchObject({
      SalesDocumentId: document.id,
      ConfigurationId: line?.configurationId,
      Type: 'Quantity changed',
      TypeKey: 'quantityChanged',
      Value: '2',
      User: expect.stringMatching(/\S/),
    });
    // Read as a person reads it: no id, no code of the database, no decimal point.
    for (const row of history) {
      for (const shown of [row.Text, row.Value]) {
        expect(shown).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
        expect(shown).not.toMatch(/^[a-z]+[A-Z]\w*$/);
        expect(shown).not.toMatch(/^-?\d+\.\d+$/);
      }
    }
    const times = history.map((row) => Date.parse(row.DateTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(history.some((row) => row.TypeKey === 'created')).toBe(true);
  });

  it('answers type, text and value in the caller’s language, with the code in TypeKey', async () => {
    const document = await demoDocument('draft');
    await db.insert(documentHistory).values([
      { documentId: document.id, type: 'commissionChanged', text: 'KOM-1', value: 'KOM-2', userId: DEMO_IDS.userAdmin },
      {
        documentId: document.id,
        type: 'discountAdded',
        text: 'Sommer',
        value: '10.00 % (1)',
        userId: DEMO_IDS.userAdmin,
      },
    ]);
    const german = await app.inject({
      url: `/api/v1/document/${document.id}/history`,
      headers: { 'accept-language': 'de', authorization: await authOf(DEMO_USERS.admin) },
    });
    expect(german.statusCode, german.body).toBe(200);
    const rows = documentHistoryReplySchema.parse(german.json());
    const typeOf = (key: string) => rows.find((row) => row.TypeKey === key);
    expect(typeOf('commissionChanged')).toMatchObject({ Type: 'Kommission geändert', Text: 'KOM-1', Value: 'KOM-2' });
    expect(typeOf('discountAdded')).toMatchObject({ Type: 'Rabatt hinzugefügt', Value: '10\u00a0% (1)' });
    expect(typeOf('created')?.Type).toBe('Erstellt');
    // No row answers a code where a person reads a word.
    for (const row of rows) {
      expect(row.Type).not.toBe(row.TypeKey);
    }
  });

  it('refuses a foreign tenant (403), anonymous callers (401) and an unknown id (404)', async () => {
    const document = await demoDocument('draft');
    expect((await call(DEALER, 'GET', `document/${document.id}/history`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `document/${document.id}/history`)).statusCode).toBe(401);
    expect(
      (await call(DEMO_USERS.admin, 'GET', 'document/00000000-0000-4000-8000-000000000001/history')).statusCode,
    ).toBe(404);
  });
});

import { createHash, randomUUID } from 'node:crypto';
import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_TYPE_IDS,
  type PersonalDataErasure,
  type PersonalDataExport,
} from '@door/contract';
import { eq, getTableName, isTable, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { executeRows } from '#server/db/execute-rows';
import * as schema from '#server/db/schema';
import {
  accountTokens,
  auditEntries,
  contacts,
  customerProfiles,
  documentHistory,
  offerAnswers,
  offerLinks,
  salesDocumentGenerated,
  salesDocuments,
  userAddresses,
  users,
} from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { recordAudit } from '#server/services/audit-log';
import { hashPassword } from '#server/services/passwords';
import { buildTestApp } from '#server/test/build-test-app';
import { findModelPartId } from '#server/test/catalogue';
import { DEMO_PASSWORD, DEMO_USERS, requestPasswordGrant, requestRefreshGrant, signIn } from '#server/test/sign-in';
import { NOT_CUSTOMER_DATA, PERSONAL_DATA_TABLES } from './personal-data-tables';

const { app, database } = await buildTestApp();
const { db } = database;
const files = app.ctx.files;

/** A column name that names a person: e-mail, names, telephone, postal address, company and VAT of a person. */
const PERSONAL_COLUMN =
  /(^|_)(email|first_name|last_name|full_name|addressing|telephone|phone|address|zip|city|company_name|company_registration|company_vat|actor_name|delivery_data|receipt_data)($|_)/;

const allTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => isTable(value));
const declared = new Map(PERSONAL_DATA_TABLES.map((entry) => [entry.table, entry]));

const headers = (authorization?: string) => ({ 'accept-language': 'en', ...(authorization ? { authorization } : {}) });
const call = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: headers(authorization), ...(payload ? { payload } : {}) });

const [slovenia] = await executeRows<{ id: string }>(db, sql`select id from countries where code = 'SI'`);
const SI = slovenia?.id as string;
const TRIGLAV = await findModelPartId(app, DEFAULT_BRAND_PARTNER_ID, 'Triglav');

let remote = 0;
/** A configuration of the storefront, in the caller's cart; its id. */
const configuredDoor = async (authorization: string) => {
  const id = (
    await app.inject({
      url: `/api/v1/configurator/auth/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${TRIGLAV}`,
      headers: headers(authorization),
    })
  ).json<{ Metadata: { ConfigurationId: string } }>().Metadata.ConfigurationId;
  await call('POST', `/cart/${id}`, authorization, { BrandPartnerId: DEFAULT_BRAND_PARTNER_ID });
  return id;
};

type Person = { email: string; first: string; last: string; telephone: string };

/**
 * A registered customer with data in every table that can name one: profile, addresses, an e-mail change token,
 * sessions, a saved configuration in the cart, an inquiry (document, history, search copies, mails), a printed offer
 * of the inquiry, a customer contact, an order the law keeps, and audit entries naming them.
 */
const customerWithEverything = async (person: Person) => {
  const [user] = await db
    .insert(users)
    .values({
      email: person.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: person.first,
      lastName: person.last,
      customerBrandPartnerId: DEFAULT_BRAND_PARTNER_ID,
    })
    .returning({ id: users.id });
  const userId = user?.id as string;
  await db.insert(customerProfiles).values({
    userId,
    address: 'Trubarjeva 7',
    zip: '1000',
    city: 'Ljubljana',
    telephone: person.telephone,
    activatedAt: new Date(),
  });
  await db.insert(userAddresses).values({
    userId,
    kind: 'delivery',
    firstName: person.first,
    lastName: person.last,
    address: 'Trubarjeva 7',
    zip: '1000',
    city: 'Ljubljana',
    countryId: SI,
    telephone: person.telephone,
    isDefault: true,
  });
  await db.insert(accountTokens).values({
    userId,
    purpose: 'email',
    newEmail: `new.${person.email}`,
    tokenHash: `${userId.replaceAll('-', '')}${'0'.repeat(32)}`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const session = await signIn(app, person.email);
  const inCart = await configuredDoor(session.authorization);
  const sent = await configuredDoor(session.authorization);
  remote += 1;
  const inquiry = await app.inject({
    remoteAddress: `10.9.0.${remote}`,
    method: 'POST',
    url: '/api/v1/cart/inquiry',
    headers: headers(session.authorization),
    payload: {
      BrandPartnerId: DEFAULT_BRAND_PARTNER_ID,
      WebUrl: 'https://doors.test/configurator/confirmation',
      Lang: 'en',
      Configurations: [sent],
      ConfigurationContact: {
        ContactData: {
          Addressing: 'Ms',
          FirstName: person.first,
          LastName: person.last,
          Email: person.email,
          Telephone: person.telephone,
          Address: 'Trubarjeva 7',
          City: 'Ljubljana',
          Zip: '1000',
          CountryId: SI,
          CompanyName: '',
          CompanyRegistration: '',
          CompanyVAT: '',
          Marketing: true,
          Notifications: false,
          PersonalData: true,
        },
        DeliveryAddress: false,
        ReceiptAddress: false,
        DeliveryData: null,
        ReceiptData: null,
      },
    },
  });
  if (inquiry.statusCode !== 200) {
    throw new Error(`inquiry failed: ${inquiry.body}`);
  }
  const inquiryId = inquiry.json<{ SalesDocumentId: string }>().SalesDocumentId;
  const name = `${person.first} ${person.last}`;
  await db.insert(documentHistory).values({ documentId: inquiryId, type: 'contactDataChanged', text: name, userId });
  // A printed offer of the inquiry: its files name the customer, and the inquiry is not a document the law keeps.
  const printedKeys = [`print/${inquiryId}/offer.pdf`, `print/${inquiryId}/offer.docx`];
  for (const key of printedKeys) {
    await files.put(key, new TextEncoder().encode(name), 'application/octet-stream');
  }
  await db.insert(salesDocumentGenerated).values({
    documentId: inquiryId,
    typeId: DOCUMENT_TYPE_IDS.offerprinted,
    language: 'en',
    fileName: 'offer.pdf',
    pdfKey: printedKeys[0] as string,
    docxKey: printedKeys[1] as string,
  });
  // The order the inquiry became: issued, so the law keeps its buyer.
  const [order] = await executeRows<{ id: string }>(
    db,
    sql`insert into sales_documents (project_id, brand_partner_id, type_id, status_id, year, number, owner_partner_id,
          customer_user_id, contact_first_name, contact_last_name, contact_email, contact_telephone, contact_address,
          contact_city, contact_zip)
        select project_id, brand_partner_id, ${DOCUMENT_TYPE_IDS.order}, status_id, year, number + 500000,
          owner_partner_id, customer_user_id, contact_first_name, contact_last_name, contact_email, contact_telephone,
          contact_address, contact_city, contact_zip
        from sales_documents where id = ${inquiryId} returning id`,
  );
  // The order was accepted online: its link, its sent PDF and the customer's signed answer.
  const [sentOffer] = await db
    .insert(salesDocumentGenerated)
    .values({
      documentId: order?.id as string,
      typeId: DOCUMENT_TYPE_IDS.offersent,
      language: 'en',
      fileName: 'offer.pdf',
      pdfKey: `print/${order?.id}/sent.pdf`,
      docxKey: `print/${order?.id}/sent.docx`,
    })
    .returning({ id: salesDocumentGenerated.id });
  const linkId = randomUUID();
  await db.insert(offerLinks).values({
    id: linkId,
    documentId: order?.id as string,
    tokenHash: createHash('sha256').update(linkId).digest('hex'),
    generatedId: sentOffer?.id as string,
    pdfKey: `print/${order?.id}/sent.pdf`,
    pdfSha256: '0'.repeat(64),
    fileName: 'offer.pdf',
    language: 'en',
    content: {} as never,
    publicUrl: 'https://doors.test/offer/x',
  });
  await db.insert(offerAnswers).values({
    documentId: order?.id as string,
    linkId,
    decision: 'accepted',
    fullName: name,
    pdfKey: `print/${order?.id}/accepted.pdf`,
    pdfSha256: '0'.repeat(64),
    ipAddress: '10.9.9.9',
    userAgent: 'test',
    language: 'en',
  });
  await db.insert(contacts).values({
    kind: 'customer',
    brandPartnerId: DEFAULT_BRAND_PARTNER_ID,
    firstName: person.first,
    lastName: person.last,
    email: person.email,
    telephone: person.telephone,
  });
  await recordAudit(db, {
    actorUserId: DEMO_IDS.userOem,
    action: 'user.update',
    entityType: 'user',
    entityId: userId,
    entityName: person.email,
    before: { Email: person.email, FirstName: person.first },
    after: { Email: person.email, FirstName: person.first, Language: 'de' },
  });
  return { userId, session, inCart, inquiryId, orderId: order?.id as string, printedKeys };
};

/** The newest audit entry of an action. */
const latestAudit = async (action: string) =>
  (
    await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.action, action))
      .orderBy(sql`${auditEntries.createdAt} desc`)
      .limit(1)
  )[0];

/** Every text and JSON column of every table holding one of the texts, as `table.column` with the row's id. */
const findEverywhere = async (texts: readonly string[]) => {
  const columns = await executeRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const hits: { table: string; column: string; id: string }[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const idColumn = (
      await executeRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'id'`,
      )
    )[0];
    const id = Number(idColumn?.n) > 0 ? sql.raw('id::text') : sql.raw(`''`);
    for (const text of texts) {
      const rows = await executeRows<{ id: string }>(
        db,
        sql`select ${id} as id from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${text}%`}`,
      );
      hits.push(...rows.map((row) => ({ table, column, id: row.id })));
    }
  }
  return hits;
};

describe('the declared tables of personal data', () => {
  it('covers every table with a column that names a person, each such column declared', () => {
    const missing: string[] = [];
    for (const table of allTables) {
      const config = getTableConfig(table);
      const personal = config.columns.filter((column) => PERSONAL_COLUMN.test(column.name));
      if (personal.length === 0 || NOT_CUSTOMER_DATA.has(table)) {
        continue;
      }
      const entry = declared.get(table);
      if (!entry) {
        missing.push(`${config.name} (${personal.map((column) => column.name).join(', ')})`);
        continue;
      }
      const listed = new Set(entry.personal.map((column) => column.name));
      missing.push(...personal.filter((column) => !listed.has(column.name)).map((c) => `${config.name}.${c.name}`));
    }
    expect(missing).toEqual([]);
    // The walk sees the tables it should: the accounts and the documents among them.
    expect(allTables.map((table) => getTableName(table))).toEqual(expect.arrayContaining(['users', 'sales_documents']));
  });
});

const selfPerson: Person = {
  email: 'mojca.gdpr@example.com',
  first: 'Mojca',
  last: 'Podbrezniková',
  telephone: '+386 41 987 654',
};
const selfSubject = await customerWithEverything(selfPerson);

describe("a registered customer's own data", () => {
  const person = selfPerson;
  const subject = selfSubject;

  it('exports every table that names the customer, without secrets, and audits the export', async () => {
    const response = await call('GET', '/account/data', subject.session.authorization);
    expect(response.statusCode).toBe(200);
    const data = response.json<PersonalDataExport>();
    for (const entry of PERSONAL_DATA_TABLES) {
      expect(data.Tables[getTableName(entry.table)], getTableName(entry.table)).not.toHaveLength(0);
    }
    expect(data.Tables.users?.[0]).toMatchObject({ email: person.email, firstName: person.first });
    expect(response.body).not.toMatch(/passwordHash|tokenHash|\$argon2/);
    const entry = await latestAudit('personalData.export');
    expect(entry).toMatchObject({ actorUserId: subject.userId, entityType: 'personalData', entityId: subject.userId });
  });

  it('refuses a deletion whose typed e-mail differs, and staff deleting their own account', async () => {
    const wrong = await call('POST', '/account/delete', subject.session.authorization, { Email: 'someone@else.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ detail: 'Email' });
    expect((await call('POST', '/account/delete', sales.authorization, { Email: DEMO_USERS.sales })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/account/delete', undefined, { Email: person.email })).statusCode).toBe(401);
  });

  it('deletes the account: no personal field of the customer is left outside the order the law keeps', async () => {
    const response = await call('POST', '/account/delete', subject.session.authorization, {
      Email: person.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    const erasure = response.json<PersonalDataErasure>();
    expect(erasure.KeptDocuments).toBe(1);
    expect(erasure.Deleted).toMatchObject({ customer_profiles: 1, user_addresses: 1, contacts: 1 });

    const [order] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, subject.orderId));
    // The order keeps the buyer as issued.
    expect(order).toMatchObject({ contactFirstName: person.first, contactLastName: person.last, customerUserId: null });
    const hits = await findEverywhere([person.email, `${person.first} ${person.last}`, person.telephone]);
    const outsideKept = hits.filter(
      (hit) =>
        !(hit.table === 'sales_documents' && hit.id === subject.orderId) &&
        // The signed acceptance of the kept order.
        hit.table !== 'offer_answers' &&
        // The lists' search copy of the name the kept order holds (checked below).
        hit.table !== 'document_search_values',
    );
    expect(outsideKept).toEqual([]);
    const searchCopies = await executeRows<{ value: string }>(
      db,
      sql`select value from document_search_values where value ilike ${`%${person.first} ${person.last}%`}`,
    );
    expect(searchCopies.map((row) => row.value)).toEqual([order?.searchContact]);

    // The inquiry lost its contact, the printed offer of it is gone with its files.
    const [inquiry] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, subject.inquiryId));
    expect(inquiry).toMatchObject({ contactEmail: '', contactFirstName: '', deliveryData: null });
    for (const key of subject.printedKeys) {
      expect(await files.get(key)).toBeNull();
    }
  });

  it('makes signing in impossible: password, access token and refresh token are all refused', async () => {
    expect((await requestPasswordGrant(app, person.email)).statusCode).not.toBe(200);
    expect((await call('GET', '/account', subject.session.authorization)).statusCode).toBe(401);
    const refreshed = await requestRefreshGrant(app, subject.session.refresh_token);
    expect(refreshed.statusCode).not.toBe(200);
  });

  it('audits the erasure with counts only, never the erased data', async () => {
    const entry = await latestAudit('personalData.erase');
    expect(entry).toMatchObject({ actorUserId: subject.userId, entityType: 'personalData', entityId: subject.userId });
    expect(entry?.after).toMatchObject({ KeptDocuments: 1 });
    expect(JSON.stringify(entry)).not.toMatch(new RegExp(`${person.email}|${person.first}|${person.last}`, 'i'));
  });

  it('keeps the audit log append-only outside an erasure', async () => {
    await expect(db.execute(sql`update audit_entries set actor_name = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_entries`)).rejects.toThrow();
  });
});

const staffPerson: Person = {
  email: 'janez.staff@example.com',
  first: 'Janez',
  last: 'Oblak',
  telephone: '+386 31 222 333',
};
const staffSubject = await customerWithEverything(staffPerson);
const admin = await signIn(app, DEMO_USERS.admin);
const oem = await signIn(app, DEMO_USERS.oem);
const sales = await signIn(app, DEMO_USERS.sales);
await db.insert(users).values({
  email: 'head.dealer@example.com',
  passwordHash: await hashPassword(DEMO_PASSWORD),
  firstName: 'Dina',
  lastName: 'Dealer',
  role: 'admin',
  partnerId: DEMO_IDS.partnerDealer,
});
const otherPartner = await signIn(app, 'head.dealer@example.com');

describe("staff answer a contact's request", () => {
  const person = staffPerson;
  const subject = staffSubject;
  const body = { BrandPartnerId: DEFAULT_BRAND_PARTNER_ID, Email: person.email };

  it("refuses another partner's staff (404), the owning partner's sales (403), customers and anonymous callers", async () => {
    expect((await call('POST', '/manage/personalData/export', otherPartner.authorization, body)).statusCode).toBe(404);
    expect(
      (await call('POST', '/manage/personalData/erase', otherPartner.authorization, { ...body, Confirm: person.email }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', '/manage/personalData/export', sales.authorization, body)).statusCode).toBe(403);
    expect((await call('POST', '/manage/personalData/export', subject.session.authorization, body)).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/manage/personalData/export', undefined, body)).statusCode).toBe(401);
  });

  it("exports the storefront's data to its head of sales (no installation-wide mail or log), all of it to an OEM admin", async () => {
    const byAdmin = await call('POST', '/manage/personalData/export', admin.authorization, body);
    expect(byAdmin.statusCode).toBe(200);
    const own = byAdmin.json<PersonalDataExport>().Tables;
    expect(own.users).toHaveLength(1);
    expect(own.sales_documents).toHaveLength(2);
    expect(own.mail_outbox).toEqual([]);
    expect(own.audit_entries).toEqual([]);
    const byOem = await call('POST', '/manage/personalData/export', oem.authorization, body);
    expect(byOem.json<PersonalDataExport>().Tables.mail_outbox).not.toHaveLength(0);
  });

  it('erases on request of the head of sales once the e-mail is typed again, and audits it as theirs', async () => {
    const unconfirmed = await call('POST', '/manage/personalData/erase', admin.authorization, {
      ...body,
      Confirm: 'x',
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toMatchObject({ detail: 'Confirm' });
    const response = await call('POST', '/manage/personalData/erase', admin.authorization, {
      ...body,
      Confirm: person.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<PersonalDataErasure>().KeptDocuments).toBe(1);
    const hits = await findEverywhere([person.email, person.telephone]);
    expect(
      hits.filter(
        (hit) => !(hit.table === 'sales_documents' && hit.id === subject.orderId) && hit.table !== 'offer_answers',
      ),
    ).toEqual([]);
    expect((await requestPasswordGrant(app, person.email)).statusCode).not.toBe(200);
    const entry = await latestAudit('personalData.erase');
    expect(entry).toMatchObject({ actorUserId: DEMO_IDS.userAdmin, entityId: subject.userId });
  });
});

import { DEFAULT_BRAND_PARTNER_ID, DOCUMENT_STATUS_IDS, DOCUMENT_TYPE_IDS, ZERO_GUID } from '@door/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  brandPartners,
  cartItems,
  configurations,
  mailOutbox,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { findModelPartId } from '#server/test/catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { decodeMail, startSmtpSink } from '#server/test/smtp-sink';
import { expectStoredTotalsFollowTheRule } from '#server/test/stored-totals';
import { INQUIRY_CUSTOMER_MAILS_PER_HOUR } from './inquiry.service';

const sink = await startSmtpSink();
let sinkOpen = true;
afterAll(async () => {
  if (sinkOpen) {
    await sink.close();
  }
});
const { app, database, env } = await buildTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'http://doors.test:8080' });
const { db } = database;
const customer = await signIn(app, DEMO_USERS.customer);

const TRIGLAV = await findModelPartId(app, DEFAULT_BRAND_PARTNER_ID, 'Triglav');
const countries = (
  await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'en' } })
).json<{ CountryId: string; Code: string }[]>();
const SLOVENIA = countries.find((country) => country.Code === 'SI')?.CountryId as string;
const [storefront] = await db.select().from(brandPartners).where(eq(brandPartners.id, DEFAULT_BRAND_PARTNER_ID));
const PARTNER_MAIL = storefront?.inquiryEmail as string;

const headers = (authorization?: string) => ({ 'accept-language': 'en', ...(authorization ? { authorization } : {}) });

const createConfiguration = async (authorization?: string) =>
  (
    await app.inject({
      url: `/api/v1/configurator${authorization ? '/auth' : ''}/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${TRIGLAV}`,
      headers: headers(authorization),
    })
  ).json<{ Metadata: { ConfigurationId: string } }>().Metadata.ConfigurationId;

/** Configures doors and adds them to one anonymous cart; returns their ids and the cart token. */
const anonymousCart = async (doors: number) => {
  const ids: string[] = [];
  let token: string | null = null;
  for (let index = 0; index < doors; index += 1) {
    const id = await createConfiguration();
    const reply: { json: <T>() => T } = await app.inject({
      method: 'POST',
      url: `/api/v1/cart/${id}`,
      payload: { BrandPartnerId: DEFAULT_BRAND_PARTNER_ID, UserTokenId: token },
    });
    token ??= reply.json<{ UserToken: string }>().UserToken;
    ids.push(id);
  }
  return { ids, token: token as string };
};

const contact = (overrides: Record<string, unknown> = {}) => ({
  ContactData: {
    Addressing: 'Ms',
    FirstName: 'Eva',
    LastName: 'Zupan',
    Email: 'eva.zupan@example.com',
    Telephone: '',
    Address: '',
    City: 'Ljubljana',
    Zip: '1000',
    CountryId: SLOVENIA,
    CompanyName: '',
    CompanyRegistration: '',
    CompanyVAT: '',
    Marketing: true,
    Notifications: false,
    PersonalData: false,
    ...overrides,
  },
  DeliveryAddress: false,
  ReceiptAddress: false,
  DeliveryData: null,
  ReceiptData: null,
});

const address = {
  Addressing: '',
  FirstName: 'Jan',
  LastName: 'Kos',
  Address: 'Slovenska cesta 1',
  City: 'Maribor',
  Zip: '2000',
  CountryId: SLOVENIA,
  CompanyName: '',
  CompanyRegistration: '',
  CompanyVAT: '',
};

let caller = 0;
// Each call comes from its own address, so the per-address rate limit of the inquiry does not end the suite.
const inquiry = (body: Record<string, unknown>, authorization?: string) => {
  caller += 1;
  return app.inject({
    remoteAddress: `10.0.0.${caller}`,
    method: 'POST',
    url: '/api/v1/cart/inquiry',
    headers: headers(authorization),
    payload: {
      BrandPartnerId: DEFAULT_BRAND_PARTNER_ID,
      WebUrl: 'https://phishing.example/configurator/confirmation',
      Lang: 'en',
      ConfigurationContact: contact(),
      ...body,
    },
  });
};

const documentCount = async () => (await db.select({ value: count() }).from(salesDocuments))[0]?.value ?? 0;

describe('POST /api/v1/cart/inquiry', () => {
  it('creates a project and a received inquiry, empties the cart and mails customer and partner in their language', async () => {
    const { ids, token } = await anonymousCart(2);
    await app.inject({ method: 'PUT', url: `/api/v1/cart/${ids[1]}/${token}`, payload: { Quantity: 3 } });
    const response = await inquiry({ UserTokenId: token, Configurations: ids, Lang: 'de' });
    expect(response.statusCode).toBe(200);
    const reply = response.json<{
      SalesDocumentId: string;
      DocumentNumber: string;
      ProjectId: string;
      ProjectNumber: number;
    }>();
    expect(reply.DocumentNumber).toMatch(/^\d{4}-\d{5}$/);

    const [document] = await db.select().from(salesDocuments).where(eq(salesDocuments.id, reply.SalesDocumentId));
    expect(document).toMatchObject({
      typeId: DOCUMENT_TYPE_IDS.inquiry,
      statusId: DOCUMENT_STATUS_IDS.received,
      projectId: reply.ProjectId,
      ownerPartnerId: storefront?.partnerId,
      contactFirstName: 'Eva',
      contactEmail: 'eva.zupan@example.com',
      contactCountryId: SLOVENIA,
      consentMarketing: true,
      deliveryData: null,
      language: 'de',
      currency: 'EUR',
    });
    const [project] = await db.select().from(projects).where(eq(projects.id, reply.ProjectId));
    expect(project?.number).toBe(reply.ProjectNumber);
    const lines = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, reply.SalesDocumentId))
      .orderBy(salesDocumentConfigurations.position);
    expect(lines.map((line) => [line.position, line.quantity])).toEqual([
      [1, 1],
      [2, 3],
    ]);
    // The document holds copies: the visitor's own configurations stay theirs, and the copies are the staff's to edit.
    const copies = await db
      .select()
      .from(configurations)
      .where(
        inArray(
          configurations.id,
          lines.map((line) => line.configurationId),
        ),
      );
    const originals = await db.select().from(configurations).where(inArray(configurations.id, ids));
    expect(lines.map((line) => line.configurationId).some((id) => ids.includes(id))).toBe(false);
    const shapeOf = (rows: (typeof configurations.$inferSelect)[], id: string | undefined) => {
      const row = rows.find((each) => each.id === id);
      return row && { modelId: row.modelId, choices: row.choices, comment: row.comment };
    };
    for (const [index, line] of lines.entries()) {
      expect(shapeOf(copies, line.configurationId)).toEqual(shapeOf(originals, ids[index]));
    }
    expect((await app.inject({ url: `/api/v1/cart/${token}` })).json()).toEqual([]);
    const published = await db.select().from(configurations).where(inArray(configurations.id, ids));
    expect(published.every((row) => !row.isPublished)).toBe(true);

    await app.ctx.mailer.dispatchDue();
    const toCustomer = sink.received.find((mail) => mail.to.includes('eva.zupan@example.com'));
    const toPartner = sink.received.find((mail) => mail.to.includes(PARTNER_MAIL));
    expect(toCustomer && toPartner).toBeTruthy();
    const customerMail = decodeMail(toCustomer?.raw ?? '');
    const partnerMail = decodeMail(toPartner?.raw ?? '');
    expect(customerMail).toContain(`Subject: Ihre Anfrage ${reply.DocumentNumber}`);
    expect(partnerMail).toContain(`Subject: Neue Anfrage ${reply.DocumentNumber} von Eva Zupan`);
    for (const id of ids) {
      const link = `http://doors.test:8080/configurator/confirmation?id=${id}&bpi=${DEFAULT_BRAND_PARTNER_ID}`;
      expect(customerMail).toContain(link);
      expect(partnerMail).toContain(link);
    }
    expect(customerMail).not.toContain('phishing.example');
    expect(customerMail).toContain('Menge: 3');
    // Anonymous visitors see no prices; the partner does.
    expect(customerMail).not.toMatch(/Preis:/);
    expect(partnerMail).toMatch(/Preis: [\d.]+,\d{2}/);
    expect(partnerMail).toContain('eva.zupan@example.com');
  });

  it("sends a signed-in customer's inquiry with prices and records the customer", async () => {
    const id = await createConfiguration(customer.authorization);
    await app.inject({
      method: 'POST',
      url: `/api/v1/cart/${id}`,
      headers: headers(customer.authorization),
      payload: { BrandPartnerId: DEFAULT_BRAND_PARTNER_ID },
    });
    const response = await inquiry(
      {
        Configurations: [id],
        ConfigurationContact: {
          ...contact(),
          DeliveryAddress: true,
          DeliveryData: { ...address, Telephone: '+386 1 000 000' },
        },
      },
      customer.authorization,
    );
    expect(response.statusCode).toBe(200);
    const [document] = await db
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.id, response.json<{ SalesDocumentId: string }>().SalesDocumentId));
    expect(document?.customerUserId).not.toBeNull();
    expect(document?.deliveryData).toMatchObject({ City: 'Maribor', Telephone: '+386 1 000 000' });
    const [row] = await db
      .select()
      .from(mailOutbox)
      .where(
        eq(
          mailOutbox.subject,
          `Your inquiry ${document?.year}-${String(document?.number).padStart(5, '0')} – ${storefront?.title}`,
        ),
      );
    expect(row?.textBody).toMatch(/Price: [\d.]+,\d{2}/);
    expect(row?.textBody).toContain('Kind regards');
  });

  it("refuses configurations from someone else's cart without its token, saving nothing", async () => {
    const { ids } = await anonymousCart(1);
    const before = await documentCount();
    expect((await inquiry({ Configurations: ids })).statusCode).toBe(403);
    expect((await inquiry({ Configurations: ['11111111-1111-4111-8111-111111111111'] })).statusCode).toBe(404);
    expect(await documentCount()).toBe(before);
  });

  const long = (length: number) => 'x'.repeat(length);
  const invalid: [string, Record<string, unknown>, string][] = [
    ['an empty first name', { ConfigurationContact: contact({ FirstName: ' ' }) }, 'FirstName'],
    ['an empty last name', { ConfigurationContact: contact({ LastName: '' }) }, 'LastName'],
    ['an empty e-mail', { ConfigurationContact: contact({ Email: '' }) }, 'Email'],
    ['an e-mail without a domain suffix', { ConfigurationContact: contact({ Email: 'eva@example' }) }, 'Email'],
    ['an empty city', { ConfigurationContact: contact({ City: '' }) }, 'City'],
    ['an empty postal code', { ConfigurationContact: contact({ Zip: '' }) }, 'Zip'],
    ['no country', { ConfigurationContact: contact({ CountryId: '' }) }, 'CountryId'],
    ['the all-zero country', { ConfigurationContact: contact({ CountryId: ZERO_GUID }) }, 'CountryId'],
    [
      'an unknown country',
      { ConfigurationContact: contact({ CountryId: '11111111-1111-4111-8111-111111111111' }) },
      'CountryId',
    ],
    ['addressing over 50', { ConfigurationContact: contact({ Addressing: long(51) }) }, 'Addressing'],
    ['a first name over 50', { ConfigurationContact: contact({ FirstName: long(51) }) }, 'FirstName'],
    ['a last name over 50', { ConfigurationContact: contact({ LastName: long(51) }) }, 'LastName'],
    ['a postal code over 50', { ConfigurationContact: contact({ Zip: long(51) }) }, 'Zip'],
    ['a telephone over 50', { ConfigurationContact: contact({ Telephone: long(51) }) }, 'Telephone'],
    [
      'a registration number over 50',
      { ConfigurationContact: contact({ CompanyRegistration: long(51) }) },
      'CompanyRegistration',
    ],
    ['a VAT id over 50', { ConfigurationContact: contact({ CompanyVAT: long(51) }) }, 'CompanyVAT'],
    ['an address over 250', { ConfigurationContact: contact({ Address: long(251) }) }, 'Address'],
    ['a city over 250', { ConfigurationContact: contact({ City: long(251) }) }, 'City'],
    ['a company name over 250', { ConfigurationContact: contact({ CompanyName: long(251) }) }, 'CompanyName'],
    ['an e-mail over 250', { ConfigurationContact: contact({ Email: `${long(240)}@example.com` }) }, 'Email'],
    [
      'a delivery address switched on but missing',
      { ConfigurationContact: { ...contact(), DeliveryAddress: true } },
      'DeliveryData',
    ],
    [
      'a delivery address without a telephone',
      { ConfigurationContact: { ...contact(), DeliveryAddress: true, DeliveryData: { ...address, Telephone: '' } } },
      'DeliveryData.Telephone',
    ],
    ...(['FirstName', 'LastName', 'Address', 'City', 'Zip'] as const).map(
      (field): [string, Record<string, unknown>, string] => [
        `a delivery address without ${field}`,
        {
          ConfigurationContact: {
            ...contact(),
            DeliveryAddress: true,
            DeliveryData: { ...address, Telephone: '1', [field]: '' },
          },
        },
        `DeliveryData.${field}`,
      ],
    ),
    [
      'a delivery address with the all-zero country',
      {
        ConfigurationContact: {
          ...contact(),
          DeliveryAddress: true,
          DeliveryData: { ...address, Telephone: '1', CountryId: ZERO_GUID },
        },
      },
      'DeliveryData.CountryId',
    ],
    [
      'a receipt address switched on but missing',
      { ConfigurationContact: { ...contact(), ReceiptAddress: true } },
      'ReceiptData',
    ],
    ...(['FirstName', 'LastName', 'Address', 'City', 'Zip', 'CountryId'] as const).map(
      (field): [string, Record<string, unknown>, string] => [
        `a receipt address without ${field}`,
        { ConfigurationContact: { ...contact(), ReceiptAddress: true, ReceiptData: { ...address, [field]: '' } } },
        `ReceiptData.${field}`,
      ],
    ),
    ['no configurations', { Configurations: [] }, 'Configurations'],
  ];

  it.each(invalid)('refuses %s with a 400 naming the field and saves nothing', async (_name, body, field) => {
    const { ids, token } = await anonymousCart(1);
    const before = await documentCount();
    const response = await inquiry({ UserTokenId: token, Configurations: ids, ...body });
    expect(response.statusCode).toBe(400);
    const error = response.json<{ Message: string; detail?: string }>();
    expect(`${error.Message} ${error.detail ?? ''}`).toContain(field);
    expect(await documentCount()).toBe(before);
    expect(await db.select().from(cartItems).where(inArray(cartItems.configurationId, ids))).toHaveLength(1);
  });

  it('saves every inquiry but mails one address at most five confirmations an hour', async () => {
    const partnerMails = async () =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, PARTNER_MAIL))).length;
    const partnerBefore = await partnerMails();
    const documentsBefore = await documentCount();
    for (let index = 0; index < 10; index += 1) {
      const id = await createConfiguration();
      // The cap counts the address in any letter case.
      const email = index % 2 === 0 ? 'flooded@example.com' : 'Flooded@Example.COM';
      const response = await inquiry({ Configurations: [id], ConfigurationContact: contact({ Email: email }) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toHaveProperty('DocumentNumber');
    }
    expect(await documentCount()).toBe(documentsBefore + 10);
    expect(INQUIRY_CUSTOMER_MAILS_PER_HOUR).toBe(5);
    const toVictim = await db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = 'flooded@example.com'`);
    expect(toVictim).toHaveLength(5);
    expect(toVictim.every((mail) => mail.kind === 'inquiry-customer')).toBe(true);
    // The brand partner hears of every inquiry.
    expect((await partnerMails()) - partnerBefore).toBe(10);
  });

  it('saves the inquiry and keeps the mail waiting when the SMTP server is down', async () => {
    await sink.close();
    sinkOpen = false;
    const { ids, token } = await anonymousCart(1);
    const response = await inquiry({
      UserTokenId: token,
      Configurations: ids,
      ConfigurationContact: contact({ Email: 'down@example.com' }),
    });
    expect(response.statusCode).toBe(200);
    // Earlier tests may leave due mails ahead of this one in the sender's batch: send until this one was reached.
    const waitingMails = () => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'down@example.com'));
    for (let round = 0; round < 10 && !(await waitingMails())[0]?.lastError; round += 1) {
      await app.ctx.mailer.dispatchDue();
    }
    const waiting = await waitingMails();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ status: 'pending' });
    // Tried, or handed back untried after the partner's mail found the server down: either way with the reason.
    expect(waiting[0]?.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(waiting[0]?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    const [document] = await db
      .select()
      .from(salesDocuments)
      .where(eq(salesDocuments.id, response.json<{ SalesDocumentId: string }>().SalesDocumentId));
    expect(document?.contactEmail).toBe('down@example.com');
    expect(env.SMTP_URL).toBe(sink.url);
  });
});

describe('the money of every line this file wrote', () => {
  it('follows the money rule: each line stores its calculated totals, each document their sum', async () => {
    await expectStoredTotalsFollowTheRule(db);
  });
});

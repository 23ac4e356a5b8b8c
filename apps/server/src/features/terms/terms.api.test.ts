import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  PROJECT_STATUS_IDS,
  termsReplySchema,
  termWriteReplySchema,
} from '@door/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import { documentHistory, projects, salesDocuments, salesDocumentTerms } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';
const countries = (
  await app.inject({ url: '/api/v1/selection/countrylist', headers: { 'accept-language': 'en' } })
).json<{ CountryId: string; Code: string }[]>();
const SLOVENIA = countries.find((country) => country.Code === 'SI')?.CountryId as string;

const tokens = new Map<string, string>();
const auth = async (email: string) => {
  const cached = tokens.get(email) ?? (await signIn(app, email)).authorization;
  tokens.set(email, cached);
  return cached;
};
const call = async (email: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: await auth(email) } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });

const documentIn = async (statusId: string) => {
  const [row] = await db
    .select({ id: salesDocuments.id })
    .from(salesDocuments)
    .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
    .where(
      and(
        eq(salesDocuments.statusId, statusId),
        eq(salesDocuments.brandPartnerId, BPI),
        eq(salesDocuments.ownerPartnerId, DEMO_IDS.partnerDistributor),
        eq(projects.statusId, PROJECT_STATUS_IDS.active),
      ),
    )
    .orderBy(salesDocuments.id)
    .limit(1);
  if (!row) {
    throw new Error(`no demo document in status ${statusId}`);
  }
  return row.id;
};
const draft = await documentIn(DOCUMENT_STATUS_IDS.draft);
const confirmed = await documentIn(DOCUMENT_STATUS_IDS.confirmed);

const termsOf = async (id = draft) => {
  const response = await call(DEMO_USERS.admin, 'GET', `document/${id}/terms?brandPartnerId=${BPI}`);
  expect(response.statusCode, response.body).toBe(200);
  return termsReplySchema.parse(response.json());
};
const termRows = (id: string) => db.select().from(salesDocumentTerms).where(eq(salesDocumentTerms.documentId, id));
const payment = (Name: string, Value: string | number, SortOrder: string | number = 3) => ({
  BrandPartnerId: BPI,
  Name,
  Description: 'Opis',
  Value,
  SortOrder,
});
const delivery = (Name: string, SortOrder: string | number = 3) => ({
  BrandPartnerId: BPI,
  Name,
  Description: 'Opis',
  SortOrder,
});

describe('GET /document/{id}/terms', () => {
  it('answers the storefront’s default terms copied onto the document, each payment term with its Price', async () => {
    const reply = await termsOf();
    expect(reply.PaymentMethods.map((term) => [term.Value, term.IsCustom])).toEqual([
      [3, false],
      [0, false],
    ]);
    expect(reply.PaymentTerms).toHaveLength(2);
    expect(reply.Currency).toBe('EUR');
    expect(reply.CanEdit).toBe(true);
    const total = Math.round(reply.TotalPriceWithTax * 100);
    expect(Math.round((reply.PaymentMethods[0]?.Price ?? 0) * 100)).toBe(Math.round((total * 97) / 100));
    expect(reply.PaymentMethods[1]?.Price).toBe(reply.TotalPriceWithTax);
  });

  it('copies the defaults onto a new document, whichever call creates it', async () => {
    const response = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      ConfigurationContact: {
        ContactData: {
          FirstName: 'Eva',
          LastName: 'Horvat',
          Email: 'eva@example.com',
          City: 'Koper',
          Zip: '6000',
          CountryId: SLOVENIA,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = await termsOf(response.json().SalesDocumentId);
    expect(reply.PaymentMethods).toHaveLength(2);
    expect(reply.PaymentTerms).toHaveLength(2);
  });

  it('reads the default terms in the caller’s language; retyped words are the term’s in every language', async () => {
    const copy = await call(DEMO_USERS.admin, 'POST', 'document', {
      BrandPartnerId: BPI,
      ConfigurationContact: {
        ContactData: {
          FirstName: 'Ana',
          LastName: 'Zupan',
          Email: 'ana@example.com',
          City: 'Kranj',
          Zip: '4000',
          CountryId: SLOVENIA,
        },
      },
    });
    const id = copy.json().SalesDocumentId as string;
    const termsIn = async (language: string) => {
      const response = await app.inject({
        url: `/api/v1/document/${id}/terms?brandPartnerId=${BPI}`,
        headers: { 'accept-language': language, authorization: await auth(DEMO_USERS.admin) },
      });
      return termsReplySchema.parse(response.json());
    };
    const names = async (language: string) => (await termsIn(language)).PaymentMethods.map((term) => term.Name);
    expect(await names('sl')).toEqual(['Plačilo v 8 dneh', 'Plačilo v 30 dneh']);
    expect(await names('de')).toEqual(['Zahlung innerhalb von 8 Tagen', 'Zahlung innerhalb von 30 Tagen']);
    expect(await names('fr')).toEqual(['Paiement sous 8 jours', 'Paiement sous 30 jours']);
    expect((await termsIn('en')).PaymentTerms.map((term) => term.Name)).toEqual(['Delivery time', 'Installation']);

    // A German salesperson changes only the value: the words stay the term's, in every language.
    const [first, second] = (await termsIn('de')).PaymentMethods;
    const change = async (term: typeof first, Name: string, Description: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/document/${id}/paymentTerm/${term?.TermId}`,
        headers: { 'accept-language': 'de', authorization: await auth(DEMO_USERS.admin) },
        payload: { BrandPartnerId: BPI, Name, Description, Value: '2', SortOrder: term?.SortOrder ?? 1 },
      });
    expect((await change(first, first?.Name ?? '', first?.Description ?? '')).statusCode).toBe(200);
    expect((await names('sl'))[0]).toBe('Plačilo v 8 dneh');
    expect((await names('en'))[0]).toBe('Payment within 8 days');
    // Retyped: what was typed is the term in every language.
    expect((await change(second, 'Zahlung in 14 Tagen', 'Netto.')).statusCode).toBe(200);
    expect((await names('sl'))[1]).toBe('Zahlung in 14 Tagen');
    expect((await names('fr'))[1]).toBe('Zahlung in 14 Tagen');
  });

  it('refuses a foreign tenant and a wrong storefront', async () => {
    expect((await call(DEALER, 'GET', `document/${draft}/terms?brandPartnerId=${BPI}`)).statusCode).toBe(403);
    expect(
      (await call(DEMO_USERS.admin, 'GET', `document/${stableId('x', 'no')}/terms?brandPartnerId=${BPI}`)).statusCode,
    ).toBe(404);
  });
});

describe('the term writes', () => {
  it('add, change and delete a payment and a delivery term, custom, with history', async () => {
    const added = await call(DEMO_USERS.admin, 'POST', `document/${draft}/paymentTerm`, payment('Predplačilo', '5,5'));
    expect(added.statusCode, added.body).toBe(200);
    const paymentId = termWriteReplySchema.parse(added.json()).TermId;
    const addedDelivery = await call(
      DEMO_USERS.admin,
      'POST',
      `document/${draft}/deliveryTerm`,
      delivery('Prevzem', '0'),
    );
    expect(addedDelivery.statusCode, addedDelivery.body).toBe(200);
    const deliveryId = termWriteReplySchema.parse(addedDelivery.json()).TermId;
    let reply = await termsOf();
    expect(reply.PaymentMethods.find((term) => term.TermId === paymentId)).toMatchObject({
      Value: 5.5,
      IsCustom: true,
    });
    expect(reply.PaymentTerms[0]).toMatchObject({ TermId: deliveryId, SortOrder: 0, IsCustom: true });

    const defaultId = reply.PaymentMethods.find((term) => !term.IsCustom)?.TermId;
    expect(
      (await call(DEMO_USERS.admin, 'PUT', `document/${draft}/paymentTerm/${defaultId}`, payment('8 dni', '2', 1)))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          DEMO_USERS.admin,
          'PUT',
          `document/${draft}/deliveryTerm/${deliveryId}`,
          delivery('Prevzem v skladišču', 9),
        )
      ).statusCode,
    ).toBe(200);
    reply = await termsOf();
    expect(reply.PaymentMethods.find((term) => term.TermId === defaultId)).toMatchObject({
      Name: '8 dni',
      Value: 2,
      IsCustom: true,
    });
    expect(reply.PaymentTerms.at(-1)).toMatchObject({ Name: 'Prevzem v skladišču', SortOrder: 9 });

    // A delivery term's id is not a payment term.
    expect(
      (await call(DEMO_USERS.admin, 'DELETE', `document/${draft}/paymentTerm/${deliveryId}?brandPartnerId=${BPI}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(DEMO_USERS.admin, 'DELETE', `document/${draft}/paymentTerm/${paymentId}?brandPartnerId=${BPI}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(DEMO_USERS.admin, 'DELETE', `document/${draft}/deliveryTerm/${deliveryId}?brandPartnerId=${BPI}`))
        .statusCode,
    ).toBe(200);
    reply = await termsOf();
    expect(reply.PaymentMethods.map((term) => term.TermId)).not.toContain(paymentId);
    expect(reply.PaymentTerms.map((term) => term.TermId)).not.toContain(deliveryId);
    const history = await db
      .select({ type: documentHistory.type })
      .from(documentHistory)
      .where(eq(documentHistory.documentId, draft));
    expect(history.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['paymentTermAdded', 'deliveryTermChanged', 'paymentTermDeleted', 'deliveryTermDeleted']),
    );
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const before = await termRows(draft);
    const cases: [string, unknown, string][] = [
      ['paymentTerm', payment('x'.repeat(201), '1'), 'Name'],
      ['paymentTerm', payment('', '1'), 'Name'],
      ['paymentTerm', payment('x', '1234567'), 'Value'],
      ['paymentTerm', payment('x', '1.234'), 'Value'],
      ['paymentTerm', payment('x', '1', -1), 'SortOrder'],
      ['paymentTerm', payment('x', '1', '1.5'), 'SortOrder'],
      ['paymentTerm', { ...payment('x', '1'), Description: '' }, 'Description'],
      ['deliveryTerm', delivery('x', 'a'), 'SortOrder'],
      ['deliveryTerm', { BrandPartnerId: BPI, Name: 'x', SortOrder: 1 }, 'Description'],
    ];
    for (const [kind, body, field] of cases) {
      const response = await call(DEMO_USERS.admin, 'POST', `document/${draft}/${kind}`, body);
      expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(400);
      expect(`${response.json().detail} ${response.json().Message}`).toContain(field);
    }
    expect(await termRows(draft)).toEqual(before);
  });

  it('refuses a read-only document (409), an installer (403) and a foreign tenant (403), changing nothing', async () => {
    const readOnlyBefore = await termRows(confirmed);
    const refusedReadOnly = await call(DEMO_USERS.admin, 'POST', `document/${confirmed}/paymentTerm`, payment('x', 1));
    expect(refusedReadOnly.statusCode).toBe(409);
    const termId = readOnlyBefore[0]?.id;
    expect(
      (await call(DEMO_USERS.admin, 'DELETE', `document/${confirmed}/deliveryTerm/${termId}?brandPartnerId=${BPI}`))
        .statusCode,
    ).toBe(409);
    expect(await termRows(confirmed)).toEqual(readOnlyBefore);
    const before = await termRows(draft);
    expect((await call(DEMO_USERS.installer, 'POST', `document/${draft}/deliveryTerm`, delivery('x'))).statusCode).toBe(
      403,
    );
    expect((await call(DEALER, 'POST', `document/${draft}/paymentTerm`, payment('x', 1))).statusCode).toBe(403);
    const draftTerm = before[0]?.id;
    expect((await call(DEALER, 'PUT', `document/${draft}/paymentTerm/${draftTerm}`, payment('x', 1))).statusCode).toBe(
      403,
    );
    expect(
      (await call(DEMO_USERS.installer, 'DELETE', `document/${draft}/paymentTerm/${draftTerm}?brandPartnerId=${BPI}`))
        .statusCode,
    ).toBe(403);
    expect(await termRows(draft)).toEqual(before);
  });
});

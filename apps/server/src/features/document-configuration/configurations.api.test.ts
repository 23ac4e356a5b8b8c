import {
  cloneConfigurationReplySchema,
  configurationPositionDataSchema,
  DEFAULT_BRAND_PARTNER_ID,
  DISCOUNT_TYPE_IDS,
  DOCUMENT_STATUS_IDS,
  type DocumentStatusCode,
  documentActionReplySchema,
  documentConfigurationReplySchema,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configurations, documentHistory, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { findModelPartId } from '#server/test/catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { expectStoredTotalsFollowTheRule } from '#server/test/stored-totals';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';
const TRIGLAV = await findModelPartId(app, BPI, 'Triglav');

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

const call = async (email: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: await authOf(email) } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A new offer of the admin for a new customer (the list's new-offer dialog). */
const newOffer = async () =>
  documentActionReplySchema.parse(
    (
      await call(DEMO_USERS.admin, 'POST', 'document', {
        BrandPartnerId: BPI,
        ConfigurationContact: {
          ContactData: {
            FirstName: 'Ana',
            LastName: 'Novak',
            Email: 'ana.novak@example.com',
            City: 'Celje',
            Zip: '3000',
            CountryId: SLOVENIA,
          },
        },
      })
    ).json(),
  ).SalesDocumentId;

/** A new configuration of the demo model Triglav, made by the admin in the configurator. */
const newConfiguration = async (email: string = DEMO_USERS.admin, bpi = BPI) => {
  const response = await call(
    email,
    'GET',
    `configurator/admin/create?brandPartnerId=${bpi}&partId=${bpi === BPI ? TRIGLAV : await findModelPartId(app, bpi, 'Triglav')}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ Metadata: { ConfigurationId: string } }>().Metadata.ConfigurationId;
};

const add = (documentId: string, configurationId: string, p?: number, email: string = DEMO_USERS.admin) =>
  call(
    email,
    'POST',
    `document/${documentId}?configurationId=${configurationId}&brandPartnerId=${BPI}${p === undefined ? '' : `&p=${p}`}`,
  );
const added = async (documentId: string, p?: number) => {
  const response = await add(documentId, await newConfiguration(), p);
  expect(response.statusCode, response.body).toBe(200);
  return documentConfigurationReplySchema.parse(response.json());
};

const linesOf = (documentId: string) =>
  db
    .select()
    .from(salesDocumentConfigurations)
    .where(eq(salesDocumentConfigurations.documentId, documentId))
    .orderBy(asc(salesDocumentConfigurations.position));
const positionsOf = async (documentId: string) => (await linesOf(documentId)).map((line) => line.position);
const documentRow = async (id: string) => (await db.select().from(salesDocuments).where(eq(salesDocuments.id, id)))[0];
const historyOf = (id: string) =>
  db.select().from(documentHistory).where(eq(documentHistory.documentId, id)).orderBy(desc(documentHistory.createdAt));
const snapshot = async (documentId: string) => ({
  document: await documentRow(documentId),
  lines: await linesOf(documentId),
});
const setLineStatus = (lineId: string, status: DocumentStatusCode) =>
  db
    .update(salesDocumentConfigurations)
    .set({ statusId: DOCUMENT_STATUS_IDS[status] })
    .where(eq(salesDocumentConfigurations.id, lineId));
const priceOf = async (configurationId: string) =>
  (await call(DEMO_USERS.admin, 'GET', `configurator/${configurationId}/price`)).json<{ Price: number }>().Price;

/** Asserts a refusal: the status, a Message (naming the field for a 400), and that nothing changed. */
const expectRefused = async (
  response: Awaited<ReturnType<typeof call>>,
  status: number,
  documentId: string,
  before: unknown,
  field?: string,
) => {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ Message: string; detail?: string }>();
  expect(body.Message).toEqual(expect.any(String));
  if (field) {
    expect(`${body.Message} ${body.detail ?? ''}`).toContain(field);
  }
  expect(await snapshot(documentId)).toEqual(before);
};

describe('POST /document/{documentId}?configurationId= (add a configuration)', () => {
  it('adds configurations last, priced on the document’s price list, and the document total follows', async () => {
    const documentId = await newOffer();
    const first = await added(documentId);
    const second = await added(documentId);
    expect([first.ConfigurationPosition, second.ConfigurationPosition]).toEqual([1, 2]);
    const lines = await linesOf(documentId);
    const price = await priceOf(first.ConfigurationId);
    expect(lines[0]?.unitPriceCents).toBe(Math.round(price * 100));
    expect(lines[0]?.statusId).toBe(DOCUMENT_STATUS_IDS.draft);
    expect((await documentRow(documentId))?.totalPriceCents).toBe(
      (lines[0]?.unitPriceCents ?? 0) + (lines[1]?.unitPriceCents ?? 0),
    );
    expect((await historyOf(documentId)).map((entry) => entry.type)).toContain('configurationAdded');
  });

  it('adds at position p and moves the configurations from there on', async () => {
    const documentId = await newOffer();
    const a = await added(documentId);
    const b = await added(documentId);
    const c = await added(documentId, 1);
    const order = (await linesOf(documentId)).map((line) => line.id);
    expect(order).toEqual([
      c.SalesDocumentConfigurationId,
      a.SalesDocumentConfigurationId,
      b.SalesDocumentConfigurationId,
    ]);
    expect(await positionsOf(documentId)).toEqual([1, 2, 3]);
  });

  it('replaces a configuration already in the document: priced again, no second row, history recorded', async () => {
    const documentId = await newOffer();
    const first = await added(documentId);
    await db
      .update(salesDocumentConfigurations)
      .set({ unitPriceCents: 1 })
      .where(eq(salesDocumentConfigurations.id, first.SalesDocumentConfigurationId));
    await setLineStatus(first.SalesDocumentConfigurationId, 'specialTechnicalDocumentationGenerated');
    const response = await add(documentId, first.ConfigurationId);
    expect(response.statusCode, response.body).toBe(200);
    const lines = await linesOf(documentId);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.unitPriceCents).toBe(Math.round((await priceOf(first.ConfigurationId)) * 100));
    // A change of a configuration whose special documentation was generated sends it back to draft.
    expect(lines[0]?.statusId).toBe(DOCUMENT_STATUS_IDS.draft);
    const types = (await historyOf(documentId)).map((entry) => entry.type);
    expect(types).toEqual(expect.arrayContaining(['configurationChanged', 'configurationStatusChanged']));
  });

  it('never gives two concurrent adds the same position', async () => {
    const documentId = await newOffer();
    const ids = await Promise.all(Array.from({ length: 6 }, () => newConfiguration()));
    const responses = await Promise.all(ids.map((id, index) => add(documentId, id, index % 2 === 0 ? 1 : undefined)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(await positionsOf(documentId)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses bad input with 400 naming the field, and an unknown configuration with 404', async () => {
    const documentId = await newOffer();
    await added(documentId);
    const before = await snapshot(documentId);
    const configurationId = await newConfiguration();
    await expectRefused(await add(documentId, configurationId, 3), 400, documentId, before, 'p');
    await expectRefused(await add(documentId, configurationId, 0), 400, documentId, before, 'p');
    await expectRefused(await add(documentId, 'not-a-guid'), 400, documentId, before, 'configurationId');
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `document/${documentId}?configurationId=${configurationId}`),
      400,
      documentId,
      before,
      'brandPartnerId',
    );
    await expectRefused(
      await add(documentId, '00000000-0000-4000-8000-00000000abcd'),
      404,
      documentId,
      before,
      'configurationId',
    );
  });

  it('refuses installers (403), a foreign tenant (403), another storefront (400) and anonymous callers (401)', async () => {
    const documentId = await newOffer();
    const before = await snapshot(documentId);
    const configurationId = await newConfiguration();
    await expectRefused(
      await add(documentId, configurationId, undefined, DEMO_USERS.installer),
      403,
      documentId,
      before,
    );
    await expectRefused(await add(documentId, configurationId, undefined, DEALER), 403, documentId, before);
    await expectRefused(
      await call(
        DEMO_USERS.admin,
        'POST',
        `document/${documentId}?configurationId=${configurationId}&brandPartnerId=${SECOND_BRAND_PARTNER_ID}`,
      ),
      400,
      documentId,
      before,
      'BrandPartnerId',
    );
    await expectRefused(
      await call(null, 'POST', `document/${documentId}?configurationId=${configurationId}&brandPartnerId=${BPI}`),
      401,
      documentId,
      before,
    );
  });

  it('refuses a configuration of a storefront the caller does not act for (403)', async () => {
    const documentId = await newOffer();
    const before = await snapshot(documentId);
    const foreign = await newConfiguration(DEMO_USERS.admin, SECOND_BRAND_PARTNER_ID);
    await expectRefused(await add(documentId, foreign, undefined, DEMO_USERS.sales), 403, documentId, before);
  });
});

describe('POST /document/configuration/{id}/copy and DELETE /document/configuration/{id}', () => {
  it('copies a configuration right after it, with a cloned configuration, and keeps positions consecutive', async () => {
    const documentId = await newOffer();
    const a = await added(documentId);
    const b = await added(documentId);
    const response = await call(
      DEMO_USERS.admin,
      'POST',
      `document/configuration/${a.SalesDocumentConfigurationId}/copy?brandPartnerId=${BPI}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const copy = documentConfigurationReplySchema.parse(response.json());
    expect(copy.ConfigurationPosition).toBe(2);
    expect(copy.ConfigurationId).not.toBe(a.ConfigurationId);
    const order = (await linesOf(documentId)).map((line) => line.id);
    expect(order).toEqual([
      a.SalesDocumentConfigurationId,
      copy.SalesDocumentConfigurationId,
      b.SalesDocumentConfigurationId,
    ]);
    expect(await positionsOf(documentId)).toEqual([1, 2, 3]);
    const [source] = await db.select().from(configurations).where(eq(configurations.id, a.ConfigurationId));
    const [clone] = await db.select().from(configurations).where(eq(configurations.id, copy.ConfigurationId));
    expect(clone?.choices).toEqual(source?.choices);
    expect((await historyOf(documentId))[0]?.type).toBe('configurationCopied');
  });

  it('copies and makes a new version with the calculation: costs, discounts and tax price the copy as the source', async () => {
    const documentId = await newOffer();
    const a = await added(documentId);
    const base = `document/configuration/${a.SalesDocumentConfigurationId}`;
    const payloads: [string, object][] = [
      [`${base}/additionalCost`, { BrandPartnerId: BPI, Name: 'Montaža', Value: '150,50' }],
      [
        `${base}/discount`,
        { BrandPartnerId: BPI, Name: 'Akcija', Value: '10', Level: 1, TypeId: DISCOUNT_TYPE_IDS.percentage },
      ],
      [
        `${base}/discount`,
        { BrandPartnerId: BPI, Name: 'Gotovina', Value: '20', Level: 2, TypeId: DISCOUNT_TYPE_IDS.amount },
      ],
      [`${base}/netCost/`, { BrandPartnerId: BPI, Name: 'Prevoz', Value: '45' }],
    ];
    for (const [url, payload] of payloads) {
      const response = await call(DEMO_USERS.admin, 'POST', url, payload);
      expect(response.statusCode, response.body).toBe(200);
    }
    const calculationOf = async (lineId: string) => {
      const response = await call(
        DEMO_USERS.admin,
        'GET',
        `document/configuration/${lineId}/calculation?brandPartnerId=${BPI}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        Tax: { TaxOptionId: string; TaxValue: number }[];
        AdditionalCosts: { Name: string; Value: number }[];
        NetCosts: { Name: string; Value: number }[];
        Discounts: { Name: string; Value: number; Level: number; DiscountValue: number }[];
        TotalPriceWithTax: number;
      }>();
    };
    const tax = (await calculationOf(a.SalesDocumentConfigurationId)).Tax.find((option) => option.TaxValue === 22);
    const setTax = await call(DEMO_USERS.admin, 'PUT', `${base}/taxoption/${tax?.TaxOptionId}?brandPartnerId=${BPI}`);
    expect(setTax.statusCode, setTax.body).toBe(200);
    const source = await calculationOf(a.SalesDocumentConfigurationId);
    const copy = documentConfigurationReplySchema.parse(
      (await call(DEMO_USERS.admin, 'POST', `${base}/copy?brandPartnerId=${BPI}`)).json(),
    );
    const version = cloneConfigurationReplySchema.parse(
      (
        await call(
          DEMO_USERS.admin,
          'POST',
          `configurator/${a.ConfigurationId}/clone/${documentId}?brandPartnerId=${BPI}`,
        )
      ).json(),
    );
    const figures = ({ AdditionalCosts, NetCosts, Discounts, TotalPriceWithTax, Tax }: typeof source) => ({
      AdditionalCosts: AdditionalCosts.map(({ Name, Value }) => ({ Name, Value })),
      NetCosts: NetCosts.map(({ Name, Value }) => ({ Name, Value })),
      Discounts: Discounts.map(({ Name, Value, Level, DiscountValue }) => ({ Name, Value, Level, DiscountValue })),
      TotalPriceWithTax,
      Tax,
    });
    expect(figures(await calculationOf(copy.SalesDocumentConfigurationId))).toEqual(figures(source));
    expect(figures(await calculationOf(version.DocumentConfigurationId))).toEqual(figures(source));
    expect(source.TotalPriceWithTax).toBeGreaterThan(0);
    const document = await documentRow(documentId);
    expect(document?.totalCents).toBe(Math.round(source.TotalPriceWithTax * 100) * 3);
  });

  it('deletes a configuration and renumbers the positions after it', async () => {
    const documentId = await newOffer();
    const a = await added(documentId);
    const b = await added(documentId);
    const c = await added(documentId);
    const response = await call(
      DEMO_USERS.admin,
      'DELETE',
      `document/configuration/${b.SalesDocumentConfigurationId}?brandPartnerId=${BPI}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const lines = await linesOf(documentId);
    expect(lines.map((line) => line.id)).toEqual([a.SalesDocumentConfigurationId, c.SalesDocumentConfigurationId]);
    expect(lines.map((line) => line.position)).toEqual([1, 2]);
    expect((await documentRow(documentId))?.totalPriceCents).toBe(
      lines.reduce((sum, line) => sum + line.totalPriceCents, 0),
    );
    expect((await historyOf(documentId))[0]?.type).toBe('configurationDeleted');
  });

  it('refuses copy and delete while technical documentation is generating (409), and roles and tenants', async () => {
    const documentId = await newOffer();
    const line = await added(documentId);
    const id = line.SalesDocumentConfigurationId;
    await setLineStatus(id, 'generatingTechnicalDocumentation');
    const before = await snapshot(documentId);
    const copy = (email: string) => call(email, 'POST', `document/configuration/${id}/copy?brandPartnerId=${BPI}`);
    const remove = (email: string) => call(email, 'DELETE', `document/configuration/${id}?brandPartnerId=${BPI}`);
    await expectRefused(await copy(DEMO_USERS.admin), 409, documentId, before);
    await expectRefused(await remove(DEMO_USERS.admin), 409, documentId, before);
    await setLineStatus(id, 'draft');
    const ready = await snapshot(documentId);
    await expectRefused(await copy(DEMO_USERS.installer), 403, documentId, ready);
    await expectRefused(await remove(DEMO_USERS.installer), 403, documentId, ready);
    await expectRefused(await copy(DEALER), 403, documentId, ready);
    await expectRefused(await remove(DEALER), 403, documentId, ready);
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `document/configuration/${id}/copy`),
      400,
      documentId,
      ready,
      'brandPartnerId',
    );
    expect(
      (
        await call(
          DEMO_USERS.admin,
          'DELETE',
          `document/configuration/00000000-0000-4000-8000-00000000abcd?brandPartnerId=${BPI}`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('PUT /document/configuration/{id}/changeQuantity', () => {
  it('changes the quantity; the row total and the document total follow; history records it', async () => {
    const documentId = await newOffer();
    const line = await added(documentId);
    const response = await call(
      DEMO_USERS.admin,
      'PUT',
      `document/configuration/${line.SalesDocumentConfigurationId}/changeQuantity`,
      { BrandPartnerId: BPI, Quantity: 3 },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await linesOf(documentId);
    expect(row?.quantity).toBe(3);
    expect(row?.totalPriceCents).toBe((row?.unitPriceCents ?? 0) * 3);
    expect((await documentRow(documentId))?.totalPriceCents).toBe(row?.totalPriceCents);
    const [entry] = await historyOf(documentId);
    expect([entry?.type, entry?.text, entry?.value]).toEqual(['quantityChanged', '3', '1']);
  });

  it('refuses 0, 101, a fraction and a missing quantity with 400 naming Quantity, and installers with 403', async () => {
    const documentId = await newOffer();
    const line = await added(documentId);
    const before = await snapshot(documentId);
    const url = `document/configuration/${line.SalesDocumentConfigurationId}/changeQuantity`;
    for (const Quantity of [0, 101, 1.5, undefined, '2']) {
      await expectRefused(
        await call(DEMO_USERS.admin, 'PUT', url, { BrandPartnerId: BPI, Quantity }),
        400,
        documentId,
        before,
        'Quantity',
      );
    }
    await expectRefused(
      await call(DEMO_USERS.installer, 'PUT', url, { BrandPartnerId: BPI, Quantity: 2 }),
      403,
      documentId,
      before,
    );
    await expectRefused(await call(DEALER, 'PUT', url, { BrandPartnerId: BPI, Quantity: 2 }), 403, documentId, before);
  });
});

describe('GET and PUT /document/configuration/{id} (position data)', () => {
  it('stores the position data; a shifted delivery date keeps its calendar day', async () => {
    const documentId = await newOffer();
    const line = await added(documentId);
    const url = `document/configuration/${line.SalesDocumentConfigurationId}`;
    // The browser's local midnight of 24 December in UTC+2, shifted by 12 hours: 2026-12-24T10:00:00.000Z.
    const response = await call(DEMO_USERS.admin, 'PUT', url, {
      BrandPartnerId: BPI,
      CustomerPosition: 'A1',
      CustomerSubPosition: 'A1.2',
      DeliveryDate: '2026-12-24T10:00:00.000Z',
      Commission: 'Hiša Novak',
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = configurationPositionDataSchema.parse(
      (await call(DEMO_USERS.admin, 'GET', `${url}?brandPartnerId=${BPI}`)).json(),
    );
    expect(read).toMatchObject({
      CustomerPosition: 'A1',
      CustomerSubPosition: 'A1.2',
      DeliveryDate: '2026-12-24',
      Commission: 'Hiša Novak',
      Comment: '',
      CanEdit: true,
      ConfigurationPosition: 1,
    });
    // UTC−11 local midnight of the same day, shifted: still the 24th.
    await call(DEMO_USERS.admin, 'PUT', url, { BrandPartnerId: BPI, DeliveryDate: '2026-12-24T23:00:00.000Z' });
    expect((await linesOf(documentId))[0]?.deliveryDate).toBe('2026-12-24');
    await call(DEMO_USERS.admin, 'PUT', url, { BrandPartnerId: BPI, DeliveryDate: null });
    expect((await linesOf(documentId))[0]?.deliveryDate).toBeNull();
    expect((await historyOf(documentId)).map((entry) => entry.type)).toContain('positionDataChanged');
  });

  it('refuses installers (no position page, §2) to read and write; refuses a foreign tenant and bad input', async () => {
    const documentId = await newOffer();
    const line = await added(documentId);
    const url = `document/configuration/${line.SalesDocumentConfigurationId}`;
    expect((await call(DEMO_USERS.installer, 'GET', `${url}?brandPartnerId=${BPI}`)).statusCode).toBe(403);
    expect((await call(DEALER, 'GET', url)).statusCode).toBe(403);
    const before = await snapshot(documentId);
    await expectRefused(
      await call(DEMO_USERS.installer, 'PUT', url, { BrandPartnerId: BPI, CustomerPosition: 'X' }),
      403,
      documentId,
      before,
    );
    await expectRefused(
      await call(DEALER, 'PUT', url, { BrandPartnerId: BPI, CustomerPosition: 'X' }),
      403,
      documentId,
      before,
    );
    for (const [field, value] of [
      ['CustomerPosition', 'x'.repeat(256)],
      ['CustomerSubPosition', 'x'.repeat(256)],
      ['Commission', 'x'.repeat(256)],
      ['Commission', 'a\u0000b'],
      ['DeliveryDate', '2026-02-30'],
      ['DeliveryDate', 'tomorrow'],
    ] as const) {
      await expectRefused(
        await call(DEMO_USERS.admin, 'PUT', url, { BrandPartnerId: BPI, [field]: value }),
        400,
        documentId,
        before,
        field,
      );
    }
  });
});

describe('POST /configurator/{id}/clone/{documentId} (new version)', () => {
  it('clones the configuration right after it and returns the new ids and position', async () => {
    const documentId = await newOffer();
    const a = await added(documentId);
    const b = await added(documentId);
    const response = await call(
      DEMO_USERS.admin,
      'POST',
      `configurator/${a.ConfigurationId}/clone/${documentId}?brandPartnerId=${BPI}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const clone = cloneConfigurationReplySchema.parse(response.json());
    expect(clone.DocumentPosition).toBe(2);
    expect(clone.ConfigurationId).not.toBe(a.ConfigurationId);
    const lines = await linesOf(documentId);
    expect(lines.map((line) => line.id)).toEqual([
      a.SalesDocumentConfigurationId,
      clone.DocumentConfigurationId,
      b.SalesDocumentConfigurationId,
    ]);
    expect(lines.map((line) => line.position)).toEqual([1, 2, 3]);
    expect((await historyOf(documentId))[0]?.type).toBe('configurationVersion');
  });

  it('refuses installers, a foreign tenant and generating documentation', async () => {
    const documentId = await newOffer();
    const a = await added(documentId);
    const url = `configurator/${a.ConfigurationId}/clone/${documentId}?brandPartnerId=${BPI}`;
    const before = await snapshot(documentId);
    await expectRefused(await call(DEMO_USERS.installer, 'POST', url), 403, documentId, before);
    await expectRefused(await call(DEALER, 'POST', url), 403, documentId, before);
    await setLineStatus(a.SalesDocumentConfigurationId, 'generatingTechnicalDocumentation');
    const generating = await snapshot(documentId);
    await expectRefused(await call(DEMO_USERS.admin, 'POST', url), 409, documentId, generating);
  });
});

describe('the money of every line this file wrote', () => {
  it('follows the money rule: each line stores its calculated totals, each document their sum', async () => {
    await expectStoredTotalsFollowTheRule(db);
  });
});

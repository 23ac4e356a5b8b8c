import {
  configurationReplySchema,
  DEFAULT_BRAND_PARTNER_ID,
  DISCOUNT_TYPE_IDS,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentStatusCode,
  type DocumentTypeCode,
  INSIGHT_DIMENSIONS,
  type InsightDocumentSet,
  type InsightStep,
  insightBreakdownDocumentsQuery,
  insightBreakdownSchema,
  insightChoicesSchema,
  insightDocumentsPageSchema,
  insightFunnelSchema,
  insightOptionsSchema,
  insightRefusalsSchema,
  insightSummarySchema,
  insightTimelineSchema,
  PROJECT_STATUS_IDS,
  type TreeParameter,
  ZERO_GUID,
} from '@door/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import { executeRows } from '#server/db/execute-rows';
import {
  cartItems,
  configurations,
  documentConfigurationCosts,
  documentConfigurationDiscounts,
  documentConfigurationTaxOptions,
  partners,
  projects,
  salesDocumentConfigurations,
  salesDocumentGenerated,
  salesDocuments,
} from '#server/db/schema';
import { DEMO_DOCUMENT_IDS } from '#server/db/seed/demo-documents.seed';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { refreshLineTotals } from '#server/services/calculation/line-totals';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const { db } = database;

const DEALER = 'dealer@demo.test';
const tokens = new Map<string, string>();
const auth = async (email: string) => {
  const known = tokens.get(email);
  if (known) {
    return known;
  }
  const { authorization } = await signIn(app, email);
  tokens.set(email, authorization);
  return authorization;
};
const get = async (email: string | null, path: string, lang = 'en') =>
  app.inject({
    url: `/api/v1/insight/${path}`,
    headers: { 'accept-language': lang, ...(email ? { authorization: await auth(email) } : {}) },
  });
const read = async <T>(email: string, path: string, schema: { parse: (value: unknown) => T }): Promise<T> => {
  const response = await get(email, path);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
};

const MARCH = 'from=2020-03-01&to=2020-03-31';
// The head of sales' March orders: 900.00 + 910.00 + 100.00 EUR (tax 198.00 + 22.00) and 200.00 CHF (tax 19.00).
const MARCH_CHF = { Currency: 'CHF', Orders: 1, RevenueNet: 200, Tax: 19, AverageOrderValue: 200 };
const MARCH_MONEY = [{ Currency: 'EUR', Orders: 3, RevenueNet: 1910, Tax: 220, AverageOrderValue: 636.67 }, MARCH_CHF];
const BPI = DEFAULT_BRAND_PARTNER_ID;
const FOREIGN_PARTNER = stableId('partner', 'insight-foreign');
const TAX_22 = stableId('tax', 'si-22');
const TAX_9_5 = stableId('tax', 'si-9.5');

// A Triglav configuration made through the configurator (its row is copied into every seeded line).
const models = (
  await app.inject({ method: 'POST', url: `/api/v1/selection/models/${BPI}`, payload: { pageSize: 100 } })
).json<{
  BrandModelsSpecial: { PartId: string; Name: string }[];
  BrandModelsNotSpecial: { PartId: string; Name: string }[];
}>();
const TRIGLAV = [...models.BrandModelsSpecial, ...models.BrandModelsNotSpecial].find(
  (model) => model.Name === 'Triglav',
)?.PartId as string;
const configure = async (path: string) =>
  app.inject({ url: `/api/v1/configurator/${path}`, headers: { 'accept-language': 'en' } });
const created = configurationReplySchema.parse(
  (await configure(`create?brandPartnerId=${BPI}&partId=${TRIGLAV}`)).json(),
);
const param = (title: string) => created.ViewModel.Tree.find((item) => item.Name === title) as TreeParameter;
const [template] = await db
  .select()
  .from(configurations)
  .where(eq(configurations.id, created.Metadata.ConfigurationId));

let numbers = 9000;
type Line = { unitCents: number; discountHundredths?: number; netCents?: number; taxOptionId?: string };
type Seeded = {
  type: DocumentTypeCode;
  status?: DocumentStatusCode;
  owner: string;
  salesman: string | null;
  at: string;
  currency?: string;
  initial?: string;
  /** A later revision (2) of this offer. */
  revisionOf?: string;
  sent?: boolean;
  lines?: Line[];
};

/** Inserts a document with its project, lines (priced by the money rule) and an offer-sent record when asked. */
const seed = async (document: Seeded): Promise<string> => {
  numbers += 1;
  const at = new Date(document.at);
  const [project] = await db
    .insert(projects)
    .values({
      partnerId: document.owner,
      brandPartnerId: BPI,
      number: numbers,
      statusId: PROJECT_STATUS_IDS.active,
    })
    .returning();
  const [row] = await db
    .insert(salesDocuments)
    .values({
      projectId: project?.id as string,
      brandPartnerId: BPI,
      typeId: DOCUMENT_TYPE_IDS[document.type],
      statusId: DOCUMENT_STATUS_IDS[document.status ?? 'draft'],
      year: 2020,
      number: numbers,
      ownerPartnerId: document.owner,
      salesmanUserId: document.salesman,
      initialDocumentId: document.initial ?? null,
      revisionRootId: document.revisionOf ?? null,
      revision: document.revisionOf ? 2 : 1,
      currency: document.currency ?? 'EUR',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const documentId = row?.id as string;
  for (const [index, line] of (document.lines ?? []).entries()) {
    const [configuration] = await db
      .insert(configurations)
      .values({ ...template, id: undefined, createdAt: at, updatedAt: at } as typeof configurations.$inferInsert)
      .returning();
    const [inserted] = await db
      .insert(salesDocumentConfigurations)
      .values({
        documentId,
        configurationId: configuration?.id as string,
        position: index + 1,
        quantity: 1,
        unitPriceCents: line.unitCents,
      })
      .returning();
    const lineId = inserted?.id as string;
    if (line.discountHundredths) {
      await db.insert(documentConfigurationDiscounts).values({
        documentConfigurationId: lineId,
        name: 'Discount',
        typeId: DISCOUNT_TYPE_IDS.percentage,
        value: line.discountHundredths,
        level: 0,
      });
    }
    if (line.netCents) {
      await db
        .insert(documentConfigurationCosts)
        .values({ documentConfigurationId: lineId, kind: 'net', name: 'Delivery', valueCents: line.netCents });
    }
    if (line.taxOptionId) {
      await db
        .insert(documentConfigurationTaxOptions)
        .values({ documentConfigurationId: lineId, taxOptionId: line.taxOptionId });
    }
    await refreshLineTotals(db, [lineId]);
  }
  if (document.sent) {
    await db.insert(salesDocumentGenerated).values({
      documentId,
      typeId: DOCUMENT_TYPE_IDS.offersent,
      language: 'en',
      fileName: 'offer.pdf',
      pdfKey: 'insight/offer.pdf',
      docxKey: 'insight/offer.docx',
      createdAt: at,
    });
  }
  return documentId;
};

const DISTRIBUTOR = DEMO_IDS.partnerDistributor;
const DEALER_PARTNER = DEMO_IDS.partnerDealer;
const ANA = DEMO_IDS.userAdmin;
const LUKA = DEMO_DOCUMENT_IDS.userDealer;

await db
  .insert(partners)
  .values({ id: FOREIGN_PARTNER, name: 'Tuja Vrata d.o.o.', parentPartnerId: DEMO_IDS.partnerManufacturer });

// March 2020 (the period) — the distributor's documents:
const O1 = await seed({
  type: 'offer',
  owner: DISTRIBUTOR,
  salesman: ANA,
  at: '2020-03-02T10:00:00Z',
  sent: true,
  lines: [{ unitCents: 100_000 }],
});
const O2 = await seed({ type: 'offer', owner: DISTRIBUTOR, salesman: ANA, at: '2020-03-05T09:00:00Z' });
// O2's second revision, sent: O2 counts once, as sent.
await seed({
  type: 'offer',
  status: 'offer',
  owner: DISTRIBUTOR,
  salesman: ANA,
  at: '2020-03-07T09:00:00Z',
  revisionOf: O2,
  sent: true,
});
// Withdrawn: counted nowhere.
await seed({ type: 'offer', status: 'archived', owner: DISTRIBUTOR, salesman: ANA, at: '2020-03-06T09:00:00Z' });
await seed({ type: 'inquiry', status: 'received', owner: DISTRIBUTOR, salesman: null, at: '2020-03-03T08:00:00Z' });
// 1,000.00 less 10 % = 900.00 net, 22 % tax 198.00; ten days after O1.
await seed({
  type: 'order',
  owner: DISTRIBUTOR,
  salesman: ANA,
  at: '2020-03-12T10:00:00Z',
  initial: O1,
  lines: [{ unitCents: 100_000, discountHundredths: 1000, taxOptionId: TAX_22 }],
});
// 500.00 + 10.00 net cost = 510.00, and 500.00 less 20 % = 400.00: 910.00 net, no tax; discounts 100.00 of 1,000.00.
await seed({
  type: 'order',
  owner: DISTRIBUTOR,
  salesman: ANA,
  at: '2020-03-20T10:00:00Z',
  lines: [
    { unitCents: 50_000, netCents: 1_000 },
    { unitCents: 50_000, discountHundredths: 2000 },
  ],
});
// A withdrawn order.
await seed({
  type: 'order',
  status: 'archived',
  owner: DISTRIBUTOR,
  salesman: ANA,
  at: '2020-03-25T10:00:00Z',
  lines: [{ unitCents: 99_900 }],
});
// In another currency: 200.00 CHF, 9.5 % tax 19.00.
await seed({
  type: 'order',
  owner: DISTRIBUTOR,
  salesman: ANA,
  at: '2020-03-28T10:00:00Z',
  currency: 'CHF',
  lines: [{ unitCents: 20_000, taxOptionId: TAX_9_5 }],
});
// The dealer's (a child partner of the distributor):
const O4 = await seed({ type: 'offer', owner: DEALER_PARTNER, salesman: LUKA, at: '2020-03-10T10:00:00Z' });
await seed({
  type: 'order',
  owner: DEALER_PARTNER,
  salesman: LUKA,
  at: '2020-03-15T10:00:00Z',
  initial: O4,
  lines: [{ unitCents: 10_000, taxOptionId: TAX_22 }],
});
// Another partner's order (outside the distributor's partners): only the manufacturer sees it.
await seed({
  type: 'order',
  owner: FOREIGN_PARTNER,
  salesman: null,
  at: '2020-03-18T10:00:00Z',
  lines: [{ unitCents: 70_000 }],
});
// The period before (30 January to 29 February): an offer and its order.
const O5 = await seed({ type: 'offer', owner: DISTRIBUTOR, salesman: ANA, at: '2020-02-10T10:00:00Z' });
await seed({
  type: 'order',
  owner: DISTRIBUTOR,
  salesman: ANA,
  at: '2020-02-20T10:00:00Z',
  initial: O5,
  lines: [{ unitCents: 40_000, taxOptionId: TAX_22 }],
});
// Two more March configurations at the storefront: one only opened, one put in a cart.
const march = new Date('2020-03-08T10:00:00Z');
const [, carted] = await db
  .insert(configurations)
  .values(
    [0, 1].map(
      () => ({ ...template, id: undefined, createdAt: march, updatedAt: march }) as typeof configurations.$inferInsert,
    ),
  )
  .returning();
await db
  .insert(cartItems)
  .values({ configurationId: carted?.id as string, userId: DEMO_IDS.userCustomer, brandPartnerId: BPI });

describe('GET /insight/summary', () => {
  it("gives a head of sales its partner's and its child partners' figures against the period before", async () => {
    const summary = await read(DEMO_USERS.admin, `summary?${MARCH}`, insightSummarySchema);
    expect(summary.Current).toEqual({
      From: '2020-03-01',
      To: '2020-03-31',
      Inquiries: 1,
      OffersMade: 3,
      OffersSent: 2,
      ConvertedOffers: 2,
      Orders: 4,
      ConversionRate: 0.6667,
      Money: MARCH_MONEY,
      // 10 %, 10 %, 0 % and 0 %.
      AverageDiscountPercent: 5,
      // 10 days (O1) and 5 days (O4).
      AverageDaysOfferToOrder: 7.5,
    });
    expect(summary.Previous).toEqual({
      From: '2020-01-30',
      To: '2020-02-29',
      Inquiries: 0,
      OffersMade: 1,
      OffersSent: 0,
      ConvertedOffers: 1,
      Orders: 1,
      ConversionRate: 1,
      Money: [{ Currency: 'EUR', Orders: 1, RevenueNet: 400, Tax: 88, AverageOrderValue: 400 }],
      AverageDiscountPercent: 0,
      AverageDaysOfferToOrder: 10,
    });
  });

  it("gives the manufacturer's OEM users every partner's documents", async () => {
    const summary = await read(DEMO_USERS.oem, `summary?${MARCH}`, insightSummarySchema);
    expect(summary.Current).toMatchObject({
      OffersMade: 3,
      Orders: 5,
      Money: [{ Currency: 'EUR', Orders: 4, RevenueNet: 2610, Tax: 220, AverageOrderValue: 652.5 }, MARCH_CHF],
      AverageDiscountPercent: 4,
    });
  });

  it("gives a child partner's head of sales only its own subtree", async () => {
    const summary = await read(DEALER, `summary?${MARCH}`, insightSummarySchema);
    expect(summary.Current).toMatchObject({
      Inquiries: 0,
      OffersMade: 1,
      OffersSent: 0,
      ConvertedOffers: 1,
      Orders: 1,
      ConversionRate: 1,
      Money: [{ Currency: 'EUR', Orders: 1, RevenueNet: 100, Tax: 22, AverageOrderValue: 100 }],
      AverageDiscountPercent: 0,
      AverageDaysOfferToOrder: 5,
    });
    expect(summary.Previous.Orders).toBe(0);
  });

  it('narrows by partner and salesperson, and refuses sales, installers, customers (403) and anonymous callers (401)', async () => {
    const byDealer = await read(DEMO_USERS.admin, `summary?${MARCH}&partnerId=${DEALER_PARTNER}`, insightSummarySchema);
    expect([byDealer.Current.OffersMade, byDealer.Current.Orders]).toEqual([1, 1]);
    const byAna = await read(DEMO_USERS.admin, `summary?${MARCH}&salesmanUserId=${ANA}`, insightSummarySchema);
    expect([byAna.Current.OffersMade, byAna.Current.Orders]).toEqual([2, 3]);
    // The dealer's head of sales asking for its parent's documents gets none of them.
    const upwards = await read(DEALER, `summary?${MARCH}&partnerId=${DISTRIBUTOR}`, insightSummarySchema);
    expect([upwards.Current.OffersMade, upwards.Current.Orders]).toEqual([0, 0]);
    for (const email of [DEMO_USERS.sales, DEMO_USERS.installer]) {
      const refused = await get(email, `summary?${MARCH}`);
      expect(refused.statusCode, email).toBe(403);
      expect(refused.json()).toMatchObject({ Message: expect.any(String), detail: 'notInsightReader' });
    }
    expect((await get(DEMO_USERS.customer, `summary?${MARCH}`)).statusCode).toBe(403);
    expect((await get(DEMO_USERS.sales, `documents?${MARCH}&set=orders`)).statusCode).toBe(403);
    expect((await get(null, `summary?${MARCH}`)).statusCode).toBe(401);
    expect((await get(DEMO_USERS.admin, 'summary?from=2020-03-31&to=2020-03-01')).statusCode).toBe(400);
    expect((await get(DEMO_USERS.admin, 'summary?from=2010-01-01&to=2020-03-01')).statusCode).toBe(400);
  });
});

describe('filters naming what the caller may not see', () => {
  it('reveal nothing in any figure, chart or document list', async () => {
    const probes = [
      // The dealer's head of sales naming its parent partner, a salesperson of its parent, its parent's other partner.
      [DEALER, `partnerId=${DISTRIBUTOR}`],
      [DEALER, `salesmanUserId=${ANA}`],
      [DEALER, `partnerId=${FOREIGN_PARTNER}`],
      // The distributor's head of sales naming a partner outside its subtree (which has a March order).
      [DEMO_USERS.admin, `partnerId=${FOREIGN_PARTNER}`],
    ] as const;
    for (const [email, filter] of probes) {
      const query = `${MARCH}&${filter}`;
      const summary = await read(email, `summary?${query}`, insightSummarySchema);
      for (const figures of [summary.Current, summary.Previous]) {
        expect([email, filter, figures]).toEqual([
          email,
          filter,
          expect.objectContaining({
            Inquiries: 0,
            OffersMade: 0,
            OffersSent: 0,
            ConvertedOffers: 0,
            Orders: 0,
            Money: [],
            AverageDiscountPercent: null,
            AverageDaysOfferToOrder: null,
          }),
        ]);
      }
      const funnel = await read(email, `funnel?${query}`, insightFunnelSchema);
      expect([filter, funnel.Inquiries, funnel.Offers, funnel.Orders, funnel.Configurations ?? 0]).toEqual([
        filter,
        0,
        0,
        0,
        0,
      ]);
      const timeline = await read(email, `timeline?${query}&grain=week`, insightTimelineSchema);
      expect(timeline.Rows.filter((row) => row.Offers + row.Orders + row.Money.length > 0)).toEqual([]);
      for (const dimension of INSIGHT_DIMENSIONS) {
        const breakdown = await read(email, `breakdown?${query}&dimension=${dimension}`, insightBreakdownSchema);
        expect([filter, dimension, breakdown.Rows]).toEqual([filter, dimension, []]);
      }
      expect((await read(email, `options?${query}`, insightOptionsSchema)).Rows).toEqual([]);
      for (const set of ['inquiries', 'offersMade', 'offersSent', 'convertedOffers', 'orders'] as const) {
        const page = await read(email, `documents?${query}&set=${set}`, insightDocumentsPageSchema);
        expect([filter, set, page.Total, page.Items]).toEqual([filter, set, 0, []]);
      }
    }
  });
});

describe('GET /insight/funnel, timeline, breakdown and options', () => {
  it('counts configurations of the storefronts, inquiries, offers and orders', async () => {
    expect(await read(DEMO_USERS.admin, `funnel?${MARCH}`, insightFunnelSchema)).toEqual({
      // Eight in documents (the foreign order's too: the configuration is the storefront's), one opened, one in a cart.
      Configurations: 10,
      Inquiries: 1,
      Offers: 3,
      Orders: 4,
    });
    // The dealer sells through no storefront of its own.
    expect(await read(DEALER, `funnel?${MARCH}`, insightFunnelSchema)).toEqual({
      Configurations: 0,
      Inquiries: 0,
      Offers: 1,
      Orders: 1,
    });
    expect(
      (await read(DEMO_USERS.admin, `funnel?${MARCH}&salesmanUserId=${ANA}`, insightFunnelSchema)).Configurations,
    ).toBeNull();
  });

  it('groups by month and by ISO week, empty ones included', async () => {
    const months = await read(DEMO_USERS.admin, `timeline?${MARCH}&grain=month`, insightTimelineSchema);
    expect(months.Rows).toEqual([
      {
        Start: '2020-03-01',
        Offers: 3,
        Orders: 4,
        Money: MARCH_MONEY,
      },
    ]);
    const weeks = await read(DEMO_USERS.admin, `timeline?${MARCH}&grain=week`, insightTimelineSchema);
    expect(weeks.Rows.map((row) => [row.Start, row.Offers, row.Orders])).toEqual([
      ['2020-02-24', 0, 0],
      ['2020-03-02', 2, 0],
      ['2020-03-09', 1, 2],
      ['2020-03-16', 0, 1],
      ['2020-03-23', 0, 1],
      ['2020-03-30', 0, 0],
    ]);
  });

  it('breaks down by partner, salesperson, storefront and model', async () => {
    const byPartner = await read(DEMO_USERS.admin, `breakdown?${MARCH}&dimension=partner`, insightBreakdownSchema);
    expect(
      byPartner.Rows.map((row) => [row.Key, row.Offers, row.Orders, row.Money.map((money) => money.RevenueNet)]),
    ).toEqual([
      [DISTRIBUTOR, 2, 3, [1810, 200]],
      [DEALER_PARTNER, 1, 1, [100]],
    ]);
    const bySalesperson = await read(
      DEMO_USERS.admin,
      `breakdown?${MARCH}&dimension=salesperson`,
      insightBreakdownSchema,
    );
    expect(bySalesperson.Rows.map((row) => [row.Name, row.Offers, row.Orders])).toEqual([
      ['Ana Kovač', 2, 3],
      ['Luka Novak', 1, 1],
    ]);
    const byStorefront = await read(
      DEMO_USERS.admin,
      `breakdown?${MARCH}&dimension=storefront`,
      insightBreakdownSchema,
    );
    expect(byStorefront.Rows.map((row) => [row.Key, row.Offers, row.Orders])).toEqual([[BPI, 3, 4]]);
    const byModel = await read(DEMO_USERS.admin, `breakdown?${MARCH}&dimension=model`, insightBreakdownSchema);
    // Only O1 of the offers has a configuration; every order has Triglav lines.
    expect(byModel.Rows).toEqual([
      {
        Key: TRIGLAV,
        Name: 'Triglav',
        Offers: 1,
        Orders: 4,
        Money: MARCH_MONEY,
      },
    ]);
  });

  it("names the options chosen in the period's five ordered configurations", async () => {
    const options = await read(DEMO_USERS.admin, `options?${MARCH}`, insightOptionsSchema);
    expect(options.Rows.length).toBeGreaterThan(3);
    // Every ordered configuration is a copy of one: each option shown was chosen in all five.
    expect(options.Rows.every((row) => row.Configurations === 5)).toBe(true);
    const security = param('Burglar resistance');
    const chosen = security.Values.find((value) => value.ParameterValueId === security.ParameterValueId);
    expect(options.Rows).toContainEqual({
      BrandId: DEMO_IDS.brandAlpina,
      BrandName: 'Alpina Vrata',
      // The five configurations are of four orders (one order has two lines).
      Orders: 4,
      ParameterId: security.ParameterId,
      ParameterName: 'Burglar resistance',
      ValueId: security.ParameterValueId,
      ValueName: chosen?.ParameterBrandValue || chosen?.ParameterValueName,
      Configurations: 5,
    });
  });
});

describe('GET /insight/documents', () => {
  it('lists exactly the documents each figure counts', async () => {
    const summary = await read(DEMO_USERS.admin, `summary?${MARCH}`, insightSummarySchema);
    const expected: Record<InsightDocumentSet, number> = {
      inquiries: summary.Current.Inquiries,
      offersMade: summary.Current.OffersMade,
      offersSent: summary.Current.OffersSent,
      convertedOffers: summary.Current.ConvertedOffers,
      orders: summary.Current.Orders,
    };
    for (const [set, count] of Object.entries(expected)) {
      const page = await read(
        DEMO_USERS.admin,
        `documents?${MARCH}&set=${set}&pageSize=100`,
        insightDocumentsPageSchema,
      );
      expect([set, page.Total, page.Items.length]).toEqual([set, count, count]);
    }
    const orders = await read(DEMO_USERS.admin, `documents?${MARCH}&set=orders`, insightDocumentsPageSchema);
    expect(
      orders.Items.map((row) => [row.DocumentNumber.slice(0, 4), row.TotalPrice, row.TotalTax, row.Currency]),
    ).toEqual([
      ['2020', 200, 19, 'CHF'],
      ['2020', 910, 0, 'EUR'],
      ['2020', 100, 22, 'EUR'],
      ['2020', 900, 198, 'EUR'],
    ]);
    const converted = await read(
      DEMO_USERS.admin,
      `documents?${MARCH}&set=convertedOffers`,
      insightDocumentsPageSchema,
    );
    expect(converted.Items.map((row) => row.SalesDocumentId).sort()).toEqual([O1, O4].sort());
    const byModel = await read(
      DEMO_USERS.admin,
      `documents?${MARCH}&set=orders&modelId=${TRIGLAV}`,
      insightDocumentsPageSchema,
    );
    expect(byModel.Total).toBe(4);
    const dealer = await read(DEALER, `documents?${MARCH}&set=orders`, insightDocumentsPageSchema);
    expect(dealer.Items.map((row) => row.PartnerName)).toEqual(['Mizarstvo Novak s.p.']);
  });
});

describe('GET /insight/documents of a breakdown row', () => {
  it("lists each row's offers and orders, the row without a salesperson too (the page's own query)", async () => {
    for (const email of [DEMO_USERS.oem, DEMO_USERS.admin]) {
      for (const dimension of INSIGHT_DIMENSIONS) {
        const breakdown = await read(email, `breakdown?${MARCH}&dimension=${dimension}`, insightBreakdownSchema);
        for (const row of breakdown.Rows) {
          const query = new URLSearchParams(insightBreakdownDocumentsQuery(dimension, row.Key)).toString();
          const count = async (set: InsightDocumentSet) =>
            (await read(email, `documents?${MARCH}&set=${set}&${query}`, insightDocumentsPageSchema)).Total;
          expect([email, dimension, row.Name, await count('offersMade'), await count('orders')]).toEqual([
            email,
            dimension,
            row.Name,
            row.Offers,
            row.Orders,
          ]);
        }
      }
    }
    // The foreign partner's order has no salesperson: its own row, which lists that order alone, not every order.
    const bySalesperson = await read(
      DEMO_USERS.oem,
      `breakdown?${MARCH}&dimension=salesperson`,
      insightBreakdownSchema,
    );
    expect(bySalesperson.Rows.find((row) => row.Key === ZERO_GUID)).toMatchObject({ Offers: 0, Orders: 1 });
    const unassigned = await read(
      DEMO_USERS.oem,
      `documents?${MARCH}&set=orders&withoutSalesman=true`,
      insightDocumentsPageSchema,
    );
    expect(unassigned.Items.map((row) => [row.PartnerName, row.Salesman])).toEqual([['Tuja Vrata d.o.o.', null]]);
    expect((await get(DEMO_USERS.oem, `documents?${MARCH}&set=orders&withoutSalesman=yes`)).statusCode).toBe(400);
  });
});

describe('GET /insight/choices', () => {
  it('offers the filters in the caller’s scope and says who sees refused demand', async () => {
    const admin = await read(DEMO_USERS.admin, 'choices', insightChoicesSchema);
    expect(admin.Partners.map((row) => row.Id).sort()).toEqual([DISTRIBUTOR, DEALER_PARTNER].sort());
    expect(admin.CanSeeRefusals).toBe(false);
    const dealer = await read(DEALER, 'choices', insightChoicesSchema);
    expect(dealer.Partners.map((row) => row.Id)).toEqual([DEALER_PARTNER]);
    expect(dealer.Salespeople.map((row) => row.Name)).toEqual(['Luka Novak']);
    const oem = await read(DEMO_USERS.oem, 'choices', insightChoicesSchema);
    expect(oem.CanSeeRefusals).toBe(true);
    expect(oem.Partners.map((row) => row.Id)).toContain(FOREIGN_PARTNER);
  });
});

describe('GET /insight/refusals', () => {
  it('counts the choices the rules refused or changed in scripted configurator sessions, without personal data', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const period = `from=${today}&to=${today}`;
    const before = await read(DEMO_USERS.oem, `refusals?${period}`, insightRefusalsSchema);
    const width = param('Width (mm)');
    const security = param('Burglar resistance');
    const rc3 = security.Values.find((value) => value.ParameterValue === 'rc3');
    const session = async () =>
      configurationReplySchema.parse((await configure(`create?brandPartnerId=${BPI}&partId=${TRIGLAV}`)).json())
        .Metadata.ConfigurationId;
    const update = (id: string, parameterId: string, change: string) =>
      configure(
        `update?brandPartnerId=${BPI}&configurationId=${id}&partId=${TRIGLAV}&parameterId=${parameterId}&${change}`,
      );
    // Two sessions try a width the single leaf does not allow; three ask for RC3, which needs another lock.
    for (let index = 0; index < 2; index += 1) {
      expect((await update(await session(), width.ParameterId, 'customValue=1500')).statusCode).toBe(400);
    }
    for (let index = 0; index < 3; index += 1) {
      const id = await session();
      expect((await update(id, security.ParameterId, `parameterValueId=${rc3?.ParameterValueId}`)).statusCode).toBe(
        200,
      );
      // Asking again changes nothing more: no count.
      expect((await update(id, security.ParameterId, `parameterValueId=${rc3?.ParameterValueId}`)).statusCode).toBe(
        200,
      );
    }
    // A width within the range is no refused demand.
    expect((await update(await session(), width.ParameterId, 'customValue=950')).statusCode).toBe(200);
    const after = await read(DEMO_USERS.oem, `refusals?${period}`, insightRefusalsSchema);
    expect(before.Rows).toEqual([]);
    expect(after.Rows).toEqual([
      {
        ModelId: TRIGLAV,
        ModelName: 'Triglav',
        RuleId: expect.any(String),
        RuleReason: expect.stringMatching(/multi-point lock/),
        ParameterName: 'Burglar resistance',
        ValueName: rc3?.ParameterBrandValue || rc3?.ParameterValueName,
        Kind: 'changed',
        Count: 3,
      },
      {
        ModelId: TRIGLAV,
        ModelName: 'Triglav',
        RuleId: expect.any(String),
        RuleReason: expect.stringMatching(/^A single leaf is at most 1100 mm wide/),
        ParameterName: 'Width (mm)',
        ValueName: '',
        Kind: 'refused',
        Count: 2,
      },
    ]);
    // Configurations started today by their furthest step: 6 more opened ones, of which 4 changed (3 RC3, 1 width).
    const more = (step: InsightStep) =>
      (after.Steps.find((row) => row.Step === step)?.Configurations ?? 0) -
      (before.Steps.find((row) => row.Step === step)?.Configurations ?? 0);
    expect([more('opened'), more('changed'), more('inCart'), more('inDocument')]).toEqual([2, 4, 0, 0]);
    // No column of the counts names a configuration, a user or a visitor.
    const [columns] = await executeRows<{ names: string }>(
      db,
      sql`select string_agg(column_name, ',') as names from information_schema.columns where table_name = 'insight_refusals'`,
    );
    expect(columns?.names).not.toMatch(/user|configuration_id|token|email|address/);
  });

  it('shows the steps of the March configurations and refuses heads of sales (403)', async () => {
    const march = await read(DEMO_USERS.oem, `refusals?${MARCH}`, insightRefusalsSchema);
    expect(march.Steps).toEqual([
      { Step: 'opened', Configurations: 1 },
      { Step: 'changed', Configurations: 0 },
      { Step: 'inCart', Configurations: 1 },
      { Step: 'inDocument', Configurations: 8 },
    ]);
    const refused = await get(DEMO_USERS.admin, `refusals?${MARCH}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('notRefusalsReader');
  });
});

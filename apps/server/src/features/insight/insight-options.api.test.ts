import {
  configurationReplySchema,
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentStatusCode,
  type DocumentTypeCode,
  type InsightOptionRow,
  insightDocumentsPageSchema,
  insightOptionDocumentsQuery,
  insightOptionsSchema,
  PROJECT_STATUS_IDS,
  SECOND_BRAND_PARTNER_ID,
  type TreeParameter,
} from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import { configurations, partners, projects, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

// The top options' document lists (issue 43): each row links to the orders of the period whose configurations chose
// that option, under the dashboard's filters and the caller's tenancy; two brands' options of the same names (their
// own ids, from the same codes) stay two rows.

const { app, database } = await buildTestApp();
const { db } = database;

const DEALER = 'dealer@demo.test';
const APRIL = 'from=2020-04-01&to=2020-04-30';
const tokens = new Map<string, string>();
const get = async (email: string, path: string) => {
  const authorization = tokens.get(email) ?? (await signIn(app, email)).authorization;
  tokens.set(email, authorization);
  return app.inject({ url: `/api/v1/insight/${path}`, headers: { 'accept-language': 'en', authorization } });
};
const read = async <T>(email: string, path: string, schema: { parse: (value: unknown) => T }): Promise<T> => {
  const response = await get(email, path);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
};

/** A configuration made through the configurator at a storefront (its first model), and its stored row. */
const configured = async (brandPartnerId: string) => {
  const listed = (
    await app.inject({ method: 'POST', url: `/api/v1/selection/models/${brandPartnerId}`, payload: { pageSize: 1 } })
  ).json<{ BrandModelsSpecial: { PartId: string }[]; BrandModelsNotSpecial: { PartId: string }[] }>();
  const partId = [...listed.BrandModelsSpecial, ...listed.BrandModelsNotSpecial][0]?.PartId as string;
  const reply = configurationReplySchema.parse(
    (
      await app.inject({
        url: `/api/v1/configurator/create?brandPartnerId=${brandPartnerId}&partId=${partId}`,
        headers: { 'accept-language': 'en' },
      })
    ).json(),
  );
  const [row] = await db.select().from(configurations).where(eq(configurations.id, reply.Metadata.ConfigurationId));
  return { tree: reply.ViewModel.Tree, row: row as typeof configurations.$inferSelect };
};
const alpina = await configured(DEFAULT_BRAND_PARTNER_ID);
const nordhaus = await configured(SECOND_BRAND_PARTNER_ID);

// The varied option: the first list parameter with two values or more, with its default and another value.
const varied = alpina.tree.find(
  (item) => item.Values.length > 1 && item.Values.some((value) => value.ParameterValueId === item.ParameterValueId),
) as TreeParameter;
const other = varied.Values.find((value) => value.ParameterValueId !== varied.ParameterValueId)
  ?.ParameterValueId as string;
const choicesOf = (row: typeof configurations.$inferSelect) => row.choices as Record<string, unknown>;
const A = choicesOf(alpina.row);
const A2 = { ...A, [varied.ParameterId]: other };
const N = choicesOf(nordhaus.row);

const FOREIGN_PARTNER = stableId('partner', 'insight-options-foreign');
await db
  .insert(partners)
  .values({ id: FOREIGN_PARTNER, name: 'Tuja Vrata d.o.o.', parentPartnerId: DEMO_IDS.partnerManufacturer });

let numbers = 7000;
/** An order (or other document) with one line per configuration choices given. */
const seed = async (document: {
  type?: DocumentTypeCode;
  status?: DocumentStatusCode;
  owner: string;
  at: string;
  storefront?: string;
  lines: Record<string, unknown>[];
}) => {
  numbers += 1;
  const at = new Date(document.at);
  const brandPartnerId = document.storefront ?? DEFAULT_BRAND_PARTNER_ID;
  const template = brandPartnerId === DEFAULT_BRAND_PARTNER_ID ? alpina.row : nordhaus.row;
  const [project] = await db
    .insert(projects)
    .values({ partnerId: document.owner, brandPartnerId, number: numbers, statusId: PROJECT_STATUS_IDS.active })
    .returning();
  const [row] = await db
    .insert(salesDocuments)
    .values({
      projectId: project?.id as string,
      brandPartnerId,
      typeId: DOCUMENT_TYPE_IDS[document.type ?? 'order'],
      statusId: DOCUMENT_STATUS_IDS[document.status ?? 'draft'],
      year: 2020,
      number: numbers,
      ownerPartnerId: document.owner,
      salesmanUserId: null,
      currency: 'EUR',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  for (const [index, choices] of document.lines.entries()) {
    const [configuration] = await db
      .insert(configurations)
      .values({
        ...template,
        id: undefined,
        choices,
        createdAt: at,
        updatedAt: at,
      } as typeof configurations.$inferInsert)
      .returning();
    await db.insert(salesDocumentConfigurations).values({
      documentId: row?.id as string,
      configurationId: configuration?.id as string,
      position: index + 1,
      quantity: 1,
      unitPriceCents: 10_000,
    });
  }
  return row?.id as string;
};

const DISTRIBUTOR = DEMO_IDS.partnerDistributor;
// The distributor's: one order with the varied option twice and the default once, one with the default only, one of
// the second brand; the dealer's (a child partner): the varied option; a foreign partner's: the varied option.
const ORDER_1 = await seed({ owner: DISTRIBUTOR, at: '2020-04-02T10:00:00Z', lines: [A, A2, A2] });
const ORDER_2 = await seed({ owner: DISTRIBUTOR, at: '2020-04-03T10:00:00Z', lines: [A] });
const ORDER_N = await seed({
  owner: DISTRIBUTOR,
  at: '2020-04-04T10:00:00Z',
  storefront: SECOND_BRAND_PARTNER_ID,
  lines: [N],
});
const DEALER_ORDER = await seed({ owner: DEMO_IDS.partnerDealer, at: '2020-04-05T10:00:00Z', lines: [A2] });
const FOREIGN_ORDER = await seed({ owner: FOREIGN_PARTNER, at: '2020-04-06T10:00:00Z', lines: [A2] });
// Counted nowhere: an offer, a withdrawn order and an order of the month before, all with the varied option.
await seed({ type: 'offer', owner: DISTRIBUTOR, at: '2020-04-07T10:00:00Z', lines: [A2] });
await seed({ status: 'archived', owner: DISTRIBUTOR, at: '2020-04-08T10:00:00Z', lines: [A2] });
await seed({ owner: DISTRIBUTOR, at: '2020-03-31T10:00:00Z', lines: [A2] });

/** Orders (and configurations) by hand: an Alpina row's orders follow its choice; a Nordhaus row's are ORDER_N. */
const expected = (email: string, row: InsightOptionRow): { orders: string[]; configurations: number } => {
  const everything = email === DEMO_USERS.oem;
  const subtree = email !== DEALER;
  if (row.BrandId === DEMO_IDS.brandNordhaus) {
    return subtree ? { orders: [ORDER_N], configurations: 1 } : { orders: [], configurations: 0 };
  }
  // The varied parameter's value in each seeded Alpina order's lines, for the orders the caller sees.
  type Lines = Record<string, unknown>[];
  const seen: [string, Lines][] = [
    ...(subtree ? [[ORDER_1, [A, A2, A2]] as [string, Lines], [ORDER_2, [A]] as [string, Lines]] : []),
    [DEALER_ORDER, [A2]],
    ...(everything ? [[FOREIGN_ORDER, [A2]] as [string, Lines]] : []),
  ];
  const chose = (choices: Record<string, unknown>) => choices[row.ParameterId] === row.ValueId;
  return {
    orders: seen.filter(([, lines]) => lines.some(chose)).map(([id]) => id),
    configurations: seen.reduce((sum, [, lines]) => sum + lines.filter(chose).length, 0),
  };
};

describe('GET /insight/options and the orders of each row', () => {
  it('lists exactly the orders of the period with a configuration choosing the option, per brand and tenant', async () => {
    for (const email of [DEMO_USERS.oem, DEMO_USERS.admin, DEALER]) {
      const options = await read(email, `options?${APRIL}`, insightOptionsSchema);
      expect(options.Rows.length, email).toBeGreaterThan(3);
      for (const row of options.Rows) {
        const query = new URLSearchParams(insightOptionDocumentsQuery(row)).toString();
        const page = await read(
          email,
          `documents?${APRIL}&set=orders&${query}&pageSize=100`,
          insightDocumentsPageSchema,
        );
        const want = expected(email, row);
        const label = `${email} ${row.BrandName} ${row.ParameterName}: ${row.ValueName}`;
        expect([label, page.Items.map((item) => item.SalesDocumentId).sort()], label).toEqual([
          label,
          [...want.orders].sort(),
        ]);
        expect([label, row.Orders, row.Configurations, page.Total]).toEqual([
          label,
          want.orders.length,
          want.configurations,
          want.orders.length,
        ]);
      }
    }
    // The varied option by hand: the head of sales' two orders hold three such configurations.
    const admin = await read(DEMO_USERS.admin, `options?${APRIL}`, insightOptionsSchema);
    const chosen = (rows: InsightOptionRow[], valueId: string) => rows.find((row) => row.ValueId === valueId);
    expect(chosen(admin.Rows, other)).toMatchObject({ Configurations: 3, Orders: 2, BrandName: 'Alpina Vrata' });
    expect(chosen(admin.Rows, varied.ParameterValueId as string)).toMatchObject({ Configurations: 2, Orders: 2 });
    // The dealer's head of sales sees its own order only, and no second-brand option.
    const dealer = await read(DEALER, `options?${APRIL}`, insightOptionsSchema);
    expect(chosen(dealer.Rows, other)).toMatchObject({ Configurations: 1, Orders: 1 });
    expect(dealer.Rows.some((row) => row.BrandId !== DEMO_IDS.brandAlpina)).toBe(false);
  });

  it("keeps two brands' options of the same names apart, each with its own ids", async () => {
    const { Rows } = await read(DEMO_USERS.admin, `options?${APRIL}`, insightOptionsSchema);
    const nordhausRows = Rows.filter((row) => row.BrandId === DEMO_IDS.brandNordhaus);
    expect(nordhausRows.length).toBeGreaterThan(0);
    expect(nordhausRows.every((row) => row.BrandName === 'Nordhaus Türen' && row.Orders === 1)).toBe(true);
    // The same parameter and value names in both brands: two rows with different ids.
    const twins = nordhausRows.filter((row) =>
      Rows.some(
        (item) =>
          item.BrandId === DEMO_IDS.brandAlpina &&
          item.ParameterName === row.ParameterName &&
          item.ValueName === row.ValueName,
      ),
    );
    expect(twins.length).toBeGreaterThan(0);
    for (const twin of twins) {
      const alpinaRow = Rows.find(
        (item) =>
          item.BrandId === DEMO_IDS.brandAlpina &&
          item.ParameterName === twin.ParameterName &&
          item.ValueName === twin.ValueName,
      );
      expect(alpinaRow?.ParameterId).not.toBe(twin.ParameterId);
    }
    // Under the brand filter only that brand's options (those shown unfiltered among them), each in one order.
    const filtered = await read(
      DEMO_USERS.admin,
      `options?${APRIL}&brandId=${DEMO_IDS.brandNordhaus}`,
      insightOptionsSchema,
    );
    expect(filtered.Rows.every((row) => row.BrandId === DEMO_IDS.brandNordhaus && row.Orders === 1)).toBe(true);
    expect(filtered.Rows).toEqual(expect.arrayContaining(nordhausRows));
  });

  it('refuses an option query that names half an option or another set, naming the field', async () => {
    const [row] = (await read(DEMO_USERS.admin, `options?${APRIL}`, insightOptionsSchema)).Rows;
    const half = await get(DEMO_USERS.admin, `documents?${APRIL}&set=orders&parameterId=${row?.ParameterId}`);
    expect([half.statusCode, half.body]).toEqual([400, expect.stringContaining('valueId')]);
    const offers = await get(
      DEMO_USERS.admin,
      `documents?${APRIL}&set=offersMade&${new URLSearchParams(insightOptionDocumentsQuery(row as InsightOptionRow))}`,
    );
    expect([offers.statusCode, offers.body]).toEqual([400, expect.stringContaining('set')]);
  });
});

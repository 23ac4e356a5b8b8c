import {
  calculationReplySchema,
  calculationWriteReplySchema,
  DEFAULT_BRAND_PARTNER_ID,
  DISCOUNT_TYPE_IDS,
  DOCUMENT_STATUS_IDS,
  discountTypesReplySchema,
  documentListRowSchema,
  documentOverviewReplySchema,
  PROJECT_STATUS_IDS,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import {
  documentConfigurationCosts,
  documentConfigurationDiscounts,
  documentHistory,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { expectStoredTotalsFollowTheRule } from '#server/test/stored-totals';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DEALER = 'dealer@demo.test';

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

/** The first configuration of a document of the admin's partner in the given status, in an active project. */
const configurationIn = async (statusId: string) => {
  const [row] = await db
    .select({ id: salesDocumentConfigurations.id, documentId: salesDocuments.id })
    .from(salesDocumentConfigurations)
    .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
    .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
    .where(
      and(
        eq(salesDocuments.statusId, statusId),
        eq(salesDocuments.brandPartnerId, BPI),
        eq(salesDocuments.ownerPartnerId, DEMO_IDS.partnerDistributor),
        eq(projects.statusId, PROJECT_STATUS_IDS.active),
      ),
    )
    .orderBy(salesDocumentConfigurations.id)
    .limit(1);
  if (!row) {
    throw new Error(`no demo configuration in status ${statusId}`);
  }
  return row;
};

const draft = await configurationIn(DOCUMENT_STATUS_IDS.draft);
const confirmed = await configurationIn(DOCUMENT_STATUS_IDS.confirmed);
const base = `document/configuration/${draft.id}`;

const calculationOf = async (id = draft.id, email: string = DEMO_USERS.admin) => {
  const response = await call(email, 'GET', `document/configuration/${id}/calculation?brandPartnerId=${BPI}`);
  expect(response.statusCode, response.body).toBe(200);
  return calculationReplySchema.parse(response.json());
};
const documentTotals = async (documentId: string) => {
  const [row] = await db
    .select({
      price: salesDocuments.totalPriceCents,
      tax: salesDocuments.totalTaxCents,
      total: salesDocuments.totalCents,
    })
    .from(salesDocuments)
    .where(eq(salesDocuments.id, documentId));
  return row;
};
/** What a refusal must leave alone: the document's row and its configuration's cost and discount rows. */
const snapshot = async (documentId: string) => ({
  document: (await db.select().from(salesDocuments).where(eq(salesDocuments.id, documentId)))[0],
  costs: await db.select().from(documentConfigurationCosts).orderBy(documentConfigurationCosts.id),
  discounts: await db.select().from(documentConfigurationDiscounts).orderBy(documentConfigurationDiscounts.id),
});
const expectRefused = async (
  response: Awaited<ReturnType<typeof call>>,
  status: number,
  before: unknown,
  documentId: string,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().Message).toEqual(expect.any(String));
  expect(await snapshot(documentId)).toEqual(before);
};

const cost = (Name: string, Value: string | number) => ({ BrandPartnerId: BPI, Name, Value });
const discount = (Name: string, Value: string | number, Level: string | number, TypeId: string) => ({
  BrandPartnerId: BPI,
  Name,
  Value,
  Level,
  TypeId,
});

describe('GET /document/configuration/{id}/calculation', () => {
  it('answers every field of §3 with the tax options of the storefront and CanEdit for an admin', async () => {
    const reply = await calculationOf();
    expect(reply.CanEdit).toBe(true);
    expect(reply.Currency).toBe('EUR');
    expect(reply.ConfigurationPrice).toBeCloseTo(reply.UnitPrice * reply.Quantity, 2);
    expect(reply.TotalPriceWithTax).toBe(reply.TotalPrice + reply.TaxCost);
    expect(reply.Tax.map((tax) => tax.TaxValue)).toEqual([22, 9.5, 0]);
    expect(reply.Tax.every((tax) => !tax.IsSelected)).toBe(true);
  });

  it('refuses installers (non-admins go to their remarks, §6), a foreign tenant and a wrong storefront', async () => {
    const installer = await call(DEMO_USERS.installer, 'GET', `${base}/calculation?brandPartnerId=${BPI}`);
    expect(installer.statusCode).toBe(403);
    const foreign = await call(DEALER, 'GET', `${base}/calculation?brandPartnerId=${BPI}`);
    expect(foreign.statusCode).toBe(403);
    const otherStorefront = await call(
      DEMO_USERS.admin,
      'GET',
      `${base}/calculation?brandPartnerId=${SECOND_BRAND_PARTNER_ID}`,
    );
    expect(otherStorefront.statusCode).toBe(403);
    const unknown = await call(
      DEMO_USERS.admin,
      'GET',
      `document/configuration/${stableId('x', 'none')}/calculation?brandPartnerId=${BPI}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call(null, 'GET', `${base}/calculation?brandPartnerId=${BPI}`)).statusCode).toBe(401);
  });

  it('is read-only (CanEdit false) on a confirmed document', async () => {
    expect((await calculationOf(confirmed.id)).CanEdit).toBe(false);
  });
});

describe('GET /document/discountType', () => {
  it('lists percentage and amount, named in the caller’s language', async () => {
    const response = await call(DEMO_USERS.admin, 'GET', 'document/discountType');
    expect(response.statusCode, response.body).toBe(200);
    expect(discountTypesReplySchema.parse(response.json())).toEqual([
      { TypeId: DISCOUNT_TYPE_IDS.percentage, Code: 'percentage', Name: 'Percentage' },
      { TypeId: DISCOUNT_TYPE_IDS.amount, Code: 'amount', Name: 'Amount' },
    ]);
  });
});

describe('the calculation writes', () => {
  it('add costs, discounts on two levels, a net cost and a tax option; the figures and the list row follow', async () => {
    const start = await calculationOf();
    const price = Math.round(start.ConfigurationPrice * 100);
    const add = await call(DEMO_USERS.admin, 'POST', `${base}/additionalCost`, cost('Montaža', '150,50'));
    expect(add.statusCode, add.body).toBe(200);
    const added = calculationWriteReplySchema.parse(add.json());
    expect(
      (
        await call(
          DEMO_USERS.admin,
          'POST',
          `${base}/discount`,
          discount('Akcija', '10 %', '1', DISCOUNT_TYPE_IDS.percentage),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          DEMO_USERS.admin,
          'POST',
          `${base}/discount`,
          discount('Zvestoba', '5.5', 2, DISCOUNT_TYPE_IDS.percentage),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          DEMO_USERS.admin,
          'POST',
          `${base}/discount`,
          discount('Gotovina', '20,00', 2, DISCOUNT_TYPE_IDS.amount),
        )
      ).statusCode,
    ).toBe(200);
    expect((await call(DEMO_USERS.admin, 'POST', `${base}/netCost/`, cost('Prevoz', 45))).statusCode).toBe(200);
    const tax = start.Tax.find((option) => option.TaxValue === 22)?.TaxOptionId;
    const setTax = await call(DEMO_USERS.admin, 'PUT', `${base}/taxoption/${tax}?brandPartnerId=${BPI}`);
    expect(setTax.statusCode, setTax.body).toBe(200);

    const reply = await calculationOf();
    const withAdditional = price + 15_050;
    const level1 = Math.round((withAdditional * 10) / 100);
    const afterLevel1 = withAdditional - level1;
    const level2 = Math.round((afterLevel1 * 5.5) / 100) + 2_000;
    const withDiscount = afterLevel1 - level2;
    const total = withDiscount + 4_500;
    const taxCents = Math.round((total * 22) / 100);
    expect(Math.round(reply.ConfigurationWithAdditionalCost * 100)).toBe(withAdditional);
    expect(reply.Discounts.map((row) => [row.Name, row.Level, row.TypeName])).toEqual([
      ['Akcija', 1, 'Percentage'],
      ['Zvestoba', 2, 'Percentage'],
      ['Gotovina', 2, 'Amount'],
    ]);
    expect(Math.round((reply.Discounts[0]?.DiscountValue ?? 0) * 100)).toBe(level1);
    expect(Math.round((reply.Discounts[2]?.ValueAfterDiscount ?? 0) * 100)).toBe(withDiscount);
    expect(Math.round(reply.ConfigurationWithDiscountCost * 100)).toBe(withDiscount);
    expect(Math.round(reply.TotalPrice * 100)).toBe(total);
    expect(Math.round(reply.TaxCost * 100)).toBe(taxCents);
    expect(reply.Tax.find((option) => option.IsSelected)?.TaxValue).toBe(22);
    expect(reply.AdditionalCosts).toEqual([{ CostId: added.Id, Name: 'Montaža', Value: 150.5 }]);
    expect(reply.NetCosts.map((row) => row.Value)).toEqual([45]);

    // The document's totals (the list row's TotalPriceWithTax) are the sum of its configurations.
    const lines = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, draft.documentId));
    const totals = await documentTotals(draft.documentId);
    expect(totals?.price).toBe(lines.reduce((sum, line) => sum + line.totalPriceCents, 0));
    expect(totals?.tax).toBe(lines.reduce((sum, line) => sum + line.totalTaxCents, 0));
    const list = await call(DEMO_USERS.admin, 'GET', `document/${BPI}/my`);
    const row = documentListRowSchema
      .array()
      .parse(list.json())
      .find((item) => item.SalesDocumentId === draft.documentId);
    expect(Math.round((row?.TotalPriceWithTax ?? 0) * 100)).toBe(totals?.total);

    const history = await db
      .select({ type: documentHistory.type })
      .from(documentHistory)
      .where(eq(documentHistory.documentId, draft.documentId))
      .orderBy(desc(documentHistory.createdAt));
    expect(history.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['additionalCostAdded', 'discountAdded', 'netCostAdded', 'taxOptionChanged']),
    );
  });

  it('changes and deletes a cost and a discount, and refuses another configuration’s rows with 404', async () => {
    const before = await calculationOf();
    const costId = before.AdditionalCosts[0]?.CostId;
    const discountId = before.Discounts[0]?.DiscountId;
    expect(
      (await call(DEMO_USERS.admin, 'PUT', `${base}/additionalCost/${costId}`, cost('Montaža 2', '99.99'))).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          DEMO_USERS.admin,
          'PUT',
          `${base}/discount/${discountId}`,
          discount('Akcija', '-100', 0, DISCOUNT_TYPE_IDS.percentage),
        )
      ).statusCode,
    ).toBe(200);
    const changed = await calculationOf();
    expect(changed.AdditionalCosts[0]).toMatchObject({ Name: 'Montaža 2', Value: 99.99 });
    expect(changed.Discounts[0]).toMatchObject({ Name: 'Akcija', Value: -100, Level: 0 });
    // A net cost id is not an additional cost.
    const netId = changed.NetCosts[0]?.CostId;
    expect(
      (await call(DEMO_USERS.admin, 'DELETE', `${base}/additionalCost/${netId}?brandPartnerId=${BPI}`)).statusCode,
    ).toBe(404);
    const confirmedBase = `document/configuration/${confirmed.id}`;
    expect(
      (await call(DEMO_USERS.admin, 'DELETE', `${confirmedBase}/discount/${discountId}?brandPartnerId=${BPI}`))
        .statusCode,
    ).toBe(409);
    expect(
      (await call(DEMO_USERS.admin, 'DELETE', `${base}/discount/${discountId}?brandPartnerId=${BPI}`)).statusCode,
    ).toBe(200);
    expect((await call(DEMO_USERS.admin, 'DELETE', `${base}/netCost/${netId}?brandPartnerId=${BPI}`)).statusCode).toBe(
      200,
    );
    const after = await calculationOf();
    expect(after.Discounts.map((row) => row.DiscountId)).not.toContain(discountId);
    expect(after.NetCosts).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const before = await snapshot(draft.documentId);
    const cases: [string, string, unknown, string][] = [
      ['POST', `${base}/additionalCost`, cost('x', '1234567'), 'Value'],
      ['POST', `${base}/additionalCost`, cost('x', '1.234'), 'Value'],
      ['POST', `${base}/additionalCost`, cost('', '1'), 'Name'],
      ['POST', `${base}/netCost/`, cost('x'.repeat(256), '1'), 'Name'],
      ['POST', `${base}/discount`, discount('x', '100.01', 1, DISCOUNT_TYPE_IDS.percentage), 'Value'],
      ['POST', `${base}/discount`, discount('x', '-101', 1, DISCOUNT_TYPE_IDS.percentage), 'Value'],
      ['POST', `${base}/discount`, discount('x', '1000000', 1, DISCOUNT_TYPE_IDS.amount), 'Value'],
      ['POST', `${base}/discount`, discount('x', '10', 101, DISCOUNT_TYPE_IDS.percentage), 'Level'],
      ['POST', `${base}/discount`, discount('x', '10', '1.5', DISCOUNT_TYPE_IDS.percentage), 'Level'],
      ['POST', `${base}/discount`, discount('x', '10', 1, stableId('x', 'type')), 'TypeId'],
      ['POST', `${base}/discount`, { BrandPartnerId: BPI, Name: 'x', Value: '1' }, 'Level'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await call(DEMO_USERS.admin, method as 'POST', path, body);
      expect(response.statusCode, `${JSON.stringify(body)} ${response.body}`).toBe(400);
      expect(`${response.json().detail} ${response.json().Message}`).toContain(field);
    }
    const unknownTax = await call(
      DEMO_USERS.admin,
      'PUT',
      `${base}/taxoption/${stableId('tax', 'none')}?brandPartnerId=${BPI}`,
    );
    expect(unknownTax.statusCode).toBe(400);
    expect(await snapshot(draft.documentId)).toEqual(before);
  });

  it('accepts the amount type beyond 100 and a percentage with a trailing % and a comma', async () => {
    const amount = await call(
      DEMO_USERS.admin,
      'POST',
      `${base}/discount`,
      discount('Popust', '999999,99', 3, DISCOUNT_TYPE_IDS.amount),
    );
    expect(amount.statusCode, amount.body).toBe(200);
    const percentage = await call(
      DEMO_USERS.admin,
      'POST',
      `${base}/discount`,
      discount('Popust %', '12,5%', 3, DISCOUNT_TYPE_IDS.percentage),
    );
    expect(percentage.statusCode, percentage.body).toBe(200);
    const reply = await calculationOf();
    expect(reply.Discounts.filter((row) => row.Level === 3).map((row) => row.Value)).toEqual([999999.99, 12.5]);
  });

  it('refuses a read-only document with 409, an installer with 403 and a foreign tenant with 403, changing nothing', async () => {
    const confirmedBase = `document/configuration/${confirmed.id}`;
    let before = await snapshot(confirmed.documentId);
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `${confirmedBase}/additionalCost`, cost('x', 1)),
      409,
      before,
      confirmed.documentId,
    );
    await expectRefused(
      await call(DEMO_USERS.admin, 'POST', `${confirmedBase}/discount`, discount('x', 1, 1, DISCOUNT_TYPE_IDS.amount)),
      409,
      before,
      confirmed.documentId,
    );
    const tax = (await calculationOf(confirmed.id)).Tax[0]?.TaxOptionId;
    await expectRefused(
      await call(DEMO_USERS.admin, 'PUT', `${confirmedBase}/taxoption/${tax}?brandPartnerId=${BPI}`),
      409,
      before,
      confirmed.documentId,
    );
    before = await snapshot(draft.documentId);
    await expectRefused(
      await call(DEMO_USERS.installer, 'POST', `${base}/additionalCost`, cost('x', 1)),
      403,
      before,
      draft.documentId,
    );
    await expectRefused(
      await call(DEMO_USERS.installer, 'POST', `${base}/netCost/`, cost('x', 1)),
      403,
      before,
      draft.documentId,
    );
    await expectRefused(
      await call(DEALER, 'POST', `${base}/additionalCost`, cost('x', 1)),
      403,
      before,
      draft.documentId,
    );
    await expectRefused(
      await call(DEALER, 'PUT', `${base}/taxoption/${tax}?brandPartnerId=${BPI}`),
      403,
      before,
      draft.documentId,
    );
    const costId = (await calculationOf()).AdditionalCosts[0]?.CostId;
    await expectRefused(
      await call(DEALER, 'DELETE', `${base}/additionalCost/${costId}?brandPartnerId=${BPI}`),
      403,
      before,
      draft.documentId,
    );
    await expectRefused(
      await call(DEMO_USERS.installer, 'DELETE', `${base}/additionalCost/${costId}?brandPartnerId=${BPI}`),
      403,
      before,
      draft.documentId,
    );
  });

  it('keeps the totals right after a quantity change', async () => {
    const changed = await call(DEMO_USERS.admin, 'PUT', `document/configuration/${draft.id}/changeQuantity`, {
      BrandPartnerId: BPI,
      Quantity: 7,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const reply = await calculationOf();
    const [line] = await db
      .select()
      .from(salesDocumentConfigurations)
      .where(inArray(salesDocumentConfigurations.id, [draft.id]));
    expect(reply.Quantity).toBe(7);
    expect(Math.round(reply.TotalPrice * 100)).toBe(line?.totalPriceCents);
    expect(Math.round(reply.TaxCost * 100)).toBe(line?.totalTaxCents);
  });
});

describe('GET /document/configuration/{id}/overview', () => {
  it('answers the categories with parameters and prices, the picture, the document’s price and currency', async () => {
    const response = await call(DEMO_USERS.admin, 'GET', `${base}/overview?brandPartnerId=${BPI}`);
    expect(response.statusCode, response.body).toBe(200);
    const reply = documentOverviewReplySchema.parse(response.json());
    expect(reply.Categories.length).toBeGreaterThan(0);
    expect(
      reply.Categories.some((category) => category.Parameters.some((parameter) => parameter.ParameterPrice !== null)),
    ).toBe(true);
    // The costs page's lines add up: the model's base price and each category's price give the catalogue price.
    const cents = (amount: number | null) => Math.round((amount ?? 0) * 100);
    const lines = reply.Categories.reduce((sum, category) => sum + cents(category.ParameterCategoryPrice), 0);
    expect(reply.ModelPrice).toBeGreaterThan(0);
    expect(cents(reply.ModelPrice) + lines).toBe(cents(reply.CataloguePrice));
    // One picture: the configuration's own, not the model's catalogue picture.
    expect(reply.Images).toHaveLength(1);
    expect(reply.Images[0]).toContain('/image');
    expect(reply.Currency).toBe('EUR');
    expect(reply.CanEdit).toBe(true);
    expect(reply.ConfigurationPrice).toBe((await calculationOf()).UnitPrice);
  });

  it('refuses a foreign tenant', async () => {
    expect((await call(DEALER, 'GET', `${base}/overview?brandPartnerId=${BPI}`)).statusCode).toBe(403);
  });
});

describe('the money of every line this file wrote', () => {
  it('follows the money rule: each line stores its calculated totals, each document their sum', async () => {
    await expectStoredTotalsFollowTheRule(db);
  });
});

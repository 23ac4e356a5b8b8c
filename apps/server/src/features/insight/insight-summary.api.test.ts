import {
  DEFAULT_BRAND_PARTNER_ID,
  DISCOUNT_TYPE_IDS,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type DocumentStatusCode,
  type DocumentTypeCode,
  type InsightFigures,
  insightSummarySchema,
  PROJECT_STATUS_IDS,
} from '@door/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '#server/db/execute-rows';
import {
  configurations,
  documentConfigurationCosts,
  documentConfigurationDiscounts,
  projects,
  salesDocumentConfigurations,
  salesDocumentGenerated,
  salesDocuments,
} from '#server/db/schema';
import { DEMO_DOCUMENT_IDS } from '#server/db/seed/demo-documents.seed';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { refreshLineTotals } from '#server/services/calculation/line-totals';
import { buildTestApp } from '#server/test/build-test-app';
import { expectInsightSummaryRight, keptInsightSummary, normalRows } from '#server/test/insight-summary';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

// The per-document summary (insight_documents, insight_document_models, insight_document_options; migrations
// 0043–0045) and its day rollups are kept by triggers in the writing transaction. After every kind of change that moves
// a figure, the kept rows must equal what the views compute from the base tables (the rollups a direct group-by of
// them), and the dashboard's figures what a direct count of the base tables gives.

const { app, database } = await buildTestApp();
const { db } = database;

const T = DOCUMENT_TYPE_IDS;
const S = DOCUMENT_STATUS_IDS;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const DISTRIBUTOR = DEMO_IDS.partnerDistributor;
const DEALER_PARTNER = DEMO_IDS.partnerDealer;
const PERIOD = { from: '2021-06-01', to: '2021-06-30' };

const [template] = await db.select().from(configurations).limit(1);
if (!template) {
  throw new Error('the demo seed has no configuration to copy');
}
const [otherModel] = await executeRows<{ model_id: string }>(
  db,
  sql`select model_id::text as model_id from catalogue_version_models
    where version_id = ${template.catalogueVersionId} and model_id <> ${template.modelId} limit 1`,
);

const rowsOf = (query: SQL) => executeRows<Record<string, unknown>>(db, query);
const kept = () => keptInsightSummary(db);
const normal = normalRows;
const summaryRow = async (documentId: string) =>
  (await rowsOf(sql`select * from insight_documents where document_id = ${documentId}::uuid`))[0];

let numbers = 70_000;
let positions = 0;
const newDocument = async (document: {
  type: DocumentTypeCode;
  owner?: string;
  at: string;
  status?: DocumentStatusCode;
  initial?: string;
  revisionOf?: string;
  currency?: string;
}) => {
  numbers += 1;
  const at = new Date(document.at);
  const [project] = await db
    .insert(projects)
    .values({
      partnerId: document.owner ?? DISTRIBUTOR,
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
      typeId: T[document.type],
      statusId: S[document.status ?? 'draft'],
      year: 2021,
      number: numbers,
      ownerPartnerId: document.owner ?? DISTRIBUTOR,
      salesmanUserId: DEMO_IDS.userAdmin,
      initialDocumentId: document.initial ?? null,
      revisionRootId: document.revisionOf ?? null,
      revision: document.revisionOf ? 2 : 1,
      currency: document.currency ?? 'EUR',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row?.id as string;
};
const newLine = async (documentId: string, unitCents: number) => {
  const [configuration] = await db
    .insert(configurations)
    .values({ ...template, id: undefined } as typeof configurations.$inferInsert)
    .returning();
  const [line] = await db
    .insert(salesDocumentConfigurations)
    .values({
      documentId,
      configurationId: configuration?.id as string,
      position: ++positions,
      quantity: 1,
      unitPriceCents: unitCents,
    })
    .returning();
  await refreshLineTotals(db, [line?.id as string]);
  return { lineId: line?.id as string, configurationId: configuration?.id as string };
};
const markSent = (documentId: string) =>
  db
    .insert(salesDocumentGenerated)
    .values({
      documentId,
      typeId: T.offersent,
      language: 'en',
      fileName: 'offer.pdf',
      pdfKey: 'insight/offer.pdf',
      docxKey: 'insight/offer.docx',
    })
    .returning();
const setStatus = (documentId: string, status: DocumentStatusCode) =>
  db.update(salesDocuments).set({ statusId: S[status] }).where(eq(salesDocuments.id, documentId));

/** The period's figures counted straight from the base tables, as the dashboard defines them (docs/decisions.md). */
const directFigures = async () => {
  const counted = sql`d.status_id not in (${S.archived}::uuid, ${S.forwarded}::uuid)
    and d.created_at >= ${`${PERIOD.from}T00:00:00Z`}::timestamptz and d.created_at < '2021-07-01T00:00:00Z'::timestamptz`;
  const offer = sql`d.type_id = ${T.offer}::uuid and d.revision_root_id is null`;
  const [counts] = await rowsOf(sql`select
    count(*) filter (where d.type_id = ${T.inquiry}::uuid) as inquiries,
    count(*) filter (where ${offer}) as offers,
    count(*) filter (where ${offer} and exists (select 1 from sales_documents r
      join sales_document_generated g on g.document_id = r.id
      where coalesce(r.revision_root_id, r.id) = d.id and g.type_id = ${T.offersent}::uuid)) as sent,
    count(*) filter (where ${offer} and exists (select 1 from sales_documents r
      join sales_documents o on o.initial_document_id = r.id where coalesce(r.revision_root_id, r.id) = d.id
      and o.type_id = ${T.order}::uuid and o.status_id not in (${S.archived}::uuid, ${S.forwarded}::uuid))) as converted,
    count(*) filter (where d.type_id = ${T.order}::uuid) as orders
    from sales_documents d where ${counted}`);
  const money = await rowsOf(sql`select d.currency, count(*) as orders, sum(d.total_price_cents) as net,
      sum(d.total_tax_cents) as tax
    from sales_documents d where d.type_id = ${T.order}::uuid and ${counted} group by d.currency order by net desc, d.currency`);
  const [averages] = await rowsOf(sql`select
    (select avg(x.discount * 100 / x.base) from (
      select sum(l.with_additional_cost_cents + coalesce((select sum(c.value_cents) from document_configuration_costs c
          where c.document_configuration_id = l.id and c.kind = 'net'), 0) - l.total_price_cents)::numeric as discount,
        sum(l.with_additional_cost_cents) as base
      from sales_documents d join sales_document_configurations l on l.document_id = d.id
      where d.type_id = ${T.order}::uuid and ${counted} group by d.id) x where x.base > 0) as discount,
    (select avg(extract(epoch from (d.created_at - f0.created_at)) / 86400)
      from sales_documents d join sales_documents f on f.id = d.initial_document_id and f.type_id = ${T.offer}::uuid
      join sales_documents f0 on f0.id = coalesce(f.revision_root_id, f.id)
      where d.type_id = ${T.order}::uuid and ${counted}) as lead`);
  const offers = Number(counts?.offers);
  const round = (value: unknown, digits: number) =>
    value === null ? null : Math.round(Number(value) * 10 ** digits) / 10 ** digits;
  return {
    From: PERIOD.from,
    To: PERIOD.to,
    Inquiries: Number(counts?.inquiries),
    OffersMade: offers,
    OffersSent: Number(counts?.sent),
    ConvertedOffers: Number(counts?.converted),
    Orders: Number(counts?.orders),
    ConversionRate: offers === 0 ? null : round(Number(counts?.converted) / offers, 4),
    Money: money.map((row) => ({
      Currency: String(row.currency),
      Orders: Number(row.orders),
      RevenueNet: Number(row.net) / 100,
      Tax: Number(row.tax) / 100,
      AverageOrderValue: Math.round(Number(row.net) / Number(row.orders)) / 100,
    })),
    AverageDiscountPercent: round(averages?.discount, 2),
    AverageDaysOfferToOrder: round(averages?.lead, 1),
  } satisfies InsightFigures;
};
const dashboardFigures = async () => {
  const { authorization } = await signIn(app, DEMO_USERS.oem);
  const response = await app.inject({
    url: `/api/v1/insight/summary?from=${PERIOD.from}&to=${PERIOD.to}`,
    headers: { authorization, 'accept-language': 'en' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return insightSummarySchema.parse(response.json()).Current;
};
const expectFiguresRight = async (step: string) => {
  await expectInsightSummaryRight(db, step);
  expect(await dashboardFigures(), step).toEqual(await directFigures());
};

describe('the per-document summary kept by triggers', () => {
  it('holds the demo documents as the base tables say', async () => {
    await expectInsightSummaryRight(db, 'demo data');
    expect((await kept()).documents.length).toBeGreaterThan(0);
  });

  it('follows every change that moves a figure, in the writing transaction', async () => {
    const offer = await newDocument({ type: 'offer', at: '2021-06-02T09:00:00Z' });
    await newLine(offer, 120_000);
    await newDocument({ type: 'inquiry', at: '2021-06-01T08:00:00Z', status: 'received' });
    await expectFiguresRight('an offer with a line, an inquiry');
    expect(await summaryRow(offer)).toMatchObject({ offer: true, sent: false, converted: false });

    await markSent(offer);
    await expectFiguresRight('the offer sent');
    expect(await summaryRow(offer)).toMatchObject({ sent: true });

    // A second revision, sent; the first revision's own record removed: still sent, through the revision.
    const revision = await newDocument({ type: 'offer', at: '2021-06-04T09:00:00Z', revisionOf: offer });
    await newLine(revision, 110_000);
    await setStatus(offer, 'superseded');
    const [record] = await markSent(revision);
    await db.delete(salesDocumentGenerated).where(eq(salesDocumentGenerated.documentId, offer));
    await expectFiguresRight('a revision sent');
    // A later revision is not another offer.
    expect(await summaryRow(revision)).toMatchObject({ offer: false, sent: false });
    expect(await summaryRow(offer)).toMatchObject({ offer: true, sent: true });

    // An order made from the revision: the offer converted, the order five days after the offer's first revision.
    const order = await newDocument({ type: 'order', at: '2021-06-07T09:00:00Z', initial: revision });
    const orderLine = await newLine(order, 110_000);
    await expectFiguresRight('an order made from the offer');
    expect(await summaryRow(offer)).toMatchObject({ converted: true });

    // The order's lines: a price change, a discount, a net cost, a second line, a line removed.
    await db
      .update(salesDocumentConfigurations)
      .set({ unitPriceCents: 100_000 })
      .where(eq(salesDocumentConfigurations.id, orderLine.lineId));
    await refreshLineTotals(db, [orderLine.lineId]);
    await expectFiguresRight('a line price changed');
    await db.insert(documentConfigurationDiscounts).values({
      documentConfigurationId: orderLine.lineId,
      name: 'Discount',
      typeId: DISCOUNT_TYPE_IDS.percentage,
      value: 1500,
      level: 0,
    });
    await refreshLineTotals(db, [orderLine.lineId]);
    await expectFiguresRight('a discount');
    expect(Number((await summaryRow(order))?.discount_cents)).toBe(15_000);
    await db
      .insert(documentConfigurationCosts)
      .values({ documentConfigurationId: orderLine.lineId, kind: 'net', name: 'Delivery', valueCents: 2_000 });
    await expectFiguresRight('a net cost, before the totals are refreshed');
    await refreshLineTotals(db, [orderLine.lineId]);
    await expectFiguresRight('a net cost');
    const second = await newLine(order, 30_000);
    await expectFiguresRight('a second line');
    await db.delete(salesDocumentConfigurations).where(eq(salesDocumentConfigurations.id, second.lineId));
    await expectFiguresRight('a line removed');

    // A line's configuration moved to another model: the model breakdown follows.
    if (otherModel) {
      await db
        .update(configurations)
        .set({ modelId: otherModel.model_id })
        .where(eq(configurations.id, orderLine.configurationId));
      await expectFiguresRight('a configuration of another model');
    }
    // A choice of an ordered configuration changed: the top options follow.
    await db
      .update(configurations)
      .set({
        choices: sql`${configurations.choices} || '{"insight-test": "0d7b1c10-9999-4000-8000-000000000001"}'::jsonb`,
      })
      .where(eq(configurations.id, orderLine.configurationId));
    await expectFiguresRight('a choice changed');
    expect((await kept()).options.some((row) => row.document_id === order && row.parameter_id === 'insight-test')).toBe(
      true,
    );

    // Withdrawn and back.
    await setStatus(order, 'archived');
    await expectFiguresRight('the order archived');
    expect(await summaryRow(order)).toBeUndefined();
    expect(await summaryRow(offer)).toMatchObject({ converted: false });
    await setStatus(order, 'draft');
    await expectFiguresRight('the order unarchived');
    expect(await summaryRow(offer)).toMatchObject({ converted: true });
    await setStatus(offer, 'archived');
    await expectFiguresRight('the offer archived');
    await setStatus(offer, 'superseded');

    // Forwarded to the dealer: the sender's copy counts no more, the recipient's does.
    const inquiry = await newDocument({ type: 'inquiry', at: '2021-06-10T09:00:00Z' });
    await setStatus(inquiry, 'forwarded');
    const copy = await newDocument({
      type: 'inquiry',
      at: '2021-06-10T09:05:00Z',
      owner: DEALER_PARTNER,
      initial: inquiry,
    });
    await expectFiguresRight('an inquiry forwarded');
    expect(await summaryRow(inquiry)).toBeUndefined();
    expect(await summaryRow(copy)).toMatchObject({ owner_partner_id: DEALER_PARTNER });

    // Reassigned to another salesperson, in another currency.
    await db
      .update(salesDocuments)
      .set({ salesmanUserId: DEMO_DOCUMENT_IDS.userDealer, currency: 'CHF' })
      .where(eq(salesDocuments.id, order));
    await expectFiguresRight('reassigned, another currency');

    // Deleted: the order (its lines go with it), then the revision's record.
    await db.delete(salesDocuments).where(eq(salesDocuments.id, order));
    await expectFiguresRight('the order deleted');
    expect(await summaryRow(offer)).toMatchObject({ converted: false });
    await db.delete(salesDocumentGenerated).where(eq(salesDocumentGenerated.id, record?.id as string));
    await expectFiguresRight('the offer-sent record deleted');
    expect(await summaryRow(offer)).toMatchObject({ sent: false });

    // A change in one transaction that fails leaves the summary as it was.
    const before = await kept();
    await expect(
      db.transaction(async (tx) => {
        await tx.update(salesDocuments).set({ statusId: S.archived }).where(eq(salesDocuments.id, offer));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await kept()).toEqual(before);
  });

  it('is rebuilt in bulk (as the migration builds it) to the same rows the triggers kept', async () => {
    const before = await kept();
    await db.execute(sql`select insight_documents_rebuild()`);
    const after = await kept();
    for (const table of ['documents', 'models', 'days', 'modelDays', 'options', 'optionDays'] as const) {
      expect(normal(after[table]), table).toEqual(normal(before[table]));
    }
  });
});

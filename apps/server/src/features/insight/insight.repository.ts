import {
  DOCUMENT_TYPE_IDS,
  type InsightDimension,
  type InsightDocumentSet,
  type InsightGrain,
  type Language,
  ZERO_GUID,
} from '@door/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import type { InsightScope } from '#server/policies/insight.policy';
import {
  insightActingStorefronts,
  insightDocumentScope,
  insightPartnerScope,
  insightStorefrontScope,
} from '#server/policies/insight-access-query';

/** What one dashboard query reads: the caller's scope, a period of whole UTC days and the optional filters. */
export type InsightWindow = {
  scope: InsightScope;
  from: string;
  to: string;
  brandId?: string | undefined;
  brandPartnerId?: string | undefined;
  partnerId?: string | undefined;
  salesmanUserId?: string | undefined;
};

/**
 * Which documents of the window a list shows: a figure's set, optionally only those with a configuration of a model,
 * only those without a salesperson (a breakdown row's) or only the orders with a configuration choosing an option (a
 * top option's: parameter and value ids together).
 */
export type InsightDocumentList = {
  set: InsightDocumentSet;
  modelId?: string | undefined;
  withoutSalesman?: boolean | undefined;
  parameterId?: string | undefined;
  valueId?: string | undefined;
};

/** Counts of one period. */
export type DocumentCounts = {
  inquiries: number;
  offersMade: number;
  offersSent: number;
  convertedOffers: number;
  orders: number;
};

/** Money of the orders of one currency, in cents. */
export type MoneyRow = { currency: string; orders: number; netCents: number; taxCents: number };

/** Everything the summary shows of one period. */
export type PeriodFigures = {
  counts: DocumentCounts;
  money: MoneyRow[];
  discountPercent: number | null;
  daysOfferToOrder: number | null;
};

const T = DOCUMENT_TYPE_IDS;
const id = (value: string) => sql.raw(`'${value}'::uuid`);

const startOf = (day: string) => `${day}T00:00:00.000Z`;
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/**
 * The conditions of the period's documents in the per-document summary `insight_documents` (which holds only the
 * counted documents: inquiries, offers and orders neither withdrawn nor forwarded away): tenant, period and filters.
 */
const documentConditions = (window: InsightWindow, alias = 'd', rollup = false): SQL => {
  const d = sql.raw(alias);
  const parts: SQL[] = [
    insightDocumentScope(window.scope, alias),
    ...(rollup
      ? [sql`${d}.day between ${window.from}::date and ${window.to}::date`]
      : [
          sql`${d}.created_at >= ${startOf(window.from)}::timestamptz`,
          sql`${d}.created_at < ${endOf(window.to)}::timestamptz`,
        ]),
  ];
  if (window.brandId) {
    parts.push(
      sql`${d}.brand_partner_id = any(array(select bp.id from brand_partners bp where bp.brand_id = ${window.brandId}::uuid))`,
    );
  }
  if (window.brandPartnerId) {
    parts.push(sql`${d}.brand_partner_id = ${window.brandPartnerId}::uuid`);
  }
  if (window.partnerId) {
    parts.push(sql`${d}.owner_partner_id = ${window.partnerId}::uuid`);
  }
  if (window.salesmanUserId) {
    parts.push(sql`${d}.salesman_user_id = ${window.salesmanUserId}::uuid`);
  }
  return sql.join(parts, sql` and `);
};

/**
 * The same conditions on a day rollup of the summary (`insight_document_days`, `insight_model_days`: per UTC day,
 * storefront, owner partner, salesperson — the zero id for none —, type and currency).
 */
const rollupConditions = (window: InsightWindow, alias = 'd'): SQL => documentConditions(window, alias, true);

/** The storefront conditions of the configuration and refused-demand summaries (they know no partner or salesperson). */
const storefrontConditions = (window: InsightWindow, alias: string): SQL => {
  const column = sql.raw(`${alias}.brand_partner_id`);
  const parts: SQL[] = [
    insightStorefrontScope(window.scope, column),
    sql`${sql.raw(alias)}.day between ${window.from}::date and ${window.to}::date`,
  ];
  if (window.brandId) {
    parts.push(
      sql`${column} = any(array(select bp.id from brand_partners bp where bp.brand_id = ${window.brandId}::uuid))`,
    );
  }
  if (window.brandPartnerId) {
    parts.push(sql`${column} = ${window.brandPartnerId}::uuid`);
  }
  if (window.partnerId) {
    parts.push(
      sql`${column} = any(array(select bp.id from brand_partners bp where bp.partner_id = ${window.partnerId}::uuid))`,
    );
  }
  return sql.join(parts, sql` and `);
};

// The summary row's facts (migration 0043, view insight_document_facts): `offer` marks an offer's first revision (an
// offer counts once with its revisions); `sent` an offer with an "offer sent" record on it or a revision; `converted`
// an offer from (a revision of) which an order not withdrawn was made. Each with its type, so the period index reads it.
const OFFER = sql`d.type_id = ${id(T.offer)} and d.offer`;

const SET_CONDITIONS: Record<InsightDocumentSet, SQL> = {
  inquiries: sql`d.type_id = ${id(T.inquiry)}`,
  offersMade: OFFER,
  offersSent: sql`${OFFER} and d.sent`,
  convertedOffers: sql`${OFFER} and d.converted`,
  orders: sql`d.type_id = ${id(T.order)}`,
};

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

// A group's offers and orders, and its orders' net and tax, summed from a day rollup (read by `groupOf`).
const GROUP_COLUMNS = sql`coalesce(sum(d.offers), 0) as offers,
  coalesce(sum(d.documents) filter (where d.type_id = ${id(T.order)}), 0) as orders,
  coalesce(sum(d.net_cents) filter (where d.type_id = ${id(T.order)}), 0) as net_cents,
  coalesce(sum(d.tax_cents) filter (where d.type_id = ${id(T.order)}), 0) as tax_cents`;

/** A group's offers, orders and order money of one currency. */
const groupOf = (row: Record<string, unknown>) => ({
  currency: String(row.currency),
  offers: num(row.offers),
  orders: num(row.orders),
  netCents: num(row.net_cents),
  taxCents: num(row.tax_cents),
});

const moneyOf = (rows: Record<string, unknown>[]): MoneyRow[] =>
  rows.map((row) => ({
    currency: String(row.currency),
    orders: num(row.orders),
    netCents: num(row.net_cents),
    taxCents: num(row.tax_cents),
  }));

/** The dashboard's queries; each reads through the tenant condition of `insight-access-query`. */
export const createInsightRepository = (db: DbOrTx) => ({
  /**
   * One period's figures in one read of the day rollup, per currency: the counts (summed over currencies), the orders'
   * net and tax, the mean of the orders' discounts (each order's discounts over its price before discounts, in
   * percent; orders with no price left out) and the mean days from the offer's first revision to the order made from it.
   */
  async periodFigures(window: InsightWindow): Promise<PeriodFigures> {
    const order = sql`d.type_id = ${id(T.order)}`;
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`select d.currency,
        sum(d.documents) filter (where d.type_id = ${id(T.inquiry)}) as inquiries,
        sum(d.offers) as offers,
        sum(d.sent) as sent,
        sum(d.converted) as converted,
        sum(d.documents) filter (where ${order}) as orders,
        coalesce(sum(d.net_cents) filter (where ${order}), 0) as net_cents,
        coalesce(sum(d.tax_cents) filter (where ${order}), 0) as tax_cents,
        sum(d.discount_percent_sum) filter (where ${order}) as discount_sum,
        sum(d.discount_orders) filter (where ${order}) as discount_orders,
        sum(d.lead_days_sum) filter (where ${order}) as lead_sum,
        sum(d.lead_orders) filter (where ${order}) as lead_orders
      from insight_document_days d
      where d.type_id in (${id(T.inquiry)}, ${id(T.offer)}, ${id(T.order)}) and ${rollupConditions(window)}
      group by d.currency`,
    );
    const total = (column: string) => rows.reduce((sum, row) => sum + num(row[column]), 0);
    const mean = (sum: string, count: string) => (total(count) === 0 ? null : total(sum) / total(count));
    return {
      counts: {
        inquiries: total('inquiries'),
        offersMade: total('offers'),
        offersSent: total('sent'),
        convertedOffers: total('converted'),
        orders: total('orders'),
      },
      money: moneyOf(rows.filter((row) => num(row.orders) > 0)),
      discountPercent: mean('discount_sum', 'discount_orders'),
      daysOfferToOrder: mean('lead_sum', 'lead_orders'),
    };
  },

  /** Configurations started in the period (the day summary), by the furthest step each reached. */
  async configurationSteps(window: InsightWindow): Promise<Map<number, number>> {
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`select c.step, sum(c.configurations) as configurations from insight_configuration_days c
        where ${storefrontConditions(window, 'c')} group by c.step`,
    );
    return new Map(rows.map((row) => [num(row.step), num(row.configurations)]));
  },

  /** Offers and orders (with their money per currency) by week or month, only the weeks or months that have any. */
  async timeline(window: InsightWindow, grain: InsightGrain) {
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`select to_char(date_trunc(${grain}, d.day::timestamp), 'YYYY-MM-DD') as start, d.currency,
          ${GROUP_COLUMNS}
        from insight_document_days d
        where d.type_id in (${id(T.offer)}, ${id(T.order)}) and ${rollupConditions(window)}
        group by 1, 2`,
    );
    return rows.map((row) => ({ start: String(row.start), ...groupOf(row) }));
  },

  /** Offers and orders with money per currency, by storefront, partner or salesperson, with their names. */
  async breakdown(window: InsightWindow, dimension: Exclude<InsightDimension, 'model'>) {
    const key = {
      storefront: 'd.brand_partner_id',
      partner: 'd.owner_partner_id',
      salesperson: `nullif(d.salesman_user_id, '${ZERO_GUID}'::uuid)`,
    }[dimension];
    const name = {
      storefront: sql`(select bp.title from brand_partners bp where bp.id = g.key)`,
      partner: sql`(select trim(replace(p.name, 'null', '')) from partners p where p.id = g.key)`,
      salesperson: sql`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = g.key)`,
    }[dimension];
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`with g as (
        select ${sql.raw(key)} as key, d.currency,
          ${GROUP_COLUMNS}
        from insight_document_days d
        where d.type_id in (${id(T.offer)}, ${id(T.order)}) and ${rollupConditions(window)}
        group by 1, 2 having sum(d.documents) <> 0
      ) select g.key::text as key, ${name} as name, g.currency, g.offers, g.orders, g.net_cents, g.tax_cents from g`,
    );
    return rows.map((row) => ({
      key: row.key === null ? null : String(row.key),
      name: row.name === null ? null : String(row.name),
      ...groupOf(row),
    }));
  },

  /**
   * Offers and orders with a configuration of each model (a document counts once per model), the orders' lines'
   * money of the model per currency, and a catalogue version each model is in (for its name).
   */
  async breakdownByModel(window: InsightWindow) {
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`select d.model_id::text as key, min(d.catalogue_version_id::text) as version_id, d.currency,
          ${GROUP_COLUMNS}
        from insight_model_days d
        where d.type_id in (${id(T.offer)}, ${id(T.order)}) and d.documents <> 0 and ${rollupConditions(window)}
        group by d.model_id, d.currency
        having sum(d.documents) <> 0`,
    );
    return rows.map((row) => ({ key: String(row.key), versionId: String(row.version_id), ...groupOf(row) }));
  },

  /**
   * The (parameter, value) choices most often made in the period's ordered configurations, the orders that made them,
   * a model to name them and the brand of its catalogue (a brand's ids are its own: a choice is one brand's option).
   */
  async topChoices(window: InsightWindow, limit: number) {
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`with g as (
          select d.parameter_id, d.value_id, sum(d.configurations) as configurations, sum(d.documents) as orders,
            min(d.catalogue_version_id::text) as version_id, min(d.model_id::text) as model_id
          from insight_option_days d
          where d.configurations <> 0 and ${rollupConditions(window)}
          group by d.parameter_id, d.value_id
          order by configurations desc, d.parameter_id, d.value_id limit ${limit}
        )
        select g.*, b.id::text as brand_id, b.name as brand
        from g left join catalogue_versions v on v.id = g.version_id::uuid left join brands b on b.id = v.brand_id
        order by g.configurations desc, g.parameter_id, g.value_id`,
    );
    return rows.map((row) => ({
      parameterId: String(row.parameter_id),
      valueId: String(row.value_id),
      configurations: num(row.configurations),
      orders: num(row.orders),
      versionId: String(row.version_id),
      modelId: String(row.model_id),
      brandId: String(row.brand_id ?? ''),
      brandName: String(row.brand ?? ''),
    }));
  },

  /** Refused demand of the period by model, rule and choice, most often first. */
  async refusals(window: InsightWindow, limit: number) {
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`select r.model_id::text as model_id, max(r.catalogue_version_id::text) as version_id, r.rule_id,
          r.parameter_id, r.value_id, r.kind, sum(r.refusals) as refusals
        from insight_refusals r where ${storefrontConditions(window, 'r')}
        group by r.model_id, r.rule_id, r.parameter_id, r.value_id, r.kind
        order by refusals desc, r.model_id, r.rule_id, r.parameter_id, r.value_id limit ${limit}`,
    );
    return rows.map((row) => ({
      modelId: String(row.model_id),
      versionId: String(row.version_id),
      ruleId: String(row.rule_id),
      parameterId: String(row.parameter_id),
      valueId: String(row.value_id),
      kind: String(row.kind) as 'refused' | 'changed',
      refusals: num(row.refusals),
    }));
  },

  /** A page of the documents of a set, newest first, and how many there are. */
  async listDocuments(
    window: InsightWindow,
    { set, modelId, withoutSalesman, parameterId, valueId }: InsightDocumentList,
    page: { offset: number; limit: number },
    lang: Language,
  ) {
    const model = modelId
      ? sql` and exists (select 1 from insight_document_models m where m.document_id = d.document_id
          and m.model_id = ${modelId}::uuid)`
      : sql``;
    const unassigned = withoutSalesman ? sql` and d.salesman_user_id is null` : sql``;
    // The orders' options (insight_document_options holds the counted orders' only), by its primary key.
    const option =
      parameterId && valueId
        ? sql` and exists (select 1 from insight_document_options o where o.document_id = d.document_id
          and o.parameter_id = ${parameterId.toLowerCase()} and o.value_id = ${valueId.toLowerCase()})`
        : sql``;
    const where = sql`${SET_CONDITIONS[set]} and ${documentConditions(window)}${model}${unassigned}${option}`;
    const [counted] = await executeRows<{ total: unknown }>(
      db,
      sql`select count(*) as total from insight_documents d where ${where}`,
    );
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`with page as (
          select d.document_id, d.created_at from insight_documents d where ${where}
          order by d.created_at desc, d.document_id limit ${page.limit} offset ${page.offset}
        )
        select x.id::text as id, x.brand_partner_id::text as brand_partner_id,
          x.year::text || '-' || lpad(x.number::text, 5, '0') as number,
          t.names ->> ${lang} as type_name, s.names ->> ${lang} as status_name, bp.title as storefront,
          trim(replace(p.name, 'null', '')) as partner,
          case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end as salesman,
          x.created_at, x.total_price_cents, x.total_tax_cents, x.currency
        from page
        join sales_documents x on x.id = page.document_id
        join document_types t on t.id = x.type_id
        join document_statuses s on s.id = x.status_id
        join brand_partners bp on bp.id = x.brand_partner_id
        join partners p on p.id = x.owner_partner_id
        left join users u on u.id = x.salesman_user_id
        order by page.created_at desc, page.document_id`,
    );
    return {
      total: num(counted?.total),
      rows: rows.map((row) => ({
        id: String(row.id),
        brandPartnerId: String(row.brand_partner_id),
        number: String(row.number),
        typeName: String(row.type_name ?? ''),
        statusName: String(row.status_name ?? ''),
        storefront: String(row.storefront ?? ''),
        partner: String(row.partner ?? ''),
        salesman: row.salesman === null ? null : String(row.salesman),
        createdAt: new Date(row.created_at as string | Date).toISOString(),
        netCents: num(row.total_price_cents),
        taxCents: num(row.total_tax_cents),
        currency: String(row.currency),
      })),
    };
  },

  /** What the caller may filter by: brands, storefronts, partners and salespeople in its scope (at most 500 each). */
  async choices(scope: InsightScope) {
    const storefronts = await executeRows<{ id: string; name: string; brand_id: string; brand: string }>(
      db,
      sql`select bp.id::text as id, bp.title as name, b.id::text as brand_id, b.name as brand
        from brand_partners bp join brands b on b.id = bp.brand_id
        where ${insightActingStorefronts(scope, sql`bp.id`)} order by bp.title, bp.id limit 500`,
    );
    const partners = await executeRows<{ id: string; name: string }>(
      db,
      sql`select p.id::text as id, trim(replace(p.name, 'null', '')) as name from partners p
        where ${insightPartnerScope(scope, sql`p.id`)} order by 2, 1 limit 500`,
    );
    const salespeople = await executeRows<{ id: string; name: string }>(
      db,
      sql`select u.id::text as id, trim(u.first_name || ' ' || u.last_name) as name from users u
        where u.role is not null and ${insightPartnerScope(scope, sql`u.partner_id`)} order by 2, 1 limit 500`,
    );
    return { storefronts, partners, salespeople };
  },
});

/** The dashboard's repository. */
export type InsightRepository = ReturnType<typeof createInsightRepository>;

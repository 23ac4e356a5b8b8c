import {
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  type InsightDimension,
  type InsightDocumentSet,
  type InsightGrain,
  type Language,
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

const T = DOCUMENT_TYPE_IDS;
const S = DOCUMENT_STATUS_IDS;
// Withdrawn (archived) documents count nowhere; a forwarded one counts at its recipient, whose copy it became.
const NOT_COUNTED = sql.raw(`'${S.archived}'::uuid, '${S.forwarded}'::uuid`);
const id = (value: string) => sql.raw(`'${value}'::uuid`);

const startOf = (day: string) => `${day}T00:00:00.000Z`;
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();

/** The conditions every counted document meets: tenant, period, not withdrawn, and the filters. */
const documentConditions = (window: InsightWindow, alias = 'd'): SQL => {
  const d = sql.raw(alias);
  const parts: SQL[] = [
    insightDocumentScope(window.scope, alias),
    sql`${d}.created_at >= ${startOf(window.from)}::timestamptz`,
    sql`${d}.created_at < ${endOf(window.to)}::timestamptz`,
    sql`${d}.status_id not in (${NOT_COUNTED})`,
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

// An offer is counted once with its revisions (a later revision names its first as `revision_root_id`).
const OFFER = sql`d.type_id = ${id(T.offer)} and d.revision_root_id is null`;
// An offer sent: print-and-send or mark-as-sent recorded an "offer sent" document for it or one of its revisions.
const isSent = (alias: string) =>
  sql`exists (select 1 from sales_documents r join sales_document_generated g on g.document_id = r.id
    where coalesce(r.revision_root_id, r.id) = ${sql.raw(alias)}.id and g.type_id = ${id(T.offersent)})`;
// An offer converted: an order (not withdrawn) was made from it or from one of its revisions.
const isConverted = (alias: string) =>
  sql`exists (select 1 from sales_documents r join sales_documents o on o.initial_document_id = r.id
    where coalesce(r.revision_root_id, r.id) = ${sql.raw(alias)}.id and o.type_id = ${id(T.order)}
      and o.status_id not in (${NOT_COUNTED}))`;

const SET_CONDITIONS: Record<InsightDocumentSet, SQL> = {
  inquiries: sql`d.type_id = ${id(T.inquiry)}`,
  offersMade: OFFER,
  offersSent: sql`${OFFER} and ${isSent('d')}`,
  convertedOffers: sql`${OFFER} and ${isConverted('d')}`,
  orders: sql`d.type_id = ${id(T.order)}`,
};

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

// A group's offers and orders, and its orders' net and tax (read by `groupOf`).
const GROUP_COLUMNS = sql`count(*) filter (where ${OFFER}) as offers,
  count(*) filter (where d.type_id = ${id(T.order)}) as orders,
  coalesce(sum(d.total_price_cents) filter (where d.type_id = ${id(T.order)}), 0) as net_cents,
  coalesce(sum(d.total_tax_cents) filter (where d.type_id = ${id(T.order)}), 0) as tax_cents`;

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
  /** Inquiries, offers made, sent and converted, and orders made in the period. */
  async countDocuments(window: InsightWindow): Promise<DocumentCounts> {
    const [row] = await executeRows<Record<string, unknown>>(
      db,
      sql`select
        count(*) filter (where d.type_id = ${id(T.inquiry)}) as inquiries,
        count(*) filter (where ${OFFER}) as offers,
        count(*) filter (where ${OFFER} and ${isSent('d')}) as sent,
        count(*) filter (where ${OFFER} and ${isConverted('d')}) as converted,
        count(*) filter (where d.type_id = ${id(T.order)}) as orders
      from sales_documents d
      where d.type_id in (${id(T.inquiry)}, ${id(T.offer)}, ${id(T.order)}) and ${documentConditions(window)}`,
    );
    return {
      inquiries: num(row?.inquiries),
      offersMade: num(row?.offers),
      offersSent: num(row?.sent),
      convertedOffers: num(row?.converted),
      orders: num(row?.orders),
    };
  },

  /** The period's orders per currency: net revenue and tax in cents, largest revenue first. */
  async orderMoney(window: InsightWindow): Promise<MoneyRow[]> {
    return moneyOf(
      await executeRows(
        db,
        sql`select d.currency, count(*) as orders, sum(d.total_price_cents) as net_cents, sum(d.total_tax_cents) as tax_cents
        from sales_documents d where d.type_id = ${id(T.order)} and ${documentConditions(window)}
        group by d.currency order by net_cents desc, d.currency`,
      ),
    );
  },

  /**
   * The mean of the period's orders' discounts (each order's discounts over its price before discounts, in percent;
   * orders with no price are left out), and the mean days from an offer to the order made from it.
   */
  async discountAndLeadTime(
    window: InsightWindow,
  ): Promise<{ discountPercent: number | null; daysOfferToOrder: number | null }> {
    const [row] = await executeRows<Record<string, unknown>>(
      db,
      sql`with orders as (
        select d.id, d.initial_document_id, d.created_at from sales_documents d
        where d.type_id = ${id(T.order)} and ${documentConditions(window)}
      ), per_order as (
        -- Lateral per order, so each order's lines and costs are index lookups (a join hashed every line).
        select o.id, x.discount_cents, x.base_cents from orders o
        cross join lateral (
          select sum(l.with_additional_cost_cents + coalesce(n.net_cents, 0) - l.total_price_cents) as discount_cents,
            sum(l.with_additional_cost_cents) as base_cents
          from sales_document_configurations l
          left join lateral (
            select sum(c.value_cents) as net_cents from document_configuration_costs c
            where c.document_configuration_id = l.id and c.kind = 'net'
          ) n on true
          where l.document_id = o.id
        ) x
      )
      select
        (select avg(p.discount_cents::numeric * 100 / p.base_cents) from per_order p where p.base_cents > 0) as discount,
        (select avg((
          select extract(epoch from (o.created_at - f0.created_at)) / 86400
          from sales_documents f join sales_documents f0 on f0.id = coalesce(f.revision_root_id, f.id)
          where f.id = o.initial_document_id and f.type_id = ${id(T.offer)}
        )) from orders o where o.initial_document_id is not null) as lead_days`,
    );
    return { discountPercent: numOrNull(row?.discount), daysOfferToOrder: numOrNull(row?.lead_days) };
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
      sql`select to_char(date_trunc(${grain}, d.created_at at time zone 'UTC'), 'YYYY-MM-DD') as start, d.currency,
          ${GROUP_COLUMNS}
        from sales_documents d
        where d.type_id in (${id(T.offer)}, ${id(T.order)}) and ${documentConditions(window)}
        group by 1, 2`,
    );
    return rows.map((row) => ({ start: String(row.start), ...groupOf(row) }));
  },

  /** Offers and orders with money per currency, by storefront, partner or salesperson, with their names. */
  async breakdown(window: InsightWindow, dimension: Exclude<InsightDimension, 'model'>) {
    const key = { storefront: 'd.brand_partner_id', partner: 'd.owner_partner_id', salesperson: 'd.salesman_user_id' }[
      dimension
    ];
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
        from sales_documents d
        where d.type_id in (${id(T.offer)}, ${id(T.order)}) and ${documentConditions(window)}
        group by 1, 2
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
      sql`select c.model_id::text as key, min(c.catalogue_version_id::text) as version_id, d.currency,
          count(distinct d.id) filter (where ${OFFER}) as offers,
          count(distinct d.id) filter (where d.type_id = ${id(T.order)}) as orders,
          coalesce(sum(l.total_price_cents) filter (where d.type_id = ${id(T.order)}), 0) as net_cents,
          coalesce(sum(l.total_tax_cents) filter (where d.type_id = ${id(T.order)}), 0) as tax_cents
        from sales_documents d
        join sales_document_configurations l on l.document_id = d.id
        join configurations c on c.id = l.configuration_id
        where d.type_id in (${id(T.offer)}, ${id(T.order)}) and ${documentConditions(window)}
        group by c.model_id, d.currency`,
    );
    return rows.map((row) => ({ key: String(row.key), versionId: String(row.version_id), ...groupOf(row) }));
  },

  /** The (parameter, value) choices most often made in the period's ordered configurations, with a model to name them. */
  async topChoices(window: InsightWindow, limit: number) {
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`select e.key as parameter_id, e.value as value_id, count(*) as configurations,
          min(c.catalogue_version_id::text) as version_id, min(c.model_id::text) as model_id
        from sales_documents d
        join sales_document_configurations l on l.document_id = d.id
        join configurations c on c.id = l.configuration_id
        cross join lateral jsonb_each_text(c.choices) e
        where d.type_id = ${id(T.order)} and ${documentConditions(window)}
          and e.value ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
        group by e.key, e.value order by configurations desc, e.key, e.value limit ${limit}`,
    );
    return rows.map((row) => ({
      parameterId: String(row.parameter_id),
      valueId: String(row.value_id),
      configurations: num(row.configurations),
      versionId: String(row.version_id),
      modelId: String(row.model_id),
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
    set: InsightDocumentSet,
    modelId: string | undefined,
    page: { offset: number; limit: number },
    lang: Language,
  ) {
    const model = modelId
      ? sql` and exists (select 1 from sales_document_configurations l join configurations c on c.id = l.configuration_id
          where l.document_id = d.id and c.model_id = ${modelId}::uuid)`
      : sql``;
    const where = sql`${SET_CONDITIONS[set]} and ${documentConditions(window)}${model}`;
    const [counted] = await executeRows<{ total: unknown }>(
      db,
      sql`select count(*) as total from sales_documents d where ${where}`,
    );
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`select d.id::text as id, d.brand_partner_id::text as brand_partner_id,
          d.year::text || '-' || lpad(d.number::text, 5, '0') as number,
          t.names ->> ${lang} as type_name, s.names ->> ${lang} as status_name, bp.title as storefront,
          trim(replace(p.name, 'null', '')) as partner,
          case when u.id is null then null else trim(u.first_name || ' ' || u.last_name) end as salesman,
          d.created_at, d.total_price_cents, d.total_tax_cents, d.currency
        from sales_documents d
        join document_types t on t.id = d.type_id
        join document_statuses s on s.id = d.status_id
        join brand_partners bp on bp.id = d.brand_partner_id
        join partners p on p.id = d.owner_partner_id
        left join users u on u.id = d.salesman_user_id
        where ${where}
        order by d.created_at desc, d.id limit ${page.limit} offset ${page.offset}`,
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

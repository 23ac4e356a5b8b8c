import { DOCUMENT_TYPE_IDS } from '@door/contract';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';

// The sales dashboard's summaries (insight_documents, insight_document_models, insight_document_options; migrations
// 0043–0046), their day rollups and the configurations' day counts (0040) are kept by triggers in the writing
// transaction. This check compares what they hold with what the views compute from the base tables (the rollups with a
// direct group-by): a writer that bypassed the triggers, or a trigger that missed a change, shows here.

const T = DOCUMENT_TYPE_IDS;

const rowsOf = (db: DbOrTx, query: SQL) => executeRows<Record<string, unknown>>(db, query);
const DAY_KEY = sql`day, brand_partner_id, owner_partner_id, salesman_user_id, type_id, currency`;
const OPTION_KEY = sql`day, brand_partner_id, owner_partner_id, salesman_user_id, parameter_id, value_id, model_id,
  catalogue_version_id`;
const CONFIGURATION_KEY = sql`brand_partner_id, day, model_id, step`;
/** What the triggers keep: the summaries and their rollups (rows of zero left out). */
export const keptInsightSummary = async (db: DbOrTx) => ({
  documents: await rowsOf(db, sql`select * from insight_documents order by document_id`),
  models: await rowsOf(db, sql`select * from insight_document_models order by document_id, model_id`),
  days: await rowsOf(
    db,
    sql`select ${DAY_KEY}, documents, offers, sent, converted, net_cents, tax_cents,
      discount_percent_sum, discount_orders, lead_days_sum, lead_orders
    from insight_document_days where documents <> 0 order by ${DAY_KEY}`,
  ),
  modelDays: await rowsOf(
    db,
    sql`select ${DAY_KEY}, model_id, catalogue_version_id, documents, offers, net_cents, tax_cents
    from insight_model_days where documents <> 0 order by ${DAY_KEY}, model_id, catalogue_version_id`,
  ),
  options: await rowsOf(db, sql`select * from insight_document_options order by document_id, parameter_id, value_id`),
  optionDays: await rowsOf(
    db,
    sql`select ${OPTION_KEY}, configurations, documents from insight_option_days
    where configurations <> 0 order by ${OPTION_KEY}`,
  ),
  configurationDays: await rowsOf(
    db,
    sql`select ${CONFIGURATION_KEY}, configurations from insight_configuration_days
    where configurations <> 0 order by ${CONFIGURATION_KEY}`,
  ),
});
// Straight from the base tables: each counted document's facts, and their sums per day and key.
const FACTS = sql`(select (f.created_at at time zone 'UTC')::date as day, f.brand_partner_id, f.owner_partner_id,
    coalesce(f.salesman_user_id, '00000000-0000-0000-0000-000000000000') as salesman_user_id, f.type_id, f.currency,
    f.document_id, f.offer, f.sent, f.converted, f.net_cents, f.tax_cents, f.discount_cents, f.base_cents, f.created_at,
    f.offer_created_at from insight_document_facts f) f`;
const computed = async (db: DbOrTx) => ({
  documents: await rowsOf(db, sql`select * from insight_document_facts order by document_id`),
  models: await rowsOf(
    db,
    sql`select m.* from insight_document_model_facts m
      where exists (select 1 from insight_document_facts f where f.document_id = m.document_id)
      order by m.document_id, m.model_id`,
  ),
  days: await rowsOf(
    db,
    sql`select ${DAY_KEY}, count(*) as documents, count(*) filter (where f.offer) as offers,
      count(*) filter (where f.sent) as sent, count(*) filter (where f.converted) as converted,
      sum(f.net_cents) as net_cents, sum(f.tax_cents) as tax_cents,
      coalesce(sum(f.discount_cents::numeric * 100 / f.base_cents) filter (where f.base_cents > 0), 0) as discount_percent_sum,
      count(*) filter (where f.base_cents > 0) as discount_orders,
      coalesce(sum(extract(epoch from (f.created_at - f.offer_created_at)) / 86400), 0) as lead_days_sum,
      count(f.offer_created_at) as lead_orders
    from ${FACTS} group by ${DAY_KEY} order by ${DAY_KEY}`,
  ),
  modelDays: await rowsOf(
    db,
    sql`select ${DAY_KEY}, m.model_id, m.catalogue_version_id, count(*) as documents,
      count(*) filter (where f.offer) as offers, sum(m.net_cents) as net_cents, sum(m.tax_cents) as tax_cents
    from ${FACTS} join insight_document_model_facts m on m.document_id = f.document_id
    group by ${DAY_KEY}, m.model_id, m.catalogue_version_id order by ${DAY_KEY}, m.model_id, m.catalogue_version_id`,
  ),
  options: await rowsOf(
    db,
    sql`select o.* from insight_document_option_facts o
    join insight_document_facts f on f.document_id = o.document_id and f.type_id = ${T.order}::uuid
    order by o.document_id, o.parameter_id, o.value_id`,
  ),
  optionDays: await rowsOf(
    db,
    sql`select ${OPTION_KEY}, sum(o.configurations) as configurations, count(*) as documents from (
      select f.day, f.brand_partner_id, f.owner_partner_id, f.salesman_user_id, o.parameter_id, o.value_id, o.model_id,
        o.catalogue_version_id, o.configurations
      from ${FACTS} join insight_document_option_facts o on o.document_id = f.document_id
      where f.type_id = ${T.order}::uuid) o
    group by ${OPTION_KEY} order by ${OPTION_KEY}`,
  ),
  configurationDays: await rowsOf(
    db,
    sql`select ${CONFIGURATION_KEY}, count(*) as configurations from (
      select brand_partner_id, (created_at at time zone 'UTC')::date as day, model_id, furthest_step as step
      from configurations) c
    group by ${CONFIGURATION_KEY} order by ${CONFIGURATION_KEY}`,
  ),
});
/** Numbers compared as numbers (to 1e-9), times as instants. */
export const normalRows = (rows: Record<string, unknown>[]) =>
  rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([key, value]) => [
        key,
        value instanceof Date
          ? value.toISOString()
          : typeof value === 'bigint' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
            ? Math.round(Number(value) * 1e9) / 1e9
            : value,
      ]),
    ),
  );
/** What the triggers kept equals what the base tables say (numbers compared as numbers, times as instants). */
export const expectInsightSummaryRight = async (db: DbOrTx, step: string) => {
  const [have, want] = [await keptInsightSummary(db), await computed(db)];
  expect(normalRows(have.documents), step).toEqual(normalRows(want.documents));
  expect(normalRows(have.models), step).toEqual(normalRows(want.models));
  expect(normalRows(have.days), step).toEqual(normalRows(want.days));
  expect(normalRows(have.modelDays), step).toEqual(normalRows(want.modelDays));
  expect(normalRows(have.options), step).toEqual(normalRows(want.options));
  expect(normalRows(have.optionDays), step).toEqual(normalRows(want.optionDays));
  expect(normalRows(have.configurationDays), step).toEqual(normalRows(want.configurationDays));
};

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { brandPartners } from './tenancy';

/** How far a configuration got: opened, changed at least once, put in a cart, taken into a document. */
export const CONFIGURATION_STEPS = { opened: 1, changed: 2, inCart: 3, inDocument: 4 } as const;

/**
 * How many configurations were started per day, storefront and model, by the furthest step each reached
 * (`configurations.furthest_step`). Kept by triggers in the transaction that inserts a configuration or moves its
 * step (migration 0040), so the dashboard's funnel and its abandoned configurations sum a few rows a day instead of
 * reading a million configurations.
 */
export const insightConfigurationDays = pgTable(
  'insight_configuration_days',
  {
    brandPartnerId: uuid('brand_partner_id')
      .notNull()
      .references(() => brandPartners.id),
    day: date('day', { mode: 'string' }).notNull(),
    modelId: uuid('model_id').notNull(),
    step: smallint('step').notNull(),
    configurations: integer('configurations').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.brandPartnerId, table.day, table.modelId, table.step] }),
    index('insight_configuration_days_day_idx').on(table.day),
  ],
);

/** What a rule did to a choice a customer tried: refused it outright, or changed other choices to allow it. */
export const REFUSAL_KINDS = ['refused', 'changed'] as const;
/** A kind of refused demand. */
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

/**
 * Demand the catalogue refuses: per day, storefront, catalogue version, model, rule and the choice tried (parameter
 * and value; an empty value for a number), how often the configurator refused it or had to change other choices for
 * it. Counted from the engine's own reasons; no configuration, user or visitor is named.
 */
export const insightRefusals = pgTable(
  'insight_refusals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    brandPartnerId: uuid('brand_partner_id')
      .notNull()
      .references(() => brandPartners.id),
    catalogueVersionId: uuid('catalogue_version_id').notNull(),
    modelId: uuid('model_id').notNull(),
    ruleId: varchar('rule_id', { length: 100 }).notNull(),
    parameterId: varchar('parameter_id', { length: 100 }).notNull(),
    valueId: varchar('value_id', { length: 100 }).notNull().default(''),
    kind: varchar('kind', { length: 10 }).$type<RefusalKind>().notNull(),
    refusals: integer('refusals').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.day,
        table.brandPartnerId,
        table.catalogueVersionId,
        table.modelId,
        table.ruleId,
        table.parameterId,
        table.valueId,
        table.kind,
      ],
    }),
    check('insight_refusals_kind_valid', sql`${table.kind} in ('refused', 'changed')`),
  ],
);

/**
 * One row per document the dashboard counts (an inquiry, offer or order that is neither archived nor forwarded away),
 * with what its figures need without reading other rows: an offer's first revision carries whether it or a revision
 * was sent and whether an order (not withdrawn) was made from it; an order carries its discounts over its price before
 * discounts and when the first revision of the offer it was made from was made. Kept by triggers in the transaction of
 * every change (migration 0043) from the view `insight_document_facts`, which computes the same row from the base
 * tables; the migration builds it in bulk (`insight_documents_rebuild()`).
 */
export const insightDocuments = pgTable(
  'insight_documents',
  {
    documentId: uuid('document_id').primaryKey(),
    typeId: uuid('type_id').notNull(),
    brandPartnerId: uuid('brand_partner_id').notNull(),
    ownerPartnerId: uuid('owner_partner_id').notNull(),
    salesmanUserId: uuid('salesman_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    /** An offer counted once with its revisions: its first revision. */
    offer: boolean('offer').notNull().default(false),
    sent: boolean('sent').notNull().default(false),
    converted: boolean('converted').notNull().default(false),
    /** An order's discounts (lines' price with additional costs and net costs, less their total) and that price. */
    discountCents: bigint('discount_cents', { mode: 'number' }),
    baseCents: bigint('base_cents', { mode: 'number' }),
    /** An order made from an offer: when the offer's first revision was made. */
    offerCreatedAt: timestamp('offer_created_at', { withTimezone: true }),
  },
  (table) => [index('insight_documents_period_idx').on(table.typeId, table.createdAt)],
);

/** Per counted document and model of its lines: the lines' net and tax, and a catalogue version naming the model. */
export const insightDocumentModels = pgTable(
  'insight_document_models',
  {
    documentId: uuid('document_id').notNull(),
    modelId: uuid('model_id').notNull(),
    catalogueVersionId: uuid('catalogue_version_id').notNull(),
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.modelId] })],
);

/** Whose and which day a rollup row is; a document without a salesperson has the zero id. */
const rollupDay = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  brandPartnerId: uuid('brand_partner_id').notNull(),
  ownerPartnerId: uuid('owner_partner_id').notNull(),
  salesmanUserId: uuid('salesman_user_id').notNull(),
});

/** The key of a day rollup of the per-document summary. */
const rollupKey = () => ({
  ...rollupDay(),
  typeId: uuid('type_id').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
});

/**
 * The per-document summary summed per day, storefront, owner partner, salesperson, type and currency (migration 0044),
 * kept in the same transaction by `insight_document_refresh` (the old row's share taken off, the new one's added): the
 * summary, funnel, timeline and breakdowns read a few rows a day instead of every document. The discount and
 * offer-to-order sums are of each order's percentage and days, with how many orders they sum.
 */
export const insightDocumentDays = pgTable(
  'insight_document_days',
  {
    ...rollupKey(),
    documents: integer('documents').notNull().default(0),
    offers: integer('offers').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    converted: integer('converted').notNull().default(0),
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
    discountPercentSum: numeric('discount_percent_sum').notNull().default('0'),
    discountOrders: integer('discount_orders').notNull().default(0),
    leadDaysSum: numeric('lead_days_sum').notNull().default('0'),
    leadOrders: integer('lead_orders').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.day,
        table.brandPartnerId,
        table.ownerPartnerId,
        table.salesmanUserId,
        table.typeId,
        table.currency,
      ],
    }),
  ],
);

/** The per-document models summed the same way, per model and the catalogue version naming it (migration 0044). */
export const insightModelDays = pgTable(
  'insight_model_days',
  {
    ...rollupKey(),
    modelId: uuid('model_id').notNull(),
    catalogueVersionId: uuid('catalogue_version_id').notNull(),
    documents: integer('documents').notNull().default(0),
    offers: integer('offers').notNull().default(0),
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.day,
        table.brandPartnerId,
        table.ownerPartnerId,
        table.salesmanUserId,
        table.typeId,
        table.currency,
        table.modelId,
        table.catalogueVersionId,
      ],
    }),
  ],
);

/**
 * Per counted order: how many of its lines' configurations chose each list value (a parameter and a value id), with
 * a model and catalogue version to name them (migration 0045); kept by `insight_document_refresh` like the other rows.
 */
export const insightDocumentOptions = pgTable(
  'insight_document_options',
  {
    documentId: uuid('document_id').notNull(),
    parameterId: text('parameter_id').notNull(),
    valueId: text('value_id').notNull(),
    modelId: uuid('model_id').notNull(),
    catalogueVersionId: uuid('catalogue_version_id').notNull(),
    configurations: integer('configurations').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.parameterId, table.valueId] })],
);

/** The orders' options summed per day, storefront, owner partner, salesperson, option and naming model (0045). */
export const insightOptionDays = pgTable(
  'insight_option_days',
  {
    ...rollupDay(),
    parameterId: text('parameter_id').notNull(),
    valueId: text('value_id').notNull(),
    modelId: uuid('model_id').notNull(),
    catalogueVersionId: uuid('catalogue_version_id').notNull(),
    configurations: integer('configurations').notNull().default(0),
    /** Orders with the option chosen (an order names an option with one model and version, so it counts once). */
    documents: integer('documents').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.day,
        table.brandPartnerId,
        table.ownerPartnerId,
        table.salesmanUserId,
        table.parameterId,
        table.valueId,
        table.modelId,
        table.catalogueVersionId,
      ],
    }),
  ],
);

import { DISCOUNT_TYPE_IDS, type Language } from '@door/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { salesDocumentConfigurations, salesDocuments } from './documents';
import { createdAtColumn, idColumn } from './helpers';
import { discountTypes, taxOptions } from './reference';
import { brandPartners } from './tenancy';

/** The tax options a brand partner offers, out of the reference table `tax_options`. */
export const brandPartnerTaxOptions = pgTable(
  'brand_partner_tax_options',
  {
    brandPartnerId: uuid('brand_partner_id')
      .notNull()
      .references(() => brandPartners.id),
    taxOptionId: uuid('tax_option_id')
      .notNull()
      .references(() => taxOptions.id),
  },
  (table) => [primaryKey({ columns: [table.brandPartnerId, table.taxOptionId] })],
);

/** An additional cost (before discounts) or a net cost (after discounts) of a configuration in a document. */
export const documentConfigurationCosts = pgTable(
  'document_configuration_costs',
  {
    id: idColumn(),
    documentConfigurationId: uuid('document_configuration_id')
      .notNull()
      .references(() => salesDocumentConfigurations.id, { onDelete: 'cascade' }),
    /** `additional` or `net`. */
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    /** The wall clock, not the transaction's start: rows added in one transaction keep their order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('document_configuration_costs_configuration_idx').on(table.documentConfigurationId),
    check('document_configuration_costs_kind_valid', sql`${table.kind} in ('additional', 'net')`),
    check('document_configuration_costs_value_range', sql`${table.valueCents} between -99999999 and 99999999`),
  ],
);

/**
 * A discount of a configuration in a document: percentage (value in hundredths of a percent, −100..100 %) or amount
 * (value in cents). Discounts apply in ascending level; equal levels apply to the same base.
 */
export const documentConfigurationDiscounts = pgTable(
  'document_configuration_discounts',
  {
    id: idColumn(),
    documentConfigurationId: uuid('document_configuration_id')
      .notNull()
      .references(() => salesDocumentConfigurations.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => discountTypes.id),
    /** Hundredths of a percent for a percentage discount, cents for an amount. */
    value: bigint('value', { mode: 'number' }).notNull(),
    level: integer('level').notNull(),
    /** The wall clock: discounts added in one transaction (an EDI import) keep their order within a level. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('document_configuration_discounts_configuration_idx').on(table.documentConfigurationId),
    check('document_configuration_discounts_level_range', sql`${table.level} between 0 and 100`),
    check(
      'document_configuration_discounts_value_range',
      sql`(${table.typeId} <> ${sql.raw(`'${DISCOUNT_TYPE_IDS.percentage}'`)} or ${table.value} between -10000 and 10000) and ${table.value} between -99999999 and 99999999`,
    ),
  ],
);

/** The tax option chosen for a configuration in a document; none chosen means no tax. */
export const documentConfigurationTaxOptions = pgTable('document_configuration_tax_options', {
  documentConfigurationId: uuid('document_configuration_id')
    .primaryKey()
    .references(() => salesDocumentConfigurations.id, { onDelete: 'cascade' }),
  taxOptionId: uuid('tax_option_id')
    .notNull()
    .references(() => taxOptions.id),
});

/** A term's name and description per language (any subset of the four). */
export type TermTexts = Partial<Record<Language, { name: string; description: string }>>;

/** A default payment (`payment`, with a cash-discount percentage) or delivery (`delivery`) term of a brand partner. */
export const brandPartnerTerms = pgTable(
  'brand_partner_terms',
  {
    id: idColumn(),
    brandPartnerId: uuid('brand_partner_id')
      .notNull()
      .references(() => brandPartners.id),
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    /** The name and description in other languages; `name` and `description` are the fallback. */
    texts: jsonb('texts').$type<TermTexts>().notNull().default({}),
    /** Cash discount in hundredths of a percent; payment terms only. */
    valueHundredths: bigint('value_hundredths', { mode: 'number' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    index('brand_partner_terms_brand_partner_idx').on(table.brandPartnerId),
    check('brand_partner_terms_kind_valid', sql`${table.kind} in ('payment', 'delivery')`),
    check('brand_partner_terms_sort_order_valid', sql`${table.sortOrder} >= 0`),
  ],
);

/**
 * A payment or delivery term of a document: copied from the brand partner's defaults when the document is created
 * (a trigger, whichever feature creates it; `is_custom` false), or added and edited on the document (`is_custom`).
 */
export const salesDocumentTerms = pgTable(
  'sales_document_terms',
  {
    id: idColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    description: varchar('description', { length: 2000 }).notNull().default(''),
    /** The default term's texts in other languages, copied with it; emptied when the term is edited on the document. */
    texts: jsonb('texts').$type<TermTexts>().notNull().default({}),
    valueHundredths: bigint('value_hundredths', { mode: 'number' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isCustom: boolean('is_custom').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sales_document_terms_document_idx').on(table.documentId, table.kind, table.sortOrder),
    check('sales_document_terms_kind_valid', sql`${table.kind} in ('payment', 'delivery')`),
    check('sales_document_terms_sort_order_valid', sql`${table.sortOrder} >= 0`),
    check('sales_document_terms_value_range', sql`${table.valueHundredths} between -99999999 and 99999999`),
  ],
);

import { boolean, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { localizedColumn } from './helpers';

/** ISO 3166 countries; names are localized from the ISO tables at run time. */
export const countries = pgTable('countries', {
  id: uuid('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
});

/** Languages documents can be printed and exported in. */
export const languages = pgTable('languages', {
  id: uuid('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
  name: varchar('name', { length: 50 }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
});

/** Sales document types (fixed ids of the contract). */
export const documentTypes = pgTable('document_types', {
  id: uuid('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  names: localizedColumn('names'),
  /** Whether an editor may create a document of this type by hand (copy, send to supplier). */
  isSelectable: boolean('is_selectable').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Sales document statuses (fixed ids of the contract). */
export const documentStatuses = pgTable('document_statuses', {
  id: uuid('id').primaryKey(),
  code: varchar('code', { length: 60 }).notNull().unique(),
  names: localizedColumn('names'),
  isError: boolean('is_error').notNull().default(false),
});

/** Project statuses (fixed ids of the contract). */
export const projectStatuses = pgTable('project_statuses', {
  id: uuid('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  names: localizedColumn('names'),
});

/** Tax options offered in the calculation, rate in basis points (2200 = 22 %). */
export const taxOptions = pgTable('tax_options', {
  id: uuid('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  names: localizedColumn('names'),
  rateBasisPoints: integer('rate_basis_points').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Discount types of the calculation. */
export const discountTypes = pgTable('discount_types', {
  id: uuid('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull().unique(),
  names: localizedColumn('names'),
});

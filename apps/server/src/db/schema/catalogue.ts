import type { LocalizedText } from '@door/contract';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { localizedColumn } from './helpers';
import { brands } from './tenancy';

/** A parameter category of a brand's catalogue (nested categories allowed). */
export const catalogueCategories = pgTable(
  'catalogue_categories',
  {
    id: uuid('id').primaryKey(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => catalogueCategories.id),
    code: varchar('code', { length: 60 }).notNull(),
    names: localizedColumn('names'),
    sortOrder: integer('sort_order').notNull().default(9999),
    showZeroPrices: boolean('show_zero_prices').notNull().default(false),
    statusId: uuid('status_id').notNull(),
  },
  (table) => [uniqueIndex('catalogue_categories_code_uq').on(table.brandId, table.code)],
);

/** A parameter of a brand's catalogue; models use a subset of them. */
export const catalogueParameters = pgTable(
  'catalogue_parameters',
  {
    id: uuid('id').primaryKey(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    code: varchar('code', { length: 60 }).notNull(),
    dataType: varchar('data_type', { length: 10 }).notNull(),
    names: localizedColumn('names'),
    titles: localizedColumn('titles'),
    brandNames: jsonb('brand_names').$type<LocalizedText>(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => catalogueCategories.id),
    sortOrder: integer('sort_order').notNull().default(99999),
    showPicture: boolean('show_picture').notNull().default(false),
  },
  (table) => [uniqueIndex('catalogue_parameters_code_uq').on(table.brandId, table.code)],
);

/** A value of a parameter; numeric parameters have one value carrying the range and the default. */
export const catalogueParameterValues = pgTable(
  'catalogue_parameter_values',
  {
    id: uuid('id').primaryKey(),
    parameterId: uuid('parameter_id')
      .notNull()
      .references(() => catalogueParameters.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 60 }).notNull(),
    names: localizedColumn('names'),
    brandNames: jsonb('brand_names').$type<LocalizedText>(),
    intValue: integer('int_value'),
    value: varchar('value', { length: 200 }).notNull().default(''),
    /** List price in cents, before the brand partner's markup. */
    priceCents: integer('price_cents').notNull().default(0),
    hasImage: boolean('has_image').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    color: varchar('color', { length: 7 }),
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('catalogue_parameter_values_code_uq').on(table.parameterId, table.code)],
);

/** The drawing recipe of a model: panel design, glazing cut-outs and proportions. */
export type DoorDesign = {
  kind: 'entrance' | 'interior' | 'glass';
  /** Leaf pattern. */
  pattern: 'flush' | 'panels2' | 'panels4' | 'panels6' | 'grooves-h' | 'grooves-v' | 'frame' | 'glass';
  /** Glazing cut-outs drawn when the configuration has glass. */
  glazing: 'none' | 'strip' | 'side-strip' | 'square' | 'three-squares' | 'porthole' | 'arch' | 'large' | 'full';
  /** Decorative inlay (stainless strips) colour, if any. */
  inlay: 'none' | 'steel' | 'black';
};

/** A door model (part) of a brand's catalogue. */
export const catalogueModels = pgTable(
  'catalogue_models',
  {
    id: uuid('id').primaryKey(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    code: varchar('code', { length: 60 }).notNull(),
    names: localizedColumn('names'),
    titles: localizedColumn('titles'),
    brandNames: jsonb('brand_names').$type<LocalizedText>(),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** List price in cents, before the brand partner's markup. */
    basePriceCents: integer('base_price_cents').notNull(),
    generateLiveImage: boolean('generate_live_image').notNull().default(true),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    design: jsonb('design').$type<DoorDesign>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    uniqueIndex('catalogue_models_code_uq').on(table.brandId, table.code),
    index('catalogue_models_brand_idx').on(table.brandId, table.sortOrder),
  ],
);

/** Which parameters a model uses (the row id is the ParameterPartId), in which order, with which values. */
export const catalogueModelParameters = pgTable(
  'catalogue_model_parameters',
  {
    id: uuid('id').primaryKey(),
    modelId: uuid('model_id')
      .notNull()
      .references(() => catalogueModels.id, { onDelete: 'cascade' }),
    parameterId: uuid('parameter_id')
      .notNull()
      .references(() => catalogueParameters.id),
    sortOrder: integer('sort_order').notNull().default(99999),
    isPopup: boolean('is_popup').notNull().default(false),
    /** The value codes this model offers; null: every value of the parameter. */
    valueCodes: jsonb('value_codes').$type<string[]>(),
    /** Replaces the parameter's default value (or number) for this model. */
    defaultValue: varchar('default_value', { length: 60 }),
    /** Replaces the range of a numeric parameter for this model. */
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
  },
  (table) => [uniqueIndex('catalogue_model_parameters_uq').on(table.modelId, table.parameterId)],
);

/** Rules as data (engine/definitions.ts); a null model applies the rule to every model with its parameter. */
export const catalogueRules = pgTable(
  'catalogue_rules',
  {
    id: uuid('id').primaryKey(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    modelId: uuid('model_id').references(() => catalogueModels.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('catalogue_rules_brand_idx').on(table.brandId, table.modelId)],
);

/** A selection category of the model selection (door type, style, material). */
export const selectionCategories = pgTable('selection_categories', {
  id: uuid('id').primaryKey(),
  brandId: uuid('brand_id')
    .notNull()
    .references(() => brands.id),
  names: localizedColumn('names'),
  sortOrder: integer('sort_order').notNull().default(9999),
});

/** A value of a selection category. */
export const selectionCategoryValues = pgTable('selection_category_values', {
  id: uuid('id').primaryKey(),
  categoryId: uuid('category_id')
    .notNull()
    .references(() => selectionCategories.id, { onDelete: 'cascade' }),
  names: localizedColumn('names'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** The selection category values a model carries. */
export const catalogueModelSelectionValues = pgTable(
  'catalogue_model_selection_values',
  {
    modelId: uuid('model_id')
      .notNull()
      .references(() => catalogueModels.id, { onDelete: 'cascade' }),
    valueId: uuid('value_id')
      .notNull()
      .references(() => selectionCategoryValues.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.modelId, table.valueId] })],
);

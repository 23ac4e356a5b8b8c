import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
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

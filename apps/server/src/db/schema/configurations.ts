import { boolean, foreignKey, index, jsonb, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { catalogueVersionModels, catalogueVersions } from './catalogue';
import { createdAtColumn } from './helpers';
import { brandPartners, users } from './tenancy';

/**
 * A configuration of one model at one brand partner. Anonymous configurations have no owner: their GUID is the
 * secret that grants access (it is random and never listed).
 */
export const configurations = pgTable(
  'configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandPartnerId: uuid('brand_partner_id')
      .notNull()
      .references(() => brandPartners.id),
    /** The model (PartId); it is a model of the configuration's catalogue version. */
    modelId: uuid('model_id').notNull(),
    /**
     * The catalogue version the configuration is priced with. One in a document keeps it until the user updates it;
     * one in no document moves to the brand's current version when it is next opened.
     */
    catalogueVersionId: uuid('catalogue_version_id')
      .notNull()
      .references(() => catalogueVersions.id),
    /** Parameter id → value id (list types) or typed text. */
    choices: jsonb('choices').$type<Record<string, string>>().notNull(),
    comment: varchar('comment', { length: 2000 }).notNull().default(''),
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    isPublished: boolean('is_published').notNull().default(false),
    /**
     * The furthest step the configuration reached (1 opened, 2 changed, 3 in a cart, 4 in a document), raised by
     * triggers (migration 0040) and summed per day in insight_configuration_days.
     */
    furthestStep: smallint('furthest_step').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('configurations_owner_idx').on(table.ownerUserId),
    foreignKey({
      name: 'configurations_version_model_fk',
      columns: [table.catalogueVersionId, table.modelId],
      foreignColumns: [catalogueVersionModels.versionId, catalogueVersionModels.modelId],
    }),
  ],
);

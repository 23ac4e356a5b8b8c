import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './helpers';
import { brands, users } from './tenancy';

/** Where a catalogue version came from (the contract's CATALOGUE_VERSION_SOURCES). */
export type CatalogueVersionSource = 'file' | 'prices' | 'seed' | 'upgrade' | 'draft' | 'merge';

/**
 * An immutable version of one brand's catalogue: every import stores one (docs/decisions.md "Catalogue versions").
 * The file is kept as the catalogue format writes it: `catalogue` holds everything but the models (brand, categories,
 * parameters, selection, rule sets, tests), `model_index` what the model selection needs of every model (the models
 * without parameters and rules, so the first selection after a start reads one row), and the models themselves are
 * rows of catalogue_version_models, compiled one by one when first used.
 */
export const catalogueVersions = pgTable(
  'catalogue_versions',
  {
    id: idColumn(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    /** 1, 2, 3, … per brand. */
    number: integer('number').notNull(),
    source: varchar('source', { length: 10 }).$type<CatalogueVersionSource>().notNull(),
    /** The version this one was compared with when it was imported (the diff shown); null for a brand's first. */
    basedOn: integer('based_on'),
    /** SHA-256 of the canonical file: an import of the same content finds this version instead of adding one. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    catalogue: text('catalogue').notNull(),
    modelIndex: text('model_index').notNull(),
    modelCount: integer('model_count').notNull(),
    /** The OEM admin who imported it; null for the seed and the upgrade of older databases. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('catalogue_versions_number_uq').on(table.brandId, table.number),
    index('catalogue_versions_hash_idx').on(table.brandId, table.contentHash),
    check('catalogue_versions_number_positive', sql`${table.number} > 0`),
    check(
      'catalogue_versions_source_valid',
      sql`${table.source} in ('file', 'prices', 'seed', 'upgrade', 'draft', 'merge')`,
    ),
  ],
);

/** A model of a catalogue version, as the catalogue format writes it (`model`: its JSON). */
export const catalogueVersionModels = pgTable(
  'catalogue_version_models',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => catalogueVersions.id, { onDelete: 'cascade' }),
    /** The model's id (PartId), derived from the brand and the model's code: the same in every version. */
    modelId: uuid('model_id').notNull(),
    code: varchar('code', { length: 60 }).notNull(),
    /** Index of the model in the file. */
    position: integer('position').notNull(),
    model: text('model').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.versionId, table.modelId] }),
    uniqueIndex('catalogue_version_models_code_uq').on(table.versionId, table.code),
  ],
);

/**
 * A publish: from `valid_from` on, the version is the brand's current one (until a later publish's time). A
 * re-publish of an older version is a rollback; a publish in the future is a scheduled switch (1 January).
 */
export const cataloguePublications = pgTable(
  'catalogue_publications',
  {
    id: idColumn(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    versionId: uuid('version_id')
      .notNull()
      .references(() => catalogueVersions.id),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The OEM admin who published it; null for the seed. */
    publishedByUserId: uuid('published_by_user_id').references(() => users.id),
    /** What the publisher wrote about it (the version history shows it); null when nothing. */
    note: text('note'),
  },
  (table) => [index('catalogue_publications_brand_idx').on(table.brandId, table.validFrom)],
);

/**
 * An import of a brand's catalogue that is running: one at a time per brand, so a second import that overlaps it is
 * refused (409) instead of storing a version compared with a catalogue that changed under it. A claim older than
 * ten minutes is of a process that died and may be taken over.
 */
export const catalogueImportClaims = pgTable('catalogue_import_claims', {
  brandId: uuid('brand_id')
    .primaryKey()
    .references(() => brands.id),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  claimedByUserId: uuid('claimed_by_user_id').references(() => users.id),
});

/**
 * The open draft of a brand's catalogue (at most one per brand): the catalogue file the workbench edits, started from a
 * version (or an uploaded file), changed by JSON Patch operations, each raising `revision` (a write naming an older
 * revision is refused), and published as a new version. Customers never see it.
 */
export const catalogueDrafts = pgTable(
  'catalogue_drafts',
  {
    id: idColumn(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The version the draft started from; null when it started from an uploaded file. */
    basedOnVersionId: uuid('based_on_version_id').references(() => catalogueVersions.id),
    /** The catalogue file as JSON text. */
    file: text('file').notNull(),
    revision: integer('revision').notNull().default(1),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('catalogue_drafts_brand_uq').on(table.brandId),
    check('catalogue_drafts_revision_positive', sql`${table.revision} > 0`),
  ],
);

/**
 * A catalogue version or draft stored before the drawing was declared in the file (issue 38), waiting for the upgrade
 * that writes into it the roles and kinds the drawing then read from codes (`db/seed/catalogue-drawing.upgrade.ts`).
 * The migration that made this table lists every version and draft there was; the next start upgrades them and
 * empties it, so a file imported later without any drawing keeps having none.
 */
export const catalogueDrawingUpgrades = pgTable(
  'catalogue_drawing_upgrades',
  {
    id: idColumn(),
    versionId: uuid('version_id').references(() => catalogueVersions.id, { onDelete: 'cascade' }),
    draftId: uuid('draft_id').references(() => catalogueDrafts.id, { onDelete: 'cascade' }),
  },
  (table) => [
    check('catalogue_drawing_upgrades_one_target', sql`num_nonnulls(${table.versionId}, ${table.draftId}) = 1`),
  ],
);

/**
 * A catalogue version or draft stored before catalogue texts followed the API's text rule (issue 37), waiting for the
 * repair that replaces each refused character (NUL, another control, an unpaired surrogate) with U+FFFD
 * (`db/seed/catalogue-texts.repair.ts`). Its migration lists every version and draft whose stored JSON holds an escaped
 * character (`\u…`: JSON.stringify escapes exactly those); the next start repairs them and empties the table.
 */
export const catalogueTextRepairs = pgTable(
  'catalogue_text_repairs',
  {
    id: idColumn(),
    versionId: uuid('version_id').references(() => catalogueVersions.id, { onDelete: 'cascade' }),
    draftId: uuid('draft_id').references(() => catalogueDrafts.id, { onDelete: 'cascade' }),
  },
  (table) => [check('catalogue_text_repairs_one_target', sql`num_nonnulls(${table.versionId}, ${table.draftId}) = 1`)],
);

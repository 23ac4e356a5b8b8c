import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './helpers';
import { users } from './tenancy';

/** Bytes as PostgreSQL `bytea` (node-postgres gives a Buffer, PGlite a Uint8Array: both are Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => value,
});

/**
 * Secrets the server makes once and every process of the installation shares (the signing key of tokens and file
 * links when none is configured). Written once (`on conflict do nothing`), read by every process at start.
 */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAtColumn(),
});

/**
 * The file store of a PostgreSQL installation without S3: one row a file, keyed like every store (keys are made by
 * the server), so any process serves any file.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: varchar('key', { length: 500 }).primaryKey(),
    contentType: varchar('content_type', { length: 200 }).notNull(),
    size: integer('size').notNull(),
    body: bytea('body').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('stored_files_size_matches', sql`${table.size} = octet_length(${table.body})`)],
);

/**
 * Who changed what and when: every catalogue publish and every management write, with the entity before and after
 * the change. Rows are only ever inserted: a trigger refuses every update and delete, so no call can edit the log.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: idColumn(),
    createdAt: createdAtColumn(),
    /** Null for the server's own changes (the seed, a scheduled task). */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    /** The actor's name and e-mail at the time of the change (a later rename does not rewrite the log). */
    actorName: varchar('actor_name', { length: 300 }).notNull().default(''),
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entity_type', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }).notNull(),
    entityName: varchar('entity_name', { length: 300 }).notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (table) => [
    index('audit_entries_created_idx').on(table.createdAt),
    index('audit_entries_entity_idx').on(table.entityType, table.entityId),
    // An entry has a size bound (services/audit-log.ts keeps pictures as hash and size); entries written before the
    // bound are not checked (NOT VALID) and are summarised when read.
    check('audit_entries_before_bounded', sql`octet_length(coalesce(${table.before}::text, '')) <= 16384`),
    check('audit_entries_after_bounded', sql`octet_length(coalesce(${table.after}::text, '')) <= 16384`),
  ],
);

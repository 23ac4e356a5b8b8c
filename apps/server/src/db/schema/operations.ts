import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './helpers';

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

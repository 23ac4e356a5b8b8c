import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { salesDocuments } from './documents';
import { createdAtColumn, idColumn } from './helpers';
import { partners, users } from './tenancy';

/**
 * OAuth2 client credentials of a partner (a machine key): the secret is kept as its SHA-256 only (it is 32 random
 * bytes, so a slow hash adds nothing), a revoked key's tokens are refused at once (the auth plugin reads the row on
 * every request of a machine token). A key acts with the rights of the user who made it, cut down to its scopes.
 */
export const machineKeys = pgTable(
  'machine_keys',
  {
    id: idColumn(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 100 }).notNull(),
    clientId: varchar('client_id', { length: 60 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: createdAtColumn(),
    /** Written at most once a minute per key, so a busy key does not write on every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('machine_keys_client_id_uq').on(table.clientId),
    index('machine_keys_partner_idx').on(table.partnerId),
  ],
);

/**
 * An HTTPS endpoint of a partner that receives the events it subscribed to, signed with its secret (Standard
 * Webhooks). The secret is needed again to sign, so it is kept encrypted (AES-256-GCM, a key derived from the
 * installation's signing key), never shown after its creation. It receives only events of documents the user who
 * registered it may read (services/webhook-events.ts).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: idColumn(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    url: varchar('url', { length: 2000 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull(),
    secretCipher: text('secret_cipher').notNull(),
    createdAt: createdAtColumn(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [index('webhook_endpoints_partner_idx').on(table.partnerId)],
);

/**
 * An event as it happened, written in the transaction of the change (the outbox): its body is fixed then, so every
 * attempt and redelivery sends the same bytes under the same `webhook-id`.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: idColumn(),
    type: varchar('type', { length: 40 }).notNull(),
    /** The partner whose change it is (null: the manufacturer's catalogue). */
    partnerId: uuid('partner_id').references(() => partners.id),
    documentId: uuid('document_id').references(() => salesDocuments.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('webhook_events_created_idx').on(table.createdAt)],
);

/**
 * One event for one endpoint: sent by a job of the jobs table (claimed once across processes, retried with backoff
 * for about 24 h), its attempts in `webhook_attempts`.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** pending → succeeded, failed (after the last attempt) or cancelled (the endpoint was disabled). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_event_endpoint_uq').on(table.eventId, table.endpointId),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    check('webhook_deliveries_status_valid', sql`${table.status} in ('pending', 'succeeded', 'failed', 'cancelled')`),
  ],
);

/** Every attempt of a delivery: when, the answer's status (null: no answer), how long it took, the error. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: idColumn(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: createdAtColumn(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId)],
);

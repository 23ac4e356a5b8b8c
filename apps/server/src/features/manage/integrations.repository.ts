import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { machineKeys, partners, users, webhookDeliveries, webhookEndpoints, webhookEvents } from '#server/db/schema';

const creatorName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const keyColumns = {
  id: machineKeys.id,
  name: machineKeys.name,
  clientId: machineKeys.clientId,
  scopes: machineKeys.scopes,
  partnerId: machineKeys.partnerId,
  partnerName: partners.name,
  createdByName: creatorName,
  createdAt: machineKeys.createdAt,
  lastUsedAt: machineKeys.lastUsedAt,
  revokedAt: machineKeys.revokedAt,
};

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  events: webhookEndpoints.events,
  partnerId: webhookEndpoints.partnerId,
  partnerName: partners.name,
  createdByName: creatorName,
  createdAt: webhookEndpoints.createdAt,
  disabledAt: webhookEndpoints.disabledAt,
};

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  eventId: webhookDeliveries.eventId,
  eventType: webhookEvents.type,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  lastError: webhookDeliveries.lastError,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  createdAt: webhookDeliveries.createdAt,
};

/** A machine key row with its partner's and maker's names. */
export type MachineKeyRow = Awaited<ReturnType<ReturnType<typeof createIntegrationsRepository>['listKeys']>>[number];
/** A webhook endpoint row with its partner's and maker's names. */
export type WebhookEndpointRow = Awaited<
  ReturnType<ReturnType<typeof createIntegrationsRepository>['listEndpoints']>
>[number];
/** A delivery row with its event's type. */
export type WebhookDeliveryRow = Awaited<
  ReturnType<ReturnType<typeof createIntegrationsRepository>['listDeliveries']>
>['items'][number];

/** Limits a query to the partners in reach (null: every partner). */
const inReach = (column: typeof machineKeys.partnerId | typeof webhookEndpoints.partnerId, reach: string[] | null) =>
  reach === null ? undefined : inArray(column, reach);

/** The queries of the integrations page: machine keys, webhook endpoints and their deliveries. */
export const createIntegrationsRepository = () => ({
  /** The keys of the partners in reach, newest first. */
  listKeys: (db: DbOrTx, reach: string[] | null, where?: SQL) =>
    db
      .select(keyColumns)
      .from(machineKeys)
      .innerJoin(partners, eq(partners.id, machineKeys.partnerId))
      .innerJoin(users, eq(users.id, machineKeys.createdByUserId))
      .where(and(inReach(machineKeys.partnerId, reach), where))
      .orderBy(desc(machineKeys.createdAt)),

  /** One key of the partners in reach. */
  findKey: async (db: DbOrTx, reach: string[] | null, keyId: string) => {
    const rows = await createIntegrationsRepository().listKeys(db, reach, eq(machineKeys.id, keyId));
    return rows[0] ?? null;
  },

  /** Stores a new key. */
  insertKey: async (db: DbOrTx, values: typeof machineKeys.$inferInsert) => {
    const [row] = await db.insert(machineKeys).values(values).returning({ id: machineKeys.id });
    return row?.id ?? '';
  },

  /** Revokes a key (once: a revoked key keeps its first revoke time). */
  revokeKey: (db: DbOrTx, keyId: string) =>
    db
      .update(machineKeys)
      .set({ revokedAt: sql`coalesce(${machineKeys.revokedAt}, now())` })
      .where(eq(machineKeys.id, keyId)),

  /** The endpoints of the partners in reach, newest first. */
  listEndpoints: (db: DbOrTx, reach: string[] | null, where?: SQL) =>
    db
      .select(endpointColumns)
      .from(webhookEndpoints)
      .innerJoin(partners, eq(partners.id, webhookEndpoints.partnerId))
      .innerJoin(users, eq(users.id, webhookEndpoints.createdByUserId))
      .where(and(inReach(webhookEndpoints.partnerId, reach), where))
      .orderBy(desc(webhookEndpoints.createdAt)),

  /** One endpoint of the partners in reach. */
  findEndpoint: async (db: DbOrTx, reach: string[] | null, endpointId: string) => {
    const rows = await createIntegrationsRepository().listEndpoints(db, reach, eq(webhookEndpoints.id, endpointId));
    return rows[0] ?? null;
  },

  /** Stores a new endpoint. */
  insertEndpoint: async (db: DbOrTx, values: typeof webhookEndpoints.$inferInsert) => {
    const [row] = await db.insert(webhookEndpoints).values(values).returning({ id: webhookEndpoints.id });
    return row?.id ?? '';
  },

  /** Disables an endpoint and cancels its deliveries still pending. */
  disableEndpoint: async (db: DbOrTx, endpointId: string) => {
    await db
      .update(webhookEndpoints)
      .set({ disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, now())` })
      .where(eq(webhookEndpoints.id, endpointId));
    await db
      .update(webhookDeliveries)
      .set({ status: 'cancelled' })
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
  },

  /** A page of an endpoint's deliveries, newest first, and how many it has. */
  listDeliveries: async (db: DbOrTx, endpointId: string, page: number, pageSize: number) => {
    const items = await db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const [total] = await db
      .select({ value: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    return { items, total: total?.value ?? 0 };
  },

  /** A delivery with its endpoint's partner, locked for the redelivery's transaction. */
  findDeliveryForUpdate: async (db: DbOrTx, deliveryId: string) => {
    const [row] = await db
      .select({ ...deliveryColumns, partnerId: webhookEndpoints.partnerId, disabledAt: webhookEndpoints.disabledAt })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId))
      .for('update', { of: [webhookDeliveries] });
    return row ?? null;
  },

  /** Makes a delivery pending again (its redelivery's job is queued beside). */
  reopenDelivery: (db: DbOrTx, deliveryId: string) =>
    db.update(webhookDeliveries).set({ status: 'pending' }).where(eq(webhookDeliveries.id, deliveryId)),
});
/** The integrations repository. */
export type IntegrationsRepository = ReturnType<typeof createIntegrationsRepository>;

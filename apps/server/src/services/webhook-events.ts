import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@door/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { UserCaller } from '#server/core/caller';
import type { DbOrTx } from '#server/db/client';
import { userBrandPartners, users, webhookDeliveries, webhookEndpoints, webhookEvents } from '#server/db/schema';
import { enqueueJob } from './job-runner';

/** The job kind that sends one delivery. */
export const WEBHOOK_DELIVERY_JOB = 'webhookDelivery';
/** The channel whose notice (sent at commit) wakes every process's job loop for a new delivery. */
export const WEBHOOK_CHANNEL = 'webhook_deliveries';

/** What a document event carries (`data` of the Standard Webhooks payload). */
export type DocumentEventData = {
  SalesDocumentId: string;
  DocumentNumber: string;
  DocumentTypeId: string;
  DocumentStatusId: string;
  ProjectId: string;
  BrandPartnerId: string;
  OwnerPartnerId: string;
  /** Further fields of the event (the order an accepted offer became, …). */
  [field: string]: string | number | boolean | null;
};

/** What a catalogue event carries. */
export type CatalogueEventData = { BrandId: string; BrandName: string; Version: number; ValidFrom: string };

/** The events by type with the data each carries. */
export type WebhookEventData = {
  'document.confirmed': DocumentEventData;
  'offer.sent': DocumentEventData;
  'offer.accepted': DocumentEventData;
  'order.submitted': DocumentEventData;
  'catalogue.published': CatalogueEventData;
};

/** The document event types. */
export type DocumentEventType = Exclude<WebhookEventType, 'catalogue.published'>;

/** An endpoint subscribed to a type, with the user who registered it (whose rights it receives by). */
const subscribedEndpoints = async (tx: DbOrTx, type: WebhookEventType) => {
  const rows = await tx
    .select({
      id: webhookEndpoints.id,
      partnerId: webhookEndpoints.partnerId,
      userId: users.id,
      email: users.email,
      role: users.role,
      userPartnerId: users.partnerId,
      isOem: users.isOem,
      isOemAdmin: users.isOemAdmin,
      isParentPartner: users.isParentPartner,
    })
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.id, webhookEndpoints.createdByUserId))
    .where(
      and(
        isNull(webhookEndpoints.disabledAt),
        eq(users.isActive, true),
        // The registering user still belongs to the endpoint's partner: otherwise its rights are not the partner's.
        eq(users.partnerId, webhookEndpoints.partnerId),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
  if (rows.length === 0) {
    return [];
  }
  const storefronts = await tx
    .select({ userId: userBrandPartners.userId, brandPartnerId: userBrandPartners.brandPartnerId })
    .from(userBrandPartners)
    .where(
      inArray(
        userBrandPartners.userId,
        rows.map((row) => row.userId),
      ),
    );
  return rows.map((row) => {
    const subject: UserCaller = {
      kind: 'user',
      userId: row.userId,
      email: row.email,
      role: row.role === 'admin' || row.role === 'prod' || row.role === 'mon' ? row.role : null,
      partnerId: row.userPartnerId,
      isOem: row.isOem,
      isOemAdmin: row.isOemAdmin,
      isParentPartner: row.isParentPartner,
      brandPartnerIds: storefronts.filter((entry) => entry.userId === row.userId).map((entry) => entry.brandPartnerId),
    };
    return { id: row.id, subject };
  });
};

/**
 * Writes an event and one delivery (a job) per endpoint that may receive it, in the caller's transaction (the
 * outbox: the change and its events are committed together or not at all); the notice sent at commit wakes every
 * process's job loop. An event no endpoint receives is not stored. `recipients` picks the endpoints by the rights of the users who registered them.
 */
export const writeWebhookEvent = async (
  tx: DbOrTx,
  event: { type: WebhookEventType; partnerId: string | null; documentId: string | null; data: object },
  recipients: (subject: UserCaller) => boolean,
): Promise<string> => {
  const id = randomUUID();
  const endpoints = (await subscribedEndpoints(tx, event.type)).filter((endpoint) => recipients(endpoint.subject));
  if (endpoints.length === 0) {
    // Nobody receives it: nothing to keep (most confirms of an installation without webhooks).
    return id;
  }
  const body = JSON.stringify({ type: event.type, timestamp: new Date().toISOString(), data: event.data });
  await tx
    .insert(webhookEvents)
    .values({ id, type: event.type, partnerId: event.partnerId, documentId: event.documentId, body });
  for (const endpoint of endpoints) {
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ eventId: id, endpointId: endpoint.id })
      .returning({ id: webhookDeliveries.id });
    if (delivery) {
      await enqueueJob(tx, { kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId: delivery.id } });
    }
  }
  await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  return id;
};

/** Emits `catalogue.published` in the publish's transaction: to the manufacturer's OEM admins' endpoints only. */
export const emitCatalogueEvent = (tx: DbOrTx, data: CatalogueEventData): Promise<string> =>
  writeWebhookEvent(
    tx,
    { type: 'catalogue.published', partnerId: null, documentId: null, data },
    (subject) => subject.isOem && subject.isOemAdmin,
  );

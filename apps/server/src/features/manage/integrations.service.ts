import type {
  CreatedMachineKey,
  CreatedWebhook,
  CreateMachineKeyBody,
  Integrations,
  MachineKey,
  MachineScope,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEventType,
} from '@door/contract';
import { type createWebhookBodySchema, MACHINE_SCOPES, webhookDeliveriesQuerySchema } from '@door/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { Db } from '#server/db/client';
import { integrationReach, requireIntegrationManager, subscribableEvents } from '#server/policies/integration.policy';
import { recordAudit } from '#server/services/audit-log';
import { enqueueJob } from '#server/services/job-runner';
import { hashMachineSecret, newMachineCredentials } from '#server/services/machine-keys';
import { type AddressPolicy, judgeWebhookAddress } from '#server/services/webhook-address';
import { WEBHOOK_CHANNEL, WEBHOOK_DELIVERY_JOB } from '#server/services/webhook-events';
import { newWebhookSecret, type SecretBox, webhookMessageId } from '#server/services/webhook-signature';
import { ADDRESS_REFUSALS, INTEGRATION_MESSAGES as M } from './integrations.messages';
import type {
  IntegrationsRepository,
  MachineKeyRow,
  WebhookDeliveryRow,
  WebhookEndpointRow,
} from './integrations.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const keyOf = (row: MachineKeyRow): MachineKey => ({
  MachineKeyId: row.id,
  Name: row.name,
  ClientId: row.clientId,
  Scopes: MACHINE_SCOPES.filter((scope) => row.scopes.includes(scope)),
  PartnerId: row.partnerId,
  PartnerName: row.partnerName,
  CreatedByName: row.createdByName,
  CreatedAt: row.createdAt.toISOString(),
  LastUsedAt: iso(row.lastUsedAt),
  RevokedAt: iso(row.revokedAt),
});

const endpointOf = (row: WebhookEndpointRow): WebhookEndpoint => ({
  WebhookId: row.id,
  Url: row.url,
  Description: row.description,
  Events: row.events as WebhookEventType[],
  PartnerId: row.partnerId,
  PartnerName: row.partnerName,
  CreatedByName: row.createdByName,
  CreatedAt: row.createdAt.toISOString(),
  DisabledAt: iso(row.disabledAt),
});

const deliveryOf = (row: WebhookDeliveryRow): WebhookDelivery => ({
  DeliveryId: row.id,
  WebhookId: row.endpointId,
  EventId: webhookMessageId(row.eventId),
  EventType: row.eventType as WebhookEventType,
  Status: row.status as WebhookDelivery['Status'],
  Attempts: row.attempts,
  LastStatusCode: row.lastStatusCode,
  LastError: row.lastError,
  LastAttemptAt: iso(row.lastAttemptAt),
  CreatedAt: row.createdAt.toISOString(),
});

type Deps = {
  db: Db;
  repository: IntegrationsRepository;
  secrets: SecretBox;
  addressPolicy: AddressPolicy;
};

/**
 * The integrations page: a partner's machine keys (OAuth2 client credentials) and webhook endpoints, each secret
 * shown once when made; revoke, disable, the delivery log and redelivery. Every write is in the audit log.
 */
export const createIntegrationsService = ({ db, repository, secrets, addressPolicy }: Deps) => {
  const required = <T>(row: T | null): T => {
    if (!row) {
      throw new AppError(M.notFound);
    }
    return row;
  };

  return {
    /** `GET /manage/integrations`: the keys and endpoints in reach, and the events and scopes the caller may pick. */
    async get(caller: Caller): Promise<Integrations> {
      const manager = requireIntegrationManager(caller);
      const reach = integrationReach(manager);
      const [keys, endpoints] = await Promise.all([
        repository.listKeys(db, reach),
        repository.listEndpoints(db, reach),
      ]);
      return {
        Keys: keys.map(keyOf),
        Webhooks: endpoints.map(endpointOf),
        EventTypes: subscribableEvents(manager),
        Scopes: [...MACHINE_SCOPES],
      };
    },

    /** `POST /manage/integrations/keys`: a key of the caller's partner; its secret only in this reply. */
    async createKey(caller: Caller, body: CreateMachineKeyBody): Promise<CreatedMachineKey> {
      const manager = requireIntegrationManager(caller);
      const { clientId, clientSecret } = newMachineCredentials();
      const scopes: MachineScope[] = MACHINE_SCOPES.filter((scope) => body.Scopes.includes(scope));
      return db.transaction(async (tx) => {
        const id = await repository.insertKey(tx, {
          partnerId: manager.partnerId,
          createdByUserId: manager.user.userId,
          name: body.Name,
          clientId,
          secretHash: hashMachineSecret(clientSecret),
          scopes,
        });
        await recordAudit(tx, {
          actorUserId: manager.user.userId,
          action: 'machineKey.create',
          entityType: 'machineKey',
          entityId: id,
          entityName: body.Name,
          before: null,
          after: { clientId, scopes },
        });
        const key = required(await repository.findKey(tx, null, id));
        return { Key: keyOf(key), ClientSecret: clientSecret };
      });
    },

    /** `DELETE /manage/integrations/keys/{id}`: revokes the key; its tokens are refused from now on. */
    async revokeKey(caller: Caller, keyId: string): Promise<MachineKey> {
      const manager = requireIntegrationManager(caller);
      return db.transaction(async (tx) => {
        const before = required(await repository.findKey(tx, integrationReach(manager), keyId));
        if (before.revokedAt === null) {
          await repository.revokeKey(tx, keyId);
          await recordAudit(tx, {
            actorUserId: manager.user.userId,
            action: 'machineKey.revoke',
            entityType: 'machineKey',
            entityId: keyId,
            entityName: before.name,
            before: { revokedAt: null },
            after: { revokedAt: 'now' },
          });
        }
        return keyOf(required(await repository.findKey(tx, null, keyId)));
      });
    },

    /**
     * `POST /manage/integrations/webhooks`: an endpoint of the caller's partner. The address must be HTTPS and
     * resolve to public addresses only (400 naming Url and why); the catalogue's events are the OEM admins' (403
     * naming Events). Its signing secret only in this reply.
     */
    async createWebhook(caller: Caller, body: z.output<typeof createWebhookBodySchema>): Promise<CreatedWebhook> {
      const manager = requireIntegrationManager(caller);
      const allowed = subscribableEvents(manager);
      if (body.Events.some((type) => !allowed.includes(type))) {
        throw new AppError(M.eventNotAllowed, { detail: 'Events' });
      }
      const judged = await judgeWebhookAddress(body.Url, addressPolicy);
      if (!judged.ok) {
        throw new AppError(ADDRESS_REFUSALS[judged.reason], { detail: 'Url' });
      }
      const secret = newWebhookSecret();
      const events = [...new Set(body.Events)];
      return db.transaction(async (tx) => {
        const id = await repository.insertEndpoint(tx, {
          partnerId: manager.partnerId,
          createdByUserId: manager.user.userId,
          url: judged.pinned.url.toString(),
          description: body.Description,
          events,
          secretCipher: secrets.seal(secret),
        });
        await recordAudit(tx, {
          actorUserId: manager.user.userId,
          action: 'webhook.create',
          entityType: 'webhook',
          entityId: id,
          entityName: judged.pinned.url.host,
          before: null,
          after: { url: judged.pinned.url.toString(), events },
        });
        return { Webhook: endpointOf(required(await repository.findEndpoint(tx, null, id))), Secret: secret };
      });
    },

    /** `DELETE /manage/integrations/webhooks/{id}`: no more events; pending deliveries are cancelled. */
    async removeWebhook(caller: Caller, endpointId: string): Promise<WebhookEndpoint> {
      const manager = requireIntegrationManager(caller);
      return db.transaction(async (tx) => {
        const before = required(await repository.findEndpoint(tx, integrationReach(manager), endpointId));
        if (before.disabledAt === null) {
          await repository.disableEndpoint(tx, endpointId);
          await recordAudit(tx, {
            actorUserId: manager.user.userId,
            action: 'webhook.disable',
            entityType: 'webhook',
            entityId: endpointId,
            entityName: before.url,
            before: { disabledAt: null },
            after: { disabledAt: 'now' },
          });
        }
        return endpointOf(required(await repository.findEndpoint(tx, null, endpointId)));
      });
    },

    /** `GET /manage/integrations/webhooks/{id}/deliveries`: the delivery log, newest first. */
    async listDeliveries(caller: Caller, endpointId: string, query: unknown): Promise<WebhookDeliveryPage> {
      const manager = requireIntegrationManager(caller);
      required(await repository.findEndpoint(db, integrationReach(manager), endpointId));
      const { page, pageSize } = webhookDeliveriesQuerySchema.parse(query);
      const { items, total } = await repository.listDeliveries(db, endpointId, page, pageSize);
      return { Items: items.map(deliveryOf), Total: total };
    },

    /**
     * `POST /manage/integrations/deliveries/{id}/redeliver`: sends the event again under the same `webhook-id`, with
     * the retries of a new delivery (409 while it is pending or its endpoint is disabled).
     */
    async redeliver(caller: Caller, deliveryId: string): Promise<WebhookDelivery> {
      const manager = requireIntegrationManager(caller);
      const reach = integrationReach(manager);
      return db.transaction(async (tx) => {
        const row = await repository.findDeliveryForUpdate(tx, deliveryId);
        if (!row || (reach !== null && !reach.includes(row.partnerId))) {
          throw new AppError(M.notFound);
        }
        if (row.disabledAt !== null) {
          throw new AppError(M.endpointDisabled);
        }
        if (row.status === 'pending') {
          throw new AppError(M.deliveryPending);
        }
        await repository.reopenDelivery(tx, deliveryId);
        await enqueueJob(tx, { kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId } });
        await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
        await recordAudit(tx, {
          actorUserId: manager.user.userId,
          action: 'webhook.redeliver',
          entityType: 'webhook',
          entityId: row.endpointId,
          entityName: webhookMessageId(row.eventId),
          before: { status: row.status },
          after: { status: 'pending' },
        });
        return deliveryOf({ ...row, status: 'pending' });
      });
    },
  };
};

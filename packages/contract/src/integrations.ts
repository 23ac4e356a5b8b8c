import { z } from 'zod';
import { guidSchema, textSchema } from './common';

/**
 * The events an outside system can subscribe to (Standard Webhooks `type`): a document confirmed, an offer sent to
 * its customer, an offer accepted online, an order submitted for production, and a catalogue published (the
 * manufacturer's OEM admins only).
 */
export const WEBHOOK_EVENT_TYPES = [
  'document.confirmed',
  'offer.sent',
  'offer.accepted',
  'order.submitted',
  'catalogue.published',
] as const;
/** An event type of the webhooks. */
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The events only the manufacturer's OEM admins may subscribe to (they concern no one partner's documents). */
export const OEM_WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = ['catalogue.published'];

/** What a machine key may do: read documents, write documents, read the catalogue. */
export const MACHINE_SCOPES = ['documents:read', 'documents:write', 'catalogue:read'] as const;
/** A scope of a machine key (OAuth2 `scope`, space-separated on the wire). */
export type MachineScope = (typeof MACHINE_SCOPES)[number];

/** Bounds of the integrations' fields. */
export const INTEGRATION_LIMITS = { nameMax: 100, urlMax: 2000, descriptionMax: 255 } as const;

/** Body of `POST /manage/integrations/keys`: a name and at least one scope. */
export const createMachineKeyBodySchema = z.object({
  Name: textSchema().trim().min(1, 'required').max(INTEGRATION_LIMITS.nameMax),
  Scopes: z.array(z.enum(MACHINE_SCOPES)).min(1, 'required').max(MACHINE_SCOPES.length),
});
/** Body of `POST /manage/integrations/keys`. */
export type CreateMachineKeyBody = z.infer<typeof createMachineKeyBodySchema>;

/** A machine key (OAuth2 client credentials of a partner) as listed: never its secret. */
export const machineKeySchema = z.object({
  MachineKeyId: guidSchema,
  Name: z.string(),
  ClientId: z.string(),
  Scopes: z.array(z.enum(MACHINE_SCOPES)),
  PartnerId: guidSchema,
  PartnerName: z.string(),
  CreatedByName: z.string(),
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
  RevokedAt: z.string().nullable(),
});
/** A machine key as listed. */
export type MachineKey = z.infer<typeof machineKeySchema>;

/** Reply of `POST /manage/integrations/keys`: the key and its secret, shown this once (only its hash is kept). */
export const createdMachineKeySchema = z.object({ Key: machineKeySchema, ClientSecret: z.string() });
/** Reply of `POST /manage/integrations/keys`. */
export type CreatedMachineKey = z.infer<typeof createdMachineKeySchema>;

/** Body of `POST /manage/integrations/webhooks`: an HTTPS address, the events, an optional description. */
export const createWebhookBodySchema = z.object({
  Url: textSchema().trim().min(1, 'required').max(INTEGRATION_LIMITS.urlMax),
  Description: textSchema().trim().max(INTEGRATION_LIMITS.descriptionMax).default(''),
  Events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'required').max(WEBHOOK_EVENT_TYPES.length),
});
/** Body of `POST /manage/integrations/webhooks`, as sent. */
export type CreateWebhookBody = z.input<typeof createWebhookBodySchema>;

/** A webhook endpoint as listed: never its signing secret. */
export const webhookEndpointSchema = z.object({
  WebhookId: guidSchema,
  Url: z.string(),
  Description: z.string(),
  Events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  PartnerId: guidSchema,
  PartnerName: z.string(),
  CreatedByName: z.string(),
  CreatedAt: z.string(),
  DisabledAt: z.string().nullable(),
});
/** A webhook endpoint as listed. */
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Reply of `POST /manage/integrations/webhooks`: the endpoint and its signing secret (`whsec_…`), shown this once. */
export const createdWebhookSchema = z.object({ Webhook: webhookEndpointSchema, Secret: z.string() });
/** Reply of `POST /manage/integrations/webhooks`. */
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** The states of a delivery: waiting for its (next) attempt, delivered, given up after 24 h, or the endpoint gone. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
/** The state of a delivery. */
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One delivery of an event to an endpoint, with its last attempt. */
export const webhookDeliverySchema = z.object({
  DeliveryId: guidSchema,
  WebhookId: guidSchema,
  /** The `webhook-id` header: the same on every attempt and redelivery of the event. */
  EventId: z.string(),
  EventType: z.enum(WEBHOOK_EVENT_TYPES),
  Status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  Attempts: z.number().int(),
  LastStatusCode: z.number().int().nullable(),
  LastError: z.string().nullable(),
  LastAttemptAt: z.string().nullable(),
  CreatedAt: z.string(),
});
/** One delivery of an event to an endpoint. */
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Query of `GET /manage/integrations/webhooks/{webhookId}/deliveries`: a page, newest first. */
export const webhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** Query of the delivery log, as sent. */
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>;

/** Reply of the delivery log: a page of deliveries, newest first, and how many there are. */
export const webhookDeliveryPageSchema = z.object({ Items: z.array(webhookDeliverySchema), Total: z.number().int() });
/** A page of the delivery log. */
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

/** Reply of `GET /manage/integrations`: the keys and webhooks the caller manages and what it may choose. */
export const integrationsSchema = z.object({
  Keys: z.array(machineKeySchema),
  Webhooks: z.array(webhookEndpointSchema),
  /** The events the caller may subscribe to. */
  EventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  Scopes: z.array(z.enum(MACHINE_SCOPES)),
});
/** Reply of `GET /manage/integrations`. */
export type Integrations = z.infer<typeof integrationsSchema>;

/** Path parameters of a machine key. */
export const machineKeyParamsSchema = z.object({ machineKeyId: guidSchema });
/** Path parameters of a webhook endpoint. */
export const webhookParamsSchema = z.object({ webhookId: guidSchema });
/** Path parameters of a delivery. */
export const webhookDeliveryParamsSchema = z.object({ deliveryId: guidSchema });

/** Successful reply of `POST /token` with the client_credentials grant (RFC 6749 §4.4.3: no refresh token). */
export const clientCredentialsReplySchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
/** Successful reply of the client_credentials grant. */
export type ClientCredentialsReply = z.infer<typeof clientCredentialsReplySchema>;

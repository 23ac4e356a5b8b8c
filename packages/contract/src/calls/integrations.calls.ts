import {
  createdMachineKeySchema,
  createdWebhookSchema,
  createMachineKeyBodySchema,
  createWebhookBodySchema,
  integrationsSchema,
  machineKeyParamsSchema,
  machineKeySchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookParamsSchema,
} from '../integrations';
import { defineCall, errorReplies } from './define-call';

const tags = ['manage'];
const readErrors = errorReplies(400, 401, 403, 404);
const writeErrors = errorReplies(400, 401, 403, 404, 409);

/**
 * The integrations of a partner (heads of sales for their partner, the manufacturer's OEM admins for every one):
 * machine keys (OAuth2 client credentials) and webhook endpoints with their delivery log.
 */
export const integrationsCalls = {
  getIntegrations: defineCall({
    method: 'GET',
    path: '/manage/integrations',
    who: 'staff',
    tags,
    summary: 'The machine keys and webhook endpoints the caller manages, and the events and scopes it may choose',
    response: { 200: integrationsSchema, ...errorReplies(401, 403) },
  }),
  createMachineKey: defineCall({
    method: 'POST',
    path: '/manage/integrations/keys',
    who: 'staff',
    tags,
    summary: "Creates a machine key of the caller's partner; its client secret is in this reply only",
    body: createMachineKeyBodySchema,
    response: { 200: createdMachineKeySchema, ...writeErrors },
  }),
  removeMachineKey: defineCall({
    method: 'DELETE',
    path: '/manage/integrations/keys/:machineKeyId',
    who: 'staff',
    tags,
    summary: 'Revokes a machine key: its tokens, already issued ones too, are refused (401) at once',
    params: machineKeyParamsSchema,
    response: { 200: machineKeySchema, ...writeErrors },
  }),
  createWebhook: defineCall({
    method: 'POST',
    path: '/manage/integrations/webhooks',
    who: 'staff',
    tags,
    summary:
      "Registers an HTTPS webhook endpoint of the caller's partner (no loopback, private or link-local address); its signing secret is in this reply only",
    body: createWebhookBodySchema,
    response: { 200: createdWebhookSchema, ...writeErrors },
  }),
  removeWebhook: defineCall({
    method: 'DELETE',
    path: '/manage/integrations/webhooks/:webhookId',
    who: 'staff',
    tags,
    summary: 'Disables a webhook endpoint: it gets no more events, its pending deliveries are cancelled',
    params: webhookParamsSchema,
    response: { 200: webhookEndpointSchema, ...writeErrors },
  }),
  listWebhookDeliveries: defineCall({
    method: 'GET',
    path: '/manage/integrations/webhooks/:webhookId/deliveries',
    who: 'staff',
    tags,
    summary: "A webhook endpoint's delivery log, newest first",
    params: webhookParamsSchema,
    query: webhookDeliveriesQuerySchema,
    response: { 200: webhookDeliveryPageSchema, ...readErrors },
  }),
  sendWebhookDelivery: defineCall({
    method: 'POST',
    path: '/manage/integrations/deliveries/:deliveryId/redeliver',
    who: 'staff',
    tags,
    summary: 'Sends a delivered or failed event again (same webhook-id); 409 while it is still pending',
    params: webhookDeliveryParamsSchema,
    response: { 200: webhookDeliverySchema, ...writeErrors },
  }),
} as const;

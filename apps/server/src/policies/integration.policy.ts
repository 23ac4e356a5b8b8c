import {
  type CallDefinition,
  MACHINE_SCOPES,
  type MachineScope,
  OEM_WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { MANAGE_DELEGATION_MESSAGES, type Manager, requireManager } from './manage.policy';

/**
 * Who manages integrations: a partner's head of sales its own partner's machine keys and webhooks, the
 * manufacturer's OEM admins every partner's (and only they subscribe to the catalogue's events). A key and an
 * endpoint act with the rights of the user who made them: a key cut down to its scopes, an endpoint receiving only
 * events of documents that user may read.
 */
export const requireIntegrationManager = (caller: Caller): Manager & { partnerId: string } => {
  const manager = requireManager(caller);
  if (manager.user.partnerId === null) {
    throw new AppError(MANAGE_DELEGATION_MESSAGES.notAllowed);
  }
  return { ...manager, partnerId: manager.user.partnerId };
};

/** The partners whose integrations a manager sees: every one (null) for an OEM admin, else its own. */
export const integrationReach = (manager: Manager & { partnerId: string }): string[] | null =>
  manager.kind === 'oemAdmin' ? null : [manager.partnerId];

/** The events a manager may subscribe to: the catalogue's only for an OEM admin. */
export const subscribableEvents = (manager: Manager): WebhookEventType[] =>
  WEBHOOK_EVENT_TYPES.filter((type) => manager.kind === 'oemAdmin' || !OEM_WEBHOOK_EVENT_TYPES.includes(type));

// The API's calls by what they touch (their tag): a machine key reaches the documents and the catalogue only.
const DOCUMENT_TAGS = new Set([
  'document',
  'document-configuration',
  'document configuration',
  'documentation',
  'print',
  'terms',
]);
const CATALOGUE_TAGS = new Set(['catalogue', 'selection', 'brand']);

/**
 * The scope a machine key needs for a call: reading a document's data is `documents:read`, any other call on
 * documents `documents:write`; reading the catalogue (its brands, versions, models and selection) `catalogue:read`;
 * every other call (management, accounts, tokens, carts, the configurator's sessions) no key may make (null).
 */
export const machineScopeOfCall = (call: Pick<CallDefinition, 'method' | 'tags' | 'who'>): MachineScope | null => {
  const tags = call.tags;
  if (tags.some((tag) => DOCUMENT_TAGS.has(tag))) {
    return call.method === 'GET' ? 'documents:read' : 'documents:write';
  }
  if (tags.some((tag) => CATALOGUE_TAGS.has(tag)) && (call.method === 'GET' || tags.includes('selection'))) {
    return 'catalogue:read';
  }
  return null;
};

/** The scopes of a request (`scope` of the token request): all of the key's when absent, else a subset of them. */
export const grantedScopes = (keyScopes: readonly string[], requested: string | undefined): MachineScope[] | null => {
  const own = MACHINE_SCOPES.filter((scope) => keyScopes.includes(scope));
  if (requested === undefined || requested.trim() === '') {
    return own;
  }
  const wanted = requested.trim().split(/\s+/);
  return wanted.every((scope) => (own as string[]).includes(scope))
    ? own.filter((scope) => wanted.includes(scope))
    : null;
};

import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { auditEntries, users } from '#server/db/schema';

/** The kinds of entity the log records. */
export type AuditEntityType =
  | 'catalogue'
  | 'brand'
  | 'partner'
  | 'user'
  | 'brandPartner'
  | 'personalData'
  | 'machineKey'
  | 'webhook';

/** What the log records: catalogue publishes, new brands, every management write and every machine key's call. */
export type AuditAction =
  | 'catalogue.publish'
  | 'brand.create'
  | 'catalogue.merge'
  | 'catalogue.cancel'
  | 'catalogue.delete'
  | 'user.create'
  | 'user.update'
  | 'user.deactivate'
  | 'user.invite'
  | 'user.emailChange'
  | 'user.emailConfirm'
  | 'partner.create'
  | 'partner.update'
  | 'partner.deactivate'
  | 'brandPartner.create'
  | 'brandPartner.update'
  | 'personalData.export'
  | 'personalData.erase'
  | 'machineKey.create'
  | 'machineKey.revoke'
  | 'machineKey.token'
  | 'machineKey.call'
  | 'webhook.create'
  | 'webhook.disable'
  | 'webhook.redeliver';

/** One change for the log: who (null: the server itself, e.g. the seed), what, and the entity before and after. */
export type AuditChange = {
  actorUserId: string | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  entityName: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Bounds of an entry. A text longer than `textMaxChars` is kept as its hash and size, a picture (a `data:` address)
 * always; a before or after whose JSON is still over `valueMaxBytes` is kept as its hash and size only. The database
 * refuses a before or after over `storedMaxBytes` as text (migration 0033; jsonb's text has a space after each `:`
 * and `,`, so it runs a little longer than JSON).
 */
export const AUDIT_BOUNDS = { textMaxChars: 2_000, valueMaxBytes: 8_192, storedMaxBytes: 16_384 } as const;

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*),/i;

/** A picture (or any `data:` address) as its type, hash and size of its bytes; a text as its hash and size. */
const digestOf = (text: string): Record<string, unknown> => {
  const match = DATA_URL.exec(text);
  if (!match) {
    return { sha256: sha256(text), bytes: Buffer.byteLength(text, 'utf8') };
  }
  const payload = text.slice(match[0].length);
  const isBase64 = /;base64$/i.test(match[2] ?? '');
  let bytes: Buffer;
  try {
    bytes = isBase64 ? Buffer.from(payload, 'base64') : Buffer.from(decodeURIComponent(payload), 'utf8');
  } catch {
    bytes = Buffer.from(payload, 'utf8');
  }
  return { picture: (match[1] || 'text/plain').toLowerCase(), sha256: sha256(bytes), bytes: bytes.length };
};

const compactValue = (value: unknown): unknown => {
  if (typeof value === 'string') {
    return value.length > AUDIT_BOUNDS.textMaxChars || /^data:/i.test(value) ? digestOf(value) : value;
  }
  if (Array.isArray(value)) {
    return value.map(compactValue);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, compactValue(entry)]));
  }
  return value;
};

/**
 * What the log keeps of an entity: pictures as their type, hash and size, long texts as their hash and size, and
 * the whole as its hash and size when it is still over the bound, so an entry stays a few kilobytes at most.
 */
export const compactAuditValue = (value: Record<string, unknown> | null): Record<string, unknown> | null => {
  if (value === null) {
    return null;
  }
  const compact = compactValue(value) as Record<string, unknown>;
  const json = JSON.stringify(compact);
  const bytes = Buffer.byteLength(json, 'utf8');
  return bytes <= AUDIT_BOUNDS.valueMaxBytes ? compact : { omitted: true, sha256: sha256(json), bytes };
};

/**
 * Writes an entry of the audit log in the change's own transaction, so the log holds a change exactly when it
 * happened. The actor's name and e-mail are copied: the log keeps them as they were.
 */
export const recordAudit = async (tx: DbOrTx, change: AuditChange): Promise<void> => {
  const [actor] = change.actorUserId
    ? await tx
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, change.actorUserId))
    : [];
  const actorName = actor ? `${`${actor.firstName} ${actor.lastName}`.trim()} <${actor.email}>` : '';
  await tx.insert(auditEntries).values({
    ...change,
    entityName: change.entityName.slice(0, 300),
    actorName: actorName.slice(0, 300),
    before: compactAuditValue(change.before),
    after: compactAuditValue(change.after),
  });
};

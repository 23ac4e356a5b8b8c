import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks (https://www.standardwebhooks.com): the secret is `whsec_` followed by base64 of 24–64 random
 * bytes; the signature is `v1,` and the base64 HMAC-SHA256, keyed by the secret's bytes, of
 * `{webhook-id}.{webhook-timestamp}.{body}`; the timestamp is in whole seconds since the epoch.
 */
const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

/** A new signing secret in the Standard Webhooks format. */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;

/** The key bytes of a `whsec_` secret. */
const secretBytes = (secret: string): Buffer =>
  Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');

/** The Standard Webhooks headers of a delivery: id, timestamp and the `v1` signature of id, timestamp and body. */
export const signWebhook = (
  secret: string,
  id: string,
  body: string,
  now = new Date(),
): { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string } => {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = createHmac('sha256', secretBytes(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
};

/** The `webhook-id` of an event: `msg_` and the event row's id without hyphens. */
export const webhookMessageId = (eventId: string): string => `msg_${eventId.replaceAll('-', '')}`;

/**
 * Keeps endpoint secrets encrypted at rest (AES-256-GCM), with a key derived from the installation's signing key: a
 * copy of the table alone signs nothing. Stored as `iv.tag.ciphertext`, each base64url.
 */
export const createSecretBox = (signingKey: string) => {
  const key = createHmac('sha256', signingKey).update('webhook endpoint secrets').digest();
  return {
    /** Encrypts a secret for the table. */
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    /** Decrypts a stored secret; throws when it was sealed with another key or changed. */
    open(stored: string): string {
      const [iv = '', tag = '', sealed = ''] = stored.split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
};
/** Encrypts and decrypts endpoint secrets. */
export type SecretBox = ReturnType<typeof createSecretBox>;

import { createHash, randomBytes } from 'node:crypto';

/** A new anonymous cart token: 32 random bytes, base64url (43 characters). */
export const newCartToken = (): string => randomBytes(32).toString('base64url');

/** The SHA-256 hash under which a cart token is stored; the token itself is never saved. */
export const hashCartToken = (token: string): string => createHash('sha256').update(token).digest('hex');

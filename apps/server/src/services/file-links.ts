import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, FILE_LINKS } from '@door/contract';
import type { Env } from '#server/config/env';
import { assertFileKey, FILE_KEY_MAX_LENGTH } from './file-store';

/** What a download link opens: a stored file, the name the browser saves it under, and until when. */
export type FileLinkTarget = {
  key: string;
  fileName: string;
  /** Unix time in seconds after which the link is refused; null: the link does not expire. */
  expiresAt: number | null;
};

/** How a link is made: the file, its name, and its lifetime (default FILE_LINK_TTL_SECONDS; null: none). */
export type FileLinkRequest = { key: string; fileName: string; expiresInSeconds?: number | null };

/** The query of a link as the route reads it. */
export type FileLinkQuery = { key: string; name: string; expires?: number };

/** Path of the download route below the API prefix; the signature follows it. */
export const FILE_LINK_PATH = FILE_LINKS.path;
/** Longest file name a link carries (the database columns of file names hold 255). */
export const FILE_LINK_NAME_MAX_LENGTH = FILE_LINKS.nameMaxLength;
/** Length of the signature: HMAC-SHA256 in base64url. */
export const FILE_LINK_SIGNATURE_LENGTH = FILE_LINKS.signatureLength;
export { FILE_KEY_MAX_LENGTH };

const signatureOf = (secret: Buffer, key: string, fileName: string, expiresAt: number | null) =>
  createHmac('sha256', secret)
    .update(JSON.stringify(['door-file-link-v1', key, fileName, expiresAt]))
    .digest();

/**
 * Signed download links: `/api/v1/files/<signature>?key=…&name=…&expires=…`, the signature HMAC-SHA256 of key, file
 * name and expiry (the signature sits in the path, the rest in the query, as a path parameter holds at most 100
 * characters). Whoever holds a link gets the file without signing in (a new browser tab sends no bearer token; the
 * public documents page has no user), so services make links only for callers that passed the tenancy check of the
 * record naming the file.
 */
export const createFileLinks = (
  env: Pick<Env, 'FILE_LINK_SECRET' | 'FILE_LINK_TTL_SECONDS'> & { JWT_SECRET: string },
  now: () => number = Date.now,
) => {
  // A separate key when set; otherwise one derived from the signing key (never the signing key itself).
  const secret = env.FILE_LINK_SECRET
    ? Buffer.from(env.FILE_LINK_SECRET)
    : createHmac('sha256', env.JWT_SECRET).update('door file links').digest();

  return {
    /** The link as the web app opens it: a path below the API prefix, valid without a bearer token. */
    linkOf({ key, fileName, expiresInSeconds }: FileLinkRequest): string {
      const lifetime = expiresInSeconds === undefined ? env.FILE_LINK_TTL_SECONDS : expiresInSeconds;
      const expiresAt = lifetime === null ? null : Math.floor(now() / 1000) + lifetime;
      const name = fileName.slice(0, FILE_LINK_NAME_MAX_LENGTH);
      const signature = signatureOf(secret, assertFileKey(key), name, expiresAt).toString('base64url');
      const query = new URLSearchParams({ key, name });
      if (expiresAt !== null) {
        query.set('expires', String(expiresAt));
      }
      return `${API_PREFIX}${FILE_LINK_PATH}/${signature}?${query.toString()}`;
    },
    /** The target of a link, or null when its signature does not match (tampered with) or it has expired. */
    verify(signature: string, query: FileLinkQuery): FileLinkTarget | null {
      const expiresAt = query.expires ?? null;
      // Compare the canonical spelling, not the decoded bytes: base64url decoding ignores the unused low bits of the
      // last character, so several spellings decode to one signature; only the one the server wrote is a link.
      const given = Buffer.from(signature, 'utf8');
      const expected = Buffer.from(signatureOf(secret, query.key, query.name, expiresAt).toString('base64url'), 'utf8');
      if (
        signature.length !== FILE_LINK_SIGNATURE_LENGTH ||
        given.length !== expected.length ||
        !timingSafeEqual(given, expected)
      ) {
        return null;
      }
      if (expiresAt !== null && expiresAt * 1000 <= now()) {
        return null;
      }
      return { key: query.key, fileName: query.name, expiresAt };
    },
  };
};

/** Makes and checks signed download links (`ctx.fileLinks`). */
export type FileLinks = ReturnType<typeof createFileLinks>;

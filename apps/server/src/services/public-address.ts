import os from 'node:os';
import type { Env } from '#server/config/env';

/** Where a request came in, as the server saw it (through trusted proxies only). */
export type RequestOrigin = {
  /** `http` or `https`. */
  protocol: string;
  /** Host name and port of the request (`Host`, or `X-Forwarded-Host` from a trusted proxy). */
  host: string;
  /** A signed-in user made the request. */
  isSignedIn: boolean;
};

const LOOPBACK = ['localhost', '127.0.0.1', '::1'];

/** The names and addresses this machine answers on: loopback, its host name and every interface's address. */
const ownHostNames = (): Set<string> => {
  const names = new Set(LOOPBACK);
  const hostname = os.hostname().toLowerCase();
  names.add(hostname);
  names.add(hostname.split('.')[0] ?? hostname);
  for (const entries of Object.values(os.networkInterfaces())) {
    for (const entry of entries ?? []) {
      names.add(entry.address.toLowerCase());
    }
  }
  return names;
};

/** The origin of a request's protocol and host; null when they make no address. */
const originOf = (origin: RequestOrigin): URL | null => {
  if (origin.protocol !== 'http' && origin.protocol !== 'https') {
    return null;
  }
  try {
    const url = new URL(`${origin.protocol}://${origin.host}`);
    return url.host === '' || url.pathname !== '/' || url.search !== '' ? null : url;
  } catch {
    return null;
  }
};

/**
 * The public address of the web app for links made now (mails, printed links), without a trailing slash:
 * `PUBLIC_URL` when set. Without it, the address the request came in on: any address for a signed-in user, and for
 * an anonymous request (registration, password reset, inquiry) only one of this machine's own names and addresses,
 * because the client chooses its `Host` header and must not be able to point someone else's reset link at its own
 * server. Otherwise, and outside a request, `http://localhost:PORT`.
 */
export const resolvePublicUrl = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>, origin?: RequestOrigin): string => {
  if (env.PUBLIC_URL) {
    return env.PUBLIC_URL.replace(/\/+$/, '');
  }
  const url = origin ? originOf(origin) : null;
  if (url && origin && (origin.isSignedIn || ownHostNames().has(url.hostname.replace(/^\[|\]$/g, '').toLowerCase()))) {
    return url.origin;
  }
  return `http://localhost:${env.PORT}`;
};

/** The start-up warning when `PUBLIC_URL` is not set (null when it is): what links then point at, and what to do. */
export const publicUrlWarning = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string | null =>
  env.PUBLIC_URL
    ? null
    : `PUBLIC_URL is not set: links in mails and printed documents take the address each request came in on ` +
      `(for anonymous requests only this machine's own names and addresses), else http://localhost:${env.PORT}. ` +
      'Set PUBLIC_URL to the address people reach this server on (e.g. PUBLIC_URL=https://doors.example.com).';

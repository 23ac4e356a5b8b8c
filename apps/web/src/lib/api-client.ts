import { API_PREFIX, API_ROUTES, type ErrorReply, type TokenReply, type WebConfig } from '@door/contract';
import { useAppStore } from '#web/stores/app-store';

/** The OAuth2 client the web app signs in with, as the token endpoint takes it. */
export type OAuthClient = { client_id: string; client_secret: string };

/** A failed call: an HTTP error with the server's message, or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  readonly isNetworkError: boolean;
  /** The raw error body (e.g. OAuth2 `error` of the token endpoint). */
  readonly body: unknown;

  constructor(message: string, options: { status: number; detail?: string; isNetworkError?: boolean; body?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.detail = options.detail;
    this.isNetworkError = options.isNetworkError ?? false;
    this.body = options.body;
  }
}

type QueryValue = string | number | boolean | null | undefined;

/** Options of one call. */
export type RequestOptions = {
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (token endpoint). */
  form?: Record<string, string>;
  /** Send the bearer token and refresh it once on a 401 (default true). */
  auth?: boolean;
  /** This bearer token instead of the stored one, without a refresh (sign-in, before the session is stored). */
  token?: string;
  signal?: AbortSignal;
};

let sessionExpiredHandler: () => void = () => useAppStore.getState().destroySession();

/** Sets what happens when the session cannot be refreshed (the app destroys it and navigates). */
export const setSessionExpiredHandler = (handler: () => void): void => {
  sessionExpiredHandler = handler;
};

const buildUrl = (path: string, query?: Record<string, QueryValue>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) {
      search.set(key, String(value));
    }
  }
  const text = search.toString();
  return `${API_PREFIX}${path}${text ? `?${text}` : ''}`;
};

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) {
    return null;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const send = async (method: string, path: string, options: RequestOptions, token: string | null) => {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': useAppStore.getState().language,
  };
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError('', { status: 0, isNetworkError: true });
  }
};

const isErrorReply = (body: unknown): body is ErrorReply =>
  typeof body === 'object' && body !== null && typeof (body as ErrorReply).Message === 'string';

const isTokenReply = (body: unknown): body is TokenReply =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as TokenReply).access_token === 'string' &&
  typeof (body as TokenReply).refresh_token === 'string';

const toApiError = (status: number, body: unknown): ApiError => {
  // The server's Message is already in the user's language; detail is the technical reason. A proxy's HTML
  // error page has neither.
  if (!isErrorReply(body)) {
    return new ApiError(String(status), { status, body });
  }
  const detail = typeof body.detail === 'string' ? body.detail : undefined;
  return new ApiError(body.Message || detail || String(status), { status, detail, body });
};

let oauthClient: Promise<OAuthClient> | null = null;

/**
 * The web app's OAuth2 client, read once a page load from the server's run-time settings (`GET /web-config`), so
 * changing `OAUTH_CLIENT_ID` or `OAUTH_CLIENT_SECRET` needs no rebuild. A failed read is tried again next time.
 */
export const loadOAuthClient = (): Promise<OAuthClient> => {
  oauthClient ??= request('GET', API_ROUTES.getWebConfig.path, { auth: false }).then(
    (body) => {
      const config = body as WebConfig;
      return { client_id: config.OAuthClientId, client_secret: config.OAuthClientSecret };
    },
    (error: unknown) => {
      oauthClient = null;
      throw error;
    },
  );
  return oauthClient;
};

let refreshing: Promise<boolean> | null = null;

/** Exchanges the stored refresh token for new tokens; concurrent callers share one request. */
export const refreshSession = (): Promise<boolean> => {
  if (!refreshing) {
    refreshing = (async () => {
      const refreshToken = useAppStore.getState().refreshToken;
      if (!refreshToken) {
        return false;
      }
      try {
        const client = await loadOAuthClient();
        const response = await send(
          'POST',
          API_ROUTES.createToken.path,
          { form: { grant_type: 'refresh_token', refresh_token: refreshToken, ...client } },
          null,
        );
        const reply = await readBody(response);
        if (!response.ok || !isTokenReply(reply)) {
          return false;
        }
        useAppStore.getState().setTokens(reply.access_token, reply.refresh_token);
        return true;
      } catch {
        return false;
      }
    })().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
};

/** Sends one call; on a 401 refreshes the token once and repeats it, and destroys the session if that fails. */
export const request = async (method: string, path: string, options: RequestOptions = {}): Promise<unknown> => {
  if (options.token) {
    const response = await send(method, path, options, options.token);
    const body = await readBody(response);
    if (!response.ok) {
      throw toApiError(response.status, body);
    }
    return body;
  }
  const useAuth = options.auth ?? true;
  const token = useAuth ? useAppStore.getState().token : null;
  let response = await send(method, path, options, token);
  if (response.status === 401 && token) {
    if (await refreshSession()) {
      response = await send(method, path, options, useAppStore.getState().token);
    }
    if (response.status === 401) {
      const error = toApiError(401, await readBody(response));
      sessionExpiredHandler();
      throw error;
    }
  }
  const body = await readBody(response);
  if (!response.ok) {
    throw toApiError(response.status, body);
  }
  return body;
};

/** The API client: JSON calls below the API prefix with bearer token and language header. */
// The reply type is the contract's: the server serializes every reply through its zod response schema, so the
// client does not parse replies again and step 1 loads no zod (docs/decisions.md, "Web bundle").
export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body' | 'form'>) =>
    request('GET', path, options) as Promise<T>,
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request('POST', path, { ...options, body }) as Promise<T>,
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request('PUT', path, { ...options, body }) as Promise<T>,
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body' | 'form'>) =>
    request('DELETE', path, options) as Promise<T>,
  postForm: <T>(path: string, form: Record<string, string>, options?: Omit<RequestOptions, 'body' | 'form'>) =>
    request('POST', path, { ...options, form }) as Promise<T>,
};

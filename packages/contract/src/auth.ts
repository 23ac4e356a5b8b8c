import { z } from 'zod';
import { textSchema } from './common';

/** Form body of `POST /token` with the OAuth2 password grant. */
export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: textSchema().trim().min(1, 'required'),
  password: textSchema().min(1, 'required'),
  client_id: textSchema().min(1, 'required'),
  client_secret: textSchema().min(1, 'required'),
});

/** Form body of `POST /token` with the OAuth2 refresh_token grant. */
export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: textSchema().min(1, 'required'),
  client_id: textSchema().min(1, 'required'),
  client_secret: textSchema().min(1, 'required'),
});

/** Form body of `POST /token`: one of the two supported grants. */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordGrantSchema, refreshGrantSchema]);
/** Form body of `POST /token`. */
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** Successful reply of `POST /token`. */
export const tokenReplySchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
/** Successful reply of `POST /token`. */
export type TokenReply = z.infer<typeof tokenReplySchema>;

/** OAuth2 error reply of `POST /token` (RFC 6749 §5.2), with the project's Message beside it. */
export const tokenErrorSchema = z.object({
  error: z.enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type', 'invalid_scope']),
  error_description: z.string(),
  Message: z.string(),
  /** The OAuth2 error code again, as every error of the API names its code in `detail`. */
  detail: z.string(),
});
/** OAuth2 error reply of `POST /token`. */
export type TokenError = z.infer<typeof tokenErrorSchema>;

/**
 * Reply of `GET /web-config`: the web app's settings that change without a rebuild — the OAuth2 client it signs in
 * with (a public client: the id and secret are no secret from anyone who can load the app).
 */
export const webConfigSchema = z.object({ OAuthClientId: z.string(), OAuthClientSecret: z.string() });
/** Reply of `GET /web-config`. */
export type WebConfig = z.infer<typeof webConfigSchema>;

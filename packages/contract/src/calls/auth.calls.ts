import { z } from 'zod';
import { tokenErrorSchema, tokenReplySchema, webConfigSchema } from '../auth';
import { errorReplySchema } from '../common';
import { clientCredentialsReplySchema } from '../integrations';
import { defineCall } from './define-call';

// A body the parser cannot read is answered by the shared error handler with the generic error body.
const tokenOrGenericError = z.union([tokenErrorSchema, errorReplySchema]);

/** The calls of auth. */
export const authCalls = {
  createToken: defineCall({
    method: 'POST',
    path: '/token',
    who: 'anyone',
    tags: ['auth'],
    summary:
      'OAuth2 token endpoint: password and refresh_token grants, and client_credentials for machine keys (Basic or form)',
    body: z.record(z.string(), z.unknown()).optional(),
    response: {
      200: z.union([tokenReplySchema, clientCredentialsReplySchema]),
      400: tokenOrGenericError,
      401: tokenOrGenericError,
      429: errorReplySchema,
    },
    consumes: ['application/x-www-form-urlencoded'],
  }),
  getWebConfig: defineCall({
    method: 'GET',
    path: '/web-config',
    who: 'anyone',
    tags: ['auth'],
    summary:
      "The web app's run-time settings: the OAuth2 client it signs in with (OAUTH_CLIENT_ID, OAUTH_CLIENT_SECRET)",
    response: { 200: webConfigSchema, 429: errorReplySchema },
  }),
} as const;

import {
  accountActionReplySchema,
  activateRequestSchema,
  confirmEmailReplySchema,
  confirmEmailRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  resetRequestSchema,
} from '../account';
import { errorReplySchema } from '../common';
import { defineCall } from './define-call';

const response = { 200: accountActionReplySchema, 400: errorReplySchema, 404: errorReplySchema, 429: errorReplySchema };

/** The calls of account registration. */
export const accountRegistrationCalls = {
  registerAccount: defineCall({
    method: 'POST',
    path: '/account/register',
    who: 'anyone',
    tags: ['account'],
    summary: 'Registers a customer and mails an activation link; the same reply for known and new e-mails',
    body: registerRequestSchema,
    response: response,
  }),
  activateAccount: defineCall({
    method: 'POST',
    path: '/account/activate',
    who: 'anyone',
    tags: ['account'],
    summary: 'Activates an account with its one-time link',
    body: activateRequestSchema,
    response: response,
  }),
  confirmEmail: defineCall({
    method: 'POST',
    path: '/account/confirmEmail',
    who: 'anyone',
    tags: ['account'],
    summary: 'Confirms the new address of an e-mail change with its one-time link (48 hours); only then it changes',
    body: confirmEmailRequestSchema,
    response: { ...response, 200: confirmEmailReplySchema, 409: errorReplySchema },
  }),
  requestPasswordReset: defineCall({
    method: 'POST',
    path: '/account/reset',
    who: 'anyone',
    tags: ['account'],
    summary: 'Mails a one-time password reset link; always the same success',
    body: resetRequestSchema,
    response: response,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/account/resetPassword',
    who: 'anyone',
    tags: ['account'],
    summary: 'Sets a new password with a one-time reset link and ends every session',
    body: resetPasswordRequestSchema,
    response: response,
  }),
} as const;

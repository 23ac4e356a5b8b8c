import { z } from 'zod';
import { errorReplySchema } from '../common';
import {
  acceptOfferBodySchema,
  declineOfferBodySchema,
  documentOfferOnlineSchema,
  offerQuestionBodySchema,
  offerQuestionReplySchema,
  offerTokenParamsSchema,
  onlineOfferReplySchema,
  setValidUntilBodySchema,
} from '../offer-online';
import { defineCall, errorReplies } from './define-call';
import { salesDocumentParams } from './params';

const tags = ['offer online'];
const publicErrors = { 400: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema, 429: errorReplySchema };

/** The calls of the offer online: the customer's page by its token, and the salesperson's view of it. */
export const offerOnlineCalls = {
  getOnlineOffer: defineCall({
    method: 'GET',
    path: '/offer/:token',
    who: 'anyone',
    tags,
    summary: 'The offer sent for acceptance, by its mailed link (the first call marks it viewed)',
    params: offerTokenParamsSchema,
    response: { 200: onlineOfferReplySchema, ...publicErrors },
    security: [],
  }),
  getOnlineOfferPdf: defineCall({
    method: 'GET',
    path: '/offer/:token/pdf',
    who: 'anyone',
    tags,
    summary: 'The exact PDF that was mailed with the link (its SHA-256 is the one an acceptance records)',
    params: offerTokenParamsSchema,
    response: { 200: z.any().describe('The PDF (application/pdf)'), ...publicErrors },
    security: [],
  }),
  acceptOnlineOffer: defineCall({
    method: 'POST',
    path: '/offer/:token/accept',
    who: 'anyone',
    tags,
    summary:
      'Accept the offer: name typed, terms accepted, optional drawn signature; makes the order (409 if not open)',
    params: offerTokenParamsSchema,
    body: acceptOfferBodySchema,
    response: { 200: onlineOfferReplySchema, ...publicErrors },
    security: [],
  }),
  declineOnlineOffer: defineCall({
    method: 'POST',
    path: '/offer/:token/decline',
    who: 'anyone',
    tags,
    summary: 'Decline the offer with an optional reason (409 if not open)',
    params: offerTokenParamsSchema,
    body: declineOfferBodySchema,
    response: { 200: onlineOfferReplySchema, ...publicErrors },
    security: [],
  }),
  askOfferQuestion: defineCall({
    method: 'POST',
    path: '/offer/:token/question',
    who: 'anyone',
    tags,
    summary: 'Mail a question about the offer to its salesperson (kept in the history)',
    params: offerTokenParamsSchema,
    body: offerQuestionBodySchema,
    response: { 200: offerQuestionReplySchema, ...publicErrors },
    security: [],
  }),
  getDocumentOfferOnline: defineCall({
    method: 'GET',
    path: '/document/:id/offerOnline',
    who: 'staff',
    tags,
    summary: 'The offer’s validity, when it was sent, viewed and answered, and the answer with its PDF re-checked',
    params: salesDocumentParams,
    response: { 200: documentOfferOnlineSchema, ...errorReplies(400, 401, 403, 404) },
  }),
  setDocumentValidUntil: defineCall({
    method: 'PUT',
    path: '/document/:id/validUntil',
    who: 'staff',
    tags,
    summary: 'Set the offer’s valid-until date (today or later)',
    params: salesDocumentParams,
    body: setValidUntilBodySchema,
    response: { 200: documentOfferOnlineSchema, ...errorReplies(400, 401, 403, 404, 409) },
  }),
} as const;

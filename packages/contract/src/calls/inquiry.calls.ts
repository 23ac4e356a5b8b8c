import { inquiryReplySchema, inquiryRequestSchema } from '../inquiry';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404);

/** The calls of inquiry. */
export const inquiryCalls = {
  // Each inquiry sends two mails: a tight limit keeps the form from being used to spam.
  sendInquiry: defineCall({
    method: 'POST',
    path: '/cart/inquiry',
    who: 'anyone',
    tags: ['inquiry'],
    summary: 'Send an inquiry: project, inquiry document and e-mails to the customer and the brand partner',
    body: inquiryRequestSchema,
    response: { 200: inquiryReplySchema, ...errors },
  }),
} as const;

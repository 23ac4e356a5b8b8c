import { z } from 'zod';
import { documentOverviewReplySchema } from '../calculation';
import { brandPartnerQuerySchema, guidSchema } from '../common';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404);

/** The calls of overview. */
export const overviewCalls = {
  getDocumentConfigurationOverview: defineCall({
    method: 'GET',
    path: '/document/configuration/:id/overview',
    who: 'staff',
    tags: ['document-configuration'],
    summary: "A configuration's overview in a document: categories, parameters, prices, pictures",
    params: z.object({ id: guidSchema.describe('The configuration in the document') }),
    query: brandPartnerQuerySchema,
    response: { 200: documentOverviewReplySchema, ...errors },
  }),
} as const;

import { z } from 'zod';
import { errorReplySchema, guidSchema } from '../common';
import { publicDocumentItemSchema } from '../documentation';
import { defineCall } from './define-call';

/** The calls of public documents. */
export const publicDocumentsCalls = {
  getPublicConfigurationDocuments: defineCall({
    method: 'GET',
    path: '/configurator/:configurationId/documents',
    who: 'anyone',
    tags: ['documentation'],
    summary: 'The documents of a configuration for the public documents page (no login; items without Url left out)',
    params: z.object({ configurationId: guidSchema.describe('The configuration') }),
    response: { 200: z.array(publicDocumentItemSchema), 400: errorReplySchema, 404: errorReplySchema },
    security: [],
  }),
} as const;

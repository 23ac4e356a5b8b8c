import { z } from 'zod';
import { brandPartnerQuerySchema, errorReplySchema } from '../common';
import {
  remarkCreateBodySchema,
  remarkDeleteParamsSchema,
  remarkListSchema,
  remarkParamsSchema,
  remarkSchema,
  remarkTypeQuerySchema,
} from '../remarks';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404, 409);
const tags = ['document configuration'];

/** The calls of remarks. */
export const remarksCalls = {
  listConfigurationRemarks: defineCall({
    method: 'GET',
    path: '/document/configuration/:id/notes',
    who: 'staff',
    tags: tags,
    summary: 'Remarks of one kind (0 sales, 1 installer) of a configuration in a document, newest first',
    params: remarkParamsSchema,
    query: remarkTypeQuerySchema,
    response: { 200: remarkListSchema, ...errors },
  }),
  createConfigurationRemark: defineCall({
    method: 'POST',
    path: '/document/configuration/:id/notes',
    who: 'staff',
    tags: tags,
    summary: 'Write a remark (sales: admins and sales; installer: installers), optionally with an image',
    params: remarkParamsSchema,
    query: remarkTypeQuerySchema,
    body: remarkCreateBodySchema,
    response: { 200: remarkSchema, ...errors, 413: errorReplySchema, 503: errorReplySchema },
  }),
  removeConfigurationRemark: defineCall({
    method: 'DELETE',
    path: '/document/configuration/:id/notes/:noteId',
    who: 'staff',
    tags: tags,
    summary: 'Delete a remark (the author; admins and sales any sales remark) and its image',
    params: remarkDeleteParamsSchema,
    query: brandPartnerQuerySchema,
    response: { 204: z.null().describe('Deleted'), ...errors },
  }),
} as const;

import { z } from 'zod';
import { brandPartnerQuerySchema, guidSchema, optionalIdSchema } from '../common';
import {
  addConfigurationQuerySchema,
  changeQuantityBodySchema,
  cloneConfigurationReplySchema,
  configurationPositionDataSchema,
  deleteDocumentConfigurationReplySchema,
  documentConfigurationReplySchema,
  updateConfigurationPositionBodySchema,
} from '../document-configuration';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404, 409);
const lineParams = z.object({
  id: guidSchema.describe('The configuration in the document (SalesDocumentConfigurationId)'),
});
const tags = ['document-configuration'];

/** The calls of configurations. */
export const configurationsCalls = {
  getDocumentConfigurationPosition: defineCall({
    method: 'GET',
    path: '/document/configuration/:id',
    who: 'staff',
    tags: tags,
    summary: 'Position data of a configuration in a document',
    params: lineParams,
    query: z.object({ brandPartnerId: optionalIdSchema }),
    response: { 200: configurationPositionDataSchema, ...errors },
  }),
  updateDocumentConfigurationPosition: defineCall({
    method: 'PUT',
    path: '/document/configuration/:id',
    who: 'staff',
    tags: tags,
    summary: 'Change the position data (customer position, sub-position, delivery date, commission)',
    params: lineParams,
    body: updateConfigurationPositionBodySchema,
    response: { 200: documentConfigurationReplySchema, ...errors },
  }),
  setDocumentConfigurationQuantity: defineCall({
    method: 'PUT',
    path: '/document/configuration/:id/changeQuantity',
    who: 'staff',
    tags: tags,
    summary: 'Change the quantity (1 to 100) of a configuration in a document',
    params: lineParams,
    body: changeQuantityBodySchema,
    response: { 200: documentConfigurationReplySchema, ...errors },
  }),
  createDocumentConfigurationCopy: defineCall({
    method: 'POST',
    path: '/document/configuration/:id/copy',
    who: 'staff',
    tags: tags,
    summary: 'Copy a configuration in a document to the position right after it',
    params: lineParams,
    query: brandPartnerQuerySchema,
    response: { 200: documentConfigurationReplySchema, ...errors },
  }),
  removeDocumentConfiguration: defineCall({
    method: 'DELETE',
    path: '/document/configuration/:id',
    who: 'staff',
    tags: tags,
    summary: 'Remove a configuration from a document (the positions after it move up)',
    params: lineParams,
    query: brandPartnerQuerySchema,
    response: { 200: deleteDocumentConfigurationReplySchema, ...errors },
  }),
  addDocumentConfiguration: defineCall({
    method: 'POST',
    path: '/document/:id',
    who: 'staff',
    tags: tags,
    summary: 'Put a configuration into a document (at position p, else last), or replace it when already in it',
    params: z.object({ id: guidSchema.describe('The sales document') }),
    query: addConfigurationQuerySchema,
    response: { 200: documentConfigurationReplySchema, ...errors },
  }),
  createDocumentConfigurationVersion: defineCall({
    method: 'POST',
    path: '/configurator/:configurationId/clone/:documentId',
    who: 'staff',
    tags: tags,
    summary: 'A new version of a configuration of the document (a clone right after it)',
    params: z.object({ configurationId: guidSchema, documentId: guidSchema.describe('The sales document') }),
    query: brandPartnerQuerySchema,
    response: { 200: cloneConfigurationReplySchema, ...errors },
  }),
} as const;

import { z } from 'zod';
import { fileReplySchema, guidSchema } from '../common';
import {
  addDocumentationBodySchema,
  documentationItemSchema,
  documentationQuerySchema,
  documentationReplySchema,
  documentationZipBodySchema,
  generateDocumentationQuerySchema,
  specialDocumentationBodySchema,
  specialDocumentationReplySchema,
  statusNameReplySchema,
} from '../documentation';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404, 409, 413);
const idParams = z.object({ id: guidSchema.describe('The configuration in the document (DocumentConfigurationId)') });
const tags = ['documentation'];

/** The calls of documentation. */
export const documentationCalls = {
  getConfigurationDocumentation: defineCall({
    method: 'GET',
    path: '/document/configuration/:id/documentation',
    who: 'staff',
    tags: tags,
    summary: 'The technical documentation of a configuration, its status and what the caller may do',
    params: idParams,
    query: documentationQuerySchema,
    response: { 200: documentationReplySchema, ...errors },
  }),
  addConfigurationDocumentation: defineCall({
    method: 'POST',
    path: '/document/configuration/:id/documentation',
    who: 'staff',
    tags: tags,
    summary: 'Add a URL or upload a file (base64, at most 25 MB, type checked by content)',
    params: idParams,
    body: addDocumentationBodySchema,
    response: { 200: documentationItemSchema, ...errors },
  }),
  removeConfigurationDocumentation: defineCall({
    method: 'DELETE',
    path: '/document/configuration/:id/documentation/:docId',
    who: 'staff',
    tags: tags,
    summary: 'Delete an item of the technical documentation',
    params: idParams.extend({ docId: guidSchema.describe('ConfigurationDocumentationId') }),
    query: documentationQuerySchema,
    response: { 204: z.null().describe('Deleted'), ...errors },
  }),
  createConfigurationDocumentationZip: defineCall({
    method: 'POST',
    path: '/document/configuration/:id/documentation/zip',
    who: 'staff',
    tags: tags,
    summary: 'The selected items of the technical documentation as one zip file',
    params: idParams,
    body: documentationZipBodySchema,
    response: { 200: fileReplySchema, ...errors },
  }),
  requestDocumentation: defineCall({
    method: 'POST',
    path: '/config/generateDocumentation',
    who: 'staff',
    tags: tags,
    summary: 'Generate the technical documentation (drawing, parts list, parameter sheet) in the background',
    query: generateDocumentationQuerySchema,
    response: { 200: statusNameReplySchema, ...errors },
  }),
  requestSpecialDocumentation: defineCall({
    method: 'POST',
    path: '/config/requestSpecialDocumentation',
    who: 'staff',
    tags: tags,
    summary: 'Request special documentation from the manufacturer’s engineering (OEM users)',
    body: specialDocumentationBodySchema,
    response: { 200: specialDocumentationReplySchema, ...errors },
  }),
  addSpecialDocumentation: defineCall({
    method: 'POST',
    path: '/config/loadSpecialDocumentation',
    who: 'staff',
    tags: tags,
    summary: 'Attach the uploaded engineering files as the special documentation (OEM users)',
    body: specialDocumentationBodySchema,
    response: { 200: specialDocumentationReplySchema, ...errors },
  }),
} as const;

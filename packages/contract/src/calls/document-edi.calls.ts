import { z } from 'zod';
import { fileReplySchema, guidSchema, languageSchema, textSchema } from '../common';
import { documentActionReplySchema, ediImportPreviewSchema } from '../document-calls';
import { defineCall, errorReplies } from './define-call';
import { salesDocumentParams } from './params';

const errors = errorReplies(400, 401, 403, 404, 409, 413);
const tags = ['document'];
/**
 * Body limit of the EDI upload: a 5 MB file is about 6.7 MB of base64, so the reader (not the HTTP layer) refuses
 * somewhat larger files with its own Message; far larger bodies are cut off by Fastify.
 */
export const EDI_UPLOAD_BODY_LIMIT = 9 * 1024 * 1024;
const uploadBodySchema = z.object({
  BrandPartnerId: guidSchema,
  Base64File: z.string().min(1).max(EDI_UPLOAD_BODY_LIMIT).describe('The XML file, base64'),
  FileName: textSchema().min(1).max(255),
  Reprice: z
    .boolean()
    .default(false)
    .describe("Price the positions on today's catalogue instead of keeping the file's prices"),
});

/** The calls of document edi. */
export const documentEdiCalls = {
  getDocumentEdiFile: defineCall({
    method: 'GET',
    path: '/document/:id/download/edifactxml',
    who: 'staff',
    tags: tags,
    summary: 'Export a document as an EDI (ORDERS-like XML) file',
    params: salesDocumentParams,
    query: z.object({ language: languageSchema.optional().describe('Language of names in the file') }),
    response: { 200: fileReplySchema, ...errors },
  }),
  createDocumentFromEdiFile: defineCall({
    method: 'POST',
    path: '/document/:id/upload/edifactxml',
    who: 'staff',
    tags: tags,
    summary: 'Import an EDI file as a new document in a new project',
    params: salesDocumentParams,
    body: uploadBodySchema,
    response: { 200: documentActionReplySchema, ...errors },
  }),
  previewDocumentFromEdiFile: defineCall({
    method: 'POST',
    path: '/document/:id/upload/edifactxml/preview',
    who: 'staff',
    tags: tags,
    summary: "What an EDI import would price: per position the file's and today's unit price; writes nothing",
    params: salesDocumentParams,
    body: uploadBodySchema.omit({ Reprice: true }),
    response: { 200: ediImportPreviewSchema, ...errors },
  }),
  sendDocumentToProduction: defineCall({
    method: 'POST',
    path: '/ref/clone',
    who: 'staff',
    tags: tags,
    summary: 'Submit a document for production and return the production file',
    query: z.object({ documentId: guidSchema.describe('The sales document') }),
    response: { 200: fileReplySchema, ...errors },
  }),
} as const;

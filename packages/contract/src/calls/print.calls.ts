import { brandPartnerQuerySchema, fileReplySchema, guidSchema } from '../common';
import {
  generateDocumentRequestSchema,
  generatedDocumentListSchema,
  generatedZipRequestSchema,
  printActionReplySchema,
  printTemplateListSchema,
} from '../print';
import { defineCall, errorReplies } from './define-call';
import { salesDocumentParams } from './params';

const errors = errorReplies(400, 401, 403, 404, 409);
const tags = ['print'];
const generatedParams = salesDocumentParams.extend({ generatedId: guidSchema.describe('The generated document') });

/** The calls of print. */
export const printCalls = {
  listPrintTemplates: defineCall({
    method: 'GET',
    path: '/document/:id/templates',
    who: 'staff',
    tags: tags,
    summary: 'Print templates; the default for the document type is marked',
    params: salesDocumentParams,
    response: { 200: printTemplateListSchema, ...errors },
  }),
  createGeneratedDocument: defineCall({
    method: 'POST',
    path: '/document/:id/generateDocument',
    who: 'staff',
    tags: tags,
    summary: 'Print the document as PDF (and DOCX), optionally mail it to the contact; returns the PDF',
    params: salesDocumentParams,
    body: generateDocumentRequestSchema,
    response: { 200: fileReplySchema, ...errors },
  }),
  listGeneratedDocuments: defineCall({
    method: 'GET',
    path: '/document/:id/documents',
    who: 'staff',
    tags: tags,
    summary: 'Generated documents of the document, newest first, with its number and contact',
    params: salesDocumentParams,
    query: brandPartnerQuerySchema,
    response: { 200: generatedDocumentListSchema, ...errors },
  }),
  getGeneratedDocumentsZip: defineCall({
    method: 'POST',
    path: '/document/:id/download/zip',
    who: 'staff',
    tags: tags,
    summary: 'Download the chosen generated documents as one zip of PDFs',
    params: salesDocumentParams,
    body: generatedZipRequestSchema,
    response: { 200: fileReplySchema, ...errors },
  }),
  removeGeneratedDocument: defineCall({
    method: 'DELETE',
    path: '/document/:id/download/:generatedId',
    who: 'staff',
    tags: tags,
    summary: 'Delete a printed document (a sent offer cannot be deleted)',
    params: generatedParams,
    response: { 200: printActionReplySchema, ...errors },
  }),
  setDocumentSent: defineCall({
    method: 'POST',
    path: '/document/:id/sendmanually',
    who: 'staff',
    tags: tags,
    summary: 'Mark the printed offer as sent (status offer)',
    params: salesDocumentParams,
    query: brandPartnerQuerySchema,
    response: { 200: printActionReplySchema, ...errors },
  }),
  getGeneratedDocumentPdf: defineCall({
    method: 'GET',
    path: '/document/:id/download/:generatedId/pdf',
    who: 'staff',
    tags,
    summary: 'Download a generated document as PDF',
    params: generatedParams,
    response: { 200: fileReplySchema, ...errors },
  }),
  getGeneratedDocumentDocx: defineCall({
    method: 'GET',
    path: '/document/:id/download/:generatedId/doc',
    who: 'staff',
    tags,
    summary: 'Download a generated document as Word (DOCX)',
    params: generatedParams,
    response: { 200: fileReplySchema, ...errors },
  }),
} as const;

import { z } from 'zod';
import { brandPartnerQuerySchema, guidSchema } from '../common';
import {
  changeDocumentContactBodySchema,
  documentBrandPartnerBodySchema,
  documentContactBodySchema,
  documentContactReplySchema,
  documentDetailSchema,
  documentHistoryReplySchema,
  documentUpdateBodySchema,
} from '../document';
import { documentActionReplySchema } from '../document-calls';
import {
  compareRevisionsQuerySchema,
  createRevisionBodySchema,
  documentRevisionsReplySchema,
  revisionDiffSchema,
} from '../document-revisions';
import { defineCall, errorReplies } from './define-call';
import { salesDocumentParams } from './params';

const errors = errorReplies(400, 401, 403, 404, 409);
const documentParams = z.object({ documentId: guidSchema.describe('The sales document') });
const tags = ['document'];

/** The calls of document. */
export const documentCalls = {
  getDocument: defineCall({
    method: 'GET',
    path: '/document/:id',
    who: 'staff',
    tags: tags,
    summary: 'The document detail with its configurations in position order',
    params: salesDocumentParams,
    query: brandPartnerQuerySchema,
    response: { 200: documentDetailSchema, ...errors },
  }),
  updateDocument: defineCall({
    method: 'PUT',
    path: '/document/:id',
    who: 'staff',
    tags: tags,
    summary: 'Change the commission and the customer number (max 255 each); replies with the detail',
    params: salesDocumentParams,
    body: documentUpdateBodySchema,
    response: { 200: documentDetailSchema, ...errors },
  }),
  removeDocumentComment: defineCall({
    method: 'POST',
    path: '/document/:id/removeComment',
    who: 'staff',
    tags: tags,
    summary: "Remove the document's comment; replies with the detail",
    params: salesDocumentParams,
    body: documentBrandPartnerBodySchema,
    response: { 200: documentDetailSchema, ...errors },
  }),
  setDocumentContact: defineCall({
    method: 'POST',
    path: '/document/:id/changecontact',
    who: 'staff',
    tags: tags,
    summary: "Copy a contact of /brand/{id}/contacts into the document's contact; replies with the detail",
    params: salesDocumentParams,
    body: changeDocumentContactBodySchema,
    response: { 200: documentDetailSchema, ...errors },
  }),
  getDocumentContact: defineCall({
    method: 'GET',
    path: '/document/:documentId/contact',
    who: 'staff',
    tags: tags,
    summary: 'The contact data of the document: contact, delivery and receipt blocks',
    params: documentParams,
    response: { 200: documentContactReplySchema, ...errors },
  }),
  updateDocumentContactData: defineCall({
    method: 'POST',
    path: '/document/:documentId/contact',
    who: 'staff',
    tags: tags,
    summary: 'Save the contact data of the document (null for an unticked block); replies with it as stored',
    params: documentParams,
    body: documentContactBodySchema,
    response: { 200: documentContactReplySchema, ...errors },
  }),
  getDocumentHistory: defineCall({
    method: 'GET',
    path: '/document/:id/history',
    who: 'staff',
    tags: tags,
    summary: 'The history of the document and of its configurations, newest first',
    params: salesDocumentParams,
    response: { 200: documentHistoryReplySchema, ...errors },
  }),
  createDocumentRevision: defineCall({
    method: 'POST',
    path: '/document/:id/revision',
    who: 'staff',
    tags: tags,
    summary:
      'New revision of an offer: a working copy numbered with the next revision suffix (409 read-only or not an offer)',
    params: salesDocumentParams,
    body: createRevisionBodySchema,
    response: { 200: documentActionReplySchema, ...errors },
  }),
  listDocumentRevisions: defineCall({
    method: 'GET',
    path: '/document/:id/revisions',
    who: 'staff',
    tags: tags,
    summary: 'Every revision of the offer the document belongs to, oldest first',
    params: salesDocumentParams,
    query: brandPartnerQuerySchema,
    response: { 200: documentRevisionsReplySchema, ...errors },
  }),
  compareDocumentRevisions: defineCall({
    method: 'GET',
    path: '/document/:id/revisions/compare',
    who: 'staff',
    tags: tags,
    summary: 'What changed between two revisions of the offer: positions, parameters, prices, terms and totals',
    params: salesDocumentParams,
    query: compareRevisionsQuerySchema,
    response: { 200: revisionDiffSchema, ...errors },
  }),
} as const;

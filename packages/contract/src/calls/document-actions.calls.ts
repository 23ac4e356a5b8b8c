import { brandPartnerQuerySchema } from '../common';
import {
  assignDocumentBodySchema,
  createDocumentBodySchema,
  documentActionReplySchema,
  documentSendReplySchema,
  forwardDocumentBodySchema,
  sendToSupplierBodySchema,
} from '../document-calls';
import { defineCall, errorReplies } from './define-call';
import { salesDocumentParams } from './params';

const errors = errorReplies(400, 401, 403, 404, 409);
const tags = ['document'];

/** The calls of document actions. */
export const documentActionsCalls = {
  createDocument: defineCall({
    method: 'POST',
    path: '/document',
    who: 'staff',
    tags: tags,
    summary: 'Create a document (new offer) or copy one (DocumentId), optionally in a new project',
    body: createDocumentBodySchema,
    response: { 200: documentActionReplySchema, ...errors },
  }),
  setDocumentProjectStatus: defineCall({
    method: 'POST',
    path: '/document/:id/toggle',
    who: 'staff',
    tags: tags,
    summary: "Switch the document's project between active and closed",
    params: salesDocumentParams,
    response: { 200: documentActionReplySchema, ...errors },
  }),
  setDocumentConfirmed: defineCall({
    method: 'POST',
    path: '/document/:id/confirm',
    who: 'staff',
    tags: tags,
    summary: 'Confirm a document (an OEM user: confirmedOem)',
    params: salesDocumentParams,
    query: brandPartnerQuerySchema,
    response: { 200: documentActionReplySchema, ...errors },
  }),
  setDocumentSalesman: defineCall({
    method: 'POST',
    path: '/document/:id/assign',
    who: 'staff',
    tags: tags,
    summary: 'Assign the responsible salesman of a document',
    params: salesDocumentParams,
    body: assignDocumentBodySchema,
    response: { 200: documentActionReplySchema, ...errors },
  }),
  setDocumentArchived: defineCall({
    method: 'DELETE',
    path: '/document/:id/archive',
    who: 'staff',
    tags: tags,
    summary: 'Archive a document',
    params: salesDocumentParams,
    response: { 200: documentActionReplySchema, ...errors },
  }),
  sendDocument: defineCall({
    method: 'POST',
    path: '/document/:id/send',
    who: 'staff',
    tags: tags,
    summary: 'Send a document to its recipient partner, who gets its own received copy',
    params: salesDocumentParams,
    query: brandPartnerQuerySchema,
    response: { 200: documentSendReplySchema, ...errors },
  }),
  sendDocumentToContact: defineCall({
    method: 'POST',
    path: '/document/:id/forward',
    who: 'staff',
    tags: tags,
    summary: "Forward a document to a contact's user, whose partner gets its own received copy",
    params: salesDocumentParams,
    body: forwardDocumentBodySchema,
    response: { 200: documentSendReplySchema, ...errors },
  }),
  sendDocumentToSupplier: defineCall({
    method: 'POST',
    path: '/document/:id/sendToSupplier',
    who: 'staff',
    tags: tags,
    summary: 'Send a document to the supplier (parent) partner as a new document with a comment',
    params: salesDocumentParams,
    body: sendToSupplierBodySchema,
    response: { 200: documentActionReplySchema, ...errors },
  }),
} as const;

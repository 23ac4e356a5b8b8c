import { z } from 'zod';
import { bpiParamsSchema, guidSchema } from '../common';
import { contactListSchema, contactsQuerySchema, partnerUserListSchema } from '../documents';
import { languageListSchema } from '../reference-data';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404);

/** The calls of document lookups. */
export const documentLookupsCalls = {
  listAssignableUsers: defineCall({
    method: 'GET',
    path: '/brand/:bpi/users',
    who: 'staff',
    tags: ['document'],
    summary: "Staff of the caller's partner and its child partners who can be assigned a document",
    params: bpiParamsSchema,
    response: { 200: partnerUserListSchema, ...errors },
  }),
  listOwnPartnerUsers: defineCall({
    method: 'GET',
    path: '/brand/:bpi/myusers',
    who: 'staff',
    tags: ['document'],
    summary: "Staff of the caller's own partner",
    params: bpiParamsSchema,
    response: { 200: partnerUserListSchema, ...errors },
  }),
  listContacts: defineCall({
    method: 'GET',
    path: '/brand/:bpi/contacts',
    who: 'staff',
    tags: ['document'],
    summary: 'Contacts of the partner chain and customer contacts of the brand partner',
    params: bpiParamsSchema,
    query: contactsQuerySchema,
    response: { 200: contactListSchema, ...errors },
  }),
  listDocumentLanguages: defineCall({
    method: 'GET',
    path: '/selection/language/:documentId',
    who: 'staff',
    tags: ['document'],
    summary: 'Print and export languages of a document, its own language as the default',
    params: z.object({ documentId: guidSchema.describe('The sales document') }),
    response: { 200: languageListSchema, ...errors },
  }),
} as const;

import { z } from 'zod';
import { guidSchema } from '../common';
import { countryListSchema, documentTypeListSchema, languageListSchema } from '../reference-data';
import { defineCall, errorReplies } from './define-call';

const errors = errorReplies(400, 401, 403, 404);

/** The calls of selection lookups. */
export const selectionLookupsCalls = {
  listCountries: defineCall({
    method: 'GET',
    path: '/selection/countrylist',
    who: 'anyone',
    tags: ['selection'],
    summary: 'Countries, names in the caller language',
    response: { 200: countryListSchema, ...errors },
  }),
  listLanguages: defineCall({
    method: 'GET',
    path: '/selection/language',
    who: 'anyone',
    tags: ['selection'],
    summary: 'Languages of the interface',
    response: { 200: languageListSchema, ...errors },
  }),
  listDocumentTypes: defineCall({
    method: 'GET',
    path: '/selection/documenttype/:brandPartnerId',
    who: 'anyone',
    tags: ['selection'],
    summary: 'Document types of a brand partner the user acts for, names in the caller language',
    params: z.object({ brandPartnerId: guidSchema.describe('The brand partner') }),
    response: { 200: documentTypeListSchema, ...errors },
  }),
} as const;

import { z } from 'zod';
import { guidSchema } from '../common';
import { documentListQuerySchema, documentListReplySchema } from '../documents';
import { defineCall, errorReplies } from './define-call';

const list = (path: string, summary: string) =>
  ({
    method: 'GET',
    path: `/document/:brandPartnerId/${path}`,
    who: 'staff',
    tags: ['document'],
    summary: `Document list: ${summary}`,
    description:
      'Without paging parameters the plain array of rows. The optional filter[Column], sort, order and project ' +
      'parameters narrow and order it; page or pageSize switch to a page object { Items, Total, Page, PageSize }.',
    params: z.object({ brandPartnerId: guidSchema.describe('The brand partner') }),
    query: documentListQuerySchema,
    response: { 200: documentListReplySchema, ...errorReplies(400, 401, 403, 404) },
  }) as const;
const MY = "the caller's own documents";
const ALL = "the partner's documents";
const ARCHIVED = ', archived included';
const LIMITED = ', only active projects changed in the last 180 days';

/**
 * The document lists of §7: the view (`my`, `all`), then `All` when archived documents are included, then `Limit`
 * when "show all" is off.
 */
export const documentsListCalls = {
  listDocumentsMy: defineCall(list('my', MY)),
  listDocumentsMyLimit: defineCall(list('myLimit', `${MY}${LIMITED}`)),
  listDocumentsMyAll: defineCall(list('myAll', `${MY}${ARCHIVED}`)),
  listDocumentsMyAllLimit: defineCall(list('myAllLimit', `${MY}${ARCHIVED}${LIMITED}`)),
  listDocumentsAll: defineCall(list('all', ALL)),
  listDocumentsAllLimit: defineCall(list('allLimit', `${ALL}${LIMITED}`)),
  listDocumentsAllAll: defineCall(list('allAll', `${ALL}${ARCHIVED}`)),
  listDocumentsAllAllLimit: defineCall(list('allAllLimit', `${ALL}${ARCHIVED}${LIMITED}`)),
} as const;

import { z } from 'zod';
import { base64Schema, guidSchema, textSchema } from '../common';
import { opentransUploadReplySchema } from '../document-calls';
import { defineCall, errorReplies } from './define-call';
import { salesDocumentParams } from './params';

const errors = errorReplies(400, 401, 403, 404, 409, 413);
const tags = ['document'];

/**
 * Body limit of the openTRANS upload: a 20 MB file is about 26.7 MB of base64, so the reader (not the HTTP layer)
 * refuses somewhat larger files with its own 400; far larger bodies are cut off by Fastify.
 */
export const OPENTRANS_UPLOAD_BODY_LIMIT = 30 * 1024 * 1024;

/** The calls of the openTRANS 2.1 exchange with a manufacturer's ERP. */
export const documentOpenTransCalls = {
  getDocumentOpenTrans: defineCall({
    method: 'GET',
    path: '/document/:id/opentrans',
    who: 'staff',
    tags,
    summary: 'The document as openTRANS 2.1 XML: a QUOTATION for an offer, an ORDER for an order or order confirmation',
    description:
      'Answers application/xml valid against the official opentrans_2_1.xsd: parties, one item per position with its configuration code and printable parameters, prices, costs, discounts and tax, and the totals.',
    params: salesDocumentParams,
    query: z.object({ brandPartnerId: guidSchema.describe("The document's storefront (brand partner)") }),
    response: { 200: z.string().describe('application/xml: the openTRANS 2.1 document'), ...errors },
  }),
  importDocumentOpenTrans: defineCall({
    method: 'POST',
    path: '/document/:id/opentrans',
    who: 'staff',
    tags,
    summary:
      "Apply an openTRANS ORDERRESPONSE to the order {id}, or import an openTRANS ORDER as a new document ({id}: the storefront's document context)",
    params: salesDocumentParams,
    body: z.object({
      BrandPartnerId: guidSchema,
      Base64File: base64Schema().min(1).max(OPENTRANS_UPLOAD_BODY_LIMIT).describe('The openTRANS XML file, base64'),
      FileName: textSchema().min(1).max(255),
      DryRun: z
        .boolean()
        .default(false)
        .describe('Only check an ORDERRESPONSE and answer its changes; nothing is written'),
    }),
    response: { 200: opentransUploadReplySchema, ...errors },
  }),
} as const;

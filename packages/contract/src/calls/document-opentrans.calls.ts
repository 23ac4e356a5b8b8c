import { z } from 'zod';
import { base64Schema, guidSchema, optionalIdSchema, textSchema } from '../common';
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

/** The JSON form of the openTRANS upload: the file as base64 with its storefront, name and dry-run flag. */
export const opentransUploadBodySchema = z.object({
  BrandPartnerId: guidSchema,
  Base64File: base64Schema().min(1).max(OPENTRANS_UPLOAD_BODY_LIMIT).describe('The openTRANS XML file, base64'),
  FileName: textSchema().min(1).max(255),
  DryRun: z.boolean().default(false).describe('Only check an ORDERRESPONSE and answer its changes; nothing is written'),
});
/** The JSON form of the openTRANS upload, as validated. */
export type OpenTransUploadBody = z.infer<typeof opentransUploadBodySchema>;

/** Query of the openTRANS upload with the XML itself as the body (ignored with the JSON form, which carries them). */
export const opentransRawUploadQuerySchema = z.object({
  brandPartnerId: optionalIdSchema.describe('The storefront (brand partner); required with an XML body'),
  fileName: textSchema()
    .min(1)
    .max(255)
    .optional()
    .describe('The file name the history records (default opentrans.xml)'),
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .describe('true: only check an ORDERRESPONSE and answer its changes; nothing is written'),
});

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
    description:
      'The file comes either as JSON with the base64 file (as the web app sends it) or as the XML itself with Content-Type application/xml or text/xml, the other fields then in the query (brandPartnerId required). Both are checked alike: more than 20 MB, a DOCTYPE or entity declaration, XML that is not well-formed or nests deeper than 32 are refused with a 400 before the file is read.',
    params: salesDocumentParams,
    query: opentransRawUploadQuerySchema,
    body: z.union([
      opentransUploadBodySchema,
      z.string().describe('application/xml or text/xml: the openTRANS file itself (UTF-8)'),
    ]),
    consumes: ['application/json', 'application/xml', 'text/xml'],
    response: { 200: opentransUploadReplySchema, ...errors },
  }),
} as const;

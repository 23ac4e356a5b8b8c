import { z } from 'zod';
import { guidSchema, moneySchema, optionalIdSchema, textSchema } from './common';
import { ZERO_GUID } from './constants';
import { configurationContactSchema } from './inquiry';
import { LIMITS } from './limits';

/**
 * An id the user picks in a dialog (§5): empty is "nothing picked" with the given message key (the web shows it
 * translated, the server's 400 names the field with it); the all-zero GUID is "none" and so nothing picked too.
 */
export const pickedIdSchema = (message: string) =>
  z
    .string()
    .min(1, message)
    .refine((value) => value !== ZERO_GUID, message)
    .pipe(guidSchema);

/**
 * Body of `POST /document`: create (BrandPartnerId with ContactId or ConfigurationContact, optionally ProjectId) or
 * copy (DocumentId with DocumentTypeId and NewProject). The service tells the two apart by DocumentId.
 */
export const createDocumentBodySchema = z.object({
  BrandPartnerId: guidSchema,
  DocumentTypeId: optionalIdSchema.describe('Type of the new document or copy (default: offer)'),
  DocumentId: optionalIdSchema.describe('Copy: the document to copy'),
  ProjectId: optionalIdSchema.describe('Create: an active project of the caller’s partner (default: a new one)'),
  NewProject: z.boolean().default(false).describe('Copy: put the copy in a new project'),
  ContactId: optionalIdSchema.describe('Create: an existing contact'),
  ConfigurationContact: configurationContactSchema.nullish().describe('Create: a new contact (inquiry fields)'),
});
/** Body of `POST /document`, as validated. */
export type CreateDocumentBody = z.infer<typeof createDocumentBodySchema>;

/** What the client needs to reselect after a document action: the document, its status and project. */
export const documentActionReplySchema = z.object({
  SalesDocumentId: guidSchema,
  DocumentStatusId: guidSchema,
  ProjectId: guidSchema,
  ProjectStatusId: guidSchema,
  DocumentNumber: z.string(),
  /** The document's currency (ISO 4217), the storefront's when it was made. */
  Currency: z.string(),
});
/** Reply of a document action. */
export type DocumentActionReply = z.infer<typeof documentActionReplySchema>;

/** Reply of `POST /document/{id}/upload/edifactxml/preview`: per position the file's and today's unit price. */
export const ediImportPreviewSchema = z.object({
  Currency: z.string(),
  Positions: z.array(
    z.object({
      Position: z.number().int(),
      ModelName: z.string(),
      Quantity: z.number().int(),
      FileUnitPrice: moneySchema.describe('The unit price the file carries (kept by a plain import)'),
      CatalogueUnitPrice: moneySchema.describe("The unit price on today's catalogue (a re-priced import)"),
    }),
  ),
});
/** Reply of the EDI import preview. */
export type EdiImportPreview = z.infer<typeof ediImportPreviewSchema>;

/** Reply of send and forward: the sender's document, plus the recipient's new copy. */
export const documentSendReplySchema = documentActionReplySchema.extend({
  RecipientSalesDocumentId: guidSchema,
});
/** Reply of send and forward. */
export type DocumentSendReply = z.infer<typeof documentSendReplySchema>;

/** Copy (§5): a document type is required; the copy may go to a new project. The copy's fields of `POST /document`. */
export const copyDocumentFieldsSchema = z.object({
  DocumentTypeId: pickedIdSchema('pickType'),
  NewProject: z.boolean(),
});

/** New offer with an existing contact (§5 inquiry customer): a contact must be picked. */
export const newOfferContactFieldsSchema = z.object({ ContactId: pickedIdSchema('pickContact') });

/** Body of `POST /document/{id}/assign`: a user must be picked (§5). */
export const assignDocumentBodySchema = z.object({
  BrandPartnerId: guidSchema,
  PartnerUserId: pickedIdSchema('pickUser'),
});

/** Body of `POST /document/{id}/forward`: a contact (with a user) must be picked (§5). */
export const forwardDocumentBodySchema = z.object({
  BrandPartnerId: guidSchema,
  ContactId: pickedIdSchema('pickContact'),
});

/** Body of `POST /document/{id}/sendToSupplier`: a type and a contact are required, the comment at most 255 (§5). */
export const sendToSupplierBodySchema = z.object({
  DocumentTypeId: pickedIdSchema('pickType'),
  BrandPartnerId: guidSchema,
  DocumentId: optionalIdSchema.describe('The document to send (default: the one in the path)'),
  NewProject: z.boolean().default(false),
  ContactId: pickedIdSchema('pickContact'),
  Comment: textSchema().max(LIMITS.textMax, 'tooLong').default(''),
});
/** Body of `POST /document/{id}/sendToSupplier`, as validated. */
export type SendToSupplierBody = z.infer<typeof sendToSupplierBodySchema>;

/** One change an openTRANS ORDERRESPONSE makes to a position of the order: the field, before and after. */
export const opentransChangeSchema = z.object({
  Position: z.number().int(),
  Field: z.enum(['quantity', 'unitPrice', 'deliveryDate']),
  Before: z.string().describe("The order's value (a price as a decimal, a date as YYYY-MM-DD, '' for none)"),
  After: z.string().describe("The response's value"),
});
/** A change of an order response. */
export type OpenTransChange = z.infer<typeof opentransChangeSchema>;

/**
 * Reply of `POST /document/{id}/opentrans`: for an ORDERRESPONSE the order it applied to (or would, on a dry run),
 * the manufacturer's order number, the lines it accepted and every change; for an ORDER the new document.
 */
export const opentransUploadReplySchema = z.object({
  Root: z.enum(['ORDER', 'ORDERRESPONSE']),
  SalesDocumentId: guidSchema,
  DocumentNumber: z.string(),
  Applied: z.boolean().describe('False on a dry run'),
  SupplierOrderId: z.string().describe("The manufacturer's order number ('' when the response gives none)"),
  AcceptedPositions: z.array(z.number().int()),
  Changes: z.array(opentransChangeSchema),
});
/** Reply of the openTRANS upload. */
export type OpenTransUploadReply = z.infer<typeof opentransUploadReplySchema>;

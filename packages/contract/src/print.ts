import { z } from 'zod';
import { guidSchema, optionalIdSchema } from './common';

/** How many generated documents one zip download may carry. */
export const PRINT_ZIP_MAX_DOCUMENTS = 100;

/** A print template of `GET /document/{id}/templates`; exactly one is the default for the document's type. */
export const printTemplateSchema = z.object({
  DocumentTemplateId: guidSchema,
  TemplateName: z.string(),
  IsPrintDefault: z.boolean(),
});
/** A print template. */
export type PrintTemplate = z.infer<typeof printTemplateSchema>;
/** Reply of `GET /document/{id}/templates`. */
export const printTemplateListSchema = z.array(printTemplateSchema);

/**
 * Body of `POST /document/{id}/generateDocument`. Template and language may be left empty by the client; the server
 * then refuses with 400 (printing needs both).
 */
export const generateDocumentRequestSchema = z.object({
  BrandPartnerId: guidSchema,
  TemplateId: optionalIdSchema.describe('The print template (GET /document/{id}/templates)'),
  LanguageId: optionalIdSchema.describe('The language (GET /selection/language/{documentId})'),
  Send: z.boolean().default(false).describe('Mail the PDF to the document contact and mark the offer as sent'),
  ShowPrices: z.boolean().default(true),
  ShowImages: z.boolean().default(true),
  ShowDocumentation: z.boolean().default(false),
  ShowTerms: z.boolean().default(true),
  ShowChangesFrom: optionalIdSchema.describe(
    'An offer revision: the print adds a section "Changes from revision NN" listing what changed from it (issue 41)',
  ),
});
/** Body of `POST /document/{id}/generateDocument`. */
export type GenerateDocumentRequest = z.input<typeof generateDocumentRequestSchema>;

/** A generated (printed or sent) document of a sales document. */
export const generatedDocumentSchema = z.object({
  SalesDocumentGeneratedId: guidSchema,
  FileName: z.string(),
  /** The generated document's type in the caller's language (offer printed, offer sent). */
  DocumentType: z.string(),
  DocumentTypeId: guidSchema,
  CreatedBy: z.string(),
  TimeStamp: z.string().describe('ISO 8601 date and time'),
});
/** A generated document. */
export type GeneratedDocument = z.infer<typeof generatedDocumentSchema>;

/** Reply of `GET /document/{id}/documents`: the generated documents, newest first, and the document's mail data. */
export const generatedDocumentListSchema = z.object({
  Documents: z.array(generatedDocumentSchema),
  DocumentNumber: z.string(),
  Contact: z.string(),
  Email: z.string(),
  /** True when no configuration of the document has generated technical documentation. */
  DisableTechDocumentation: z.boolean(),
});
/** Reply of `GET /document/{id}/documents`. */
export type GeneratedDocumentList = z.infer<typeof generatedDocumentListSchema>;

/** Body of `POST /document/{id}/download/zip`: the generated documents to pack (at least one). */
export const generatedZipRequestSchema = z.object({
  DocumentIds: z.array(guidSchema).min(1).max(PRINT_ZIP_MAX_DOCUMENTS),
});
/** Body of `POST /document/{id}/download/zip`. */
export type GeneratedZipRequest = z.infer<typeof generatedZipRequestSchema>;

/** Reply of `POST /document/{id}/sendmanually` and of a delete: the document's status after the call. */
export const printActionReplySchema = z.object({
  SalesDocumentId: guidSchema,
  DocumentStatusId: guidSchema,
});
/** Reply of `POST /document/{id}/sendmanually`. */
export type PrintActionReply = z.infer<typeof printActionReplySchema>;

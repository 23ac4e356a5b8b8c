import { z } from 'zod';
import { guidSchema } from './common';

/** The highest revision of one offer: the suffix has two digits (`2026-00012-99`). */
export const MAX_OFFER_REVISION = 99;

/**
 * An offer's number with its revision: the first revision keeps the plain number (`2026-00012`, the one printed and
 * sent before any revision existed), later ones add a two-digit suffix (`2026-00012-02`).
 */
export const formatRevisionNumber = (documentNumber: string, revision: number): string =>
  revision > 1 ? `${documentNumber}-${String(revision).padStart(2, '0')}` : documentNumber;

/** The revision part alone as the pages name it: `01`, `02`, … */
export const revisionLabel = (revision: number): string => String(revision).padStart(2, '0');

/** Body of `POST /document/{id}/revision`: the storefront the document belongs to. */
export const createRevisionBodySchema = z.object({ BrandPartnerId: guidSchema });
/** Body of `POST /document/{id}/revision`. */
export type CreateRevisionBody = z.infer<typeof createRevisionBodySchema>;

/** One revision of an offer in the revisions list. */
export const documentRevisionSchema = z.object({
  SalesDocumentId: guidSchema,
  Revision: z.number().int().min(1).describe('1 for the first revision (the plain number), 2, 3, …'),
  DocumentNumber: z.string().describe('The number with its revision suffix, e.g. 2026-00012-02'),
  DocumentStatusId: guidSchema,
  DocumentStatusName: z.string(),
  DateCreated: z.string().describe('ISO 8601 time the revision was made'),
  TotalPriceWithTax: z.number(),
  SupersededBySalesDocumentId: guidSchema.nullable().describe('The later revision whose sending superseded it'),
});
/** One revision of an offer. */
export type DocumentRevision = z.infer<typeof documentRevisionSchema>;

/** Reply of `GET /document/{id}/revisions`: every revision of the offer the document belongs to, oldest first. */
export const documentRevisionsReplySchema = z.object({
  RootSalesDocumentId: guidSchema.describe('The first revision of the offer'),
  Currency: z.string(),
  Revisions: z.array(documentRevisionSchema),
});
/** Reply of `GET /document/{id}/revisions`. */
export type DocumentRevisionsReply = z.infer<typeof documentRevisionsReplySchema>;

/** Query of `GET /document/{id}/revisions/compare`: two revisions of the document's offer, in either order. */
export const compareRevisionsQuerySchema = z.object({
  brandPartnerId: guidSchema,
  from: guidSchema.describe('The earlier (or any) revision'),
  to: guidSchema.describe('The later (or any) revision'),
});
/** Query of the comparison. */
export type CompareRevisionsQuery = z.infer<typeof compareRevisionsQuerySchema>;

/** What a changed value is: a position's model, a parameter, an amount, a discount, a cost, a term or a total. */
export const REVISION_CHANGE_KINDS = [
  'model',
  'parameter',
  'quantity',
  'unitPrice',
  'linePrice',
  'additionalCost',
  'discount',
  'netCost',
  'tax',
  'taxRate',
  'totalPrice',
  'paymentTerm',
  'deliveryTerm',
  'documentTotalPrice',
  'documentTax',
  'documentTotal',
] as const;
/** What a changed value is. */
export type RevisionChangeKind = (typeof REVISION_CHANGE_KINDS)[number];

/** One value that differs: old → new, as text in the caller's language; amounts also as numbers (major units). */
export const revisionChangeSchema = z.object({
  Kind: z.enum(REVISION_CHANGE_KINDS),
  Label: z.string().describe("What changed, in the caller's language (a parameter's or discount's name, 'Quantity')"),
  From: z.string().nullable().describe('The old value as shown; null when it was not there'),
  To: z.string().nullable().describe('The new value as shown; null when it is gone'),
  FromAmount: z.number().nullable().describe('An amount or quantity: the old number; null otherwise'),
  ToAmount: z.number().nullable().describe('An amount or quantity: the new number; null otherwise'),
});
/** One value that differs between two revisions. */
export type RevisionChange = z.infer<typeof revisionChangeSchema>;

/** How a position differs. */
export const REVISION_POSITION_CHANGES = ['added', 'removed', 'changed'] as const;

/** A position that was added, removed or changed (unchanged positions are only counted). */
export const revisionPositionDiffSchema = z.object({
  Change: z.enum(REVISION_POSITION_CHANGES),
  FromPosition: z.number().int().nullable().describe('Its position in the old revision; null when added'),
  ToPosition: z.number().int().nullable().describe('Its position in the new revision; null when removed'),
  Name: z.string().describe("The model's name in the caller's language (the new revision's, if any)"),
  Quantity: z.number().int().describe('Its quantity (the new revision’s, if any)'),
  TotalPrice: z.number().describe('Its total without tax (the new revision’s, if any)'),
  Changes: z.array(revisionChangeSchema).describe('Every value that differs; empty for added and removed'),
});
/** A position that differs. */
export type RevisionPositionDiff = z.infer<typeof revisionPositionDiffSchema>;

const revisionRefSchema = z.object({
  SalesDocumentId: guidSchema,
  Revision: z.number().int(),
  DocumentNumber: z.string(),
});

/** Reply of `GET /document/{id}/revisions/compare`: what changed from one revision of an offer to another. */
export const revisionDiffSchema = z.object({
  From: revisionRefSchema,
  To: revisionRefSchema,
  Currency: z.string(),
  Positions: z
    .array(revisionPositionDiffSchema)
    .describe('In the new revision’s order, removed ones at their old place'),
  UnchangedPositions: z.number().int(),
  Terms: z.array(revisionChangeSchema).describe('Payment and delivery terms added, removed or changed'),
  Totals: z.array(revisionChangeSchema).describe('The document totals that differ'),
});
/** What changed from one revision to another. */
export type RevisionDiff = z.infer<typeof revisionDiffSchema>;

import { z } from 'zod';
import { contactRowSchema, partnerUserSchema } from './brand';
import { guidSchema, textSchema } from './common';

/** A row of the document lists `GET /document/{bpi}/my…` and `/all…` (admin-and-documents §3). */
export const documentListRowSchema = z.object({
  SalesDocumentId: guidSchema,
  IsAnyError: z.boolean(),
  DocumentNumber: z.string(),
  ProjectId: guidSchema,
  ProjectStatusId: guidSchema,
  ProjectNumber: z.number().int(),
  ProjectStatus: z.string(),
  DocumentLastChanged: z.string().describe('ISO 8601 time of the last change'),
  PartnerName: z.string(),
  RecipientPartnerName: z.string().nullable(),
  ContactName: z.string(),
  CompanyName: z.string(),
  Commission: z.string(),
  CustomerNumber: z.string(),
  TotalPriceWithTax: z.number().describe('Sum of configuration price × quantity, in major units'),
  DocumentTypeName: z.string(),
  DocumentTypeId: guidSchema,
  DocumentStatusName: z.string(),
  DocumentStatusId: guidSchema,
  Salesman: z.string().nullable(),
  SalesmanRecipient: z.string().nullable(),
  InitialSalesDocumentId: guidSchema.nullable(),
  InitialSalesDocumentNumber: z.string().nullable(),
  Currency: z.string(),
  OfferSentAt: z
    .string()
    .nullable()
    .describe('Extension: ISO 8601 time an offer was last sent for acceptance; null for other documents'),
  OfferViewedAt: z.string().nullable().describe('Extension: ISO 8601 time the customer first opened the online offer'),
  OfferAnsweredAt: z
    .string()
    .nullable()
    .describe('Extension: ISO 8601 time the offer was accepted, declined or expired (the status says which)'),
  SupersededBySalesDocumentId: guidSchema
    .nullable()
    .describe('Extension: the later revision whose sending superseded this offer revision; null when none did'),
  SupersededByDocumentNumber: z
    .string()
    .nullable()
    .describe("Extension: that revision's number with its revision suffix (e.g. 2026-00012-02)"),
});
/** A row of the document lists. */
export type DocumentListRow = z.infer<typeof documentListRowSchema>;

/** Columns of the document lists that the server-side filter and sort accept. */
export const DOCUMENT_LIST_COLUMNS = [
  'ProjectNumber',
  'ProjectStatus',
  'DocumentNumber',
  'DocumentLastChanged',
  'PartnerName',
  'Salesman',
  'CompanyName',
  'ContactName',
  'SalesmanRecipient',
  'RecipientPartnerName',
  'Commission',
  'CustomerNumber',
  'InitialSalesDocumentNumber',
  'TotalPriceWithTax',
  'DocumentTypeName',
  'DocumentStatusName',
] as const;
/** A filterable and sortable column of the document lists. */
export type DocumentListColumn = (typeof DOCUMENT_LIST_COLUMNS)[number];

/** Largest page of the paged document list. */
export const DOCUMENT_LIST_MAX_PAGE_SIZE = 100;

const filterText = textSchema().max(255).optional();
const columnFilters = Object.fromEntries(
  DOCUMENT_LIST_COLUMNS.map((column) => [`filter[${column}]`, filterText.describe(`Text filter on ${column}`)]),
) as { [K in DocumentListColumn as `filter[${K}]`]: typeof filterText };

/**
 * Optional extension of the list calls: `filter[Column]` (case-insensitive "contains" on the shown text), `sort` and
 * `order`, `project` (a project number), and paging. With `page` or `pageSize` the reply is a page object; without
 * them the plain array the specification expects.
 */
export const documentListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional().describe('1-based page; switches to a page reply'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(DOCUMENT_LIST_MAX_PAGE_SIZE)
    .optional()
    .describe('Rows a page (default 10); switches to a page reply'),
  sort: z.enum(DOCUMENT_LIST_COLUMNS).optional().describe('Column to sort by (default DocumentLastChanged)'),
  order: z.enum(['asc', 'desc']).optional().describe('Sort order (default desc)'),
  project: z.coerce.number().int().min(0).max(2_147_483_647).optional().describe('Only this project number'),
  ...columnFilters,
});
/** The optional filter, sort and paging parameters of the list calls, as parsed. */
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;

/** The largest Total a document list page reports: a list with more documents reports this many ("or more"). */
export const DOCUMENT_LIST_TOTAL_CAP = 2000;

/** A page of a document list (the paged extension). */
export const documentListPageSchema = z.object({
  Items: z.array(documentListRowSchema),
  Total: z.number().int(),
  Page: z.number().int(),
  PageSize: z.number().int(),
});
/** A page of a document list. */
export type DocumentListPage = z.infer<typeof documentListPageSchema>;

/** Reply of the list calls: the plain array, or a page when paging parameters are given. */
export const documentListReplySchema = z.union([z.array(documentListRowSchema), documentListPageSchema]);

/** Reply of `GET /brand/{id}/users` and `/myusers` (rows: the brand module's partner user). */
export const partnerUserListSchema = z.array(partnerUserSchema);

/** Reply of `GET /brand/{id}/contacts`; a contact without a user has `User` ''. */
export const contactListSchema = z.array(contactRowSchema);

/** Query of `GET /brand/{id}/contacts`: `onlyParent=true` keeps the parent (supplier) chain only. */
export const contactsQuerySchema = z.object({
  onlyParent: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: only contacts of the parent (supplier) partners'),
});

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { salesDocuments } from './documents';
import { createdAtColumn, idColumn, localizedColumn } from './helpers';
import { mailOutbox } from './mail';
import { documentTypes } from './reference';
import { users } from './tenancy';

/**
 * A print template: which layout (`kind`) prints documents of one document type, with its name in four languages.
 * Exactly one template per document type is the print default.
 */
export const printTemplates = pgTable(
  'print_templates',
  {
    id: uuid('id').primaryKey(),
    documentTypeId: uuid('document_type_id')
      .notNull()
      .references(() => documentTypes.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    names: localizedColumn('names'),
    isPrintDefault: boolean('is_print_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('print_templates_kind_valid', sql`${table.kind} in ('offer', 'orderconfirmation')`),
    uniqueIndex('print_templates_one_default_uq').on(table.documentTypeId).where(sql`${table.isPrintDefault}`),
  ],
);

/**
 * A printed (offer printed) or sent (offer sent) document of a sales document: its PDF and DOCX in the file store.
 * A sent one is kept for good (it cannot be deleted).
 */
export const salesDocumentGenerated = pgTable(
  'sales_document_generated',
  {
    id: idColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id')
      .notNull()
      .references(() => documentTypes.id),
    templateId: uuid('template_id').references(() => printTemplates.id),
    language: varchar('language', { length: 2 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** File store keys of the PDF and the DOCX. */
    pdfKey: varchar('pdf_key', { length: 500 }).notNull(),
    docxKey: varchar('docx_key', { length: 500 }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('sales_document_generated_document_idx').on(table.documentId, table.createdAt),
    // offer printed or offer sent (the contract's DOCUMENT_TYPE_IDS).
    check(
      'sales_document_generated_type_valid',
      sql`${table.typeId} in ('0d7b1c10-0001-4000-8000-000000000007', '0d7b1c10-0001-4000-8000-000000000008')`,
    ),
  ],
);

/** A file attached to a mail of the outbox (the printed PDF of a sent offer), base64. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: idColumn(),
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    contentBase64: text('content_base64').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('mail_attachments_mail_idx').on(table.mailId)],
);

import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, uuid, varchar } from 'drizzle-orm/pg-core';
import { salesDocumentConfigurations } from './documents';
import { createdAtColumn, idColumn } from './helpers';
import { users } from './tenancy';

/**
 * A remark on a configuration in a document: sales (`type` 0) or installer (1), with its text and optionally an
 * image kept in the file store under `image_key` (a key the server made; the client's name is `image_name`).
 */
export const documentConfigurationRemarks = pgTable(
  'document_configuration_remarks',
  {
    id: idColumn(),
    documentConfigurationId: uuid('document_configuration_id')
      .notNull()
      .references(() => salesDocumentConfigurations.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull(),
    comment: varchar('comment', { length: 2000 }).notNull(),
    imageKey: varchar('image_key', { length: 500 }),
    imageName: varchar('image_name', { length: 255 }),
    imageContentType: varchar('image_content_type', { length: 100 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('document_configuration_remarks_list_idx').on(table.documentConfigurationId, table.type, table.createdAt),
    check('document_configuration_remarks_type_valid', sql`${table.type} in (0, 1)`),
    check('document_configuration_remarks_comment_not_blank', sql`length(trim(${table.comment})) > 0`),
    check(
      'document_configuration_remarks_image_complete',
      sql`(${table.imageKey} is null and ${table.imageName} is null and ${table.imageContentType} is null) or (${table.imageKey} is not null and ${table.imageName} is not null and ${table.imageContentType} is not null)`,
    ),
  ],
);

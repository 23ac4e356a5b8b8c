import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './helpers';

/** Every e-mail the product sends; written in the transaction of the change that causes it, sent afterwards. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    toAddress: varchar('to_address', { length: 250 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** pending → sent (SMTP accepted it) or stored (no SMTP configured: written under data/mail). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    check('mail_outbox_status_valid', sql`${table.status} in ('pending', 'sent', 'stored')`),
  ],
);

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
    /** What the mail is about (`inquiry-customer`, `existing-account`, …): the per-recipient caps count by it. */
    kind: varchar('kind', { length: 40 }).notNull().default('other'),
    /**
     * pending → sending (claimed by one server process, sent outside any transaction) → sent (SMTP accepted it),
     * stored (no SMTP configured: written under data/mail), back to pending for a retry, or failed for good.
     */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** Attempts started so far, counted when a row is claimed (a process killed mid-send used one too). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current claim was taken; a `sending` row claimed too long ago belongs to a dead process. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_recipient_idx').on(sql`lower(${table.toAddress})`, table.kind, table.createdAt),
    check('mail_outbox_status_valid', sql`${table.status} in ('pending', 'sending', 'sent', 'stored', 'failed')`),
  ],
);

import type { OnlineOfferContent } from '@door/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { salesDocuments } from './documents';
import { createdAtColumn, idColumn } from './helpers';
import { salesDocumentGenerated } from './print';
import { users } from './tenancy';

/**
 * A capability link to an offer online (`/offer/{token}`), made when the offer is sent. Only the SHA-256 of the
 * token is stored; the token itself is an HMAC of the row's id under the server's key (services/offer-links.ts), so a
 * copy of the database alone opens no offer. The link serves exactly the PDF that was mailed (`pdf_key`, hashed in
 * `pdf_sha256`). A later send of the same document, or of a newer revision, marks it `replaced_by_link_id`.
 */
export const offerLinks = pgTable(
  'offer_links',
  {
    id: uuid('id').primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => salesDocuments.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    generatedId: uuid('generated_id')
      .notNull()
      .references(() => salesDocumentGenerated.id),
    pdfKey: varchar('pdf_key', { length: 500 }).notNull(),
    pdfSha256: varchar('pdf_sha256', { length: 64 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** The language the offer was sent in: the page opens in it. */
    language: varchar('language', { length: 2 }).notNull(),
    /** What the page shows: the content of the mailed PDF, frozen when it was sent. */
    content: jsonb('content').$type<OnlineOfferContent>().notNull(),
    /**
     * The SHA-256 of the offer's printed content when it was sent (services/offer-fingerprint.ts): positions with their
     * configuration, quantities, prices, costs, discounts and tax, terms, totals, addresses. Accepting recomputes it
     * under the offer's row lock and refuses (409 `offerChangedSinceSent`) when the offer was edited since. Null for
     * links sent before it was kept (migration 0047): those are not checked.
     */
    contentSha256: varchar('content_sha256', { length: 64 }),
    /** The public address the link was mailed with (reminders link the same address). */
    publicUrl: varchar('public_url', { length: 500 }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    replacedByLinkId: uuid('replaced_by_link_id').references((): AnyPgColumn => offerLinks.id),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('offer_links_token_hash_uq').on(table.tokenHash),
    index('offer_links_document_idx').on(table.documentId),
  ],
);

/**
 * The customer's answer to an offer online, kept as evidence: who (typed name), when, from where (address, user
 * agent), on which link and which exact PDF (its SHA-256 and file store key), with the drawn signature's PNG and the
 * order the acceptance made. Append-only: a trigger (migration 0042) refuses every UPDATE and DELETE. One answer per
 * link and one acceptance per document: a second one is refused (409) and, under a race, by the unique indexes.
 */
export const offerAnswers = pgTable(
  'offer_answers',
  {
    id: idColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => salesDocuments.id),
    linkId: uuid('link_id')
      .notNull()
      .references(() => offerLinks.id),
    decision: varchar('decision', { length: 10 }).notNull(),
    fullName: varchar('full_name', { length: 200 }).notNull().default(''),
    reason: varchar('reason', { length: 2000 }).notNull().default(''),
    signatureKey: varchar('signature_key', { length: 500 }),
    signatureSha256: varchar('signature_sha256', { length: 64 }),
    pdfKey: varchar('pdf_key', { length: 500 }).notNull(),
    pdfSha256: varchar('pdf_sha256', { length: 64 }).notNull(),
    ipAddress: varchar('ip_address', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 500 }).notNull(),
    language: varchar('language', { length: 2 }).notNull(),
    orderDocumentId: uuid('order_document_id').references(() => salesDocuments.id),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // One answer per link, and one acceptance per document (a declined offer may be sent again and accepted).
    uniqueIndex('offer_answers_link_uq').on(table.linkId),
    uniqueIndex('offer_answers_accepted_uq').on(table.documentId).where(sql`${table.decision} = 'accepted'`),
    check('offer_answers_decision_valid', sql`${table.decision} in ('accepted', 'declined')`),
  ],
);

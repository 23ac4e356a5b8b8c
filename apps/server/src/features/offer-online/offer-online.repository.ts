import { DOCUMENT_STATUS_IDS, DOCUMENT_TYPE_IDS } from '@door/contract';
import { and, desc, eq, gte, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import {
  brandPartners,
  documentHistory,
  offerAnswers,
  offerLinks,
  projects,
  salesDocuments,
  users,
} from '#server/db/schema';
import { documentRowWithAccess, joinDocumentAccess } from '#server/policies/document-access-query';
import { copyConfigurationCalculation } from '#server/services/calculation/copy-calculation';
import { copiedFields, copyDocumentLines, copyDocumentTerms } from '#server/services/document-copies';
import type { HistoryType } from '#server/services/document-history';
import { takeDocumentNumber } from '#server/services/document-numbers';

/** An answer as the service stores it. */
export type NewOfferAnswer = typeof offerAnswers.$inferInsert;
/** A stored offer link. */
export type OfferLink = typeof offerLinks.$inferSelect;
/** A stored answer. */
export type OfferAnswer = typeof offerAnswers.$inferSelect;

// Following replacements from an old link to the newest stops here: a chain is one send (or revision) long each.
const MAX_REPLACEMENTS = 100;

/** A link with its document and project status (the document row locked when asked); null when none. */
const findLink = async (tx: DbOrTx, condition: SQL, lock: boolean) => {
  const query = tx
    .select({ link: offerLinks, document: salesDocuments, projectStatusId: projects.statusId })
    .from(offerLinks)
    .innerJoin(salesDocuments, eq(salesDocuments.id, offerLinks.documentId))
    .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
    .where(condition);
  const [row] = lock ? await query.for('update', { of: [salesDocuments] }) : await query;
  return row ?? null;
};

/** Drizzle queries of the offer online. */
export const createOfferOnlineRepository = (db: Db) => ({
  /** The database outside any transaction (file store reads must not wait inside one: PGlite has one connection). */
  db,

  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),

  /** The link of a token hash with its document and project status (the document row locked when asked). */
  findByTokenHash: (tx: DbOrTx, tokenHash: string, lock = false) =>
    findLink(tx, eq(offerLinks.tokenHash, tokenHash), lock),

  /** The newest link of a replacement chain, starting from the link that replaced an old one. */
  async findNewestLink(tx: DbOrTx, linkId: string): Promise<OfferLink | null> {
    let current: OfferLink | null = null;
    let nextId: string | null = linkId;
    for (let step = 0; nextId !== null && step < MAX_REPLACEMENTS; step += 1) {
      const [row]: OfferLink[] = await tx.select().from(offerLinks).where(eq(offerLinks.id, nextId));
      current = row ?? current;
      nextId = row?.replacedByLinkId ?? null;
    }
    return current;
  },

  /** The document's newest link not replaced by a later send, with its document and project status; null when none. */
  async findCurrentLinkOfDocument(tx: DbOrTx, documentId: string) {
    const [row] = await tx
      .select({ link: offerLinks, document: salesDocuments, projectStatusId: projects.statusId })
      .from(offerLinks)
      .innerJoin(salesDocuments, eq(salesDocuments.id, offerLinks.documentId))
      .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
      .where(and(eq(offerLinks.documentId, documentId), isNull(offerLinks.replacedByLinkId)))
      .orderBy(desc(offerLinks.createdAt))
      .limit(1);
    return row ?? null;
  },

  /** Whether the document has a history entry of the type written at or after a time. */
  async hasHistorySince(tx: DbOrTx, documentId: string, type: HistoryType, since: Date): Promise<boolean> {
    const [row] = await tx
      .select({ id: documentHistory.id })
      .from(documentHistory)
      .where(
        and(
          eq(documentHistory.documentId, documentId),
          eq(documentHistory.type, type),
          gte(documentHistory.createdAt, since),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The answer given on a link; null when none. */
  async findAnswerOfLink(tx: DbOrTx, linkId: string): Promise<OfferAnswer | null> {
    const [row] = await tx.select().from(offerAnswers).where(eq(offerAnswers.linkId, linkId));
    return row ?? null;
  },

  /** The document's acceptance, else its newest decline; null when never answered. */
  async findAnswerOfDocument(tx: DbOrTx, documentId: string): Promise<OfferAnswer | null> {
    const [row] = await tx
      .select()
      .from(offerAnswers)
      .where(eq(offerAnswers.documentId, documentId))
      .orderBy(sql`${offerAnswers.decision} = 'accepted' desc`, sql`${offerAnswers.createdAt} desc`)
      .limit(1);
    return row ?? null;
  },

  /** Marks the link opened; true on its first opening (the document's first view is stamped then too). */
  async markViewed(tx: DbOrTx, link: OfferLink): Promise<boolean> {
    const rows = await tx
      .update(offerLinks)
      .set({ firstViewedAt: sql`now()` })
      .where(and(eq(offerLinks.id, link.id), isNull(offerLinks.firstViewedAt)))
      .returning({ id: offerLinks.id });
    if (rows.length === 0) {
      return false;
    }
    await tx
      .update(salesDocuments)
      .set({ offerViewedAt: sql`now()` })
      .where(and(eq(salesDocuments.id, link.documentId), isNull(salesDocuments.offerViewedAt)));
    return true;
  },

  /** Stores an answer (the table refuses any later change). */
  async insertAnswer(tx: DbOrTx, values: NewOfferAnswer) {
    const [row] = await tx.insert(offerAnswers).values(values).returning();
    if (!row) {
      throw new Error('offer answer insert returned no row');
    }
    return row;
  },

  /** Sets the offer's status and its answer time. */
  async setAnswered(tx: DbOrTx, documentId: string, statusId: string) {
    await tx
      .update(salesDocuments)
      .set({ statusId, offerAnsweredAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(salesDocuments.id, documentId));
  },

  /** Marks a reminder sent on a link; false when it was already. */
  async markReminded(tx: DbOrTx, linkId: string): Promise<boolean> {
    const rows = await tx
      .update(offerLinks)
      .set({ remindedAt: sql`now()` })
      .where(and(eq(offerLinks.id, linkId), isNull(offerLinks.remindedAt)))
      .returning({ id: offerLinks.id });
    return rows.length > 0;
  },

  /** A link by id with its document and project status (the document locked when asked). */
  findLinkById: (tx: DbOrTx, linkId: string, lock = false) => findLink(tx, eq(offerLinks.id, linkId), lock),

  /** A history entry of the customer (no user) or of the system. */
  async insertHistory(tx: DbOrTx, documentId: string, type: HistoryType, text: string, value = '') {
    await tx
      .insert(documentHistory)
      .values({ documentId, userId: null, type, text: text.slice(0, 500), value: value.slice(0, 500) });
  },

  /** A history entry of a user. */
  async insertHistoryOf(tx: DbOrTx, entry: typeof documentHistory.$inferInsert) {
    await tx.insert(documentHistory).values(entry);
  },

  /**
   * The order of an accepted offer: a new document of type order, draft, in the offer's project, with the offer's
   * contact, salesperson, positions (their calculation too) and payment and delivery terms, and
   * `InitialSalesDocumentId` the offer.
   */
  async createOrder(tx: DbOrTx, offer: typeof salesDocuments.$inferSelect, ownerUserId: string) {
    const year = new Date().getUTCFullYear();
    const number = await takeDocumentNumber(tx, offer.ownerPartnerId, year);
    const [row] = await tx
      .insert(salesDocuments)
      .values({
        ...copiedFields(offer),
        projectId: offer.projectId,
        typeId: DOCUMENT_TYPE_IDS.order,
        statusId: DOCUMENT_STATUS_IDS.draft,
        year,
        number,
        ownerPartnerId: offer.ownerPartnerId,
        salesmanUserId: offer.salesmanUserId,
        initialDocumentId: offer.id,
      })
      .returning({ id: salesDocuments.id });
    const orderId = (row as { id: string }).id;
    for (const { fromLineId, toLineId } of await copyDocumentLines(tx, offer.id, orderId, ownerUserId)) {
      await copyConfigurationCalculation(tx, fromLineId, toLineId);
    }
    // The terms the customer accepted, not the storefront's defaults a new document gets.
    await copyDocumentTerms(tx, offer.id, orderId);
    return { id: orderId, year, number };
  },

  /** Who hears of the customer's answers and questions: the salesperson, else the storefront's inquiry address. */
  async findSalesContact(tx: DbOrTx, document: { salesmanUserId: string | null; brandPartnerId: string }) {
    const [storefront] = await tx
      .select({ email: brandPartners.inquiryEmail })
      .from(brandPartners)
      .where(eq(brandPartners.id, document.brandPartnerId));
    const [salesman] = document.salesmanUserId
      ? await tx
          .select({ email: users.email, language: users.language, isActive: users.isActive })
          .from(users)
          .where(eq(users.id, document.salesmanUserId))
      : [];
    return salesman?.isActive
      ? { email: salesman.email, language: salesman.language }
      : { email: storefront?.email ?? '', language: null };
  },

  /** The document with what its access needs, for the salesperson's calls; null when unknown. */
  async findDocumentForStaff(tx: DbOrTx, documentId: string, lock = false) {
    const query = joinDocumentAccess(tx.select(documentRowWithAccess).from(salesDocuments).$dynamic()).where(
      eq(salesDocuments.id, documentId),
    );
    const [row] = lock ? await query.for('update', { of: [salesDocuments] }) : await query;
    return row ?? null;
  },

  /** Sets an offer's valid-until date. */
  async setValidUntil(tx: DbOrTx, documentId: string, validUntil: string) {
    await tx.update(salesDocuments).set({ validUntil, updatedAt: sql`now()` }).where(eq(salesDocuments.id, documentId));
  },

  /** A document's number parts; null when unknown. */
  async findNumber(tx: DbOrTx, documentId: string) {
    const [row] = await tx
      .select({ year: salesDocuments.year, number: salesDocuments.number })
      .from(salesDocuments)
      .where(eq(salesDocuments.id, documentId));
    return row ?? null;
  },
});
/** The offer online repository. */
export type OfferOnlineRepository = ReturnType<typeof createOfferOnlineRepository>;

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { documentStatuses, salesDocuments } from '#server/db/schema';
import { documentRowWithAccess, joinDocumentAccess } from '#server/policies/document-access-query';
import { copyDocumentTerms } from '#server/services/document-copies';
import { isRevisionOf, listOfferRevisions } from '#server/services/document-revisions';

/** Drizzle queries of an offer's revisions. */
export const createDocumentRevisionsRepository = (db: Db) => ({
  /** The document with the fields its access is decided by, unlocked; null when unknown. */
  async findDocument(documentId: string) {
    const [row] = await joinDocumentAccess(db.select(documentRowWithAccess).from(salesDocuments).$dynamic()).where(
      eq(salesDocuments.id, documentId),
    );
    return row ?? null;
  },

  /** Gives a new document exactly the payment and delivery terms of another (the defaults it got replaced). */
  copyTerms: copyDocumentTerms,

  /** The revisions of an offer, oldest first, with their status names in a language. */
  async listRevisions(rootId: string, language: string) {
    const [rows, statuses] = await Promise.all([
      listOfferRevisions(db, rootId),
      db
        .select({ id: documentStatuses.id, name: sql<string>`${documentStatuses.names} ->> ${language}` })
        .from(documentStatuses),
    ]);
    const names = new Map(statuses.map((row) => [row.id, row.name]));
    return rows.map((row) => ({ ...row, statusName: names.get(row.statusId) ?? '' }));
  },

  /** Which of the given documents are revisions of the offer whose first revision is `rootId`. */
  async revisionsAmong(rootId: string, ids: string[]) {
    const rows = await db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(and(inArray(salesDocuments.id, ids), isRevisionOf(rootId)));
    return new Set(rows.map((row) => row.id));
  },
});
/** Drizzle queries of an offer's revisions. */
export type DocumentRevisionsRepository = ReturnType<typeof createDocumentRevisionsRepository>;

import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { documentHistory, salesDocuments, salesDocumentTerms, type TermTexts } from '#server/db/schema';

/** The kinds of term. */
export type TermKind = 'payment' | 'delivery';
/** The values of a term the calls write. */
export type TermValues = { name: string; description: string; valueHundredths: number | null; sortOrder: number };

/** Drizzle queries of a document's payment and delivery terms. */
export const createTermsRepository = (db: Db) => ({
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),
  db,

  /** Adds a custom term to the document; returns its id. */
  async insertTerm(tx: DbOrTx, documentId: string, kind: TermKind, values: TermValues) {
    const [row] = await tx
      .insert(salesDocumentTerms)
      .values({ documentId, kind, ...values, isCustom: true })
      .returning({ id: salesDocumentTerms.id });
    return row?.id ?? '';
  },

  /** A term of the document of that kind; null when it is not one. */
  async findTerm(tx: DbOrTx, documentId: string, kind: TermKind, termId: string) {
    const [row] = await tx
      .select()
      .from(salesDocumentTerms)
      .where(
        and(
          eq(salesDocumentTerms.id, termId),
          eq(salesDocumentTerms.documentId, documentId),
          eq(salesDocumentTerms.kind, kind),
        ),
      );
    return row ?? null;
  },

  /** Changes a term (it becomes custom); `texts` empty when its words were retyped. */
  async updateTerm(tx: DbOrTx, termId: string, values: TermValues & { texts: TermTexts }) {
    await tx
      .update(salesDocumentTerms)
      .set({ ...values, isCustom: true, updatedAt: sql`now()` })
      .where(eq(salesDocumentTerms.id, termId));
  },

  /** Deletes a term of the document; the deleted row, or null when it is not one of its terms of that kind. */
  async deleteTerm(tx: DbOrTx, documentId: string, kind: TermKind, termId: string) {
    const [row] = await tx
      .delete(salesDocumentTerms)
      .where(
        and(
          eq(salesDocumentTerms.id, termId),
          eq(salesDocumentTerms.documentId, documentId),
          eq(salesDocumentTerms.kind, kind),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Records a history entry and marks the document changed. */
  async recordChange(tx: DbOrTx, entry: typeof documentHistory.$inferInsert) {
    await tx.insert(documentHistory).values({
      ...entry,
      text: (entry.text ?? '').slice(0, 500),
      value: (entry.value ?? '').slice(0, 500),
    });
    await tx.update(salesDocuments).set({ updatedAt: sql`now()` }).where(eq(salesDocuments.id, entry.documentId));
  },
});

/** The terms repository. */
export type TermsRepository = ReturnType<typeof createTermsRepository>;

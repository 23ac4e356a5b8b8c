import { DOCUMENT_STATUS_IDS, formatRevisionNumber } from '@door/contract';
import { and, asc, desc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { documentHistory, salesDocuments } from '#server/db/schema';
import { historyEntry } from './document-history';
import { formatDocumentNumber } from './document-numbers';

/** The first revision of an offer a document belongs to: its root, or the document itself when it is the first. */
export const revisionRootOf = (document: { id: string; revisionRootId: string | null }): string =>
  document.revisionRootId ?? document.id;

/** A document's number as shown, with its revision suffix from the second revision on (`2026-00012-02`). */
export const documentNumberOf = (document: { year: number; number: number; revision: number }): string =>
  formatRevisionNumber(formatDocumentNumber(document.year, document.number), document.revision);

/** The SQL of every revision of the offer whose first revision is `rootId` (the root's own row included). */
export const isRevisionOf = (rootId: string) =>
  sql`coalesce(${salesDocuments.revisionRootId}, ${salesDocuments.id}) = ${rootId}`;

/**
 * Takes the offer's revision lock until the transaction ends: new revisions of one offer are numbered one after the
 * other. A transaction-scoped advisory lock rather than the root's row lock, so a revision being made from a later
 * revision and a send of another (which updates the earlier rows, the root among them) never wait on each other in
 * opposite orders.
 */
export const lockOfferRevisions = async (tx: DbOrTx, rootId: string): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`offer-revisions:${rootId}`}, 41))`);
};

/** The next revision number of an offer; call it holding `lockOfferRevisions`, so it is gap-free and never repeats. */
export const nextRevisionOf = async (tx: DbOrTx, rootId: string): Promise<number> => {
  const [row] = await tx
    .select({ last: sql<number>`max(${salesDocuments.revision})`.mapWith(Number) })
    .from(salesDocuments)
    .where(isRevisionOf(rootId));
  return (row?.last ?? 0) + 1;
};

/**
 * Before a revision of an offer is sent (holding its row lock): locks the offer's earlier revisions, the ones the send
 * supersedes (so a customer's acceptance of one of them, which locks its row, is ordered before or after this send),
 * and answers the number of the one the customer accepted, or null. A later revision cannot be accepted while this one
 * is writable: its send superseded this one. An accepted revision is evidence with an order made from it: no later
 * send may supersede it or put a second acceptance on the same offer.
 */
export const acceptedRevisionOf = async (tx: DbOrTx, documentId: string): Promise<string | null> => {
  const [sent] = await tx
    .select({ id: salesDocuments.id, revisionRootId: salesDocuments.revisionRootId, revision: salesDocuments.revision })
    .from(salesDocuments)
    .where(eq(salesDocuments.id, documentId));
  if (!sent || sent.revision === 1) {
    return null;
  }
  const others = await tx
    .select({
      statusId: salesDocuments.statusId,
      year: salesDocuments.year,
      number: salesDocuments.number,
      revision: salesDocuments.revision,
    })
    .from(salesDocuments)
    .where(and(isRevisionOf(revisionRootOf(sent)), lt(salesDocuments.revision, sent.revision)))
    // Newest first, after the sent one's own row: two sends of one offer lock in the same order.
    .orderBy(desc(salesDocuments.revision))
    .for('update');
  const accepted = others.find((row) => row.statusId === DOCUMENT_STATUS_IDS.accepted);
  return accepted ? documentNumberOf(accepted) : null;
};

/**
 * A revision of an offer was sent: every earlier revision of the same offer that is not yet superseded, archived or
 * accepted becomes superseded (read-only from now on, the lists show it) and names this one as its successor; each
 * gets a history entry naming the new number. Runs inside the sending transaction, which holds the sent document's row lock.
 * Returns the ids it superseded.
 */
export const supersedeEarlierRevisions = async (tx: DbOrTx, documentId: string, userId: string): Promise<string[]> => {
  const [sent] = await tx
    .select({
      id: salesDocuments.id,
      revisionRootId: salesDocuments.revisionRootId,
      revision: salesDocuments.revision,
      year: salesDocuments.year,
      number: salesDocuments.number,
    })
    .from(salesDocuments)
    .where(eq(salesDocuments.id, documentId));
  if (!sent || sent.revision === 1) {
    return [];
  }
  const superseded = await tx
    .update(salesDocuments)
    .set({ statusId: DOCUMENT_STATUS_IDS.superseded, supersededByDocumentId: sent.id, updatedAt: sql`now()` })
    .where(
      and(
        isRevisionOf(revisionRootOf(sent)),
        lt(salesDocuments.revision, sent.revision),
        notInArray(salesDocuments.statusId, [
          DOCUMENT_STATUS_IDS.superseded,
          DOCUMENT_STATUS_IDS.archived,
          // Never reached through a send (acceptedRevisionOf refuses it first): an acceptance stays as it was.
          DOCUMENT_STATUS_IDS.accepted,
        ]),
      ),
    )
    .returning({ id: salesDocuments.id, revision: salesDocuments.revision });
  const number = documentNumberOf(sent);
  const ordered = superseded.sort((a, b) => a.revision - b.revision);
  if (ordered.length > 0) {
    await tx
      .insert(documentHistory)
      .values(ordered.map((row) => historyEntry(row.id, userId, 'superseded', number, '')));
  }
  return ordered.map((row) => row.id);
};

/** The revisions of an offer, oldest first, with what the revisions list shows. */
export const listOfferRevisions = (db: DbOrTx, rootId: string) =>
  db
    .select({
      id: salesDocuments.id,
      revision: salesDocuments.revision,
      year: salesDocuments.year,
      number: salesDocuments.number,
      statusId: salesDocuments.statusId,
      createdAt: salesDocuments.createdAt,
      totalCents: salesDocuments.totalCents,
      currency: salesDocuments.currency,
      supersededByDocumentId: salesDocuments.supersededByDocumentId,
    })
    .from(salesDocuments)
    .where(isRevisionOf(rootId))
    .orderBy(asc(salesDocuments.revision));

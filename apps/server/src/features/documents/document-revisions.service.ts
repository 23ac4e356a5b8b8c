import {
  type CompareRevisionsQuery,
  DOCUMENT_STATUS_IDS,
  type DocumentActionReply,
  type DocumentRevisionsReply,
  type Language,
  MAX_OFFER_REVISION,
  type RevisionDiff,
} from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import type { Database } from '#server/db/client';
import { authorizeDocument, requireDocument } from '#server/policies/document.policy';
import { documentAccessOfRow } from '#server/policies/document-access-query';
import { copyConfigurationCalculation } from '#server/services/calculation/copy-calculation';
import { historyEntry } from '#server/services/document-history';
import {
  documentNumberOf,
  lockOfferRevisions,
  nextRevisionOf,
  revisionRootOf,
} from '#server/services/document-revisions';
import { diffRevisions } from '#server/services/revision-diff/revision-diff';
import { createRevisionSnapshots } from '#server/services/revision-diff/revision-snapshot';
import { readActionReply } from './action-reply';
import type { DocumentActionsRepository } from './document-actions.repository';
import { DOCUMENT_REVISION_MESSAGES as M } from './document-revisions.messages';
import type { DocumentRevisionsRepository } from './document-revisions.repository';

const money = (cents: number) => Math.round(cents) / 100;

/** An offer's revisions: a new revision, the list of them and the comparison of two. */
export const createDocumentRevisionsService = ({
  database,
  actions,
  repository,
}: {
  database: Database;
  actions: DocumentActionsRepository;
  repository: DocumentRevisionsRepository;
}) => {
  const snapshots = createRevisionSnapshots(database);

  /** The document for a read: 404 unknown, 403 foreign tenant or role, 400 another storefront than the one named. */
  const readable = async (
    caller: Caller,
    documentId: string,
    brandPartnerId: string,
    ability: 'read' | 'readCalculation',
  ) => {
    const found = requireDocument(await repository.findDocument(documentId));
    authorizeDocument(caller, ability, documentAccessOfRow(found));
    if (brandPartnerId !== found.document.brandPartnerId) {
      throw new AppError(M.brandPartnerMismatch, { detail: 'brandPartnerId' });
    }
    return found;
  };

  return {
    /**
     * `POST /document/{id}/revision`: the next revision of the offer, a working copy (draft, same project and owner,
     * the root's number with the next suffix) with the positions, their calculation rows and the terms. The offer's
     * revision lock numbers concurrent calls one after the other (gap-free; a unique index backs it). 403 foreign or
     * installer, 409 read-only (a superseded revision among them) or not an offer.
     */
    async create(caller: Caller, documentId: string, brandPartnerId: string): Promise<DocumentActionReply> {
      return actions.transaction(async (tx) => {
        const found = requireDocument(await actions.findDocument(tx, documentId));
        const user = authorizeDocument(caller, 'edit', documentAccessOfRow(found));
        const source = found.document;
        if (brandPartnerId !== source.brandPartnerId) {
          throw new AppError(M.brandPartnerMismatch, { detail: 'BrandPartnerId' });
        }
        if (documentAccessOfRow(found).type !== 'offer') {
          throw new AppError(M.notAnOffer);
        }
        const rootId = revisionRootOf(source);
        await lockOfferRevisions(tx, rootId);
        const revision = await nextRevisionOf(tx, rootId);
        if (revision > MAX_OFFER_REVISION) {
          throw new AppError(M.tooManyRevisions);
        }
        const { id: _id, createdAt: _created, updatedAt: _updated, ...columns } = source;
        const {
          searchCompany: _company,
          searchContact: _contact,
          searchCommission: _commission,
          totalCents: _total,
          totalPriceCents: _price,
          totalTaxCents: _tax,
          projectNumber: _project,
          supersededByDocumentId: _superseded,
          // A working copy has not been sent, opened or answered (the list would show its source's times).
          offerSentAt: _sent,
          offerViewedAt: _viewed,
          offerAnsweredAt: _answered,
          ...copied
        } = columns;
        const id = await actions.insertDocument(tx, {
          ...copied,
          statusId: DOCUMENT_STATUS_IDS.draft,
          salesmanUserId: source.salesmanUserId ?? user.userId,
          initialDocumentId: source.id,
          revisionRootId: rootId,
          revision,
        });
        const copies = await actions.copyLines(tx, source.id, id, user.userId, true);
        for (const { fromLineId, toLineId } of copies) {
          await copyConfigurationCalculation(tx, fromLineId, toLineId);
        }
        await repository.copyTerms(tx, source.id, id);
        const from = documentNumberOf(source);
        const to = documentNumberOf({ ...source, revision });
        await actions.insertHistory(tx, historyEntry(id, user.userId, 'revisionCreated', from, to));
        await actions.insertHistory(tx, historyEntry(source.id, user.userId, 'revisionCreated', from, to));
        return readActionReply(actions, tx, id);
      });
    },

    /** `GET /document/{id}/revisions`: every revision of the document's offer, oldest first. */
    async list(
      caller: Caller,
      documentId: string,
      brandPartnerId: string,
      language: Language,
    ): Promise<DocumentRevisionsReply> {
      const found = await readable(caller, documentId, brandPartnerId, 'read');
      const rootId = revisionRootOf(found.document);
      const rows = await repository.listRevisions(rootId, language);
      return {
        RootSalesDocumentId: rootId,
        Currency: rows[0]?.currency || 'EUR',
        Revisions: rows.map((row) => ({
          SalesDocumentId: row.id,
          Revision: row.revision,
          DocumentNumber: documentNumberOf(row),
          DocumentStatusId: row.statusId,
          DocumentStatusName: row.statusName,
          DateCreated: row.createdAt.toISOString(),
          TotalPriceWithTax: money(row.totalCents),
          SupersededBySalesDocumentId: row.supersededByDocumentId,
        })),
      };
    },

    /**
     * `GET /document/{id}/revisions/compare`: what changed from revision `from` to revision `to` of the document's
     * offer (400 naming the field when one is not a revision of it); heads of sales and sales (prices).
     */
    async compare(
      caller: Caller,
      documentId: string,
      query: CompareRevisionsQuery,
      language: Language,
    ): Promise<RevisionDiff> {
      const found = await readable(caller, documentId, query.brandPartnerId, 'readCalculation');
      const rootId = revisionRootOf(found.document);
      const revisions = await repository.revisionsAmong(rootId, [query.from, query.to]);
      for (const field of ['from', 'to'] as const) {
        if (!revisions.has(query[field])) {
          throw new AppError(M.notARevision, { detail: field });
        }
      }
      const [from, to] = requireDocument(await snapshots.readPair(query.from, query.to, language));
      return diffRevisions(from, to, language);
    },
  };
};

import type { DocumentActionReply } from '@door/contract';
import type { DbOrTx } from '#server/db/client';
import { requireDocument } from '#server/policies/document.policy';
import { documentNumberOf } from '#server/services/document-revisions';
import type { DocumentActionsRepository } from './document-actions.repository';

/** The reply of a document action (create, copy, import, new revision, …): what the client reselects, as stored. */
export const readActionReply = async (
  repository: Pick<DocumentActionsRepository, 'findReplyFields'>,
  tx: DbOrTx,
  documentId: string,
): Promise<DocumentActionReply> => {
  const row = requireDocument(await repository.findReplyFields(tx, documentId));
  return {
    SalesDocumentId: row.id,
    DocumentStatusId: row.statusId,
    ProjectId: row.projectId,
    ProjectStatusId: row.projectStatusId,
    DocumentNumber: documentNumberOf(row),
    Currency: row.currency,
  };
};

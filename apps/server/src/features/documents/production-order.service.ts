import { DOCUMENT_STATUS_IDS, type FileReply, type Language, PROJECT_STATUS_IDS } from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller } from '#server/core/caller';
import { assertDocumentAction } from '#server/policies/document.policy';
import { documentAccessOfRow } from '#server/policies/document-access-query';
import { emitDocumentEvent } from '#server/policies/event-recipients';
import { toProductionFile } from '#server/render/edi/edi-file';
import type { DocumentActionsRepository } from './document-actions.repository';
import { type EdiDocumentSource } from './edi-document-source';

/** Submission of a confirmed document for production: the production file and the statuses around it. */
export const createProductionOrderService = ({
  source,
  actions,
}: {
  source: EdiDocumentSource;
  actions: DocumentActionsRepository;
}) => {
  const { catalogueOf, ediDocumentOf, loadFor, writeHistory } = source;

  return {
    /**
     * `POST /ref/clone?documentId=`: submit for production (OEM; confirmed; active project). The document goes to
     * sending to production (project sending), the production file is written, then sent to production (project
     * sent); a file that cannot be written leaves `error sent to production` with the reason in history.
     */
    async submitForProduction(caller: Caller, documentId: string): Promise<FileReply> {
      const prepared = await actions.transaction(async (tx) => {
        const { found, storefront } = await loadFor(tx, caller, documentId);
        const user = assertDocumentAction(caller, 'submitForProduction', storefront, documentAccessOfRow(found));
        await actions.updateDocument(tx, documentId, { statusId: DOCUMENT_STATUS_IDS.sendingToProduction });
        await actions.updateProjectStatus(tx, found.document.projectId, PROJECT_STATUS_IDS.sending);
        await writeHistory(tx, documentId, user, 'sendingToProduction', 'sendingToProduction');
        return { found, user };
      });
      const { found, user } = prepared;
      try {
        const loaded = await catalogueOf(found.document.brandPartnerId, documentId);
        const file = await actions.transaction(async (tx) => {
          const { edi, partsTrees, sizes } = await ediDocumentOf(
            tx,
            found,
            found.document.language as Language,
            loaded,
          );
          const production = toProductionFile(edi, partsTrees, sizes);
          await actions.updateDocument(tx, documentId, { statusId: DOCUMENT_STATUS_IDS.sentToProduction });
          await actions.updateProjectStatus(tx, found.document.projectId, PROJECT_STATUS_IDS.sent);
          await writeHistory(tx, documentId, user, 'sentToProduction', production.FileName);
          await emitDocumentEvent(tx, 'order.submitted', documentId, { FileName: production.FileName });
          return production;
        });
        return file;
      } catch (error) {
        await actions.transaction(async (tx) => {
          await actions.updateDocument(tx, documentId, { statusId: DOCUMENT_STATUS_IDS.errorSentToProduction });
          // The project goes back to active so the document can be fixed (copied) and submitted again.
          await actions.updateProjectStatus(tx, found.document.projectId, PROJECT_STATUS_IDS.active);
          const reason = error instanceof AppError ? `${error.code}: ${error.detail}` : 'internal error';
          await writeHistory(tx, documentId, user, 'sentToProduction', 'errorSentToProduction', reason);
        });
        throw error;
      }
    },
  };
};

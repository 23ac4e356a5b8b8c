import type { WebhookEventType } from '@door/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { salesDocuments } from '#server/db/schema';
import { formatDocumentNumber } from '#server/services/document-numbers';
import {
  type CatalogueEventData,
  type DocumentEventData,
  type DocumentEventType,
  emitCatalogueEvent,
  type WebhookEventData,
  writeWebhookEvent,
} from '#server/services/webhook-events';
import { canReadDocument } from './document.policy';
import { findDocumentMoneyAccess } from './document-access-query';

/**
 * Emits a document event inside the transaction of the change (call it where the change is written: confirm, send,
 * submit for production, online acceptance). Only endpoints whose registering user may read the document (the
 * document policy's `canReadDocument`, the same rule as the API's) receive it. `extra` adds fields to the event's
 * data. Returns the event's id (its `webhook-id` is `webhookMessageId(id)`).
 */
export const emitDocumentEvent = async (
  tx: DbOrTx,
  type: DocumentEventType,
  documentId: string,
  extra: Record<string, string | number | boolean | null> = {},
): Promise<string> => {
  const found = await findDocumentMoneyAccess(tx, documentId, false);
  const [row] = await tx
    .select({
      year: salesDocuments.year,
      number: salesDocuments.number,
      typeId: salesDocuments.typeId,
      statusId: salesDocuments.statusId,
      projectId: salesDocuments.projectId,
    })
    .from(salesDocuments)
    .where(eq(salesDocuments.id, documentId));
  if (!found || !row) {
    throw new Error(`no document ${documentId} for the ${type} event`);
  }
  const data: DocumentEventData = {
    ...extra,
    SalesDocumentId: documentId,
    DocumentNumber: formatDocumentNumber(row.year, row.number),
    DocumentTypeId: row.typeId,
    DocumentStatusId: row.statusId,
    ProjectId: row.projectId,
    BrandPartnerId: found.access.brandPartnerId,
    OwnerPartnerId: found.access.ownerPartnerId,
  };
  return writeWebhookEvent(tx, { type, partnerId: found.access.ownerPartnerId, documentId, data }, (subject) =>
    canReadDocument(subject, found.access),
  );
};

/**
 * Emits an event of a partner with its data, in the caller's transaction: a document event (its data names
 * `SalesDocumentId`) goes only to endpoints whose registering user may read that document; `catalogue.published`
 * only to the manufacturer's OEM admins' endpoints.
 */
export const emitEvent = async <T extends WebhookEventType>(
  tx: DbOrTx,
  partnerId: string | null,
  type: T,
  payload: WebhookEventData[T],
): Promise<string> => {
  if (type === 'catalogue.published') {
    return emitCatalogueEvent(tx, payload as CatalogueEventData);
  }
  const { SalesDocumentId, ...extra } = payload as DocumentEventData;
  return emitDocumentEvent(tx, type as DocumentEventType, SalesDocumentId, extra);
};

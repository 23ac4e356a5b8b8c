import { callApi } from '#web/lib/api-call';
import { useDocumentMutation } from './document-action-reply';

/** `POST /document/{id}/sendToSupplier` (§7). */
export type SendToSupplierRequest = {
  DocumentTypeId: string;
  BrandPartnerId: string;
  DocumentId: string;
  NewProject: boolean;
  ContactId: string;
  Comment: string;
};

/** Sends a document to the parent (supplier) partner as a new document; answers its id and number. */
export const sendToSupplier = (body: SendToSupplierRequest) =>
  callApi('sendDocumentToSupplier', { params: { id: body.DocumentId }, body });

/** The send-to-supplier mutation. */
export const useSendToSupplier = () => useDocumentMutation(sendToSupplier);

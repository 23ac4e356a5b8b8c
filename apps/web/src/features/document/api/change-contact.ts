import type { DocumentDetail } from '@door/contract';
import { apiClient } from '../../../lib/api-client';
import { useDocumentWrite } from './document-mutation';

/** Copies a contact into the document: `POST /document/{id}/changecontact`. */
export const changeContact = ({
  documentId,
  brandPartnerId,
  contactId,
}: {
  documentId: string;
  brandPartnerId: string;
  contactId: string;
}) =>
  apiClient.post<DocumentDetail>(`/document/${documentId}/changecontact`, {
    BrandPartnerId: brandPartnerId,
    ContactId: contactId,
  });

/** The change-contact mutation. */
export const useChangeContact = () => useDocumentWrite(changeContact);

import { callApi } from '#web/lib/api-call';
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
  callApi('setDocumentContact', {
    params: { id: documentId },
    body: {
      BrandPartnerId: brandPartnerId,
      ContactId: contactId,
    },
  });

/** The change-contact mutation. */
export const useChangeContact = () => useDocumentWrite(changeContact);

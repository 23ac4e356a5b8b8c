import type { DocumentContactBodyInput } from '@door/contract';
import { callApi } from '#web/lib/api-call';
import { useDocumentWrite } from './document-mutation';

/** Saves the contact data: `POST /document/{documentId}/contact` (null for an unticked block). */
export const saveDocumentContact = ({ documentId, ...body }: DocumentContactBodyInput & { documentId: string }) =>
  callApi('updateDocumentContactData', { params: { documentId }, body });

/** The contact data mutation; on success the contact data is read again. */
export const useSaveDocumentContact = () => useDocumentWrite(saveDocumentContact);

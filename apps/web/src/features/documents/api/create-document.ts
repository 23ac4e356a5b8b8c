import { apiClient } from '../../../lib/api-client';
import { type DocumentActionReply, useDocumentMutation } from './document-action-reply';

/** `POST /document`, create (§7): a new document of a type, in a project or a new one, for a contact. */
export type CreateDocumentRequest = {
  DocumentTypeId: string;
  BrandPartnerId: string;
  ProjectId: string | null;
  NewProject: boolean;
  ContactId: string | null;
  ConfigurationContact?: unknown;
};

/** `POST /document`, copy (§7): a copy of a document as a type, in its project or a new one. */
export type CopyDocumentRequest = {
  DocumentId: string;
  DocumentTypeId: string;
  BrandPartnerId: string;
  NewProject: boolean;
};

/** Creates or copies a document; answers the new document's id. */
export const createDocument = (body: CreateDocumentRequest | CopyDocumentRequest): Promise<DocumentActionReply> =>
  apiClient.post<DocumentActionReply>('/document', body);

/** The create-or-copy mutation; the lists reload. */
export const useCreateDocument = () => useDocumentMutation(createDocument);

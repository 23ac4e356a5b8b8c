import type { AddDocumentationBody, DocumentationItem } from '@door/contract';
import { apiClient } from '../../../lib/api-client';
import { useDocumentationMutation } from './documentation-mutation';

/** Adds a URL or a file (base64): `POST /document/configuration/{id}/documentation`. */
export const addDocumentation = ({
  documentConfigurationId,
  body,
}: {
  documentConfigurationId: string;
  body: AddDocumentationBody;
}) => apiClient.post<DocumentationItem>(`/document/configuration/${documentConfigurationId}/documentation`, body);

/** The add-documentation mutation. */
export const useAddDocumentation = () => useDocumentationMutation(addDocumentation);

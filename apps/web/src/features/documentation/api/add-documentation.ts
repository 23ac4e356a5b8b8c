import type { AddDocumentationBody } from '@door/contract';
import { callApi } from '#web/lib/api-call';
import { useDocumentationMutation } from './documentation-mutation';

/** Adds a URL or a file (base64): `POST /document/configuration/{id}/documentation`. */
export const addDocumentation = ({
  documentConfigurationId,
  body,
}: {
  documentConfigurationId: string;
  body: AddDocumentationBody;
}) => callApi('addConfigurationDocumentation', { params: { id: documentConfigurationId }, body });

/** The add-documentation mutation. */
export const useAddDocumentation = () => useDocumentationMutation(addDocumentation);

import type { StatusNameReply } from '@door/contract';
import { apiClient } from '../../../lib/api-client';
import { useDocumentationMutation } from './documentation-mutation';

/** Requests the technical documentation: `POST /config/generateDocumentation?documentConfigurationId=&brandPartnerId=`. */
export const generateDocumentation = ({
  documentConfigurationId,
  brandPartnerId,
}: {
  documentConfigurationId: string;
  brandPartnerId: string;
}) =>
  apiClient.post<StatusNameReply>('/config/generateDocumentation', undefined, {
    query: { documentConfigurationId, brandPartnerId },
  });

/** The request-documentation mutation. */
export const useGenerateDocumentation = () => useDocumentationMutation(generateDocumentation);

import { callApi } from '#web/lib/api-call';
import { useDocumentationMutation } from './documentation-mutation';

/** Requests the technical documentation: `POST /config/generateDocumentation?documentConfigurationId=&brandPartnerId=`. */
export const generateDocumentation = ({
  documentConfigurationId,
  brandPartnerId,
}: {
  documentConfigurationId: string;
  brandPartnerId: string;
}) => callApi('requestDocumentation', { query: { documentConfigurationId, brandPartnerId } });

/** The request-documentation mutation. */
export const useGenerateDocumentation = () => useDocumentationMutation(generateDocumentation);

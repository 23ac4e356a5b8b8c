import { apiClient } from '../../../lib/api-client';
import { useDocumentationMutation } from './documentation-mutation';

/** Deletes an item: `DELETE /document/configuration/{id}/documentation/{docId}?brandPartnerId=`. */
export const deleteDocumentation = ({
  documentConfigurationId,
  itemId,
  brandPartnerId,
}: {
  documentConfigurationId: string;
  itemId: string;
  brandPartnerId: string;
}) =>
  apiClient.delete<null>(`/document/configuration/${documentConfigurationId}/documentation/${itemId}`, {
    query: { brandPartnerId },
  });

/** The delete-documentation mutation. */
export const useDeleteDocumentation = () => useDocumentationMutation(deleteDocumentation);

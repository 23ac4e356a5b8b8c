import { callApi } from '#web/lib/api-call';
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
  callApi('removeConfigurationDocumentation', {
    params: { id: documentConfigurationId, docId: itemId },
    query: { brandPartnerId },
  });

/** The delete-documentation mutation. */
export const useDeleteDocumentation = () => useDocumentationMutation(deleteDocumentation);

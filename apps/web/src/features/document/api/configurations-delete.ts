import { callApi } from '#web/lib/api-call';
import { useConfigurationsMutation } from './configurations-mutation';

/** What a delete needs: the row, its document and the storefront. */
export type DeleteConfigurationVariables = {
  documentId: string;
  documentConfigurationId: string;
  brandPartnerId: string;
};

/** Removes a configuration from a document: `DELETE /document/configuration/{id}?brandPartnerId=`. */
export const deleteDocumentConfiguration = ({
  documentConfigurationId,
  brandPartnerId,
}: DeleteConfigurationVariables) =>
  callApi('removeDocumentConfiguration', { params: { id: documentConfigurationId }, query: { brandPartnerId } });

/** The delete mutation. */
export const useDeleteDocumentConfiguration = () => useConfigurationsMutation(deleteDocumentConfiguration);

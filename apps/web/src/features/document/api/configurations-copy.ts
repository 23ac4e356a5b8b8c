import { callApi } from '#web/lib/api-call';
import { useConfigurationsMutation } from './configurations-mutation';

/** What a copy needs: the row, its document and the storefront. */
export type CopyConfigurationVariables = {
  documentId: string;
  documentConfigurationId: string;
  brandPartnerId: string;
};

/** Copies a configuration in a document right after it: `POST /document/configuration/{id}/copy?brandPartnerId=`. */
export const copyDocumentConfiguration = ({ documentConfigurationId, brandPartnerId }: CopyConfigurationVariables) =>
  callApi('createDocumentConfigurationCopy', { params: { id: documentConfigurationId }, query: { brandPartnerId } });

/** The copy mutation. */
export const useCopyDocumentConfiguration = () => useConfigurationsMutation(copyDocumentConfiguration);

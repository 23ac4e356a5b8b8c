import { useMutation } from '@tanstack/react-query';
import { callApi } from '#web/lib/api-call';

/** The chosen items as one zip file: `POST /document/configuration/{id}/documentation/zip`. */
export const zipDocumentation = ({
  documentConfigurationId,
  brandPartnerId,
  ids,
}: {
  documentConfigurationId: string;
  brandPartnerId: string;
  ids: string[];
}) =>
  callApi('createConfigurationDocumentationZip', {
    params: { id: documentConfigurationId },
    body: {
      BrandPartnerId: brandPartnerId,
      Ids: ids,
    },
  });

/** The zip mutation. */
export const useZipDocumentation = () => useMutation({ mutationFn: zipDocumentation });

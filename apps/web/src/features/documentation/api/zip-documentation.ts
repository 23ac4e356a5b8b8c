import type { FileReply } from '@door/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

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
  apiClient.post<FileReply>(`/document/configuration/${documentConfigurationId}/documentation/zip`, {
    BrandPartnerId: brandPartnerId,
    Ids: ids,
  });

/** The zip mutation. */
export const useZipDocumentation = () => useMutation({ mutationFn: zipDocumentation });

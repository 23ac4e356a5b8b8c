import type { CatalogueUpdatePreview } from '@door/contract';
import { apiClient } from '../../../lib/api-client';

/** What updating a configuration to the current catalogue would change (`GET /configurator/{id}/catalogue-update`). */
export const previewCatalogueUpdate = (configurationId: string) =>
  apiClient.get<CatalogueUpdatePreview>(`/configurator/${configurationId}/catalogue-update`);

/** Updates a configuration to the current catalogue; its document line is priced again (`POST`, same path). */
export const applyCatalogueUpdate = (configurationId: string) =>
  apiClient.post<CatalogueUpdatePreview>(`/configurator/${configurationId}/catalogue-update`);

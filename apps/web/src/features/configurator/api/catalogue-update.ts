import { callApi } from '#web/lib/api-call';

/** What updating a configuration to the current catalogue would change (`GET /configurator/{id}/catalogue-update`). */
export const previewCatalogueUpdate = (configurationId: string) =>
  callApi('previewCatalogueUpdate', { params: { configurationId } });

/** Updates a configuration to the current catalogue; its document line is priced again (`POST`, same path). */
export const applyCatalogueUpdate = (configurationId: string) =>
  callApi('applyCatalogueUpdate', { params: { configurationId } });

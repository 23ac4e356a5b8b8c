import { CATALOGUE_FORMAT_VERSION, type CatalogueFile, type CatalogueNewBrandReply } from '@door/contract';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, callKey } from '#web/lib/api-call';

// A new brand: created from a catalogue file (uploaded, or an empty one with the name typed), its version 1 then
// opened in the workbench.

/** The smallest valid catalogue: a brand's name and nothing else yet (the workbench adds the rest). */
export const emptyCatalogue = (name: string): CatalogueFile => ({
  formatVersion: CATALOGUE_FORMAT_VERSION,
  brand: { name },
  categories: [],
  parameters: [],
  models: [],
});

/** Creates the brand the file names, the file its version 1 (published when asked). */
export const createBrand = (file: unknown, publish: boolean): Promise<CatalogueNewBrandReply> =>
  callApi('createCatalogueBrand', { query: { publish: publish ? 'true' : 'false' }, body: file });

/** After a new brand: the catalogue pages' brands and the storefront editor's brands are read again. */
export const refreshBrands = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: callKey('listCatalogueBrands', {}) }),
    queryClient.invalidateQueries({ queryKey: callKey('getManageScope', {}) }),
  ]);

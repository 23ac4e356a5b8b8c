import type { CatalogueVersionParams } from '@door/contract';
import { AppError } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import { requireCatalogueManager } from '#server/policies/catalogue.policy';
import { CATALOGUE_MESSAGES as M } from '#server/services/catalogue/catalogue.messages';
import {
  currentPublication,
  findVersionByNumber,
  readPublications,
  type VersionRow,
} from '#server/services/catalogue/catalogue-version-rows';
import type { CatalogueRepository } from './catalogue.repository';

/** The catalogue calls' way in: the OEM admin with the brand they manage, and a version of it by number. */
export const createCatalogueAccess = (repository: CatalogueRepository) => {
  const db = repository.db;
  return {
    /** The OEM admin and the brand they ask for: 401/403 for others, 404 unknown brand. */
    async openBrand(caller: Caller, brandId: string): Promise<{ user: UserCaller; brandName: string }> {
      const user = requireCatalogueManager(caller);
      const brandName = await repository.brandName(brandId);
      if (brandName === null) {
        throw new AppError(M.brandNotFound);
      }
      return { user, brandName };
    },

    /** A version of the brand by number, or the current one (404 when there is none). */
    async versionOf(brandId: string, version: CatalogueVersionParams['version']): Promise<VersionRow> {
      if (version === 'current') {
        const current = currentPublication(await readPublications(db, brandId), Date.now());
        const row = current ? await findVersionByNumber(db, brandId, current.number) : undefined;
        if (!row) {
          throw new AppError(M.noCurrentVersion);
        }
        return row;
      }
      const row = await findVersionByNumber(db, brandId, version);
      if (!row) {
        throw new AppError(M.versionNotFound);
      }
      return row;
    },
  };
};

import type { Database } from '#server/db/client';
import { type BrandPartnerInfo, type CacheClock, createBrandPartnerCache } from './brand-partners';
import { CATALOGUE_CHANNEL, createVersionReads } from './catalogue-version-rows';
import { type CatalogueModel, createCompiledModels } from './compiled-models';
import { createCurrentVersions } from './current-versions';
import { createLoadedVersions, emptyVersion, type LoadedVersion } from './loaded-versions';

export type { BrandPartnerInfo } from './brand-partners';
export type { CatalogueModel } from './compiled-models';
export type { LoadedVersion } from './loaded-versions';

/** Options of the catalogue store: a clock for the caches' TTLs and the current version (tests move it). */
export type CatalogueStoreOptions = { clock?: CacheClock };

/**
 * The catalogue in memory, shared by every feature that reads it: brand partners, which version of each brand is
 * current (switching at a scheduled publish's time in every process, and at once on a publish notice), the loaded
 * versions and their models, compiled lazily per version.
 */
export const createCatalogueStore = (
  database: Pick<Database, 'db' | 'listen'>,
  onErrors: (messages: string[]) => void = () => {},
  { clock }: CatalogueStoreOptions = {},
) => {
  const reads = createVersionReads(database.db);
  const partners = createBrandPartnerCache(database.db, clock);
  const current = createCurrentVersions(reads, clock);
  const versions = createLoadedVersions(reads);
  const models = createCompiledModels(reads, onErrors);
  let stopListening: (() => Promise<void>) | null = null;

  const invalidate = (brandId?: string) => {
    current.invalidate(brandId);
    partners.clear();
  };

  return {
    /** A brand partner (cached briefly: a change of markup shows within half a minute); null when unknown. */
    getBrandPartner: (brandPartnerId: string): Promise<BrandPartnerInfo | null> => partners.get(brandPartnerId),
    /** The version current now for a brand (id and number); null before its first publish. */
    currentVersionOf: (brandId: string) => current.currentOf(brandId),
    /** The brand's current catalogue (an empty one before its first publish). */
    async getCurrentCatalogue(brandId: string): Promise<LoadedVersion> {
      const now = await current.currentOf(brandId);
      const loaded = now ? await versions.get(now.versionId) : null;
      return loaded ?? emptyVersion(brandId);
    },
    /** A version by id; null when unknown. */
    getVersion: (versionId: string): Promise<LoadedVersion | null> => versions.get(versionId),
    /** A model of a loaded version, compiled on first use; null when the version has no such active model. */
    getModel: (version: LoadedVersion, modelId: string): Promise<CatalogueModel | null> => models.get(version, modelId),
    /** A model of a version by ids; null when either is unknown. */
    async getModelOf(versionId: string, modelId: string): Promise<CatalogueModel | null> {
      const version = await versions.get(versionId);
      return version ? models.get(version, modelId) : null;
    },
    /** Forgets which version is current for a brand (or every brand) and the brand partners, after a publish. */
    invalidate,
    /**
     * Listens to publish notices of every process (PostgreSQL LISTEN/NOTIFY; in-process on PGlite), so a publish is
     * served everywhere at once. A lost listening connection forgets everything when it is back.
     */
    async listen() {
      if (!stopListening) {
        stopListening = await database.listen(
          CATALOGUE_CHANNEL,
          (brandId) => invalidate(brandId || undefined),
          () => invalidate(),
        );
      }
    },
    /** Stops listening. */
    async stop() {
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
    /** How many entries each cache holds now (for tests and diagnostics). */
    cacheSizes: () => ({
      ...partners.sizes(),
      currentVersions: current.size(),
      versions: versions.size(),
      models: models.size(),
    }),
  };
};
/** The in-memory catalogue store. */
export type CatalogueStore = ReturnType<typeof createCatalogueStore>;

const stores = new WeakMap<Database, CatalogueStore>();

/** The one catalogue store of an open database, shared by every feature that reads the catalogue. */
export const getCatalogueStore = (database: Database, onErrors?: (messages: string[]) => void): CatalogueStore => {
  let store = stores.get(database);
  if (!store) {
    store = createCatalogueStore(database, onErrors);
    stores.set(database, store);
  }
  return store;
};

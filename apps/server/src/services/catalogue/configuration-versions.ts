import { type Choices, configure, type EngineResult, type PriceList } from '@door/engine';
import type { CatalogueModel, CatalogueStore, LoadedVersion } from './catalogue-store';

/** What a stored configuration needs to be priced: its storefront, model, version and choices. */
export type PinnedConfiguration = {
  brandPartnerId: string;
  modelId: string;
  catalogueVersionId: string;
  choices: Choices;
};

/** A configuration's catalogue: the version it is priced with and its model there (null when the model is gone). */
export type PinnedModel = { version: LoadedVersion; model: CatalogueModel | null };

/** Moving a configuration to the brand's current version: both versions and models (null: not in the current one). */
export type VersionMove = {
  from: LoadedVersion;
  fromModel: CatalogueModel;
  to: LoadedVersion;
  toModel: CatalogueModel | null;
};

/** The engine's view of a move: the configuration before and after (null when the model is gone). */
export type MoveResults = { before: EngineResult; after: EngineResult | null };

/**
 * Which catalogue version a configuration is priced with, and what moving it to the current version would do.
 * Configurations in documents stay on their version until the user updates them; those in no document move when
 * next opened (docs/decisions.md "Catalogue versions").
 */
export const createConfigurationVersions = (store: CatalogueStore) => ({
  /** The version the configuration is priced with and its model there; null when the version is unknown. */
  async pinned(row: PinnedConfiguration): Promise<PinnedModel | null> {
    const version = await store.getVersion(row.catalogueVersionId);
    return version ? { version, model: await store.getModel(version, row.modelId) } : null;
  },

  /** The move to the brand's current version; null when the configuration is on it already (or none is published). */
  async planMove(row: PinnedConfiguration, brandId: string): Promise<VersionMove | null> {
    const current = await store.currentVersionOf(brandId);
    if (!current || current.versionId === row.catalogueVersionId) {
      return null;
    }
    const [from, to] = await Promise.all([
      store.getVersion(row.catalogueVersionId),
      store.getVersion(current.versionId),
    ]);
    const fromModel = from ? await store.getModel(from, row.modelId) : null;
    if (!from || !to || !fromModel) {
      return null;
    }
    return { from, fromModel, to, toModel: await store.getModel(to, row.modelId) };
  },
});
/** The catalogue versions of configurations. */
export type ConfigurationVersions = ReturnType<typeof createConfigurationVersions>;

/** Runs the engine on a configuration's choices in both versions of a move, on one price list. */
export const runMove = (move: VersionMove, choices: Choices, priceList: PriceList): MoveResults => ({
  before: configure(move.fromModel.compiled, choices, null, priceList),
  after: move.toModel ? configure(move.toModel.compiled, choices, null, priceList) : null,
});

import type { CatalogueModel as CatalogueFileModel } from '@door/contract';
import { CatalogueError, type CompiledModel, compileCatalogueModel, type ModelDefinition } from '@door/engine';
import { LRUCache } from 'lru-cache';
import { buildModelDefinition, type ModelEntry } from '#server/catalogue/catalogue-build';
import { storedJson } from './catalogue-files';
import type { VersionReads } from './catalogue-version-rows';
import type { LoadedVersion } from './loaded-versions';

/**
 * A model of a loaded version, compiled: its entry, definition and compiled rules, and the uploaded pictures of the
 * version's values (value id → file store key).
 */
export type CatalogueModel = ModelEntry & {
  versionId: string;
  def: ModelDefinition;
  compiled: CompiledModel;
  valuePictures: ReadonlyMap<string, string>;
};

/** How many compiled models stay in memory (a model compiles in about a millisecond when it is needed again). */
export const COMPILED_MODELS_MAX = 2_000;

/**
 * The compiled models of every version, each compiled when first used: the first call after a start reads and
 * compiles one model, not the catalogue. A model the engine refuses is reported once and treated as absent.
 */
export const createCompiledModels = (reads: VersionReads, onErrors: (messages: string[]) => void) => {
  const cache = new LRUCache<string, Promise<CatalogueModel | null>>({ max: COMPILED_MODELS_MAX });
  const compile = async (version: LoadedVersion, entry: ModelEntry): Promise<CatalogueModel | null> => {
    const text = await reads.modelText(version.id, entry.id);
    if (text === undefined) {
      return null;
    }
    try {
      const def = buildModelDefinition(version.built, storedJson<CatalogueFileModel>(text));
      return {
        ...entry,
        versionId: version.id,
        def,
        compiled: compileCatalogueModel(def),
        valuePictures: version.built.valuePictures,
      };
    } catch (error) {
      if (!(error instanceof CatalogueError)) {
        throw error;
      }
      onErrors([`version ${version.number} of brand ${version.brandId}: ${error.message}`]);
      return null;
    }
  };
  return {
    /** A model of a version, compiled on first use; null when the version has no such active model. */
    get(version: LoadedVersion, modelId: string): Promise<CatalogueModel | null> {
      const entry = version.models.get(modelId);
      if (!entry) {
        return Promise.resolve(null);
      }
      const key = `${version.id}:${modelId}`;
      let found = cache.get(key);
      if (!found) {
        found = compile(version, entry);
        cache.set(key, found);
        found.catch(() => {
          if (cache.peek(key) === found) {
            cache.delete(key);
          }
        });
      }
      return found;
    },
    /** How many compiled models are in memory. */
    size: () => cache.size,
  };
};

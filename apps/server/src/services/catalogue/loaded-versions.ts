import type { CatalogueFile } from '@door/contract';
import type { CategoryDefinition } from '@door/engine';
import { LRUCache } from 'lru-cache';
import {
  type BuiltCatalogue,
  buildCatalogue,
  buildModelEntry,
  type ModelEntry,
  type ModelHeader,
  type SelectionCategoryDefinition,
} from '#server/catalogue/catalogue-build';
import { storedJson } from './catalogue-files';
import type { VersionReads } from './catalogue-version-rows';

/**
 * One version of a brand's catalogue in memory, without compiled models: what the model selection and the category
 * lists need (read from one row), and the shared part the models compile against when first used.
 */
export type LoadedVersion = {
  /** Empty for a brand that has no published catalogue yet. */
  id: string;
  brandId: string;
  number: number;
  built: BuiltCatalogue;
  /** The active models by id. */
  models: Map<string, ModelEntry>;
  /** The active models in display order. */
  ordered: ModelEntry[];
  categories: CategoryDefinition[];
  selection: SelectionCategoryDefinition[];
};

/** How many versions stay in memory: the current ones, and older ones that documents still price with. */
export const LOADED_VERSIONS_MAX = 12;

const assemble = (
  id: string,
  brandId: string,
  number: number,
  shared: Omit<CatalogueFile, 'models'>,
  headers: ModelHeader[],
) => {
  const built = buildCatalogue(brandId, shared);
  const ordered: ModelEntry[] = [];
  headers.forEach((header, position) => {
    const entry = buildModelEntry(built, header, position);
    if (entry.isActive) {
      ordered.push(entry);
    }
  });
  return {
    id,
    brandId,
    number,
    built,
    models: new Map(ordered.map((entry) => [entry.id, entry])),
    ordered,
    categories: built.categories,
    selection: built.selection,
  } satisfies LoadedVersion;
};

/** The catalogue of a brand that has none published: no models, no categories. */
export const emptyVersion = (brandId: string): LoadedVersion =>
  assemble('', brandId, 0, { formatVersion: 1, brand: { name: '' }, categories: [], parameters: [] }, []);

/** The loaded versions, each read once (versions never change) and kept while used. */
export const createLoadedVersions = (reads: VersionReads) => {
  const cache = new LRUCache<string, Promise<LoadedVersion | null>>({ max: LOADED_VERSIONS_MAX });
  const load = async (id: string): Promise<LoadedVersion | null> => {
    const row = await reads.version(id);
    if (!row) {
      return null;
    }
    const shared = storedJson<Omit<CatalogueFile, 'models'>>(row.catalogue);
    return assemble(row.id, row.brandId, row.number, shared, JSON.parse(row.modelIndex) as ModelHeader[]);
  };
  return {
    /** A version by id (loaded on first use); null when unknown. */
    get(id: string): Promise<LoadedVersion | null> {
      let entry = cache.get(id);
      if (!entry) {
        entry = load(id);
        cache.set(id, entry);
        entry.catch(() => {
          if (cache.peek(id) === entry) {
            cache.delete(id);
          }
        });
      }
      return entry;
    },
    /** How many versions are in memory. */
    size: () => cache.size,
  };
};

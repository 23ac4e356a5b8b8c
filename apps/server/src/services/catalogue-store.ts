import type { LocalizedText } from '@door/contract';
import { eq, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, Db } from '../db/client';
import {
  brandPartners,
  catalogueCategories,
  catalogueModelParameters,
  catalogueModelSelectionValues,
  catalogueModels,
  catalogueParameters,
  catalogueParameterValues,
  catalogueRules,
  type DoorDesign,
  selectionCategories,
  selectionCategoryValues,
} from '../db/schema';
import type { CatalogueRows } from '../db/seed/catalogue';
import {
  CatalogueError,
  type CategoryDefinition,
  type CompiledModel,
  compileCatalogueModel,
  isDataType,
  type ModelDefinition,
  type ParameterDefinition,
  parseRules,
  type RuleDefinition,
  type ValueDefinition,
} from '../engine';

/** A model of the loaded catalogue: its definition, compiled rules, drawing recipe and selection data. */
export type CatalogueModel = {
  def: ModelDefinition;
  compiled: CompiledModel;
  design: DoorDesign;
  isSpecialOffer: boolean;
  sortOrder: number;
  generateLiveImage: boolean;
  selectionValueIds: Set<string>;
  /** Lower-case text of every name, title and brand name in every language, without diacritics. */
  haystack: string;
};

/** A selection category with its values. */
export type CatalogueSelectionCategory = {
  id: string;
  names: LocalizedText;
  sortOrder: number;
  values: { id: string; names: LocalizedText; sortOrder: number; isActive: boolean }[];
};

/** One brand's catalogue in memory: models by id and in display order, categories, selection filters. */
export type LoadedCatalogue = {
  brandId: string;
  models: Map<string, CatalogueModel>;
  ordered: CatalogueModel[];
  categories: CategoryDefinition[];
  selection: CatalogueSelectionCategory[];
  /** Models refused when loading, each with the message naming the problem. */
  errors: string[];
};

/** A brand partner as the configurator needs it. */
export type BrandPartnerInfo = {
  id: string;
  brandId: string;
  partnerId: string;
  isActive: boolean;
  markupBasisPoints: number;
  currency: string;
};

/** Folds text for search: lower case, no diacritics. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const localizedValues = (text: LocalizedText | null | undefined) => (text ? [text.sl, text.en, text.de, text.fr] : []);

/** Builds model definitions from stored rows and compiles them; a model with an invalid rule is refused and named. */
export const assembleCatalogue = (brandId: string, rows: CatalogueRows): LoadedCatalogue => {
  const categories: CategoryDefinition[] = rows.categories.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    names: row.names,
    order: row.sortOrder,
    showZeroPrices: row.showZeroPrices,
    statusId: row.statusId,
  }));
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const parameterById = new Map(rows.parameters.map((row) => [row.id, row]));
  const valuesByParameter = new Map<string, (typeof rows.values)[number][]>();
  for (const value of [...rows.values].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const list = valuesByParameter.get(value.parameterId) ?? [];
    list.push(value);
    valuesByParameter.set(value.parameterId, list);
  }
  const usesByModel = new Map<string, (typeof rows.modelParameters)[number][]>();
  for (const use of [...rows.modelParameters].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const list = usesByModel.get(use.modelId) ?? [];
    list.push(use);
    usesByModel.set(use.modelId, list);
  }
  const rulesByModel = new Map<string | null, (typeof rows.rules)[number][]>();
  for (const rule of [...rows.rules].sort((a, b) => a.sortOrder - b.sortOrder)) {
    const list = rulesByModel.get(rule.modelId) ?? [];
    list.push(rule);
    rulesByModel.set(rule.modelId, list);
  }
  const selectionByModel = new Map<string, Set<string>>();
  for (const link of rows.modelSelectionValues) {
    const set = selectionByModel.get(link.modelId) ?? new Set<string>();
    set.add(link.valueId);
    selectionByModel.set(link.modelId, set);
  }

  const errors: string[] = [];
  const models = new Map<string, CatalogueModel>();
  const ordered: CatalogueModel[] = [];
  for (const row of [...rows.models].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code))) {
    if (!row.isActive) {
      continue;
    }
    try {
      const parameters: ParameterDefinition[] = (usesByModel.get(row.id) ?? []).map((use) => {
        const param = parameterById.get(use.parameterId);
        if (!param) {
          throw new CatalogueError(`Model ${row.code}: unknown parameter ${use.parameterId}`);
        }
        if (!isDataType(param.dataType)) {
          throw new CatalogueError(
            `Model ${row.code}: parameter "${param.code}" has unknown data type ${param.dataType}`,
          );
        }
        const category = categoryById.get(param.categoryId);
        if (!category) {
          throw new CatalogueError(`Model ${row.code}: parameter "${param.code}" has an unknown category`);
        }
        const isList = param.dataType === 'string' || param.dataType === 'data' || param.dataType === 'color';
        const allValues = valuesByParameter.get(param.id) ?? [];
        const offered = use.valueCodes ? allValues.filter((value) => use.valueCodes?.includes(value.code)) : allValues;
        if (use.valueCodes && offered.length !== use.valueCodes.length) {
          const missing = use.valueCodes.filter((code) => !allValues.some((value) => value.code === code));
          throw new CatalogueError(`Model ${row.code}: parameter "${param.code}" has no value ${missing.join(', ')}`);
        }
        if (isList && use.defaultValue && !offered.some((value) => value.code === use.defaultValue)) {
          throw new CatalogueError(
            `Model ${row.code}: default "${use.defaultValue}" of parameter "${param.code}" is not one of its values`,
          );
        }
        const values: ValueDefinition[] = offered.map((value, index) => ({
          id: value.id,
          code: value.code,
          names: value.names,
          brandNames: value.brandNames,
          intValue: !isList && use.defaultValue !== null && index === 0 ? Number(use.defaultValue) : value.intValue,
          value: value.value,
          priceCents: value.priceCents,
          hasImage: value.hasImage,
          isDefault: isList && use.defaultValue ? value.code === use.defaultValue : value.isDefault,
          tags: value.tags,
          color: value.color,
          min: !isList && index === 0 && use.minValue !== null ? use.minValue : value.minValue,
          max: !isList && index === 0 && use.maxValue !== null ? use.maxValue : value.maxValue,
        }));
        return {
          id: param.id,
          partParameterId: use.id,
          code: param.code,
          dataType: param.dataType,
          order: use.sortOrder,
          showPicture: param.showPicture,
          isPopup: use.isPopup,
          names: { name: param.names, title: param.titles, brandName: param.brandNames },
          category,
          values,
        };
      });
      const codes = new Set(parameters.map((param) => param.code));
      const brandWide = (rulesByModel.get(null) ?? []).filter((rule) => {
        const param = (rule.definition as { param?: unknown }).param;
        return typeof param !== 'string' || codes.has(param);
      });
      const rules: RuleDefinition[] = parseRules(
        row.code,
        [...brandWide, ...(rulesByModel.get(row.id) ?? [])].map((rule) => rule.definition),
      );
      const def: ModelDefinition = {
        id: row.id,
        code: row.code,
        names: { name: row.names, title: row.titles, brandName: row.brandNames },
        basePriceCents: row.basePriceCents,
        tags: row.tags,
        parameters,
        rules,
      };
      const model: CatalogueModel = {
        def,
        compiled: compileCatalogueModel(def),
        design: row.design,
        isSpecialOffer: row.isSpecialOffer,
        sortOrder: row.sortOrder,
        generateLiveImage: row.generateLiveImage,
        selectionValueIds: selectionByModel.get(row.id) ?? new Set(),
        haystack: foldText(
          [
            row.code,
            ...localizedValues(row.names),
            ...localizedValues(row.titles),
            ...localizedValues(row.brandNames),
          ].join(' '),
        ),
      };
      models.set(row.id, model);
      ordered.push(model);
    } catch (error) {
      if (!(error instanceof CatalogueError)) {
        throw error;
      }
      errors.push(error.message);
    }
  }
  const selection: CatalogueSelectionCategory[] = [...rows.selectionCategories]
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((category) => ({
      id: category.id,
      names: category.names,
      sortOrder: category.sortOrder,
      values: rows.selectionValues
        .filter((value) => value.categoryId === category.id)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((value) => ({ id: value.id, names: value.names, sortOrder: value.sortOrder, isActive: value.isActive })),
    }));
  return { brandId, models, ordered, categories, selection, errors };
};

/** Reads every catalogue row of one brand. */
export const readCatalogueRows = async (db: Db, brandId: string): Promise<CatalogueRows> => {
  const parameters = await db.select().from(catalogueParameters).where(eq(catalogueParameters.brandId, brandId));
  const models = await db.select().from(catalogueModels).where(eq(catalogueModels.brandId, brandId));
  const parameterIds = parameters.map((row) => row.id);
  const modelIds = models.map((row) => row.id);
  const selection = await db.select().from(selectionCategories).where(eq(selectionCategories.brandId, brandId));
  const selectionIds = selection.map((row) => row.id);
  return {
    categories: await db.select().from(catalogueCategories).where(eq(catalogueCategories.brandId, brandId)),
    parameters,
    values:
      parameterIds.length > 0
        ? await db
            .select()
            .from(catalogueParameterValues)
            .where(inArray(catalogueParameterValues.parameterId, parameterIds))
        : [],
    models,
    modelParameters:
      modelIds.length > 0
        ? await db.select().from(catalogueModelParameters).where(inArray(catalogueModelParameters.modelId, modelIds))
        : [],
    rules: await db.select().from(catalogueRules).where(eq(catalogueRules.brandId, brandId)),
    selectionCategories: selection,
    selectionValues:
      selectionIds.length > 0
        ? await db
            .select()
            .from(selectionCategoryValues)
            .where(inArray(selectionCategoryValues.categoryId, selectionIds))
        : [],
    modelSelectionValues:
      modelIds.length > 0
        ? await db
            .select()
            .from(catalogueModelSelectionValues)
            .where(inArray(catalogueModelSelectionValues.modelId, modelIds))
        : [],
  };
};

/**
 * Bounds of the store's caches. Brand partners are re-read after 30 s (a change of markup shows within half a
 * minute); ids that name no brand partner are remembered only briefly and in their own, smaller cache, so a flood of
 * random ids can neither grow the process nor push the real brand partners out.
 */
export const CATALOGUE_CACHE_LIMITS = {
  brandPartners: { max: 5_000, ttlMs: 30_000 },
  unknownBrandPartners: { max: 1_000, ttlMs: 5_000 },
  /** Compiled catalogues: a large one takes seconds to load, so a stale one is served while it reloads. */
  catalogues: { max: 50, ttlMs: 15 * 60_000 },
} as const;

type CatalogueEntry = { catalogue: Promise<LoadedCatalogue>; isRefreshing: boolean };

/** Options of the catalogue store: a clock for the caches' TTLs (tests move it instead of waiting). */
export type CatalogueStoreOptions = { clock?: { now(): number } };

/** The in-memory catalogue: compiled once per brand, shared by the configurator and the selection. */
export const createCatalogueStore = (
  db: Db,
  onErrors: (messages: string[]) => void = () => {},
  { clock }: CatalogueStoreOptions = {},
) => {
  const limits = CATALOGUE_CACHE_LIMITS;
  // A given clock is read on every check (no 1 ms caching of "now"), so a test sees its moves at once.
  const timing = clock ? { perf: clock, ttlResolution: 0 } : {};
  const catalogues = new LRUCache<string, CatalogueEntry>({
    ...timing,
    max: limits.catalogues.max,
    ttl: limits.catalogues.ttlMs,
    // A stale entry stays readable until its reload replaces it.
    allowStale: true,
    noDeleteOnStaleGet: true,
  });
  const partners = new LRUCache<string, BrandPartnerInfo>({
    ...timing,
    max: limits.brandPartners.max,
    ttl: limits.brandPartners.ttlMs,
  });
  const unknownPartners = new LRUCache<string, true>({
    ...timing,
    max: limits.unknownBrandPartners.max,
    ttl: limits.unknownBrandPartners.ttlMs,
  });

  const loadCatalogue = (brandId: string) =>
    readCatalogueRows(db, brandId).then((rows) => {
      const catalogue = assembleCatalogue(brandId, rows);
      if (catalogue.errors.length > 0) {
        onErrors(catalogue.errors);
      }
      return catalogue;
    });

  return {
    /** The compiled catalogue of a brand, loaded on first use and reloaded in the background when it is old. */
    getCatalogue(brandId: string): Promise<LoadedCatalogue> {
      const entry = catalogues.get(brandId);
      if (!entry) {
        const fresh: CatalogueEntry = { catalogue: loadCatalogue(brandId), isRefreshing: false };
        fresh.catalogue.catch(() => {
          if (catalogues.peek(brandId) === fresh) {
            catalogues.delete(brandId);
          }
        });
        catalogues.set(brandId, fresh);
        return fresh.catalogue;
      }
      if (!entry.isRefreshing && catalogues.getRemainingTTL(brandId) <= 0) {
        entry.isRefreshing = true;
        loadCatalogue(brandId).then(
          (catalogue) => {
            // Unless the brand was invalidated meanwhile (then the next request loads it afresh).
            if (catalogues.peek(brandId) === entry) {
              catalogues.set(brandId, { catalogue: Promise.resolve(catalogue), isRefreshing: false });
            }
          },
          () => {
            // Keep serving the loaded catalogue and try again one TTL later.
            entry.isRefreshing = false;
            if (catalogues.peek(brandId) === entry) {
              catalogues.set(brandId, entry);
            }
          },
        );
      }
      return entry.catalogue;
    },
    /** A brand partner (cached briefly: a change of markup shows within half a minute); null when unknown. */
    async getBrandPartner(brandPartnerId: string): Promise<BrandPartnerInfo | null> {
      const cached = partners.get(brandPartnerId);
      if (cached) {
        return cached;
      }
      if (unknownPartners.get(brandPartnerId)) {
        return null;
      }
      const [row] = await db
        .select({
          id: brandPartners.id,
          brandId: brandPartners.brandId,
          partnerId: brandPartners.partnerId,
          isActive: brandPartners.isActive,
          markupBasisPoints: brandPartners.priceMarkupBasisPoints,
          currency: brandPartners.currency,
        })
        .from(brandPartners)
        .where(eq(brandPartners.id, brandPartnerId));
      if (!row) {
        unknownPartners.set(brandPartnerId, true);
        return null;
      }
      partners.set(brandPartnerId, row);
      return row;
    },
    /** Forgets a brand's catalogue (or every catalogue) after the catalogue changed. */
    invalidate(brandId?: string) {
      if (brandId) {
        catalogues.delete(brandId);
      } else {
        catalogues.clear();
      }
      partners.clear();
      unknownPartners.clear();
    },
    /** How many entries each cache holds now (for tests and diagnostics). */
    cacheSizes: () => ({
      catalogues: catalogues.size,
      brandPartners: partners.size,
      unknownBrandPartners: unknownPartners.size,
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
    store = createCatalogueStore(database.db, onErrors);
    stores.set(database, store);
  }
  return store;
};

/** Bit masks over a catalogue's ordered models: per selection value, and per searched text token (cached). */
export type SelectionIndex = {
  size: number;
  valueMask: (valueId: string) => Uint8Array;
  tokenMask: (token: string) => Uint8Array;
};

const indexes = new WeakMap<LoadedCatalogue, SelectionIndex>();
/** Bounds of each catalogue's cache of search-token masks. */
export const TOKEN_CACHE_LIMITS = { max: 500, ttlMs: 10 * 60_000 } as const;

/** The selection index of a catalogue, built on first use: one scan of one string per new search token. */
export const getSelectionIndex = (catalogue: LoadedCatalogue): SelectionIndex => {
  const existing = indexes.get(catalogue);
  if (existing) {
    return existing;
  }
  const size = catalogue.ordered.length;
  const values = new Map<string, Uint8Array>();
  catalogue.ordered.forEach((model, position) => {
    for (const valueId of model.selectionValueIds) {
      let mask = values.get(valueId);
      if (!mask) {
        mask = new Uint8Array(size);
        values.set(valueId, mask);
      }
      mask[position] = 1;
    }
  });
  // All haystacks in one string, separated by a character no search token contains.
  const offsets = new Int32Array(size + 1);
  const parts: string[] = [];
  let length = 0;
  catalogue.ordered.forEach((model, position) => {
    offsets[position] = length;
    parts.push(model.haystack, '\u0000');
    length += model.haystack.length + 1;
  });
  offsets[size] = length;
  const corpus = parts.join('');
  const modelAt = (offset: number) => {
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((offsets[middle] as number) <= offset) {
        low = middle;
      } else {
        high = middle - 1;
      }
    }
    return low;
  };
  const tokens = new LRUCache<string, Uint8Array>({ max: TOKEN_CACHE_LIMITS.max, ttl: TOKEN_CACHE_LIMITS.ttlMs });
  const empty = new Uint8Array(size);
  const index: SelectionIndex = {
    size,
    valueMask: (valueId) => values.get(valueId) ?? empty,
    tokenMask: (token) => {
      const cached = tokens.get(token);
      if (cached) {
        return cached;
      }
      const mask = new Uint8Array(size);
      let at = corpus.indexOf(token);
      while (at >= 0) {
        const position = modelAt(at);
        mask[position] = 1;
        at = corpus.indexOf(token, offsets[position + 1] as number);
      }
      tokens.set(token, mask);
      return mask;
    },
  };
  indexes.set(catalogue, index);
  return index;
};

import { ENTITY_STATUS_IDS, type LocalizedText } from '@door/contract';
import type { Db } from '../../client';
import {
  brands,
  catalogueCategories,
  catalogueModelParameters,
  catalogueModelSelectionValues,
  catalogueModels,
  catalogueParameters,
  catalogueParameterValues,
  catalogueRules,
  selectionCategories,
  selectionCategoryValues,
} from '../../schema';
import { DEMO_IDS } from '../demo-tenancy.seed';
import { stableId } from '../stable-id';
import { buildDemoModels, DEMO_SELECTION, NORDHAUS_MODELS } from './demo-models';
import { DEMO_CATEGORIES, DEMO_PARAMETERS, t } from './demo-parameters';

/** Every row of one brand's catalogue, as stored. */
export type CatalogueRows = {
  categories: (typeof catalogueCategories.$inferSelect)[];
  parameters: (typeof catalogueParameters.$inferSelect)[];
  values: (typeof catalogueParameterValues.$inferSelect)[];
  models: (typeof catalogueModels.$inferSelect)[];
  modelParameters: (typeof catalogueModelParameters.$inferSelect)[];
  rules: (typeof catalogueRules.$inferSelect)[];
  selectionCategories: (typeof selectionCategories.$inferSelect)[];
  selectionValues: (typeof selectionCategoryValues.$inferSelect)[];
  modelSelectionValues: (typeof catalogueModelSelectionValues.$inferSelect)[];
};

/** Which demo catalogue a brand gets: the full one, or the smaller one of the second brand under its own names. */
export type DemoCatalogueKind = 'full' | 'second';

const sameName = (name: string): LocalizedText => ({ sl: name, en: name, de: name, fr: name });

/** Builds the rows of a demo catalogue for a brand; ids are stable, so seeding twice changes nothing. */
export const buildDemoCatalogueRows = (brandId: string, kind: DemoCatalogueKind): CatalogueRows => {
  const ns = `catalogue:${brandId}`;
  const id = (what: string) => stableId(ns, what);
  const categories = DEMO_CATEGORIES.map((category) => ({
    id: id(`category:${category.code}`),
    brandId,
    parentId: category.parent ? id(`category:${category.parent}`) : null,
    code: category.code,
    names: category.names,
    sortOrder: category.order,
    showZeroPrices: category.showZeroPrices,
    statusId: ENTITY_STATUS_IDS.active,
  }));
  const parameters = DEMO_PARAMETERS.map((param) => ({
    id: id(`parameter:${param.code}`),
    brandId,
    code: param.code,
    dataType: param.dataType,
    // The short label is the title (shown first, after a brand name); the name is the longer description.
    names: param.titles,
    titles: param.names,
    brandNames:
      kind === 'second' && param.code === 'leafColour'
        ? t('Barvni svet Nordhaus', 'Nordhaus colour world', 'Nordhaus Farbwelt', 'Univers couleurs Nordhaus')
        : null,
    categoryId: id(`category:${param.category}`),
    sortOrder: param.order,
    showPicture: param.showPicture ?? false,
  }));
  const values = DEMO_PARAMETERS.flatMap((param) =>
    param.values.map((value, index) => ({
      id: id(`value:${param.code}:${value.code}`),
      parameterId: id(`parameter:${param.code}`),
      code: value.code,
      names: value.names,
      brandNames: null,
      intValue: value.intValue ?? null,
      value: value.value ?? value.color ?? value.code,
      priceCents: value.priceCents ?? 0,
      hasImage: value.image ?? Boolean(value.color),
      isDefault: value.isDefault ?? false,
      tags: value.tags ?? [],
      color: value.color ?? null,
      minValue: value.min ?? null,
      maxValue: value.max ?? null,
      sortOrder: index * 10,
    })),
  );
  const selection = DEMO_SELECTION.map((category, index) => ({
    id: id(`selection:${category.code}`),
    brandId,
    names: category.names,
    sortOrder: (index + 1) * 10,
  }));
  const selectionValues = DEMO_SELECTION.flatMap((category) =>
    category.values.map((value, index) => ({
      id: id(`selection:${category.code}:${value.code}`),
      categoryId: id(`selection:${category.code}`),
      names: value.names,
      sortOrder: (index + 1) * 10,
      isActive: true,
    })),
  );
  const demoModels = buildDemoModels().filter((model) => kind === 'full' || model.code in NORDHAUS_MODELS);
  const models = demoModels.map((model, index) => ({
    id: id(`model:${model.code}`),
    brandId,
    code: model.code,
    names: sameName(model.name),
    titles: model.titles,
    brandNames: sameName(kind === 'second' ? (NORDHAUS_MODELS[model.code] as string) : model.name),
    isSpecialOffer: model.isSpecialOffer,
    sortOrder: (index + 1) * 10,
    basePriceCents: model.basePriceCents,
    generateLiveImage: true,
    tags: model.tags,
    design: model.design,
    isActive: true,
  }));
  const modelParameters = demoModels.flatMap((model) =>
    model.parameters.map((use, index) => ({
      id: id(`model-parameter:${model.code}:${use.code}`),
      modelId: id(`model:${model.code}`),
      parameterId: id(`parameter:${use.code}`),
      sortOrder: (index + 1) * 10,
      isPopup: use.popup ?? false,
      valueCodes: use.values ?? null,
      defaultValue: use.defaultValue ?? null,
      minValue: use.min ?? null,
      maxValue: use.max ?? null,
    })),
  );
  const rules = demoModels.flatMap((model) =>
    model.rules.map((rule, index) => ({
      id: id(`rule:${model.code}:${rule.id}`),
      brandId,
      modelId: id(`model:${model.code}`),
      sortOrder: index,
      definition: (rule.kind === 'part'
        ? { ...rule, partId: id(`part:${model.code}:${rule.partCode}`) }
        : rule) as Record<string, unknown>,
    })),
  );
  const modelSelectionValues = demoModels.flatMap((model) =>
    model.selection.map((ref) => {
      const [category, value] = ref.split(':') as [string, string];
      return { modelId: id(`model:${model.code}`), valueId: id(`selection:${category}:${value}`) };
    }),
  );
  return {
    categories,
    parameters,
    values,
    models,
    modelParameters,
    rules,
    selectionCategories: selection,
    selectionValues,
    modelSelectionValues,
  };
};

const CHUNK = 500;
const chunks = <T>(rows: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    out.push(rows.slice(i, i + CHUNK));
  }
  return out;
};

/** Inserts catalogue rows; rows that exist already are left as they are. */
export const insertCatalogueRows = async (db: Db, rows: CatalogueRows) => {
  await db.transaction(async (tx) => {
    const steps: [Parameters<typeof tx.insert>[0], unknown[]][] = [
      [catalogueCategories, rows.categories],
      [catalogueParameters, rows.parameters],
      [catalogueParameterValues, rows.values],
      [catalogueModels, rows.models],
      [catalogueModelParameters, rows.modelParameters],
      [catalogueRules, rows.rules],
      [selectionCategories, rows.selectionCategories],
      [selectionCategoryValues, rows.selectionValues],
      [catalogueModelSelectionValues, rows.modelSelectionValues],
    ];
    for (const [table, list] of steps) {
      for (const chunk of chunks(list)) {
        // Each chunk matches its table's row type by construction of CatalogueRows.
        await tx
          .insert(table)
          .values(chunk as never)
          .onConflictDoNothing();
      }
    }
  });
};

/**
 * Seeds the demo catalogues: the full one for the default brand (Alpina) and a smaller one, under the second
 * brand's own model names, for the second brand (Nordhaus). Brands other than these two get nothing.
 */
export const seedCatalogue = async (db: Db) => {
  const rows = await db.select({ id: brands.id }).from(brands);
  for (const brand of rows) {
    const kind: DemoCatalogueKind | null =
      brand.id === DEMO_IDS.brandAlpina ? 'full' : brand.id === DEMO_IDS.brandNordhaus ? 'second' : null;
    if (kind) {
      await insertCatalogueRows(db, buildDemoCatalogueRows(brand.id, kind));
    }
  }
};

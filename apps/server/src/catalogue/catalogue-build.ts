import {
  type CatalogueFile,
  type CatalogueModel,
  type CatalogueParameter,
  type CatalogueRule,
  type CatalogueText,
  DEFAULT_DOOR_DESIGN,
  type DoorDesign,
  type DrawingRole,
  ENTITY_STATUS_IDS,
  isDrawingRole,
  LIST_DATA_TYPES,
  type LocalizedText,
} from '@door/contract';
import {
  CatalogueError,
  type CategoryDefinition,
  type ModelDefinition,
  type ParameterDefinition,
  type RuleDefinition,
  type ValueDefinition,
} from '@door/engine';
import { type CatalogueIds, createCatalogueIds } from './catalogue-ids';

/** The part of a catalogue file every model shares: brand, categories, parameters, selection and rule sets. */
export type CatalogueShared = Omit<CatalogueFile, 'models' | 'tests'>;

/** A parameter of the brand with its ids and every value, defaults applied. */
export type BuiltParameter = {
  file: CatalogueParameter;
  id: string;
  category: CategoryDefinition;
  isList: boolean;
  /** The part of the drawing it drives; null also for a role the format does not know (lint refuses those). */
  drawingRole: DrawingRole | null;
  values: ValueDefinition[];
};

/** A selection category with its values, as the model selection filters by them. */
export type SelectionCategoryDefinition = {
  id: string;
  code: string;
  names: LocalizedText;
  sortOrder: number;
  values: { id: string; code: string; names: LocalizedText; sortOrder: number; isActive: boolean }[];
};

/** The shared part of a catalogue, resolved once per version: ids, defaults, lookups by code. */
export type BuiltCatalogue = {
  brandId: string;
  ids: CatalogueIds;
  categories: CategoryDefinition[];
  categoryByCode: Map<string, CategoryDefinition>;
  parameterByCode: Map<string, BuiltParameter>;
  ruleSetByCode: Map<string, CatalogueRule[]>;
  selection: SelectionCategoryDefinition[];
  /** "category:value" → the selection value's id. */
  selectionValueIdByRef: Map<string, string>;
  /** Value id → the file store key of its uploaded picture (values with `picture` only). */
  valuePictures: Map<string, string>;
};

/** What the model selection needs of a model, without its parameters and rules (those compile when first used). */
export type ModelEntry = {
  id: string;
  code: string;
  names: ModelDefinition['names'];
  basePriceCents: number;
  tags: string[];
  design: DoorDesign;
  isSpecialOffer: boolean;
  isActive: boolean;
  generateLiveImage: boolean;
  sortOrder: number;
  selectionValueIds: Set<string>;
  /** The file store key of the model's uploaded picture; null: the drawn door. */
  picture: string | null;
  /** Lower-case text of every name, title and brand name in every language, without diacritics. */
  haystack: string;
};

/** A text in every language; a missing language is empty (lint refuses a file with one, so only drafts have it). */
export const completeText = (text: CatalogueText | undefined): LocalizedText => ({
  sl: text?.sl ?? '',
  en: text?.en ?? '',
  de: text?.de ?? '',
  fr: text?.fr ?? '',
});

const sameText = (value: string): LocalizedText => ({ sl: value, en: value, de: value, fr: value });

/** Folds text for search: lower case, no diacritics. */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The display order of the n-th entry of a list whose file gives none: 10, 20, 30, … */
const orderOf = (index: number) => (index + 1) * 10;

/** Resolves the shared part of a catalogue for a brand: ids from codes, defaults, lookups. */
export const buildCatalogue = (brandId: string, shared: CatalogueShared): BuiltCatalogue => {
  const ids = createCatalogueIds(brandId);
  const categories: CategoryDefinition[] = shared.categories.map((category, index) => ({
    id: ids.category(category.code),
    parentId: category.parent ? ids.category(category.parent) : null,
    names: completeText(category.names),
    order: category.order ?? orderOf(index),
    showZeroPrices: category.showZeroPrices ?? false,
    statusId: ENTITY_STATUS_IDS.active,
  }));
  const categoryByCode = new Map(shared.categories.map((category, index) => [category.code, categories[index]]));
  const parameterByCode = new Map<string, BuiltParameter>();
  const valuePictures = new Map<string, string>();
  for (const param of shared.parameters) {
    const category = categoryByCode.get(param.category);
    if (!category) {
      continue;
    }
    const isList = LIST_DATA_TYPES.includes(param.dataType);
    parameterByCode.set(param.code, {
      file: param,
      id: ids.parameter(param.code),
      category: category as CategoryDefinition,
      isList,
      drawingRole: param.drawing && isDrawingRole(param.drawing.role) ? param.drawing.role : null,
      values: param.values.map((value) => ({
        id: ids.value(param.code, value.code),
        code: value.code,
        names: completeText(value.names),
        brandNames: value.brandNames ? completeText(value.brandNames) : null,
        intValue: value.intValue ?? null,
        value: value.value ?? (isList ? (value.color ?? value.code) : String(value.intValue ?? value.min ?? '')),
        priceCents: value.priceCents ?? 0,
        hasImage: Boolean(value.picture) || (value.image ?? Boolean(value.color)),
        isDefault: value.isDefault ?? false,
        tags: value.tags ?? [],
        color: value.color ?? null,
        drawingKind: value.drawing ?? null,
        min: value.min ?? null,
        max: value.max ?? null,
      })),
    });
    for (const value of param.values) {
      if (value.picture) {
        valuePictures.set(ids.value(param.code, value.code), value.picture);
      }
    }
  }
  const selection: SelectionCategoryDefinition[] = (shared.selection ?? []).map((category, index) => ({
    id: ids.selection(category.code),
    code: category.code,
    names: completeText(category.names),
    sortOrder: orderOf(index),
    values: category.values.map((value, valueIndex) => ({
      id: ids.selectionValue(category.code, value.code),
      code: value.code,
      names: completeText(value.names),
      sortOrder: orderOf(valueIndex),
      isActive: true,
    })),
  }));
  const selectionValueIdByRef = new Map<string, string>();
  for (const category of selection) {
    for (const value of category.values) {
      selectionValueIdByRef.set(`${category.code}:${value.code}`, value.id);
    }
  }
  return {
    brandId,
    ids,
    categories,
    categoryByCode: categoryByCode as Map<string, CategoryDefinition>,
    parameterByCode,
    ruleSetByCode: new Map((shared.ruleSets ?? []).map((set) => [set.code, set.rules])),
    selection,
    selectionValueIdByRef,
    valuePictures,
  };
};

/** A model without its parameters and rules: what a version keeps in its model index for the selection. */
export type ModelHeader = Omit<CatalogueModel, 'parameters' | 'rules' | 'ruleSets'>;

/** The header of a model (the file's model without parameters, rule sets and rules). */
export const modelHeaderOf = ({ parameters: _p, rules: _r, ruleSets: _s, ...header }: CatalogueModel): ModelHeader =>
  header;

/** What the model selection needs of a model at a position of the file. */
export const buildModelEntry = (built: BuiltCatalogue, model: ModelHeader, position: number): ModelEntry => {
  const names = modelNames(model);
  const texts = [names.name, names.title, names.brandName ?? names.name].flatMap((text) => [
    text.sl,
    text.en,
    text.de,
    text.fr,
  ]);
  return {
    id: built.ids.model(model.code),
    code: model.code,
    names,
    basePriceCents: model.basePriceCents,
    tags: model.tags ?? [],
    design: model.design ?? DEFAULT_DOOR_DESIGN,
    isSpecialOffer: model.isSpecialOffer ?? false,
    isActive: model.isActive ?? true,
    generateLiveImage: model.generateLiveImage ?? true,
    sortOrder: orderOf(position),
    selectionValueIds: new Set(
      (model.selection ?? []).flatMap((ref) => {
        const id = built.selectionValueIdByRef.get(ref);
        return id ? [id] : [];
      }),
    ),
    picture: model.picture ?? null,
    haystack: foldText([model.code, ...texts].join(' ')),
  };
};

const modelNames = (model: ModelHeader): ModelDefinition['names'] => ({
  name: sameText(model.name),
  title: completeText(model.titles),
  brandName: sameText(model.brandName ?? model.name),
});

const fail = (model: CatalogueModel, text: string): never => {
  throw new CatalogueError(`Model ${model.code}: ${text}`);
};

/** A rule as the engine compiles it: texts in every language, a part's id (when the file has none) derived from model and part code. */
export const toRuleDefinition = (ids: CatalogueIds, modelCode: string, rule: CatalogueRule): RuleDefinition => {
  switch (rule.kind) {
    case 'enable':
    case 'allow':
    case 'range':
      return { ...rule, reason: completeText(rule.reason) };
    case 'price':
      return { ...rule, label: completeText(rule.label) };
    case 'part':
      return {
        ...rule,
        partId: rule.partId?.toLowerCase() ?? ids.part(modelCode, rule.partCode),
        title: completeText(rule.title),
      };
    default:
      return rule;
  }
};

/** The rules of a model in the order they apply: those of its rule sets first, then its own. */
export const modelRules = (built: BuiltCatalogue, model: CatalogueModel): CatalogueRule[] => [
  ...(model.ruleSets ?? []).flatMap(
    (code) => built.ruleSetByCode.get(code) ?? fail(model, `unknown rule set "${code}"`),
  ),
  ...(model.rules ?? []),
];

/**
 * A model's definition for the engine: the brand's parameters as the model uses them (offered values, its own
 * default and range) and its rules. Throws a CatalogueError on a code the brand does not have (lint reports those
 * with their place before a file is accepted).
 */
export const buildModelDefinition = (built: BuiltCatalogue, model: CatalogueModel): ModelDefinition => {
  const parameters: ParameterDefinition[] = model.parameters.map((use, index) => {
    const param = built.parameterByCode.get(use.code) ?? fail(model, `unknown parameter "${use.code}"`);
    const offered = use.values ? param.values.filter((value) => use.values?.includes(value.code)) : param.values;
    if (use.values && offered.length !== use.values.length) {
      const missing = use.values.filter((code) => !param.values.some((value) => value.code === code));
      fail(model, `parameter "${use.code}" has no value ${missing.join(', ')}`);
    }
    const defaultValue = use.defaultValue;
    if (param.isList && defaultValue !== undefined && !offered.some((value) => value.code === defaultValue)) {
      fail(model, `default "${defaultValue}" of parameter "${use.code}" is not one of its values`);
    }
    const values = offered.map((value, valueIndex) => {
      const isRange = !param.isList && valueIndex === 0;
      return {
        ...value,
        intValue: isRange && defaultValue !== undefined ? Number(defaultValue) : value.intValue,
        isDefault: param.isList && defaultValue !== undefined ? value.code === defaultValue : value.isDefault,
        min: isRange && use.min !== undefined ? use.min : value.min,
        max: isRange && use.max !== undefined ? use.max : value.max,
      };
    });
    return {
      id: param.id,
      partParameterId: built.ids.modelParameter(model.code, use.code),
      code: use.code,
      dataType: param.file.dataType,
      order: orderOf(index),
      showPicture: param.file.showPicture ?? false,
      isPopup: use.popup ?? false,
      names: {
        name: completeText(param.file.titles ?? param.file.names),
        title: completeText(param.file.names),
        brandName: param.file.brandNames ? completeText(param.file.brandNames) : null,
      },
      category: param.category,
      drawingRole: param.drawingRole,
      values,
    };
  });
  return {
    id: built.ids.model(model.code),
    code: model.code,
    names: modelNames(model),
    basePriceCents: model.basePriceCents,
    tags: model.tags ?? [],
    parameters,
    rules: modelRules(built, model).map((rule) => toRuleDefinition(built.ids, model.code, rule)),
  };
};

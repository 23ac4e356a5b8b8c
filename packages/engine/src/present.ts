import type {
  ConfigurationChange,
  Language,
  OverviewCategory,
  ParameterValue,
  PartsTreeNode,
  PopupParameter,
  TreeParameter,
} from '@door/contract';
import { LRUCache } from 'lru-cache';
import type { CompiledModel, CompiledParameter } from './compile';
import type { CategoryDefinition, Names, ValueDefinition } from './definitions';
import { applyMarkup, centsToMoney } from './money';
import type { EngineResult, PartNode, Reason } from './types';

/** How the wire form is built: the caller's language, whether prices may be shown, and image addresses. */
export type PresentOptions = {
  lang: Language;
  showPrices: boolean;
  markupBasisPoints: number;
  /** Address of a value's picture (M variant); the engine itself does no I/O. */
  valueImageUrl: (modelId: string, value: ValueDefinition) => string | null;
};

/** Display name: the brand name, else the title, else the name. */
export const displayName = (names: Names, lang: Language): string =>
  names.brandName?.[lang] || names.title[lang] || names.name[lang];

const valueName = (value: ValueDefinition, lang: Language) => value.names[lang];
const brandValue = (value: ValueDefinition, lang: Language) => value.brandNames?.[lang] || value.names[lang];

const formatNumber = (value: number) =>
  Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);

/** The current choice of a parameter as the user reads it; null when none. */
export const choiceText = (result: EngineResult, param: CompiledParameter, lang: Language): string | null => {
  const index = param.index;
  if (param.isList) {
    const sel = result.state.sel[index] as number;
    return sel >= 0 ? brandValue(param.def.values[sel] as ValueDefinition, lang) : null;
  }
  if (param.isNumeric) {
    const value = result.state.num[index] as number;
    return Number.isNaN(value) ? null : formatNumber(value);
  }
  return result.state.text[index] ?? null;
};

/**
 * The parameters a printed page lists (offer, order, technical documentation): the enabled ones with a choice, in the
 * model's order, as name and value in the language; comments and empty choices are left out.
 */
export const printableParameters = (result: EngineResult, lang: Language): { name: string; value: string }[] =>
  [...result.model.params]
    .sort((a, b) => a.def.order - b.def.order || a.index - b.index)
    .filter((param) => result.params[param.index]?.enabled && param.def.dataType !== 'comment')
    .flatMap((param) => {
      const value = choiceText(result, param, lang);
      return value === null || value === '' ? [] : [{ name: displayName(param.def.names, lang), value }];
    });

/** A reason in the caller's language, followed by the choices that decide it. */
export const reasonText = (result: EngineResult, reason: Reason, lang: Language): string => {
  const deciding = reason.paramIndexes
    .map((index) => result.model.params[index] as CompiledParameter)
    .map((param) => `${displayName(param.def.names, lang)}: ${choiceText(result, param, lang) ?? '—'}`);
  return deciding.length > 0 ? `${reason.text[lang]} (${deciding.join(', ')})` : reason.text[lang];
};

const paramPriceCents = (result: EngineResult, index: number) =>
  result.terms.reduce((sum, term) => (term.paramIndex === index ? sum + term.cents : sum), 0);

const presentValue = (
  result: EngineResult,
  param: CompiledParameter,
  value: ValueDefinition,
  valueIndex: number,
  options: PresentOptions,
): ParameterValue => {
  const reason = result.params[param.index]?.valueReasons[valueIndex] ?? null;
  return {
    ParameterValueId: value.id,
    ParameterValueName: valueName(value, options.lang),
    ParameterBrandValue: brandValue(value, options.lang),
    IntValue: value.intValue,
    ParameterValue: value.value,
    ImageUrl: value.hasImage ? options.valueImageUrl(result.model.def.id, value) : null,
    IsDefault: value.isDefault,
    Tags: value.tags,
    Color: value.color,
    MinValue: value.min,
    MaxValue: value.max,
    Price: options.showPrices ? centsToMoney(applyMarkup(value.priceCents, options.markupBasisPoints)) : null,
    IsAllowed: reason === null,
    NotAllowedReason: reason ? reasonText(result, reason, options.lang) : null,
  };
};

const treeOrders = new WeakMap<CompiledModel, CompiledParameter[]>();
const orderForTree = (result: EngineResult): CompiledParameter[] => {
  let order = treeOrders.get(result.model);
  if (!order) {
    order = [...result.model.params].sort(
      (a, b) => a.def.category.order - b.def.category.order || a.def.order - b.def.order || a.index - b.index,
    );
    treeOrders.set(result.model, order);
  }
  return order;
};

/** The fields of a tree parameter that depend only on the catalogue and the language. */
const presentParameterStatic = (param: CompiledParameter, lang: PresentOptions['lang']) => {
  const def = param.def;
  return {
    ParameterId: def.id,
    ParameterPartId: def.partParameterId,
    Name: displayName(def.names, lang),
    ParameterName: def.names.name[lang],
    ParameterTitle: def.names.title[lang],
    ParameterBrandName: def.names.brandName?.[lang] ?? null,
    DataType: def.dataType,
    Order: def.order,
    ShowPicture: def.showPicture,
    CategoryId: def.category.id,
    Category: def.category.names[lang],
    CategoryParentId: def.category.parentId,
    CategoryOrder: def.category.order,
    CategoryStatusId: def.category.statusId,
  };
};

/** The fields of a tree parameter that follow from the choices (values excepted). */
const presentParameterState = (result: EngineResult, param: CompiledParameter, options: PresentOptions) => {
  const { lang } = options;
  const outcome = result.params[param.index];
  const def = param.def;
  const sel = result.state.sel[param.index] as number;
  const selected = param.isList && sel >= 0 ? (def.values[sel] as ValueDefinition) : null;
  return {
    IsEnabled: outcome?.enabled ?? false,
    NotEnabledReason: outcome?.notEnabledReason ? reasonText(result, outcome.notEnabledReason, lang) : null,
    ParameterValueId: selected?.id ?? null,
    ParameterValueName: selected ? valueName(selected, lang) : null,
    ParameterBrandValue: selected ? brandValue(selected, lang) : null,
    ParameterValue: selected ? selected.value : param.isList ? null : choiceText(result, param, lang),
    MinValue: param.isNumeric && outcome?.enabled ? outcome.min : param.isNumeric ? param.baseMin : null,
    MaxValue: param.isNumeric && outcome?.enabled ? outcome.max : param.isNumeric ? param.baseMax : null,
    MinReason: outcome?.enabled && outcome.minReason ? reasonText(result, outcome.minReason, lang) : null,
    MaxReason: outcome?.enabled && outcome.maxReason ? reasonText(result, outcome.maxReason, lang) : null,
    Price: options.showPrices ? centsToMoney(paramPriceCents(result, param.index)) : null,
  };
};

/** Builds the Tree of the wire: every parameter with its selected value, state, range and values (with why-not). */
export const presentTree = (result: EngineResult, options: PresentOptions): TreeParameter[] =>
  orderForTree(result).map((param) => ({
    ...presentParameterStatic(param, options.lang),
    ...presentParameterState(result, param, options),
    Values: param.def.values.map((value, i) => presentValue(result, param, value, i, options)),
  }));

type JsonCache = { heads: (string | undefined)[]; values: string[][] };
/** Bounds of the cached JSON per model: presentations (language × prices × brand partner × markup) and age. */
export const TREE_JSON_CACHE_LIMITS = { max: 64, ttlMs: 60 * 60_000 } as const;
/** Cached JSON per model and presentation (language, prices, markup, image addresses). */
const jsonCaches = new WeakMap<CompiledModel, LRUCache<string, JsonCache>>();

/**
 * The Tree as JSON, byte for byte `JSON.stringify(presentTree(...))`, assembled from cached JSON of each
 * parameter's catalogue fields and of the values that are allowed (most of them), so that the hot update path
 * neither rebuilds nor re-serialises tens of kB each time. `cacheKey` must change whenever the options do.
 */
export const presentTreeJson = (result: EngineResult, options: PresentOptions, cacheKey: string): string => {
  let perModel = jsonCaches.get(result.model);
  if (!perModel) {
    perModel = new LRUCache({ max: TREE_JSON_CACHE_LIMITS.max, ttl: TREE_JSON_CACHE_LIMITS.ttlMs });
    jsonCaches.set(result.model, perModel);
  }
  let cache = perModel.get(cacheKey);
  if (!cache) {
    cache = { heads: [], values: result.model.params.map(() => []) };
    perModel.set(cacheKey, cache);
  }
  let json = '[';
  let first = true;
  for (const param of orderForTree(result)) {
    let head = cache.heads[param.index];
    if (head === undefined) {
      head = JSON.stringify(presentParameterStatic(param, options.lang)).slice(0, -1);
      cache.heads[param.index] = head;
    }
    const state = JSON.stringify(presentParameterState(result, param, options));
    const reasons = result.params[param.index]?.valueReasons ?? [];
    const slot = cache.values[param.index] as string[];
    json += `${first ? '' : ','}${head},${state.slice(1, -1)},"Values":[`;
    first = false;
    const values = param.def.values;
    for (let i = 0; i < values.length; i += 1) {
      let value: string | undefined;
      if (reasons[i]) {
        value = JSON.stringify(presentValue(result, param, values[i] as ValueDefinition, i, options));
      } else {
        value = slot[i];
        if (value === undefined) {
          value = JSON.stringify(presentValue(result, param, values[i] as ValueDefinition, i, options));
          slot[i] = value;
        }
      }
      json += i === 0 ? value : `,${value}`;
    }
    json += ']}';
  }
  return `${json}]`;
};

/** Builds the popup parameters: quick choices shown over the picture. */
export const presentPopupParameters = (result: EngineResult, options: PresentOptions): PopupParameter[] =>
  result.model.params
    .filter((param) => param.def.isPopup && param.isList && result.params[param.index]?.enabled)
    .map((param) => {
      const sel = result.state.sel[param.index] as number;
      return {
        label: displayName(param.def.names, options.lang),
        ParameterId: param.def.id,
        PartId: result.model.def.id,
        Values: param.def.values.map((value, i) => presentValue(result, param, value, i, options)),
        SelectedValue: sel >= 0 ? (param.def.values[sel] as ValueDefinition).id : null,
      };
    });

/** Lists each choice the engine moved and why, in the caller's language. */
export const presentChanges = (result: EngineResult, lang: Language): ConfigurationChange[] =>
  result.moves.map((move) => {
    const param = result.model.params[move.paramIndex] as CompiledParameter;
    const from = param.isList
      ? move.from.valueIndex >= 0
        ? brandValue(param.def.values[move.from.valueIndex] as ValueDefinition, lang)
        : null
      : param.isNumeric
        ? Number.isNaN(move.from.number)
          ? null
          : formatNumber(move.from.number)
        : move.from.text;
    const to = move.to === null ? null : choiceText(result, param, lang);
    return {
      ParameterId: param.def.id,
      Parameter: displayName(param.def.names, lang),
      From: from,
      To: to,
      Reason: reasonText(result, move.reason, lang),
    };
  });

const MESSAGE_HEAD = {
  sl: 'Zaradi vaše izbire so se spremenile te nastavitve:',
  en: 'Your choice changed these settings:',
  de: 'Ihre Auswahl hat diese Einstellungen geändert:',
  fr: 'Votre choix a modifié ces réglages :',
} as const;
const CLEARED = { sl: 'ni več na voljo', en: 'no longer available', de: 'nicht mehr verfügbar', fr: 'plus disponible' };

/** The Message of the reply: one line per moved choice, or null when nothing moved. */
export const presentMessage = (changes: ConfigurationChange[], lang: Language): string | null => {
  if (changes.length === 0) {
    return null;
  }
  const lines = changes.map(
    (change) => `• ${change.Parameter}: ${change.From ?? '—'} → ${change.To ?? CLEARED[lang]} — ${change.Reason}`,
  );
  return [MESSAGE_HEAD[lang], ...lines].join('\n');
};

const presentPartNode = (node: PartNode, lang: Language): PartsTreeNode => ({
  Title: node.title[lang],
  PartCode: node.partCode,
  PartId: node.partId,
  Childs: node.children.map((child) => presentPartNode(child, lang)),
});

/** The parts tree (bill of materials) of the wire. */
export const presentPartsTree = (result: EngineResult, lang: Language): PartsTreeNode[] =>
  result.parts.map((node) => presentPartNode(node, lang));

/** The model's base price and every price term that belongs to no parameter: the overview's first line. */
export const modelPriceCents = (result: EngineResult): number =>
  result.terms.reduce((sum, term) => (term.paramIndex < 0 ? sum + term.cents : sum), 0);

/** Chosen parameters grouped by (nested) category with category prices, for the overview. */
export const presentOverview = (
  result: EngineResult,
  categories: CategoryDefinition[],
  options: Pick<PresentOptions, 'lang' | 'showPrices'>,
): OverviewCategory[] => {
  const { lang, showPrices } = options;
  const known = new Map(categories.map((category) => [category.id, category]));
  for (const param of result.model.params) {
    known.set(param.def.category.id, param.def.category);
  }
  const nodes = new Map<string, OverviewCategory & { cents: number }>();
  const nodeOf = (category: CategoryDefinition): OverviewCategory & { cents: number } => {
    const existing = nodes.get(category.id);
    if (existing) {
      return existing;
    }
    const node = {
      CategoryId: category.id,
      ParameterCategoryName: category.names[lang],
      ParameterCategoryPrice: null,
      ShowZeroPrices: category.showZeroPrices,
      Order: category.order,
      Parameters: [],
      Categories: [],
      cents: 0,
    };
    nodes.set(category.id, node);
    return node;
  };
  const ordered = [...result.model.params].sort((a, b) => a.def.order - b.def.order || a.index - b.index);
  for (const param of ordered) {
    const text = choiceText(result, param, lang);
    if (!result.params[param.index]?.enabled || text === null || param.def.dataType === 'comment') {
      continue;
    }
    const sel = result.state.sel[param.index] as number;
    const value = param.isList && sel >= 0 ? (param.def.values[sel] as ValueDefinition) : null;
    const cents = paramPriceCents(result, param.index);
    const node = nodeOf(param.def.category);
    node.cents += cents;
    node.Parameters.push({
      ParameterId: param.def.id,
      ParameterName: param.def.names.name[lang],
      ParameterTitle: param.def.names.title[lang],
      ParameterBrandName: param.def.names.brandName?.[lang] ?? null,
      ParameterValue: value ? value.value : text,
      ParameterBrandValue: value ? brandValue(value, lang) : text,
      ParameterValueName: value ? valueName(value, lang) : text,
      ParameterPrice: showPrices ? centsToMoney(cents) : null,
    });
  }
  // Attach every category with parameters to its parents, creating the parents on the way.
  const roots: (OverviewCategory & { cents: number })[] = [];
  const attached = new Set<string>();
  const attach = (node: OverviewCategory & { cents: number }) => {
    if (attached.has(node.CategoryId)) {
      return;
    }
    attached.add(node.CategoryId);
    const parentId = known.get(node.CategoryId)?.parentId ?? null;
    const parentDef = parentId ? known.get(parentId) : undefined;
    if (!parentDef) {
      roots.push(node);
      return;
    }
    const parent = nodeOf(parentDef);
    parent.Categories.push(node);
    attach(parent);
  };
  for (const node of [...nodes.values()]) {
    attach(node);
  }
  const finish = (node: OverviewCategory & { cents: number }): OverviewCategory => {
    const children = (node.Categories as (OverviewCategory & { cents: number })[])
      .sort((a, b) => a.Order - b.Order)
      .map((child) => {
        const done = finish(child);
        node.cents += (child as { cents: number }).cents;
        return done;
      });
    const { cents, ...rest } = node;
    void cents;
    return { ...rest, Categories: children, ParameterCategoryPrice: showPrices ? centsToMoney(node.cents) : null };
  };
  return roots.sort((a, b) => a.Order - b.Order).map(finish);
};

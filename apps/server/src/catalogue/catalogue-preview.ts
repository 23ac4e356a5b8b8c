import {
  type CatalogueDraftPreview,
  type CatalogueDraftPreviewChange,
  type CatalogueModel,
  type CataloguePriceTraceLine,
  type CatalogueWhy,
  DEFAULT_DOOR_DESIGN,
  type DoorDesign,
  IMAGE_VARIANT_SIZES,
  type Language,
  type LocalizedText,
} from '@door/contract';
import {
  CatalogueError,
  ChangeError,
  type CompiledModel,
  centsToMoney,
  compileCatalogueModel,
  configure,
  displayName,
  type EngineResult,
  type PresentOptions,
  presentChanges,
  presentMessage,
  presentPartsTree,
  presentPopupParameters,
  presentTree,
  type Reason,
  reasonText,
  type ValueDefinition,
} from '@door/engine';
import { drawDoorSvg, drawingFromConfiguration, drawSwatchSvg } from '@door/engine/door';
import { buildCatalogue, buildModelDefinition } from './catalogue-build';
import { type Finding, finding, pointer } from './catalogue-findings';
import { modelCompileFinding, sharedOf } from './catalogue-lint';
import { catalogueImageUrl } from './catalogue-pictures';
import type { DraftCatalogue } from './catalogue-read';
import { placedRulesOf } from './catalogue-structure';
import { changeOf, choiceOf, LIST_PRICE, paramOf, partCodes } from './catalogue-tests';

/**
 * A model of a draft compiled for the workbench's preview, with what the preview says about the draft: where each
 * rule and value price is written (JSON pointers) and the codes of the ids the engine speaks.
 */
export type PreviewModel = {
  code: string;
  compiled: CompiledModel;
  design: DoorDesign;
  basePath: string;
  rulePaths: ReadonlyMap<string, string>;
  /** Value id → its code, its parameter's code and where its price is written. */
  values: ReadonlyMap<string, { code: string; swatch: 'color' | 'glass'; pricePath: string }>;
  parameterCodes: Record<string, string>;
  valueCodes: Record<string, string>;
  valuePictures: ReadonlyMap<string, string>;
  /** The file store key of the model's uploaded picture; null: the drawn door. */
  picture: string | null;
  /** The codes of the model's part rules: what a test may name in `parts` (the tree's root is the model itself). */
  partCodes: ReadonlySet<string>;
};

/** The model of a draft ready for previews, or the findings that keep it from compiling (each at its place). */
export const prepareDraftModel = (
  brandId: string,
  draft: DraftCatalogue,
  readingFindings: Finding[],
  modelCode: string,
): { model: PreviewModel } | { findings: Finding[] } => {
  const modelIndex = draft.models.findIndex((model) => model?.code === modelCode);
  const model = draft.models[modelIndex];
  if (!model) {
    return { findings: [finding('/Model', 'unknownModel', { code: modelCode })] };
  }
  const modelPath = pointer('models', modelIndex);
  if (model.parameters.some((use) => use === undefined) || model.rules.some((rule) => rule === undefined)) {
    const within = readingFindings.filter(
      (item) => item.severity === 'error' && (item.path === modelPath || item.path.startsWith(`${modelPath}/`)),
    );
    return { findings: within.length > 0 ? within : [finding(modelPath, 'invalid')] };
  }
  const built = buildCatalogue(brandId, sharedOf(draft));
  let compiled: CompiledModel;
  try {
    compiled = compileCatalogueModel(buildModelDefinition(built, model as CatalogueModel));
  } catch (error) {
    if (error instanceof CatalogueError) {
      return { findings: [modelCompileFinding(draft, modelIndex, error)] };
    }
    throw error;
  }
  const rulePaths = new Map<string, string>();
  const ruleParts = new Set<string>();
  for (const placed of placedRulesOf(draft, model, modelIndex)) {
    // A model's own rule of the same id comes after the shared ones and is the one the engine names.
    rulePaths.set(placed.rule.id, placed.path);
    if (placed.rule.kind === 'part') {
      ruleParts.add(placed.rule.partCode);
    }
  }
  const values = new Map<string, { code: string; swatch: 'color' | 'glass'; pricePath: string }>();
  const parameterCodes: Record<string, string> = {};
  const valueCodes: Record<string, string> = {};
  for (const param of compiled.params) {
    parameterCodes[param.def.id] = param.def.code;
    const paramIndex = draft.parameters.findIndex((candidate) => candidate?.code === param.def.code);
    const fileValues = draft.parameters[paramIndex]?.values ?? [];
    for (const value of param.def.values) {
      valueCodes[value.id] = value.code;
      const valueIndex = fileValues.findIndex((candidate) => candidate?.code === value.code);
      values.set(value.id, {
        code: value.code,
        swatch: param.def.drawingRole === 'glass' ? 'glass' : 'color',
        pricePath: `${pointer('parameters', paramIndex, 'values', valueIndex)}/priceCents`,
      });
    }
  }
  return {
    model: {
      code: model.code,
      compiled,
      design: model.design ?? DEFAULT_DOOR_DESIGN,
      basePath: `${modelPath}/basePriceCents`,
      rulePaths,
      values,
      parameterCodes,
      valueCodes,
      valuePictures: built.valuePictures,
      picture: model.picture ?? null,
      partCodes: ruleParts,
    },
  };
};

/**
 * Runs a prepared model from its default through the changes, like a catalogue test; else the finding of the change
 * refused (the engine's reason in the caller's language), at its place in the request's `Changes`.
 */
export const runDraftModel = (
  model: PreviewModel,
  changes: CatalogueDraftPreviewChange[],
  lang: Language,
): { result: EngineResult } | { findings: Finding[] } => {
  const compiled = model.compiled;
  let result = configure(compiled, {}, null, LIST_PRICE);
  for (const [index, step] of changes.entries()) {
    const param = paramOf(compiled, step.Param);
    if (!param) {
      return {
        findings: [finding(`/Changes/${index}/Param`, 'notModelParameter', { model: model.code, code: step.Param })],
      };
    }
    if (param.isList && !param.valueIndexByCode.has(String(step.Value))) {
      return {
        findings: [
          finding(`/Changes/${index}/Value`, 'valueNotOffered', {
            model: model.code,
            code: String(step.Value),
            param: step.Param,
          }),
        ],
      };
    }
    try {
      result = configure(compiled, result.choices, changeOf(param, step.Value), LIST_PRICE);
    } catch (error) {
      if (!(error instanceof ChangeError)) {
        throw error;
      }
      return {
        findings: [
          finding(`/Changes/${index}`, 'previewChangeRefused', {
            step: index + 1,
            param: step.Param,
            value: String(step.Value),
            reason: error.localized[lang],
          }),
        ],
      };
    }
  }
  return { result };
};

const BASE_PRICE: LocalizedText = {
  sl: 'Osnovna cena',
  en: 'Base price',
  de: 'Grundpreis',
  fr: 'Prix de base',
};

const swatches = new Map<string, string>();
/** A colour value's swatch as a data address (a draft's values have no published picture to link to). */
const swatchUrl = (color: string, kind: 'color' | 'glass') => {
  const key = `${kind}:${color}`;
  let url = swatches.get(key);
  if (url === undefined) {
    url = `data:image/svg+xml,${encodeURIComponent(drawSwatchSvg(color, IMAGE_VARIANT_SIZES.m, kind))}`;
    if (swatches.size < 1000) {
      swatches.set(key, url);
    }
  }
  return url;
};

const whyOf = (
  model: PreviewModel,
  result: EngineResult,
  reason: Reason | null,
  lang: Language,
): Pick<CatalogueWhy, 'RuleId' | 'RulePath' | 'Reason'> => ({
  RuleId: reason?.ruleId ?? null,
  RulePath: reason?.ruleId ? (model.rulePaths.get(reason.ruleId) ?? null) : null,
  Reason: reason ? reasonText(result, reason, lang) : '',
});

/** Every parameter not enabled and every value not allowed (of an enabled parameter), with the rule that decides. */
const whyList = (model: PreviewModel, result: EngineResult, lang: Language): CatalogueWhy[] =>
  model.compiled.params.flatMap((param): CatalogueWhy[] => {
    const outcome = result.params[param.index];
    const head = { ParameterCode: param.def.code, ParameterId: param.def.id };
    if (!outcome?.enabled) {
      return [
        { ...head, ValueCode: null, ValueId: null, ...whyOf(model, result, outcome?.notEnabledReason ?? null, lang) },
      ];
    }
    return param.def.values.flatMap((value, index) => {
      const reason = outcome.valueReasons[index] ?? null;
      return reason
        ? [{ ...head, ValueCode: value.code, ValueId: value.id, ...whyOf(model, result, reason, lang) }]
        : [];
    });
  });

/** One line per price term: the base price, a chosen value's price or a price rule's term, with where it is written. */
const priceTrace = (model: PreviewModel, result: EngineResult, lang: Language): CataloguePriceTraceLine[] =>
  result.terms.map((term) => {
    const param = term.paramIndex >= 0 ? model.compiled.params[term.paramIndex] : undefined;
    const line = { Amount: centsToMoney(term.cents), ParameterCode: param?.def.code ?? null };
    if (term.ruleId !== null) {
      return {
        ...line,
        Label: term.label?.[lang] || (param ? displayName(param.def.names, lang) : term.ruleId),
        Source: 'rule',
        ValueCode: null,
        RuleId: term.ruleId,
        Path: model.rulePaths.get(term.ruleId) ?? null,
      };
    }
    if (!param) {
      return {
        ...line,
        Label: `${BASE_PRICE[lang]}: ${displayName(model.compiled.def.names, lang)}`,
        Source: 'base',
        ValueCode: null,
        RuleId: null,
        Path: model.basePath,
      };
    }
    const value = param.def.values[result.state.sel[param.index] as number] as ValueDefinition;
    return {
      ...line,
      Label: `${displayName(param.def.names, lang)}: ${value.brandNames?.[lang] || value.names[lang]}`,
      Source: 'value',
      ValueCode: value.code,
      RuleId: null,
      Path: model.values.get(value.id)?.pricePath ?? null,
    };
  });

/** What a catalogue test would expect of the result: choices, enabled and disabled parameters, parts and price. */
const expectOf = (model: PreviewModel, result: EngineResult): CatalogueDraftPreview['Expect'] => {
  const choices: Record<string, string | number> = {};
  const enabled: string[] = [];
  const disabled: string[] = [];
  for (const param of model.compiled.params) {
    if (!result.params[param.index]?.enabled) {
      disabled.push(param.def.code);
      continue;
    }
    enabled.push(param.def.code);
    const choice = choiceOf(result, param);
    if (param.def.dataType === 'comment' || choice === '—' || choice === '') {
      continue;
    }
    choices[param.def.code] = param.isNumeric ? Number(choice) : choice;
  }
  const parts = [...partCodes(result.parts)].filter((code) => model.partCodes.has(code));
  return { choices, enabled, disabled, parts, priceCents: result.priceCents };
};

/**
 * The preview of a draft's model after the changes, as the customer's configurator shows it (list prices, every
 * price shown) with the workbench's additions: codes of the ids, why things are not allowed, the price trace, what a
 * test would expect, and the door drawn as SVG.
 */
export const presentDraftPreview = (
  model: PreviewModel,
  result: EngineResult,
  lang: Language,
  revision: number,
): CatalogueDraftPreview => {
  const options: PresentOptions = {
    lang,
    showPrices: true,
    markupBasisPoints: 0,
    valueImageUrl: (_modelId, value: ValueDefinition) => {
      const picture = model.valuePictures.get(value.id);
      if (picture) {
        return catalogueImageUrl(picture);
      }
      return value.color ? swatchUrl(value.color, valueKind(model, value)) : null;
    },
  };
  const changes = presentChanges(result, lang);
  return {
    Revision: revision,
    Model: model.code,
    Tree: presentTree(result, options),
    PopupParameters: presentPopupParameters(result, options),
    Price: centsToMoney(result.priceCents),
    PriceCents: result.priceCents,
    Message: presentMessage(changes, lang),
    Changes: changes,
    PartsTree: presentPartsTree(result, lang),
    Picture: drawDoorSvg(drawingFromConfiguration(result, model.design), IMAGE_VARIANT_SIZES.original),
    ModelPictureUrl: model.picture ? catalogueImageUrl(model.picture) : null,
    ParameterCodes: model.parameterCodes,
    ValueCodes: model.valueCodes,
    Expect: expectOf(model, result),
    Why: whyList(model, result, lang),
    PriceTrace: priceTrace(model, result, lang),
  };
};

/** Values of the glass role are drawn as glass swatches, like the configurator's value pictures. */
const valueKind = (model: PreviewModel, value: ValueDefinition): 'color' | 'glass' =>
  model.values.get(value.id)?.swatch ?? 'color';

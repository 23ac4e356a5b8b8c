import {
  type ConfigurationChange,
  type ConfiguratorDefectDifference,
  DEFECT_DIFFERENCES_MAX,
  IMAGE_VARIANT_SIZES,
  type Language,
  LIST_DATA_TYPES,
  type ModelDefinitionReply,
  type PartsTreeNode,
  type PopupParameter,
  partImageUrl,
  type TreeParameter,
} from '@door/contract';
import {
  type Choices,
  type CompiledModel,
  centsToMoney,
  compileCatalogueModel,
  configure,
  type PresentOptions,
  presentChanges,
  presentMessage,
  presentPartsTree,
  presentPopupParameters,
  presentTree,
} from '@door/engine';
import { drawDoorSvg, drawingFromConfiguration } from '@door/engine/door';

/**
 * The browser's side of the instant configurator: the model definition the server sends, evaluated with the server's
 * own engine and drawing code into the same screen state its update call answers with. Loaded with step 2 only.
 */

/** A definition compiled once for the page. */
export type InstantModel = { definition: ModelDefinitionReply; compiled: CompiledModel };

/** One change, as the configurator's widgets give it. */
export type InstantChange = { parameterId: string; parameterValueId?: string; customValue?: string };

/** What the screen shows after a change: the server's update reply without its metadata, and the drawn door. */
export type InstantScreen = {
  Tree: TreeParameter[];
  PopupParameters: PopupParameter[];
  Price: number | null;
  Message: string | null;
  Changes: ConfigurationChange[];
  PartsTree: PartsTreeNode[] | null;
  /** The door as SVG in the original size, as `GET /configurator/{id}/image?format=svg` draws it. */
  PictureSvg: string;
  /** The choices after the change, the start of the next one. */
  choices: Choices;
};

/** Compiles a definition (the same compile the server's catalogue store runs). */
export const prepareInstantModel = (definition: ModelDefinitionReply): InstantModel => ({
  definition,
  compiled: compileCatalogueModel(definition.Model),
});

/** The stored choices a tree shows: each value id, number or text (the inverse of the engine's presentation). */
export const choicesOfTree = (tree: TreeParameter[]): Choices => {
  const choices: Choices = {};
  for (const parameter of tree) {
    if (LIST_DATA_TYPES.includes(parameter.DataType)) {
      if (parameter.ParameterValueId) {
        choices[parameter.ParameterId] = parameter.ParameterValueId;
      }
    } else if (parameter.ParameterValue !== null) {
      choices[parameter.ParameterId] = parameter.ParameterValue;
    }
  }
  return choices;
};

/**
 * Applies one change (or none) to the choices and presents the result as the server's update call does: tree, popup
 * parameters, price, message, changes and parts tree in the language, and the door drawn.
 */
export const evaluateInstant = (
  model: InstantModel,
  choices: Choices,
  change: InstantChange | null,
  lang: Language,
): InstantScreen => {
  const { definition, compiled } = model;
  const result = configure(
    compiled,
    choices,
    change
      ? {
          parameterId: change.parameterId,
          parameterValueId: change.parameterValueId ?? null,
          customValue: change.customValue ?? null,
        }
      : null,
    { markupBasisPoints: definition.MarkupBasisPoints },
  );
  const options: PresentOptions = {
    lang,
    showPrices: definition.ShowPrices,
    markupBasisPoints: definition.MarkupBasisPoints,
    valueImageUrl: (modelId, value) =>
      partImageUrl({
        partId: modelId,
        brandPartnerId: definition.BrandPartnerId,
        variant: 'm',
        parameterValueId: value.id,
      }),
  };
  const changes = presentChanges(result, lang);
  return {
    Tree: presentTree(result, options),
    PopupParameters: presentPopupParameters(result, options),
    Price: definition.ShowPrices ? centsToMoney(result.priceCents) : null,
    Message: presentMessage(changes, lang),
    Changes: changes,
    PartsTree: definition.ShowPartsTree ? presentPartsTree(result, lang) : null,
    PictureSvg: drawDoorSvg(drawingFromConfiguration(result, definition.Design), IMAGE_VARIANT_SIZES.original),
    choices: result.choices,
  };
};

/** The SVG as an image address the page shows at once (no request, no decoding wait on a network). */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A short digest of a text (FNV-1a, 32 bits): what a defect report says instead of texts a customer may have typed. */
export const digestOf = (text: string | null): string => {
  if (text === null) {
    return 'null';
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `h:${hash.toString(16).padStart(8, '0')}`;
};

/** What the server's update reply says, in the parts the browser computes too. */
export type ComparableResult = Pick<InstantScreen, 'Tree' | 'Price' | 'Message' | 'PartsTree'> & {
  PictureSvg?: string;
};

const choiceOf = (parameter: TreeParameter) =>
  LIST_DATA_TYPES.includes(parameter.DataType)
    ? (parameter.ParameterValueId ?? 'none')
    : parameter.DataType === 'text' || parameter.DataType === 'comment'
      ? digestOf(parameter.ParameterValue)
      : (parameter.ParameterValue ?? 'none');
const allowedOf = (parameter: TreeParameter) => digestOf(`${parameter.Price}|${JSON.stringify(parameter.Values)}`);

/**
 * Where the browser's result and the server's differ: price, message, parts and picture as a whole, and per parameter
 * its choice, whether it is enabled, its allowed values and its range. Typed text is named only by its digest.
 */
export const compareResults = (browser: ComparableResult, server: ComparableResult): ConfiguratorDefectDifference[] => {
  const differences: ConfiguratorDefectDifference[] = [];
  const add = (difference: ConfiguratorDefectDifference) => {
    if (differences.length < DEFECT_DIFFERENCES_MAX) {
      differences.push(difference);
    }
  };
  if (browser.Price !== server.Price) {
    add({ Field: 'price', Browser: String(browser.Price), Server: String(server.Price) });
  }
  if (browser.Message !== server.Message) {
    add({ Field: 'message', Browser: digestOf(browser.Message), Server: digestOf(server.Message) });
  }
  const partsOf = (result: ComparableResult) =>
    result.PartsTree ? digestOf(JSON.stringify(result.PartsTree)) : 'null';
  if (partsOf(browser) !== partsOf(server)) {
    add({ Field: 'parts', Browser: partsOf(browser), Server: partsOf(server) });
  }
  if (browser.PictureSvg !== undefined && server.PictureSvg !== undefined && browser.PictureSvg !== server.PictureSvg) {
    add({ Field: 'picture', Browser: digestOf(browser.PictureSvg), Server: digestOf(server.PictureSvg) });
  }
  const serverById = new Map(server.Tree.map((parameter) => [parameter.ParameterId, parameter]));
  for (const mine of browser.Tree) {
    const theirs = serverById.get(mine.ParameterId);
    const ParameterId = mine.ParameterId;
    if (!theirs) {
      add({ Field: 'choice', ParameterId, Browser: choiceOf(mine), Server: 'absent' });
      continue;
    }
    if (choiceOf(mine) !== choiceOf(theirs)) {
      add({ Field: 'choice', ParameterId, Browser: choiceOf(mine), Server: choiceOf(theirs) });
    }
    if (mine.IsEnabled !== theirs.IsEnabled || mine.NotEnabledReason !== theirs.NotEnabledReason) {
      add({
        Field: 'enabled',
        ParameterId,
        Browser: `${mine.IsEnabled}:${digestOf(mine.NotEnabledReason)}`,
        Server: `${theirs.IsEnabled}:${digestOf(theirs.NotEnabledReason)}`,
      });
    }
    if (allowedOf(mine) !== allowedOf(theirs)) {
      add({ Field: 'allowed', ParameterId, Browser: allowedOf(mine), Server: allowedOf(theirs) });
    }
    if (mine.MinValue !== theirs.MinValue || mine.MaxValue !== theirs.MaxValue) {
      add({
        Field: 'range',
        ParameterId,
        Browser: `${mine.MinValue}..${mine.MaxValue}`,
        Server: `${theirs.MinValue}..${theirs.MaxValue}`,
      });
    }
  }
  if (browser.Tree.length !== server.Tree.length && differences.length === 0) {
    add({ Field: 'choice', Browser: String(browser.Tree.length), Server: String(server.Tree.length) });
  }
  return differences;
};

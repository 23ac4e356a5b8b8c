import type { LocalizedText } from '@door/contract';
import { applyChange } from './apply-change';
import { CatalogueError, type CatalogueProblem, type CompiledModel, compileModel } from './compile';
import type { ModelDefinition } from './definitions';
import { defaultNumber, defaultValueIndex, evaluateAllowed, evaluateEnabled, evaluateRange } from './evaluate';
import { computeParts } from './parts';
import { computePrice } from './price';
import { clear, copyState, differs, hasChoice, readChoices, writeChoices } from './state';
import type { Change, Choices, EngineResult, Move, ParameterOutcome, Pinned, PriceList, Reason } from './types';

const NO_VALUE_LEFT: LocalizedText = {
  sl: 'Pri trenutni izbiri ni na voljo nobena vrednost.',
  en: 'No value is available with the current choices.',
  de: 'Mit der aktuellen Auswahl ist kein Wert verfügbar.',
  fr: 'Aucune valeur n’est disponible avec les choix actuels.',
};
const KEPT_IN_RANGE: LocalizedText = {
  sl: 'Vrednost mora biti znotraj dovoljenega območja.',
  en: 'The value must stay within its allowed range.',
  de: 'Der Wert muss im erlaubten Bereich bleiben.',
  fr: 'La valeur doit rester dans la plage autorisée.',
};

/**
 * The configurator engine: applies one change (or none) to stored choices and propagates in dependency order until
 * every choice is valid, then prices the result and builds the parts tree. Pure and deterministic.
 */
export const configure = (
  model: CompiledModel,
  choices: Choices,
  change: Change | null,
  priceList: PriceList,
): EngineResult => {
  const before = readChoices(model, choices);
  const state = copyState(before);
  const pinned: Pinned = new Map();
  if (change) {
    applyChange(model, state, change, pinned);
  }
  const moves: Move[] = [];
  const outcomes: ParameterOutcome[] = new Array(model.params.length);
  // One forward pass reaches the fixed point: every rule of a parameter reads only parameters placed before it.
  for (const param of model.params) {
    const index = param.index;
    const userHad = hasChoice(param, before) || pinned.has(index);
    const from = {
      valueIndex: state.sel[index] as number,
      number: state.num[index] as number,
      text: state.text[index] ?? null,
    };
    let notEnabledReason = evaluateEnabled(param, state);
    let valueReasons: (Reason | null)[] = [];
    let min = 0;
    let max = 0;
    let isDeadEnd = false;
    let emptyRange: ParameterOutcome['emptyRange'];
    let bounds: Pick<ParameterOutcome, 'minReason' | 'maxReason'> = {};
    if (notEnabledReason === null && param.isList) {
      valueReasons = evaluateAllowed(param, state);
      if (!valueReasons.includes(null)) {
        isDeadEnd = true;
        notEnabledReason = {
          text: NO_VALUE_LEFT,
          paramIndexes: param.allowRules.flatMap((rule) => rule.when.deps),
          ruleId: null,
        };
      }
    } else if (param.isList) {
      valueReasons = new Array(param.def.values.length).fill(null);
    }
    if (notEnabledReason !== null) {
      if (hasChoice(param, state)) {
        const meaningful = param.isList || param.isNumeric || (state.text[index] ?? '') !== '';
        if (userHad && meaningful) {
          moves.push({ paramIndex: index, from, to: null, reason: notEnabledReason });
        }
        clear(param, state);
      }
      outcomes[index] = { enabled: false, isDeadEnd, notEnabledReason, valueReasons, min, max };
      continue;
    }
    if (param.isList) {
      const sel = state.sel[index] as number;
      if (sel < 0 || valueReasons[sel] !== null) {
        const next = defaultValueIndex(param, state, valueReasons);
        state.sel[index] = next;
        if (sel >= 0 && userHad) {
          moves.push({
            paramIndex: index,
            from,
            to: { valueIndex: next, number: Number.NaN },
            reason: valueReasons[sel] as Reason,
          });
        }
      }
    } else if (param.isNumeric) {
      const range = evaluateRange(param, state);
      min = range.min;
      max = range.max;
      isDeadEnd = range.isEmpty;
      bounds = { minReason: range.minReason, maxReason: range.maxReason };
      if (range.isEmpty) {
        emptyRange = {
          min: range.min,
          max: range.ruleMax,
          minRuleId: range.minReason?.ruleId ?? null,
          maxRuleId: range.maxReason?.ruleId ?? null,
        };
      }
      const value = state.num[index] as number;
      if (Number.isNaN(value)) {
        state.num[index] = defaultNumber(param, state, min, max);
      } else if (value < min || value > max) {
        const next = value < min ? min : max;
        state.num[index] = next;
        if (userHad) {
          const why = (value < min ? range.minReason : range.maxReason) ?? {
            text: KEPT_IN_RANGE,
            paramIndexes: [],
            ruleId: null,
          };
          moves.push({ paramIndex: index, from, to: { valueIndex: -1, number: next }, reason: why });
        }
      }
    } else if (state.text[index] === null) {
      state.text[index] = '';
    }
    const forcedBy = pinned.get(index);
    if (forcedBy && !moves.some((move) => move.paramIndex === index) && differs(param, before, state)) {
      moves.push({
        paramIndex: index,
        from: {
          valueIndex: before.sel[index] as number,
          number: before.num[index] as number,
          text: before.text[index] ?? null,
        },
        to: { valueIndex: state.sel[index] as number, number: state.num[index] as number },
        reason: forcedBy,
      });
    }
    outcomes[index] = {
      enabled: true,
      isDeadEnd,
      notEnabledReason: null,
      valueReasons,
      min,
      max,
      ...bounds,
      ...(emptyRange ? { emptyRange } : {}),
    };
  }
  const terms = computePrice(model, state, outcomes, priceList);
  return {
    model,
    state,
    choices: writeChoices(model, state),
    params: outcomes,
    moves,
    terms,
    priceCents: terms.reduce((sum, term) => sum + term.cents, 0),
    parts: computeParts(model, state),
  };
};

/** Checks that a model's declared defaults hold in its initial configuration; the problem, or null when they do. */
export const checkModelDefaults = (model: CompiledModel): (CatalogueProblem & { text: string }) | null => {
  const result = configure(model, {}, null, { markupBasisPoints: 0 });
  for (const param of model.params) {
    const outcome = result.params[param.index] as ParameterOutcome;
    if (!outcome.enabled) {
      continue;
    }
    const hasConditionalDefault = param.defaultRules.some((rule) => rule.when.test(result.state));
    if (param.isList && param.defaultValueIndex >= 0 && !hasConditionalDefault) {
      const reason = outcome.valueReasons[param.defaultValueIndex];
      if (reason) {
        const value = param.def.values[param.defaultValueIndex]?.code ?? '';
        return {
          text: `default value "${value}" of parameter "${param.def.code}" is not allowed by the rules (${reason.text.en})`,
          key: 'defaultForbidden',
          params: { model: model.def.code, value, param: param.def.code, reason: reason.text.en },
          paramCode: param.def.code,
        };
      }
    }
    if (
      param.isNumeric &&
      !hasConditionalDefault &&
      (param.baseDefault < outcome.min || param.baseDefault > outcome.max)
    ) {
      return {
        text: `default ${param.baseDefault} of parameter "${param.def.code}" is outside its range ${outcome.min}..${outcome.max}`,
        key: 'defaultOutOfRange',
        params: {
          model: model.def.code,
          value: param.baseDefault,
          param: param.def.code,
          min: outcome.min,
          max: outcome.max,
        },
        paramCode: param.def.code,
      };
    }
  }
  return null;
};

/** Compiles a model and checks its defaults; throws a CatalogueError naming the model and the problem. */
export const compileCatalogueModel = (model: ModelDefinition): CompiledModel =>
  compileModel(model, (compiled) => {
    const problem = checkModelDefaults(compiled);
    if (problem) {
      throw new CatalogueError(`Model ${model.code}: ${problem.text}`, problem);
    }
  });

import type { CompiledParameter, EngineState } from './compile';
import type { Reason } from './types';

/** Evaluates enablement: the first rule whose condition fails disables the parameter. */
export const evaluateEnabled = (param: CompiledParameter, state: EngineState): Reason | null => {
  for (const rule of param.enableRules) {
    if (!rule.when.test(state)) {
      return { text: rule.reason, paramIndexes: rule.when.deps, ruleId: rule.rule.id };
    }
  }
  return null;
};

/** Evaluates which values are allowed: per value the first failing rule that lists it. */
export const evaluateAllowed = (param: CompiledParameter, state: EngineState): (Reason | null)[] => {
  const reasons: (Reason | null)[] = new Array(param.def.values.length).fill(null);
  for (const rule of param.allowRules) {
    if (rule.when.test(state)) {
      continue;
    }
    for (let i = 0; i < reasons.length; i += 1) {
      if (rule.values[i] === 1 && reasons[i] === null) {
        reasons[i] = { text: rule.reason, paramIndexes: rule.when.deps, ruleId: rule.rule.id };
      }
    }
  }
  return reasons;
};

/** Rounds a bound to the precision of the parameter's data type (integers, cents, thousandths). */
export const roundBound = (param: CompiledParameter, value: number, up: boolean) => {
  if (param.def.dataType === 'integer') {
    return up ? Math.ceil(value) : Math.floor(value);
  }
  const factor = param.def.dataType === 'decimal' ? 100 : 1000;
  return (up ? Math.ceil(value * factor) : Math.floor(value * factor)) / factor;
};

/** Evaluates the numeric range: the base range narrowed by every rule that holds (empty when they cross). */
export const evaluateRange = (
  param: CompiledParameter,
  state: EngineState,
): {
  min: number;
  max: number;
  minReason: Reason | null;
  maxReason: Reason | null;
  isEmpty: boolean;
  /** The upper bound the rules set, before an empty range is kept at its lower bound. */
  ruleMax: number;
} => {
  let min = param.baseMin;
  let max = param.baseMax;
  let minReason: Reason | null = null;
  let maxReason: Reason | null = null;
  for (const rule of param.rangeRules) {
    if (!rule.when.test(state)) {
      continue;
    }
    const deps = rule.when.deps;
    if (rule.min) {
      const value = roundBound(param, rule.min(state), true);
      if (!Number.isNaN(value) && value > min) {
        min = value;
        minReason = { text: rule.reason, paramIndexes: deps, ruleId: rule.rule.id };
      }
    }
    if (rule.max) {
      const value = roundBound(param, rule.max(state), false);
      if (!Number.isNaN(value) && value < max) {
        max = value;
        maxReason = { text: rule.reason, paramIndexes: deps, ruleId: rule.rule.id };
      }
    }
  }
  // Rules that leave no number are a catalogue fault (lint reports it); the engine keeps the lower bound.
  const isEmpty = max < min;
  return { min, max: isEmpty ? min : max, minReason, maxReason, isEmpty, ruleMax: max };
};

/** The value a list parameter falls back to: a conditional default, the default, else the first allowed one. */
export const defaultValueIndex = (param: CompiledParameter, state: EngineState, reasons: (Reason | null)[]): number => {
  for (const rule of param.defaultRules) {
    if (rule.valueIndex >= 0 && reasons[rule.valueIndex] === null && rule.when.test(state)) {
      return rule.valueIndex;
    }
  }
  if (param.defaultValueIndex >= 0 && reasons[param.defaultValueIndex] === null) {
    return param.defaultValueIndex;
  }
  return reasons.indexOf(null);
};

/** The number a numeric parameter falls back to: a conditional default, else its own, kept within min..max. */
export const defaultNumber = (param: CompiledParameter, state: EngineState, min: number, max: number): number => {
  let value = param.baseDefault;
  for (const rule of param.defaultRules) {
    if (rule.when.test(state)) {
      value = rule.number;
      break;
    }
  }
  return Math.min(max, Math.max(min, value));
};

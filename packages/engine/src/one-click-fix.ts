import type { CompiledModel, CompiledParameter, EngineState } from './compile';
import type { Condition } from './definitions';
import { evaluateAllowed, evaluateRange } from './evaluate';
import { hasChoice } from './state';
import type { Pinned, Reason } from './types';

/**
 * Finds assignments of earlier parameters that make a condition true (the one-click fix): a list parameter takes
 * the first allowed value of the set, a number is moved into the bounds. Gives up on what it cannot solve; the
 * forward pass then keeps the configuration valid anyway.
 */
export const satisfy = (
  model: CompiledModel,
  condition: Condition,
  state: EngineState,
  pinned: Pinned,
  depth: number,
  reason: Reason,
) => {
  if (depth > model.params.length + 2) {
    return;
  }
  if ('all' in condition) {
    for (const part of condition.all) {
      satisfy(model, part, state, pinned, depth + 1, reason);
    }
    return;
  }
  if ('any' in condition) {
    if (condition.any.some((part) => testRaw(model, part, state))) {
      return;
    }
    // Prefer a branch that only reads parameters that are chosen now (no new parameter switched on).
    const candidates = condition.any.filter((part) => !('modelTag' in part));
    const first = candidates.find((part) => readsOnlyChosen(model, part, state)) ?? candidates[0];
    if (first) {
      satisfy(model, first, state, pinned, depth + 1, reason);
    }
    return;
  }
  if ('modelTag' in condition || testRaw(model, condition, state)) {
    return;
  }
  if ('not' in condition) {
    const inner = condition.not;
    if ('param' in inner && ('in' in inner || 'tag' in inner)) {
      const param = paramByCode(model, inner.param);
      const candidates = param.def.values
        .map((value, i) => ({ value, i }))
        .filter(({ value }) => ('in' in inner ? !inner.in.includes(value.code) : !value.tags.includes(inner.tag)))
        .map(({ i }) => i);
      pinList(model, param, candidates, state, pinned, depth, reason);
    }
    return;
  }
  const param = paramByCode(model, condition.param);
  if ('in' in condition || 'tag' in condition) {
    const candidates = param.def.values
      .map((value, i) => ({ value, i }))
      .filter(({ value }) =>
        'in' in condition ? condition.in.includes(value.code) : value.tags.includes(condition.tag),
      )
      .map(({ i }) => i);
    pinList(model, param, candidates, state, pinned, depth, reason);
    return;
  }
  ensureEnabled(model, param, state, pinned, depth);
  const range = evaluateRange(param, state);
  const low = Math.max(range.min, condition.gte ?? Number.NEGATIVE_INFINITY);
  const high = Math.min(range.max, condition.lte ?? Number.POSITIVE_INFINITY);
  if (low <= high) {
    const current = state.num[param.index] as number;
    state.num[param.index] = Number.isNaN(current) ? low : Math.min(high, Math.max(low, current));
    pinned.set(param.index, reason);
  }
};

/** Whether every parameter the condition reads has a choice now. */
const readsOnlyChosen = (model: CompiledModel, condition: Condition, state: EngineState): boolean => {
  if ('all' in condition || 'any' in condition) {
    const parts = 'all' in condition ? condition.all : condition.any;
    return parts.every((part) => readsOnlyChosen(model, part, state));
  }
  if ('not' in condition) {
    return readsOnlyChosen(model, condition.not, state);
  }
  if ('modelTag' in condition) {
    return true;
  }
  return hasChoice(paramByCode(model, condition.param), state);
};

/** A compiled parameter by its code (the caller knows the code exists). */
export const paramByCode = (model: CompiledModel, code: string): CompiledParameter =>
  model.params[model.paramIndexByCode.get(code) as number] as CompiledParameter;

/** Tests a raw condition against the state (used only on the rare path of a one-click fix). */
const testRaw = (model: CompiledModel, condition: Condition, state: EngineState): boolean => {
  if ('all' in condition) {
    return condition.all.every((part) => testRaw(model, part, state));
  }
  if ('any' in condition) {
    return condition.any.some((part) => testRaw(model, part, state));
  }
  if ('not' in condition) {
    return !testRaw(model, condition.not, state);
  }
  if ('modelTag' in condition) {
    return model.def.tags.includes(condition.modelTag);
  }
  const param = paramByCode(model, condition.param);
  if ('in' in condition) {
    const sel = state.sel[param.index] as number;
    return sel >= 0 && condition.in.includes(param.def.values[sel]?.code ?? '');
  }
  if ('tag' in condition) {
    const sel = state.sel[param.index] as number;
    return sel >= 0 && (param.def.values[sel]?.tags.includes(condition.tag) ?? false);
  }
  const value = state.num[param.index] as number;
  return value >= (condition.gte ?? Number.NEGATIVE_INFINITY) && value <= (condition.lte ?? Number.POSITIVE_INFINITY);
};

const ruleCondition = (rule: { rule: { when?: Condition } }): Condition | undefined => rule.rule.when;

/** Makes a parameter enabled by satisfying its enablement rules. */
export const ensureEnabled = (
  model: CompiledModel,
  param: CompiledParameter,
  state: EngineState,
  pinned: Pinned,
  depth: number,
) => {
  for (const rule of param.enableRules) {
    const condition = ruleCondition(rule);
    if (condition && !rule.when.test(state)) {
      satisfy(model, condition, state, pinned, depth + 1, {
        text: rule.reason,
        paramIndexes: [param.index],
        ruleId: rule.rule.id,
      });
    }
  }
};

/** Pins a list parameter to the first candidate (preferring allowed ones), making it enabled and allowed. */
const pinList = (
  model: CompiledModel,
  param: CompiledParameter,
  candidates: number[],
  state: EngineState,
  pinned: Pinned,
  depth: number,
  reason: Reason,
) => {
  if (candidates.length === 0) {
    return;
  }
  ensureEnabled(model, param, state, pinned, depth);
  const reasons = evaluateAllowed(param, state);
  const choice = candidates.find((i) => reasons[i] === null) ?? (candidates[0] as number);
  state.sel[param.index] = choice;
  pinned.set(param.index, reason);
  makeAllowed(model, param, choice, state, pinned, depth);
};

/** Satisfies the rules that exclude a value, so that choosing it moves the conflicting choices instead. */
export const makeAllowed = (
  model: CompiledModel,
  param: CompiledParameter,
  valueIndex: number,
  state: EngineState,
  pinned: Pinned,
  depth: number,
) => {
  for (const rule of param.allowRules) {
    const condition = ruleCondition(rule);
    if (rule.values[valueIndex] === 1 && condition && !rule.when.test(state)) {
      satisfy(model, condition, state, pinned, depth + 1, {
        text: rule.reason,
        paramIndexes: [param.index],
        ruleId: rule.rule.id,
      });
    }
  }
};

import type { CompiledModel, CompiledParameter, EngineState } from './compile';
import type { Choices } from './types';

/** A number as stored and shown: integers as they are, others with at most three decimals. */
export const numberText = (value: number) =>
  Number.isInteger(value) ? String(value) : String(Math.round(value * 1000) / 1000);

/** A state with nothing chosen. */
export const emptyState = (count: number): EngineState => ({
  sel: new Int32Array(count).fill(-1),
  num: new Float64Array(count).fill(Number.NaN),
  text: new Array<string | null>(count).fill(null),
});

/** A copy of a state (the engine never changes the state it was given). */
export const copyState = (state: EngineState): EngineState => ({
  sel: state.sel.slice(),
  num: state.num.slice(),
  text: state.text.slice(),
});

/** Reads stored choices into a state; unknown ids and unreadable numbers are dropped (the pass fills defaults). */
export const readChoices = (model: CompiledModel, choices: Choices): EngineState => {
  const state = emptyState(model.params.length);
  for (const param of model.params) {
    const stored = choices[param.def.id];
    if (stored === undefined) {
      continue;
    }
    if (param.isList) {
      state.sel[param.index] = param.valueIndexById.get(stored) ?? -1;
    } else if (param.isNumeric) {
      const value = Number(stored);
      state.num[param.index] = stored.trim() !== '' && Number.isFinite(value) ? value : Number.NaN;
    } else {
      state.text[param.index] = stored;
    }
  }
  return state;
};

/** Whether the parameter has a choice in the state. */
export const hasChoice = (param: CompiledParameter, state: EngineState) =>
  param.isList
    ? (state.sel[param.index] as number) >= 0
    : param.isNumeric
      ? !Number.isNaN(state.num[param.index] as number)
      : state.text[param.index] !== null;

/** Whether the parameter's choice differs between two states. */
export const differs = (param: CompiledParameter, a: EngineState, b: EngineState) =>
  param.isList
    ? a.sel[param.index] !== b.sel[param.index]
    : param.isNumeric
      ? !Object.is(a.num[param.index], b.num[param.index])
      : a.text[param.index] !== b.text[param.index];

/** Removes the parameter's choice from the state. */
export const clear = (param: CompiledParameter, state: EngineState) => {
  state.sel[param.index] = -1;
  state.num[param.index] = Number.NaN;
  state.text[param.index] = null;
};

/** Writes a state back as stored choices (parameter id → value id, number or text). */
export const writeChoices = (model: CompiledModel, state: EngineState): Choices => {
  const choices: Choices = {};
  for (const param of model.params) {
    if (param.isList) {
      const sel = state.sel[param.index] as number;
      if (sel >= 0) {
        choices[param.def.id] = (param.def.values[sel] as { id: string }).id;
      }
    } else if (param.isNumeric) {
      const value = state.num[param.index] as number;
      if (!Number.isNaN(value)) {
        choices[param.def.id] = numberText(value);
      }
    } else {
      const text = state.text[param.index];
      if (text !== null && text !== undefined) {
        choices[param.def.id] = text;
      }
    }
  }
  return choices;
};

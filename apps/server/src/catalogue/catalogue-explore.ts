import type { Condition } from '@door/contract';
import {
  type Change,
  ChangeError,
  type CompiledModel,
  type CompiledParameter,
  configure,
  type EngineResult,
} from '@door/engine';

/** How far the dead-end explorer looks: seeded random walks of some steps each, after every single change. */
export type ExploreOptions = { seed: number; walks: number; steps: number };

/** The explorer's defaults: enough for the demo catalogue to find every seeded fault, within the lint's 2 s. */
export const DEFAULT_EXPLORE_OPTIONS: ExploreOptions = { seed: 1, walks: 48, steps: 16 };

/** One change of a path, by codes: a value code, or the number typed. */
export type StepCode = { param: string; value: string };

/** A reachable state in which a parameter that must be chosen has nothing to choose, and the changes that reach it. */
export type DeadEnd = { paramIndex: number; isRange: boolean; min: number; max: number; path: StepCode[] };

/** What the explorer saw: how many states, the dead ends, and which parameters and values were ever available. */
export type Exploration = {
  states: number;
  deadEnds: DeadEnd[];
  everEnabled: Uint8Array;
  everAllowed: Uint8Array[];
};

/** A small seeded generator (mulberry32), so a walk that found a fault is found again. */
const createRandom = (seed: number) => {
  let state = seed >>> 0;
  return (bound: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return (((value ^ (value >>> 14)) >>> 0) % bound) as number;
  };
};

const hashCode = (text: string) => {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  }
  return hash >>> 0;
};

/** The numbers worth trying for a numeric parameter: its bounds, default, and both sides of every threshold. */
const numberCandidates = (model: CompiledModel, param: CompiledParameter): number[] => {
  const found = new Set<number>([param.baseMin, param.baseMax, param.baseDefault]);
  const visit = (condition: Condition | undefined) => {
    if (!condition) {
      return;
    }
    if ('all' in condition || 'any' in condition) {
      for (const part of 'all' in condition ? condition.all : condition.any) {
        visit(part);
      }
    } else if ('not' in condition) {
      visit(condition.not);
    } else if (
      'param' in condition &&
      condition.param === param.def.code &&
      !('in' in condition) &&
      !('tag' in condition)
    ) {
      const step = param.def.dataType === 'integer' ? 1 : 0.01;
      for (const bound of [condition.gte, condition.lte]) {
        if (bound !== undefined) {
          found.add(bound - step);
          found.add(bound);
          found.add(bound + step);
        }
      }
    }
  };
  for (const rule of model.def.rules) {
    if ('when' in rule) {
      visit(rule.when);
    }
    if (rule.kind === 'range' && rule.param === param.def.code) {
      for (const bound of [rule.min, rule.max]) {
        if (typeof bound === 'number') {
          found.add(bound);
        }
      }
    }
  }
  return [...found].filter((value) => value >= param.baseMin && value <= param.baseMax).sort((a, b) => a - b);
};

type Candidate = { change: Change; step: StepCode };

const candidatesOf = (model: CompiledModel): Candidate[][] =>
  model.params.map((param) => {
    if (param.isList) {
      return param.def.values.map((value) => ({
        change: { parameterId: param.def.id, parameterValueId: value.id },
        step: { param: param.def.code, value: value.code },
      }));
    }
    if (param.isNumeric) {
      return numberCandidates(model, param).map((value) => ({
        change: { parameterId: param.def.id, customValue: String(value) },
        step: { param: param.def.code, value: String(value) },
      }));
    }
    return [];
  });

/**
 * Explores a model's reachable configurations as a user could click through them: the default state, every single
 * change from it, and seeded random walks. Records every dead end (the first path that reaches it, per parameter)
 * and which parameters and values were ever available.
 */
export const exploreModel = (model: CompiledModel, options: ExploreOptions = DEFAULT_EXPLORE_OPTIONS): Exploration => {
  const prices = { markupBasisPoints: 0 };
  const exploration: Exploration = {
    states: 0,
    deadEnds: [],
    everEnabled: new Uint8Array(model.params.length),
    everAllowed: model.params.map((param) => new Uint8Array(param.def.values.length)),
  };
  const reported = new Set<number>();
  const record = (result: EngineResult, path: StepCode[]) => {
    exploration.states += 1;
    result.params.forEach((outcome, index) => {
      if (outcome.isDeadEnd && !reported.has(index)) {
        reported.add(index);
        const param = model.params[index] as CompiledParameter;
        // An empty range's own bounds: the engine keeps the number at the lower one (max = min), which says nothing.
        exploration.deadEnds.push({
          paramIndex: index,
          isRange: param.isNumeric,
          min: outcome.emptyRange?.min ?? outcome.min,
          max: outcome.emptyRange?.max ?? outcome.max,
          path: [...path],
        });
      }
      if (!outcome.enabled) {
        return;
      }
      exploration.everEnabled[index] = 1;
      const allowed = exploration.everAllowed[index] as Uint8Array;
      outcome.valueReasons.forEach((reason, valueIndex) => {
        if (reason === null) {
          allowed[valueIndex] = 1;
        }
      });
    });
  };
  const apply = (result: EngineResult, candidate: Candidate): EngineResult | null => {
    try {
      return configure(model, result.choices, candidate.change, prices);
    } catch (error) {
      if (error instanceof ChangeError) {
        return null;
      }
      throw error;
    }
  };

  const start = configure(model, {}, null, prices);
  record(start, []);
  const candidates = candidatesOf(model);
  for (const list of candidates) {
    for (const candidate of list) {
      const next = apply(start, candidate);
      if (next) {
        record(next, [candidate.step]);
      }
    }
  }
  const choosable = candidates.flatMap((list, index) => (list.length > 0 ? [index] : []));
  if (choosable.length === 0) {
    return exploration;
  }
  const random = createRandom(options.seed ^ hashCode(model.def.code));
  for (let walk = 0; walk < options.walks; walk += 1) {
    let current = start;
    const path: StepCode[] = [];
    for (let step = 0; step < options.steps; step += 1) {
      const list = candidates[choosable[random(choosable.length)] as number] as Candidate[];
      const candidate = list[random(list.length)] as Candidate;
      const next = apply(current, candidate);
      if (!next) {
        continue;
      }
      path.push(candidate.step);
      current = next;
      record(current, path);
    }
  }
  return exploration;
};

import { LIST_DATA_TYPES, type LocalizedText } from '@door/contract';
import type {
  Condition,
  ModelDefinition,
  NumberExpression,
  ParameterDefinition,
  PriceTermDefinition,
  RuleDefinition,
} from './definitions';

/** What is wrong, for the catalogue lint: a finding key, its parameters, and the rule or parameter it is about. */
export type CatalogueProblem = {
  key: string;
  params: Record<string, string | number>;
  ruleId?: string;
  paramCode?: string;
};

/** A catalogue entry the engine refuses to load; the message names the model, rule and what is wrong. */
export class CatalogueError extends Error {
  readonly problem: CatalogueProblem | null;
  constructor(message: string, problem: CatalogueProblem | null = null) {
    super(message);
    this.name = 'CatalogueError';
    this.problem = problem;
  }
}

/** The working state of one configuration: per parameter (by compiled index) a value index, a number or a text. */
export type EngineState = {
  /** Selected value index for list types; -1 when none. */
  sel: Int32Array;
  /** Number for numeric types; NaN when none. */
  num: Float64Array;
  /** Text for text and comment types; null when none. */
  text: (string | null)[];
};

/** A compiled condition: a test on the state and the parameters it reads (empty when folded to a constant). */
export type CompiledCondition = { test: (state: EngineState) => boolean; deps: number[]; constant: boolean | null };

/** A compiled rule with a reference to its definition (for reasons and messages). */
export type CompiledRule<Extra> = Extra & {
  rule: RuleDefinition;
  when: CompiledCondition;
  /** Reason shown to the user; the rule's label for price terms. */
  reason: LocalizedText;
};

/** A parameter after compilation. */
export type CompiledParameter = {
  index: number;
  def: ParameterDefinition;
  isList: boolean;
  isNumeric: boolean;
  valueIndexById: Map<string, number>;
  valueIndexByCode: Map<string, number>;
  /** Index of the IsDefault value; -1 when none. */
  defaultValueIndex: number;
  baseMin: number;
  baseMax: number;
  baseDefault: number;
  enableRules: CompiledRule<object>[];
  allowRules: CompiledRule<{ values: Uint8Array }>[];
  rangeRules: CompiledRule<{
    min: ((state: EngineState) => number) | null;
    max: ((state: EngineState) => number) | null;
  }>[];
  defaultRules: CompiledRule<{ valueIndex: number; number: number }>[];
};

/** A compiled price rule. */
export type CompiledPriceRule = CompiledRule<{ paramIndex: number; term: PriceTermDefinition; refs: number[] }>;
/** A compiled parts-tree rule. */
export type CompiledPartRule = CompiledRule<{
  partId: string;
  partCode: string;
  title: LocalizedText;
  parent?: string;
}>;

/** A model ready for the engine: parameters in dependency order, every rule a closure. */
export type CompiledModel = {
  def: ModelDefinition;
  params: CompiledParameter[];
  paramIndexById: Map<string, number>;
  paramIndexByCode: Map<string, number>;
  priceRules: CompiledPriceRule[];
  partRules: CompiledPartRule[];
  commentParamIndex: number;
};

const NEVER: CompiledCondition = { test: () => false, deps: [], constant: false };
const ALWAYS: CompiledCondition = { test: () => true, deps: [], constant: true };

type Lookup = {
  model: ModelDefinition;
  byCode: Map<string, ParameterDefinition>;
  indexByCode: Map<string, number>;
};

const fail = (
  model: ModelDefinition,
  rule: { id: string } | null,
  text: string,
  key: string,
  params: Record<string, string | number>,
  paramCode?: string,
): never => {
  throw new CatalogueError(`Model ${model.code}${rule ? `, rule ${rule.id}` : ''}: ${text}`, {
    key,
    params: { model: model.code, ...params },
    ...(rule ? { ruleId: rule.id } : {}),
    ...(paramCode ? { paramCode } : {}),
  });
};

const resolveParam = (lookup: Lookup, rule: { id: string }, code: string): [ParameterDefinition, number] => {
  const param = lookup.byCode.get(code);
  const index = lookup.indexByCode.get(code);
  if (!param || index === undefined) {
    return fail(lookup.model, rule, `unknown parameter "${code}"`, 'unknownParameter', { code });
  }
  return [param, index];
};

const resolveValue = (lookup: Lookup, rule: { id: string }, param: ParameterDefinition, code: string): number => {
  const index = param.values.findIndex((value) => value.code === code);
  if (index < 0) {
    return fail(lookup.model, rule, `unknown value "${code}" of parameter "${param.code}"`, 'unknownValue', {
      code,
      param: param.code,
    });
  }
  return index;
};

const compileCondition = (lookup: Lookup, rule: { id: string }, condition: Condition): CompiledCondition => {
  if ('all' in condition) {
    const parts = condition.all.map((part) => compileCondition(lookup, rule, part));
    if (parts.some((part) => part.constant === false)) {
      return NEVER;
    }
    const live = parts.filter((part) => part.constant === null);
    if (live.length === 0) {
      return ALWAYS;
    }
    const tests = live.map((part) => part.test);
    return {
      test: (state) => tests.every((test) => test(state)),
      deps: [...new Set(live.flatMap((part) => part.deps))],
      constant: null,
    };
  }
  if ('any' in condition) {
    const parts = condition.any.map((part) => compileCondition(lookup, rule, part));
    if (parts.some((part) => part.constant === true)) {
      return ALWAYS;
    }
    const live = parts.filter((part) => part.constant === null);
    if (live.length === 0) {
      return NEVER;
    }
    const tests = live.map((part) => part.test);
    return {
      test: (state) => tests.some((test) => test(state)),
      deps: [...new Set(live.flatMap((part) => part.deps))],
      constant: null,
    };
  }
  if ('not' in condition) {
    const inner = compileCondition(lookup, rule, condition.not);
    if (inner.constant !== null) {
      return inner.constant ? NEVER : ALWAYS;
    }
    return { test: (state) => !inner.test(state), deps: inner.deps, constant: null };
  }
  if ('modelTag' in condition) {
    return lookup.model.tags.includes(condition.modelTag) ? ALWAYS : NEVER;
  }
  const [param, index] = resolveParam(lookup, rule, condition.param);
  const isList = LIST_DATA_TYPES.includes(param.dataType);
  if ('in' in condition) {
    if (!isList) {
      return fail(
        lookup.model,
        rule,
        `parameter "${param.code}" is not a list; "in" needs a list parameter`,
        'needsList',
        {
          param: param.code,
          dataType: param.dataType,
        },
      );
    }
    const mask = new Uint8Array(param.values.length);
    for (const code of condition.in) {
      mask[resolveValue(lookup, rule, param, code)] = 1;
    }
    return { test: (state) => mask[state.sel[index] as number] === 1, deps: [index], constant: null };
  }
  if ('tag' in condition) {
    if (!isList) {
      return fail(
        lookup.model,
        rule,
        `parameter "${param.code}" is not a list; "tag" needs a list parameter`,
        'needsList',
        {
          param: param.code,
          dataType: param.dataType,
        },
      );
    }
    const mask = Uint8Array.from(param.values, (value) => (value.tags.includes(condition.tag) ? 1 : 0));
    return { test: (state) => mask[state.sel[index] as number] === 1, deps: [index], constant: null };
  }
  if (isList) {
    return fail(
      lookup.model,
      rule,
      `parameter "${param.code}" is a list; bounds need a numeric parameter`,
      'needsNumeric',
      {
        param: param.code,
        dataType: param.dataType,
      },
    );
  }
  const low = condition.gte ?? Number.NEGATIVE_INFINITY;
  const high = condition.lte ?? Number.POSITIVE_INFINITY;
  return {
    test: (state) => {
      const value = state.num[index] as number;
      return value >= low && value <= high;
    },
    deps: [index],
    constant: null,
  };
};

const compileNumber = (
  lookup: Lookup,
  rule: { id: string },
  expression: NumberExpression | undefined,
): { fn: ((state: EngineState) => number) | null; deps: number[] } => {
  if (expression === undefined) {
    return { fn: null, deps: [] };
  }
  if (typeof expression === 'number') {
    return { fn: () => expression, deps: [] };
  }
  const [param, index] = resolveParam(lookup, rule, expression.param);
  if (LIST_DATA_TYPES.includes(param.dataType)) {
    return fail(
      lookup.model,
      rule,
      `parameter "${param.code}" is a list; a range needs a numeric parameter`,
      'needsNumeric',
      {
        param: param.code,
        dataType: param.dataType,
      },
    );
  }
  const times = expression.times ?? 1;
  const plus = expression.plus ?? 0;
  return { fn: (state) => (state.num[index] as number) * times + plus, deps: [index] };
};

/** Orders parameters so that every rule reads only parameters placed before its own; refuses cycles. */
const orderByDependencies = (model: ModelDefinition, deps: Set<number>[]): number[] => {
  const count = deps.length;
  const placed = new Uint8Array(count);
  const order: number[] = [];
  const byDisplay = [...Array(count).keys()].sort((a, b) => {
    const pa = model.parameters[a] as ParameterDefinition;
    const pb = model.parameters[b] as ParameterDefinition;
    return pa.category.order - pb.category.order || pa.order - pb.order || a - b;
  });
  while (order.length < count) {
    const next = byDisplay.find(
      (candidate) => placed[candidate] === 0 && [...(deps[candidate] as Set<number>)].every((dep) => placed[dep] === 1),
    );
    if (next === undefined) {
      const stuck = byDisplay.filter((candidate) => placed[candidate] === 0).map((i) => model.parameters[i]?.code);
      return fail(
        model,
        null,
        `rules depend on each other in a cycle among parameters ${stuck.join(', ')}`,
        'ruleCycle',
        {
          params: stuck.join(', '),
        },
      );
    }
    placed[next] = 1;
    order.push(next);
  }
  return order;
};

/**
 * Compiles a model's rules into closures over an array state, once per catalogue load. Rejects, with a message
 * naming it, a rule that names an unknown parameter or value, a cycle, or a model whose defaults are invalid.
 */
export const compileModel = (
  model: ModelDefinition,
  checkDefaults: (compiled: CompiledModel) => void = () => {},
): CompiledModel => {
  const byCode = new Map<string, ParameterDefinition>();
  const indexByCode = new Map<string, number>();
  model.parameters.forEach((param, index) => {
    if (byCode.has(param.code)) {
      fail(model, null, `parameter "${param.code}" appears twice`, 'duplicate', { code: param.code, other: '' });
    }
    byCode.set(param.code, param);
    indexByCode.set(param.code, index);
  });
  const lookup: Lookup = { model, byCode, indexByCode };

  // First pass in declaration order: compile every rule and collect dependencies.
  type Pending = { enable: RuleDefinition[]; allow: RuleDefinition[]; range: RuleDefinition[]; def: RuleDefinition[] };
  const pending: Pending[] = model.parameters.map(() => ({ enable: [], allow: [], range: [], def: [] }));
  const deps: Set<number>[] = model.parameters.map(() => new Set<number>());
  const priceRules: { rule: RuleDefinition & { kind: 'price' }; when: CompiledCondition; paramIndex: number }[] = [];
  const partRules: { rule: RuleDefinition & { kind: 'part' }; when: CompiledCondition }[] = [];

  for (const rule of model.rules) {
    if (rule.kind === 'part') {
      partRules.push({ rule, when: rule.when ? compileCondition(lookup, rule, rule.when) : ALWAYS });
      continue;
    }
    if (rule.kind === 'price') {
      const paramIndex = rule.param ? resolveParam(lookup, rule, rule.param)[1] : -1;
      const term = rule.term;
      if (term.type === 'perM2') {
        for (const code of [term.width, term.height]) {
          const [param] = resolveParam(lookup, rule, code);
          if (LIST_DATA_TYPES.includes(param.dataType)) {
            fail(model, rule, `parameter "${code}" of a per-m² term must be numeric`, 'needsNumeric', {
              param: code,
              dataType: param.dataType,
            });
          }
        }
      }
      if (term.type === 'perMmOver') {
        const [param] = resolveParam(lookup, rule, term.of);
        if (LIST_DATA_TYPES.includes(param.dataType)) {
          fail(model, rule, `parameter "${term.of}" of a per-mm term must be numeric`, 'needsNumeric', {
            param: term.of,
            dataType: param.dataType,
          });
        }
      }
      priceRules.push({ rule, when: rule.when ? compileCondition(lookup, rule, rule.when) : ALWAYS, paramIndex });
      continue;
    }
    const [param, index] = resolveParam(lookup, rule, rule.param);
    const when = rule.when ? compileCondition(lookup, rule, rule.when) : ALWAYS;
    for (const dep of when.deps) {
      (deps[index] as Set<number>).add(dep);
    }
    const slot = pending[index] as Pending;
    if (rule.kind === 'enable') {
      slot.enable.push(rule);
    } else if (rule.kind === 'allow') {
      if (!LIST_DATA_TYPES.includes(param.dataType)) {
        fail(model, rule, `parameter "${param.code}" is not a list; "allow" needs a list parameter`, 'needsList', {
          param: param.code,
          dataType: param.dataType,
        });
      }
      for (const code of rule.values) {
        resolveValue(lookup, rule, param, code);
      }
      slot.allow.push(rule);
    } else if (rule.kind === 'range') {
      if (LIST_DATA_TYPES.includes(param.dataType)) {
        fail(model, rule, `parameter "${param.code}" is a list; "range" needs a numeric parameter`, 'needsNumeric', {
          param: param.code,
          dataType: param.dataType,
        });
      }
      const bounds = [compileNumber(lookup, rule, rule.min), compileNumber(lookup, rule, rule.max)];
      for (const bound of bounds) {
        for (const dep of bound.deps) {
          (deps[index] as Set<number>).add(dep);
        }
      }
      slot.range.push(rule);
    } else {
      if (LIST_DATA_TYPES.includes(param.dataType)) {
        resolveValue(lookup, rule, param, rule.value);
      } else if (!Number.isFinite(Number(rule.value))) {
        fail(
          model,
          rule,
          `default "${rule.value}" of numeric parameter "${param.code}" is not a number`,
          'defaultNotNumber',
          {
            value: rule.value,
            param: param.code,
          },
        );
      }
      slot.def.push(rule);
    }
    if ((deps[index] as Set<number>).has(index)) {
      fail(model, rule, `parameter "${param.code}" cannot depend on itself`, 'selfDependency', { param: param.code });
    }
  }

  const order = orderByDependencies(model, deps);
  const newIndexOf = new Int32Array(order.length);
  order.forEach((oldIndex, newIndex) => {
    newIndexOf[oldIndex] = newIndex;
  });

  // The conditions were compiled against declaration indexes; recompile them against the dependency order.
  const orderedLookup: Lookup = {
    model,
    byCode,
    indexByCode: new Map([...indexByCode].map(([code, oldIndex]) => [code, newIndexOf[oldIndex] as number])),
  };
  const recompile = (rule: RuleDefinition & { when?: Condition }) =>
    rule.when ? compileCondition(orderedLookup, rule, rule.when) : ALWAYS;

  const params: CompiledParameter[] = order.map((oldIndex, index) => {
    const def = model.parameters[oldIndex] as ParameterDefinition;
    const slot = pending[oldIndex] as Pending;
    const isList = LIST_DATA_TYPES.includes(def.dataType);
    const isNumeric = def.dataType === 'integer' || def.dataType === 'double' || def.dataType === 'decimal';
    const rangeValue = def.values[0];
    if (isNumeric && (!rangeValue || rangeValue.min === null || rangeValue.max === null)) {
      fail(
        model,
        null,
        `numeric parameter "${def.code}" needs a value with MinValue and MaxValue`,
        'numericRange',
        { param: def.code },
        def.code,
      );
    }
    if (isList && def.values.length === 0) {
      fail(model, null, `list parameter "${def.code}" has no values`, 'noValues', { param: def.code }, def.code);
    }
    if (def.values.filter((value) => value.isDefault).length > 1) {
      fail(
        model,
        null,
        `parameter "${def.code}" has more than one default value`,
        'manyDefaults',
        { param: def.code },
        def.code,
      );
    }
    const baseMin = isNumeric ? (rangeValue?.min as number) : 0;
    const baseMax = isNumeric ? (rangeValue?.max as number) : 0;
    if (isNumeric && baseMin > baseMax) {
      fail(
        model,
        null,
        `parameter "${def.code}" has MinValue above MaxValue`,
        'rangeInverted',
        {
          min: baseMin,
          max: baseMax,
        },
        def.code,
      );
    }
    const baseDefault = isNumeric ? (rangeValue?.intValue ?? baseMin) : 0;
    if (isNumeric && (baseDefault < baseMin || baseDefault > baseMax)) {
      fail(
        model,
        null,
        `default ${baseDefault} of parameter "${def.code}" is outside ${baseMin}..${baseMax}`,
        'defaultOutOfRange',
        {
          value: baseDefault,
          param: def.code,
          min: baseMin,
          max: baseMax,
        },
        def.code,
      );
    }
    return {
      index,
      def,
      isList,
      isNumeric,
      valueIndexById: new Map(def.values.map((value, i) => [value.id, i])),
      valueIndexByCode: new Map(def.values.map((value, i) => [value.code, i])),
      defaultValueIndex: isList ? def.values.findIndex((value) => value.isDefault) : -1,
      baseMin,
      baseMax,
      baseDefault,
      enableRules: slot.enable.map((rule) => ({
        rule,
        when: recompile(rule),
        reason: (rule as { reason: LocalizedText }).reason,
      })),
      allowRules: slot.allow.map((rule) => {
        const r = rule as RuleDefinition & { kind: 'allow' };
        const values = new Uint8Array(def.values.length);
        for (const code of r.values) {
          values[def.values.findIndex((value) => value.code === code)] = 1;
        }
        return { rule, when: recompile(rule), reason: r.reason, values };
      }),
      rangeRules: slot.range.map((rule) => {
        const r = rule as RuleDefinition & { kind: 'range' };
        return {
          rule,
          when: recompile(rule),
          reason: r.reason,
          min: compileNumber(orderedLookup, rule, r.min).fn,
          max: compileNumber(orderedLookup, rule, r.max).fn,
        };
      }),
      defaultRules: slot.def.map((rule) => {
        const r = rule as RuleDefinition & { kind: 'default' };
        return {
          rule,
          when: recompile(rule),
          reason: { sl: '', en: '', de: '', fr: '' },
          valueIndex: isList ? def.values.findIndex((value) => value.code === r.value) : -1,
          number: isList ? Number.NaN : Number(r.value),
        };
      }),
    };
  });

  const compiled: CompiledModel = {
    def: model,
    params,
    paramIndexById: new Map(params.map((param) => [param.def.id, param.index])),
    paramIndexByCode: orderedLookup.indexByCode,
    priceRules: priceRules.map(({ rule }) => {
      const term = rule.term;
      const refCodes =
        term.type === 'perM2' ? [term.width, term.height] : term.type === 'perMmOver' ? [term.of] : ([] as string[]);
      return {
        rule,
        when: recompile(rule),
        reason: rule.label,
        paramIndex: rule.param ? (orderedLookup.indexByCode.get(rule.param) as number) : -1,
        term,
        refs: refCodes.map((code) => orderedLookup.indexByCode.get(code) as number),
      };
    }),
    partRules: partRules.map(({ rule }) => ({
      rule,
      when: recompile(rule),
      reason: rule.title,
      partId: rule.partId,
      partCode: rule.partCode,
      title: rule.title,
      ...(rule.parent ? { parent: rule.parent } : {}),
    })),
    commentParamIndex: params.findIndex((param) => param.def.dataType === 'comment'),
  };
  const partCodes = new Set(compiled.partRules.map((part) => part.partCode));
  for (const part of compiled.partRules) {
    if (part.parent && !partCodes.has(part.parent)) {
      fail(model, part.rule, `unknown parent part "${part.parent}"`, 'unknownPart', { code: part.parent });
    }
  }
  checkDefaults(compiled);
  return compiled;
};

import {
  type CatalogueRule,
  type Condition,
  LIST_DATA_TYPES,
  NUMERIC_DATA_TYPES,
  type NumberExpression,
} from '@door/contract';
import { finding, pointer } from './catalogue-findings';
import type { DraftCatalogue, DraftModel, DraftParameter } from './catalogue-read';
import { add, type Collector, checkText } from './lint-collector';

/** A rule with the JSON pointer of its place (in the model, or in a rule set it uses). */
export type PlacedRule = { rule: CatalogueRule; path: string; isShared: boolean };

/** Whether a parameter is chosen from its values. */
export const isList = (param: DraftParameter) => LIST_DATA_TYPES.includes(param.dataType);
/** Whether a parameter takes a number. */
export const isNumeric = (param: DraftParameter) => NUMERIC_DATA_TYPES.includes(param.dataType);

/** What a model offers: its parameters (by code) with the values it offers. */
export type ModelScope = {
  model: DraftModel;
  modelPath: string;
  params: Map<string, { param: DraftParameter; offered: Set<string> }>;
  partCodes: Set<string>;
};

/** What the structure checks know of the whole file. */
export type Context = {
  collector: Collector;
  draft: DraftCatalogue;
  parameters: Map<string, DraftParameter>;
  modelTags: Set<string>;
};

/** Checks a parameter a rule or condition names: known, used by the model, of the needed kind. */
export const checkParamRef = (
  context: Context,
  scope: ModelScope,
  code: string,
  path: string,
  need: 'list' | 'numeric' | null,
): { param: DraftParameter; offered: Set<string> } | null => {
  const used = scope.params.get(code);
  if (!used) {
    const known = context.parameters.has(code);
    add(
      context.collector,
      known
        ? finding(path, 'notModelParameter', { model: scope.model.code, code })
        : finding(path, 'unknownParameter', { code }),
    );
    return null;
  }
  if (need === 'list' && !isList(used.param)) {
    add(context.collector, finding(path, 'needsList', { param: code, dataType: used.param.dataType }));
    return null;
  }
  if (need === 'numeric' && !isNumeric(used.param)) {
    add(context.collector, finding(path, 'needsNumeric', { param: code, dataType: used.param.dataType }));
    return null;
  }
  return used;
};

/** Checks a value code: a value of the parameter, offered by the model. */
export const checkValueRef = (
  context: Context,
  scope: ModelScope,
  used: { param: DraftParameter; offered: Set<string> },
  code: string,
  path: string,
) => {
  if (!used.param.values.some((value) => value?.code === code)) {
    add(context.collector, finding(path, 'unknownValue', { param: used.param.code, code }));
  } else if (!used.offered.has(code)) {
    add(context.collector, finding(path, 'valueNotOffered', { model: scope.model.code, param: used.param.code, code }));
  }
};

/** Checks a list of value codes, each at its index. */
export const checkValueRefs = (
  context: Context,
  scope: ModelScope,
  used: { param: DraftParameter; offered: Set<string> },
  codes: string[],
  path: string,
) => {
  codes.forEach((code, index) => {
    checkValueRef(context, scope, used, code, `${path}/${index}`);
  });
};

const checkCondition = (context: Context, scope: ModelScope, condition: Condition, path: string) => {
  if ('all' in condition || 'any' in condition) {
    const key = 'all' in condition ? 'all' : 'any';
    const parts = 'all' in condition ? condition.all : condition.any;
    parts.forEach((part, index) => {
      checkCondition(context, scope, part, `${path}/${key}/${index}`);
    });
    return;
  }
  if ('not' in condition) {
    checkCondition(context, scope, condition.not, `${path}/not`);
    return;
  }
  if ('modelTag' in condition) {
    if (!context.modelTags.has(condition.modelTag)) {
      add(context.collector, finding(`${path}/modelTag`, 'unknownModelTag', { tag: condition.modelTag }));
    }
    return;
  }
  const need = 'in' in condition || 'tag' in condition ? 'list' : 'numeric';
  const used = checkParamRef(context, scope, condition.param, `${path}/param`, need);
  if (!used) {
    return;
  }
  if ('in' in condition) {
    checkValueRefs(context, scope, used, condition.in, `${path}/in`);
  } else if ('tag' in condition && !used.param.values.some((value) => value?.tags?.includes(condition.tag))) {
    add(context.collector, finding(`${path}/tag`, 'unknownTag', { param: used.param.code, tag: condition.tag }));
  }
};

const checkNumber = (context: Context, scope: ModelScope, expression: NumberExpression | undefined, path: string) => {
  if (expression !== undefined && typeof expression !== 'number') {
    checkParamRef(context, scope, expression.param, `${path}/param`, 'numeric');
  }
};

/** Checks every code a rule names in the context of one model that uses it. */
export const checkRule = (context: Context, scope: ModelScope, { rule, path }: PlacedRule) => {
  if ('when' in rule && rule.when) {
    checkCondition(context, scope, rule.when, `${path}/when`);
  }
  switch (rule.kind) {
    case 'enable':
      checkParamRef(context, scope, rule.param, `${path}/param`, null);
      return;
    case 'allow': {
      const used = checkParamRef(context, scope, rule.param, `${path}/param`, 'list');
      if (used) {
        checkValueRefs(context, scope, used, rule.values, `${path}/values`);
      }
      return;
    }
    case 'range':
      checkParamRef(context, scope, rule.param, `${path}/param`, 'numeric');
      checkNumber(context, scope, rule.min, `${path}/min`);
      checkNumber(context, scope, rule.max, `${path}/max`);
      return;
    case 'default': {
      const used = checkParamRef(context, scope, rule.param, `${path}/param`, null);
      if (used && isList(used.param)) {
        checkValueRef(context, scope, used, rule.value, `${path}/value`);
      } else if (used && isNumeric(used.param) && !Number.isFinite(Number(rule.value))) {
        add(context.collector, finding(`${path}/value`, 'defaultNotNumber', { value: rule.value, param: rule.param }));
      }
      return;
    }
    case 'price':
      if (rule.param) {
        checkParamRef(context, scope, rule.param, `${path}/param`, null);
      }
      if (rule.term.type === 'perM2') {
        checkParamRef(context, scope, rule.term.width, `${path}/term/width`, 'numeric');
        checkParamRef(context, scope, rule.term.height, `${path}/term/height`, 'numeric');
      } else if (rule.term.type === 'perMmOver') {
        checkParamRef(context, scope, rule.term.of, `${path}/term/of`, 'numeric');
      }
      return;
    case 'part':
      if (rule.parent && !scope.partCodes.has(rule.parent)) {
        add(context.collector, finding(`${path}/parent`, 'unknownPart', { code: rule.parent }));
      }
      return;
  }
};

/** The rules of a model with their places: those of its rule sets first, then its own. */
export const placedRulesOf = (draft: DraftCatalogue, model: DraftModel, modelIndex: number): PlacedRule[] => {
  const placed: PlacedRule[] = [];
  for (const code of model.ruleSets ?? []) {
    const setIndex = draft.ruleSets.findIndex((set) => set?.code === code);
    const set = draft.ruleSets[setIndex];
    set?.rules.forEach((rule, ruleIndex) => {
      if (rule) {
        placed.push({ rule, path: pointer('ruleSets', setIndex, 'rules', ruleIndex), isShared: true });
      }
    });
  }
  model.rules.forEach((rule, ruleIndex) => {
    if (rule) {
      placed.push({ rule, path: pointer('models', modelIndex, 'rules', ruleIndex), isShared: false });
    }
  });
  return placed;
};

/** What a model offers: its parameters with the values it offers, and its part codes. */
export const scopeOf = (context: Context, model: DraftModel, modelIndex: number, rules: PlacedRule[]): ModelScope => {
  const params = new Map<string, { param: DraftParameter; offered: Set<string> }>();
  for (const use of model.parameters) {
    const param = use ? context.parameters.get(use.code) : undefined;
    if (use && param && !params.has(use.code)) {
      const codes = param.values.flatMap((value) => (value ? [value.code] : []));
      params.set(use.code, { param, offered: new Set(use.values ?? codes) });
    }
  }
  const partCodes = new Set(rules.flatMap(({ rule }) => (rule.kind === 'part' ? [rule.partCode] : [])));
  return { model, modelPath: pointer('models', modelIndex), params, partCodes };
};

/** Reports the missing languages of a rule's reason, label or title. */
export const checkRuleTexts = (collector: Collector, { rule, path }: PlacedRule) => {
  if (rule.kind === 'enable' || rule.kind === 'allow' || rule.kind === 'range') {
    checkText(collector, rule.reason, `${path}/reason`);
  } else if (rule.kind === 'price') {
    checkText(collector, rule.label, `${path}/label`);
  } else if (rule.kind === 'part') {
    checkText(collector, rule.title, `${path}/title`);
  }
};

import {
  type CatalogueRule,
  type CatalogueText,
  type Condition,
  LANGUAGES,
  LIST_DATA_TYPES,
  NUMERIC_DATA_TYPES,
  type NumberExpression,
} from '@door/contract';
import { type Finding, finding, pointer } from './catalogue-findings';
import type { DraftCatalogue, DraftModel, DraftParameter } from './catalogue-read';

/** A rule with the JSON pointer of its place (in the model, or in a rule set it uses). */
export type PlacedRule = { rule: CatalogueRule; path: string; isShared: boolean };

type Collector = { findings: Finding[]; seen: Set<string> };

const add = (collector: Collector, item: Finding) => {
  const key = `${item.path}|${item.key}|${JSON.stringify(item.params)}`;
  if (!collector.seen.has(key)) {
    collector.seen.add(key);
    collector.findings.push(item);
  }
};

/** Reports entries whose `code` (or other key) repeats an earlier one's. */
const checkUnique = <T>(
  collector: Collector,
  list: (T | undefined)[],
  keyOf: (item: T) => string,
  pathOf: (index: number) => string,
) => {
  const first = new Map<string, number>();
  list.forEach((item, index) => {
    if (!item) {
      return;
    }
    const code = keyOf(item);
    const earlier = first.get(code);
    if (earlier === undefined) {
      first.set(code, index);
    } else {
      add(collector, finding(pathOf(index), 'duplicate', { code, other: pathOf(earlier) }));
    }
  });
};

const checkText = (collector: Collector, text: CatalogueText | undefined, path: string) => {
  if (!text) {
    return;
  }
  for (const language of LANGUAGES) {
    if (!text[language]?.trim()) {
      add(collector, finding(`${path}/${language}`, 'missingText', { language }));
    }
  }
};

const isList = (param: DraftParameter) => LIST_DATA_TYPES.includes(param.dataType);
const isNumeric = (param: DraftParameter) => NUMERIC_DATA_TYPES.includes(param.dataType);

/** What a model offers: its parameters (by code) with the values it offers. */
type ModelScope = {
  model: DraftModel;
  modelPath: string;
  params: Map<string, { param: DraftParameter; offered: Set<string> }>;
  partCodes: Set<string>;
};

type Context = {
  collector: Collector;
  draft: DraftCatalogue;
  parameters: Map<string, DraftParameter>;
  modelTags: Set<string>;
};

/** Checks a parameter a rule or condition names: known, used by the model, of the needed kind. */
const checkParamRef = (
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

const checkValueRef = (
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

const checkValueRefs = (
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
const checkRule = (context: Context, scope: ModelScope, { rule, path }: PlacedRule) => {
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

const checkCategories = (collector: Collector, draft: DraftCatalogue) => {
  const codes = new Map(draft.categories.flatMap((category, index) => (category ? [[category.code, index]] : [])));
  draft.categories.forEach((category, index) => {
    if (!category) {
      return;
    }
    checkText(collector, category.names, pointer('categories', index, 'names'));
    if (category.parent !== undefined && !codes.has(category.parent)) {
      add(collector, finding(pointer('categories', index, 'parent'), 'unknownCategory', { code: category.parent }));
      return;
    }
    // Walk up the parents: coming back to this category is a circle.
    const chain = [category.code];
    let parent = category.parent;
    while (parent !== undefined && chain.length <= codes.size) {
      if (parent === category.code) {
        add(collector, finding(pointer('categories', index, 'parent'), 'categoryCycle', { codes: chain.join(' → ') }));
        return;
      }
      chain.push(parent);
      parent = draft.categories[codes.get(parent) as number]?.parent;
    }
  });
};

const checkParameters = (collector: Collector, draft: DraftCatalogue) => {
  const categories = new Map(draft.categories.flatMap((category) => (category ? [[category.code, category]] : [])));
  draft.parameters.forEach((param, index) => {
    if (!param) {
      return;
    }
    const path = pointer('parameters', index);
    const category = categories.get(param.category);
    if (!category) {
      add(collector, finding(`${path}/category`, 'unknownCategory', { code: param.category }));
    }
    checkText(collector, param.names, `${path}/names`);
    checkText(collector, param.titles, `${path}/titles`);
    checkText(collector, param.brandNames, `${path}/brandNames`);
    checkUnique(
      collector,
      param.values,
      (value) => value.code,
      (i) => `${path}/values/${i}`,
    );
    const values = param.values.filter((value) => value !== undefined);
    if (isList(param)) {
      if (param.values.length === 0) {
        add(collector, finding(`${path}/values`, 'noValues', { param: param.code }));
      }
      const defaults = param.values.flatMap((value, i) => (value?.isDefault ? [i] : []));
      if (defaults.length > 1) {
        add(collector, finding(`${path}/values/${defaults[1]}/isDefault`, 'manyDefaults', { param: param.code }));
      }
    }
    if (isNumeric(param)) {
      const range = values[0];
      if (values.length !== 1 || range?.min === undefined || range.max === undefined) {
        add(collector, finding(`${path}/values`, 'numericRange', { param: param.code }));
      } else if (range.min > range.max) {
        add(collector, finding(`${path}/values/0/min`, 'rangeInverted', { min: range.min, max: range.max }));
      } else if (range.intValue !== undefined && (range.intValue < range.min || range.intValue > range.max)) {
        add(
          collector,
          finding(`${path}/values/0/intValue`, 'defaultOutOfRange', {
            value: range.intValue,
            param: param.code,
            min: range.min,
            max: range.max,
          }),
        );
      }
    }
    param.values.forEach((value, i) => {
      if (!value) {
        return;
      }
      checkText(collector, value.names, `${path}/values/${i}/names`);
      checkText(collector, value.brandNames, `${path}/values/${i}/brandNames`);
      if (isList(param) && category?.showZeroPrices && value.priceCents === undefined) {
        add(collector, finding(`${path}/values/${i}/priceCents`, 'missingPrice', { value: value.code }, 'warning'));
      }
    });
  });
};

const checkModelUses = (context: Context, scope: ModelScope, modelIndex: number) => {
  scope.model.parameters.forEach((use, index) => {
    if (!use) {
      return;
    }
    const path = pointer('models', modelIndex, 'parameters', index);
    const param = context.parameters.get(use.code);
    if (!param) {
      add(context.collector, finding(`${path}/code`, 'unknownParameter', { code: use.code }));
      return;
    }
    (use.values ?? []).forEach((code, i) => {
      if (!param.values.some((value) => value?.code === code)) {
        add(context.collector, finding(`${path}/values/${i}`, 'unknownValue', { param: use.code, code }));
      }
    });
    const offered = scope.params.get(use.code)?.offered ?? new Set<string>();
    if (use.defaultValue !== undefined && isList(param) && !offered.has(use.defaultValue)) {
      add(context.collector, finding(`${path}/defaultValue`, 'defaultNotValue', { value: use.defaultValue }));
    }
    if (isNumeric(param)) {
      const range = param.values[0];
      const min = use.min ?? range?.min;
      const max = use.max ?? range?.max;
      const value = use.defaultValue === undefined ? undefined : Number(use.defaultValue);
      if (min !== undefined && max !== undefined && min > max) {
        add(context.collector, finding(`${path}/min`, 'rangeInverted', { min, max }));
      } else if (value !== undefined && !Number.isFinite(value)) {
        add(
          context.collector,
          finding(`${path}/defaultValue`, 'defaultNotNumber', { value: String(use.defaultValue), param: use.code }),
        );
      } else if (value !== undefined && min !== undefined && max !== undefined && (value < min || value > max)) {
        add(
          context.collector,
          finding(`${path}/defaultValue`, 'defaultOutOfRange', { value, param: use.code, min, max }),
        );
      }
    }
  });
};

const scopeOf = (context: Context, model: DraftModel, modelIndex: number, rules: PlacedRule[]): ModelScope => {
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

const checkRuleTexts = (collector: Collector, { rule, path }: PlacedRule) => {
  if (rule.kind === 'enable' || rule.kind === 'allow' || rule.kind === 'range') {
    checkText(collector, rule.reason, `${path}/reason`);
  } else if (rule.kind === 'price') {
    checkText(collector, rule.label, `${path}/label`);
  } else if (rule.kind === 'part') {
    checkText(collector, rule.title, `${path}/title`);
  }
};

const checkModels = (context: Context) => {
  const { collector, draft } = context;
  const selectionRefs = new Set(
    draft.selection.flatMap((category) =>
      category ? category.values.flatMap((value) => (value ? [`${category.code}:${value.code}`] : [])) : [],
    ),
  );
  const ruleSets = new Set(draft.ruleSets.flatMap((set) => (set ? [set.code] : [])));
  draft.ruleSets.forEach((set, setIndex) => {
    set?.rules.forEach((rule, ruleIndex) => {
      if (rule) {
        checkRuleTexts(collector, { rule, path: pointer('ruleSets', setIndex, 'rules', ruleIndex), isShared: true });
      }
    });
    if (set) {
      checkUnique(
        collector,
        set.rules,
        (rule) => rule.id,
        (i) => pointer('ruleSets', setIndex, 'rules', i),
      );
    }
  });
  draft.models.forEach((model, modelIndex) => {
    if (!model) {
      return;
    }
    const path = pointer('models', modelIndex);
    checkText(collector, model.titles, `${path}/titles`);
    (model.selection ?? []).forEach((ref, i) => {
      if (!selectionRefs.has(ref)) {
        add(collector, finding(`${path}/selection/${i}`, 'unknownSelection', { ref }));
      }
    });
    (model.ruleSets ?? []).forEach((code, i) => {
      if (!ruleSets.has(code)) {
        add(collector, finding(`${path}/ruleSets/${i}`, 'unknownRuleSet', { code }));
      }
    });
    checkUnique(
      collector,
      model.parameters,
      (use) => use.code,
      (i) => `${path}/parameters/${i}`,
    );
    const rules = placedRulesOf(draft, model, modelIndex);
    checkUnique(
      collector,
      rules,
      (placed) => placed.rule.id,
      (i) => (rules[i] as PlacedRule).path,
    );
    const parts = rules.filter((placed) => placed.rule.kind === 'part');
    checkUnique(
      collector,
      parts,
      (placed) => (placed.rule.kind === 'part' ? placed.rule.partCode : ''),
      (i) => `${(parts[i] as PlacedRule).path}/partCode`,
    );
    const scope = scopeOf(context, model, modelIndex, rules);
    checkModelUses(context, scope, modelIndex);
    for (const placed of rules) {
      if (!placed.isShared) {
        checkRuleTexts(collector, placed);
      }
      checkRule(context, scope, placed);
    }
  });
};

const checkSelection = (collector: Collector, draft: DraftCatalogue) => {
  checkUnique(
    collector,
    draft.selection,
    (category) => category.code,
    (i) => pointer('selection', i),
  );
  draft.selection.forEach((category, index) => {
    if (!category) {
      return;
    }
    checkText(collector, category.names, pointer('selection', index, 'names'));
    checkUnique(
      collector,
      category.values,
      (value) => value.code,
      (i) => pointer('selection', index, 'values', i),
    );
    category.values.forEach((value, i) => {
      checkText(collector, value?.names, pointer('selection', index, 'values', i, 'names'));
    });
  });
};

const checkTests = (context: Context) => {
  const { collector, draft } = context;
  const models = new Map(draft.models.flatMap((model, index) => (model ? [[model.code, { model, index }]] : [])));
  checkUnique(
    collector,
    draft.tests,
    (test) => test.name,
    (i) => pointer('tests', i, 'name'),
  );
  draft.tests.forEach((test, index) => {
    if (!test) {
      return;
    }
    const path = pointer('tests', index);
    const found = models.get(test.model);
    if (!found) {
      add(collector, finding(`${path}/model`, 'unknownModel', { code: test.model }));
      return;
    }
    const scope = scopeOf(context, found.model, found.index, placedRulesOf(draft, found.model, found.index));
    const choice = (code: string, value: string | number, at: string) => {
      const used = checkParamRef(context, scope, code, at, null);
      if (used && isList(used.param) && typeof value === 'string') {
        checkValueRef(context, scope, used, value, at.endsWith('/param') ? `${at.slice(0, -6)}/value` : at);
      }
    };
    (test.changes ?? []).forEach((change, i) => {
      choice(change.param, change.value, `${path}/changes/${i}/param`);
    });
    for (const [code, value] of Object.entries(test.expect.choices ?? {})) {
      choice(code, value, `${path}/expect/choices/${code}`);
    }
    for (const [code, values] of Object.entries(test.expect.allowed ?? {})) {
      const used = checkParamRef(context, scope, code, `${path}/expect/allowed/${code}`, 'list');
      if (used) {
        checkValueRefs(context, scope, used, values, `${path}/expect/allowed/${code}`);
      }
    }
    for (const key of ['enabled', 'disabled'] as const) {
      (test.expect[key] ?? []).forEach((code, i) => {
        checkParamRef(context, scope, code, `${path}/expect/${key}/${i}`, null);
      });
    }
    const priceRules = new Set(
      placedRulesOf(draft, found.model, found.index).flatMap(({ rule }) => (rule.kind === 'price' ? [rule.id] : [])),
    );
    for (const ruleId of Object.keys(test.expect.priceTerms ?? {})) {
      if (!priceRules.has(ruleId)) {
        add(collector, finding(`${path}/expect/priceTerms/${ruleId}`, 'unknownPriceRule', { code: ruleId }));
      }
    }
    for (const key of ['parts', 'absentParts'] as const) {
      (test.expect[key] ?? []).forEach((code, i) => {
        if (!scope.partCodes.has(code)) {
          add(collector, finding(`${path}/expect/${key}/${i}`, 'unknownPart', { code }));
        }
      });
    }
  });
};

/**
 * The checks of a catalogue that need no engine: duplicate codes, codes that name nothing (categories, parameters,
 * values, tags, selection values, rule sets, parts, models), values and ranges that cannot work, missing texts in
 * any of the four languages, and values without a price in a category that shows prices (a warning).
 */
export const checkStructure = (draft: DraftCatalogue): Finding[] => {
  const collector: Collector = { findings: [], seen: new Set() };
  const parameters = new Map<string, DraftParameter>();
  for (const param of draft.parameters) {
    if (param && !parameters.has(param.code)) {
      parameters.set(param.code, param);
    }
  }
  const context: Context = {
    collector,
    draft,
    parameters,
    modelTags: new Set(draft.models.flatMap((model) => model?.tags ?? [])),
  };
  checkUnique(
    collector,
    draft.categories,
    (category) => category.code,
    (i) => pointer('categories', i),
  );
  checkUnique(
    collector,
    draft.parameters,
    (param) => param.code,
    (i) => pointer('parameters', i),
  );
  checkUnique(
    collector,
    draft.ruleSets,
    (set) => set.code,
    (i) => pointer('ruleSets', i),
  );
  checkUnique(
    collector,
    draft.models,
    (model) => model.code,
    (i) => pointer('models', i),
  );
  checkCategories(collector, draft);
  checkParameters(collector, draft);
  checkSelection(collector, draft);
  checkModels(context);
  checkTests(context);
  return collector.findings;
};
